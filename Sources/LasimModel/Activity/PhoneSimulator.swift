import LasimText

/// The phone behind `lasim serve`, misbehaving as phones do: tokens that
/// arrive late or rotate, tokens of the other APNs environment, activities
/// swiped away or removed, an update budget, Low Power Mode, a device that
/// goes offline. Pure: every call takes the clock reading, so a test drives
/// it with whatever time it likes.
///
/// Two places see it: the endpoint asks `answer(token:at:)` before it
/// answers 200 (a token the phone no longer holds is 410, one of the other
/// environment 400), and every accepted push goes through `deliver`, and
/// from there through the phone feed every front end uses: its budget and
/// Low Power Mode are the delivery model's (`DeliverySettings.phoneBudget`,
/// `LowPowerDelay.fixed`). Only the offline device is its own: APNs keeps
/// the latest push per token until the device is back.
public struct PhoneSimulator: Sendable {
    public private(set) var feed: PhoneFeed
    public var store: ActivityStore { feed.store }
    public private(set) var scenario: PhoneScenario
    /// The environment the endpoint plays (`--environment`).
    public let environment: PhoneScenario.Environment
    /// What the phone mints its tokens for: the app's build.
    public var appEnvironment: PhoneScenario.Environment { scenario.appEnvironment ?? environment }

    public struct Token: Sendable, Equatable {
        public enum Kind: String, Sendable { case pushToStart = "push-to-start", update }
        public var kind: Kind
        public var environment: PhoneScenario.Environment
        /// Since when APNs answers 410 for it (ms in the answer's `timestamp`).
        public var unregisteredAt: Double?
        public var why: String?
    }
    /// Every token the phone minted (or was given), valid or not.
    public private(set) var tokens: [String: Token] = [:]
    /// In the order minted, for listing.
    public private(set) var tokenOrder: [String] = []
    public private(set) var currentPushToStart: String?
    public private(set) var launched = false
    /// The person allowed Live Activities on the lock screen (late update tokens arrive).
    public private(set) var allowed = false
    /// Activities whose update token the phone holds back (late or never).
    public private(set) var withheld: [String] = []

    /// A push APNs accepted that has not reached the phone yet.
    public struct Held: Sendable, Equatable {
        public var push: Push
        public var expiration: Int64? = nil
        public var receivedAt: Double
        /// Low Power Mode: when it arrives. Offline: nil (when the device is back).
        public var due: Double?
        public var rule: String
    }
    /// Low Power Mode: the pushes on their way, in the order they came.
    public var lowPowerHeld: [Held] {
        feed.delivery.pending.map { Held(push: $0.push, receivedAt: $0.sent, due: $0.at, rule: PhoneRule.lowPower) }
    }
    /// Offline: the latest push per token, in the order they came.
    public private(set) var offlineHeld: [Held] = []
    /// Low Power Mode's delay in seconds; nil: off.
    public var lowPowerDelay: Double? {
        if case .fixed(let seconds)? = feed.delivery.settings.lowPowerDelay { return seconds }
        return nil
    }
    public private(set) var offline = false

    /// What happened to one request or action, with a stable rule id
    /// (docs/validate.md's table; nil when the phone shows it).
    public struct Outcome: Sendable, Equatable {
        public var sequence: Int
        public var at: Double
        public var token: String
        public var event: String?
        /// HTTP status APNs answered (0 for an action or a held push released later).
        public var status: Int
        public var kind: Kind
        public var rule: String?
        public var reason: String

        /// What became of it; its name is the word in the log line and the JSON.
        public enum Kind: String, Sendable, Equatable {
            case applied, dropped, held, refused, action
        }
        /// The kind in words.
        public var outcome: String { kind.rawValue }
    }
    public private(set) var outcomes: [Outcome] = []
    public var outcomeLimit = 500
    private var nextOutcome = 1
    /// Control events to write to `--record` (push-to-start tokens).
    public private(set) var recordLines: [String] = []
    private let seed: String
    private var generation = 0

