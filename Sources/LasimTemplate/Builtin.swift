import LasimModel

/// The names every template can use besides its fields.
public enum Builtin: String, Sendable, CaseIterable {
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

/// The built-in names' values for one activity drawn at one instant. A
/// class: the evaluator hands it around, and a struct holding a snapshot
/// was a handful of reference counts a copy.
package final class BuiltinValues {
    // What the names read of the snapshot, not the snapshot: holding it
    // copied its content and attributes too, a reference count each.
    let state: ActivityState
    let lastUpdateAt: Double
    let startedAt: Double
    let staleDate: Double?
    let id: String
    let alert: Push.Alert?
    let now: Double
    let appearance: Appearance
    let ascii: Bool

    package init(state: ActivityState, lastUpdateAt: Double, startedAt: Double, staleDate: Double?, id: String, alert: Push.Alert?,
                 now: Double, appearance: Appearance, ascii: Bool) {
        self.state = state; self.lastUpdateAt = lastUpdateAt; self.startedAt = startedAt
        self.staleDate = staleDate; self.id = id; self.alert = alert
        self.now = now; self.appearance = appearance; self.ascii = ascii
    }

    func value(_ b: Builtin) -> Value {
        switch b {
        case .now: return .date(now)
        case .state: return .string(state.rawValue)
        case .isStale: return .bool(state == .stale)
        case .isEnded: return .bool(state == .ended || state == .dismissed)
        case .sinceUpdate: return .number(max(0, now - lastUpdateAt))
        case .updatedAt: return .date(lastUpdateAt)
        case .startedAt: return .date(startedAt)
        case .staleDate: return staleDate.map { .date($0) } ?? .null
        case .activityID: return .string(id)
        case .appearance: return .string(appearance.rawValue)
        case .alertTitle: return alert?.title.map { .string($0) } ?? .null
        case .alertBody: return alert?.body.map { .string($0) } ?? .null
        case .ascii: return .bool(ascii)
        }
    }
}
