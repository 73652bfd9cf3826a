/// The object keys a stream has sent, kept so that a key seen before is
/// not made into a new string again: a stream's payloads repeat the same
/// few dozen keys, and making each one (scanning, validating, packing its
/// bytes) was a third of parsing a payload. Keys of printable
/// ASCII up to 16 bytes; a bounded table, so a stream of ever new keys
/// costs a lookup each and no memory beyond it.
struct KeyInterner: Sendable {
    private struct Slot: Sendable {
        var length = -1
        var head: UInt64 = 0
        var tail: UInt64 = 0
        var key = ""
    }

    private static let size = 256
    private var slots = [Slot](repeating: Slot(), count: KeyInterner.size)

    init() {}

    /// The key made of `bytes`, which are printable ASCII.
    mutating func key(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let n = bytes.count
        guard n <= 16, let base = bytes.baseAddress else { return String(decoding: bytes, as: UTF8.self) }
        let raw = UnsafeRawPointer(base)
        var head: UInt64 = 0, tail: UInt64 = 0
        if n >= 8 {
            head = raw.loadUnaligned(as: UInt64.self)
            // The last eight bytes (overlapping the first for n < 16).
            tail = raw.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
        } else {
            for k in 0..<n { head |= UInt64(base[k]) << UInt64(8 * k) }
        }
        var h = (head &* 0x9E37_79B9_7F4A_7C15) ^ (tail &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(n)
        h ^= h >> 29
        var index = Int(truncatingIfNeeded: h) & (Self.size - 1)
        for _ in 0..<4 {
            if slots[index].length == n && slots[index].head == head && slots[index].tail == tail {
                return slots[index].key
            }
            if slots[index].length < 0 {
                let key = String(decoding: bytes, as: UTF8.self)
                slots[index] = Slot(length: n, head: head, tail: tail, key: key)
                return key
            }
            index = (index + 1) & (Self.size - 1)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
