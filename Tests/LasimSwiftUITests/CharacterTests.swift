import Testing

/// `Character("x")`: a one-grapheme string made a `Character`, usable where
/// one is (`String(repeating:count:)`, `String(c)`, `==`); a longer string
/// is Swift's runtime trap, said as one. It was "not known to lasim".
@Suite struct CharacterTests {
    static let types = "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var tag: String } }"

    @Test func madeFromOneGrapheme() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            Text("[" + String(Character("👍🏽")) + String(repeating: Character("-"), count: 3)
                 + (context.state.tag.first == Character("v") ? " yes" : " no") + "]")
            """, state: #"{"tag": "vip"}"#)
        #expect(out.contains("[👍🏽--- yes]"), "\(out)")
        #expect(!out.contains("problem"), "\(out)")
    }

    @Test func moreThanOneGraphemeTraps() throws {
        let out = try EvaluatorTests.lock(Self.types, "Text(String(Character(context.state.tag)))", state: #"{"tag": "vip"}"#)
        #expect(out.contains("Can't form a Character from a String containing more than one extended grapheme cluster"), "\(out)")
    }
}
