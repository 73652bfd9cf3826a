import Foundation
import LasimModel
import Testing
@testable import LasimSwift

let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

/// Imports one Swift source text; the activity named `type` (or the first).
func imported(_ text: String, _ type: String? = nil) -> (ImportedActivity?, [String]) {
    let r = SwiftImporter.importActivities(path: "App.swift", text: text)
    let a = type.map { t in r.activities.first { $0.typeName == t } } ?? r.activities.first
    return (a ?? nil, r.diagnostics.map(\.description))
}

func state(_ body: String) -> ContentSchema {
    let (a, d) = imported(attrs(body))
    guard let a else { Issue.record("nothing imported: \(d)"); return ContentSchema(name: "", fields: []) }
    return a.contentState
}

/// Decodes `json` (a content-state object) strictly: nil when it decodes, else the failure line.
func decode(_ schema: ContentSchema, _ json: String) -> String? {
    guard case .object(let o) = try! JSONParser.parse(bytes: Array(json.utf8), maxDepth: 64) else { return "not an object" }
    do throws(StateDecoder.Failure) {
        _ = try StateDecoder(mode: .strict).decode(o, as: schema)
        return nil
    } catch {
        return error.line
    }
}

func attrs(_ body: String, extra: String = "") -> String {
    """
    import ActivityKit
    struct A: ActivityAttributes {
        struct ContentState: Codable, Hashable {
    \(body)
        }
    }
    \(extra)
    """
}

@Suite struct ImporterRuleTests {
    @Test func findsConformanceDirectlyAndThroughAnExtension() {
        let direct = SwiftImporter.importActivities(path: "a.swift", text: attrs("var x: Int"))
        #expect(direct.activities.map(\.typeName) == ["A"])
        let viaExtension = SwiftImporter.importActivities(path: "b.swift", text: """
            struct B { struct ContentState: Codable, Hashable { var y: String } ; var id: Int }
            extension B: ActivityAttributes {}
            """)
        #expect(viaExtension.activities.map(\.typeName) == ["B"])
        #expect(viaExtension.activities[0].attributes.fields.map(\.name) == ["id"])
    }

    /// A push SDK's sample (Pushwoosh's) declares its attributes as its
    /// SDK's protocol, which refines ActivityAttributes in a module the app's
    /// files do not hold: the type an `ActivityConfiguration(for:)` names is
    /// attributes all the same, its `#Preview` states samples. A type
    /// conforming to the same unknown protocol that no configuration names
    /// is not.
    @Test func theTypeAConfigurationNamesIsAttributesWhateverItConformsTo() {
        let attributes = """
            import ActivityKit
            import EngageKit
            struct BoardingAttributes: EngageAttributes {
                var gate: String
                var engage: EngageData
                struct ContentState: EngageState {
                    var seat: Int
                    var status: String
                    var engage: EngageStateData?
                }
            }
            struct UnusedAttributes: EngageAttributes {
                var name: String
                struct ContentState: EngageState { var step: Int }
            }
            """
        let widget = """
            import WidgetKit
            import SwiftUI
            struct BoardingLiveActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: BoardingAttributes.self) { context in
                        Text(context.state.status)
                    } dynamicIsland: { context in
                        DynamicIsland { DynamicIslandExpandedRegion(.center) { Text(context.attributes.gate) } }
                            compactLeading: { Text("\\(context.state.seat)") } compactTrailing: { EmptyView() } minimal: { EmptyView() }
                    }
                }
            }
            #Preview("Boarding", as: .content, using: BoardingAttributes(gate: "B22", engage: EngageData(id: "p"))) {
                BoardingLiveActivity()
            } contentStates: {
                BoardingAttributes.ContentState(seat: 4, status: "Boarding")
            }
            """
        let r = SwiftImporter.importActivities(from: SwiftSourceSet(files: [("BoardingAttributes.swift", attributes), ("BoardingLiveActivity.swift", widget)]))
        #expect(r.activities.map(\.typeName) == ["BoardingAttributes"])
        #expect(r.activities.first?.contentState.fields.map(\.name) == ["seat", "status", "engage"])
        #expect(r.activities.first?.attributes.fields.map(\.name) == ["gate", "engage"])
        #expect(r.activities.first?.samples.count == 1)
        #expect(!r.diagnostics.map(\.description).contains { $0.contains("no type conforms to ActivityAttributes") })
    }

    /// Apple's Emoji Rangers sample wraps its attributes in `#if
    /// canImport(ActivityKit)` at the top of the file: every branch counts.
    @Test func findsTypesInsideTopLevelIfConfig() {
        let r = SwiftImporter.importActivities(path: "AdventureAttributes.swift", text: """
            #if canImport(ActivityKit)
            import ActivityKit
            struct AdventureAttributes: ActivityAttributes {
                struct ContentState: Codable & Hashable { let currentHealthLevel: Double; let eventDescription: String }
                let hero: String
            }
            #endif
            """)
        #expect(r.activities.map(\.typeName) == ["AdventureAttributes"])
        #expect(r.activities.first?.contentState.fields.map(\.name) == ["currentHealthLevel", "eventDescription"])
    }

