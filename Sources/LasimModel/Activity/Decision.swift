import LasimText

/// What happened to one payload: applied, or dropped and why. Every payload
/// gets exactly one, in arrival order.
public struct Decision: Sendable, Equatable {
    public enum Outcome: String, Sendable, Equatable { case applied, dropped }

    public var sequence: Int
    public var source: String
    public var activityID: String?
    public var event: String?
    public var priority: Int?
    /// Clock time at which it was applied or dropped.
    public var at: Double
    public var outcome: Outcome
    /// Dropped: why. Applied: what it did ("started", "updated", "ended").
    public var reason: String
    public var warnings: [String]
    /// Applied with an alert the phone shows (lights the screen, expands the
    /// island). False for an end, or an update that changes nothing.
    public var alerted = false

    /// One line for stderr or the event log, already safe to print.
    public var line: String {
        var s = "\(source): \(outcome.rawValue)"
        if let activityID { s += " [\(activityID)\(event.map { " " + $0 } ?? "")]" }
        s += ": \(reason)"
        if !warnings.isEmpty { s += " (" + warnings.joined(separator: "; ") + ")" }
        return Sanitizer.visible(s)
    }
}
