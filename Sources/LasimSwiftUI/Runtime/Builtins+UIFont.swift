import LasimRender
import LasimTemplate
import SwiftSyntax

/// UIKit's fonts and Foundation's attributed strings, as widget code builds
/// them to measure a text before SwiftUI lays it out (a timer's frame made
/// as wide as "00:00" in its font: `("00:00" as NSString).size(withAttributes:
/// [.font: UIFont.systemFont(ofSize: 12)])`). A `UIFont` is the value
/// `Font.system(size:weight:)` makes, so `Font(uiFont)` draws it as the
/// phone does; a size is the layout's own measure of that text
/// (`SwiftUIFont.measured`), so a frame the app sizes by it holds the text
/// the layout puts in it.
extension Builtins {
    /// `UIFont.systemFont(ofSize: 12, weight: .medium)`, `.boldSystemFont(ofSize:)`,
    /// `.monospacedDigitSystemFont(ofSize:weight:)`, `.preferredFont(forTextStyle: .headline)`,
    /// `UIFont(name: "Inter", size: 14)`: the `Font` value the same font is in
    /// SwiftUI; nil for a member lasim does not model.
    static func uiFont(_ name: String, _ args: [Argument]) -> SwiftValue? {
        let size: [(label: String?, value: SwiftValue)] = (arg(args, "ofSize") ?? arg(args, "size")).map { [("size", $0)] } ?? []
        let weight: [(label: String?, value: SwiftValue)] = arg(args, "weight").map { [("weight", $0)] } ?? []
        func system(_ more: [(label: String?, value: SwiftValue)]) -> SwiftValue {
            .enumCase(type: "", name: "system", payload: size + weight + more)
        }
        switch name {
        case "systemFont": return system([])
        case "boldSystemFont": return system([("weight", .enumCase(type: "", name: "bold", payload: []))])
        case "italicSystemFont": return system([("italic", .bool(true))])
        case "monospacedDigitSystemFont": return system([("monospacedDigit", .bool(true))])
        case "monospacedSystemFont": return system([("design", .enumCase(type: "", name: "monospaced", payload: []))])
        // UIKit's text styles are SwiftUI's, but for `title1` and `caption1`.
        case "preferredFont":
            guard case .enumCase(_, let style, _)? = arg(args, "forTextStyle") else { return nil }
            let swiftUI = ["title1": "title", "caption1": "caption"][style] ?? style
            return SwiftUIFont.textStyleSizes[swiftUI] == nil ? nil : .enumCase(type: "", name: swiftUI, payload: [])
        // `UIFont(name:size:)`: a font the app bundles, measured as `.custom` is.
        case "init":
            guard let family = arg(args, "name") else { return nil }
            return .enumCase(type: "", name: "custom", payload: [(nil, family)] + size)
        default: return nil
        }
    }

    /// `NSAttributedString(string:attributes:)`: its text, as `AttributedString` keeps
    /// it (what `Text` draws), with the attributes a measure reads.
    static func nsAttributedString(_ args: [Argument], _ i: Interpreter) -> SwiftValue {
        let text = (arg(args, "string") ?? args.first?.value).map(i.describe) ?? ""
        return .opaque(.init("AttributedString", ["_": .string(text), "attributes": arg(args, "attributes") ?? .dictionary([])]))
    }

    /// `size(withAttributes:)` of a string, `size()` of an attributed one,
    /// `boundingRect(with:options:attributes:context:)`: the text measured in
    /// the font of its `.font` attribute (UIKit's default, 12 pt, without one)
    /// by the rule that lays it out, at the phone's text size for a text
    /// style's font; nil for another method.
    static func measuredText(_ text: String, _ name: String, _ args: [Argument], attributes: SwiftValue?, _ i: Interpreter) -> SwiftValue? {
        let proposal: ProposedSize
        switch name {
        case "size" where args.isEmpty || args.first?.label == "withAttributes": proposal = .unspecified
        case "boundingRect" where args.first?.label == "with":
            guard case .opaque(let box)? = args.first?.value else { return nil }
            proposal = ProposedSize(width: box.settings["width"]?.asDouble, height: box.settings["height"]?.asDouble)
        default: return nil
        }
        let attributes = attributes ?? arg(args, "withAttributes") ?? arg(args, "attributes")
        var font = SwiftUIFont(size: 12)
        if case .dictionary(let pairs)? = attributes, let f = pairs.first(where: { enumName($0.key) == "font" })?.value {
            font = ViewEnvironment(dynamicTypeSize: i.input.dynamicTypeSize).font(setBy: Builtins.font(f))
        }
        let measured = font.measured(text, proposal: proposal)
        if name == "size" { return .opaque(.init("CGSize", ["width": .double(measured.width), "height": .double(measured.height)])) }
        return rectValue(ViewPath.Rect(x: 0, y: 0, width: measured.width, height: measured.height))
    }
}
