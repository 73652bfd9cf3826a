/// One thing a render or a load could not do, as values: where (`File.swift:12`
/// or a template path), what (the construct left out, when one was) and why.
/// Passes that find the same cause word the construct differently: `cause`
/// leaves it out, so the cause is said once, by whichever pass said it first.
public struct Problem: Sendable, Hashable, CustomStringConvertible {
    public var place: String?
    /// The construct not drawn (`.title`, `SwiftUI Gauge`); nil for a failure.
    public var construct: String?
    public var reason: String

    public init(at place: String?, _ reason: String) {
        self.place = place; self.construct = nil; self.reason = reason
    }

    public init(at place: String?, notDrawn construct: String, because reason: String) {
        self.place = place; self.construct = construct; self.reason = reason
    }

    /// "place: X not drawn (why)", "place: why", or the bare reason.
    public var description: String {
        let what = construct.map { $0 + " not drawn" + (reason.isEmpty ? "" : " (\(reason))") } ?? reason
        return place.map { "\($0): \(what)" } ?? what
    }

    /// What two passes agree on: the place and the reason, not the construct.
    /// A construct left out without a reason is its own cause.
    public var cause: String {
        guard let place else { return description }
        return place + ": " + (reason.isEmpty ? description : reason)
    }
}
