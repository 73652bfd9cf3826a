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

    /// A refusal is a value: its case, what was found and the key's path;
    /// the words are made from them.
    @Test("a refusal carries its case, what was found and where", arguments: [
        (#"{"aps":{"event":"update","timestamp":1,"content-state":{},"alert":7}}"#,
         Rejection.Invalid.wrongValue(.alert, found: .kind("number")), "aps.alert must be a dictionary or a string, found a number", JSONPath(keys: "aps", "alert")),
        (#"{"aps":{"event":"update","timestamp":1,"content-state":{},"stale-date":"soon"}}"#,
         .wrongValue(.staleDate, found: .string("soon")), #"aps.stale-date must be a number of seconds, found "soon""#, JSONPath(keys: "aps", "stale-date")),
        (#"{"aps":{"event":"start","timestamp":1,"content-state":{},"attributes-type":"A","attributes":{},"input-push-token":2}}"#,
         .wrongValue(.inputPushToken, found: .number(2)), "aps.input-push-token must be 1, found 2", JSONPath(keys: "aps", "input-push-token")),
        (#"{"aps":{"event":"start","timestamp":1,"content-state":{},"attributes-type":"A"}}"#,
         .startWithout(.attributes), "a start event needs aps.attributes", JSONPath(keys: "aps", "attributes")),
        (#"{"activity":"a","priority":null,"payload":{"aps":{}}}"#, .badPriority(found: .kind("null")), "priority must be 5 or 10, found null (BadPriority)", .root),
        (#"{"channel-created":"c","message-storage-policy":3}"#, .badStoragePolicy, "message-storage-policy must be 0 or 1", .root),
    ])
    func refusal(_ json: String, _ invalid: Rejection.Invalid, _ words: String, _ path: JSONPath) {
        let item = PushDecoder.item(try! JSONParser.parse(bytes: Array(json.utf8)), source: "t", byteCount: json.utf8.count)
        guard case .rejected(let r) = item else { Issue.record("accepted: \(json)"); return }
        #expect(r.problem == .invalid(invalid))
        #expect(r.reason == words)
        #expect(r.problem.path == path)
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
