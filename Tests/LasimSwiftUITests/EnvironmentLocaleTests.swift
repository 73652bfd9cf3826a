import Testing

/// `.environment(\.locale, Locale(identifier: "de_DE"))` on views: SwiftUI
/// formats the dates and numbers inside with that locale, the views beside
/// them with the phone's. lasim used the phone's everywhere.
@Suite struct EnvironmentLocaleTests {
    @Test("the views inside write in the environment's region, the ones beside in the phone's")
    func insideOnly() throws {
        let out = try EvaluatorTests.lock(FormatterLocaleTests.types, """
            VStack {
                VStack {
                    Text(context.state.at, style: .date)
                    Text("[" + context.state.n.formatted() + "]")
                }
                .environment(\\.locale, Locale(identifier: "de_DE"))
                Text("(" + context.state.n.formatted() + ")")
            }
            """, state: FormatterLocaleTests.state)
        #expect(out.contains("14. November 2023") && out.contains("[1.234,5]"), "\(out)")
        #expect(out.contains("(1,234.5)"), "\(out)")
    }
}
