import LasimText

/// Every activity the simulated phone holds, and the decision taken on
/// every payload. Pure: the caller passes the clock reading with each call.
public struct ActivityStore: Sendable {
    public private(set) var activities: [Activity] = []
    public private(set) var decisions: [Decision] = []
    /// Decisions kept; older ones are forgotten (counts stay exact).
    public var decisionLimit = 10_000
    public private(set) var appliedCount = 0
    public private(set) var droppedCount = 0
    /// Dropped payloads per activity id, by category (exact, never trimmed).
    public private(set) var drops: [String: [DropCategory: Int]] = [:]
    public var decoder: StateDecoder
    /// Replaced when a template file is edited and reloaded (live reload).
    public var catalog: any SchemaCatalog
    /// Push-to-start tokens the phone registered: a start sent to one makes
    /// a new activity; an update sent to one is ignored.
    public private(set) var pushToStartTokens: Set<String> = []
    /// Broadcast channels the stream told the phone about (created, deleted).
    public private(set) var channels: [String: ChannelRecord] = [:]
    /// Channel id -> indices in `activities` of its subscribers, so a
    /// broadcast costs O(subscribers), not O(activities). Activities are
    /// only ever appended or replaced in place, so indices stay valid.
    private var subscriberIndex: [String: [Int]] = [:]
    /// Content states decoded once per template during one broadcast.
    private var broadcastDecodes: [String: Result<StateDecoder.Result, DropReason>]?
    private var nextSequence = 1
    private var nextStartOrder = 0
    /// Position of each activity in `activities`, so a payload finds its
    /// activity in constant time however many there are (activities are
    /// only appended or replaced in place, never removed or moved).
    private var indexByID: [String: Int] = [:]

    public init(catalog: any SchemaCatalog, mode: StateDecoder.Mode = .strict) {
        self.catalog = catalog
        self.decoder = StateDecoder(mode: mode)
    }

    public func activity(_ id: String) -> Activity? { indexByID[id].map { activities[$0] } }

    /// Where activity `id` is in `activities`. `store.activities[i]` passed
    /// to a `borrowing` parameter is lent, not copied: a copy is a dozen
    /// reference counts, for every payload drawn. A closure given
    /// the element copied it all the same.
    public func index(of id: String) -> Int? { indexByID[id] }

    /// Activities the lock screen shows at `now`, most relevant first
    /// (equal scores: first started first).
    public func lockScreenOrder(at now: Double) -> [Activity] {
        activities.filter { $0.state(at: now).showsOnLockScreen }.sorted(by: Self.relevanceOrder)
    }

    /// Activities in the Dynamic Island at `now` (ended ones leave it at once).
    public func islandOrder(at now: Double) -> [Activity] {
        activities.filter { $0.state(at: now).showsInIsland }.sorted(by: Self.relevanceOrder)
    }

    static func relevanceOrder(_ a: Activity, _ b: Activity) -> Bool {
        a.relevance != b.relevance ? a.relevance > b.relevance : a.startOrder < b.startOrder
    }

    // MARK: - Applying

    @discardableResult
    public mutating func reject(_ r: Rejection, at now: Double) -> Decision {
        record(source: r.source, activityID: r.activityID, event: nil, priority: nil, at: now,
               outcome: .dropped, reason: .dropped(.rejected(r.problem)), warnings: [])
    }

    /// A push that never reached the phone (delivery lost, or throttled past
    /// the bound): recorded as dropped with the delivery model's reason.
    @discardableResult
    public mutating func dropUndelivered(_ push: Push, reason: DropReason, at now: Double) -> Decision {
        record(push, at: now, outcome: .dropped, reason: .dropped(reason))
    }

    /// Time active, stale and ended, longest gap and drops of one activity.
    public func metrics(_ id: String, at now: Double) -> ActivityMetrics? {
        activity(id).map { ActivityMetrics($0, drops: drops[$0.id] ?? [:], at: now) }
    }

