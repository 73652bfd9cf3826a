/// Swift's narrow integer types by the bits they keep. lasim holds every
/// integer as an `Int`; what a narrower type changes is only what its
/// `truncatingIfNeeded:` and `clamping:` initialisers keep.
enum IntegerWidths {
    static let bits: [String: Int] = ["Int8": 8, "UInt8": 8, "Int16": 16, "UInt16": 16, "Int32": 32, "UInt32": 32]

    /// The low `bits` bits of `n`, read as the type reads them.
    static func truncating(_ n: Int, bits: Int, signed: Bool) -> Int {
        let low = n & ((1 << bits) - 1)
        return signed && low >= 1 << (bits - 1) ? low - (1 << bits) : low
    }

    /// `n` held within the type's range.
    static func clamping(_ n: Int, bits: Int, signed: Bool) -> Int {
        let lo = signed ? -(1 << (bits - 1)) : 0
        let hi = signed ? (1 << (bits - 1)) - 1 : (1 << bits) - 1
        return min(max(n, lo), hi)
    }
}
