import LasimModel
import LasimTemplate
import SwiftSyntax

/// Swift Charts: a `Chart` and its marks become a `ViewChart` the layout
/// scales and both backends draw.
extension Builtins {
    static let chartMarks: [String: ChartMark.Kind] = [
        "LineMark": .line, "PointMark": .point, "BarMark": .bar, "AreaMark": .area, "RuleMark": .rule,
        "RectangleMark": .rectangle,
    ]
    static let chartModifiersIgnored: Set<String> = [
        "chartXAxis", "chartYAxis", "chartLegend", "chartXAxisLabel", "chartYAxisLabel",
        "chartBackground", "chartOverlay", "chartForegroundStyleScale", "chartSymbolScale", "chartXSelection",
        "chartYSelection", "chartScrollableAxes", "chartXVisibleDomain", "chartGesture", "chartAngleSelection",
        "interpolationMethod", "symbol", "position", "alignsMarkStylesWithPlotArea", "accessibilityHidden",
    ]

    /// `.value("Time", t)` as a plotted value: a number, a date's
    /// seconds, or a category.
    static func plotted(_ v: SwiftValue?, _ i: Interpreter) -> ChartMark.Value? {
        guard let v = unlabelled(v) else { return nil }
        if let d = v.asDouble { return .number(d) }
        if case .null = v { return nil }
        return .category(i.describe(v))
    }

    /// `.value("Start", date, unit: .second)`: the value follows the label, unlabelled.
    static func unlabelled(_ v: SwiftValue?) -> SwiftValue? {
        guard case .enumCase(_, "value", let payload)? = v else { return v }
        return (payload.dropFirst().first(where: { $0.label == nil }) ?? payload.last)?.value
    }

    static func chartMark(_ kind: ChartMark.Kind, _ args: [Argument], _ i: Interpreter) -> ChartMark {
        func value(_ label: String) -> ChartMark.Value? { plotted(arg(args, label), i) }
        var m = ChartMark(kind, x: value("x"), y: value("y"), xStart: value("xStart"), xEnd: value("xEnd"),
                          yStart: value("yStart"), yEnd: value("yEnd"))
        // An area between two values (`AreaMark(x:yStart:yEnd:)`): its top edge.
        if kind == .area, m.y == nil { m.y = m.yEnd }
        func isDate(_ labels: [String]) -> Bool { labels.contains { l in unlabelled(arg(args, l)).map(Builtins.isDate) ?? false } }
        m.xIsDate = isDate(["x", "xStart", "xEnd"]); m.yIsDate = isDate(["y", "yStart", "yEnd"])
        if let s = plotted(arg(args, "series"), i) {
            if case .category(let name) = s { m.series = name } else if case .number(let d) = s { m.series = "\(d)" }
        }
        return m
    }

    /// `Chart { ... }` or `Chart(data) { item in ... }`: the marks its
    /// builder makes, with the colours and sizes their modifiers set.
    static func chart(_ args: [Argument], _ i: Interpreter, node: some SyntaxProtocol, location: String) throws(SwiftError) -> ViewNode {
        guard let c = args.last, isClosure(c.value) else { return ViewNode(.chart(ViewChart(marks: [])), location: location) }
        var made: [ViewNode] = []
        if let data = args.first, data.label == nil, !isClosure(data.value) {
            for x in try i.elements(of: data.value, node: node) {
                let v = try i.invoke(c.value, [Argument(label: nil, value: x, node: Syntax(node))], node: node, builder: true)
                if let n = try i.viewIfView(v, node: node) { made.append(n) }
                try i.count(1, node)
            }
        } else {
            let v = try i.invoke(c.value, [], node: node, builder: true)
            if let n = try i.viewIfView(v, node: node) { made.append(n) }
        }
        var marks: [ChartMark] = []
        for n in ViewNode.dissolvingGroups(made) {
            guard case .chartMark(var m) = n.kind else { continue }
            for mod in n.modifiers {
                switch mod {
                case .foreground(let colour): if m.colour == nil { m.colour = colour }
                case .opacity(let o): m.colour = (m.colour ?? .named("blue")).withOpacity(o)
                default: break
                }
            }
            marks.append(m)
        }
        var chart = ViewChart(marks: marks)
        chart.zone = i.input.timeZone
        labelAxes(&chart, i, node: node)
        return ViewNode(.chart(chart), location: location)
    }