    @discardableResult
    public mutating func apply(_ push: Push, at now: Double) -> Decision {
        if let channel = push.channel { return broadcast(push, on: channel, at: now) }
        if pushToStartTokens.contains(push.activityID) { return startFromToken(push, at: now) }
        let index = indexByID[push.activityID]
        if let index, activities[index].startedByToken != nil, activities[index].updateToken == nil {
            return record(push, at: now, outcome: .dropped, reason: .dropped(.noUpdateToken(channel: activities[index].channel)))
        }
        let verdict = applyCore(push, index: index, at: now)
        var notes: [Decision.Note] = []
        if verdict.outcome == .applied, push.event == .start, let channel = push.inputPushChannel,
           let i = index ?? activities.indices.last {
            notes.append(subscribe(i, to: channel, at: now))
        }
        return record(push, at: now, outcome: verdict.outcome, reason: verdict.reason, notes: notes, extra: verdict.warnings)
    }

    /// What one push did to one activity (before it is recorded).
    struct Verdict {
        var outcome: Decision.Outcome
        var reason: Decision.Reason
        var warnings: [String] = []
        static func dropped(_ reason: DropReason) -> Verdict { Verdict(outcome: .dropped, reason: .dropped(reason)) }
    }

    /// Applies `push` to the activity at `index` (nil: none with its id yet).
    private mutating func applyCore(_ push: Push, index: Int?, at now: Double) -> Verdict {
        func drop(_ reason: DropReason) -> Verdict { .dropped(reason) }
        switch push.event {
        case .start:
            if let index, activities[index].state(at: now).acceptsUpdates {
                return drop(.alreadyRunning(activity: push.activityID))
            }
            if let refused = Lifecycle.refusesStart(staleDate: push.staleDate, at: now) { return drop(refused) }
            let resolved = catalog.resolve(attributesType: push.attributesType, contentState: push.contentState)
            var warnings: [String] = []
            let content: JSONObject
            switch Self.decodeApp(push.contentState ?? JSONObject(), resolved.schema, .contentState, template: resolved.template,
                                  decoder: decoder, catalog: catalog) {
            case .failure(let f): return drop(f)
            case .success(let r): content = r.state; warnings += r.repairs
            }
            var attributes = push.attributes ?? JSONObject()
            if let schema = resolved.attributes {
                switch Self.decodeApp(attributes, schema, .attributes, template: resolved.template, decoder: decoder, catalog: catalog) {
                case .failure(let f): return drop(f)
                case .success(let r): attributes = r.state; warnings += r.repairs
                }
            }
            var a = Activity(id: push.activityID, startOrder: nextStartOrder, attributesType: push.attributesType,
                             attributes: attributes, content: content, template: resolved.template,
                             startedAt: now, startedImplicitly: false)
            nextStartOrder += 1
            Self.adopt(push, into: &a, at: now)
            if let index {
                // A new start in an ended activity's slot leaves its channel.
                if let old = activities[index].channel { subscriberIndex[old]?.removeAll { $0 == index } }
                activities[index] = a
            } else {
                append(a)
            }
            return Verdict(outcome: .applied, reason: .started(template: resolved.template), warnings: warnings)

        case .update:
            guard let index else {
                // The usual flow: the app started the activity itself, the
                // backend updates it. Create it as if started in the app.
                let resolved = catalog.resolve(attributesType: nil, contentState: push.contentState)
                let content: JSONObject
                var warnings: [String] = []
                switch Self.decodeApp(push.contentState ?? JSONObject(), resolved.schema, .contentState, template: resolved.template,
                                      decoder: decoder, catalog: catalog) {
                case .failure(let f): return drop(f)
                case .success(let r): content = r.state; warnings = r.repairs
                }
                var a = Activity(id: push.activityID, startOrder: nextStartOrder, attributesType: nil,
                                 attributes: JSONObject(), content: content, template: resolved.template,
                                 startedAt: now, startedImplicitly: true)
                nextStartOrder += 1
                Self.adopt(push, into: &a, at: now)
                append(a)
                return Verdict(outcome: .applied, reason: .startedImplicitly(template: resolved.template), warnings: warnings)
            }
            let state = activities[index].state(at: now)
            guard state.acceptsUpdates else {
                return drop(.activityOver(state, Lifecycle.why(activities[index], at: now), update: true))
            }
            if let stale = stalenessOf(push, shown: activities[index].lastTimestamp) { return drop(stale) }
            var warnings: [String] = []
            var unchanged = false
            switch decodeUpdate(push.contentState ?? JSONObject(), template: activities[index].template) {
            case .failure(let f): return drop(f)
            case .success(let r):
                unchanged = Lifecycle.changesNothing(shown: activities[index].content, update: r.state)
                activities[index].content = r.state; warnings = r.repairs
            }
            Self.adopt(push, into: &activities[index], at: now, alerting: !unchanged)
            activities[index].updates += 1
            return Verdict(outcome: .applied,
                           reason: .updated(fromStale: state == .stale, sameContent: unchanged, alertHidden: unchanged && push.alert != nil),
                           warnings: warnings)

        case .end:
            guard let index else { return drop(.noActivityToEnd(push.activityID)) }
            let state = activities[index].state(at: now)
            guard state.acceptsUpdates else {
                return drop(.activityOver(state, Lifecycle.why(activities[index], at: now), update: false))
            }
            if let stale = stalenessOf(push, shown: activities[index].lastTimestamp) { return drop(stale) }
            var warnings: [String] = []
            if let cs = push.contentState {
                switch decodeUpdate(cs, template: activities[index].template) {
                case .failure(let f): return drop(f)
                case .success(let r): activities[index].content = r.state; warnings = r.repairs
                }
            }
            Self.adopt(push, into: &activities[index], at: now)
            activities[index].endedAt = now
            activities[index].dismissalDate = push.dismissalDate
            // An end event never alerts, even if it carries an alert.
            if push.alert != nil {
                activities[index].lastAlert = nil
                activities[index].lastAlertAt = nil
                warnings.append("an end event never alerts; its alert is ignored")
            }
            let removal: Decision.Reason.Removal = push.dismissalDate.map { $0 <= now ? .atOnce : .atDismissalDate } ?? .withinFourHours
            return Verdict(outcome: .applied, reason: .ended(removal), warnings: warnings)
        }
    }

