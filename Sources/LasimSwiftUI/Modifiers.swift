import LasimRender
import SwiftSyntax

/// SwiftUI modifiers -> element attributes (colour, weight, lines, padding,
/// alignment). Those with no meaning in cells are recorded, not drawn.
extension Translator {
    /// Modifiers that change nothing a terminal cell can show.
    static let inert: Set<String> = [
        "widgetURL", "id", "contentTransition", "animation", "transition", "accessibilityLabel", "accessibilityHidden",
        "accessibilityElement", "accessibilityValue", "privacySensitive", "invalidatableContent", "symbolEffect",
        "monospacedDigit", "monospaced", "keylineTint", "contentMargins", "dynamicIslandExpandedRegion",
        "imageScale", "resizable", "aspectRatio", "scaledToFit", "scaledToFill", "fixedSize", "layoutPriority",
        "minimumScaleFactor", "allowsTightening", "dynamicTypeSize", "environment", "unredacted", "redacted",
        "symbolRenderingMode", "textCase", "kerning", "tracking", "truncationMode", "numericTextTransition",
        "activitySystemActionForegroundColor", "containerBackground", "widgetAccentable", "interpolation",
        "renderingMode", "labelStyle", "buttonStyle", "progressViewStyle", "gaugeStyle", "tint", "accentColor",
    ]
    /// Modifiers drawn roughly: shapes and sizes cells cannot show.
    static let rough: [String: String] = [
        "frame": "sizes in points are not kept", "cornerRadius": "no rounded corners in cells",
        "clipShape": "no clipping shapes in cells", "shadow": "no shadows in cells", "overlay": "the overlay is not drawn",
        "blur": "no blur in cells", "scaleEffect": "no scaling in cells", "offset": "no offsets in cells",
        "rotationEffect": "no rotation in cells", "mask": "no masks in cells", "border": "no borders in cells",
        "strokeBorder": "no strokes",
        "stroke": "no strokes", "fill": "shapes are not drawn", "contentShape": "no shapes in cells",
        "saturation": "no filters", "brightness": "no filters", "grayscale": "no filters",
    ]

    func modifier(_ name: String, on base: ExprSyntax, _ c: FunctionCallExprSyntax, _ f: Frame) throws(Unsupported) -> Element {
        let e = single(views(base, f), node: Syntax(base))
        let arg0 = c.arguments.first?.expression
        switch name {
        case "font":
            if let a = arg0 { applyFont(a, to: e) }
            drawn(".font", c)
        case "bold":
            e.bold = c.arguments.first?.expression.trimmedDescription != "false"; drawn(".bold", c)
        case "fontWeight":
            e.bold = Self.isBold(arg0?.trimmedDescription ?? ""); drawn(".fontWeight", c)
        case "italic": e.italic = true; drawn(".italic", c)
        case "foregroundColor", "foregroundStyle":
            if let a = arg0 { try applyColour(a, to: e, f, node: c) }
            drawn("." + name, c)
        case "opacity":
            if let v = Double(arg0?.trimmedDescription ?? ""), v < 0.8 { e.dim = true }
            approximated(".opacity", c, "below 0.8 drawn dim, else as is")
        case "background":
            if let a = arg0, let colour = try? colourValue(a, f) {
                e.background = TextTemplate(parts: [.hole(colour, nil)], source: a.trimmedDescription)
                drawn(".background", c)
            } else {
                approximated(".background", c, "a view or material behind: not drawn")
            }
        case "activityBackgroundTint":
            // The card's own colour, not this view's: kept for the renderer.
            if let a = arg0, a.trimmedDescription != "nil", let colour = try? colourValue(a, f) {
                cardTint = TextTemplate(parts: [.hole(colour, nil)], source: a.trimmedDescription)
                drawn(".activityBackgroundTint", c)
            } else {
                approximated(".activityBackgroundTint", c, "not a plain colour: the theme's card colour is drawn")
            }
        case "padding":
            let edges = c.arguments.first { $0.label == nil && $0.expression.trimmedDescription.hasPrefix(".") }?.expression.trimmedDescription
            let amount = c.arguments.first { $0.label == nil && !$0.expression.trimmedDescription.hasPrefix(".") }?.expression
            if edges == nil || ["all", "horizontal", "leading", "trailing"].contains(where: { edges!.contains($0) }) {
                e.padding = max(e.padding, min(4, Self.cells(amount, per: 8, default: 2)))
            }
            approximated(".padding", c, "horizontal padding in whole cells, vertical padding dropped")
        case "lineLimit":
            let n = Int(arg0?.trimmedDescription ?? "") ?? 3
            if case .text(let t, _) = e.kind {
                let copy = Element(.text(t, lines: max(1, n)), path: e.path)
                copyStyle(from: e, to: copy)
                drawn(".lineLimit", c)
                return copy
            }
            drawn(".lineLimit", c)
        case "multilineTextAlignment":
            let a = arg0?.trimmedDescription ?? ""
            e.align = a.contains("center") ? .center : a.contains("trailing") ? .trailing : .leading
            drawn(".multilineTextAlignment", c)
        default:
            if let note = Self.rough[name] {
                if name == "frame", let a = argument(c, "alignment")?.trimmedDescription {
                    e.align = a.contains("leading") ? .leading : a.contains("trailing") ? .trailing : e.align
                }
                approximated("." + name, c, note)
            } else if Self.inert.contains(name) {
                drawn("." + name, c)
            } else {
                leftOut("." + name, c, "modifier not known to lasim: ignored")
            }
        }
        return e
    }

    static func isBold(_ weight: String) -> Bool {
        ["bold", "heavy", "black", "semibold"].contains { weight.contains($0) }
    }

    /// Text styles become the cell attributes the renderer has: large styles bold.
    func applyFont(_ a: ExprSyntax, to e: Element) {
        let t = a.trimmedDescription
        if [".largeTitle", ".title", ".headline"].contains(where: { t.hasPrefix($0) }) || Self.isBold(t) { e.bold = true }
        if t.contains(".system(size:") || t.contains(".system(size :") {
            if let r = t.firstRange(of: "size:"), let n = Double(t[r.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "." }), n >= 22 {
                e.bold = true
            }
        }
        if t.contains(".italic") { e.italic = true }
    }

    func applyColour(_ a: ExprSyntax, to e: Element, _ f: Frame, node: FunctionCallExprSyntax) throws(Unsupported) {
        let t = a.trimmedDescription
        if t.contains(".opacity("), let r = t.firstRange(of: ".opacity("),
           let v = Double(t[r.upperBound...].prefix { $0.isNumber || $0 == "." }), v < 0.8 {
            e.dim = true
        }
        if t == ".tertiary" || t == ".quaternary" { e.dim = true }
        guard let colour = try? colourValue(a, f) else {
            approximated("." + (node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "foregroundStyle"),
                         node, "a gradient or style: drawn in the default colour")
            return
        }
        e.color = TextTemplate(parts: [.hole(colour, nil)], source: t)
    }

    /// A colour as a template value: "red", "secondary", "#ff8800".
    func colourValue(_ a: ExprSyntax, _ f: Frame) throws(Unsupported) -> Expression {
        let t = a.trimmedDescription
        if t.contains("Gradient") || t.contains("Material") { throw Unsupported(construct: t, node: Syntax(a)) }
        switch t {
        case ".tertiary", ".quaternary": return .literal(.string("secondary"))
        case ".accentColor", "Color.accentColor", ".tint": return .literal(.string("accent"))
        default: break
        }
        return try expr(a, f)
    }
}
