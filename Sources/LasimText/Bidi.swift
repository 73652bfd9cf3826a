/// Right-to-left text for a terminal that draws left to right. Terminals do
/// not run the bidi algorithm reliably, so the renderer lays out RTL text in
/// visual order itself: RTL runs reversed, embedded LTR runs (digits, Latin)
/// kept in reading order.
public enum Bidi {
    /// True when the first strong character of `text` is right-to-left.
    public static func isRightToLeft(_ text: String) -> Bool {
        if Sanitizer.isPlainASCII(text) { return false }
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v < 0x80 {
                // ASCII letters are strong left-to-right; anything else ASCII is neutral.
                if (v | 0x20) >= 0x61 && (v | 0x20) <= 0x7A { return false }
                continue
            }
            if isRTL(v) { return true }
            if isStrongLTR(scalar) { return false }
        }
        return false
    }

    /// Graphemes of `text` in the order they are drawn left to right.
    public static func visualOrder(_ text: String) -> [Character] {
        let graphemes = Array(text)
        guard isRightToLeft(text) else { return graphemes }
        // Split into runs of LTR-strong/digits vs the rest, reverse run order,
        // and keep each LTR run's own order.
        var runs: [[Character]] = []
        var current: [Character] = []
        var currentIsLTR = false
        for g in graphemes {
            let ltr = g.unicodeScalars.first.map { isStrongLTR($0) || $0.properties.numericType != nil } ?? false
            let neutral = g == " " || (g.unicodeScalars.first.map { $0.properties.generalCategory == .otherPunctuation } ?? false)
            if current.isEmpty { currentIsLTR = ltr; current.append(g); continue }
            if neutral && currentIsLTR {
                current.append(g) // spaces inside an LTR run such as "12 min" stay with it
            } else if !neutral && ltr != currentIsLTR {
                runs.append(current); current = [g]; currentIsLTR = ltr
            } else {
                current.append(g)
            }
        }
        if !current.isEmpty { runs.append(current) }
        var out: [Character] = []
        out.reserveCapacity(graphemes.count)
        for run in runs.reversed() {
            let isLTRRun = run.first.flatMap { $0.unicodeScalars.first }.map {
                isStrongLTR($0) || $0.properties.numericType != nil
            } ?? false
            if isLTRRun {
                // trailing spaces of an LTR run belong on its visual left
                var body = run
                var trailing: [Character] = []
                while body.last == " " { trailing.append(body.removeLast()) }
                out.append(contentsOf: trailing)
                out.append(contentsOf: body)
            } else {
                out.append(contentsOf: run.reversed())
            }
        }
        return out
    }

    static func isRTL(_ v: UInt32) -> Bool {
        switch v {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            return true
        default:
            return false
        }
    }

    static func isStrongLTR(_ s: Unicode.Scalar) -> Bool {
        if isRTL(s.value) { return false }
        return s.properties.isAlphabetic
    }
}