    /// `seed`: what tokens are derived from (the bundle id); `given`:
    /// push-to-start tokens chosen on the command line.
    public init(store: ActivityStore, scenario: PhoneScenario, environment: PhoneScenario.Environment,
                seed: String, given: [String] = [], at now: Double) {
        var delivery = DeliverySettings()
        delivery.lowPowerDelay = scenario.lowPowerDelay.map { .fixed(seconds: $0) }
        delivery.phoneBudget = scenario.budgetPerHour
        self.feed = PhoneFeed(store: store, delivery: delivery)
        self.scenario = scenario; self.environment = environment
        self.seed = seed
        self.offline = scenario.offline
        if scenario.pushToStart == .atStart {
            if given.isEmpty { registerPushToStart(mintPushToStart(), at: now) }
            for t in given { registerPushToStart(t, at: now) }
        }
    }

    // MARK: - The endpoint's side

    /// APNs' answer for a token the phone knows it no longer holds, or
    /// that belongs to the other environment; nil: 200. Recorded.
    public struct Refusal: Sendable, Equatable {
        /// Apple's reason (as `APNsReason` spells it) and the status it answers.
        public enum Kind: String, Sendable, Equatable {
            case unregistered = "Unregistered", badDeviceToken = "BadDeviceToken"
            public var status: Int { self == .unregistered ? 410 : 400 }
        }
        public var kind: Kind
        /// 410: when the token stopped being valid, ms since 1970.
        public var timestampMs: Int64?
        public var detail: String
        public var rule: String
        /// Apple's reason string.
        public var reason: String { kind.rawValue }
    }

    public mutating func answer(token: String, at now: Double) -> Refusal? {
        guard let t = tokens[token] else { return nil }
        let refusal: Refusal
        if t.environment != environment {
            refusal = Refusal(kind: .badDeviceToken, timestampMs: nil,
                              detail: "a \(t.environment.rawValue) token (the app was built for \(t.environment.rawValue)); this endpoint plays \(environment.rawValue), which does not know it",
                              rule: PhoneRule.wrongEnvironment)
        } else if let since = t.unregisteredAt {
            refusal = Refusal(kind: .unregistered, timestampMs: Int64((since * 1000).rounded()),
                              detail: "the phone no longer holds this \(t.kind.rawValue) token: \(t.why ?? "unregistered")",
                              rule: PhoneRule.unregistered)
        } else {
            return nil
        }
        note(token: token, event: nil, status: refusal.kind.status, outcome: .refused,
             rule: refusal.rule, reason: refusal.detail, at: now)
        return refusal
    }

    /// An accepted push (200) reaches the phone, or waits (Low Power Mode,
    /// offline). Returns the decision's words for the log line.
    public mutating func deliver(_ item: PayloadIntake.Item, expiration: Int64? = nil, at now: Double) -> Outcome {
        release(upTo: now)
        guard offline, case .push(let push) = item, push.channel == nil else { return receive(item, at: now) }
        if expiration == 0 {
            return noteUndelivered(push, reason: .offlineNowOrNever, status: 200, at: now)
        }
        var reason = "held: the device is offline; APNs keeps the latest push for this token until it is back"
        if let i = offlineHeld.firstIndex(where: { $0.push.activityID == push.activityID }) {
            noteUndelivered(offlineHeld.remove(at: i).push, reason: .coalesced, status: 0, at: now)
            reason += "; it replaces the one held before"
        }
        offlineHeld.append(Held(push: push, expiration: expiration, receivedAt: now, due: nil, rule: PhoneRule.offlineHeld))
        return note(token: push.activityID, event: push.event.rawValue, status: 200, outcome: .held,
                    rule: PhoneRule.offlineHeld, reason: reason, at: now)
    }

    /// Low Power Mode's held pushes that are due by `now` reach the phone, in order.
    public mutating func release(upTo now: Double) {
        for late in feed.arrivals(until: now) {
            arrived(late.push, late.decision, at: late.at, status: 0, late: .afterLowPowerDelay)
        }
    }

