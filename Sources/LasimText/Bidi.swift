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

    /// `visualOrder` as a line: `text` itself where none of it is right to
    /// left (a "•" or "…" makes a line not plain ASCII, not right to left).
    public static func visualLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isRTL($0.value) }) else { return text }
        return String(visualOrder(text))
    }

    /// Graphemes of `text` in the order they are drawn left to right: a
    /// right-to-left line turned as a whole; in a left-to-right line, each
    /// right-to-left stretch in it (with the digits and spaces between its
    /// letters, "to הרצליה 3" ends "3 הילצרה") turned in its place.
    public static func visualOrder(_ text: String) -> [Character] {
        let graphemes = Array(text)
        if isRightToLeft(text) { return rightToLeftOrder(graphemes) }
        guard !Sanitizer.isPlainASCII(text) else { return graphemes }
        func isRTL(_ g: Character) -> Bool { g.unicodeScalars.first.map { Self.isRTL($0.value) } ?? false }
        func isLTR(_ g: Character) -> Bool { g.unicodeScalars.first.map(isStrongLTR) ?? false }
        func isDigit(_ g: Character) -> Bool { g.unicodeScalars.first?.properties.numericType != nil }
        var out: [Character] = []
        out.reserveCapacity(graphemes.count)
        var i = 0
        while i < graphemes.count {
            guard isRTL(graphemes[i]) else { out.append(graphemes[i]); i += 1; continue }
            // The stretch ends at its last letter or digit before the next left-to-right letter.
            var end = i, j = i + 1
            while j < graphemes.count, !isLTR(graphemes[j]) {
                if isRTL(graphemes[j]) || isDigit(graphemes[j]) { end = j }
                j += 1
            }
            out.append(contentsOf: rightToLeftOrder(Array(graphemes[i...end])))
            i = end + 1
        }
        return out
    }

    /// A right-to-left line's graphemes drawn left to right.
    static func rightToLeftOrder(_ graphemes: [Character]) -> [Character] {
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
