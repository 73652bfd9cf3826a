import LasimTemplate
import SwiftSyntax

/// UIKit's `getRed(_:green:blue:alpha:)` and `getWhite(_:alpha:)`: a colour's
/// components written through `&` arguments, in the appearance the view is
/// drawn in (`UIColor.systemBlue` is 0, 0.478, 1 on a light card), so that
/// an app's contrast math (a WCAG luminance picking black or white text)
/// runs on the colour the phone has. A colour without components (a
/// gradient) writes nothing and answers false, as UIKit's does.
extension Interpreter {
    func colourComponents(_ base: SwiftValue, _ name: String, _ raw: [RawArgument], _ s: Scope) throws(SwiftError) -> SwiftValue? {
        guard name == "getRed" || name == "getWhite", case .color(let c) = base,
              raw.count == (name == "getRed" ? 4 : 2), raw.allSatisfy({ $0.expr.is(InOutExprSyntax.self) }) else { return nil }
        let dark = appearance.isDark
        let resolved: ViewColor
        switch c.level(of: nil).flat {
        case .named("label"): resolved = ViewColor(dark ? .white : .black)
        default: resolved = c.flat.variant(dark: dark)
        }
        guard case .rgb(let r, let g, let b, let a) = resolved else { return .bool(false) }
        // UIKit's white of an RGB colour: its luma (Rec. 601), as `getWhite` converts.
        let values = name == "getRed" ? [r, g, b, a] : [0.299 * r + 0.587 * g + 0.114 * b, a]
        for (arg, v) in zip(raw, values) {
            guard let target = arg.expr.as(InOutExprSyntax.self)?.expression else { continue }
            try assign(target, .double(v), s)
        }
        return .bool(true)
    }
}