    // MARK: - Channels and tokens (iOS 17.2 push-to-start, iOS 18 broadcast)

    /// A channel as the phone's side of the simulation knows it.
    public struct ChannelRecord: Sendable, Equatable {
        /// 0: no message stored; 1: the most recent message is stored and
        /// reaches activities that subscribe later.
        public var storagePolicy: Int
        public var deleted = false
        /// Policy 1: the last broadcast on it.
        public var stored: Push?
    }

    /// Activities subscribed to `channel`, in the order they subscribed.
    public func subscribers(of channel: String) -> [Activity] {
        (subscriberIndex[channel] ?? []).map { activities[$0] }
    }

    @discardableResult
    public mutating func apply(_ event: ControlEvent, at now: Double) -> Decision {
        switch event.kind {
        case .pushToStartToken(let token):
            pushToStartTokens.insert(token)
            return record(source: event.source, activityID: token, event: "push-to-start-token", priority: nil, at: now,
                          outcome: .applied, reason: .pushToStartTokenRegistered, warnings: [])
        case .channelCreated(let id, let policy):
            channels[id] = ChannelRecord(storagePolicy: policy)
            return record(source: event.source, activityID: PushDecoder.channelPrefix + id, event: "channel-created",
                          priority: nil, at: now, outcome: .applied, reason: .channelCreated(storagePolicy: policy), warnings: [])
        case .swipe(let id):
            return swipe(id, at: now) ?? record(source: event.source, activityID: id, event: "swipe", priority: nil, at: now,
                                                outcome: .dropped, reason: .dropped(.noActivityToSwipe(id)), warnings: [])
        case .dismiss(let id):
            return dismiss(id, at: now, why: "removed by the system") ?? record(source: event.source, activityID: id, event: "dismiss", priority: nil,
                                                                                at: now, outcome: .dropped, reason: .dropped(.noActivityToDismiss(id)), warnings: [])
        case .channelDeleted(let id):
            channels[id, default: ChannelRecord(storagePolicy: 0)].deleted = true
            channels[id]?.stored = nil
            let n = subscriberIndex[id]?.count ?? 0
            return record(source: event.source, activityID: PushDecoder.channelPrefix + id, event: "channel-deleted",
                          priority: nil, at: now, outcome: .applied,
                          reason: .channelDeleted(subscribers: n), warnings: [])
        }
    }

