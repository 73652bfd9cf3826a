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
    /// Dropped: why. Applied: what it did (started, updated, ended...).
    /// A value: its words are made once, at the edges (`reasonText`).
    public var reason: Reason
    /// What followed from it, said after the reason: a token issued, a
    /// channel subscribed to, a late delivery.
    public var notes: [Note] = []
    public var warnings: [String]
    /// Applied with an alert the phone shows (lights the screen, expands the
    /// island). False for an end, or an update that changes nothing.
    public var alerted = false

    public init(sequence: Int, source: String, activityID: String?, event: String?, priority: Int?, at: Double,
                outcome: Outcome, reason: Reason, notes: [Note] = [], warnings: [String]) {
        self.sequence = sequence; self.source = source; self.activityID = activityID; self.event = event
        self.priority = priority; self.at = at; self.outcome = outcome; self.reason = reason; self.notes = notes
        self.warnings = warnings
    }

    /// The reason and its notes in words.
    public var reasonText: String {
        var s = reason.text
        for n in notes { s += n.text }
        return s
    }

    /// How a drop is counted (nil: applied).
    public var dropCategory: DropCategory? { outcome == .applied ? nil : reason.dropCategory }

    /// The stable id of a drop (`PhoneRule`; nil: applied).
    public var rule: String? { outcome == .applied ? nil : reason.rule }

    /// One line for stderr or the event log, already safe to print.
    public var line: String {
        var s = "\(source): \(outcome.rawValue)"
        if let activityID { s += " [\(activityID)\(event.map { " " + $0 } ?? "")]" }
        s += ": \(reasonText)"
        if !warnings.isEmpty { s += " (" + warnings.joined(separator: "; ") + ")" }
        return Sanitizer.visible(s)
    }
}

extension Decision {
    /// What a payload did, or why it did nothing.
    public enum Reason: Sendable, Equatable {
        case started(template: String)
        /// An update for an activity the stream never started.
        case startedImplicitly(template: String)
        /// `sameContent`: the content state equals the one shown (observed:
        /// nothing redraws); `alertHidden`: and it carried an alert.
        case updated(fromStale: Bool, sameContent: Bool, alertHidden: Bool)
        case ended(Removal)
        case pushToStartTokenRegistered
        case channelCreated(storagePolicy: Int)
        case channelDeleted(subscribers: Int)
        case swipedAway
        case dismissed(why: String)
        /// Boxed, as is a drop that does not decode: a decision is copied
        /// by value on every payload, and these rare cases are the large ones.
        indirect case broadcast(Broadcast)
        case dropped(DropReason)

        /// When an ended activity leaves the lock screen.
        public enum Removal: Sendable, Equatable { case atOnce, atDismissalDate, withinFourHours }

        /// One broadcast and what its subscribers did with it.
        public struct Broadcast: Sendable, Equatable {
            public var channel: String
            public var subscribers: Int
            public var applied: Int
            public var dropped: Int
            public var firstDrop: DropReason?
            /// Storage policy 1: kept for activities that subscribe later.
            public var stored: Bool

            var text: String {
                var s = "broadcast on channel \(channel): \(subscribers) subscriber\(subscribers == 1 ? "" : "s"), \(applied) applied, \(dropped) dropped"
                if let firstDrop { s += " (first drop: \(firstDrop.text))" }
                if subscribers == 0 { s += stored ? "; stored for activities that subscribe later" : "; no activity listens" }
                return s
            }

            /// A broadcast no subscriber took is counted as its first drop
            /// when that is about the payload (it does not decode, or is
            /// older); an ended subscriber says nothing about the broadcast.
            var dropCategory: DropCategory {
                switch firstDrop?.dropCategory {
                case .decode?: .decode
                case .olderTimestamp?: .olderTimestamp
                default: .other
                }
            }

            var rule: String {
                if case .activityOver(_, .dismissedSwiped, _)? = firstDrop { return PhoneRule.swipedAway }
                switch dropCategory {
                case .decode: return PhoneRule.decodeFailure
                case .olderTimestamp: return PhoneRule.olderTimestamp
                default: return PhoneRule.dropped
                }
            }
        }

