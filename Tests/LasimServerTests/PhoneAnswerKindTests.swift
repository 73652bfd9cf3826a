import LasimModel
@testable import LasimServer
import Testing

/// What the phone answers the endpoint is a value: the kind of refusal
/// gives Apple's reason and the status, an unknown action is marked as
/// such; no code reads them back out of the words.
@Suite struct PhoneAnswerKindTests {
    static let t0 = 1_700_000_000.0

    @Test func aRefusalsKindGivesItsReasonAndStatus() {
        var p = PhoneSimulator(store: ActivityStore(catalog: EmptyCatalog()), scenario: PhoneScenario(), environment: .development,
                               seed: "push-to-start:com.example.food", at: Self.t0)
        let old = p.currentPushToStart!
        _ = p.perform(.rotatePushToStart, at: Self.t0 + 1)
        let gone = p.answer(token: old, at: Self.t0 + 2)
        #expect(gone?.kind == .unregistered && gone?.reason == "Unregistered" && gone?.kind.status == 410)
        #expect(p.outcomes.last?.status == 410 && p.outcomes.last?.outcome == "refused")

        var s = PhoneScenario()
        s.appEnvironment = .development
        var prod = PhoneSimulator(store: ActivityStore(catalog: EmptyCatalog()), scenario: s, environment: .production,
                                  seed: "push-to-start:com.example.food", at: Self.t0)
        let other = prod.answer(token: prod.currentPushToStart!, at: Self.t0)
        #expect(other?.kind == .badDeviceToken && other?.reason == "BadDeviceToken")
        #expect(prod.outcomes.last?.status == 400)
    }

    @Test func anUnknownActionIsMarkedNotFoundByItsCase() {
        func error(_ name: String, _ body: String = "") -> PhoneError? {
            if case .failure(let e) = PhoneAction.parse(name: name, body: Array(body.utf8)) { return e }
            return nil
        }
        #expect(error("swip")?.unknownAction == true)
        // The words "unknown action" inside a request that names a real action decide nothing.
        #expect(error("swipe", #"{"activity": 5}"#)?.unknownAction == false)
        #expect(error("launch", #"{"unknown action": 1}"#)?.message.contains("unknown action") == true)
        #expect(error("launch", #"{"unknown action": 1}"#)?.unknownAction == false)
    }

    @Test func anOutcomesKindIsACase() {
        var s = PhoneScenario()
        s.lowPowerDelay = 30
        var p = PhoneSimulator(store: ActivityStore(catalog: EmptyCatalog()), scenario: s, environment: .development,
                               seed: "push-to-start:com.example.food", at: Self.t0)
        let body = #"{"aps":{"timestamp":1700000001,"event":"update","content-state":{"status":"Cooking"}}}"#
        let top = try! JSONParser.parse(bytes: Array(body.utf8)).objectValue!
        let held = p.deliver(APNsValidator.decode(top, token: "ab", priority: 10, byteCount: body.utf8.count), at: Self.t0 + 1)
        #expect(held.kind == .held && held.outcome == "held")
        _ = p.perform(.launch, at: Self.t0 + 2)
        #expect(p.outcomes.last?.kind == .action)
        // The activity's last outcome in GET /lasim/phone skips actions and refusals.
        _ = p.perform(.advance(seconds: 60), at: Self.t0 + 60)
        let json = p.json(at: Self.t0 + 60, channels: [])
        let last = json.objectValue?["activities"]?.arrayValue?.first?.objectValue?["last"]?.objectValue
        #expect(last?["outcome"] == "applied")
    }
}
