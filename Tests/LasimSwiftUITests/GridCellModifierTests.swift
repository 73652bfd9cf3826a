import Testing

/// `.gridColumnAlignment(.trailing)` on a compact island's view, outside
/// any `Grid` (a prayer-times app's countdown): SwiftUI does nothing with
/// it there. lasim said it did not know the modifier, a warning about
/// nothing the phone draws differently.
@Suite struct GridCellModifierTests {
    @Test("a grid's cell modifiers outside a Grid draw the view as it is, with no line on stderr")
    func gridCellModifiers() throws {
        let types = "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }"
        let plain = try EvaluatorTests.lock(types, #"HStack { Text("Asr"); Text("2h") }"#, state: #"{"n": 1}"#)
        let marked = try EvaluatorTests.lock(types, #"""
            HStack { Text("Asr").gridCellAnchor(.leading); Text("2h").gridColumnAlignment(.trailing).gridCellUnsizedAxes(.horizontal) }
            """#, state: #"{"n": 1}"#)
        #expect(marked == plain, "\(marked)")
        #expect(!marked.contains("-- problem"), "\(marked)")
    }
}
