import LasimModel
import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// The phone builds an app's `static let` and global once per process and
/// keeps it for every update after; lasim built it again for every render
/// (PsychonautWiki Journal's timeline: 90,000 of its 148,000 steps a render
/// decoded the same bundled tables again).
@Suite struct StaticValueTests {
    static func activity(_ types: String, _ view: String) throws -> SwiftUIActivity {
        try Fixture.activity(types: "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }\n" + types, lock: view)
    }

    static func lock(_ a: SwiftUIActivity, now: Double, n: Int = 1) -> String {
        Fixture.draw(a, state: Fixture.json(#"{"n": \#(n)}"#), now: now, presentations: [.lock])
    }

    @Test("a static's and a global's first clock reading is kept for the later updates, as on the phone")
    func keptAcrossRenders() throws {
        let a = try Self.activity("""
            enum Clock { static let started = Date() }
            let launched = Date()
            """, """
            VStack {
                Text("s" + Clock.started.formatted(date: .omitted, time: .shortened))
                Text("g" + launched.formatted(date: .omitted, time: .shortened))
                Text("n" + Date().formatted(date: .omitted, time: .shortened))
            }
            """)
        // 1,700,003,600 is 23:13 UTC; an hour later, 00:13. The load's own
        // look at the views (at the samples' 22:13) is not the phone's first render.
        let first = Self.lock(a, now: 1_700_003_600)
        #expect(first.contains("s11:13\u{202f}PM") && first.contains("g11:13\u{202f}PM"), "\(first)")
        let later = Self.lock(a, now: 1_700_007_200, n: 2)
        #expect(later.contains("s11:13\u{202f}PM") && later.contains("g11:13\u{202f}PM"), "\(later)")
        // What the view itself reads is read again.
        #expect(later.contains("n12:13\u{202f}AM"), "\(later)")
    }

    /// The load looks at the views once (the coverage of the samples, at
    /// their instant, on no device): that is lasim's, not the phone's first
    /// render, and fixes no static.
    @Test("the load's own look at the views keeps no static")
    func loadKeepsNothing() throws {
        let a = try Self.activity("enum Clock { static let started = Date() }",
                                  #"Text("s" + Clock.started.formatted(date: .omitted, time: .shortened))"#)
        let views = try #require(a.template.liveViews as? SwiftLiveViews)
        let input = LiveViewInput(content: Fixture.json(#"{"n": 1}"#), attributes: JSONObject(), isStale: false, activityID: "x",
                                  appearance: .light, now: 1_700_003_600, timeZone: .utc)
        var texts: [String] = []
        views.evaluate(input).slots[.lock]?.walk { n in
            if case .text(let t) = n.kind { texts.append(t.parts.map { if case .literal(let s) = $0 { return s }; return "" }.joined()) }
        }
        #expect(texts == ["s11:13\u{202f}PM"], "\(texts)")
    }

    @Test("what making a kept static noted is noted at every render that reads it")
    func notesRepeated() throws {
        let a = try Self.activity("""
            enum Settings { static let name = UserDefaults.standard.string(forKey: "name") ?? "nobody" }
            """, #"Text(Settings.name)"#)
        for now in [1_700_000_000.0, 1_700_000_060] {
            let out = Self.lock(a, now: now)
            #expect(out.contains("nobody") && out.contains("UserDefaults holds nothing in lasim for \"name\""), "\(out)")
        }
    }

    /// A render's change to a kept formatter stays in that render: renders
    /// run in lasim's order (and on several threads), not the phone's, so
    /// each starts from the static's first value.
    @Test("each render starts from the static's first value, whatever an earlier render set in it")
    func formatterCopied() throws {
        let a = try Self.activity("""
            enum Stamp {
                static let f: DateFormatter = { let f = DateFormatter(); f.dateFormat = "HH:mm"; f.timeZone = TimeZone(identifier: "UTC"); return f }()
                static func text(_ d: Date) -> String { let s = f.string(from: d); f.dateFormat = "yyyy"; return s }
            }
            """, #"Text("[" + Stamp.text(Date()) + "]")"#)
        #expect(Self.lock(a, now: 1_700_000_000).contains("[22:13]"))
        let later = Self.lock(a, now: 1_700_000_060)
        #expect(later.contains("[22:14]"), "\(later)")
    }
}
