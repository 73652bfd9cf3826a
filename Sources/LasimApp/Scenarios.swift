import LasimModel

/// Built-in timed payload streams: what `lasim scenario play` writes and the
/// demo shows. Each step is an offset in scenario seconds and an envelope;
/// `{T}` placeholders are filled with absolute times when played.
public struct Scenario: Sendable {
    public struct Step: Sendable {
        public var at: Double
        public var envelope: JSONValue
    }
    public var name: String
    public var summary: String
    public var steps: [Step]

    public var duration: Double { steps.last?.at ?? 0 }

    /// The envelopes with times made absolute: `start` is the Unix time of
    /// offset 0; `loop` makes activity ids unique per repetition.
    public func payloads(start: Double, loop: Int = 0) -> [(at: Double, line: String)] {
        steps.map { step in
            (step.at, JSONWriter.compact(Self.resolve(step.envelope, start: start, loop: loop)))
        }
    }

    /// Numbers written as {"+": seconds} become start + seconds (Unix), or
    /// {"+2001": seconds} the same instant in seconds since 2001 (Date's
    /// default Codable encoding); activity ids get the loop number.
    static func resolve(_ v: JSONValue, start: Double, loop: Int) -> JSONValue {
        switch v {
        case .object(let o):
            if o.count == 1, let off = o["+"]?.numberValue { return .number((start + off).rounded()) }
            if o.count == 1, let off = o["+2001"]?.numberValue { return .number((start + off - AppleEpoch.unixSeconds).rounded()) }
            var out = JSONObject()
            for e in o.entries {
                if e.key == "activity", let s = e.value.stringValue, loop > 0 {
                    out[e.key] = .string("\(s)-\(loop + 1)")
                } else {
                    out[e.key] = resolve(e.value, start: start, loop: loop)
                }
            }
            return .object(out)
        case .array(let items): return .array(items.map { resolve($0, start: start, loop: loop) })
        default: return v
        }
    }

    public static func named(_ name: String) -> Scenario? { all.first { $0.name == name } }

    public static let all: [Scenario] = [order, ride, grocery, twoActivities, lifecycle]
}

// MARK: - Building blocks

