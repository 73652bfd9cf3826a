import LasimTemplate
import SwiftSyntax

/// `.alignmentGuide(.leading) { d in d.width / 3 }`: which guide a view
/// moves and where. The closure is run on sample `ViewDimensions` and kept
/// as a line of the view's width and height (what guides are written as:
/// `d.width / 2`, `d[.bottom] - 4`, a constant), a trait the layout reads
/// (`LayoutItem+AlignmentGuides`). A closure that is not such a line, or a
/// guide lasim does not place (text baselines, an app's own), is noted and
/// the view laid out without it.
extension Builtins {
    static func alignmentGuide(_ node: ViewNode, _ args: [Argument], _ i: Interpreter, syntax: some SyntaxProtocol) throws(SwiftError) -> ViewNode {
        func ignored(_ why: String) -> ViewNode {
            i.note(".alignmentGuide not applied: \(why)", syntax)
            return node.adding(.other("alignmentGuide"))
        }
        guard let guide = args.first?.value, let (axis, fraction) = guidePlace(guide) else {
            return ignored("a guide lasim does not place (text baselines, the app's own)")
        }
        guard let closure = args.dropFirst().last?.value, isClosure(closure) else { return ignored("no closure") }
        func value(_ width: Double, _ height: Double) throws(SwiftError) -> Double? {
            let d = SwiftValue.opaque(.init("ViewDimensions", ["width": .double(width), "height": .double(height),
                                                                 dimensionsAxis: .string(axis)]))
            return try i.invoke(closure, [Argument(label: nil, value: d, node: Syntax(syntax))], node: syntax).asDouble
        }
        guard let zero = try value(0, 0), let wide = try value(100, 0), let tall = try value(0, 100),
              let check = try value(200, 300) else { return ignored("the closure does not give a number") }
        let perWidth = (wide - zero) / 100, perHeight = (tall - zero) / 100
        guard abs(zero + 200 * perWidth + 300 * perHeight - check) < 1e-6 else {
            return ignored("the closure is not a line of the view's width and height")
        }
        return node.adding(.other("alignmentGuide:\(axis) \(fraction) \(zero) \(perWidth) \(perHeight)"))
    }

    /// The axis a guide is on and its place as a fraction of the view's
    /// length there (0 leading or top, 0.5 centre, 1 trailing or bottom).
    static func guidePlace(_ guide: SwiftValue) -> (axis: String, fraction: Double)? {
        guard case .enumCase(let type, let name, _) = guide else { return nil }
        switch name {
        case "leading": return ("horizontal", 0)
        case "trailing": return ("horizontal", 1)
        case "top": return ("vertical", 0)
        case "bottom": return ("vertical", 1)
        case "center" where type.contains("Horizontal"): return ("horizontal", 0.5)
        case "center" where type.contains("Vertical"): return ("vertical", 0.5)
        default: return nil
        }
    }

    /// Which axis's guide the closure is asked about: `d[.center]` there.
    static let dimensionsAxis = "_axis"

    /// `d[.leading]`, `d[.bottom]`, `d[HorizontalAlignment.center]` of the sample dimensions.
    static func dimension(_ d: SwiftValue.Opaque, _ key: SwiftValue, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue {
        let width = d.settings["width"]?.asDouble ?? 0, height = d.settings["height"]?.asDouble ?? 0
        guard case .enumCase(let type, let name, _) = key else { throw .unsupported("ViewDimensions subscript", node) }
        let horizontal = type.contains("Horizontal") || (!type.contains("Vertical") && d.settings[dimensionsAxis]?.asString == "horizontal")
        switch name {
        case "leading", "top": return .double(0)
        case "trailing": return .double(width)
        case "bottom": return .double(height)
        case "center": return .double(horizontal ? width / 2 : height / 2)
        default: throw .unsupported("ViewDimensions[.\(name)]", node, "text baselines and the app's own guides are not measured")
        }
    }
}