    /// An item through the phone feed: a push on its way (Low Power Mode)
    /// or decided; a rejection or a control event is taken at once.
    private mutating func receive(_ item: PayloadIntake.Item, at now: Double) -> Outcome {
        guard case .push(let push) = item else {
            let d = feed.store.receive(item, at: now)
            if case .rejected(let r) = item { return note(token: r.activityID ?? "", event: nil, status: 200, decision: d, at: now) }
            return note(token: "", event: nil, status: 200, decision: d, at: now)
        }
        switch feed.receive(item, at: now) {
        case .onTheWay(let at, let why):
            return note(token: push.activityID, event: push.event.rawValue, status: 200, outcome: .held,
                        rule: PhoneRule.lowPower, reason: "held: \(why.text) (due at \(formatNumber(at)))", at: now)
        case .decided(let d):
            return arrived(push, d, at: now, status: 200)
        }
    }

    /// What the phone does once a push reached it (`decision`): the tokens
    /// it issues or holds back, and the words for the log line.
    @discardableResult
    private mutating func arrived(_ push: Push, _ decision: Decision, at now: Double, status: Int,
                                  late: Decision.Note.LateDelivery? = nil) -> Outcome {
        if case .dropped(.overBudget) = decision.reason { return noteUndelivered(push, decision, status: status, at: now) }
        var d = decision
        if d.outcome == .applied, push.event == .start, feed.store.pushToStartTokens.contains(push.activityID),
           let id = d.activityID {
            if push.inputPushToken {
                if scenario.updateToken == .immediate || (scenario.updateToken == .late && allowed) {
                    addToken(id, .update)
                } else {
                    feed.store.setUpdateToken(nil, for: id)
                    withheld.append(id)
                    d.notes.append(scenario.updateToken == .late ? .updateTokenWithheldUntilAllowed : .updateTokenNeverIssued)
                }
            }
        }
        if let late { d.notes.append(.deliveredLate(late)) }
        return note(token: push.channel.map { "channel:" + $0 } ?? push.activityID, event: push.event.rawValue,
                    status: status, decision: d, at: now)
    }

    // MARK: - Actions

    /// What an action did: a JSON body for the control request and one
    /// line for the log; `status` 200, or 404/409 when it cannot apply.
    public struct ActionResult: Sendable, Equatable {
        public var status: Int
        public var json: JSONObject
        public var line: String
    }