    /// swift-syntax's parser is exponential in a run of `[` after a name (the
    /// fuzzer's 90 hung it): runs are cut to 8, lines stay where they were,
    /// and the cut is reported. Uncut, 40 would not finish in an hour.
    @Test func longRunsOfOpeningBracketsAreCutNotHung() {
        let run = String(repeating: "[", count: 40)
        let r = SwiftImporter.importActivities(path: "App.swift", text: attrs("var x: Int", extra: "let y = z\(run)1\nstruct Late: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }"))
        #expect(r.diagnostics.map(\.description).contains("App.swift:7: 40 '[' in a row: only the first 8 are read (Swift's parser takes exponential time on such runs)"))
        #expect(r.activities.map(\.typeName).contains("A"))
        #expect(SwiftParsing.defuse("a[[b") == nil)
        let cut = SwiftParsing.defuse("x" + String(repeating: "[", count: 10) + "\n[")
        #expect(cut?.text == "x[[[[[[[[  \n[")
        #expect(cut?.line == 1 && cut?.length == 10)
    }

    // Synthesized Decodable decodes stored properties only.
    /// Apple's Food Truck keeps `order: [Donut.ID]`, `Donut: Identifiable`
    /// with `var id: Int`: the ID is the type of its `id`, as Swift infers
    /// the associated type. It was "type Donut.ID is not declared in the
    /// files given", and any value was accepted.
    @Test func anIdentifiablesIDIsItsIdType() {
        let (a, d) = imported(attrs("var picked: [Donut.ID]\n    var best: Donut.ID?", extra: """
            struct Donut: Identifiable, Hashable { var id: Int; var name: String }
            """))
        #expect(!d.contains { $0.contains("Donut.ID") }, "\(d)")
        let s = a?.contentState ?? ContentSchema(name: "", fields: [])
        #expect(s.field("picked")?.type == .array(.int), "\(s)")
        #expect(decode(s, #"{"picked": [1, 2]}"#) == nil)
        #expect(decode(s, #"{"picked": ["one"]}"#) != nil)
    }

    /// A delivery-and-taxi island (corpus29a's taxitr) types its attributes
    /// with an enum's associated types: `Mode.Kind.RawValue`, a nested
    /// enum's raw type, and `Mode.ID`, an enum whose `id` is computed
    /// (`var id: Int { rawValue }`). Swift infers both (Int here); lasim said
    /// "is not declared in the files given" and accepted any value.
    @Test func anEnumsRawValueAndComputedIDAreTheirTypes() {
        let (a, d) = imported(attrs("var kind: Mode.Kind.RawValue\n    var mode: Mode.ID\n    var tag: Mode.Tag.RawValue?", extra: """
            enum Mode: Int, CaseIterable, Identifiable {
                case wide, expanded
                var id: Int { return rawValue }
                enum Kind: Int { case taxi, delivery }
                enum Tag: String { case a }
            }
            """))
        #expect(!d.contains { $0.contains("not declared") }, "\(d)")
        let s = a?.contentState ?? ContentSchema(name: "", fields: [])
        #expect(s.field("kind")?.type == .int, "\(s)")
        #expect(s.field("mode")?.type == .int, "\(s)")
        #expect(s.field("tag")?.type == .string, "\(s)")
        #expect(decode(s, #"{"kind": 1, "mode": 3}"#) == nil)
        #expect(decode(s, #"{"kind": "taxi", "mode": 3}"#) != nil)
    }

    /// An enum with no raw type has no `RawValue`: still a type lasim does not know.
    @Test func aRawValueOfAnEnumWithoutRawTypeStaysUnknown() {
        let (_, d) = imported(attrs("var kind: Plain.RawValue", extra: "enum Plain: CaseIterable { case a, b }"))
        #expect(d.contains { $0.contains("Plain.RawValue is not declared") }, "\(d)")
    }

    @Test func storedPropertiesOnly_letWithValueIsNotDecoded_varWithValueIs() {
        let s = state("""
            var a: Int
            let b: String = "fixed"
            var c: Int = 3
            var computed: Int { a * 2 }
            static var shared = 1
            var observed: Bool { didSet { } }
        """)
        #expect(s.fields.map(\.name) == ["a", "c", "observed"])
        #expect(s.field("c")?.optional == false)
        #expect(decode(s, #"{"a":1,"observed":true}"#) == #"keyNotFound at c: No value associated with key "c"."#)
    }

    // `T?` uses decodeIfPresent: missing or null is fine; non-optional null is valueNotFound.
    @Test func optionalsMayBeMissingOrNull_othersMustBePresentAndNonNull() {
        let s = state("var a: Int?\nvar b: Optional<String>\nvar c: Bool")
        #expect(decode(s, #"{"a":null,"c":true}"#) == nil)
        #expect(decode(s, #"{"c":null}"#) == "valueNotFound at c: Expected Bool value but found null instead.")
    }

