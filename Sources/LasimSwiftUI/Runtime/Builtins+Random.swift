import LasimModel
import LasimTemplate
import SwiftSyntax

/// Random values (a preview's `names.randomElement()`, a voice meter's
/// bars, confetti): drawn from a fixed seed (the model's one
/// `SeededGenerator`), so every run draws the same.
extension SeededGenerator {
    mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }
}

extension Builtins {
    static let randomRefused = "random values would change at every frame"

    /// Said where views draw random values, once a slot at the first: the
    /// phone draws new ones at each render, lasim the same ones, so that a
    /// render can be compared.
    static func randomFromSeed(_ what: String) -> String {
        "\(what): random values come from a fixed seed, the same at every render (the phone draws new ones)"
    }
    static let randomFromSeedSuffix = randomFromSeed("")

    static func generator(_ what: String, _ i: Interpreter, node: some SyntaxProtocol) throws(SwiftError) -> SeededGenerator {
        guard let r = i.random else { throw .unsupported(what, node, randomRefused) }
        if i.notesRandom, !i.notes.contains(where: { $0.reason.hasSuffix(randomFromSeedSuffix) }) { i.note(randomFromSeed(what), node) }
        return r
    }

    /// `Int.random(in: 1...6)`, `Double.random(in: 0..<1)`, `CGFloat.random(in:)`, `Bool.random()`.
    static func random(_ t: String, _ args: [Argument], _ i: Interpreter, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue {
        var r = try generator("\(t).random", i, node: node)
        defer { i.random = r }
        if t == "Bool" { return .bool(r.next() & 1 == 1) }
        guard case .range(let lower, let upper, let closed)? = args.first?.value else {
            throw .unsupported("\(t).random", node, "a range in: is needed")
        }
        // `Double.random(in: 0...1)` is written with integer literals: its type decides.
        let floating = FloatingTypes.contains(t)
        if !floating, case .int(let a) = lower, case .int(let b) = upper {
            let count = b - a + (closed ? 1 : 0)
            guard count > 0 else { throw .fatal("Range requires lowerBound <= upperBound", node) }
            return .int(a + r.below(count))
        }
        guard let a = lower.asDouble, let b = upper.asDouble else { throw .unsupported("\(t).random", node, "bounds that are not numbers") }
        let v = a + r.unit() * (b - a)
        return FloatingTypes.value(v, as: t)
    }

    /// `items.randomElement()` (nil when empty), `items.shuffled()`.
    static func random(_ items: [SwiftValue], _ name: String, _ i: Interpreter, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue {
        var r = try generator(".\(name)", i, node: node)
        defer { i.random = r }
        if name == "randomElement" { return items.isEmpty ? .null : items[r.below(items.count)] }
        var out = items
        for k in stride(from: out.count - 1, to: 0, by: -1) { out.swapAt(k, r.below(k + 1)) }
        return .array(out)
    }
}
