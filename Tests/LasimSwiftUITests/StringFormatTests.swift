import Testing

/// `String(format:)`'s other forms, as apps write them around their
/// localized strings: the values they print, and the decimal separator a
/// locale gives them.
@Suite struct StringFormatTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var set: Int; var sets: Int; var km: Double } }
        enum Words {
            static func format(_ key: String, _ arguments: CVarArg...) -> String {
                String(format: key, locale: Locale.current, arguments: arguments)
            }
            static func plain(_ key: String, _ arguments: CVarArg...) -> String {
                String(format: key, arguments: arguments)
            }
        }
        """
    static let state = #"{"set": 3, "sets": 5, "km": 1.5}"#

    @Test("an app's own CVarArg... helper hands its values on to String(format:arguments:)")
    func variadicHandedOn() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            VStack {
                Text(Words.format("Set %ld of %ld", context.state.set, context.state.sets))
                Text(Words.plain("Round %ld/%ld", context.state.set, context.state.sets))
            }
            """, state: Self.state)
        #expect(out.contains("Set 3 of 5"), "\(out)")
        #expect(out.contains("Round 3/5"), "\(out)")
    }

    @Test("String(format:locale:_:) prints every value, the locale's decimal separator in a %f")
    func localeArgument() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            VStack {
                Text(String(format: "Set %ld of %ld", locale: Locale.current, context.state.set, context.state.sets))
                Text(String(format: "%.1f km", locale: Locale(identifier: "es_ES"), context.state.km))
                Text(String(format: "%.1f mi", locale: nil, context.state.km))
            }
            """, state: Self.state)
        #expect(out.contains("Set 3 of 5"), "\(out)")
        #expect(out.contains("1,5 km"), "\(out)")
        #expect(out.contains("1.5 mi"), "\(out)")
    }

    @Test("the phone's locale writes the decimals of localizedStringWithFormat and of a Locale.current format")
    func phoneLocale() throws {
        let view = """
            VStack {
                Text(String.localizedStringWithFormat("%.1f km", context.state.km))
                Text(Words.format("%.1f mi", context.state.km))
            }
            """
        let spanish = try EvaluatorTests.lock(Self.types, view, state: Self.state, locale: "es_ES")
        #expect(spanish.contains("1,5 km") && spanish.contains("1,5 mi"), "\(spanish)")
        let english = try EvaluatorTests.lock(Self.types, view, state: Self.state)
        #expect(english.contains("1.5 km") && english.contains("1.5 mi"), "\(english)")
    }
}
