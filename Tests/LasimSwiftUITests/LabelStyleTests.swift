import Testing

/// A `Label` in the style around it: `.iconOnly` and `.titleOnly` keep one of
/// its two parts, from the label itself or from any view around it.
@Suite struct LabelStyleTests {
    static let types = "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }"

    @Test("a row of buttons given .labelStyle(.iconOnly) once shows their icons and none of their titles")
    func iconOnlyFromAround() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            VStack {
                HStack {
                    Button(intent: PauseIntent()) { Label("Hold", systemImage: "pause.fill") }
                    Button(intent: StopIntent()) { Label("Halt", systemImage: "stop.fill") }
                }
                .labelStyle(.iconOnly)
                Label("Kept", systemImage: "star.fill")
            }
            """, state: #"{"n": 1}"#)
        #expect(!out.contains("Hold") && !out.contains("Halt"), "\(out)")
        #expect(out.contains("⏸") && out.contains("Kept"), "\(out)")
    }

    @Test(".titleOnly drops the icon, the nearest style wins, and a label's own icon closure counts as its icon")
    func titleOnlyNearestWins() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            VStack {
                Label("Solo", systemImage: "pause.fill").labelStyle(.titleOnly)
                Label { Text("Both") } icon: { Text("@@") }.labelStyle(.titleAndIcon)
                Label { Text("Word") } icon: { Text("##") }
            }
            .labelStyle(.titleOnly)
            """, state: #"{"n": 1}"#)
        #expect(out.contains("Solo") && !out.contains("⏸"), "\(out)")
        #expect(out.contains("Both") && out.contains("@@"), "\(out)")
        #expect(out.contains("Word") && !out.contains("##"), "\(out)")
    }
}