    public mutating func perform(_ action: PhoneAction, at now: Double) -> ActionResult {
        release(upTo: now)
        func ok(_ line: String, _ extra: KeyValuePairs<String, JSONValue> = [:]) -> ActionResult {
            var o = JSONObject(["ok": true, "message": .string(line)])
            for (k, v) in extra { o[k] = v }
            note(token: "", event: nil, status: 0, outcome: .action, rule: nil, reason: line, at: now)
            return ActionResult(status: 200, json: o, line: line)
        }
        func refuse(_ status: Int, _ line: String) -> ActionResult {
            ActionResult(status: status, json: JSONObject(["error": .string(line)]), line: line)
        }
        switch action {
        case .launch:
            launched = true
            if let t = currentPushToStart { return ok("the app started; its push-to-start token is \(t)", ["push-to-start-token": .string(t)]) }
            let t = mintPushToStart()
            registerPushToStart(t, at: now)
            return ok("the app started for the first time; push-to-start token \(t) issued", ["push-to-start-token": .string(t)])
        case .rotatePushToStart:
            guard let old = currentPushToStart else {
                return refuse(409, "no push-to-start token to rotate (the app has not started: POST /lasim/phone/launch)")
            }
            unregister(old, at: now, why: "rotated at \(formatNumber(now)); the phone sent a new one")
            feed.store.forgetPushToStartToken(old)
            currentPushToStart = nil
            let t = mintPushToStart()
            registerPushToStart(t, at: now)
            return ok("push-to-start token rotated: \(old) is unregistered (410), \(t) replaces it",
                      ["push-to-start-token": .string(t), "unregistered": .string(old)])
        case .allow:
            allowed = true
            guard scenario.updateToken == .late else {
                return ok("Live Activities allowed on the lock screen" + (scenario.updateToken == .never ? "; update tokens never arrive in this scenario (update-token: never)" : ""),
                          ["update-tokens": .array([])])
            }
            var issued: [JSONValue] = []
            for id in withheld where feed.store.activity(id) != nil {
                feed.store.setUpdateToken(id, for: id)
                addToken(id, .update)
                issued.append(.string(id))
            }
            withheld.removeAll()
            return ok("Live Activities allowed on the lock screen; \(issued.count) late update token\(issued.count == 1 ? "" : "s") issued",
                      ["update-tokens": .array(issued)])
        case .swipe(let id):
            guard let d = feed.store.swipe(id, at: now) else {
                return refuse(404, "swipe: no activity \(Sanitizer.visible(String(id.prefix(20)))) on the lock screen (GET /lasim/phone lists them)")
            }
            recordLines.append(ControlEvent(source: "phone", kind: .swipe(activity: id)).line)
            return ok("activity \(id) swiped away; pushes to it still answer 200 and show nothing", ["reason": .string(d.reasonText)])
        case .dismiss(let id):
            guard let a = feed.store.activity(id), feed.store.dismiss(id, at: now, why: "removed by the system; its update token is no longer valid") != nil else {
                return refuse(404, "dismiss: no activity \(Sanitizer.visible(String(id.prefix(20)))) that is not dismissed already (GET /lasim/phone lists them)")
            }
            let token = a.updateToken ?? a.id
            recordLines.append(ControlEvent(source: "phone", kind: .dismiss(activity: id)).line)
            unregister(token, at: now, why: "its activity was dismissed at \(formatNumber(now))", kind: .update)
            return ok("activity \(id) dismissed; its token \(token) answers 410 Unregistered from now on", ["unregistered": .string(token)])
        case .uninstall:
            var gone: [JSONValue] = []
            for t in tokenOrder where tokens[t]?.unregisteredAt == nil {
                unregister(t, at: now, why: "the app was removed at \(formatNumber(now))")
                gone.append(.string(t))
            }
            for a in feed.store.activities where tokens[a.id] == nil && a.startedByToken == nil {
                // Tokens of activities the app started itself, which the phone never listed.
                unregister(a.id, at: now, why: "the app was removed at \(formatNumber(now))", kind: .update)
                gone.append(.string(a.id))
            }
            for a in feed.store.activities where feed.store.dismiss(a.id, at: now, why: "the app was removed") != nil {
                recordLines.append(ControlEvent(source: "phone", kind: .dismiss(activity: a.id)).line)
            }
            for t in feed.store.pushToStartTokens { feed.store.forgetPushToStartToken(t) }
            for push in feed.delivery.takeAll().map(\.push) + offlineHeld.map(\.push) {
                noteUndelivered(push, reason: .appRemoved, status: 0, at: now)
            }
            offlineHeld.removeAll(); withheld.removeAll()
            currentPushToStart = nil
            launched = false
            return ok("the app was removed: \(gone.count) token\(gone.count == 1 ? "" : "s") answer 410 Unregistered; POST /lasim/phone/launch installs and starts it again",
                      ["unregistered": .array(gone)])
        case .lowPower(let on, let delay):
            if on {
                let seconds = delay ?? lowPowerDelay ?? PhoneScenario.defaultLowPowerDelay
                feed.delivery.settings.lowPowerDelay = .fixed(seconds: seconds)
                return ok("Low Power Mode on: pushes wait \(formatNumber(seconds)) s")
            }
            feed.delivery.settings.lowPowerDelay = nil
            let held = feed.arrivalsNow(at: now)
            for h in held { arrived(h.push, h.decision, at: now, status: 0, late: .lowPowerTurnedOff) }
            return ok("Low Power Mode off: \(held.count) held push\(held.count == 1 ? "" : "es") delivered")
        case .offline:
            offline = true
            return ok("the device is offline: APNs answers 200 and keeps the latest push per token")
        case .online:
            offline = false
            let held = offlineHeld
            offlineHeld.removeAll()
            var delivered = 0
            for h in held {
                if let e = h.expiration, e != 0, Double(e) < now {
                    noteUndelivered(h.push, reason: .expiredOffline(expiration: e), status: 0, at: now)
                } else if case .decided(let d) = feed.receive(.push(h.push), at: now) {
                    // Low Power Mode holds it on its way; otherwise it arrives now.
                    arrived(h.push, d, at: now, status: 0, late: .backOnline)
                    delivered += 1
                }
            }
            return ok("the device is back online: \(held.count) stored push\(held.count == 1 ? "" : "es") (the latest per token), \(delivered) delivered")
        case .budget(let n):
            scenario.budgetPerHour = n
            feed.delivery.settings.phoneBudget = n
            return ok(n.map { "update budget: \($0) priority-10 pushes an hour per activity" } ?? "no update budget")
        case .advance:
            // The caller moved the clock; release(upTo:) above did the rest.
            return ok("the phone's clock is now \(formatNumber(now))", ["now": .number(now)])
        }
    }

