import LasimModel
import Testing
import Yams
@testable import LasimRender
@testable import LasimTemplate

/// `YAMLPlainScalar` stands in for Yams' regex resolver (kept out of the app
/// for its memory): both must call every plain scalar the same.
@Suite struct YAMLPlainScalarTests {
    static func yams(_ s: String) -> YAMLPlainScalar {
        switch Resolver.default.resolveTag(of: Node(s)) {
        case .bool: return .bool
        case .int: return .int
        case .float: return .float
        case .null: return .null
        default: return .text
        }
    }

    static let written = [
        "", "~", "null", "Null", "NULL", "nul", "yes", "No", "ON", "oFF", "true", "TRUE", "tRUE", "y",
        "0", "-0", "+0", "00", "07", "08", "0o17", "0o", "0o8", "0b101", "0b", "0b2", "0x1F", "0xg", "0x",
        "12", "-12", "+12", "1_000", "_1", "1__", "190:20:30", "1:5", "1:60", "1:0:0", "0:30", "1:",
        "1.5", "-1.5", "1.", ".5", "._", "1e3", "1e+3", "1.5E-3", ".5e3", ".5e+3", "1e", "1.2.3",
        "190:20:30.15", "1:20.", "0:20.5", ".inf", "-.Inf", "+.INF", ".nan", "-.nan", ".NaN", "inf",
        "nan", "<<", "=", "2026-11-23", "#ff8800", "12px", "1 2", " 1", "-", "+", ".", "e3", "١٢",
    ]

    @Test func writtenCasesAgreeWithYams() {
        for s in Self.written {
            #expect(YAMLPlainScalar.kind(of: s) == Self.yams(s), "\(s.debugDescription)")
        }
    }

    @Test func randomScalarsAgreeWithYams() {
        var rng = SeededGenerator(seed: 12)
        let alphabet = Array("0123456789_:.+-eExXbBoOafinN~ ")
        for _ in 0..<20_000 {
            let length = Int(rng.next() % 9)
            let s = String((0..<length).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] })
            #expect(YAMLPlainScalar.kind(of: s) == Self.yams(s), "\(s.debugDescription)")
        }
    }

    @Test func dataFilesReadTypesAsBefore() throws {
        let v = try DataFile.parse("a: 3\nb: '3'\nc: yes\nd: ~\ne: !!str 4\nf: .inf\ng: 0x10\nh: text\ni: \"true\"\n", file: "t.yaml")
        guard case .object(let o) = v else { Issue.record("not an object"); return }
        let got = Dictionary(uniqueKeysWithValues: o.entries.map { ($0.key, $0.value) })
        #expect(got["a"] == .number(3))
        #expect(got["b"] == .string("3"))
        #expect(got["c"] == .bool(true))
        #expect(got["d"] == .null)
        #expect(got["e"] == .string("4"))
        #expect(got["f"] == .number(.infinity))
        #expect(got["g"] == .number(16))
        #expect(got["h"] == .string("text"))
        #expect(got["i"] == .string("true"))
    }
}
