import LasimSwift
@testable import LasimSwiftUI
import Testing

/// Two files of one widget may each declare a `private` type by the same
/// name (a palette for the home-screen widget, another for the Live
/// Activity): Swift lets each file see its own.
@Suite struct FilePrivateTypeTests {
    /// Another view's file: its own palette, of other members.
    static let badge = """
        import SwiftUI
        private struct Palette {
            let label: String
            static let light = Palette(label: "badge words")
        }
        struct Badge: View {
            var body: some View { Text(Palette.light.label) }
        }
        """

    /// The Live Activity's file: a palette of other members, an extension
    /// of it, a list of them and a nested type.
    static let live = """
        import SwiftUI
        struct RunAttributes: ActivityAttributes { struct ContentState: Codable, Hashable { var zone: Int } }
        private struct Palette {
            let paper: String, ink: String
            let isDark: Bool
            static let light = Palette(paper: "clay", ink: "charcoal", isDark: false)
            static var current: Palette { .light }
            struct Tone { let name: String }
        }
        private extension Palette {
            var summary: String { "\\(paper) on \\(ink)" }
        }
        private let tones: [Palette.Tone] = [Palette.Tone(name: "coral")]
        struct RunLive: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: RunAttributes.self) { c in
                    VStack {
                        Text(Palette.current.summary)
                        Text("zone \\(c.state.zone) \\(tones[0].name)")
                        Text("\\(Palette.light.isDark)")
                        Badge()
                    }
                } dynamicIsland: { _ in
                    DynamicIsland { } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
                }
            }
        }
        """

    static func draw(_ files: [(String, String)]) throws -> String {
        let a = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse(files)).first)
        return Fixture.draw(a, state: Fixture.json(#"{"zone": 3}"#), presentations: [.lock])
    }

    @Test("each file's private type of one name is its own: members, extension, nested type, whichever file is read first")
    func eachFileItsOwn() throws {
        // Either file read first: on the phone both are right.
        for files in [[("Badge.swift", Self.badge), ("Live.swift", Self.live)], [("Live.swift", Self.live), ("Badge.swift", Self.badge)]] {
            let out = try Self.draw(files)
            #expect(out.contains("clay on charcoal") && out.contains("badge words"), "\(out)")
            #expect(out.contains("zone 3 coral") && out.contains("false"), "\(out)")
            #expect(!out.contains("not drawn") && !out.contains("[."), "\(out)")
            #expect(!out.contains("second type named"), "\(out)")
        }
    }

    @Test("a private type's value prints by the name it was written with")
    func printedName() throws {
        let live = Self.live.replacingOccurrences(of: "Text(\"\\(Palette.light.isDark)\")", with: "Text(\"\\(Palette.light)\")")
        let out = try Self.draw([("Badge.swift", Self.badge), ("Live.swift", live)])
        #expect(out.contains("Palette(paper: \"clay\""), "\(out)")
    }
}
