import Testing

/// `DateFormatter.localizedString(from:dateStyle:timeStyle:)`: the date in
/// the styles a formatter of those styles prints, US English by default
/// (now is 2023-11-14 22:13:20 UTC). It was not known, and the text it
/// joined was dropped.
@Suite struct DateFormatterTests {
    @Test(arguments: [
        ("dateStyle: .short, timeStyle: .short", "11/14/23, 10:13 PM"),
        ("dateStyle: .medium, timeStyle: .none", "Nov 14, 2023"),
        ("dateStyle: .none, timeStyle: .medium", "10:13:20 PM"),
    ])
    func localizedString(styles: String, expected: String) throws {
        let out = try EvaluatorTests.lock("struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }",
                                          "Text(\"[\" + DateFormatter.localizedString(from: Date(), \(styles)) + \"]\")", state: #"{"n": 1}"#)
        #expect(out.contains("[\(expected)]"), "\(out)")
    }

    /// `setLocalizedDateFormatFromTemplate(_:)` was "not known to lasim".
    @Test("a template's fields in US English's order and words", arguments: [
        ("jmm", "10:13 PM"),
        ("yMMMd", "Nov 14, 2023"),
        ("MMMMd", "November 14"),
        ("EEEE", "Tuesday"),
        ("Md", "11/14"),
    ])
    func template(template: String, expected: String) throws {
        let types = """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
            func templated(_ t: String) -> String {
                let f = DateFormatter()
                f.setLocalizedDateFormatFromTemplate(t)
                return f.string(from: Date())
            }
            """
        try Fixture.expectPrinted(types, "templated(\"\(template)\")", expected)
    }
}
