#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `Data` as the evaluator holds it: text is kept as text (`$text`, what
/// `String(data:encoding:)` and a `JSONDecoder` read), other bytes (an
/// image's) as Base64 (`$base64`). A payload's `Data` field arrives as the
/// Base64 string its JSON holds.
extension Builtins {
    static func data(_ bytes: [UInt8]) -> SwiftValue {
        if let text = String(validating: bytes, as: UTF8.self) { return data(text: text) }
        return .opaque(.init("Data", ["$base64": .string(Data(bytes).base64EncodedString())]))
    }

    /// A `Data` of a text's UTF-8 bytes, kept as the text.
    static func data(text: String) -> SwiftValue { .opaque(.init("Data", ["$text": .string(text)])) }

    /// The bytes a `Data` value holds; nil for a value that is none.
    static func dataBytes(_ v: SwiftValue) -> [UInt8]? {
        switch v {
        case .opaque(let o) where o.kind == "Data":
            if let b64 = o.settings["$base64"]?.asString { return Data(base64Encoded: b64).map(Array.init) }
            return Array((o.settings["$text"]?.asString ?? "").utf8)
        case .string(let b64): return Data(base64Encoded: b64).map(Array.init)
        default: return nil
        }
    }
}
