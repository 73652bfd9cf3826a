import SwiftParser
import SwiftSyntax

/// The one way lasim parses Swift source (the importer and the SwiftUI
/// front end alike).
///
/// swift-syntax's parser takes exponential time on a run of adjacent `[`
/// after a name (`x[[[[...`: its type lookahead doubles with each one; 22
/// took 3 s, 30 over a minute, and the fuzzer found 90), and long on a run
/// of `(` inside trailing closures (the fuzzer found 80 of them taking 20 s
/// in its build). No real source has more than a few, so each run is cut to
/// `maxBracketRun` before parsing: the rest become spaces, which keeps every
/// line and column where it was.
public enum SwiftParsing {
    public static let maxBracketRun = 8

    public struct Parsed {
        public let tree: SourceFileSyntax
        /// The 1-based line of the first run that was cut, and its length.
        public let cutRun: (line: Int, length: Int, bracket: Character)?
    }

    public static func parse(_ text: String) -> Parsed {
        guard let defused = defuse(text) else { return Parsed(tree: Parser.parse(source: text), cutRun: nil) }
        return Parsed(tree: Parser.parse(source: defused.text), cutRun: (defused.line, defused.length, defused.bracket))
    }

    /// nil when no run is longer than `maxBracketRun` (the usual case: no copy).
    static func defuse(_ text: String) -> (text: String, line: Int, length: Int, bracket: Character)? {
        var bytes: [UInt8]? = nil
        var first: (line: Int, length: Int, bracket: Character)? = nil
        var line = 1, run = 0, index = 0
        var runOf: UInt8 = 0
        let utf8 = text.utf8
        for b in utf8 {
            if b == UInt8(ascii: "[") || b == UInt8(ascii: "(") {
                if b != runOf {
                    if run > maxBracketRun && first == nil { first = (line, run, Character(Unicode.Scalar(runOf))) }
                    run = 0
                    runOf = b
                }
                run += 1
                if run > maxBracketRun {
                    if bytes == nil { bytes = Array(utf8) }
                    bytes![index] = UInt8(ascii: " ")
                }
            } else {
                if run > maxBracketRun && first == nil { first = (line, run, Character(Unicode.Scalar(runOf))) }
                run = 0
                runOf = 0
                if b == UInt8(ascii: "\n") { line += 1 }
            }
            index += 1
        }
        if run > maxBracketRun && first == nil { first = (line, run, Character(Unicode.Scalar(runOf))) }
        guard let bytes, let first else { return nil }
        return (String(decoding: bytes, as: UTF8.self), first.line, first.length, first.bracket)
    }
}

extension TokenSyntax {
    /// A name as Swift resolves it: `` `if` `` and `if` are one name (a
    /// keyword made an identifier by backticks, as `View.if` or an enum's
    /// `` case `default` `` are declared, while uses write `.if`, `.default`).
    package var plain: String {
        let t = text
        return t.count > 2 && t.hasPrefix("`") && t.hasSuffix("`") ? String(t.dropFirst().dropLast()) : t
    }
}
