/// Foundation's `CharacterSet`, as the usual `Color(hex:)` extension and
/// text helpers use it (`hex.trimmingCharacters(in: CharacterSet(charactersIn: "#"))`,
/// `.alphanumerics.inverted`, `components(separatedBy: .whitespaces)`): kept as
/// what decides whether a character is in it, never as a table of characters.
extension Builtins {
    /// The named sets widget code reaches for, by the test Swift's
    /// `Character` properties give (Unicode's categories, as Foundation's are).
    static let namedCharacterSets: [String: @Sendable (Character) -> Bool] = [
        "whitespaces": { $0.isWhitespace && !$0.isNewline },
        "whitespacesAndNewlines": { $0.isWhitespace },
        "newlines": { $0.isNewline },
        "alphanumerics": { $0.isLetter || $0.isNumber },
        "letters": { $0.isLetter },
        "decimalDigits": { $0.isWholeNumber },
        "uppercaseLetters": { $0.isUppercase },
        "lowercaseLetters": { $0.isLowercase },
        "punctuationCharacters": { $0.isPunctuation },
        "symbols": { $0.isSymbol },
    ]

    /// `CharacterSet.whitespaces`, `CharacterSet(charactersIn: "#")`: the set as a value.
    static func characterSet(named name: String) -> SwiftValue? {
        namedCharacterSets[name] == nil ? nil : .opaque(.init("CharacterSet", ["named": .string(name)]))
    }

    static func characterSet(charactersIn s: String) -> SwiftValue {
        .opaque(.init("CharacterSet", ["charactersIn": .string(s)]))
    }

    /// `set.inverted`: every character the set does not hold.
    static func inverted(_ v: SwiftValue) -> SwiftValue? {
        characterTest(v) == nil ? nil : .opaque(.init("CharacterSet", ["inverted": v]))
    }

    /// Whether a character is in the set `v` names: a set made above, or an
    /// implicit member (`.whitespaces` where a `CharacterSet` is expected);
    /// nil for what is no character set.
    static func characterTest(_ v: SwiftValue) -> ((Character) -> Bool)? {
        switch v {
        case .enumCase(_, let name, let payload) where payload.isEmpty:
            return namedCharacterSets[name]
        case .opaque(let o) where o.kind == "CharacterSet":
            if let name = o.settings["named"]?.asString { return namedCharacterSets[name] }
            if let chars = o.settings["charactersIn"]?.asString {
                let set = Set(chars)
                return { set.contains($0) }
            }
            if let base = o.settings["inverted"], let test = characterTest(base) { return { !test($0) } }
            return nil
        default:
            return nil
        }
    }

    /// `trimmingCharacters(in:)`: the string without the set's characters at
    /// either end (white space when the set is not one lasim knows).
    static func trimming(_ s: String, _ set: SwiftValue?) -> String {
        let test = set.flatMap(characterTest) ?? { $0.isWhitespace }
        return String(s.drop(while: test).reversed().drop(while: test).reversed())
    }
}
