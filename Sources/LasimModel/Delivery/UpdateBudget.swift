/// The priority-10 update budget: how many pushes one activity may take in
/// any sliding hour. The one rule for both places a push meets a budget:
/// APNs in the realistic delivery model (asked when the push is sent; over
/// budget it waits for a slot, up to a bound) and the phone behind `lasim
/// serve` (asked when the push arrives; over budget it is dropped).
public struct UpdateBudget: Sendable, Equatable {
    /// Pushes allowed per activity in any sliding hour; 0 allows none.
    public var perHour: Int
    /// Per activity: when its counted pushes took their slots, ascending.
    private var used: [String: [Double]] = [:]

    public init(perHour: Int) { self.perHour = max(0, perHour) }

    /// When `activity` can next take a slot, asked at `now`: `now` itself
    /// under budget, else when the oldest counted push leaves the hour; nil
    /// when the budget is 0. Slots older than an hour are forgotten.
    public mutating func nextSlot(for activity: String, at now: Double) -> Double? {
        var times = used[activity, default: []]
        times.removeAll { $0 <= now - 3600 }
        used[activity] = times
        guard times.count >= perHour else { return now }
        guard perHour > 0 else { return nil }
        // The perHour-th most recent slot leaves the hour window then.
        return max(now, times[times.count - perHour] + 3600)
    }

    /// Counts a push that takes the slot at `time` (now or later).
    public mutating func take(for activity: String, at time: Double) {
        used[activity, default: []].append(time)
        used[activity]!.sort()
    }
}
