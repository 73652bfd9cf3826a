import Testing

/// `Calendar.dateComponents`: a countdown's hours and minutes between two
/// instants, and a date's own fields.
@Suite struct DateComponentsTests {
    static let types = "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var eta: Date } }"
    /// 90 minutes and 59 seconds after the render's instant (1_700_000_000, as seconds since 2001).
    static let state = #"{"eta": 721698259}"#

    @Test("between now and a date: the units asked, largest first, each whole; units not asked are nil")
    func between() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            let left = Calendar.current.dateComponents([.hour, .minute], from: .now, to: context.state.eta)
            let minutes = Calendar.current.dateComponents([.minute], from: Date(), to: context.state.eta).minute ?? 0
            VStack {
                Text("\\(left.hour ?? 0)h \\(left.minute ?? 0)m \\(left.second == nil ? "no seconds" : "seconds")")
                Text("\\(minutes) min")
            }
            """, state: Self.state)
        for text in ["1h 30m no seconds", "90 min"] { #expect(out.contains(text), "\(text) in \(out)") }
        #expect(!out.contains("problem"), "\(out)")
    }

    @Test("of one date: its own fields in the zone the views print for (UTC here)")
    func fields() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            let c = Calendar.current.dateComponents([.hour, .minute], from: context.state.eta)
            Text("at \\(c.hour ?? -1):\\(c.minute ?? -1)")
            """, state: Self.state)
        // 1_700_000_000 is 22:13:20 UTC; 90 min 59 s later is 23:44:19.
        #expect(out.contains("at 23:44"), "\(out)")
    }
}
