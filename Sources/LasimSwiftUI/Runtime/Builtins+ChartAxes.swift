import LasimModel
import LasimTemplate
import SwiftSyntax

/// A chart's axes: `.chartXAxis(.hidden)` and `.chartYAxis { AxisMarks(...) { ... } }`,
/// gathered into the `ChartAxis` the layout draws.
extension Builtins {
    static let chartAxisTypes: Set<String> = ["AxisMarks", "AxisGridLine", "AxisTick", "AxisValueLabel"]

    /// `AxisMarks(position:values:stroke:) { value in ... }`, or one of
    /// the three marks its builder makes.
    static func chartAxisMark(_ t: String, _ args: [Argument], _ i: Interpreter, node: some SyntaxProtocol,
                              location: String) throws(SwiftError) -> ViewNode {
        let stroke = strokeStyle(arg(args, "stroke"))
        switch t {
        case "AxisGridLine":
            var m = ChartAxisMarks(grid: true, tick: false, label: false)
            m.gridStroke = stroke
            return ViewNode(.chartAxis(m), location: location)
        case "AxisTick": return ViewNode(.chartAxis(ChartAxisMarks(grid: false, tick: true, label: false)), location: location)
        case "AxisValueLabel":
            var m = ChartAxisMarks(grid: false, tick: false, label: true)
            m.ownLabel = args.contains { $0.label == "format" || $0.label == nil }
            if let value = i.axisLabelValue { i.axisLabelText = try axisLabelText(args, value, i, node: node) }
            return ViewNode(.chartAxis(m), location: location)
        default: break
        }
        var marks = ChartAxisMarks()
        if case .enumCase(_, let p, _)? = arg(args, "position"), let position = ChartAxisMarks.Position(rawValue: p) { marks.position = position }
        let values = arg(args, "values")
        switch values {
        case .array(let items)?: marks.values = .numbers(items.compactMap(\.asDouble))
        case .enumCase(_, "automatic", let payload)?:
            marks.values = .automatic(desiredCount: payload.first { $0.label == "desiredCount" }?.value.asInt)
        case .enumCase(_, "stride", let payload)?:
            let count = payload.first { $0.label == "count" }?.value.asDouble ?? 1
            switch payload.first?.value {
            case .enumCase(_, let unit, _)?: if let s = calendarSeconds[unit] { marks.values = .stride(s * count) }
            case let by?: if let d = by.asDouble, d > 0 { marks.values = .stride(d) }
            default: break
            }
        default: break
        }
        marks.gridStroke = stroke
        marks.ownLabel = arg(args, "format") != nil
        // A content closure names the marks each value gets; without one, all three.
        if let c = args.last, isClosure(c.value), c.label == nil || c.label == "content" {
            let sample: SwiftValue = { if case .numbers(let n) = marks.values, let f = n.first { return .double(f) }; return .null }()
            let axisValue = SwiftValue.opaque(.init("AxisValue", ["value": sample, "now": .date(i.input.now), "index": .int(0), "count": .int(1)]))
            let v = try i.invoke(c.value, [Argument(label: nil, value: axisValue, node: Syntax(node))], node: node, builder: true)
            let made = ViewNode.dissolvingGroups(try i.viewIfView(v, node: node).map { [$0] } ?? [])
            marks.grid = false; marks.tick = false; marks.label = false
            for n in made {
                guard case .chartAxis(let part) = n.kind else { continue }
                let colour = n.modifiers.lazy.compactMap { m -> ViewColor? in if case .foreground(let c) = m { return c }; return nil }.first
                if part.grid { marks.grid = true; marks.gridStroke = part.gridStroke ?? marks.gridStroke; marks.gridColour = colour ?? marks.gridColour }
                if part.tick { marks.tick = true }
                if part.label { marks.label = true; marks.labelColour = colour ?? marks.labelColour; marks.ownLabel = marks.ownLabel || part.ownLabel }
            }
        }
        // Labels of the app's own: its content or format is run again for each value the axis labels.
        let content = args.last.flatMap { c in isClosure(c.value) && (c.label == nil || c.label == "content") ? c.value : nil }
        if marks.label, content != nil || marks.ownLabel {
            marks.labelMaker = i.axisLabelMakers.count
            i.axisLabelMakers.append((content, arg(args, "format")))
        }
        return ViewNode(.chartAxis(marks), location: location)
    }

    /// A calendar unit's length in seconds, for `.stride(by: .hour, count: 3)`.
    static let calendarSeconds: [String: Double] = [
        "second": 1, "minute": 60, "hour": 3600, "day": 86400, "weekOfYear": 604_800, "weekday": 86400,
    ]

    /// `StrokeStyle(lineWidth: 1, dash: [2, 3], lineCap: .round)` or `.init(lineWidth:dash:)`.
    static func strokeStyle(_ v: SwiftValue?) -> ChartStroke? {
        let settings: [String: SwiftValue]
        switch v {
        case .opaque(let o)? where o.kind == "StrokeStyle": settings = o.settings
        case .enumCase(_, "init", let payload)?: settings = Dictionary(payload.map { ($0.label ?? "_", $0.value) }, uniquingKeysWith: { a, _ in a })
        default: return nil
        }
        let dash: [Double] = { if case .array(let d)? = settings["dash"] { return d.compactMap(\.asDouble).filter { $0 >= 0 } }; return [] }()
        let round: Bool = { if case .enumCase(_, "round", _)? = settings["lineCap"] { return true }; return false }()
        return ChartStroke(width: settings["lineWidth"]?.asDouble, dash: dash.contains { $0 > 0 } ? dash : [], roundCap: round)
    }

    /// `.chartXAxis(.hidden)`, `.chartYAxis { AxisMarks(...) }`: the axis of every chart in `node`.
    static func chartAxisModifier(_ node: ViewNode, _ name: String, _ args: [Argument], _ i: Interpreter,
                                  syntax: some SyntaxProtocol) throws(SwiftError) -> ViewNode {
        var hidden: Bool?
        var marks: [ChartAxisMarks]?
        switch args.first?.value {
        case .enumCase(_, let visibility, _)?: hidden = visibility == "hidden"
        case let c? where isClosure(c):
            let v = try i.invoke(c, [], node: syntax, builder: true)
            marks = ViewNode.dissolvingGroups(try i.viewIfView(v, node: syntax).map { [$0] } ?? []).compactMap { n in
                if case .chartAxis(let m) = n.kind { return m }; return nil
            }
        default: return node
        }
        return withCharts(node) { c in
            var axis = name == "chartXAxis" ? c.xAxis : c.yAxis
            if let hidden { axis.hidden = hidden }
            if let marks { axis.marks = marks }
            if name == "chartXAxis" { c.xAxis = axis } else { c.yAxis = axis }
            labelAxes(&c, i, node: syntax)
        }
    }

    /// `value.as(Date.self)` in an `AxisMarks` builder: the value it was run with, as that type.
    static func axisValue(_ o: SwiftValue.Opaque, _ name: String, _ args: [Argument]) -> SwiftValue? {
        guard o.kind == "AxisValue" else { return nil }
        switch name {
        case "as":
            let sample = o.settings["value"] ?? .null
            guard case .type(let t)? = args.first?.value else { return sample }
            switch t {
            case "Date": if case .date = sample { return sample }; return o.settings["now"] ?? .null
            case _ where FloatingTypes.contains(t): return FloatingTypes.value(sample.asDouble ?? 0, as: t)
            case "Int": return .int(sample.asInt ?? 0)
            case "String": return sample.asString.map { .string($0) } ?? .null
            default: return sample
            }
        default: return nil
        }
    }
}
