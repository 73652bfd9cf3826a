#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// A version-4 UUID, lower-case, from the system's random source.
/// Foundation's `UUID()` on Linux opens /dev/urandom on every call, and the
/// standard library's generator makes one getrandom call per 8 bytes: under
/// load either was 3-5% of the endpoint's time (perf), for two ids a
/// request. The bytes are read from /dev/urandom 4 KiB at a time instead
/// (Glibc's module does not export getrandom).
enum RandomUUID {
    private static let pool = Mutex(RandomPool())

    static func make() -> String {
        let (hiBits, loBits) = pool.withLock { ($0.next(), $0.next()) }
        let hi = hiBits & 0xFFFF_FFFF_FFFF_0FFF | 0x0000_0000_0000_4000 // version 4
        let lo = loBits & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000 // variant 10
        return String(unsafeUninitializedCapacity: 36) { out in
            let digits: StaticString = "0123456789abcdef"
            var i = 0
            func put(_ word: UInt64, dashesAt: (Int, Int)) {
                for (n, shift) in stride(from: 60, through: 0, by: -4).enumerated() {
                    if n == dashesAt.0 || n == dashesAt.1 { out[i] = 0x2D; i += 1 }
                    out[i] = digits.utf8Start[Int(word >> UInt64(shift) & 0xF)]
                    i += 1
                }
            }
            put(hi, dashesAt: (8, 12))
            put(lo, dashesAt: (0, 4))
            return i
        }
    }
}

/// Random bytes from the kernel, fetched in bulk.
struct RandomPool {
    private var bytes = [UInt8](repeating: 0, count: 4096)
    private var used = 4096

    mutating func next() -> UInt64 {
        if used + 8 > bytes.count { refill() }
        defer { used += 8 }
        return bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: used, as: UInt64.self) }
    }

    private mutating func refill() {
        var filled = 0
        let fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
        if fd >= 0 {
            bytes.withUnsafeMutableBytes { buffer in
                while filled < buffer.count {
                    let n = read(fd, buffer.baseAddress! + filled, buffer.count - filled)
                    if n > 0 { filled += n } else if n == 0 || errno != EINTR { break }
                }
            }
            close(fd)
        }
        if filled < bytes.count {
            // No /dev/urandom (a bare chroot): the standard library's source.
            var g = SystemRandomNumberGenerator()
            for k in stride(from: 0, to: bytes.count, by: 8) {
                withUnsafeBytes(of: g.next()) { bytes.replaceSubrange(k ..< k + 8, with: $0) }
            }
        }
        used = 0
    }
}