    /// The app's deterministic stand-in for the token the phone issues:
    /// 32 bytes of hex from the push-to-start token and a counter, so a
    /// replay issues the same tokens.
    public static func issueToken(from seed: String, number: Int) -> String {
        var out = ""
        for round in 0..<4 {
            var h = FNV1a(offset: FNV1a.offsetBasis &+ UInt64(round))
            h.add("\(seed)#\(number)#\(round)".utf8)
            let hex = String(h.value, radix: 16)
            out += String(repeating: "0", count: 16 - hex.count) + hex
        }
        return out
    }

    /// A push sent to a push-to-start token: a start makes a new activity
    /// (with an update token when asked, subscribed when it names a channel);
    /// anything else is ignored, as the phone ignores it.
    private mutating func startFromToken(_ push: Push, at now: Double) -> Decision {
        guard push.event == .start else {
            return record(push, at: now, outcome: .dropped,
                          reason: .dropped(.pushToStartTokenOnly(token: push.activityID, event: push.event)))
        }
        let id = Self.issueToken(from: push.activityID, number: nextStartOrder)
        var started = push
        started.activityID = id
        let verdict = applyCore(started, index: nil, at: now)
        guard verdict.outcome == .applied, let i = activities.indices.last, activities[i].id == id else {
            return record(push, at: now, outcome: verdict.outcome, reason: verdict.reason, extra: verdict.warnings)
        }
        activities[i].startedByToken = push.activityID
        var notes: [Decision.Note] = []
        if push.inputPushToken {
            activities[i].updateToken = id
            notes.append(.updateTokenIssued(id))
        } else {
            notes.append(.noUpdateTokenAsked(activity: id))
        }
        if let channel = push.inputPushChannel { notes.append(subscribe(i, to: channel, at: now)) }
        return record(started, at: now, outcome: .applied, reason: verdict.reason, notes: notes, extra: verdict.warnings)
    }

    /// Subscribes activity `i` to `channel`; with storage policy 1 the
    /// channel's stored message reaches it at once. Returns the note to
    /// add to the start's decision.
    private mutating func subscribe(_ i: Int, to channel: String, at now: Double) -> Decision.Note {
        activities[i].channel = channel
        subscriberIndex[channel, default: []].append(i)
        if channels[channel]?.deleted == true {
            return .subscribed(channel: channel, .channelDeleted)
        } else if var stored = channels[channel]?.stored {
            stored.activityID = activities[i].id
            stored.channel = nil
            let v = applyCore(stored, index: i, at: now)
            return .subscribed(channel: channel, v.outcome == .applied ? .storedApplied(v.reason) : .storedDropped(v.reason))
        }
        return .subscribed(channel: channel, .listening)
    }