    // CodingKeys: raw values rename, omitted properties are not decoded.
    @Test func codingKeysRenameAndOmit() {
        let s = state("""
            var orderID: Int
            var label: String = ""
            enum CodingKeys: String, CodingKey { case orderID = "order_id" }
        """)
        #expect(s.fields.map(\.name) == ["order_id"])
        #expect(s.fields[0].property == "orderID")
        #expect(decode(s, #"{"orderID":1}"#) == #"keyNotFound at order_id: No value associated with key "order_id"."#)
    }

    // Int widths: JSONDecoder refuses a number that does not fit, or a fraction.
    @Test func integerWidthsAndFractions() {
        let s = state("var a: UInt8\nvar b: Int32\nvar c: Int")
        #expect(decode(s, #"{"a":255,"b":-5,"c":1}"#) == nil)
        #expect(decode(s, #"{"a":256,"b":1,"c":1}"#) == "dataCorrupted at a: Parsed JSON number <256> does not fit in UInt8.")
        #expect(decode(s, #"{"a":-1,"b":1,"c":1}"#) == "dataCorrupted at a: Parsed JSON number <-1> does not fit in UInt8.")
        #expect(decode(s, #"{"a":1,"b":1,"c":1.5}"#) == "dataCorrupted at c: Parsed JSON number <1.5> does not fit in Int.")
    }

    // Double/Float/CGFloat decode numbers; a string is a typeMismatch.
    @Test func floatingPointTypes() {
        let s = state("var a: Double\nvar b: Float\nvar c: CGFloat")
        #expect(decode(s, #"{"a":1,"b":2.5,"c":3}"#) == nil)
        #expect(decode(s, #"{"a":"1","b":2.5,"c":3}"#) == "typeMismatch at a: Expected to decode Double but found a string instead.")
        #expect(decode(s, #"{"a":1,"b":1e40,"c":3}"#) == "dataCorrupted at b: Parsed JSON number <1e+40> does not fit in Float.")
    }