    // MARK: - Tokens

    private func mintPushToStart() -> String {
        let base = appEnvironment == .development ? seed : seed + ":" + appEnvironment.rawValue
        return ActivityStore.issueToken(from: base, number: generation)
    }

    private mutating func registerPushToStart(_ t: String, at now: Double) {
        generation += 1
        currentPushToStart = currentPushToStart ?? t
        addToken(t, .pushToStart)
        let e = ControlEvent(source: "phone", kind: .pushToStartToken(t))
        recordLines.append(e.line)
        feed.store.apply(e, at: now)
    }

    /// Hands over the `--record` lines gathered since the last call.
    public mutating func takeRecordLines() -> [String] {
        defer { recordLines.removeAll() }
        return recordLines
    }

    private mutating func addToken(_ t: String, _ kind: Token.Kind) {
        if tokens[t] == nil { tokenOrder.append(t) }
        tokens[t] = Token(kind: kind, environment: appEnvironment)
    }

    private mutating func unregister(_ t: String, at now: Double, why: String, kind: Token.Kind? = nil) {
        if tokens[t] == nil {
            tokenOrder.append(t)
            tokens[t] = Token(kind: kind ?? .update, environment: appEnvironment)
        }
        tokens[t]?.unregisteredAt = now
        tokens[t]?.why = why
    }

    // MARK: - Outcomes

    @discardableResult
    private mutating func note(token: String, event: String?, status: Int, decision d: Decision, at now: Double) -> Outcome {
        var reason = d.reasonText
        if !d.warnings.isEmpty { reason += " (" + d.warnings.joined(separator: "; ") + ")" }
        return note(token: d.activityID ?? token, event: d.event ?? event, status: status, outcome: d.outcome == .applied ? .applied : .dropped,
                    rule: d.rule, reason: reason, at: now)
    }

    /// A push that never reached the phone: its drop, without the payload's warnings.
    @discardableResult
    private mutating func noteUndelivered(_ push: Push, reason: DropReason, status: Int, at now: Double) -> Outcome {
        noteUndelivered(push, feed.store.dropUndelivered(push, reason: reason, at: now), status: status, at: now)
    }

    @discardableResult
    private mutating func noteUndelivered(_ push: Push, _ d: Decision, status: Int, at now: Double) -> Outcome {
        note(token: push.activityID, event: push.event.rawValue, status: status, outcome: .dropped,
             rule: d.rule, reason: d.reasonText, at: now)
    }

    @discardableResult
    private mutating func note(token: String, event: String?, status: Int, outcome: Outcome.Kind, rule: String?,
                               reason: String, at now: Double) -> Outcome {
        let o = Outcome(sequence: nextOutcome, at: now, token: token, event: event, status: status,
                        kind: outcome, rule: rule, reason: reason)
        nextOutcome += 1
        outcomes.append(o)
        if outcomes.count > outcomeLimit + outcomeLimit / 4 { outcomes.removeFirst(outcomes.count - outcomeLimit) }
        return o
    }

    // MARK: - What `GET /lasim/phone` shows

