/// A time zone's rules: the offset from UTC at any instant, read from the
/// system's tz database (TZif files, RFC 8536) and the POSIX TZ rule that
/// continues it.
///
/// Why not Foundation's `TimeZone`: on Linux any zone but GMT goes through
/// ICU, and so does `Calendar`; the app mapped megabytes of ICU to show
/// "14:05" (the app's resident memory). The offsets are the same: the tests
/// compare them with `TimeZone` over 1970-2100.
public struct Zone: Sendable, Equatable {
    public var identifier: String { storage.identifier }
    /// Transition instants (Unix seconds, ascending) and the offset from
    /// each one on.
    var transitions: [Int64] { storage.transitions }
    var offsets: [Int32] { storage.offsets }
    /// Before the first transition.
    var initialOffset: Int32 { storage.initialOffset }
    /// After the last transition (the TZif footer), if any.
    var rule: PosixRule? { storage.rule }

    /// One object: a zone is handed to every time formatted, and copying
    /// its name and two arrays cost a reference count each.
    private final class Storage: Sendable {
        let identifier: String
        let transitions: [Int64]
        let offsets: [Int32]
        let initialOffset: Int32
        let rule: PosixRule?
        init(identifier: String, transitions: [Int64], offsets: [Int32], initialOffset: Int32, rule: PosixRule?) {
            self.identifier = identifier; self.transitions = transitions; self.offsets = offsets
            self.initialOffset = initialOffset; self.rule = rule
        }
    }
    private let storage: Storage

    public static func == (a: Zone, b: Zone) -> Bool {
        a.storage === b.storage || (a.identifier == b.identifier && a.transitions == b.transitions && a.offsets == b.offsets
            && a.initialOffset == b.initialOffset && a.rule == b.rule)
    }

    public static let utc = Zone(identifier: "UTC", transitions: [], offsets: [], initialOffset: 0, rule: nil)

    /// `TimeZone(secondsFromGMT:)`: one offset at every instant, named as
    /// Foundation names it ("GMT+0100", "GMT-0530", "GMT" for 0); nil past
    /// 18 hours, as there.
    public static func fixed(secondsFromGMT seconds: Int) -> Zone? {
        guard abs(seconds) <= 18 * 3600 else { return nil }
        let minutes = abs(seconds) / 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let name = minutes == 0 ? "GMT" : "GMT" + (seconds < 0 ? "-" : "+") + two(minutes / 60) + two(minutes % 60)
        return Zone(identifier: name, transitions: [], offsets: [], initialOffset: Int32(seconds), rule: nil)
    }

    /// Seconds east of UTC at `unix` (Unix seconds).
    public func secondsFromGMT(at unix: Double) -> Int {
        guard unix.isFinite else { return Int(initialOffset) }
        let t = Int64(max(-1e17, min(1e17, unix)).rounded(.down))
        if let last = transitions.last, t >= last, let rule { return rule.offset(at: t) }
        // The last transition at or before t.
        var lo = 0, hi = transitions.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if transitions[mid] <= t { lo = mid + 1 } else { hi = mid }
        }
        if lo == 0 { return transitions.isEmpty ? rule?.offset(at: t) ?? Int(initialOffset) : Int(initialOffset) }
        return Int(offsets[lo - 1])
    }

    /// The local date and second of the day at `unix`.
    public func local(_ unix: Double) -> (date: CivilDate, secondOfDay: Int) {
        let local = Int(saturating: (unix + Double(secondsFromGMT(at: unix))).rounded(.down))
        return CivilDate.split(local)
    }

    /// A zone from the bytes of a TZif file (versions 1 to 4).
    public init?(tzif bytes: [UInt8], identifier: String) {
        guard let parsed = TZif(bytes) else { return nil }
        self.init(identifier: identifier, transitions: parsed.transitions, offsets: parsed.offsets,
                  initialOffset: parsed.initialOffset, rule: parsed.footer.flatMap(PosixRule.init))
    }

    /// A zone from a POSIX TZ string alone ("CET-1CEST,M3.5.0,M10.5.0/3", "JST-9").
    public init?(posix: String) {
        guard let rule = PosixRule(posix) else { return nil }
        self.init(identifier: posix, transitions: [], offsets: [], initialOffset: Int32(rule.standard), rule: rule)
    }

    init(identifier: String, transitions: [Int64], offsets: [Int32], initialOffset: Int32, rule: PosixRule?) {
        storage = Storage(identifier: identifier, transitions: transitions, offsets: offsets,
                          initialOffset: initialOffset, rule: rule)
    }
}

