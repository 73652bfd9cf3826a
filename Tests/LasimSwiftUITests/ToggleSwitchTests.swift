import Testing

/// An interactive `Toggle(isOn:intent:)` as a Live Activity draws it:
/// SwiftUI's switch style, the label leading and the 51 x 31 pt switch at
/// the trailing edge, its knob on the side the value says, green when on.
/// Only the label was drawn: the switch was missing without a word.
@Suite struct ToggleSwitchTests {
    static func svg(_ toggles: String) throws -> String {
        try PointSVGTests.svg(PointSVGTests.widget(lock: """
                    VStack {
                        \(toggles)
                    }
            """), .lock)
    }

    @Test("on: a green track, the knob at its trailing end; off: a grey track, the knob leading")
    func switchDrawn() throws {
        let on = try Self.svg(#"Toggle(isOn: true, intent: LightsIntent()) { Text("Lights") }"#)
        #expect(on.contains("Lights") && on.contains(##"width="51" height="31" rx="15.5" fill="#34c759""##), "\(on)")
        // The knob's centre 2 + 13.5 pt inside the track's trailing end.
        let track = try #require(on.firstRange(of: #"<rect x=""#).map { on[$0.upperBound...].prefix { $0 != "\"" } }.flatMap { Double($0) })
        #expect(on.contains(#"cx="\#(Self.plain(track + 51 - 15.5))""#), "\(on)")
        let off = try Self.svg(#"Toggle("Fan", isOn: false, intent: FanIntent())"#)
        #expect(off.contains("Fan") && off.contains(##"width="51" height="31" rx="15.5" fill="#e5e5ea""##), "\(off)")
    }

    @Test(".labelsHidden() leaves the switch alone; .toggleStyle(.button) the label alone")
    func styles() throws {
        let hidden = try Self.svg(#"Toggle(isOn: true, intent: LightsIntent()) { Text("Lights") }.labelsHidden()"#)
        #expect(!hidden.contains("Lights") && hidden.contains(#"width="51" height="31""#), "\(hidden)")
        let button = try Self.svg(#"Toggle(isOn: true, intent: LightsIntent()) { Text("Lights") }.toggleStyle(.button)"#)
        #expect(button.contains("Lights") && !button.contains(#"width="51" height="31""#), "\(button)")
    }

    /// `.tint` is what a switch that is on is drawn in (the green is the
    /// default tint); the inner one wins, an off switch stays grey, and
    /// `.foregroundStyle` does not reach it.
    @Test(".tint and SwitchToggleStyle(tint:) colour a switch that is on")
    func tinted() throws {
        let orange = try Self.svg(#"Toggle(isOn: true, intent: LightsIntent()) { Text("Lights") }.tint(.orange)"#)
        #expect(orange.contains(##"width="51" height="31" rx="15.5" fill="#ff9500""##), "\(orange)")
        let inner = try Self.svg(#"VStack { Toggle(isOn: true, intent: LightsIntent()) { Text("Lights") }.tint(.purple) }.tint(.orange)"#)
        #expect(inner.contains(##"rx="15.5" fill="#af52de""##) && !inner.contains(##"rx="15.5" fill="#ff9500""##), "\(inner)")
        let off = try Self.svg(#"Toggle("Fan", isOn: false, intent: FanIntent()).tint(.orange)"#)
        #expect(off.contains(##"rx="15.5" fill="#e5e5ea""##), "\(off)")
        let style = try Self.svg(#"Toggle(isOn: true, intent: LightsIntent()) { Text("Lights") }.toggleStyle(SwitchToggleStyle(tint: .red))"#)
        #expect(style.contains(##"rx="15.5" fill="#ff3b30""##), "\(style)")
        let foreground = try Self.svg(#"Toggle(isOn: true, intent: LightsIntent()) { Text("Lights") }.foregroundStyle(.orange)"#)
        #expect(foreground.contains(##"rx="15.5" fill="#34c759""##), "\(foreground)")
    }

    static func plain(_ x: Double) -> String { x == x.rounded() ? String(Int(x)) : String(x) }
}