    // Date's default strategy is a Double of seconds since 2001; an ISO string fails.
    @Test func dateIsANumber() {
        let s = state("var at: Date")
        #expect(decode(s, #"{"at":721692800}"#) == nil)
        // Swift's own message, then which number to send instead.
        #expect(decode(s, #"{"at":"2023-11-14T22:13:20Z"}"#) == "typeMismatch at at: Expected to decode Double but found a string instead."
                + " (an ISO 8601 date: the default Date strategy reads seconds since 2001-01-01; send 721692800 for 2023-11-14T22:13:20Z)")
    }

    // URL(string:), UUID(uuidString:), Data(base64Encoded:) reject bad strings.
    @Test func urlUUIDAndData() {
        let s = state("var u: URL\nvar id: UUID\nvar blob: Data")
        let good = #"{"u":"https://example.com/a","id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","blob":"aGk="}"#
        #expect(decode(s, good) == nil)
        #expect(decode(s, #"{"u":"not a url","id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","blob":"aGk="}"#) == "dataCorrupted at u: Invalid URL string.")
        #expect(decode(s, #"{"u":"x:y","id":"nope","blob":"aGk="}"#) == "dataCorrupted at id: Attempted to decode UUID from invalid UUID string.")
        #expect(decode(s, #"{"u":"x:y","id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","blob":"a$"}"#) == "dataCorrupted at blob: Encountered Data is not valid Base64.")
    }

    // Arrays, Set, [String: T]: elements decode as T; null only for T?.
    @Test func collections() {
        let s = state("var a: [Int]\nvar b: Set<String>\nvar c: [String: Double]\nvar d: [Int?]")
        #expect(decode(s, #"{"a":[1],"b":["x","x"],"c":{"k":1},"d":[1,null]}"#) == nil)
        #expect(decode(s, #"{"a":[1,"2"],"b":[],"c":{},"d":[]}"#) == "typeMismatch at a[1]: Expected to decode Int but found a string instead.")
        #expect(decode(s, #"{"a":[null],"b":[],"c":{},"d":[]}"#) == "valueNotFound at a[0]: Expected Int value but found null instead.")
        #expect(decode(s, #"{"a":[],"b":[],"c":{"k":"x"},"d":[]}"#) == "typeMismatch at c.k: Expected to decode Double but found a string instead.")
    }

    // ClosedRange/Range encode unkeyed: [lower, upper]; lower > upper is dataCorrupted.
    @Test func rangesAreUnkeyedPairs() {
        let s = state("var eta: ClosedRange<Date>\nvar r: Range<Int>?")
        #expect(decode(s, #"{"eta":[1,2]}"#) == nil)
        #expect(decode(s, #"{"eta":{"lowerBound":1,"upperBound":2}}"#) == "typeMismatch at eta: Expected to decode Array<Any> but found a dictionary instead.")
        #expect(decode(s, #"{"eta":[1]}"#) == "valueNotFound at eta[1]: Unkeyed container is at end.")
        #expect(decode(s, #"{"eta":[1,2],"r":[5,3]}"#) == "dataCorrupted at r: Cannot initialize Range with a lowerBound (5) greater than upperBound (3)")
    }

    // Nested structs and enums from any file given; typealiases resolve.
    @Test func nestedTypesFromOtherFilesAndTypealiases() {
        let set = SwiftSourceSet(files: [
            ("a.swift", attrs("var driver: Driver\nvar mood: Mood\nvar step: Step", extra: "typealias Mood = String")),
            ("b.swift", "struct Driver: Codable, Hashable { var name: String; var car: Car? }\nstruct Car: Codable, Hashable { var plate: String }"),
            ("c.swift", "enum Step: Int, Codable { case one = 1, two, three }"),
        ])
        let s = SwiftImporter.importActivities(from: set).activities[0].contentState
        #expect(decode(s, #"{"driver":{"name":"A","car":{"plate":"X"}},"mood":"ok","step":2}"#) == nil)
        #expect(decode(s, #"{"driver":{"name":"A","car":{}},"mood":"ok","step":2}"#) == #"keyNotFound at driver.car.plate: No value associated with key "plate"."#)
        #expect(decode(s, #"{"driver":{"name":"A"},"mood":"ok","step":7}"#) == "dataCorrupted at step: Cannot initialize Step from invalid Int value 7")
    }

    /// An enum with a floating raw type (`enum TripStatus: Float { case booked = 1, onTheWay }`)
    /// decodes from its number as an Int-backed one does, its values counted up
    /// from the literal; it was read as a keyed enum, and every update dropped.
    @Test func floatingRawEnumsDecodeTheirNumber() {
        let s = SwiftImporter.importActivities(path: "x.swift", text: attrs("var status: TripStatus", extra: "enum TripStatus: Float, Codable, Hashable { case booked = 1\n case pickup, onTheWay }")).activities[0].contentState
        #expect(decode(s, #"{"status":2}"#) == nil)
        #expect(decode(s, #"{"status":3}"#) == nil)
        #expect(decode(s, #"{"status":0}"#) != nil && decode(s, #"{"status":{"booked":{}}}"#) != nil)
        let d = SwiftImporter.importActivities(path: "x.swift", text: attrs("var level: Level", extra: "enum Level: Double, Codable { case low, high = 10 }")).activities[0].contentState
        #expect(decode(d, #"{"level":0}"#) == nil && decode(d, #"{"level":10}"#) == nil && decode(d, #"{"level":1}"#) != nil)
        let (_, notes) = imported(attrs("var level: Half", extra: "enum Half: Double, Codable { case half = 0.5, whole = 1 }"))
        #expect(notes.contains { $0.contains("Half: raw values that are not whole numbers") }, "\(notes)")
    }

    // RawRepresentable enums decode their raw value; an unknown case fails.
    @Test func stringEnumsUseRawValues() {
        let t = SwiftImporter.importActivities(path: "x.swift", text: attrs("var status: Status", extra: "enum Status: String, Codable { case a, inTransit = \"in_transit\" }")).activities[0].contentState
        #expect(decode(t, #"{"status":"in_transit"}"#) == nil)
        #expect(decode(t, #"{"status":"inTransit"}"#) == "dataCorrupted at status: Cannot initialize Status from invalid String value inTransit")
    }

    // Enums with associated values (SE-0295): {"case": {"label": v, "_0": v}}.
    @Test func associatedValueEnumsUseTheKeyedForm() {
        let t = SwiftImporter.importActivities(path: "x.swift", text: attrs("var v: V", extra: "enum V: Codable, Hashable { case bike(colour: String), car(String, Int), walking }")).activities[0].contentState
        #expect(decode(t, #"{"v":{"bike":{"colour":"red"}}}"#) == nil)
        #expect(decode(t, #"{"v":{"car":{"_0":"AB","_1":4}}}"#) == nil)
        #expect(decode(t, #"{"v":{"walking":{}}}"#) == nil)
        #expect(decode(t, #"{"v":{"scooter":{}}}"#) == "typeMismatch at v: Invalid number of keys found, expected one.")
        #expect(decode(t, #"{"v":"walking"}"#) == "typeMismatch at v: Expected to decode Dictionary<String, Any> but found a string instead.")
    }

    // A custom init(from:): its decode/decodeIfPresent calls set the keys.
    @Test func customInitDecodeCallsSayWhichKeysAreRequired() {
        let t = SwiftImporter.importActivities(path: "x.swift", text: attrs("""
            var a: Int
            var b: String?
            enum CodingKeys: String, CodingKey { case a = "alpha", b }
            init(from decoder: Decoder) throws {
                let c = try decoder.container(keyedBy: CodingKeys.self)
                a = try c.decode(Int.self, forKey: .a)
                b = try c.decodeIfPresent(String.self, forKey: .b)
            }
        """)).activities[0].contentState
        #expect(t.customDecoding == nil)
        #expect(decode(t, #"{"alpha":1}"#) == nil)
        #expect(decode(t, #"{"a":1}"#) == #"keyNotFound at alpha: No value associated with key "alpha"."#)
        #expect(decode(t, #"{"alpha":"1"}"#) == "typeMismatch at alpha: Expected to decode Int but found a string instead.")
    }

    // `self.init(a: try c.decode(...), b: ...)`: every argument runs, so each key is read plainly.
    @Test func decodeCallsAsInitializerArgumentsArePlain() {
        let t = SwiftImporter.importActivities(path: "x.swift", text: attrs("""
            var a: Double
            var b: String
            init(a: Double, b: String) { self.a = min(max(a, 0), 1); self.b = b }
            init(from decoder: Decoder) throws {
                let c = try decoder.container(keyedBy: CodingKeys.self)
                self.init(a: try c.decode(Double.self, forKey: .a), b: try c.decode(String.self, forKey: .b))
            }
            enum CodingKeys: CodingKey { case a, b }
        """)).activities[0].contentState
        #expect(t.customDecoding == nil)
        #expect(decode(t, #"{"a":0.5,"b":"x"}"#) == nil)
        #expect(decode(t, #"{"a":0.5}"#) == #"keyNotFound at b: No value associated with key "b"."#)
    }

    // A platform type the app makes Codable in its own extension (facts from a
    // weather app: SwiftUI colours in its attributes, `extension Color: Codable`
    // in another file) is not "not declared": its cause is the app's own coding.
    @Test func aPlatformTypeMadeCodableByTheAppIsNamedSo() {
        let r = SwiftImporter.importActivities(path: "App.swift", text: attrs("var tint: Color", extra: """
            extension Color: Codable {
                public init(from decoder: Decoder) throws { self = .blue }
                public func encode(to encoder: Encoder) throws {}
            }
            """))
        let messages = r.diagnostics.map(\.description)
        #expect(messages.contains { $0.contains("type Color is made Codable by the app's own extension (App.swift:") && $0.contains("custom decoding, not simulated") },
                "\(messages)")
        #expect(!messages.contains { $0.contains("not declared in the files given") }, "\(messages)")
    }

    // Logic lasim cannot follow (try?, ??, helpers) is accepted: never a false error.
    @Test func customDecodingGivesNoFalseErrors() {
        let r = SwiftImporter.importActivities(path: "x.swift", text: attrs("""
            var a: Int
            var b: Date
            init(from decoder: Decoder) throws {
                let c = try decoder.container(keyedBy: CodingKeys.self)
                a = (try? c.decode(Int.self, forKey: .a)) ?? 0
                b = try parseDate(decoder)
            }
            enum CodingKeys: CodingKey { case a, b }
        """))
        let t = r.activities[0].contentState
        #expect(t.customDecoding != nil)
        #expect(decode(t, #"{}"#) == nil)
        #expect(decode(t, #"{"a":"x","b":"2024-01-01"}"#) == nil)
        #expect(r.diagnostics.filter { $0.message.contains("custom decoding, run as the app's own code") }.count == 1)
        #expect(t.customDecoding == "custom decoding, run as the app's own code where its ActivityConfiguration is given")
    }

    // A nested type's custom init(from:) is run as the app wrote it, as the
    // content state's is (the views decode the whole state through the app's
    // types): it is worded so, and the state is marked as one only running tells.
    @Test func aNestedCustomDecoderIsRunByTheApp() {
        let r = SwiftImporter.importActivities(path: "x.swift", text: attrs("""
            var leg: Leg
            struct Leg: Codable, Hashable {
                var a: Int
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    a = (try? c.decode(Int.self, forKey: .a)) ?? 0
                }
                enum CodingKeys: CodingKey { case a }
            }
        """))
        let state = r.activities[0].contentState
        #expect(state.customDecoding == nil)
        #expect(state.hasCustomDecoder)
        #expect(r.diagnostics.map(\.message).contains { $0.contains("Leg.init(from:): custom decoding, run as the app's own code") }, "\(r.diagnostics)")
        #expect(!r.diagnostics.map(\.message).contains { $0.contains("not simulated") }, "\(r.diagnostics)")
        // Read under `try?`: not checked against a payload, but a typical state sends an Int.
        guard case .object(let leg)? = state.fieldType("leg") else { Issue.record("\(state)"); return }
        #expect(leg.fieldType("a") == .custom(name: "custom decoding", reads: .int))
    }

    // An enum that decodes itself from one value (unknown raw values mapped
    // to a case of its own) accepts any string: nothing is checked, and a
    // typical state sends one of its raw values.
    @Test func anEnumsOwnDecoderReadsItsRawValues() {
        let r = SwiftImporter.importActivities(path: "x.swift", text: attrs("""
            var arrow: Arrow
            enum Arrow: String, Codable, Hashable {
                case rising = "up", steady, unknown
                init(from decoder: Decoder) throws {
                    let c = try decoder.singleValueContainer()
                    self = Arrow(rawValue: try c.decode(String.self)) ?? .unknown
                }
            }
        """))
        let state = r.activities[0].contentState
        guard case .custom(_, .enumeration(_, let cases)?)? = state.fieldType("arrow") else { Issue.record("\(state)"); return }
        #expect(cases == ["up", "steady", "unknown"])
        #expect(state.hasCustomDecoder)
        #expect(decode(state, #"{"arrow":"sideways"}"#) == nil)
        #expect(r.diagnostics.map(\.message).contains { $0.contains("Arrow.init(from:): custom decoding, run as the app's own code") }, "\(r.diagnostics)")
    }

    // A property wrapper's own coding is what matters only when the
    // synthesized decoder reads it; a type's own init(from:) reads the key.
    @Test func aWrappedPropertyReadByTheTypesOwnDecoderIsNotFlagged() {
        func messages(_ initializer: String) -> [String] {
            SwiftImporter.importActivities(path: "x.swift", text: attrs("""
                var team: Team
                class Team: Codable, Hashable {
                    @Published var score: Int
                    enum CodingKeys: CodingKey { case score }
                    \(initializer)
                    static func == (a: Team, b: Team) -> Bool { true }
                    func hash(into h: inout Hasher) {}
                }
            """)).diagnostics.map(\.message)
        }
        let own = messages("required init(from decoder: Decoder) throws { score = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .score) }")
        #expect(!own.contains { $0.contains("property wrappers use their own coding") }, "\(own)")
        let synthesized = messages("")
        #expect(synthesized.contains { $0.contains("Team.score: property wrappers use their own coding") }, "\(synthesized)")
    }

    // ActivityKit matches attributes-type by the type's own name.
    @Test func attributesTypeIsTheSwiftTypeName() {
        let r = SwiftImporter.importActivities(path: "x.swift", text: "enum Ns { struct RideAttributes: ActivityAttributes { struct ContentState: Codable, Hashable { var m: Int } } }")
        #expect(r.activities.map(\.typeName) == ["RideAttributes"])
        #expect(r.activities[0].contentState.name == "Ns.RideAttributes.ContentState")
    }

    @Test func typealiasContentState() {
        let r = SwiftImporter.importActivities(path: "x.swift", text: """
            struct G: ActivityAttributes { public typealias ContentState = State
              public struct State: Codable, Hashable { var values: [String: String] }
              var id: String }
            """)
        #expect(decode(r.activities[0].contentState, #"{"values":{"a":"b"}}"#) == nil)
        #expect(decode(r.activities[0].contentState, #"{"values":{"a":1}}"#) == "typeMismatch at values.a: Expected to decode String but found a number instead.")
    }
}

