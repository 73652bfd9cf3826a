/// The phone's timing rules, in one place. Every state is derived from the
/// activity's recorded times and the clock, so jumping the clock forward or
/// back always gives the state the phone would show at that instant.
public enum Lifecycle {
    /// An activity can stay active at most 8 hours, then the system ends it.
    public static let maxActive: Double = 8 * 3600
    /// An ended activity stays on the lock screen at most 4 hours.
    public static let maxEndedOnLockScreen: Double = 4 * 3600
    /// And 12 hours in all from its start.
    public static let maxTotal: Double = 12 * 3600

    /// When the activity ends (explicitly, or by the 8-hour limit).
    public static func endTime(_ a: Activity) -> Double {
        min(a.endedAt ?? .infinity, a.startedAt + maxActive)
    }

    /// When the activity leaves the lock screen, if nobody swipes it first.
    public static func dismissTime(_ a: Activity) -> Double {
        let end = endTime(a)
        var t = end + maxEndedOnLockScreen
        if let d = a.dismissalDate {
            // A dismissal date in the past removes it at once, one later than
            // the 4-hour window is capped by it.
            t = d <= end ? end : min(d, t)
        }
        t = min(t, a.startedAt + maxTotal)
        if let swiped = a.swipedAt { t = min(t, swiped) }
        return t
    }

    // MARK: - Observed on the phone (not in Apple's documentation)

    /// A start whose `stale-date` has already passed when it arrives is never
    /// presented: nil when it is, else why not.
    public static func refusesStart(staleDate: Double?, at now: Double) -> DropReason? {
        guard let stale = staleDate, stale <= now else { return nil }
        return .staleOnArrival(staleDate: stale, now: now)
    }

    /// An update whose content state equals the one shown changes nothing on
    /// screen: no redraw, and its alert is not shown (no alert animation).
    public static func changesNothing(shown: JSONObject, update: JSONObject) -> Bool {
        shown == update
    }

    public static func state(_ a: Activity, at now: Double) -> ActivityState {
        if now >= dismissTime(a) { return .dismissed }
        if now >= endTime(a) { return .ended }
        if let stale = a.staleDate, now >= stale { return .stale }
        return .active
    }

    /// Why an activity is in the state it is in.
    public enum Why: Sendable, Equatable {
        case active, stale
        case endedByEvent, endedAfterEightHours
        case dismissedSwiped, dismissedAfterTwelveHours, dismissedByDate, dismissedFourHoursAfterEnd

        public var text: String {
            switch self {
            case .active: "active"
            case .stale: "stale: stale-date passed with no newer update"
            case .endedByEvent: "ended by an end event"
            case .endedAfterEightHours: "ended: 8 hours active"
            case .dismissedSwiped: "dismissed: swiped away"
            case .dismissedAfterTwelveHours: "dismissed: 12 hours in all"
            case .dismissedByDate: "dismissed: dismissal-date"
            case .dismissedFourHoursAfterEnd: "dismissed: 4 hours after it ended"
            }
        }
    }

    /// Why the activity is in `state` at `now`.
    public static func why(_ a: Activity, at now: Double) -> Why {
        switch state(a, at: now) {
        case .active:
            return .active
        case .stale:
            return .stale
        case .ended:
            if let e = a.endedAt, e <= a.startedAt + maxActive { return .endedByEvent }
            return .endedAfterEightHours
        case .dismissed:
            let d = dismissTime(a)
            if let s = a.swipedAt, s == d { return .dismissedSwiped }
            if d == a.startedAt + maxTotal { return .dismissedAfterTwelveHours }
            if let date = a.dismissalDate, date <= endTime(a) + maxEndedOnLockScreen { return .dismissedByDate }
            return .dismissedFourHoursAfterEnd
        }
    }

    /// Why the activity is in `state` at `now`, in words for logs and the status line.
    public static func explanation(_ a: Activity, at now: Double) -> String { why(a, at: now).text }
}
