/// One Live Activity as the phone holds it.
public struct Activity: Sendable, Equatable {
    public let id: String
    /// Order in which activities started: breaks relevance ties.
    public let startOrder: Int
    public var attributesType: String?
    public var attributes: JSONObject
    /// The last content state that decoded.
    public var content: JSONObject
    /// The template that draws it (picked when it started).
    public var template: String
    public var startedAt: Double
    /// Clock time of the last applied start/update/end.
    public var lastUpdateAt: Double
    /// `timestamp` of the payload shown, to drop older ones.
    public var lastTimestamp: Double?
    public var staleDate: Double?
    public var endedAt: Double?
    public var dismissalDate: Double?
    public var swipedAt: Double?
    public var relevance: Double
    public var lastAlert: Push.Alert?
    public var lastAlertAt: Double?
    public var updates: Int
    /// True when the first payload seen was an update (started in the app).
    public var startedImplicitly: Bool
    /// Metrics history, accumulated as updates apply (see ActivityMetrics):
    /// seconds active and stale between applied payloads so far, the
    /// longest gap between two applied payloads, and how many applied.
    public var closedActive: Double = 0
    public var closedStale: Double = 0
    public var longestClosedGap: Double = 0
    public var appliedPayloads = 0
    /// The broadcast channel it subscribed to when it started (iOS 18).
    public var channel: String?
    /// The update token the phone issued for it (`input-push-token: 1`);
    /// for activities started with a push-to-start token this is their id.
    public var updateToken: String?
    /// The push-to-start token that started it.
    public var startedByToken: String?

    public init(id: String, startOrder: Int, attributesType: String?, attributes: JSONObject,
                content: JSONObject, template: String, startedAt: Double, startedImplicitly: Bool) {
        self.id = id; self.startOrder = startOrder; self.attributesType = attributesType
        self.attributes = attributes; self.content = content; self.template = template
        self.startedAt = startedAt; self.lastUpdateAt = startedAt; self.relevance = 0
        self.updates = 0; self.startedImplicitly = startedImplicitly
    }

    public func state(at now: Double) -> ActivityState { Lifecycle.state(self, at: now) }
}
