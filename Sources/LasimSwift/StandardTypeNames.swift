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
    /// One pass over the bytes per name: an app of a thousand files is
    /// asked this for every standard name and protocol its types use.
    public static func mayDeclare(_ name: String, in text: String, extending: Bool = false) -> Bool {
        let needle = Array(name.utf8)
        guard let first = needle.first else { return false }
        func isWord(_ b: UInt8) -> Bool { b >= 0x80 || b == 0x5F || (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) }
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            let n = needle.count
            guard bytes.count > n else { return false }
            var i = 1
            while i + n <= bytes.count {
                defer { i += 1 }
                guard bytes[i] == first, bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09 else { continue }
                var k = 1
                while k < n && bytes[i + k] == needle[k] { k += 1 }
                guard k == n, i + n == bytes.count || !isWord(bytes[i + n]) else { continue }
                // The word before it, past the spaces.
                var end = i - 1
                while end > 0 && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
                var start = end
                while start > 0 && isWord(bytes[start - 1]) { start -= 1 }
                guard end > start else { continue }
                let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                if keywords.contains(word) || (extending && word == "extension") { return true }
            }
            return false
        }
        var text = text
        return text.withUTF8(scan)
    }

    static let keywords: Set<String> = ["struct", "enum", "class", "actor", "protocol", "typealias"]
}
