/// A colour emoji font's bitmaps, as Google's CBDT/CBLC tables hold them
/// (Noto Color Emoji's): each glyph a PNG. librsvg draws those glyphs blank,
/// but a PNG's alpha is the emoji's filled shape, which a `.fill` SF Symbol's
/// stand-in is drawn from (`PointSVG.Options.filledGlyph`). Read from the
/// font file's bytes (the caller reads the file): a character's glyph through
/// the character map (cmap format 12 or 4), its PNG through the largest
/// strike's index (CBLC index format 1 or 3; CBDT image format 17, 18 or 19).
/// Anything out of bounds or of another format is no bitmap, not an error.
public struct ColourEmojiFont: Sendable {
    private let bytes: [UInt8]
    private let cmap: Int, cblc: Int, cbdt: Int

    public init?(bytes: [UInt8]) {
        self.bytes = bytes
        var found: [String: Int] = [:]
        guard let count = Self.u16(bytes, 4) else { return nil }
        for i in 0..<count {
            let record = 12 + 16 * i
            guard let offset = Self.u32(bytes, record + 8), record + 4 <= bytes.count else { return nil }
            found[String(decoding: bytes[record..<record + 4], as: UTF8.self)] = offset
        }
        guard let cmap = found["cmap"], let cblc = found["CBLC"], let cbdt = found["CBDT"] else { return nil }
        self.cmap = cmap; self.cblc = cblc; self.cbdt = cbdt
    }

    /// The PNG the font draws `scalar` with; nil where it has none.
    public func png(for scalar: Unicode.Scalar) -> [UInt8]? {
        guard let glyph = glyph(Int(scalar.value)), let (start, end) = bitmap(glyph) else { return nil }
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
        guard end - start > png.count, Array(bytes[start..<start + png.count]) == png else { return nil }
        return Array(bytes[start..<end])
    }

    /// The glyph of a character: the first Unicode subtable of format 12
    /// (every plane), else of format 4 (the BMP).
    func glyph(_ c: Int) -> Int? {
        guard let n = u16(cmap + 2) else { return nil }
        var format4: Int?
        for i in 0..<n {
            let record = cmap + 4 + 8 * i
            guard let platform = u16(record), let encoding = u16(record + 2), let offset = u32(record + 4) else { return nil }
            guard platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10)) else { continue }
            let table = cmap + offset
            switch u16(table) {
            case 12: return format12(table, c)
            case 4: format4 = format4 ?? table
            default: continue
            }
        }
        return format4.flatMap { c <= 0xFFFF ? format4Glyph($0, c) : nil }
    }

    private func format12(_ t: Int, _ c: Int) -> Int? {
        guard let groups = u32(t + 12) else { return nil }
        var lo = 0, hi = groups - 1
        while lo <= hi {
            let mid = (lo + hi) / 2, g = t + 16 + 12 * mid
            guard let first = u32(g), let last = u32(g + 4), let start = u32(g + 8) else { return nil }
            if c < first { hi = mid - 1 } else if c > last { lo = mid + 1 } else { return start + c - first }
        }
        return nil
    }

    private func format4Glyph(_ t: Int, _ c: Int) -> Int? {
        guard let segX2 = u16(t + 6) else { return nil }
        let ends = t + 14, starts = ends + segX2 + 2, deltas = starts + segX2, ranges = deltas + segX2
        for s in stride(from: 0, to: segX2, by: 2) {
            guard let end = u16(ends + s), c <= end else { continue }
            guard let start = u16(starts + s), c >= start, let delta = u16(deltas + s), let range = u16(ranges + s) else { return nil }
            if range == 0 { return (c + delta) & 0xFFFF }
            guard let g = u16(ranges + s + range + 2 * (c - start)), g != 0 else { return nil }
            return (g + delta) & 0xFFFF
        }
        return nil
    }

    /// Where the glyph's PNG lies in the file, in the strike with the most pixels an em.
    func bitmap(_ glyph: Int) -> (start: Int, end: Int)? {
        guard let sizes = u32(cblc + 4) else { return nil }
        var best: (ppem: UInt8, record: Int)?
        for i in 0..<sizes {
            let record = cblc + 8 + 48 * i
            guard record + 48 <= bytes.count else { return nil }
            if best == nil || bytes[record + 45] > best!.ppem { best = (bytes[record + 45], record) }
        }
        guard let record = best?.record, let array = u32(record), let subtables = u32(record + 8) else { return nil }
        for i in 0..<subtables {
            let entry = cblc + array + 8 * i
            guard let first = u16(entry), let last = u16(entry + 2), let extra = u32(entry + 4) else { return nil }
            guard glyph >= first, glyph <= last else { continue }
            let sub = cblc + array + extra
            guard let indexFormat = u16(sub), let imageFormat = u16(sub + 2), let data = u32(sub + 4) else { return nil }
            let k = glyph - first
            let offsets: (Int, Int)?
            switch indexFormat {
            case 1: offsets = u32(sub + 8 + 4 * k).flatMap { a in u32(sub + 12 + 4 * k).map { (a, $0) } }
            case 3: offsets = u16(sub + 8 + 2 * k).flatMap { a in u16(sub + 10 + 2 * k).map { (a, $0) } }
            default: offsets = nil
            }
            guard let (a, b) = offsets, b > a else { return nil }
            let at = cbdt + data + a
            // The PNG's length follows the glyph's metrics (small: 5 bytes, big: 8, none).
            let header: Int
            switch imageFormat {
            case 17: header = 5
            case 18: header = 8
            case 19: header = 0
            default: return nil
            }
            guard let length = u32(at + header), at + header + 4 + length <= min(bytes.count, cbdt + data + b) else { return nil }
            return (at + header + 4, at + header + 4 + length)
        }
        return nil
    }

    private func u16(_ at: Int) -> Int? { Self.u16(bytes, at) }
    private func u32(_ at: Int) -> Int? { Self.u32(bytes, at) }

    static func u16(_ b: [UInt8], _ at: Int) -> Int? {
        guard at >= 0, at + 2 <= b.count else { return nil }
        return Int(b[at]) << 8 | Int(b[at + 1])
    }

    static func u32(_ b: [UInt8], _ at: Int) -> Int? {
        guard at >= 0, at + 4 <= b.count else { return nil }
        return Int(b[at]) << 24 | Int(b[at + 1]) << 16 | Int(b[at + 2]) << 8 | Int(b[at + 3])
    }
}
