/// A version-4 UUID, lower-case, from the system's random source.
/// Foundation's `UUID()` on Linux opens /dev/urandom on every call: under
/// load that open was 5% of the endpoint's time (perf), for two ids a request.
enum RandomUUID {
    static func make() -> String {
        var g = SystemRandomNumberGenerator()
        let hi = g.next() & 0xFFFF_FFFF_FFFF_0FFF | 0x0000_0000_0000_4000 // version 4
        let lo = g.next() & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000 // variant 10
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(36)
        for (i, shift) in stride(from: 60, through: 0, by: -4).enumerated() {
            if i == 8 || i == 12 { out.append(0x2D) }
            out.append(digits[Int(hi >> UInt64(shift) & 0xF)])
        }
        for (i, shift) in stride(from: 60, through: 0, by: -4).enumerated() {
            if i == 0 || i == 4 { out.append(0x2D) }
            out.append(digits[Int(lo >> UInt64(shift) & 0xF)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
