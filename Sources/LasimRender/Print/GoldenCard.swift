import LasimText

/// One drawn presentation as a golden file holds it (`lasim test`): its key,
/// its size, its text rows and style runs as the repository's snapshots
/// write them (`TextPrinter`), and its notes (text cut, template problems).
/// Text, so a change to a card reads as a change of lines in a review.
public struct GoldenCard: Sendable, Equatable {
    /// What was drawn, `payload 2 · order · lock · light`: unique in a file.
    public var key: String
    public var width: Int
    public var height: Int
    /// `height` rows, trailing spaces trimmed.
    public var rows: [String]
    /// `row first-last style`, 0-based, as `TextPrinter.styleRuns` writes them.
    public var styles: [String]
    /// `cut: …`, `problem: …`.
    public var notes: [String]
    /// 1-based line of the card's header in its golden file; 0 when drawn.
    public var line = 0

    public init(key: String, width: Int, height: Int, rows: [String], styles: [String], notes: [String] = [], line: Int = 0) {
        self.key = key; self.width = width; self.height = height; self.rows = rows; self.styles = styles
        self.notes = notes; self.line = line
    }

    public init(key: String, grid: Grid, notes: [String] = []) {
        let runs = TextPrinter.styleRuns(grid)
        self.init(key: key, width: grid.width, height: grid.height,
                  rows: grid.lines.map(TextPrinter.trimTrailing),
                  styles: runs.isEmpty ? [] : runs.split(separator: "\n").map(String.init), notes: notes)
    }

    /// The same drawing, wherever it came from.
    public func sameDrawing(as other: GoldenCard) -> Bool {
        width == other.width && height == other.height && rows == other.rows && styles == other.styles && notes == other.notes
    }

    /// `payload 2 · order · lock`, the key without its last part (the appearance).
    public var keyStem: String { Self.split(key).stem }
    /// `light`, the key's last part.
    public var keyLast: String { Self.split(key).last }

    static func split(_ key: String) -> (stem: String, last: String) {
        guard let r = key.ranges(of: GoldenFile.separator).last else { return ("", key) }
        return (String(key[..<r.lowerBound]), String(key[r.upperBound...]))
    }
}

/// A golden file of `lasim test`: comment lines (`#`), then cards, each a
/// header `== KEY · WxH`, its rows (exactly H lines, whatever they hold),
/// `-- styles` and its style runs, then `-- cut: …` / `-- problem: …` notes.
/// A card drawn the same as the one of another appearance just before it
/// is written `== KEY · WxH · as light`, one line, to keep files short.
public enum GoldenFile {
    public static let separator = " · "

    public enum Part: Sendable {
        case comment(String)
        case blankLine
        case card(GoldenCard)
    }

    public struct ParseError: Error, Sendable, Equatable {
        /// 1-based line in the golden file.
        public var line: Int
        public var message: String
    }

    /// The file's text: each card after a blank line. A card whose drawing equals that of the card with
    /// the same key stem just before it becomes a one-line reference to it.
    public static func text(_ parts: [Part]) -> String {
        var out = ""
        var previous: GoldenCard?
        for part in parts {
            switch part {
            case .comment(let c):
                out += "# " + Sanitizer.visible(c) + "\n"
                previous = nil
            case .blankLine:
                out += "\n"
            case .card(let c):
                let header = "\n== " + c.key + separator + "\(c.width)x\(c.height)"
                if let p = previous, p.keyStem == c.keyStem, p.sameDrawing(as: c) {
                    out += header + separator + "as " + p.keyLast + "\n"
                    continue
                }
                out += header + "\n"
                for row in c.rows { out += row + "\n" }
                out += "-- styles\n"
                for s in c.styles { out += s + "\n" }
                for n in c.notes { out += "-- " + n + "\n" }
                previous = c
            }
        }
        return out
    }

    /// Every card, in file order; comments and blank lines between cards are skipped.
    public static func parse(_ text: String) -> Result<[GoldenCard], ParseError> {
        // Lines as written; a checkout that turned LF into CRLF reads the same.
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { l in
            l.hasSuffix("\r") ? String(l.dropLast()) : String(l)
        }
        if lines.last == "" { lines.removeLast() }
        var cards: [GoldenCard] = []
        var byKey: [String: Int] = [:]
        var i = 0
        func fail(_ line: Int, _ message: String) -> Result<[GoldenCard], ParseError> {
            .failure(ParseError(line: line, message: message))
        }
        while i < lines.count {
            let line = lines[i]
            if line.isEmpty || line.hasPrefix("#") { i += 1; continue }
            guard line.hasPrefix("== ") else {
                return fail(i + 1, "expected a card header (== KEY · WxH) or a # comment, found \"\(Sanitizer.visible(String(line.prefix(40))))\"")
            }
            let headerLine = i + 1
            var parts = line.dropFirst(3).split(separator: separator, omittingEmptySubsequences: false).map(String.init)
            var alias: String?
            if let last = parts.last, last.hasPrefix("as ") {
                alias = String(last.dropFirst(3))
                parts.removeLast()
            }
            guard parts.count >= 2, let size = parts.last.flatMap(Self.size) else {
                return fail(headerLine, "card header without its size (== KEY · WxH)")
            }
            parts.removeLast()
            let key = parts.joined(separator: separator)
            guard byKey[key] == nil else { return fail(headerLine, "card \"\(Sanitizer.visible(key))\" appears twice") }
            i += 1
            var card: GoldenCard
            if let alias {
                let target = GoldenCard.split(key).stem + separator + alias
                guard let at = byKey[target] else {
                    return fail(headerLine, "\"as \(Sanitizer.visible(alias))\": no card \"\(Sanitizer.visible(target))\" before it")
                }
                card = cards[at]
                guard card.width == size.width && card.height == size.height else {
                    return fail(headerLine, "\"as \(Sanitizer.visible(alias))\": that card is \(card.width)x\(card.height)")
                }
                card.key = key
            } else {
                guard i + size.height <= lines.count else {
                    return fail(headerLine, "the card has \(size.height) rows; the file ends before them")
                }
                let rows = Array(lines[i..<(i + size.height)])
                i += size.height
                guard i < lines.count, lines[i] == "-- styles" else {
                    return fail(i + 1, "expected \"-- styles\" after the card's \(size.height) rows")
                }
                i += 1
                var styles: [String] = [], notes: [String] = []
                while i < lines.count, let first = lines[i].utf8.first, (0x30...0x39).contains(first) {
                    styles.append(lines[i]); i += 1
                }
                while i < lines.count, lines[i].hasPrefix("-- ") {
                    notes.append(String(lines[i].dropFirst(3))); i += 1
                }
                card = GoldenCard(key: key, width: size.width, height: size.height, rows: rows, styles: styles, notes: notes)
            }
            card.line = headerLine
            byKey[key] = cards.count
            cards.append(card)
        }
        return .success(cards)
    }

    /// `46x5`.
    static func size(_ text: String) -> (width: Int, height: Int)? {
        let p = text.split(separator: "x", omittingEmptySubsequences: false)
        guard p.count == 2, let w = Int(p[0]), let h = Int(p[1]), w >= 0, h >= 0, h <= 10_000 else { return nil }
        return (w, h)
    }
}
