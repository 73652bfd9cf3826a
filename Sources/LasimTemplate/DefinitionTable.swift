import LasimModel

/// A template's `let:` names by index, so that evaluating one is an array
/// read instead of a hash lookup (hashing names was 5% of the
/// pipeline). Sorted by name, so the order never depends on hashing.
package final class DefinitionTable: Sendable {
    package let names: [String]
    package let expressions: [Expression]
    /// A bit per name, from its length and first byte: most names a
    /// template reads are fields, and this tells most of them apart from
    /// `let:` names without comparing them.
    package let signatures: UInt64

    package init(_ definitions: [String: Expression]) {
        let sorted = definitions.sorted { $0.key < $1.key }
        names = sorted.map(\.key)
        expressions = sorted.map(\.value)
        signatures = names.reduce(0) { $0 | Self.signature($1) }
    }

    private init(names: [String], expressions: [Expression], signatures: UInt64) {
        self.names = names; self.expressions = expressions; self.signatures = signatures
    }

    /// The same names, their expressions' names bound (see `NameBinder`).
    package func bound(to schema: ContentSchema?) -> DefinitionTable {
        let binder = NameBinder(definitions: self, schema: schema)
        return DefinitionTable(names: names, expressions: expressions.map { binder.bind($0) }, signatures: signatures)
    }

    @inline(__always)
    package static func signature(_ name: String) -> UInt64 {
        let utf8 = name.utf8
        return 1 << UInt64((utf8.count &* 31 &+ Int(utf8.first ?? 0)) & 63)
    }

    /// The index of a `let:` name; nil for any other name.
    @inline(__always)
    package func index(of name: String) -> Int? {
        guard signatures & Self.signature(name) != 0 else { return nil }
        var i = 0
        while i < names.count {
            if names[i] == name { return i }
            i += 1
        }
        return nil
    }
}
