import LasimModel
import LasimRender
import LasimTemplate
import SwiftSyntax

/// A chart axis's labels as the app's code writes them (`AxisValueLabel { Text(...) }`,
/// `AxisValueLabel(format: .dateTime.hour())`, `AxisMarks(format:)`) and,
/// for dates, as the locale writes Charts' default: worked out here, where
/// the app's code runs, for every value the axis may stand at; the layout
/// picks the ones its size gives.
extension Builtins {
    /// At most this many values an axis labels (a fine stride over a long domain).
    static let maxAxisLabels = 200

    /// Fills each axis's `texts` for the chart as it now is (its domain set).
    static func labelAxes(_ chart: inout ViewChart, _ i: Interpreter, node: some SyntaxProtocol) {
        for x in [true, false] {
            let dates = x ? chart.xDates : chart.yDates
            var axis = x ? chart.xAxis : chart.yAxis
            let marks = axis.drawn
            guard !axis.hidden, dates || marks.contains(where: { $0.labelMaker != nil }) else { continue }
            axis.marks = marks.map { m in
                guard m.label, dates || m.labelMaker != nil else { return m }
                var m = m
                m.texts = [:]
                for key in ChartGeometry.labelCandidates(chart, x: x, m).prefix(maxAxisLabels) {
                    let value: SwiftValue = dates ? .date(key.value) : .double(key.value)
                    let own = m.labelMaker.flatMap { k in try? ownAxisLabel(i.axisLabelMakers[k], value, i, node: node) } ?? nil
                    if let text = own ?? (dates ? chartDateLabel(key, chart.zone, i.locale) : nil) { m.texts[key] = text }
                }
                return m
            }
            if x { chart.xAxis = axis } else { chart.yAxis = axis }
        }
    }

    /// One value's label as the app's `AxisMarks` content or format writes it; nil: Charts' default.
    static func ownAxisLabel(_ maker: (content: SwiftValue?, format: SwiftValue?), _ value: SwiftValue, _ i: Interpreter,
                             node: some SyntaxProtocol) throws(SwiftError) -> String? {
        if let format = maker.format { return try i.formatted(value, with: format, node: node) }
        guard let content = maker.content else { return nil }
        let saved = (i.axisLabelValue, i.axisLabelText)
        defer { (i.axisLabelValue, i.axisLabelText) = saved }
        i.axisLabelValue = value
        i.axisLabelText = nil
        let axisValue = SwiftValue.opaque(.init("AxisValue", ["value": value, "now": .date(i.input.now), "index": .int(0), "count": .int(1)]))
        _ = try i.invoke(content, [Argument(label: nil, value: axisValue, node: Syntax(node))], node: node, builder: true)
        return i.axisLabelText
    }

    /// `AxisValueLabel { Text(...) }`, `AxisValueLabel(format:)`, `AxisValueLabel("text")`
    /// for the value its marks are run for; nil: the value's default label.
    static func axisLabelText(_ args: [Argument], _ value: SwiftValue, _ i: Interpreter, node: some SyntaxProtocol) throws(SwiftError) -> String? {
        if let format = arg(args, "format") { return try i.formatted(value, with: format, node: node) }
        if let c = args.last, isClosure(c.value), c.label == nil || c.label == "content" {
            let v = try i.invoke(c.value, [], node: node, builder: true)
            return try i.viewIfView(v, node: node).map(plainText)
        }
        if let first = args.first, first.label == nil { return i.describe(first.value) }
        return nil
    }

    /// The texts a label's or an annotation's views hold, in order.
    static func plainText(_ n: ViewNode) -> String {
        var text = ""
        n.walk { v in
            if case .text(let t) = v.kind { for case .literal(let s) in t.parts { text += s } }
        }
        return text
    }

    /// The first colour a view's texts or shapes are drawn in (`.foregroundStyle`), in order.
    static func firstForeground(_ n: ViewNode) -> ViewColor? {
        var colour: ViewColor?
        n.walk { v in for case .foreground(let c) in v.modifiers where colour == nil { colour = c } }
        return colour
    }

    /// A date axis's value as Charts' automatic format names it, in the
    /// locale: the time within a day ("3 PM", "3:30"), the day across days ("Nov 26").
    static func chartDateLabel(_ key: ChartAxisMarks.LabelKey, _ zone: Zone, _ locale: FormatLocale) -> String {
        if key.step >= 86400 {
            return dateStyle("dateTime", ["month": .enumCase(type: "", name: "abbreviated", payload: []), "day": .bool(true)], key.value, zone, locale)
        }
        if key.step >= 3600 { return dateStyle("dateTime", ["hour": .bool(true)], key.value, zone, locale) }
        // Minutes on a clock that names the half of the day: without it, as Charts writes them.
        return Formatting.pattern(locale.time.replacing(" a", with: "").replacing("\u{202f}a", with: ""), key.value, zone, locale: locale)
    }
}