/// The importer only finds the sample states and what makes each; the
/// interpreter that runs the views makes them (LasimSwiftUITests' PreviewStateTests).
@Suite struct ImporterSampleTests {
    @Test func staticValuesAndPreviewsAreFoundWithWhatMakesThem() throws {
        let set = SwiftSourceSet(files: try ["DeliveryAttributes.swift", "Courier.swift", "DeliveryLiveActivity.swift"].map {
            let url = fixtures.appendingPathComponent("Delivery/\($0)")
            return (url.path, try String(contentsOf: url, encoding: .utf8))
        })
        let r = SwiftImporter.importActivities(from: set)
        let a = try #require(r.activities.first)
        #expect(a.samples.map(\.name) == ["cooking", "onTheWay", "Lock screen cooking", "Lock screen 2"])
        let onTheWay = try #require(a.samples.first { $0.name == "onTheWay" }?.code)
        #expect(onTheWay.made == .staticMember(owner: "DeliveryAttributes.ContentState", name: "onTheWay", isFunction: false))
        // Shown with the attributes type's own static.
        #expect(onTheWay.attributes == .staticMember(owner: "DeliveryAttributes", name: "preview", isFunction: false))
        let preview = try #require(a.samples.last?.code)
        guard case .expression(let text, let path, _) = preview.made, case .expression(let using, _, _)? = preview.attributes else {
            Issue.record("\(preview)"); return
        }
        #expect(path.hasSuffix("DeliveryLiveActivity.swift") && using == "DeliveryAttributes.preview" && text.contains(".delivered"))
        #expect(preview.subject == "#Preview content state" && preview.files == [path])
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
    }
}

