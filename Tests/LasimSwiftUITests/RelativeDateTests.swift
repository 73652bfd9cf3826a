import Testing

/// `date.formatted(.relative(presentation:))` as Foundation words it in
/// US English: the largest calendar unit, an hour or less rounded by the
/// next smaller unit, a day or more counted from the start or end of now's
/// day or week (now is Tuesday 2023-11-14 22:13:20 UTC). It printed the
/// date's seconds since 1970 as a timer's "19675 days, 20 hr".
@Suite struct RelativeDateTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        func rel(_ seconds: Double, _ named: Bool) -> String {
            Date().addingTimeInterval(seconds).formatted(.relative(presentation: named ? .named : .numeric))
        }
        """

    @Test(arguments: [
        (-7200.0, false, "2 hours ago"), (6000, false, "in 2 hours"), (30, true, "in 30 seconds"),
        (-3570, false, "1 hour ago"), (-90_000, true, "yesterday"), (-90_000, false, "1 day ago"),
        (-169_200, false, "2 days ago"), (691_200, true, "next week"), (691_200, false, "in 1 week"),
        (0, true, "now"), (0, false, "in 0 seconds"),
    ])
    func words(seconds: Double, named: Bool, expected: String) throws {
        let out = try EvaluatorTests.lock(Self.types, "Text(\"[\" + rel(\(seconds), \(named)) + \"]\")", state: #"{"n": 1}"#)
        #expect(out.contains("[\(expected)]"), "\(out)")
    }
}
