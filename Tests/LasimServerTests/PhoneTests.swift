import Foundation
import LasimModel
import Testing
@testable import LasimServer

/// The phone behind `lasim serve` misbehaving as phones do: tokens late,
/// rotated, of the other environment or unregistered; cards swiped away; a
/// spent budget; Low Power Mode; a device offline. Time is passed in.
@Suite struct PhoneTests {
    static let t0 = 1_700_000_000.0

    func phone(_ scenario: PhoneScenario = PhoneScenario(), environment: PhoneScenario.Environment = .development) -> PhoneSimulator {
        PhoneSimulator(store: ActivityStore(catalog: EmptyCatalog()), scenario: scenario, environment: environment,
                       seed: "push-to-start:com.example.food", at: Self.t0)
    }

    func push(_ token: String, _ event: String = "update", at t: Double, priority: Int = 10, inputToken: Bool = false,
              status: String = "Cooking") -> PayloadIntake.Item {
        var aps = #""timestamp":\#(Int(t)),"event":"\#(event)","content-state":{"status":"\#(status)"}"#
        if event == "start" {
            aps += #","attributes-type":"OrderTrackerAttributes","attributes":{"recordId":1},"alert":{"title":"Order","body":"Placed"}"#
            if inputToken { aps += #","input-push-token":1"# }
        }
        let body = "{\"aps\":{\(aps)}}"
        let top = try! JSONParser.parse(bytes: Array(body.utf8)).objectValue!
        return APNsValidator.decode(top, token: token, priority: priority, byteCount: body.utf8.count)
    }

    /// Starts an activity through the push-to-start token; returns its id (= its update token).
    func started(_ p: inout PhoneSimulator, at t: Double, inputToken: Bool = true) -> String {
        let p2s = p.currentPushToStart!
        let o = p.deliver(push(p2s, "start", at: t, inputToken: inputToken), at: t)
        #expect(o.outcome == "applied", "\(o.reason)")
        return o.token
    }

    @Test func pushToStartTokenOnlyAfterTheFirstLaunch() {
        var s = PhoneScenario()
        s.pushToStart = .afterLaunch
        var p = phone(s)
        #expect(p.currentPushToStart == nil && p.store.pushToStartTokens.isEmpty)
        let r = p.perform(.launch, at: Self.t0 + 5)
        #expect(r.status == 200)
        let token = try! #require(p.currentPushToStart)
        #expect(r.json["push-to-start-token"]?.stringValue == token)
        #expect(p.store.pushToStartTokens == [token])
        #expect(p.takeRecordLines() == [#"{"push-to-start-token":"\#(token)"}"#])
    }

    @Test func rotatedPushToStartTokenIs410WithWhen() {
        var p = phone()
        let old = p.currentPushToStart!
        #expect(p.answer(token: old, at: Self.t0) == nil)
        let r = p.perform(.rotatePushToStart, at: Self.t0 + 60)
        let new = try! #require(p.currentPushToStart)
        #expect(new != old && r.json["unregistered"]?.stringValue == old)
        let answered = p.answer(token: old, at: Self.t0 + 120)
        let refusal = try! #require(answered)
        #expect(refusal.reason == "Unregistered" && refusal.rule == "token-unregistered")
        #expect(refusal.timestampMs == Int64((Self.t0 + 60) * 1000))
        #expect(p.answer(token: new, at: Self.t0 + 120) == nil)
        #expect(!p.store.pushToStartTokens.contains(old))
    }

    @Test func otherEnvironmentsTokenIsBadDeviceToken() {
        var s = PhoneScenario()
        s.appEnvironment = .development
        var p = phone(s, environment: .production)
        let t = p.currentPushToStart!
        let answered = p.answer(token: t, at: Self.t0)
        let refusal = try! #require(answered)
        #expect(refusal.reason == "BadDeviceToken" && refusal.timestampMs == nil && refusal.rule == "token-wrong-environment")
        // A production build's token differs from a development one's.
        var prod = PhoneScenario()
        prod.appEnvironment = .production
        #expect(phone(prod, environment: .production).currentPushToStart != t)
    }

    @Test func lateUpdateTokenArrivesWhenAllowed() {
        var s = PhoneScenario()
        s.updateToken = .late
        var p = phone(s)
        let id = started(&p, at: Self.t0 + 1)
        #expect(p.store.activity(id)?.updateToken == nil)
        let dropped = p.deliver(push(id, at: Self.t0 + 2), at: Self.t0 + 2)
        #expect(dropped.outcome == "dropped" && dropped.rule == "update-token-withheld")
        let r = p.perform(.allow, at: Self.t0 + 3)
        #expect(r.json["update-tokens"]?.arrayValue == [.string(id)])
        let applied = p.deliver(push(id, at: Self.t0 + 4, status: "InTransit"), at: Self.t0 + 4)
        #expect(applied.outcome == "applied" && applied.rule == nil)
        #expect(p.store.activity(id)?.content["status"] == "InTransit")
    }

    @Test func updateTokenNeverArrives() {
        var s = PhoneScenario()
        s.updateToken = .never
        var p = phone(s)
        let id = started(&p, at: Self.t0 + 1)
        _ = p.perform(.allow, at: Self.t0 + 2)
        #expect(p.store.activity(id)?.updateToken == nil)
        #expect(p.deliver(push(id, at: Self.t0 + 3), at: Self.t0 + 3).rule == "update-token-withheld")
    }

    @Test func swipedCardAnswers200AndShowsNothing() {
        var p = phone()
        let id = started(&p, at: Self.t0 + 1)
        #expect(p.perform(.swipe(activity: id), at: Self.t0 + 2).status == 200)
        #expect(p.answer(token: id, at: Self.t0 + 3) == nil)  // APNs still answers 200
        let o = p.deliver(push(id, at: Self.t0 + 3, status: "InTransit"), at: Self.t0 + 3)
        #expect(o.outcome == "dropped" && o.rule == "swiped-away")
        #expect(p.store.activity(id)?.content["status"] == "Cooking")
        #expect(p.perform(.swipe(activity: "ab"), at: Self.t0 + 4).status == 404)
    }

    @Test func dismissedActivityAndRemovedAppAre410() {
        var p = phone()
        let a = started(&p, at: Self.t0 + 1)
        let b = started(&p, at: Self.t0 + 2)
        _ = p.perform(.dismiss(activity: a), at: Self.t0 + 10)
        #expect(p.answer(token: a, at: Self.t0 + 11)?.timestampMs == Int64((Self.t0 + 10) * 1000))
        #expect(p.answer(token: b, at: Self.t0 + 11) == nil)
        let p2s = p.currentPushToStart!
        _ = p.perform(.uninstall, at: Self.t0 + 20)
        #expect(p.answer(token: b, at: Self.t0 + 21)?.reason == "Unregistered")
        #expect(p.answer(token: p2s, at: Self.t0 + 21)?.timestampMs == Int64((Self.t0 + 20) * 1000))
        // Dismissed before the app went: still the moment it was dismissed.
        #expect(p.answer(token: a, at: Self.t0 + 21)?.timestampMs == Int64((Self.t0 + 10) * 1000))
        // Installed again: a new push-to-start token.
        _ = p.perform(.launch, at: Self.t0 + 30)
        #expect(p.currentPushToStart != nil && p.currentPushToStart != p2s)
    }

    @Test func budgetThrottlesPriority10Only() {
        var s = PhoneScenario()
        s.budgetPerHour = 2
        var p = phone(s)
        let id = started(&p, at: Self.t0 + 1)
        #expect(p.deliver(push(id, at: Self.t0 + 10, status: "A"), at: Self.t0 + 10).outcome == "applied")
        #expect(p.deliver(push(id, at: Self.t0 + 20, status: "B"), at: Self.t0 + 20).outcome == "applied")
        let third = p.deliver(push(id, at: Self.t0 + 30, status: "C"), at: Self.t0 + 30)
        #expect(third.outcome == "dropped" && third.rule == "throttled")
        #expect(p.store.activity(id)?.content["status"] == "B")
        #expect(p.deliver(push(id, at: Self.t0 + 40, priority: 5, status: "D"), at: Self.t0 + 40).outcome == "applied")
        // An hour later the budget is back.
        #expect(p.deliver(push(id, at: Self.t0 + 3611, status: "E"), at: Self.t0 + 3611).outcome == "applied")
    }

    @Test func lowPowerModeDelaysDelivery() {
        var s = PhoneScenario()
        s.lowPowerDelay = 60
        var p = phone(s)
        let start = p.deliver(push(p.currentPushToStart!, "start", at: Self.t0, inputToken: true), at: Self.t0)
        #expect(start.outcome == "held" && start.rule == "low-power-delayed")
        #expect(p.store.activities.isEmpty && p.lowPowerHeld.count == 1)
        p.release(upTo: Self.t0 + 59)
        #expect(p.store.activities.isEmpty)
        p.release(upTo: Self.t0 + 60)
        #expect(p.store.activities.count == 1 && p.lowPowerHeld.isEmpty)
        #expect(p.store.activities[0].startedAt == Self.t0 + 60)
    }

    @Test func offlineDeviceGetsOnlyTheLatestPushPerToken() {
        var p = phone()
        let a = started(&p, at: Self.t0 + 1)
        let b = started(&p, at: Self.t0 + 2)
        _ = p.perform(.offline, at: Self.t0 + 10)
        #expect(p.deliver(push(a, at: Self.t0 + 11, status: "A1"), at: Self.t0 + 11).rule == "offline-held")
        #expect(p.deliver(push(a, at: Self.t0 + 12, status: "A2"), at: Self.t0 + 12).rule == "offline-held")
        #expect(p.deliver(push(b, at: Self.t0 + 13, status: "B1"), at: Self.t0 + 13).rule == "offline-held")
        #expect(p.outcomes.contains { $0.rule == "offline-coalesced" && $0.token == a })
        #expect(p.store.activity(a)?.content["status"] == "Cooking")
        let r = p.perform(.online, at: Self.t0 + 100)
        #expect(r.line.contains("2 stored pushes"))
        #expect(p.store.activity(a)?.content["status"] == "A2")
        #expect(p.store.activity(b)?.content["status"] == "B1")
        // apns-expiration 0: now or never, never kept.
        _ = p.perform(.offline, at: Self.t0 + 200)
        #expect(p.deliver(push(a, at: Self.t0 + 201, status: "A3"), expiration: 0, at: Self.t0 + 201).rule == "offline-expired")
    }

    @Test func scenarioFileErrorsSayWhatAndWhere() {
        func error(_ text: String) -> String? {
            if case .failure(let e) = PhoneScenario.parse(Array(text.utf8), file: "phone.json") { return e.message }
            return nil
        }
        #expect(error(#"{"budget-per-hour": "ten"}"#) == #"phone.json: "budget-per-hour": expected a whole number 0-100000 or null, found "ten""#)
        #expect(error(#"{"update-tokens": "late"}"#)?.hasPrefix(#"phone.json: unknown key "update-tokens" (did you mean "update-token"?)"#) == true)
        #expect(error("{\n\"offline\": tru}")?.hasPrefix("phone.json: line 2: not JSON") == true)
        #expect(error("[]") == "phone.json: expected a JSON object, found array")
        guard case .success(let s) = PhoneScenario.parse(Array(#"{"push-to-start":"after-launch","update-token":"late","budget-per-hour":3,"low-power-delay":true,"offline":false,"app-environment":"production"}"#.utf8), file: "f") else {
            Issue.record("a good scenario was refused"); return
        }
        #expect(s.pushToStart == .afterLaunch && s.updateToken == .late && s.budgetPerHour == 3 && s.lowPowerDelay == 60 && s.appEnvironment == .production)
    }

    @Test func controlRequestErrorsSayWhatAndWhere() {
        func error(_ name: String, _ body: String = "") -> String? {
            if case .failure(let e) = PhoneAction.parse(name: name, body: Array(body.utf8)) { return e.message }
            return nil
        }
        #expect(error("swip")?.hasPrefix(#"POST /lasim/phone/swip: unknown action (did you mean "swipe"?)"#) == true)
        #expect(error("swipe") == #"POST /lasim/phone/swipe: "activity": expected the activity's id or update token (a string), as GET /lasim/phone lists it"#)
        #expect(error("budget", #"{"per-hour": -1}"#)?.contains("\"per-hour\": expected a whole number") == true)
        #expect(error("advance", "{")?.hasPrefix("POST /lasim/phone/advance: the body is not JSON") == true)
        #expect(error("launch", #"{"x":1}"#) == #"POST /lasim/phone/launch: unknown key "x"; this action takes no body"#)
        #expect(PhoneAction.parse(name: "low-power", body: Array(#"{"on":true,"delay":30}"#.utf8)) == .success(.lowPower(on: true, delay: 30)))
    }

    /// The endpoint asks the phone before answering 200: 410 carries the
    /// phone's timestamp in the body, as APNs does.
    @Test func validatorAnswersThePhonesRefusal() {
        var policy = EndpointPolicy()
        policy.tokenCheck = { token in
            token == String(repeating: "ab", count: 32)
                ? TokenRefusal(reason: .unregistered, timestampMs: 1_700_000_060_000, detail: "rotated") : nil
        }
        let headers = [("apns-topic", "com.example.food.push-type.liveactivity"), ("apns-push-type", "liveactivity")]
        let body = #"{"aps":{"timestamp":1700000000,"event":"update","content-state":{}}}"#
        let gone = APNsValidator.validate(APNsRequest(path: "/3/device/" + String(repeating: "ab", count: 32), headers: headers, body: body),
                                          policy: policy, now: Self.t0, makeUUID: { "u" })
        #expect(gone.response.status == 410 && gone.delivery == nil)
        #expect(gone.response.body == #"{"reason":"Unregistered","timestamp":1700000060000}"#)
        let fine = APNsValidator.validate(APNsRequest(path: "/3/device/" + String(repeating: "cd", count: 32), headers: headers, body: body),
                                          policy: policy, now: Self.t0, makeUUID: { "u" })
        #expect(fine.response.status == 200)
    }

    /// `POST /lasim/phone/<action>` reaches the phone's control; other methods are 405.
    @Test func controlRouteFollowsTheLasimRoutes() throws {
        var config = APNsServerConfig()
        config.phoneControl = { action, body in
            PhoneControlAnswer(status: action == "launch" ? 200 : 404, json: #"{"ok":true}"#, line: action + " " + String(decoding: body, as: UTF8.self))
        }
        let state = ServerState(config: config, tls: nil, onPush: { _ in }, onExchange: nil)
        let ok = state.answer(APNsRequest(method: "POST", path: "/lasim/phone/launch", headers: [], body: "{}"))
        #expect(ok.response.status == 200 && ok.response.body == #"{"ok":true}"# && ok.response.detail == "launch {}")
        #expect(state.answer(APNsRequest(method: "POST", path: "/lasim/phone/nope", headers: [], body: "")).response.status == 404)
        let get = state.answer(APNsRequest(method: "GET", path: "/lasim/phone/launch", headers: [], body: ""))
        #expect(get.response.status == 405 && get.response.body.contains("take POST"))
    }
}

/// `--record` writes the phone's swipes and dismissals as stream lines, so
/// `lasim render` and `lasim report` replay them.
@Suite struct PhoneRecordingTests {
    @Test func swipeAndDismissAreReplayableLines() {
        let swipe = PushDecoder.item(try! JSONParser.parse(bytes: Array(#"{"swipe":"AB12"}"#.utf8)), source: "s", byteCount: 16)
        #expect(swipe == .control(ControlEvent(source: "s", kind: .swipe(activity: "ab12"))))
        #expect(ControlEvent(source: "s", kind: .dismiss(activity: "ab")).line == #"{"dismiss":"ab"}"#)
        // An app's own "swipe" key beside aps is a payload, not a control line.
        let payload = PushDecoder.item(try! JSONParser.parse(bytes: Array(#"{"aps":{"event":"update","timestamp":1},"swipe":"x"}"#.utf8)), source: "s", byteCount: 40)
        if case .control = payload { Issue.record("a payload was read as a control line") }
        var store = ActivityStore(catalog: EmptyCatalog())
        var update = Push(source: "s", activityID: "ab", event: .update)
        update.contentState = JSONObject(["status": "Cooking"])
        store.apply(update, at: 10)
        store.apply(ControlEvent(source: "s", kind: .swipe(activity: "ab")), at: 20)
        #expect(store.activity("ab")?.state(at: 21) == .dismissed)
        #expect(store.apply(ControlEvent(source: "s", kind: .dismiss(activity: "zz")), at: 22).outcome == .dropped)
    }
}