@Suite struct ImporterBadInputTests {
    @Test func unparsableSwiftIsOneLineWithFileAndLine() {
        let r = SwiftImporter.importActivities(path: "Bad.swift", text: "struct A: ActivityAttributes {\n  struct ContentState: Codable { var x: Int }\n  var y: = \n}")
        #expect(r.diagnostics.contains { $0.description.hasPrefix("Bad.swift:3: does not parse as Swift") })
        #expect(r.activities.count == 1)
    }

    @Test func noActivityAttributes() {
        let r = SwiftImporter.importActivities(path: "Plain.swift", text: "struct X {}")
        #expect(r.activities.isEmpty)
        #expect(r.diagnostics.map(\.description) == ["Plain.swift: no type conforms to ActivityAttributes: nothing to import (point --swift at the widget's sources)"])
    }

    @Test func twoTypesWithOneName() {
        let set = SwiftSourceSet(files: [("a.swift", attrs("var x: Int")), ("b.swift", "struct A: ActivityAttributes { struct ContentState: Codable, Hashable {} }")])
        let r = SwiftImporter.importActivities(from: set)
        #expect(r.activities.count == 1)
        #expect(r.diagnostics.contains { $0.description.hasPrefix("b.swift:1: a second type named A (the first is at a.swift:2)") })
    }