    /// A modifier of a chart or of one of its marks; nil: not one of theirs.
    static func chartModifier(_ node: ViewNode, _ name: String, _ args: [Argument], _ i: Interpreter,
                              syntax: some SyntaxProtocol) throws(SwiftError) -> ViewNode? {
        switch node.kind {
        case .chartMark(var m):
            switch name {
            case "foregroundStyle" where args.first?.label == "by":
                if case .category(let s)? = plotted(args.first?.value, i) { m.series = s }
                return node.with(.chartMark(m))
            case "annotation":
                // The content's text beside the mark; `.automatic` is above it.
                guard let c = args.last, isClosure(c.value), let n = try i.viewIfView(try i.invoke(c.value, [], node: syntax, builder: true), node: syntax)
                else { return node }
                var position = ChartMark.Annotation.Position.top
                if case .enumCase(_, let p, _)? = arg(args, "position") { position = ChartMark.Annotation.Position(rawValue: p) ?? .top }
                m.annotation = ChartMark.Annotation(text: plainText(n), position: position, colour: firstForeground(n))
                return node.with(.chartMark(m))
            case "symbolSize":
                if let d = args.first?.value.asDouble { m.symbolSize = d }
                return node.with(.chartMark(m))
            case "lineStyle":
                // `StrokeStyle(lineWidth: 8, dash: [4, 2])` or `.init(lineWidth: 8)`.
                if let s = strokeStyle(args.first?.value) { m.lineWidth = s.width ?? m.lineWidth; m.dash = s.dash }
                return node.with(.chartMark(m))
            case _ where chartModifiersIgnored.contains(name) || name == "cornerRadius" || name == "offset":
                return node
            default:
                return nil
            }
        default:
            guard name.hasPrefix("chart") else { return nil }
            if name == "chartXAxis" || name == "chartYAxis" { return try chartAxisModifier(node, name, args, i, syntax: syntax) }
            if name == "chartPlotStyle", let c = args.last, isClosure(c.value) {
                // The plot as a view the closure dresses: the colour it puts behind it.
                let plot = ViewNode(.empty, location: node.location)
                guard let styled = try i.viewIfView(try i.invoke(c.value, [Argument(label: nil, value: .view(plot), node: Syntax(syntax))], node: syntax),
                                                    node: syntax) else { return node }
                var colour: ViewColor?
                for case .background(let b) in styled.modifiers where colour == nil {
                    switch b {
                    case .color(let c): colour = c
                    case .view(let v): colour = firstForeground(v)
                    }
                }
                guard let colour else { return node.adding(.other(name)) }
                return withCharts(node) { $0.plotBackground = colour }
            }
            if name == "chartXScale" || name == "chartYScale" {
                guard case .range(let lo, let hi, _)? = arg(args, "domain"), let l = lo.asDouble, let h = hi.asDouble, l <= h
                else { return node }
                // Like SwiftUI's environment, the scale reaches the charts inside (a frame, an `if` around one).
                return withCharts(node) { c in
                    if name == "chartXScale" { c.xDomain = l...h } else { c.yDomain = l...h }
                    labelAxes(&c, i, node: syntax)
                }
            }
            return chartModifiersIgnored.contains(name) ? node.adding(.other(name)) : nil
        }
    }

    /// `node` with every chart in it changed by `change`.
    static func withCharts(_ node: ViewNode, _ change: (inout ViewChart) -> Void) -> ViewNode {
        if case .chart(var c) = node.kind {
            change(&c)
            return node.with(.chart(c))
        }
        guard !node.children.isEmpty else { return node }
        return node.with(node.kind, children: node.children.map { withCharts($0, change) })
    }
}
