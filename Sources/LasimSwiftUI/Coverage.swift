import LasimTemplate
/// What the front end made of an app's views, per presentation: each SwiftUI
/// construct drawn as the phone would, approximated (drawn, but not quite as
/// on the phone), or left out (a placeholder, or nothing), with file:line.
public struct Coverage: Sendable, Equatable {
    public enum Outcome: String, Sendable, CaseIterable { case drawn, approximated, leftOut = "left out" }

    public struct Entry: Sendable, Equatable {
        public var presentation: String
        public var construct: String
        public var outcome: Outcome
        /// Why, for approximations and omissions.
        public var note: String
        public var location: String
    }

    public var entries: [Entry] = []

    public static let presentations = ["lock", "expanded", "compact", "minimal"]

    mutating func record(_ presentation: String, _ construct: String, _ outcome: Outcome, note: String = "", at location: String) {
        entries.append(Entry(presentation: presentation, construct: construct, outcome: outcome, note: note, location: location))
    }

    public func entries(_ presentation: String, _ outcome: Outcome) -> [Entry] {
        entries.filter { $0.presentation == presentation && $0.outcome == outcome }
    }

    /// Left-out constructs, each once, for warnings on load (stderr, the event log).
    public var leftOut: [Problem] {
        var seen = Set<Problem>(), out: [Problem] = []
        for e in entries where e.outcome == .leftOut {
            let p = Problem(at: e.location, notDrawn: e.construct, because: e.note)
            if seen.insert(p).inserted { out.append(p) }
        }
        return out
    }

    /// The report `lasim render --swift DIR --coverage` prints.
    public func report(title: String) -> String {
        var lines = ["\(title): coverage"]
        // "small" only when the app declares it: otherwise the watch and
        // CarPlay show the compact views, already listed.
        for p in Self.presentations + (entries.contains { $0.presentation == "small" } ? ["small"] : []) {
            let all = entries.filter { $0.presentation == p }
            let counts = Outcome.allCases.map { o in all.filter { $0.outcome == o }.count }
            lines.append("  \(p): \(counts[0]) drawn, \(counts[1]) approximated, \(counts[2]) left out")
            let texts = all.filter { $0.construct == "Text" && $0.outcome == .drawn }.count
            let placeholders = all.filter { $0.outcome == .leftOut }.count
            if !all.isEmpty { lines.append("    texts: \(texts) drawn, \(placeholders) placeholder\(placeholders == 1 ? "" : "s") or failure\(placeholders == 1 ? "" : "s")") }
            if all.isEmpty { lines.append("    (no view for this presentation)"); continue }
            for o in Outcome.allCases {
                let items = all.filter { $0.outcome == o }
                if items.isEmpty { continue }
                if o == .drawn {
                    lines.append("    drawn: " + summary(items))
                } else {
                    lines.append("    \(o.rawValue):")
                    var seen = Set<String>()
                    for e in items {
                        let line = "      \(e.location) \(e.construct)" + (e.note.isEmpty ? "" : ": \(e.note)")
                        if seen.insert(line).inserted { lines.append(line) }
                    }
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `Text x4, HStack x2` in first-seen order.
    func summary(_ items: [Entry]) -> String {
        var order: [String] = [], counts: [String: Int] = [:]
        for e in items {
            if counts[e.construct] == nil { order.append(e.construct) }
            counts[e.construct, default: 0] += 1
        }
        return order.map { counts[$0]! > 1 ? "\($0) x\(counts[$0]!)" : $0 }.joined(separator: ", ")
    }
}
