import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// A football score in the minimal island: `Text("\(home)")` in the home
/// club's colour + `Text("-")` + `Text("\(away)")` in the away club's (a
/// Portuguese league card). The phone draws each part in its own colour;
/// lasim joined them into one text in the first part's colour, the away
/// score green instead of red.
@Suite struct TextConcatenationStyleTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var home: Int; var away: Int } }
        """

    static func svg(_ view: String) throws -> String {
        let a = try Fixture.activity(types: Self.types, lock: view)
        return PointSVG.svg([try ChartTests.lock(a, state: #"{"home": 2, "away": 1}"#)])
    }

    @Test("one-word parts styled apart keep each its colour, side by side; words with spaces stay one text")
    func partsKeepTheirColours() throws {
        let parts = try Self.svg(#"Text("\(context.state.home)").foregroundColor(.green) + Text("-") + Text("\(context.state.away)").foregroundColor(.red)"#)
        #expect(parts.contains("#34c759") && parts.contains("#ff3b30"), "\(parts)")
        // A text inside a text's interpolation is a part of its own (`Text("Get \(Text(code).foregroundColor(.blue)) OFF")`).
        let inside = try Self.svg(#"Text("Get \(Text("10%").foregroundColor(.blue)) OFF").foregroundColor(.secondary)"#)
        #expect(inside.contains("#007aff") && inside.contains(" OFF<"), "\(inside)")
        let words = try Self.svg(#"Text("Next stop").foregroundColor(.green) + Text(" in 3 minutes")"#)
        #expect(words.contains(">Next stop in 3 minutes<"), "\(words)")
    }
}
