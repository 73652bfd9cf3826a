import Testing

/// `c.unicodeScalars.first?.properties.isEmoji`: widget code telling an
/// emoji prefix ("🌙 Night") from a plain name read `unicodeScalars`,
/// which lasim did not know, so the test was "not a Bool" and the branch
/// was never drawn.
@Suite struct UnicodeScalarTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var title: String } }
        extension Character {
            var leadsWithPicture: Bool {
                guard let u = unicodeScalars.first else { return false }
                return u.properties.isEmoji && u.value > 0x2000
            }
        }
        """

    @Test func emojiPrefixIsTold() throws {
        let body = """
            let t = context.state.title
            if let c = t.first, c.leadsWithPicture {
                Text("icon " + String(c) + " rest " + String(t.dropFirst()).trimmingCharacters(in: .whitespaces))
            } else {
                Text("plain " + t)
            }
            """
        let emoji = try EvaluatorTests.lock(Self.types, body, state: #"{"title": "🌙 Night"}"#)
        #expect(emoji.contains("icon 🌙 rest Night"), "\(emoji)")
        let plain = try EvaluatorTests.lock(Self.types, body, state: #"{"title": "7 Night"}"#)
        #expect(plain.contains("plain 7 Night"), "\(plain)")
        #expect(!emoji.contains("problem") && !plain.contains("not drawn"), "\(emoji)\(plain)")
    }

    @Test func scalarValuesOfAString() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            Text(context.state.title.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: ","))
            """, state: #"{"title": "Aé"}"#)
        #expect(out.contains("41,e9"), "\(out)")
    }
}
