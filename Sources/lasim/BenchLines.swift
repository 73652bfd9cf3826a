#if canImport(Glibc)
import Glibc
#endif

/// A stream's bytes in one buffer, cut after each newline: fed one line at
/// a time, so each NDJSON payload is timed on its own. One buffer, not an
/// array per line: reading a 100,000-line file made as many allocations.
struct BenchLines {
    private(set) var bytes: [UInt8] = []
    private var ends: [Int] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // memchr: a 100,000-line file was cut a byte at a time before,
        // which the whole-process figure beside jq counts.
        bytes.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress else { return }
            var from = 0
            while from < p.count, let hit = memchr(base + from, 0x0A, p.count - from) {
                let i = hit.assumingMemoryBound(to: UInt8.self) - UnsafeMutablePointer(mutating: base)
                ends.append(i + 1)
                from = i + 1
            }
        }
        if ends.last ?? 0 < bytes.count { ends.append(bytes.count) }
    }

    init(_ lines: [[UInt8]]) { self.init(bytes: Array(lines.joined())) }

    /// Files one after another, each cut on its own.
    init(_ files: [BenchLines]) {
        if files.count == 1 { self = files[0]; return }
        for f in files {
            let base = bytes.count
            bytes += f.bytes
            ends += f.ends.map { $0 + base }
        }
    }

    var count: Int { ends.count }

    subscript(i: Int) -> ArraySlice<UInt8> { bytes[(i == 0 ? 0 : ends[i - 1])..<ends[i]] }
}
