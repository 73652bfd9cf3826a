@testable import LasimSwiftUI
import Testing

/// `String.Index` shared between a string and its slices, as Swift shares
/// it: an index a slice hands out reads the same character in the whole
/// string; `String(slice)` is a new string counted from its own start.
@Suite struct StringIndexTests {
    static let types = """
        struct A: ActivityAttributes {
            struct ContentState: Codable, Hashable { var line: String; var code: String }
        }
        """
    static let state = ##"{"line": "Kick-off [Stadium: North] at 8", "code": "ab(cd)ef"}"##

    static func drawn(_ helpers: String, _ view: String) throws -> String {
        try EvaluatorTests.lock(types + "\n" + helpers, view, state: state)
    }

    @Test("an index found in a slice reads the same character in the whole string")
    func sliceIndexIsTheBasesIndex() throws {
        let out = try Self.drawn("""
            func closing(_ s: String) -> String {
                let open = s.firstIndex(of: "(")!
                let close = s[open...].firstIndex(of: ")")!
                return "<" + String(s[close]) + String(s[open...close]) + ">"
            }
            func lastInSlice(_ s: String) -> String {
                let tail = s.dropFirst(2)
                let c = tail.lastIndex(of: "c")!
                let r = tail.range(of: "d)")
                return "[" + String(s[c]) + String(s.distance(from: s.startIndex, to: c)) + (r == nil ? "-" : String(s[r!])) + "]"
            }
            """, """
            VStack {
                Text(closing(context.state.code))
                Text(lastInSlice(context.state.code))
            }
            """)
        // Numbered from 0 the slice's ")" would read "c" of the whole string, and `s[open...close]` "(cd)ef"'s "(c".
        for text in ["<)(cd)>", "[c3d)]"] { #expect(out.contains(text), "\(text) in \(out)") }
    }

    @Test("prefix, suffix and dropFirst are slices of the same string; String(slice) starts again at 0")
    func slicesShareAndNewStringsRestart() throws {
        let out = try Self.drawn("""
            func parts(_ s: String) -> String {
                let rest = s.dropFirst(2)
                let middle = rest.prefix(3)
                let again = String(rest)
                let mark = s.firstIndex(of: "d")!
                return "{" + String(s[rest.startIndex]) + String(s[middle.index(before: middle.endIndex)])
                    + String(s[again.startIndex]) + String(s.suffix(from: mark)) + "/" + String(s.prefix(through: mark))
                    + "/" + String(s.prefix(while: { $0 != "(" })) + "}"
            }
            """, """
            Text(parts(context.state.code))
            """)
        // From 0 the slices would give "{aca" and `prefix(through:)` "ab(c", `prefix(while:)` "".
        #expect(out.contains("{(dad)ef/ab(cd/ab}"), "\(out)")
    }

    @Test("removeSubrange takes indices of the string and of its slices (a bracketed note cut out)")
    func removeSubrangeWithSliceIndices() throws {
        let out = try Self.drawn("""
            func withoutNote(_ text: String) -> String {
                guard let found = text.range(of: "[") else { return text }
                var result = text
                var from = found.lowerBound
                if from > result.startIndex, result[result.index(before: from)] == " " { from = result.index(before: from) }
                if let end = result[found.lowerBound...].firstIndex(of: "]") {
                    result.removeSubrange(from...end)
                } else {
                    result.removeSubrange(from..<result.endIndex)
                }
                var numbers = [1, 2, 3, 4, 5]
                numbers.removeSubrange(1..<3)
                var rest = text.dropFirst(4)
                rest.removeFirst()
                rest.removeLast(2)
                return "(" + result + ")" + numbers.map(String.init).joined() + "/" + String(rest.prefix(3))
            }
            """, """
            Text(withoutNote(context.state.line))
            """)
        #expect(out.contains("(Kick-off at 8)145/off"), "\(out)")
    }

    @Test("an index outside a slice traps, as Swift's does")
    func indexOutsideASliceTraps() throws {
        let out = try Self.drawn("""
            func outside(_ s: String) -> String {
                let tail = s.dropFirst(3)
                return String(tail[s.startIndex])
            }
            """, """
            Text(outside(context.state.code))
            """)
        #expect(out.contains("String index is out of bounds"), "\(out)")
    }

    /// "ab(cd)ef" split at "(" and ")": Swift's parts are slices, whose
    /// indices are the whole string's; lasim's were new strings counted from 0.
    @Test("split's parts are slices: an index one hands out reads the same character in the whole string")
    func splitPartsAreSlices() throws {
        let out = try Self.drawn("""
            func pieces(_ s: String) -> String {
                let parts = s.split(separator: "(")
                let inner = parts[1]
                let d = inner.firstIndex(of: "d")!
                let words = s.split(separator: "d)", maxSplits: 1)
                let empty = s.split(separator: "(", omittingEmptySubsequences: false).count
                let sub = s.dropFirst(1).split(separator: "c")
                return "{" + String(s[inner.startIndex]) + String(s[d]) + String(s.distance(from: s.startIndex, to: d))
                    + "|" + String(words.count) + String(words[1]) + "|" + String(empty) + "|" + String(s[sub[1].startIndex]) + "}"
            }
            """, """
            Text(pieces(context.state.code))
            """)
        // From 0, `s[inner.startIndex]` would read "a" and the "d" found in "cd)ef" "b", at 1.
        #expect(out.contains("{cd4|2ef|2|d}"), "\(out)")
    }
}
