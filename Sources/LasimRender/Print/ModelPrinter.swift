import LasimModel

/// `--format json`: the model itself. Every activity with its state and
/// content, and the decision on every payload.
public enum ModelPrinter {
    public static func json(store: ActivityStore, now: Double, truncations: [Truncation] = [], problems: [String] = [], pending: Int? = nil) -> String {
        var activities: [JSONValue] = []
        for a in store.activities {
            var o = JSONObject()
            o["id"] = .string(a.id)
            o["template"] = .string(a.template)
            o["attributesType"] = a.attributesType.map { .string($0) } ?? .null
            o["state"] = .string(a.state(at: now).rawValue)
            o["stateReason"] = .string(Lifecycle.explanation(a, at: now))
            o["relevance"] = .number(a.relevance)
            o["startedAt"] = .number(a.startedAt)
            o["startedInApp"] = .bool(a.startedImplicitly)
            if let c = a.channel { o["channel"] = .string(c) }
            if let t = a.updateToken { o["updateToken"] = .string(t) }
            if let t = a.startedByToken { o["pushToStartToken"] = .string(t) }
            o["lastUpdateAt"] = .number(a.lastUpdateAt)
            o["lastTimestamp"] = a.lastTimestamp.map { .number($0) } ?? .null
            o["staleDate"] = a.staleDate.map { .number($0) } ?? .null
            o["endedAt"] = a.endedAt.map { .number($0) } ?? .null
            o["dismissalDate"] = a.dismissalDate.map { .number($0) } ?? .null
            o["endsAt"] = .number(Lifecycle.endTime(a))
            o["dismissedAt"] = .number(Lifecycle.dismissTime(a))
            o["updates"] = .number(Double(a.updates))
            if let alert = a.lastAlert {
                o["lastAlert"] = .object(JSONObject([
                    "title": alert.title.map { .string($0) } ?? .null,
                    "body": alert.body.map { .string($0) } ?? .null,
                    "at": a.lastAlertAt.map { .number($0) } ?? .null,
                ]))
            }
            o["attributes"] = .object(a.attributes)
            o["content"] = .object(a.content)
            if let m = store.metrics(a.id, at: now) { o["metrics"] = metricsJSON(m) }
            activities.append(.object(o))
        }
        let decisions: [JSONValue] = store.decisions.map { d in
            var o = JSONObject()
            o["sequence"] = .number(Double(d.sequence))
            o["source"] = .string(d.source)
            o["activity"] = d.activityID.map { .string($0) } ?? .null
            o["event"] = d.event.map { .string($0) } ?? .null
            o["priority"] = d.priority.map { .number(Double($0)) } ?? .null
            o["at"] = .number(d.at)
            o["outcome"] = .string(d.outcome.rawValue)
            o["reason"] = .string(d.reasonText)
            o["warnings"] = .array(d.warnings.map { .string($0) })
            return .object(o)
        }
        var top = JSONObject()
        top["now"] = .number(now)
        top["applied"] = .number(Double(store.appliedCount))
        top["dropped"] = .number(Double(store.droppedCount))
        if let pending { top["pendingDelivery"] = .number(Double(pending)) }
        top["activities"] = .array(activities)
        top["decisions"] = .array(decisions)
        top["truncations"] = .array(truncations.map { .string($0.description) })
        top["problems"] = .array(problems.map { .string($0) })
        return JSONWriter.pretty(.object(top))
    }

    /// The "metrics" object of one activity (seconds).
    public static func metricsJSON(_ m: ActivityMetrics) -> JSONValue {
        var dropped = JSONObject()
        for c in DropCategory.allCases { dropped[c.label] = .number(Double(m.dropped[c] ?? 0)) }
        var o = JSONObject()
        o["activeSeconds"] = .number(m.active)
        o["staleSeconds"] = .number(m.stale)
        o["endedSeconds"] = .number(m.ended)
        o["longestGapSeconds"] = .number(m.longestGap)
        o["applied"] = .number(Double(m.applied))
        o["droppedTotal"] = .number(Double(m.droppedTotal))
        o["dropped"] = .object(dropped)
        return .object(o)
    }
}
