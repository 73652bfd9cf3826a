import Foundation
import LasimApp
import Testing

/// docs/commands.md carries the key table `KeyMap.markdownTable` makes,
/// between its markers; LASIM_RECORD=1 writes it there.
@Suite struct KeyTableTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/commands.md").standardized

    @Test func docsCarryTheKeyTable() throws {
        let text = try String(contentsOf: Self.docs, encoding: .utf8)
        let begin = "<!-- keys:begin -->\n", end = "<!-- keys:end -->"
        let start = try #require(text.range(of: begin)), stop = try #require(text.range(of: end))
        let current = String(text[start.upperBound..<stop.lowerBound])
        if ProcessInfo.processInfo.environment["LASIM_RECORD"] == "1" && current != KeyMap.markdownTable {
            let updated = String(text[..<start.upperBound]) + KeyMap.markdownTable + String(text[stop.lowerBound...])
            try updated.write(to: Self.docs, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == KeyMap.markdownTable,
                "docs/commands.md's key table is not KeyMap's: LASIM_RECORD=1 swift test --filter KeyTableTests")
        for b in KeyMap.bindings { #expect(current.contains(b.help), "\(b.command)") }
    }
}
