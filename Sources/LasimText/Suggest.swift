/// "Did you mean ...?": the one rule for a likely typo, shared by the
/// payload linter and the template and theme loaders.
public enum Suggest {
    /// The closest name, when one is a likely typo of `word` (same letters in
    /// another case, or at most 1-2 edits depending on the word's length).
    public static func nearest(_ word: String, in names: [String]) -> String? {
        let lower = word.lowercased()
        var best: (String, Int)?
        for name in names where name != word {
            let d = name.lowercased() == lower ? 0 : distance(Array(lower), Array(name.lowercased()))
            if d <= max(1, min(2, word.count / 4)), d < (best?.1 ?? Int.max) { best = (name, d) }
        }
        return best?.0
    }

    /// " (did you mean X?)", or "" when nothing is close.
    public static func hint(_ word: String, in names: [String]) -> String {
        nearest(word, in: names).map { " (did you mean \($0)?)" } ?? ""
    }

    /// Levenshtein distance.
    public static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var prev = row[0]
            row[0] = i
            for j in 1...b.count {
                let cur = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] == b[j - 1] ? 0 : 1))
                prev = cur
            }
        }
        return row[b.count]
    }
}
