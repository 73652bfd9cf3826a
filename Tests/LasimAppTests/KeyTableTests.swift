import LasimApp
import LasimSnapshotTesting
import Testing

/// docs/commands.md carries the key table `KeyMap.markdownTable` makes,
/// between its markers; LASIM_RECORD=1 writes it there.
@Suite struct KeyTableTests {
    @Test func docsCarryTheKeyTable() throws {
        let current = try assertDocSection(KeyMap.markdownTable, marker: "keys", in: "docs/commands.md", suite: "KeyTableTests")
        for b in KeyMap.bindings { #expect(current.contains(b.help), "\(b.command)") }
    }
}