    @Test("#if picks the clause an iPhone build takes: os(iOS), canImport(ActivityKit), not macCatalyst; DEBUG keeps every clause")
    func ifConfigAsAnIPhoneBuild() {
        let text = """
            #if os(iOS) && !targetEnvironment(macCatalyst)
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var x: Int } }
            #else
            struct A { struct ContentState: Codable, Hashable { var y: Int } }
            #endif
            #if canImport(AppKit)
            struct B: ActivityAttributes { struct ContentState: Codable, Hashable { var z: Int } }
            #endif
            """
        let r = SwiftImporter.importActivities(path: "A.swift", text: text)
        #expect(r.activities.map(\.typeName) == ["A"])
        #expect(!r.diagnostics.contains { $0.message.contains("a second type") }, "\(r.diagnostics)")
        #expect(decode(r.activities[0].contentState, #"{"x": 1}"#) == nil)
        let chained = """
            #if os(watchOS)
            struct D: ActivityAttributes { struct ContentState: Codable, Hashable { var w: Int } }
            #elseif canImport(ActivityKit) || FLAG
            struct D: ActivityAttributes { struct ContentState: Codable, Hashable { var i: Int } }
            #else
            struct D: ActivityAttributes { struct ContentState: Codable, Hashable { var e: Int } }
            #endif
            #if DEBUG
            struct E: ActivityAttributes { struct ContentState: Codable, Hashable { var d: Int } }
            #else
            struct E: ActivityAttributes { struct ContentState: Codable, Hashable { var r: Int } }
            #endif
            """
        let c = SwiftImporter.importActivities(path: "D.swift", text: chained)
        #expect(c.activities.map(\.typeName) == ["D", "E"])
        #expect(decode(c.activities[0].contentState, #"{"i": 1}"#) == nil)
        // The app's own flags are not known: both clauses are read, the first wins and the other is said.
        #expect(c.diagnostics.filter { $0.message.contains("a second type") }.map(\.line) == [11], "\(c.diagnostics)")
    }

    @Test func unknownTypesAreCustomAndSaidOnce() {
        let r = SwiftImporter.importActivities(path: "x.swift", text: attrs("var c: Color\nvar d: Color?"))
        #expect(r.diagnostics.filter { $0.message.contains("Color") }.count == 1)
        #expect(decode(r.activities[0].contentState, #"{"c":"anything"}"#) == nil)
    }

    @Test func sourceTextIsSanitised() {
        let r = SwiftImporter.importActivities(path: "e\u{1B}[31m.swift", text: "struct \u{1B}]0;x\u{07} {")
        for d in r.diagnostics { #expect(!d.description.unicodeScalars.contains { $0.value < 0x20 }) }
    }

    @Test func recursiveTypesDoNotLoop() {
        let r = SwiftImporter.importActivities(path: "x.swift", text: attrs("var n: Node", extra: "struct Node: Codable, Hashable { var kids: [Node] }\nindirect enum T: Codable, Hashable { case leaf, node(T) }"))
        #expect(r.activities.count == 1)
    }

    @Test func tenThousandFilesAreFastAndBounded() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-swift-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for i in 0..<10_000 {
            try "struct Model\(i) { var value: Int }\n".write(to: dir.appendingPathComponent("M\(i).swift"), atomically: false, encoding: .utf8)
        }
        try attrs("var model: Model42").write(to: dir.appendingPathComponent("Widget.swift"), atomically: false, encoding: .utf8)
        let start = Date()
        let read = SwiftFileWalker.read([dir.path])
        let r = SwiftImporter.importActivities(from: SwiftSourceSet(files: read.files))
        let seconds = Date().timeIntervalSince(start)
        #expect(read.files.count == 10_001)
        #expect(r.activities.count == 1)
        #expect(decode(r.activities[0].contentState, #"{"model":{"value":1}}"#) == nil)
        #expect(seconds < 10, "took \(seconds) s")
    }

    @Test("resources: strings tables and the files naming the development language, not other plists")
    func resourcesReadWhatNamesTheDevelopmentLanguage() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-resources-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        for folder in ["W/en.lproj", "A.xcodeproj"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["W/en.lproj/Localizable.strings", "W/Info.plist", "A.xcodeproj/project.pbxproj", "W/Other.plist"] {
            try "x".write(to: dir.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }
        let read = SwiftFileWalker.resources([dir.path]).map { String($0.path.dropFirst(dir.path.count + 1)) }
        #expect(read.sorted() == ["A.xcodeproj/project.pbxproj", "W/Info.plist", "W/en.lproj/Localizable.strings"])
    }

    @Test("a folder of strings only (trainlcd's ios/Localizable) given with the widget's is read for its strings: no 'no .swift files'; an empty folder still is one")
    func stringsOnlyFolderIsNoProblem() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-strings-only-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        for folder in ["Widget", "Localizable/de.lproj", "Localizable/Catalog", "Empty"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(at: dir) }
        try attrs("var n: Int").write(to: dir.appendingPathComponent("Widget/W.swift"), atomically: false, encoding: .utf8)
        try "\"Next\" = \"Nächste\";".write(to: dir.appendingPathComponent("Localizable/de.lproj/Localizable.strings"), atomically: false, encoding: .utf8)
        try "{}".write(to: dir.appendingPathComponent("Localizable/Catalog/Other.xcstrings"), atomically: false, encoding: .utf8)
        let paths = ["Widget", "Localizable", "Localizable/Catalog", "Empty"].map { dir.appendingPathComponent($0).path }
        let read = SwiftFileWalker.read(paths)
        #expect(read.files.count == 1)
        #expect(read.problems.map(\.file) == [paths[3]], "\(read.problems)")
        #expect(read.problems.first?.message == "no .swift files in this folder")
        #expect(SwiftFileWalker.resources([paths[1]]).count == 2)
    }

