import Foundation
@testable import LasimModel
import Testing

@Suite struct ActivityStoreTests {
    func store(_ mode: StateDecoder.Mode = .strict) -> ActivityStore { ActivityStore(catalog: TestCatalog(), mode: mode) }

    @Test func startCreatesAnActivityWithItsTemplate() {
        var s = store()
        let d = s.apply(push(start), at: 1000)
        #expect(d.outcome == .applied)
        #expect(s.activity("default")?.template == "order")
        #expect(s.activity("default")?.state(at: 1000) == .active)
    }

    @Test func updateApplies() {
        var s = store()
        s.apply(push(start), at: 1000)
        let d = s.apply(push(update(1010)), at: 1010)
        #expect(d.outcome == .applied)
        #expect(s.activity("default")?.content["deliveryProgress"] == .number(40))
    }

    @Test func olderTimestampIsDropped() {
        var s = store()
        s.apply(push(start), at: 1000)
        s.apply(push(update(1020)), at: 1020)
        let d = s.apply(push(update(1010, #"{"status":"Delivered","orderNum":7}"#)), at: 1020)
        #expect(d.outcome == .dropped)
        #expect(d.reasonText.contains("older than the shown update"))
        #expect(s.activity("default")?.content["status"] == .string("InTransit"))
    }

    @Test func equalTimestampIsApplied() {
        var s = store()
        s.apply(push(start), at: 1000)
        #expect(s.apply(push(update(1000)), at: 1000).outcome == .applied)
    }

    @Test func missingFieldDropsWithThePhonesMessage() {
        var s = store()
        s.apply(push(start), at: 1000)
        let d = s.apply(push(update(1010, #"{"status":"InTransit"}"#)), at: 1010)
        #expect(d.outcome == .dropped)
        #expect(d.reasonText.contains("keyNotFound at orderNum: No value associated with key \"orderNum\"."))
    }

    @Test func wrongTypeDropsWithTypeMismatch() {
        var s = store()
        s.apply(push(start), at: 1000)
        let d = s.apply(push(update(1010, #"{"status":"InTransit","orderNum":"7"}"#)), at: 1010)
        #expect(d.reasonText.contains("typeMismatch at orderNum: Expected to decode Int but found a string instead."))
    }

    @Test func unknownEnumCaseIsDataCorrupted() {
        var s = store()
        s.apply(push(start), at: 1000)
        let d = s.apply(push(update(1010, #"{"status":"Lost","orderNum":7}"#)), at: 1010)
        #expect(d.reasonText.contains("Cannot initialize OrderStatus from invalid String value Lost"))
    }

    @Test func nonIntegralIntIsRejected() {
        var s = store()
        s.apply(push(start), at: 1000)
        let d = s.apply(push(update(1010, #"{"status":"Cooking","orderNum":7.5}"#)), at: 1010)
        #expect(d.reasonText.contains("Parsed JSON number <7.5> does not fit in Int."))
    }

    @Test("progress outside 0...100 is dropped in strict mode, clamped in lenient mode")
    func progressRange() {
        var s = store()
        s.apply(push(start), at: 1000)
        let d = s.apply(push(update(1010, #"{"status":"InTransit","orderNum":7,"deliveryProgress":150}"#)), at: 1010)
        #expect(d.outcome == .dropped)
        #expect(d.reasonText.contains("150 is outside 0...100"))
        var l = store(.lenient)
        l.apply(push(start), at: 1000)
        let e = l.apply(push(update(1010, #"{"status":"InTransit","orderNum":7,"deliveryProgress":-5}"#)), at: 1010)
        #expect(e.outcome == .applied)
        #expect(l.activity("default")?.content["deliveryProgress"] == .number(0))
    }

    @Test func lenientModeFillsDefaultsAndSaysSo() {
        var s = store(.lenient)
        s.apply(push(start), at: 1000)
        let d = s.apply(push(update(1010, #"{"status":"InTransit"}"#)), at: 1010)
        #expect(d.outcome == .applied)
        #expect(s.activity("default")?.content["orderNum"] == .number(0))
        #expect(d.warnings.contains { $0.contains("keyNotFound at orderNum") })
    }

    @Test func updateWithoutStartIsShownAsStartedInTheApp() {
        var s = store()
        let d = s.apply(push(update(1010)), at: 1010)
        #expect(d.outcome == .applied)
        #expect(d.reasonText.contains("no start seen"))
        #expect(s.activity("default")?.startedImplicitly == true)
        #expect(s.activity("default")?.template == "order")
    }

    @Test func unknownContentGoesToTheGenericTemplate() {
        var s = store()
        s.apply(push(#"{"aps":{"timestamp":1669698850,"event":"update","content-state":{"rideStatus":"on_ride","time":5}}}"#), at: 1669698850)
        #expect(s.activity("default")?.template == "generic")
    }

    @Test func updateAfterEndIsDropped() {
        var s = store()
        s.apply(push(start), at: 1000)
        s.apply(push(#"{"aps":{"event":"end","timestamp":1100,"dismissal-date":99999}}"#), at: 1100)
        let d = s.apply(push(update(1200)), at: 1200)
        #expect(d.outcome == .dropped)
        #expect(d.reasonText.contains("ended"))
    }

    @Test func endNeverAlerts() {
        var s = store()
        s.apply(push(start), at: 1000)
        let d = s.apply(push(#"{"aps":{"event":"end","timestamp":1100,"alert":{"title":"Done"}}}"#), at: 1100)
        #expect(d.outcome == .applied)
        #expect(s.activity("default")?.lastAlert == nil)
        #expect(d.warnings.contains { $0.contains("never alerts") })
    }

    @Test func secondStartOfARunningActivityIsDropped() {
        var s = store()
        s.apply(push(start), at: 1000)
        #expect(s.apply(push(start), at: 1001).outcome == .dropped)
    }

    @Test func relevanceOrdersTheLockScreen() {
        var s = store()
        s.apply(push(start.replacingOccurrences(of: "{\"aps\"", with: "{\"activity\":\"a\",\"payload\":{\"aps\"") + "}"), at: 1000)
        s.apply(push(#"{"activity":"b","payload":{"aps":{"event":"start","timestamp":1001,"relevance-score":50,"attributes-type":"X","attributes":{},"content-state":{"k":1}}}}"#), at: 1001)
        #expect(s.lockScreenOrder(at: 1002).map(\.id) == ["b", "a"])
        s.apply(push(#"{"activity":"a","payload":{"aps":{"event":"update","timestamp":1003,"relevance-score":90,"content-state":{"status":"Cooking","orderNum":7}}}}"#), at: 1003)
        #expect(s.lockScreenOrder(at: 1004).map(\.id) == ["a", "b"])
    }

    @Test func everyPayloadGetsOneDecision() {
        var s = store()
        s.apply(push(start), at: 1000)
        s.apply(push(update(900)), at: 1000)
        s.reject(Rejection(source: "x:3", problem: .malformedJSON("unexpected end of input")), at: 1000)
        #expect(s.decisions.map(\.outcome) == [.applied, .dropped, .dropped])
        #expect(s.decisions.map(\.sequence) == [1, 2, 3])
        #expect(s.appliedCount == 1 && s.droppedCount == 2)
    }

    @Test func swipeDismisses() {
        var s = store()
        s.apply(push(start), at: 1000)
        s.swipe("default", at: 1100)
        #expect(s.activity("default")?.state(at: 1100) == .dismissed)
        #expect(s.apply(push(update(1200)), at: 1200).outcome == .dropped)
    }
}
