@testable import LasimModel
import Testing

/// A content-state failure says which of Swift's errors it is by its case;
/// its line names it as Swift logs it.
@Suite struct StateDecoderKindTests {
    func failure(_ json: String) -> StateDecoder.Failure? {
        let state = try! JSONParser.parse(bytes: Array(json.utf8)).objectValue!
        do throws(StateDecoder.Failure) {
            _ = try StateDecoder(mode: .strict).decode(state, as: TestCatalog.schema)
            return nil
        } catch {
            return error
        }
    }

    @Test("each failure has its kind", arguments: [
        (#"{"orderNum":1}"#, StateDecoder.Failure.Kind.keyNotFound, "keyNotFound at status"),
        (#"{"status":"Cooking","orderNum":"one"}"#, .typeMismatch, "typeMismatch at orderNum"),
        (#"{"status":"Cooking","orderNum":null}"#, .valueNotFound, "valueNotFound at orderNum"),
        (#"{"status":"Lost","orderNum":1}"#, .dataCorrupted, "dataCorrupted at status"),
        (#"{"status":"Cooking","orderNum":1,"deliveryProgress":140}"#, .outOfRange, "outOfRange at deliveryProgress"),
    ])
    func kind(_ json: String, _ kind: StateDecoder.Failure.Kind, _ line: String) {
        let f = failure(json)
        #expect(f?.kind == kind)
        #expect(f?.line.hasPrefix(line) == true, "\(f?.line ?? "decoded")")
    }

    @Test("a type with its own init(from:) gets the keys no field names, as sent; a plain one drops them")
    func customDecodingKeepsUnnamedKeys() throws {
        let state = try #require(try JSONParser.parse(bytes: Array(#"{"running":{"from":1},"extra":2}"#.utf8)).objectValue)
        var custom = ContentSchema(name: "Phase", fields: [], customDecoding: "custom decoding, run as the app's own code")
        let kept = try StateDecoder(mode: .strict).decode(state, as: custom).state
        #expect(kept["running"]?["from"] == .number(1) && kept["extra"] == .number(2))
        custom.customDecoding = nil
        #expect(try StateDecoder(mode: .strict).decode(state, as: custom).state.entries.isEmpty)
    }
}