    /// One broadcast: every activity subscribed to the channel at this
    /// moment applies or drops it as a phone would. One decision says how
    /// many of each; the content state is decoded once per template.
    private mutating func broadcast(_ push: Push, on channel: String, at now: Double) -> Decision {
        if channels[channel]?.deleted == true {
            return record(push, at: now, outcome: .dropped, reason: .dropped(.channelDeleted(channel)))
        }
        let members = subscriberIndex[channel] ?? []
        var applied = 0, dropped = 0
        var firstDrop: DropReason?
        broadcastDecodes = [:]
        for i in members {
            var one = push
            one.activityID = activities[i].id
            one.channel = nil
            let v = applyCore(one, index: i, at: now)
            if v.outcome == .applied { applied += 1 } else {
                dropped += 1
                if firstDrop == nil, case .dropped(let r) = v.reason { firstDrop = r }
                drops[activities[i].id, default: [:]][v.reason.dropCategory, default: 0] += 1
            }
        }
        broadcastDecodes = nil
        if channels[channel]?.storagePolicy == 1 { channels[channel]?.stored = push }
        let reason = Decision.Reason.Broadcast(channel: channel, subscribers: members.count, applied: applied, dropped: dropped,
                                               firstDrop: firstDrop, stored: channels[channel]?.storagePolicy == 1)
        return record(push, at: now, outcome: dropped > 0 && applied == 0 ? .dropped : .applied, reason: .broadcast(reason))
    }

    /// An update's content state against a template's schema; during a
    /// broadcast each template's result is computed once.
    private mutating func decodeUpdate(_ state: JSONObject, template: String) -> Result<StateDecoder.Result, DropReason> {
        if let cached = broadcastDecodes?[template] { return cached }
        let r = Self.decodeApp(state, catalog.schema(forTemplate: template), .contentState, template: template, decoder: decoder, catalog: catalog)
        if broadcastDecodes != nil { broadcastDecodes?[template] = r }
        return r
    }

    /// The person swipes the activity away.
    @discardableResult
    public mutating func swipe(_ id: String, at now: Double) -> Decision? {
        guard let i = indexByID[id],
              activities[i].state(at: now) != .dismissed else { return nil }
        activities[i].swipedAt = now
        return record(source: "user", activityID: id, event: "swipe", priority: nil, at: now,
                      outcome: .applied, reason: .swipedAway, warnings: [])
    }

    // MARK: - What the phone does on its own (lasim serve's phone conditions)

    /// The phone stops honouring a push-to-start token (rotated, app removed).
    public mutating func forgetPushToStartToken(_ token: String) {
        pushToStartTokens.remove(token)
    }

    /// Sets or withdraws the update token of activity `id` (a token that
    /// arrives late is nil until the person allows Live Activities).
    public mutating func setUpdateToken(_ token: String?, for id: String) {
        guard let i = indexByID[id] else { return }
        activities[i].updateToken = token
    }

    /// The system removes activity `id` (its app removed, or it was ended
    /// and dismissed on the phone): ended and dismissed at `now`.
    @discardableResult
    public mutating func dismiss(_ id: String, at now: Double, why: String) -> Decision? {
        guard let i = indexByID[id], activities[i].state(at: now) != .dismissed else { return nil }
        if activities[i].endedAt == nil || activities[i].endedAt! > now { activities[i].endedAt = now }
        activities[i].dismissalDate = now
        return record(source: "phone", activityID: id, event: "dismiss", priority: nil, at: now,
                      outcome: .applied, reason: .dismissed(why: why), warnings: [])
    }

    // MARK: - Helpers

    private mutating func append(_ a: Activity) {
        indexByID[a.id] = activities.count
        activities.append(a)
    }

    /// `shown`: the activity's last timestamp (not the activity: passing
    /// one out of the array copied it, a dozen references, every payload).
    private func stalenessOf(_ push: Push, shown: Double?) -> DropReason? {
        guard let t = push.timestamp, let shown, t < shown else { return nil }
        return .olderTimestamp(t, shown: shown)
    }