/// The fields of a TZif file that give offsets (RFC 8536 section 3).
struct TZif {
    var transitions: [Int64] = []
    var offsets: [Int32] = []
    var initialOffset: Int32 = 0
    var footer: String?

    init?(_ b: [UInt8]) {
        guard b.count >= 44, b[0] == 0x54, b[1] == 0x5A, b[2] == 0x69, b[3] == 0x66 else { return nil }
        let version = b[4]
        var reader = ByteReader(bytes: b)
        guard let first = reader.header() else { return nil }
        var block = first, timeSize = 4
        if version >= 0x32 { // '2' and later: 64-bit times in a second header and block, then the footer
            guard reader.skipBlock(first, timeSize: 4), let second = reader.header() else { return nil }
            block = second
            timeSize = 8
        }
        guard let data = reader.block(block, timeSize: timeSize) else { return nil }
        transitions = data.times
        offsets = data.indices.map { data.types[Int($0)] }
        // RFC 8536 3.2: local time before the first transition is time type 0.
        initialOffset = data.types.first ?? 0
        if version >= 0x32 {
            let rest = reader.remaining
            if rest.first == 0x0A, let end = rest.dropFirst().firstIndex(of: 0x0A) {
                let text = String(decoding: rest[(rest.startIndex + 1)..<end], as: UTF8.self)
                footer = text.isEmpty ? nil : text
            }
        }
    }

    struct Header { var isut, isstd, leap, time, type, char: Int }
    struct Block { var times: [Int64]; var indices: [UInt8]; var types: [Int32] }

    struct ByteReader {
        let bytes: [UInt8]
        var at = 0
        init(bytes: [UInt8]) { self.bytes = bytes }
        var remaining: ArraySlice<UInt8> { bytes[min(at, bytes.count)...] }

        mutating func int(_ size: Int) -> Int64? {
            guard at + size <= bytes.count else { return nil }
            var v: UInt64 = 0
            for i in 0..<size { v = v << 8 | UInt64(bytes[at + i]) }
            at += size
            // Sign-extend from `size` bytes.
            let shift = UInt64(64 - size * 8)
            return Int64(bitPattern: v << shift) >> Int64(shift)
        }

        mutating func header() -> Header? {
            guard at + 44 <= bytes.count, bytes[at] == 0x54, bytes[at + 1] == 0x5A else { return nil }
            at += 20
            var counts: [Int] = []
            for _ in 0..<6 {
                guard let c = int(4), c >= 0, c < 1 << 20 else { return nil }
                counts.append(Int(c))
            }
            return Header(isut: counts[0], isstd: counts[1], leap: counts[2], time: counts[3], type: counts[4], char: counts[5])
        }

        func size(_ h: Header, timeSize: Int) -> Int {
            h.time * timeSize + h.time + h.type * 6 + h.char + h.leap * (timeSize + 4) + h.isstd + h.isut
        }

        mutating func skipBlock(_ h: Header, timeSize: Int) -> Bool {
            let n = size(h, timeSize: timeSize)
            guard at + n <= bytes.count else { return false }
            at += n
            return true
        }

        mutating func block(_ h: Header, timeSize: Int) -> Block? {
            guard h.type >= 1, at + size(h, timeSize: timeSize) <= bytes.count else { return nil }
            var times: [Int64] = []
            for _ in 0..<h.time { guard let t = int(timeSize) else { return nil }; times.append(t) }
            var indices: [UInt8] = []
            for _ in 0..<h.time {
                let i = bytes[at]; at += 1
                guard Int(i) < h.type else { return nil }
                indices.append(i)
            }
            var types: [Int32] = []
            for _ in 0..<h.type {
                guard let off = int(4) else { return nil }
                types.append(Int32(truncatingIfNeeded: off))
                at += 2 // isdst, abbreviation index
            }
            at += h.char + h.leap * (timeSize + 4) + h.isstd + h.isut
            return Block(times: times, indices: indices, types: types)
        }
    }
}
