@testable import LasimModel
import Testing

@Suite struct PushDecoderTests {
    @Test func barePayloadGoesToTheDefaultActivity() {
        let p = push(update(5))
        #expect(p.activityID == "default")
        #expect(p.priority == 10)
        #expect(p.event == .update)
    }

    @Test func envelopeNamesActivityAndPriority() {
        let p = push(#"{"activity":"tok-1","priority":5,"payload":{"aps":{"event":"update","timestamp":1,"content-state":{}}}}"#)
        #expect(p.activityID == "tok-1")
        #expect(p.priority == 5)
    }

    @Test func simulatorApnsFileIsAccepted() {
        let p = push(#"{"Simulator Target Bundle":"com.example.app","aps":{"event":"update","timestamp":1,"content-state":{"a":1}}}"#)
        #expect(p.warnings.isEmpty)
    }

    @Test("each bad shape is rejected with a reason", arguments: [
        ("42", "expected a JSON object, found a number"),
        (#"[1,2]"#, "expected a JSON object, found an array"),
        (#"{"x":1}"#, "no \"aps\" dictionary"),
        (#"{"aps":[]}"#, "\"aps\" must be a dictionary"),
        (#"{"aps":{"event":"pause","content-state":{}}}"#, "unknown event \"pause\""),
        (#"{"aps":{"event":"update"}}"#, "content-state is missing"),
        (#"{"aps":{"event":"update","content-state":[1]}}"#, "content-state must be a dictionary"),
        (#"{"aps":{"event":"start","content-state":{}}}"#, "needs aps.attributes-type"),
        (#"{"activity":"a","priority":7,"payload":{"aps":{}}}"#, "priority must be 5 or 10"),
        (#"{"aps":{"event":"update","timestamp":"now","content-state":{}}}"#, "timestamp must be a number"),
    ])
    func rejected(_ json: String, _ reason: String) {
        let r = rejection(json)
        #expect(r?.contains(reason) == true, "got: \(r ?? "accepted")")
    }

    @Test func payloadOver4096BytesIsRejected() {
        let big = String(repeating: "x", count: 5000)
        let json = #"{"aps":{"event":"update","timestamp":1,"content-state":{"note":"\#(big)"}}}"#
        #expect(rejection(json)?.contains("PayloadTooLarge") == true)
    }

    @Test func millisecondTimestampWarns() {
        let p = push(#"{"aps":{"event":"update","timestamp":1700000000000,"content-state":{}}}"#)
        #expect(p.warnings.contains { $0.contains("milliseconds") })
    }
}