    /// `alerting`: false for an update that changes nothing on screen (see
    /// `Lifecycle.changesNothing`): its alert is not shown.
    private static func adopt(_ push: Push, into a: inout Activity, at now: Double, alerting: Bool = true) {
        if a.appliedPayloads > 0 {
            // Close the span since the last applied payload.
            let span = ActivityMetrics.split(from: a.lastUpdateAt, to: now, staleDate: a.staleDate)
            a.closedActive += span.active
            a.closedStale += span.stale
            a.longestClosedGap = max(a.longestClosedGap, now - a.lastUpdateAt)
        }
        a.appliedPayloads += 1
        a.lastUpdateAt = now
        if let t = push.timestamp { a.lastTimestamp = max(a.lastTimestamp ?? t, t) }
        if push.event != .end { a.staleDate = push.staleDate }
        if let r = push.relevanceScore { a.relevance = r }
        if let alert = push.alert, push.event != .end, alerting {
            a.lastAlert = alert
            a.lastAlertAt = now
        }
    }

    /// A content state or the attributes as the phone decodes them: by their
    /// schema, then, for a type decoded by an `init(from:)` of the app's
    /// (its own or a nested type's), by the app's own decoder where the
    /// catalog can run it (what that throws, the phone drops).
    private static func decodeApp(_ value: JSONObject, _ schema: ContentSchema?, _ part: DropReason.DecodedPart, template: String,
                                  decoder: StateDecoder, catalog: any SchemaCatalog) -> Result<StateDecoder.Result, DropReason> {
        let r = decodeState(value, schema, decoder: decoder, what: part)
        guard case .success(let decoded) = r, let schema, schema.hasCustomDecoder,
              let failure = catalog.appDecoderFailure(template: template, part, decoded.state) else { return r }
        return .failure(.undecodable(part, schema: schema.name, failure: failure))
    }

    /// Static, taking only the decoder: called from the store's mutating
    /// methods, a method of the store's own made a copy of the whole store
    /// at every payload (callgrind).
    private static func decodeState(_ state: JSONObject, _ schema: ContentSchema?, decoder: StateDecoder,
                                    what: DropReason.DecodedPart = .contentState) -> Result<StateDecoder.Result, DropReason> {
        guard let schema else { return .success(StateDecoder.Result(state: state, repairs: [])) }
        do throws(StateDecoder.Failure) {
            return .success(try decoder.decode(state, as: schema))
        } catch {
            return .failure(.undecodable(what, schema: schema.name, failure: error))
        }
    }

    private mutating func record(_ push: Push, at now: Double, outcome: Decision.Outcome, reason: Decision.Reason,
                                 notes: [Decision.Note] = [], extra: [String] = []) -> Decision {
        let alerted = outcome == .applied && push.alert != nil && push.event != .end
            && activity(push.activityID)?.lastAlertAt == now
        return record(source: push.source, activityID: push.activityID, event: push.event.rawValue, priority: push.priority,
                      at: now, outcome: outcome, reason: reason, notes: notes, warnings: push.warnings + extra, alerted: alerted)
    }

    private mutating func record(source: String, activityID: String?, event: String?, priority: Int?, at now: Double,
                                 outcome: Decision.Outcome, reason: Decision.Reason, notes: [Decision.Note] = [],
                                 warnings: [String], alerted: Bool = false) -> Decision {
        var d = Decision(sequence: nextSequence, source: source, activityID: activityID, event: event,
                         priority: priority, at: now, outcome: outcome, reason: reason, notes: notes, warnings: warnings)
        d.alerted = alerted
        nextSequence += 1
        if outcome == .applied { appliedCount += 1 } else {
            droppedCount += 1
            if let activityID { drops[activityID, default: [:]][reason.dropCategory, default: 0] += 1 }
        }
        decisions.append(d)
        if decisions.count > decisionLimit + decisionLimit / 4 {
            decisions.removeFirst(decisions.count - decisionLimit)
        }
        return d
    }
}

