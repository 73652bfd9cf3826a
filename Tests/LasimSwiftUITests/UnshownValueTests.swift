import Testing

/// A value lasim knows only by name (what a library call it does not run
/// answers) is never printed as its type's name: the text says what is left out.
@Suite struct UnshownValueTests {
    static let types = "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }"

    /// (A Measurement was the example before lasim printed measurements.)
    @Test("a library value with no text, in Text(...) and in an interpolation: a placeholder and a problem, not 'EdgeInsets'")
    func saidNotPrinted() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            VStack {
                Text(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).formatted())
                Text("left \\(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))")
            }
            """, state: #"{"n": 2}"#)
        let card = out.split(separator: "\n").filter { !$0.hasPrefix("-- problem") }.joined(separator: "\n")
        #expect(!card.contains("EdgeInsets "), "\(out)")
        #expect(out.contains("-- problem") && out.contains("EdgeInsets has no text lasim can show"), "\(out)")
    }

    @Test("a text keeps its words around a value lasim cannot show, and says so; Label and Button titles too")
    func wordsKept() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            VStack {
                Text("Code: \\(Kiosk.code()) at desk")
                Label("Seat \\(Kiosk.code())", systemImage: "chair")
                Button("Gate \\(Kiosk.code())") {}
            }
            """, state: #"{"n": 2}"#)
        #expect(out.contains("Code: [Kiosk] at desk"), "\(out)")
        #expect(out.contains("Seat [Kiosk]") && out.contains("Gate [Kiosk]"), "\(out)")
        #expect(out.contains("Kiosk not drawn (not in the widget's sources, nor a SwiftUI or Foundation type lasim models)"), "\(out)")
    }

    @Test("String.localizedStringWithFormat is String(format:)")
    func localizedFormat() throws {
        let out = try EvaluatorTests.lock(Self.types, #"Text(String.localizedStringWithFormat("%d stops, %.1f km", context.state.n, 1.25))"#,
                                          state: #"{"n": 2}"#)
        #expect(out.contains("2 stops, 1.2 km") || out.contains("2 stops, 1.3 km"), "\(out)")
        #expect(!out.contains("problem"), "\(out)")
    }
}