        public var text: String {
            switch self {
            case .started(let template): return "started (\(template) template)"
            case .startedImplicitly(let template):
                return "updated; no start seen, so shown as started in the app (\(template) template)"
            case .updated(let fromStale, let sameContent, let alertHidden):
                var s = fromStale ? "updated; stale -> active" : "updated"
                if sameContent {
                    s += "; content-state equals the one shown, so nothing changes on screen"
                        + (alertHidden ? " and its alert is not shown" : "") + " (observed)"
                }
                return s
            case .ended(let removal):
                switch removal {
                case .atOnce: return "ended; dismissal-date is past, so it is removed at once"
                case .atDismissalDate: return "ended; stays on the lock screen until its dismissal-date"
                case .withinFourHours: return "ended; stays on the lock screen for up to 4 hours"
                }
            case .pushToStartTokenRegistered: return "the phone registered this push-to-start token"
            case .channelCreated(let policy):
                let what = policy == 1 ? "the most recent message is stored for later subscribers" : "no message is stored"
                return "channel created (message-storage-policy \(policy): \(what))"
            case .channelDeleted(let n):
                return "channel deleted; its \(n) subscriber\(n == 1 ? "" : "s") get no more broadcasts"
            case .swipedAway: return "dismissed: swiped away (the app is not told)"
            case .dismissed(let why): return "dismissed: \(why)"
            case .broadcast(let b): return b.text
            case .dropped(let r): return r.text
            }
        }

        /// How it counts when its decision is a drop.
        public var dropCategory: DropCategory {
            switch self {
            case .dropped(let r): r.dropCategory
            case .broadcast(let b): b.dropCategory
            default: .other
            }
        }

        /// The stable id when its decision is a drop.
        public var rule: String {
            switch self {
            case .dropped(let r): r.rule
            case .broadcast(let b): b.rule
            default: PhoneRule.dropped
            }
        }
    }

    /// What followed from an applied payload, in the order it happened.
    public enum Note: Sendable, Equatable {
        case updateTokenIssued(String)
        case noUpdateTokenAsked(activity: String)
        case subscribed(channel: String, Subscription)
        case updateTokenWithheldUntilAllowed
        case updateTokenNeverIssued
        case deliveredLate(LateDelivery)

        public enum Subscription: Sendable, Equatable {
            case listening
            case channelDeleted
            case storedApplied(Reason)
            case storedDropped(Reason)
        }

        public enum LateDelivery: Sendable, Equatable { case afterLowPowerDelay, lowPowerTurnedOff, backOnline }

        public var text: String {
            switch self {
            case .updateTokenIssued(let id): return "; update token \(id) issued (input-push-token: 1)"
            case .noUpdateTokenAsked(let id): return "; activity \(id.prefix(12))… (no update token asked for)"
            case .subscribed(let channel, let s):
                var text = "; subscribed to channel \(channel)"
                switch s {
                case .listening: break
                case .channelDeleted: text += " (deleted: no broadcast will reach it)"
                case .storedApplied(let r): text += "; the channel's stored message applied (\(r.text))"
                case .storedDropped(let r): text += "; the channel's stored message dropped (\(r.text))"
                }
                return text
            case .updateTokenWithheldUntilAllowed:
                return "; update token withheld until the person allows Live Activities on the lock screen (POST /lasim/phone/allow)"
            case .updateTokenNeverIssued: return "; update token never issued (scenario update-token: never)"
            case .deliveredLate(let late):
                switch late {
                case .afterLowPowerDelay: return " (after Low Power Mode's delay)"
                case .lowPowerTurnedOff: return " (Low Power Mode turned off)"
                case .backOnline: return " (delivered when the device came back online)"
                }
            }
        }
    }
}

/// Why a payload is dropped: by the phone (`ActivityStore`), on its way
/// (`DeliveryModel`, the phone's conditions in `PhoneSimulator`) or at
/// intake (a `Rejection`). Its category and rule id follow from the case.
public enum DropReason: Error, Sendable, Equatable {
    case alreadyRunning(activity: String)
    case staleOnArrival(staleDate: Double, now: Double)
    indirect case undecodable(DecodedPart, schema: String, failure: StateDecoder.Failure)
    /// Ended or dismissed: `update` says whether an update (else an end) came.
    case activityOver(ActivityState, Lifecycle.Why, update: Bool)
    case olderTimestamp(Double, shown: Double)
    case noActivityToEnd(String)
    case noActivityToSwipe(String)
    case noActivityToDismiss(String)
    /// Started by a push-to-start token without an update token: `channel`
    /// when it listens on one.
    case noUpdateToken(channel: String?)
    case pushToStartTokenOnly(token: String, event: Push.Event)
    case channelDeleted(String)
    case rejected(Rejection.Problem)
    /// The delivery model's budget: `nextSlotIn` nil when the budget is 0.
    case throttled(budget: Int, nextSlotIn: Double?, bound: Double, frequentUpdates: Bool)
    case lost(priority: Int)
    /// The phone's own budget (`lasim serve`'s scenario).
    case overBudget(Int)
    case offlineNowOrNever
    case coalesced
    case expiredOffline(expiration: Int64)
    case appRemoved

