/// The standard library's and Foundation's types that the schema and the
/// evaluator's decoder read by rules of their own (`Date` from seconds since
/// 2001, `URL` from a string, `Duration` from `[high, low]`). An app may
/// declare a type by one of these names (a scoreboard's own `Date`, a boat
/// tracker's `Duration`, a `Game.Date` nested in its model). Swift's name
/// lookup then finds the app's, as a module's own type shadows Foundation's:
/// a top-level one wherever the name is written, a nested one inside its
/// owner only. The importer reads the files that declare such a name (it
/// would never read them for a name it knows), the schema and the decoder
/// take the app's type first, and the evaluator never lets a nested one
/// answer to the short name outside its owner.
public enum StandardTypeNames {
    public static let coded: Set<String> = [
        "String", "Character", "Substring", "Bool", "Int", "Int8", "Int16", "Int32", "Int64",
        "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Float16", "Float32", "Float64",
        "CGFloat", "TimeInterval", "Decimal", "Date", "Duration", "URL", "UUID", "Data",
    ]

    /// Whether `text` may declare a type `name` (`struct Date`, `enum Date`,
    /// `typealias Date`; with `extending`, `extension Date` too): a cheap
    /// filter on the text before a file is parsed, never the answer itself.
    public static func mayDeclare(_ name: String, in text: String, extending: Bool = false) -> Bool {
        guard text.contains(name) else { return false }
        let keywords = ["struct", "enum", "class", "actor", "protocol", "typealias"] + (extending ? ["extension"] : [])
        func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        for keyword in keywords {
            for r in text.ranges(of: keyword + " " + name) {
                if r.upperBound < text.endIndex && isWordCharacter(text[r.upperBound]) { continue }
                if r.lowerBound > text.startIndex && isWordCharacter(text[text.index(before: r.lowerBound)]) { continue }
                return true
            }
        }
        return false
    }
}
