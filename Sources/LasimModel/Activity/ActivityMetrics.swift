/// Why payloads were dropped, grouped for metrics (`DropReason.dropCategory`).
public enum DropCategory: String, Sendable, Equatable, Hashable, CaseIterable, Comparable {
    case decode, olderTimestamp = "older", ended, throttled, lost, other

    /// Short label for tables and the app: "2 throttled".
    public var label: String {
        switch self {
        case .decode: "decode"
        case .olderTimestamp: "older"
        case .ended: "ended"
        case .throttled: "throttled"
        case .lost: "lost"
        case .other: "other"
        }
    }

    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// How one activity fared over time. Computed from its recorded history:
/// the spans between applied payloads (accumulated as they apply) plus the
/// open span from the last applied payload to `now`.
///
/// - active / stale: seconds from its start to the earlier of `now` and its
///   end (or dismissal), split at each span's `stale-date`.
/// - ended: seconds from its end to the earlier of `now` and its dismissal.
/// - longest gap: the longest time between two applied payloads, counting the
///   open gap from the last one to `now` (or to its end) while it runs.
public struct ActivityMetrics: Sendable, Equatable {
    public var active: Double
    public var stale: Double
    public var ended: Double
    public var longestGap: Double
    public var applied: Int
    public var dropped: [DropCategory: Int]

    public var droppedTotal: Int { dropped.values.reduce(0, +) }

    public init(_ a: Activity, drops: [DropCategory: Int], at now: Double) {
        let end = Lifecycle.endTime(a)
        let gone = Lifecycle.dismissTime(a)
        let runningUntil = min(now, end, gone)
        let open = ActivityMetrics.split(from: a.lastUpdateAt, to: runningUntil, staleDate: a.staleDate)
        active = a.closedActive + open.active
        stale = a.closedStale + open.stale
        ended = max(0, min(now, gone) - end)
        longestGap = max(a.longestClosedGap, max(0, runningUntil - a.lastUpdateAt))
        applied = a.appliedPayloads
        dropped = drops
    }

    /// Seconds active and stale in [from, to] when stale from `staleDate`.
    static func split(from: Double, to: Double, staleDate: Double?) -> (active: Double, stale: Double) {
        let span = max(0, to - from)
        guard let s = staleDate else { return (span, 0) }
        let stale = max(0, to - max(s, from))
        let st = min(span, stale)
        return (span - st, st)
    }

    /// "3 (2 throttled, 1 decode)" or "0".
    public var droppedText: String {
        let parts = dropped.filter { $0.value > 0 }.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.label)" }
        return parts.isEmpty ? "0" : "\(droppedTotal) (\(parts.joined(separator: ", ")))"
    }

    /// One line: "active 12:03 · stale 4:10 · longest gap 7:00 · dropped 3 (2 throttled, 1 decode)".
    public var line: String {
        var s = "active \(DeliveryModel.clock(active)) · stale \(DeliveryModel.clock(stale))"
        if ended > 0 { s += " · ended \(DeliveryModel.clock(ended))" }
        s += " · longest gap \(DeliveryModel.clock(longestGap)) · dropped \(droppedText)"
        return s
    }
}
