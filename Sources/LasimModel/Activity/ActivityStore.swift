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
               outcome: .dropped, reason: r.reason, warnings: [])
    }

    /// A push that never reached the phone (delivery lost, or throttled past
    /// the bound): recorded as dropped with the delivery model's reason.
    @discardableResult
    public mutating func dropUndelivered(_ push: Push, reason: String, at now: Double) -> Decision {
        record(push, at: now, outcome: .dropped, reason: reason)
    }

    /// Time active, stale and ended, longest gap and drops of one activity.
    public func metrics(_ id: String, at now: Double) -> ActivityMetrics? {
        activity(id).map { ActivityMetrics($0, drops: drops[$0.id] ?? [:], at: now) }
    }

    @discardableResult
    public mutating func apply(_ push: Push, at now: Double) -> Decision {
        func drop(_ reason: String) -> Decision {
            record(push, at: now, outcome: .dropped, reason: reason)
        }
        let index = indexByID[push.activityID]
        switch push.event {
        case .start:
            if let index, activities[index].state(at: now).acceptsUpdates {
                return drop("activity \(push.activityID) is already running; a second start is ignored")
            }
            if let refused = Lifecycle.refusesStart(staleDate: push.staleDate, at: now) { return drop(refused) }
            let resolved = catalog.resolve(attributesType: push.attributesType, contentState: push.contentState)
            var warnings: [String] = []
            let content: JSONObject
            switch decodeState(push.contentState ?? JSONObject(), resolved.schema) {
            case .failure(let f): return drop(f.text)
            case .success(let r): content = r.state; warnings += r.repairs
            }
            var attributes = push.attributes ?? JSONObject()
            if let schema = resolved.attributes {
                switch decodeState(attributes, schema, what: "attributes") {
                case .failure(let f): return drop(f.text)
                case .success(let r): attributes = r.state; warnings += r.repairs
                }
            }
            var a = Activity(id: push.activityID, startOrder: nextStartOrder, attributesType: push.attributesType,
                             attributes: attributes, content: content, template: resolved.template,
                             startedAt: now, startedImplicitly: false)
            nextStartOrder += 1
            Self.adopt(push, into: &a, at: now)
            if let index { activities[index] = a } else { append(a) }
            return record(push, at: now, outcome: .applied,
                          reason: "started (\(resolved.template) template)", extra: warnings)

        case .update:
            guard let index else {
                // The usual flow: the app started the activity itself, the
                // backend updates it. Create it as if started in the app.
                let resolved = catalog.resolve(attributesType: nil, contentState: push.contentState)
                let content: JSONObject
                var warnings: [String] = []
                switch decodeState(push.contentState ?? JSONObject(), resolved.schema) {
                case .failure(let f): return drop(f.text)
                case .success(let r): content = r.state; warnings = r.repairs
                }
                var a = Activity(id: push.activityID, startOrder: nextStartOrder, attributesType: nil,
                                 attributes: JSONObject(), content: content, template: resolved.template,
                                 startedAt: now, startedImplicitly: true)
                nextStartOrder += 1
                Self.adopt(push, into: &a, at: now)
                append(a)
                return record(push, at: now, outcome: .applied,
                              reason: "updated; no start seen, so shown as started in the app (\(resolved.template) template)",
                              extra: warnings)
            }
            let state = activities[index].state(at: now)
            guard state.acceptsUpdates else {
                return drop("activity is \(state.rawValue) (\(Lifecycle.explanation(activities[index], at: now))); updates to it are ignored")
            }
            if let stale = stalenessOf(push, activities[index]) { return drop(stale) }
            var warnings: [String] = []
            var unchanged = false
            switch decodeState(push.contentState ?? JSONObject(), catalog.schema(forTemplate: activities[index].template)) {
            case .failure(let f): return drop(f.text)
            case .success(let r):
                unchanged = Lifecycle.changesNothing(shown: activities[index].content, update: r.state)
                activities[index].content = r.state; warnings = r.repairs
            }
            Self.adopt(push, into: &activities[index], at: now, alerting: !unchanged)
            activities[index].updates += 1
            var was = state == .stale ? "updated; stale -> active" : "updated"
            if unchanged {
                was += "; content-state equals the one shown, so nothing changes on screen"
                    + (push.alert != nil ? " and its alert is not shown" : "") + " (observed)"
            }
            return record(push, at: now, outcome: .applied, reason: was, extra: warnings)

        case .end:
            guard let index else { return drop("no activity \(push.activityID) to end") }
            let state = activities[index].state(at: now)
            guard state.acceptsUpdates else {
                return drop("activity is already \(state.rawValue) (\(Lifecycle.explanation(activities[index], at: now)))")
            }
            if let stale = stalenessOf(push, activities[index]) { return drop(stale) }
            var warnings: [String] = []
            if let cs = push.contentState {
                switch decodeState(cs, catalog.schema(forTemplate: activities[index].template)) {
                case .failure(let f): return drop(f.text)
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
            var reason = "ended"
            if let d = push.dismissalDate {
                reason += d <= now ? "; dismissal-date is past, so it is removed at once"
                    : "; stays on the lock screen until its dismissal-date"
            } else {
                reason += "; stays on the lock screen for up to 4 hours"
            }
            return record(push, at: now, outcome: .applied, reason: reason, extra: warnings)
        }
    }

    /// The person swipes the activity away.
    @discardableResult
    public mutating func swipe(_ id: String, at now: Double) -> Decision? {
        guard let i = indexByID[id],
              activities[i].state(at: now) != .dismissed else { return nil }
        activities[i].swipedAt = now
        return record(source: "user", activityID: id, event: "swipe", priority: nil, at: now,
                      outcome: .applied, reason: "dismissed: swiped away (the app is not told)", warnings: [])
    }

    // MARK: - Helpers

    private mutating func append(_ a: Activity) {
        indexByID[a.id] = activities.count
        activities.append(a)
    }

    private func stalenessOf(_ push: Push, _ a: Activity) -> String? {
        guard let t = push.timestamp, let shown = a.lastTimestamp, t < shown else { return nil }
        return "timestamp \(formatNumber(t)) is older than the shown update's \(formatNumber(shown))"
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

    private func decodeState(_ state: JSONObject, _ schema: ContentSchema?, what: String = "content-state") -> Result<StateDecoder.Result, DropReason> {
        guard let schema else { return .success(StateDecoder.Result(state: state, repairs: [])) }
        do throws(StateDecoder.Failure) {
            return .success(try decoder.decode(state, as: schema))
        } catch {
            return .failure(DropReason(text: "\(what) does not decode as \(schema.name): \(error.line) (the phone drops this update silently; --lenient fills defaults)"))
        }
    }

    private mutating func record(_ push: Push, at now: Double, outcome: Decision.Outcome, reason: String, extra: [String] = []) -> Decision {
        let alerted = outcome == .applied && push.alert != nil && push.event != .end
            && activity(push.activityID)?.lastAlertAt == now
        return record(source: push.source, activityID: push.activityID, event: push.event.rawValue, priority: push.priority,
                      at: now, outcome: outcome, reason: reason, warnings: push.warnings + extra, alerted: alerted)
    }

    private mutating func record(source: String, activityID: String?, event: String?, priority: Int?, at now: Double,
                                 outcome: Decision.Outcome, reason: String, warnings: [String],
                                 alerted: Bool = false) -> Decision {
        var d = Decision(sequence: nextSequence, source: source, activityID: activityID, event: event,
                         priority: priority, at: now, outcome: outcome, reason: reason, warnings: warnings)
        d.alerted = alerted
        nextSequence += 1
        if outcome == .applied { appliedCount += 1 } else {
            droppedCount += 1
            if let activityID { drops[activityID, default: [:]][DropCategory(reason: reason), default: 0] += 1 }
        }
        decisions.append(d)
        if decisions.count > decisionLimit + decisionLimit / 4 {
            decisions.removeFirst(decisions.count - decisionLimit)
        }
        return d
    }
}

/// Why a payload is dropped, carried through `Result`.
struct DropReason: Error { var text: String }
