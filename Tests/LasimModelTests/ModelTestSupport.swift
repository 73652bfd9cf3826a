@testable import LasimModel

/// A catalog with one schema, like the order template's, for model tests.
struct TestCatalog: SchemaCatalog {
    static let schema = ContentSchema(name: "OrderTrackerAttributes.ContentState", fields: [
        .init(name: "status", type: .enumeration(name: "OrderStatus", cases: ["Scheduled", "Cooking", "InTransit", "Delivered"])),
        .init(name: "orderNum", type: .int),
        .init(name: "deliveryProgress", type: .int, optional: true, range: 0...100),
        .init(name: "eta", type: .object(ContentSchema(name: "eta", fields: [.init(name: "to", type: .date)])), optional: true),
    ])

    func resolve(attributesType: String?, contentState: JSONObject?) -> (template: String, schema: ContentSchema?, attributes: ContentSchema?) {
        if attributesType == "OrderTrackerAttributes" { return ("order", Self.schema, nil) }
        if attributesType == nil, let s = contentState, s["orderNum"] != nil { return ("order", Self.schema, nil) }
        return ("generic", nil, nil)
    }

    func schema(forTemplate name: String) -> ContentSchema? { name == "order" ? Self.schema : nil }
}

func push(_ json: String, source: String = "test:1") -> Push {
    let value = try! JSONParser.parse(json)
    switch PushDecoder.decode(value, source: source, byteCount: json.utf8.count) {
    case .success(let p): return p
    case .failure(let r): fatalError("test payload rejected: \(r.reason)")
    }
}

func rejection(_ json: String) -> String? {
    let value = try! JSONParser.parse(json)
    if case .failure(let r) = PushDecoder.decode(value, source: "test:1", byteCount: json.utf8.count) { return r.reason }
    return nil
}

let start = #"{"aps":{"event":"start","timestamp":1000,"attributes-type":"OrderTrackerAttributes","attributes":{"recordId":1},"content-state":{"status":"Cooking","orderNum":7},"alert":{"title":"Order","body":"Cooking"}}}"#

func update(_ t: Int, _ state: String = #"{"status":"InTransit","orderNum":7,"deliveryProgress":40}"#, extra: String = "") -> String {
    #"{"aps":{"event":"update","timestamp":\#(t),"content-state":\#(state)\#(extra)}}"#
}