    public enum DecodedPart: String, Sendable, Equatable {
        case contentState = "content-state", attributes
    }

    public var text: String {
        switch self {
        case .alreadyRunning(let id): return "activity \(id) is already running; a second start is ignored"
        case .staleOnArrival(let stale, let now):
            return "stale-date \(formatNumber(stale)) has already passed (now \(formatNumber(now))); the phone never presents a start that is stale on arrival (observed)"
        case .undecodable(let part, let schema, let failure):
            return "\(part.rawValue) does not decode as \(schema): \(failure.line(under: part.rawValue)) (the phone drops this update silently; --lenient fills defaults)"
        case .activityOver(let state, let why, let update):
            return update ? "activity is \(state.rawValue) (\(why.text)); updates to it are ignored"
                : "activity is already \(state.rawValue) (\(why.text))"
        case .olderTimestamp(let t, let shown):
            return "timestamp \(formatNumber(t)) is older than the shown update's \(formatNumber(shown))"
        case .noActivityToEnd(let id): return "no activity \(id) to end"
        case .noActivityToSwipe(let id): return "no activity \(id) on the lock screen to swipe away"
        case .noActivityToDismiss(let id): return "no activity \(id) to dismiss"
        case .noUpdateToken(let channel):
            let how = channel.map { "it listens on channel \($0) only" } ?? "it was started without input-push-token: 1"
            return "the phone issued no update token for this activity (\(how)); the update is ignored"
        case .pushToStartTokenOnly(let token, let event):
            return "\(token.prefix(12))… is a push-to-start token: it only starts activities; an \(event.rawValue) goes to the activity's update token or channel"
        case .channelDeleted(let channel):
            return "channel \(channel) was deleted; APNs refuses broadcasts to it (ChannelNotRegistered)"
        case .rejected(let problem): return problem.text
        case .throttled(let budget, let wait, let bound, let frequentUpdates):
            let next = wait.map { "the next slot frees in \(DeliveryModel.clock($0))" } ?? "the budget is 0"
            return "throttled: over the priority-10 budget of \(budget)/hour; \(next), beyond the \(DeliveryModel.clock(bound)) bound (\(frequentUpdates ? "" : "NSSupportsLiveActivitiesFrequentUpdates raises it; ")priority 5 does not draw on it)"
        case .lost(let priority):
            return priority >= 10 ? "delivery lost: ~3% of priority-10 pushes never arrive (seed 001)"
                : "delivery lost: priority 5 is opportunistic and ~30% never arrive (seed 001)"
        case .overBudget(let budget):
            return "throttled: over the update budget of \(budget) priority-10 pushes an hour; the phone shows nothing new (priority 5 does not draw on it)"
        case .offlineNowOrNever:
            return "offline: apns-expiration 0 means now or never, so APNs does not keep it for the offline device"
        case .coalesced:
            return "coalesced: the device was offline and a newer push for the same token replaced this one (APNs keeps only the latest)"
        case .expiredOffline(let e): return "expired: apns-expiration \(e) passed while the device was offline"
        case .appRemoved: return "the app was removed before this push arrived"
        }
    }

    public var dropCategory: DropCategory {
        switch self {
        case .throttled, .overBudget: .throttled
        case .lost: .lost
        case .undecodable, .rejected(.malformedJSON): .decode
        case .olderTimestamp: .olderTimestamp
        case .activityOver: .ended
        default: .other
        }
    }

    /// The stable id (`PhoneRule`, docs/validate.md).
    public var rule: String {
        switch self {
        case .activityOver(_, let why, _): why == .dismissedSwiped ? PhoneRule.swipedAway : PhoneRule.activityEnded
        case .throttled, .overBudget: PhoneRule.throttled
        case .coalesced: PhoneRule.offlineCoalesced
        case .noUpdateToken: PhoneRule.updateTokenWithheld
        case .undecodable, .rejected(.malformedJSON): PhoneRule.decodeFailure
        case .olderTimestamp: PhoneRule.olderTimestamp
        case .offlineNowOrNever, .expiredOffline: PhoneRule.offlineExpired
        case .appRemoved: PhoneRule.unregistered
        default: PhoneRule.dropped
        }
    }
}
