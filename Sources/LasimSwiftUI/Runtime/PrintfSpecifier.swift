/// A printf conversion's parts after its `%`, read in one place for
/// `String(format:)` (`Formatting.printf`) and for the plural translations
/// that renumber theirs (`LocalizedVariants`): `%2$lld`, `%-5.1f`, `%@`.
enum PrintfSpecifier {
    /// A `n$` position (1-based), taken off `chars`; nil where there is none.
    static func position(_ chars: inout Substring) -> Int? {
        let digits = chars.prefix { $0.isNumber }
        guard !digits.isEmpty, chars.dropFirst(digits.count).first == "$" else { return nil }
        chars = chars.dropFirst(digits.count + 1)
        return Int(digits)
    }

    /// Flags, width and precision, taken off `chars`. Not `*` (a width read
    /// from the arguments, which C's formatter would take from the wrong
    /// place) nor `'` (grouping by the process's locale, not the phone's).
    static func flags(_ chars: inout Substring) -> String {
        let run = chars.prefix { "-+ #0123456789.".contains($0) }
        chars = chars.dropFirst(run.count)
        return String(run)
    }

    /// The length modifiers (`l`, `ll`, `h`, `q`, `z`...), taken off `chars`.
    static func length(_ chars: inout Substring) -> String {
        let run = chars.prefix { "lhqzjtL".contains($0) }
        chars = chars.dropFirst(run.count)
        return String(run)
    }
}
