/// The generic Live Activity types of push SDKs, written as Swift for the
/// importer and the evaluator to read beside the app's files, as
/// `AlarmKitModel` does for Apple's: an app that declares no attributes of
/// its own but draws the SDK's `DefaultLiveActivityAttributes` then has
/// attributes and a state to decode, a dictionary of any JSON values in each
/// (`data`), and its views read keys out of it as they do on the phone.
///
/// Members and their types follow the SDKs' public declarations:
/// OneSignal's `OneSignalLiveActivities` module (OneSignal/OneSignal-iOS-SDK,
/// `DefaultLiveActivityAttributes`, `OneSignalLiveActivityAttributes`,
/// `AnyCodable`), Pushwoosh's `PushwooshLiveActivities` (the
/// swiftinterface of its XCFramework, Pushwoosh/pushwoosh-ios-sdk) and
/// Dengage's, whose default attributes are OneSignal's with a `dengage`
/// key. The SDKs hold the same `AnyCodable`: Flight School's, with `asBool()`,
/// `asInt()`, `asDouble()`, `asString()`, `asArray()` and `asDict()` added.
/// Its decoder tries, in order, null, `Bool`, `Int`, `UInt`, `Double`,
/// `String`, an array and an object of `AnyCodable`: so a JSON `5` is an
/// `Int` (`asDouble()` is nil, as `value as? Double` is on the phone), `5.5`
/// a `Double`, `true` a `Bool`, and `null` an `NSNull` (present, but no
/// accessor answers it). The model's decoder says that in its own words.
public enum PushSDKModel {
    public static let path = "Push SDKs (lasim's model of their Live Activity types).swift"

    /// The model's types that decode any JSON value: a payload's schema
    /// holds anything there, and the typical state invents no value for them.
    static let anyValueTypes: Set<String> = ["AnyCodable"]

    /// An SDK: the module an app imports, the reserved key its attributes
    /// and content state hold, and what that key holds.
    struct SDK {
        let module: String
        let key: String
        let attributeData: String
        let stateData: String
        /// The state's reserved value: OneSignal's carries a notification id,
        /// Pushwoosh's nothing.
        let stateDataFields: String
    }

    static let sdks = [
        SDK(module: "OneSignalLiveActivities", key: "onesignal",
            attributeData: "OneSignalLiveActivityAttributeData", stateData: "OneSignalLiveActivityContentStateData",
            stateDataFields: "var notificationId: String"),
        SDK(module: "PushwooshLiveActivities", key: "pushwoosh",
            attributeData: "PushwooshLiveActivityAttributeData", stateData: "PushwooshLiveActivityContentStateData",
            stateDataFields: ""),
        SDK(module: "Dengage", key: "dengage",
            attributeData: "DengageLiveActivityAttributeData", stateData: "DengageLiveActivityContentStateData",
            stateDataFields: "var notificationId: String"),
    ]

    /// The model added to `files` when one of them imports an SDK's module:
    /// each type they use and do not declare themselves (an app that keeps
    /// its own copy of `AnyCodable` keeps it).
    public static func files(for files: [(path: String, text: String)]) -> [(path: String, text: String)] {
        guard let sdk = sdks.first(where: { s in files.contains { says($0.text, "import \(s.module)") } }) else { return [] }
        func declared(_ name: String) -> Bool {
            files.contains { f in ["struct", "class", "enum", "protocol", "typealias"].contains { says(f.text, "\($0) \(name)") } }
        }
        func used(_ name: String) -> Bool { files.contains { says($0.text, name) } && !declared(name) }
        // Only what the files name: an app with attributes of its own gets
        // no second activity type, only the SDK's reserved values it holds.
        let drawsDefault = used("DefaultLiveActivityAttributes")
        let anyValues = (drawsDefault || used("AnyCodable")) && !declared("AnyCodable")
        var parts = ["import ActivityKit"]
        if drawsDefault || used(sdk.attributeData) || used(sdk.stateData) { parts.append(data(sdk)) }
        if drawsDefault { parts.append(defaultAttributes(sdk)) }
        if anyValues { parts.append(anyCodable) }
        if anyValues && !declared("NSNull") { parts.append(nsNull) }
        guard parts.count > 1 else { return [] }
        return [(path, parts.joined(separator: "\n\n"))]
    }

    /// Whether `text` holds `phrase` as whole words (`import Dengage`, not `import DengageInbox`).
    static func says(_ text: String, _ phrase: String) -> Bool {
        text.ranges(of: phrase).contains { r in
            guard r.upperBound < text.endIndex else { return true }
            let next = text[r.upperBound]
            return !(next.isLetter || next.isNumber || next == "_")
        }
    }

    static func data(_ sdk: SDK) -> String {
        """
        struct \(sdk.attributeData): Codable, Hashable {
            var activityId: String
            static func create(activityId: String) -> \(sdk.attributeData) {
                \(sdk.attributeData)(activityId: activityId)
            }
        }

        struct \(sdk.stateData): Codable, Hashable {
            \(sdk.stateDataFields)
        }
        """
    }

    static func defaultAttributes(_ sdk: SDK) -> String {
        """
        struct DefaultLiveActivityAttributes: ActivityAttributes {
            var data: [String: AnyCodable]
            var \(sdk.key): \(sdk.attributeData)

            struct ContentState: Codable, Hashable {
                var data: [String: AnyCodable]
                var \(sdk.key): \(sdk.stateData)?
            }
        }
        """
    }

    static let anyCodable = """
        struct AnyCodable: Codable, Hashable, CustomStringConvertible {
            let value: Any

            init(_ value: Any) { self.value = value }

            init(from decoder: Decoder) throws {
                let single = try decoder.singleValueContainer()
                if single.decodeNil() {
                    value = NSNull()
                } else if let b = try? single.decode(Bool.self) {
                    value = b
                } else if let i = try? single.decode(Int.self) {
                    value = i
                } else if let u = try? single.decode(UInt.self) {
                    value = u
                } else if let d = try? single.decode(Double.self) {
                    value = d
                } else if let s = try? single.decode(String.self) {
                    value = s
                } else if let list = try? single.decode([AnyCodable].self) {
                    value = list
                } else if let object = try? single.decode([String: AnyCodable].self) {
                    value = object
                } else {
                    throw DecodingError.dataCorruptedError(in: single, debugDescription: "AnyCodable value cannot be decoded")
                }
            }

            func asBool() -> Bool? { value as? Bool }
            func asInt() -> Int? { value as? Int }
            func asDouble() -> Double? { value as? Double }
            func asString() -> String? { value as? String }
            func asArray() -> [AnyCodable]? { value as? [AnyCodable] }
            func asDict() -> [String: AnyCodable]? { value as? [String: AnyCodable] }

            var description: String { String(describing: value) }
        }
        """

    /// What a JSON null decodes to: Foundation's `NSNull`, which is a value
    /// (`data["k"]?.value` is not nil) and describes itself as `<null>`.
    static let nsNull = """
        struct NSNull: Hashable, CustomStringConvertible {
            var description: String { "<null>" }
        }
        """
}
