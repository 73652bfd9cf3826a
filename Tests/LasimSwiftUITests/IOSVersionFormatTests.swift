import LasimModel
import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// `--ios 16`: the formatters write iOS 16's data (CLDR 41), a plain space
/// before AM/PM and around a range's dash, where iOS 17's (CLDR 42) writes
/// U+202F and U+2009. An app's own pattern is its own either way.
@Suite struct IOSVersionFormatTests {
    static let source = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        struct W: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: A.self) { context in
                    let at = Date(timeIntervalSince1970: 1_700_000_000)
                    let f: DateFormatter = { let f = DateFormatter(); f.timeStyle = .short; return f }()
                    let us: DateFormatter = { let f = DateFormatter(); f.locale = Locale(identifier: "en_US"); f.timeStyle = .medium; return f }()
                    let own: DateFormatter = { let f = DateFormatter(); f.dateFormat = "h:mm\\u{202f}a"; return f }()
                    VStack(alignment: .leading) {
                        Text("style [" + at.formatted(date: .omitted, time: .shortened) + "]")
                        Text("fmt [" + f.string(from: at) + "]")
                        Text("us [" + us.string(from: at) + "]")
                        Text("hour [" + at.formatted(.dateTime.hour()) + "]")
                        Text("own [" + own.string(from: at) + "]")
                        Text(at...at.addingTimeInterval(900))
                    }
                } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
            }
        }
        """

    static func draw(ios: Int) throws -> String {
        let a = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", source)])).first)
        return Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock], ios: ios)
    }

    @Test("iOS 16 writes US English times with a plain space before PM and a range's dash between plain spaces; iOS 17 and later a narrow one and thin ones",
          arguments: [(16, " "), (17, "\u{202f}"), (26, "\u{202f}")])
    func spaceBeforeDayPeriod(ios: Int, space: String) throws {
        let out = try Self.draw(ios: ios)
        #expect(out.contains("style [10:13\(space)PM]"), "\(out)")
        #expect(out.contains("fmt [10:13\(space)PM]"), "\(out)")
        #expect(out.contains("us [10:13:20\(space)PM]"), "\(out)")
        #expect(out.contains("hour [10\(space)PM]"), "\(out)")
        let dash = space == " " ? " – " : "\u{2009}–\u{2009}"
        #expect(out.contains("10:13\(dash)10:28\(space)PM"), "\(out)")
        // The app's own pattern, whatever the release.
        #expect(out.contains("own [10:13\u{202f}PM]"), "\(out)")
    }
}
