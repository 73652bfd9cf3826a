import LasimTemplate

extension Builtins {
    /// A `Toggle` as a widget draws it (SwiftUI's switch style on iOS): its
    /// label, then the switch at the trailing edge, 51 x 31 pt with a 27 pt
    /// white knob 2 pt in, on the side its value says; the track green when
    /// on, UIKit's light fill when off (about systemGray5). It drew its
    /// label alone. The switch is marked for `.labelsHidden()` and
    /// `.toggleStyle(.button)` (`ViewEnvironmentRewrites`).
    static func toggle(label: [ViewNode], on: Bool, location loc: String) -> ViewNode {
        let track = ViewNode(.shape("Capsule"), modifiers: [.foreground(.named(on ? "green" : "systemGray5")),
                                                           .frame(width: 51, height: 31, maxWidth: nil, alignment: nil)], location: loc)
        let knob = ViewNode(.shape("Circle"), modifiers: [.foreground(.named("white")), .frame(width: 27, height: 27, maxWidth: nil, alignment: nil),
                                                         .padding(edges: "all", amount: 2)], location: loc)
        let control = ViewNode(.zstack(alignment: on ? "trailing" : "leading"), children: [track, knob],
                               modifiers: [ViewEnvironmentRewrites.toggleSwitch], location: loc)
        return ViewNode(.hstack(alignment: nil, spacing: nil), children: label + [ViewNode(.spacer(minLength: nil), location: loc), control], location: loc)
    }

    /// A `Toggle`'s `isOn:`: the flag an interactive one is given, or a binding's (`.constant(true)`).
    static func toggleValue(_ v: SwiftValue?) -> Bool {
        switch v {
        case .bool(let b)?: return b
        case .enumCase(_, "constant", let p)?: return p.first?.value.asBool ?? false
        case .opaque(let o)? where o.kind == "Binding": return o.settings["wrappedValue"]?.asBool ?? false
        default: return false
        }
    }
}
