/// The names every template can use besides its fields.
enum Builtin: String, CaseIterable {
    case now, state, isStale, isEnded, sinceUpdate, updatedAt, startedAt, staleDate, activityID, appearance
    case alertTitle, alertBody, ascii

    /// By length, then one or two comparisons: a `switch` over the names
    /// compared up to thirteen strings for every built-in name read.
    init?(name: String) {
        let n = name.utf8.count
        guard n < Self.byLength.count else { return nil }
        for b in Self.byLength[n] where b.rawValue == name {
            self = b
            return
        }
        return nil
    }

    private static let byLength: [[Builtin]] = {
        let longest = allCases.map(\.rawValue.utf8.count).max() ?? 0
        return (0...longest).map { n in allCases.filter { $0.rawValue.utf8.count == n } }
    }()
}
