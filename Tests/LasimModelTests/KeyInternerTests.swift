@testable import LasimModel
import Testing

/// Keys taken from the interner, and strings scanned eight bytes at a time,
/// read as the plain parser reads them.
@Suite struct KeyInternerTests {
    func parsedBoth(_ text: String, keys: inout KeyInterner) -> (JSONValue?, JSONValue?) {
        let bytes = Array(text.utf8)
        let plain = try? JSONParser.parse(bytes: bytes)
        let interned = bytes.withUnsafeBufferPointer { buffer -> JSONValue? in
            guard let (value, end) = try? JSONParser.parsePrefix(buffer, maxDepth: 64, keys: &keys), end == buffer.count else { return nil }
            return value
        }
        return (plain, interned)
    }

    @Test func everyKeyLengthAndKind() {
        var keys = KeyInterner()
        var texts: [String] = []
        for n in 0...20 {
            let key = String((0..<n).map { Character(Unicode.Scalar(UInt8(0x61 + $0 % 26))) })
            texts.append("{\"\(key)\": 1, \"\(key)x\": \"\(key)\"}")
        }
        texts += [
            #"{"a\"b": 1, "tab\tkey": 2, "é": 3, "emoji 🛵 key": 4, "back\\slash": 5}"#,
            #"{"content-state": {"status": "InTransit"}, "content-statf": 1, "content-stat": 2}"#,
            #"{"abcdefgh": 1, "abcdefgi": 2, "abcdefghabcdefgh": 3, "abcdefghabcdefgi": 4, "abcdefghabcdefghX": 5}"#,
            #"{"a": "a string of more than eight bytes with a \" quote and \\ backslash", "b": "\u00e9\u0301"}"#,
        ]
        for _ in 0..<2 { // the second time, every key comes from the table
            for text in texts {
                let (plain, interned) = parsedBoth(text, keys: &keys)
                #expect(plain != nil && plain == interned, "\(text)")
            }
        }
        // Control characters and bad escapes in a key are still errors.
        for bad in ["{\"a\u{1}b\": 1}", #"{"a\qb": 1}"#, "{\"abcdefghij\u{7}\": 1}"] {
            let (plain, interned) = parsedBoth(bad, keys: &keys)
            #expect(plain == nil && interned == nil, "\(bad)")
        }
    }

    /// Ever new keys fill the table; past that they are still read right.
    @Test func aFullTable() {
        var keys = KeyInterner()
        for k in 0..<5_000 {
            let text = "{\"key\(k)\": \(k)}"
            let (plain, interned) = parsedBoth(text, keys: &keys)
            #expect(plain == interned)
            if plain != interned { break }
        }
    }
}
