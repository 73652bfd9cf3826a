/// ActivityKit's `ActivityState`, as the phone moves an activity through it.
public enum ActivityState: String, Sendable, Equatable, CaseIterable {
    case active, stale, ended, dismissed

    /// Ended and dismissed activities take no more updates.
    public var acceptsUpdates: Bool { self == .active || self == .stale }
    /// Ended activities leave the Dynamic Island at once.
    public var showsInIsland: Bool { self == .active || self == .stale }
    public var showsOnLockScreen: Bool { self != .dismissed }
}