    public func json(at now: Double, channels: [String]) -> JSONValue {
        let activities = feed.store.activities.map { a -> JSONValue in
            let state = a.state(at: now)
            var o = JSONObject([JSONObject.Entry(key: "id", value: .string(a.id)),
                                JSONObject.Entry(key: "state", value: .string(state.rawValue)),
                                JSONObject.Entry(key: "shown", value: .bool(state.showsOnLockScreen)),
                                JSONObject.Entry(key: "why", value: .string(Lifecycle.explanation(a, at: now))),
                                JSONObject.Entry(key: "content-state", value: .object(a.content))])
            if let t = a.updateToken { o["update-token"] = .string(t) }
            if withheld.contains(a.id) { o["update-token-withheld"] = .string(scenario.updateToken.rawValue) }
            if let c = a.channel { o["channel"] = .string(c) }
            if let p = a.startedByToken { o["push-to-start-token"] = .string(p) }
            if let last = outcomes.last(where: { $0.token == a.id && $0.kind != .action && $0.kind != .refused }) {
                o["last"] = .object(outcomeJSON(last))
            }
            return .object(o)
        }
        let tokenList = tokenOrder.map { t -> JSONValue in
            let info = tokens[t]!
            var o = JSONObject(["token": .string(t), "kind": .string(info.kind.rawValue),
                                "environment": .string(info.environment.rawValue),
                                "valid": .bool(info.unregisteredAt == nil && info.environment == environment)])
            if let u = info.unregisteredAt { o["unregistered-at-ms"] = .number((u * 1000).rounded()) }
            if let w = info.why { o["why"] = .string(w) }
            return .object(o)
        }
        let pending = (lowPowerHeld + offlineHeld).map { h -> JSONValue in
            var o = JSONObject(["token": .string(h.push.activityID), "event": .string(h.push.event.rawValue),
                                "rule": .string(h.rule), "received-at": .number(h.receivedAt)])
            if let d = h.due { o["due"] = .number(d) }
            return .object(o)
        }
        var conditions = JSONObject(["environment": .string(environment.rawValue),
                                     "app-environment": .string(appEnvironment.rawValue),
                                     "push-to-start": .string(scenario.pushToStart.rawValue),
                                     "update-token": .string(scenario.updateToken.rawValue),
                                     "launched": .bool(launched || scenario.pushToStart == .atStart),
                                     "allowed": .bool(allowed),
                                     "offline": .bool(offline)])
        conditions["budget-per-hour"] = scenario.budgetPerHour.map { .number(Double($0)) } ?? .null
        conditions["low-power-delay"] = lowPowerDelay.map { .number($0) } ?? .null
        return .object(JSONObject([
            JSONObject.Entry(key: "now", value: .number(now)),
            JSONObject.Entry(key: "conditions", value: .object(conditions)),
            JSONObject.Entry(key: "push-to-start-tokens", value: .array(feed.store.pushToStartTokens.sorted().map { .string($0) })),
            JSONObject.Entry(key: "tokens", value: .array(tokenList)),
            JSONObject.Entry(key: "activities", value: .array(activities)),
            JSONObject.Entry(key: "pending", value: .array(pending)),
            JSONObject.Entry(key: "channels", value: .array(channels.map { .string($0) })),
            JSONObject.Entry(key: "outcomes", value: .array(outcomes.suffix(100).map { .object(outcomeJSON($0)) })),
        ]))
    }

    private func outcomeJSON(_ o: Outcome) -> JSONObject {
        var j = JSONObject(["sequence": .number(Double(o.sequence)), "at": .number(o.at), "token": .string(o.token)])
        j["event"] = o.event.map { .string($0) } ?? .null
        j["status"] = .number(Double(o.status))
        j["outcome"] = .string(o.outcome)
        j["rule"] = o.rule.map { .string($0) } ?? .null
        j["reason"] = .string(o.reason)
        return j
    }
}

/// The stable ids of the phone's outcomes: the same ids as `lasim
/// validate`'s rules (docs/validate.md), so a test filters on one set. A
/// drop's id is its reason's (`DropReason.rule`).
public enum PhoneRule {
    public static let swipedAway = "swiped-away"
    public static let activityEnded = "activity-ended"
    public static let throttled = "throttled"
    public static let lowPower = "low-power-delayed"
    public static let offlineHeld = "offline-held"
    public static let offlineCoalesced = "offline-coalesced"
    public static let offlineExpired = "offline-expired"
    public static let updateTokenWithheld = "update-token-withheld"
    public static let unregistered = "token-unregistered"
    public static let wrongEnvironment = "token-wrong-environment"
    public static let olderTimestamp = "older-timestamp"
    /// Reused from `lasim validate`.
    public static let decodeFailure = "decode-failure"
    public static let dropped = "dropped"

    public static let all = [swipedAway, activityEnded, throttled, lowPower, offlineHeld, offlineCoalesced, offlineExpired,
                             updateTokenWithheld, unregistered, wrongEnvironment, olderTimestamp, decodeFailure, dropped]
}