    @Test("AlarmKit's types are added for an app that uses AlarmAttributes<Metadata>, with its metadata type")
    func alarmKitModel() throws {
        let app = "struct W: Widget { var body: some WidgetConfiguration { ActivityConfiguration(for: AlarmAttributes<TimerMeta>.self) { _ in } } }\n"
            + "struct TimerMeta: AlarmMetadata { var label: String }"
        let added = AlarmKitModel.files(for: [("W.swift", app)])
        #expect(added.count == 1 && added[0].text.contains("var metadata: TimerMeta?"))
        let r = SwiftImporter.importActivities(from: SwiftSourceSet(files: [("W.swift", app)] + added))
        let a = try #require(r.activities.first)
        #expect(a.typeName == "AlarmAttributes")
        #expect(a.contentState.fields.map(\.name) == ["alarmID", "mode"])
        #expect(a.attributes.fields.map(\.name) == ["presentation", "metadata"], "a colour is not read from a payload")
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
        #expect(AlarmKitModel.files(for: [("W.swift", "struct TimerMeta {}")]).isEmpty)
        #expect(AlarmKitModel.files(for: [("W.swift", app), ("Mine.swift", "struct AlarmAttributes<M>: ActivityAttributes {}")]).isEmpty,
                "an app that declares the type keeps its own")
    }

    @Test("a push SDK's DefaultLiveActivityAttributes is added for an app that imports the SDK: data holds any JSON value, the reserved key is required")
    func pushSDKModel() throws {
        let app = "import PushwooshLiveActivities\n"
            + "struct W: Widget { var body: some WidgetConfiguration { ActivityConfiguration(for: DefaultLiveActivityAttributes.self) { _ in } } }"
        let added = PushSDKModel.files(for: [("W.swift", app)])
        #expect(added.count == 1 && added[0].text.contains("var pushwoosh: PushwooshLiveActivityAttributeData"))
        let r = SwiftImporter.importActivities(from: SwiftSourceSet(files: [("W.swift", app)] + added))
        let a = try #require(r.activities.first)
        #expect(a.typeName == "DefaultLiveActivityAttributes")
        #expect(a.attributes.fields.map(\.name) == ["data", "pushwoosh"])
        #expect(a.attributes.fields.first?.type == .dictionary(.any) && a.contentState.fields.first?.type == .dictionary(.any))
        #expect(a.attributes.fields.last?.optional == false && a.contentState.fields.last?.optional == true)
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
        #expect(PushSDKModel.files(for: [("W.swift", "import DengageInbox\nstruct X {}")]).isEmpty, "a module whose name only starts like an SDK's")
        let own = PushSDKModel.files(for: [("W.swift", app), ("Any.swift", "struct AnyCodable: Codable { let value: Any }")])
        #expect(own.count == 1 && !own[0].text.contains("struct AnyCodable") && own[0].text.contains("struct DefaultLiveActivityAttributes"),
                "an app that keeps its own AnyCodable keeps it")
        // Attributes of the app's own that hold the SDK's reserved value: that type only, no second activity.
        let mine = "import PushwooshLiveActivities\nstruct Order: ActivityAttributes { var pushwoosh: PushwooshLiveActivityAttributeData\n"
            + "struct ContentState: Codable, Hashable { var step: Int; var pushwoosh: PushwooshLiveActivityContentStateData? } }"
        let reserved = PushSDKModel.files(for: [("O.swift", mine)])
        #expect(reserved.count == 1 && !reserved[0].text.contains("DefaultLiveActivityAttributes") && !reserved[0].text.contains("AnyCodable"))
        let orders = SwiftImporter.importActivities(from: SwiftSourceSet(files: [("O.swift", mine)] + reserved))
        #expect(orders.activities.map(\.typeName) == ["Order"] && orders.diagnostics.isEmpty, "\(orders.diagnostics)")
    }

    @Test func fuzzLikeInputsNeverCrash() {
        let inputs = ["", "{", "struct", "extension : ActivityAttributes {}", "struct A: ActivityAttributes { typealias ContentState = ContentState }",
                      "struct A: ActivityAttributes { struct ContentState: Codable { var a: [[[[Int?]?]]]; var b: [Int: [String: Set<UUID>]] } }",
                      String(repeating: "[", count: 5000), "#Preview(as: .content) {} contentStates: { 1; nil; .x }"]
        for i in inputs { _ = SwiftImporter.importActivities(path: "f.swift", text: i) }
    }
}