private func t(_ seconds: Double) -> JSONValue { .object(JSONObject(["+": .number(seconds)])) }
private func d2001(_ seconds: Double) -> JSONValue { .object(JSONObject(["+2001": .number(seconds)])) }
private func obj(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue { .object(JSONObject(pairs)) }

private func envelope(_ activity: String, priority: Int = 10, _ aps: JSONValue) -> JSONValue {
    obj(["activity": .string(activity), "priority": .number(Double(priority)), "payload": obj(["aps": aps])])
}

private func alert(_ title: String, _ body: String) -> JSONValue {
    obj(["title": .string(title), "body": .string(body)])
}

extension Scenario {
    static func orderState(_ status: String, progress: Int? = nil, etaAt: Double, pickup: Bool = false) -> JSONValue {
        var o = JSONObject([
            "fulfillmentType": .string(pickup ? "Pickup" : "Delivery"), "status": .string(status),
            "orderId": .number(1042), "orderNum": .number(17),
            "eta": obj(["from": d2001(etaAt - 300), "to": d2001(etaAt)]),
            "isContactlessDelivery": .bool(true),
        ])
        if let progress { o["deliveryProgress"] = .number(Double(progress)) }
        return .object(o)
    }

    /// A food order from placed to doorstep (seed 000), the rider moving.
    public static let order: Scenario = {
        var steps: [Step] = []
        let eta: Double = 1500
        func update(_ at: Double, _ state: JSONValue, alertPayload: JSONValue? = nil, priority: Int = 5) {
            var aps = JSONObject(["event": .string("update"), "timestamp": t(at), "content-state": state,
                                  "stale-date": t(at + 600)])
            if let alertPayload { aps["alert"] = alertPayload }
            steps.append(Step(at: at, envelope: envelope("order", priority: alertPayload == nil ? priority : 10, .object(aps))))
        }
        steps.append(Step(at: 0, envelope: envelope("order", obj([
            "event": "start", "timestamp": t(0), "attributes-type": "OrderTrackerAttributes",
            "attributes": obj(["recordId": 1042]), "content-state": orderState("Scheduled", etaAt: eta),
            "stale-date": t(600), "relevance-score": 50, "alert": alert("Order placed", "Sizl #17 is scheduled"),
        ]))))
        update(60, orderState("Cooking", etaAt: eta), alertPayload: alert("Cooking", "The kitchen started your order"))
        update(360, orderState("Cooking", etaAt: eta))
        update(600, orderState("InTransit", progress: 0, etaAt: eta), alertPayload: alert("On the way", "Your courier picked up the order"))
        for (i, p) in [10, 20, 30, 40, 50, 60, 70, 80, 90].enumerated() {
            update(660 + Double(i) * 60, orderState("InTransit", progress: p, etaAt: eta))
        }
        update(1260, orderState("InTransit", progress: 100, etaAt: eta), alertPayload: alert("Courier is here", "Meet them at the door"))
        steps.append(Step(at: 1320, envelope: envelope("order", obj([
            "event": "end", "timestamp": t(1320), "content-state": orderState("Delivered", progress: 100, etaAt: eta),
            "dismissal-date": t(1440),
        ]))))
        return Scenario(name: "order", summary: "food order from placed to delivered, rider moving (seed 000)", steps: steps)
    }()

    static func rideState(_ status: String, minutes: Int?, progress: Int?, arrival: Double?) -> JSONValue {
        var o = JSONObject([
            "status": .string(status), "driverName": "Aidar", "carModel": "Toyota Camry", "carColorName": "Gold",
            "carColorHex": "#D4AF37", "plate": "A 777 AA",
        ])
        if let minutes { o["minutesToPickup"] = .number(Double(minutes)) }
        if let progress { o["tripProgress"] = .number(Double(progress)) }
        if let arrival { o["arrivalAt"] = d2001(arrival) }
        return .object(o)
    }

    /// A taxi ride: driver on the way, waiting, the trip, arrival (seed 002).
    public static let ride: Scenario = {
        var steps: [Step] = [Step(at: 0, envelope: envelope("ride", obj([
            "event": "start", "timestamp": t(0), "attributes-type": "RideAttributes", "attributes": obj(["rideId": "r-1"]),
            "content-state": rideState("arriving", minutes: 6, progress: nil, arrival: nil), "relevance-score": 100,
            "alert": alert("Driver found", "Aidar, gold Toyota Camry"),
        ])))]
        for m in stride(from: 5, through: 1, by: -1) {
            steps.append(Step(at: Double(6 - m) * 60, envelope: envelope("ride", priority: 5, obj([
                "event": "update", "timestamp": t(Double(6 - m) * 60), "stale-date": t(Double(6 - m) * 60 + 300),
                "content-state": rideState("arriving", minutes: m, progress: nil, arrival: nil),
            ]))))
        }
        steps.append(Step(at: 360, envelope: envelope("ride", obj([
            "event": "update", "timestamp": t(360), "content-state": rideState("waiting", minutes: 0, progress: nil, arrival: nil),
            "alert": alert("Your driver is here", "Gold Toyota Camry, A 777 AA"),
        ]))))
        for (i, p) in [0, 15, 30, 45, 60, 75, 90].enumerated() {
            let at = 480 + Double(i) * 90
            steps.append(Step(at: at, envelope: envelope("ride", priority: 5, obj([
                "event": "update", "timestamp": t(at), "stale-date": t(at + 300),
                "content-state": rideState("on_ride", minutes: nil, progress: p, arrival: 1200),
            ]))))
        }
        steps.append(Step(at: 1140, envelope: envelope("ride", obj([
            "event": "end", "timestamp": t(1140), "content-state": rideState("completed", minutes: nil, progress: 100, arrival: 1200),
            "dismissal-date": t(1260),
        ]))))
        return Scenario(name: "ride", summary: "taxi ride: arriving, waiting, on the way, arrived (seed 002)", steps: steps)
    }()

    static func groceryState(_ stage: String, minutes: Int, text: String? = nil) -> JSONValue {
        var o = JSONObject([
            "stage": .string(stage), "minutesLeft": .number(Double(minutes)), "storeName": "盒马鲜生·浦东店",
            "itemsCount": 12, "riderName": "王师傅", "promisedAt": d2001(1800),
        ])
        if let text { o["statusText"] = .string(text) }
        return .object(o)
    }

    /// Hema's 30-minute grocery delivery in stages (seed 003).
    public static let grocery: Scenario = {
        let stages: [(Double, String, Int, String?)] = [
            (0, "confirmed", 30, "订单已确认"), (120, "picking", 27, "正在拣货"), (480, "packing", 21, "正在打包"),
            (660, "delivering", 18, "骑手正在配送"), (1080, "delivering", 11, nil), (1500, "delivering", 4, "骑手即将到达"),
        ]
        var steps: [Step] = [Step(at: 0, envelope: envelope("grocery", obj([
            "event": "start", "timestamp": t(0), "attributes-type": "GroceryDeliveryAttributes",
            "attributes": obj(["orderNo": "H-20231114-001"]), "content-state": groceryState("confirmed", minutes: 30, text: "订单已确认"),
            "alert": alert("盒马", "订单已确认，30分钟送达"),
        ])))]
        for (at, stage, minutes, text) in stages.dropFirst() {
            steps.append(Step(at: at, envelope: envelope("grocery", priority: 5, obj([
                "event": "update", "timestamp": t(at), "stale-date": t(at + 600),
                "content-state": groceryState(stage, minutes: minutes, text: text),
            ]))))
        }
        steps.append(Step(at: 1740, envelope: envelope("grocery", obj([
            "event": "update", "timestamp": t(1740), "content-state": groceryState("delivered", minutes: 0, text: "已送达"),
            "alert": alert("盒马", "您的订单已送达"),
        ]))))
        steps.append(Step(at: 1800, envelope: envelope("grocery", obj([
            "event": "end", "timestamp": t(1800), "dismissal-date": t(1920),
        ]))))
        return Scenario(name: "grocery", summary: "30-minute grocery delivery in stages, in Chinese (seed 003)", steps: steps)
    }()

    /// Two activities of different relevance: the lock screen orders them,
    /// the island shows both as minimal, and the order follows changes.
    public static let twoActivities: Scenario = {
        var steps: [Step] = []
        steps.append(Step(at: 0, envelope: envelope("order", obj([
            "event": "start", "timestamp": t(0), "attributes-type": "OrderTrackerAttributes", "attributes": obj(["recordId": 7]),
            "content-state": orderState("Cooking", etaAt: 1500), "relevance-score": 50, "alert": alert("Order placed", "Cooking"),
        ]))))
        steps.append(Step(at: 30, envelope: envelope("match", obj([
            "event": "start", "timestamp": t(30), "attributes-type": "MatchAttributes", "attributes": obj(["competition": "Premier League"]),
            "content-state": obj(["home": "ARS", "away": "CHE", "homeScore": 0, "awayScore": 0, "period": "1st half", "clock": "12'"]),
            "relevance-score": 20, "alert": alert("Kick-off", "ARS v CHE"),
        ]))))
        steps.append(Step(at: 120, envelope: envelope("match", obj([
            "event": "update", "timestamp": t(120), "relevance-score": 90,
            "content-state": obj(["home": "ARS", "away": "CHE", "homeScore": 1, "awayScore": 0, "period": "1st half", "clock": "14'"]),
            "alert": alert("Goal!", "ARS 1 – 0 CHE"),
        ]))))
        steps.append(Step(at: 240, envelope: envelope("order", obj([
            "event": "update", "timestamp": t(240), "relevance-score": 100,
            "content-state": orderState("InTransit", progress: 30, etaAt: 1500), "alert": alert("On the way", "Courier picked up"),
        ]))))
        steps.append(Step(at: 360, envelope: envelope("match", priority: 5, obj([
            "event": "update", "timestamp": t(360),
            "content-state": obj(["home": "ARS", "away": "CHE", "homeScore": 1, "awayScore": 1, "period": "1st half", "clock": "18'"]),
        ]))))
        steps.append(Step(at: 480, envelope: envelope("order", priority: 5, obj([
            "event": "update", "timestamp": t(480), "content-state": orderState("InTransit", progress: 70, etaAt: 1500),
        ]))))
        return Scenario(name: "two", summary: "an order and a match of different relevance, reordered live", steps: steps)
    }()

    /// active -> stale -> refreshed -> ended -> dismissed, with the gaps that cause each.
    public static let lifecycle: Scenario = {
        var steps: [Step] = []
        steps.append(Step(at: 0, envelope: envelope("order", obj([
            "event": "start", "timestamp": t(0), "attributes-type": "OrderTrackerAttributes", "attributes": obj(["recordId": 9]),
            "content-state": orderState("Cooking", etaAt: 2400), "stale-date": t(300), "alert": alert("Order placed", "Cooking"),
        ]))))
        steps.append(Step(at: 120, envelope: envelope("order", priority: 5, obj([
            "event": "update", "timestamp": t(120), "content-state": orderState("Cooking", etaAt: 2400), "stale-date": t(420),
        ]))))
        // no update for 13 minutes: stale at 420 s
        steps.append(Step(at: 900, envelope: envelope("order", obj([
            "event": "update", "timestamp": t(900), "content-state": orderState("InTransit", progress: 50, etaAt: 2400),
            "stale-date": t(1500), "alert": alert("Back on track", "Courier is on the way"),
        ]))))
        steps.append(Step(at: 1200, envelope: envelope("order", obj([
            "event": "end", "timestamp": t(1200), "content-state": orderState("Delivered", progress: 100, etaAt: 2400),
            "dismissal-date": t(1800),
        ]))))
        return Scenario(name: "lifecycle",
                        summary: "active -> stale (no update past stale-date) -> refreshed -> ended -> dismissed at its dismissal-date",
                        steps: steps)
    }()
}
