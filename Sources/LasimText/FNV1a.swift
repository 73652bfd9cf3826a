/// 64-bit FNV-1a: a hash that is the same on every run (Swift's `Hasher`
/// is seeded per process), for what must come out the same each time.
public struct FNV1a: Sendable {
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    public private(set) var value: UInt64

    public init(offset: UInt64 = FNV1a.offsetBasis) { value = offset }

    public mutating func add(_ byte: UInt8) { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }

    public mutating func add(_ bytes: some Sequence<UInt8>) { for b in bytes { add(b) } }
}
