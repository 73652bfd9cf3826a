import LasimTemplate

/// The system's button styles, drawn around a `Button`'s label as the
/// phone draws them in a widget or Live Activity. By default (`.automatic`,
/// `.bordered`) the label is padded and a faint capsule of the tint lies
/// behind it; `.borderedProminent` fills the capsule with the tint and
/// draws the label white; `.borderless` draws the label in the tint;
/// `.plain` and an app's own style leave the label alone. The style, `.buttonBorderShape` and `.tint` reach a
/// button from any view around it, as SwiftUI's environment does.
enum ButtonStyles {
    /// What `Button` puts on the view it makes, until this pass styles it.
    static let marker = "button"
    /// `.bordered` at the regular control size: the room around the label
    /// (a 12 x 16 pt chevron in a 36 x 30 pt capsule on the phone).
    static let vertical = 7.0, horizontal = 12.0
    /// The room around the label (vertical, horizontal) at each `.controlSize`
    /// measured on a phone. `.small`: liveTimer's icon-only `.caption` pills
    /// are 21.3 pt tall and 30.7 and 32.3 wide in its expanded island (3 px/pt)
    /// where the same labels at the regular size are 28 tall: 3.67 pt down,
    /// 8.67 across (11 and 26 px). `.mini` and `.large`: no screenshot yet, so
    /// drawn at the regular size.
    static let padding: [String: (vertical: Double, horizontal: Double)] = ["small": (11.0 / 3, 26.0 / 3)]
    /// `.buttonBorderShape(.circle)`: the same room on every side, so that
    /// the circle is as wide as it is tall around a square label (an icon's
    /// frame), where a capsule's room would leave the circle as tall as the
    /// label and its vertical room only. `.small`: Autophagy's stop button,
    /// a 30 pt label in a 46.0 pt disc on its lock card and a 26 pt label in
    /// a 41.7 pt disc in its expanded island (3 px/pt), 8 pt around. Other
    /// sizes: not measured, so the capsule's room across.
    static let circleRoom: [String: Double] = ["small": 8.0]
    /// `.buttonStyle(PlainButtonStyle())`: the style each of SwiftUI's style types names.
    static let styleTypes = [
        "PlainButtonStyle": "plain", "BorderlessButtonStyle": "borderless", "BorderedButtonStyle": "bordered",
        "BorderedProminentButtonStyle": "borderedProminent", "DefaultButtonStyle": "automatic",
    ]
    /// `.buttonBorderShape(.roundedRectangle)` without a radius.
    static let defaultRadius = 8.0

    struct Environment {
        var style = "automatic"
        var shape = "capsule"
        var radius: Double?
        var tint: ViewColor?
        /// What a button no `.tint` reaches is drawn in (`Interpreter.accentColour`).
        var accent: ViewColor = .named("accentColor")
        var controlSize = "regular"

        /// This environment under a view's modifiers, the nearest winning.
        func under(_ modifiers: [ViewModifier]) -> Environment {
            var e = self
            for m in modifiers.reversed() {
                switch m {
                case .foreground(let c), .tint(let c): e.tint = c
                case .other(let s) where s.hasPrefix("buttonStyle:"): e.style = String(s.dropFirst("buttonStyle:".count))
                case .other(let s) where s.hasPrefix("controlSize:"): e.controlSize = String(s.dropFirst("controlSize:".count))
                case .other(let s) where s.hasPrefix("buttonBorderShape:"):
                    let parts = s.split(separator: ":").dropFirst()
                    e.shape = parts.first.map(String.init) ?? "capsule"
                    e.radius = parts.dropFirst().first.flatMap { Double($0) }
                default: break
                }
            }
            return e
        }
    }

    /// The tree with every `Button` in it styled. `dark`: the appearance the
    /// view is drawn in (the tint shows through more on a dark card).
    static func styled(_ n: ViewNode, dark: Bool, _ outer: Environment = Environment()) -> ViewNode {
        let env = outer.under(n.modifiers)
        let inner = n.mappingContents { styled($0, dark: dark, env) }
        guard let k = inner.modifiers.firstIndex(of: .other(marker)) else { return inner }
        var modifiers = inner.modifiers
        modifiers.remove(at: k)
        // A one-view label is the button's node, its own modifiers inside the
        // marker: its `.foregroundColor` colours the label, not the button, whose
        // tint is what is around it (`.tint(.orange)` behind a white icon).
        let around = outer.under(Array(modifiers[k...]))
        if ["automatic", "bordered", "borderedProminent"].contains(around.style) {
            modifiers.insert(contentsOf: border(around, dark: dark, at: n.location), at: k)
        } else if around.style == "borderless", let tint = around.tint {
            // A borderless button draws its label in the tint; a plain one leaves it alone.
            modifiers.insert(.foreground(tint), at: k)
        }
        return ViewNode(n.kind, children: inner.children, modifiers: modifiers, location: n.location, asWritten: n.asWritten)
    }

    /// What a bordered style adds around the label, innermost first.
    static func border(_ env: Environment, dark: Bool, at location: String) -> [ViewModifier] {
        let tint = env.tint ?? env.accent
        let prominent = env.style == "borderedProminent"
        var shape: ViewNode
        switch env.shape {
        case "circle": shape = ViewNode(.shape("Circle"), location: location)
        case "roundedRectangle":
            shape = ViewNode(.shape("RoundedRectangle"), modifiers: [.other("cornerRadius:\(env.radius ?? defaultRadius)")], location: location)
        default: shape = ViewNode(.shape("Capsule"), location: location)
        }
        shape = shape.adding(.foreground(prominent ? tint : tint.withOpacity(dark ? 0.3 : 0.15)))
        var room = padding[env.controlSize] ?? (vertical, horizontal)
        if env.shape == "circle" {
            let around = circleRoom[env.controlSize] ?? room.horizontal
            room = (around, around)
        }
        return (prominent ? [.foreground(.named("white"))] : [.foreground(tint)]) + [
            .padding(edges: "vertical", amount: room.vertical), .padding(edges: "horizontal", amount: room.horizontal),
            .background(.view(shape)),
        ]
    }
}
