import Foundation
import LasimModel
import LasimSwift
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// An app's preview states (`#Preview` states, statics, a preview
/// provider's) are made by one evaluator, the one that runs its views:
/// with views or without (`validate`, a type drawn with a template) alike.
@Suite struct PreviewStateTests {
    /// The states of each activity as a command without views gets them, and the lines it says.
    static func states(_ files: [(String, String)]) -> (states: [String: [Sample]], notes: [String]) {
        let imported = SwiftImporter.importActivities(from: SwiftSourceSet(files: files))
        let sampleFiles = Set(imported.activities.flatMap { $0.samples.flatMap(\.code.files) })
        let parsed = SwiftFiles.parse(RelevantFiles.select(files, also: sampleFiles, configurations: false))
        var out: [String: [Sample]] = [:], notes: [String] = []
        for a in imported.activities {
            let (made, lines) = SwiftUIFrontEnd.samples(of: a.typeName, in: parsed, schemas: .init(a))
            out[a.typeName] = made
            notes += lines.map(\.description)
        }
        return (out, notes)
    }

    static func only(_ text: String, file: String = "Inline.swift") throws -> (states: [Sample], notes: [String]) {
        let r = states([(file, text)])
        return (try #require(r.states.values.first), r.notes)
    }

    static let now = SwiftImporter.sampleInstant - AppleEpoch.unixSeconds

    @Test("statics and a #Preview's states are made without views exactly as with them, with the preview's attributes")
    func sameStatesWithAndWithoutViews() throws {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../LasimSwiftTests/Fixtures/Delivery").standardized
        let files = try ["DeliveryAttributes.swift", "Courier.swift", "DeliveryLiveActivity.swift"].map {
            ($0, try String(contentsOf: dir.appendingPathComponent($0), encoding: .utf8))
        }
        let (without, notes) = Self.states(files)
        #expect(notes.isEmpty, "\(notes)")
        let states = try #require(without["DeliveryAttributes"])
        // The preview's first state is the static `cooking` again: shown once.
        #expect(states.map(\.name) == ["cooking", "onTheWay", "Lock screen 2"])
        let onTheWay = try #require(states.first { $0.name == "onTheWay" })
        #expect(onTheWay.contentState["status"] == .string("in_transit"))
        #expect(onTheWay.attributes["restaurant"] == .string("Pho Corner"))
        #expect(onTheWay.contentState["courier"]?.objectValue?["vehicle"] == .object(JSONObject(["bike": .object(JSONObject(["colour": "red"]))])))
        #expect(onTheWay.contentState["eta"] == .array([.number(Self.now), .number(Self.now + 600)]))
        #expect(states.last?.contentState["status"] == .string("delivered"))
        #expect(states.last?.contentState["updatedAt"] == .number(Self.now + 1500))

        let imported = SwiftImporter.importActivities(from: SwiftSourceSet(files: files))
        var schemas: [String: SwiftUIFrontEnd.Schemas] = [:]
        for a in imported.activities { schemas[a.typeName] = .init(a) }
        let drawn = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse(RelevantFiles.select(files, also: Set(files.map(\.0)))),
                                                            schemas: schemas).first)
        #expect(drawn.template.samples == states)
        #expect(drawn.sampleNotes.isEmpty)
    }

    /// Xcode 14's previews keep their states in a `PreviewProvider`, often
    /// through a typealias (`typealias ContentState = MatchStatus`), and call it.
    @Test func statesKeptByAPreviewProviderThroughATypealias() throws {
        let (states, notes) = try Self.only("""
            struct MatchAttributes: ActivityAttributes {
                typealias ContentState = MatchStatus
                var stadium: String
            }
            struct MatchStatus: Codable, Hashable { var time: MatchTime; var home: Int }
            enum MatchTime: Codable, Hashable { case notStarted; case firstPart(min: Int) }
            struct Match_Previews: PreviewProvider {
                static let attributes = MatchAttributes(stadium: "Riverside")
                static let contentState = MatchAttributes.ContentState(time: .firstPart(min: 44), home: 2)
                static var previews: some View { attributes.previewContext(contentState, viewKind: .content) }
            }
            """)
        #expect(notes.isEmpty, "\(notes)")
        let sample = try #require(states.first { $0.name == "contentState" }, "\(states.map(\.name))")
        #expect(sample.contentState["home"] == .number(2))
        #expect(sample.attributes["stadium"] == .string("Riverside"))
    }

    /// Samples that share one start time name it: `static var start: Date = .now`.
    @Test func aSampleMayNameASiblingStatic() throws {
        let (states, notes) = try Self.only("""
            struct StepsAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var step: Int; var since: Date; var until: Date? }
            }
            extension StepsAttributes.ContentState {
                static var start: Date = .now
                static var first: StepsAttributes.ContentState { StepsAttributes.ContentState(step: 1, since: start, until: nil,) }
                static var done: StepsAttributes.ContentState { .init(step: 2, since: start, until: start.addingTimeInterval(38)) }
            }
            """)
        #expect(states.map(\.name) == ["done", "first"], "\(notes)")
        let done = try #require(states.first { $0.name == "done" })
        #expect(done.contentState["since"] == .number(Self.now) && done.contentState["until"] == .number(Self.now + 38))
    }

    /// A sample whose initializer would not compile (a misspelt label) makes
    /// a state the app's own decoder refuses: no sample, one line.
    @Test func aSampleTheAppsDecoderRefusesIsSkippedWithItsLine() throws {
        let (states, notes) = try Self.only("""
            struct OrderAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var status: String; var eta: Int }
            }
            extension OrderAttributes.ContentState {
                static let good = Self(status: "cooking", eta: 5)
                static let typo = Self(staus: "cooking", eta: 5)
            }
            """)
        #expect(states.map(\.name) == ["good"])
        #expect(notes.count == 1 && notes[0].hasPrefix("Inline.swift:6: sample OrderAttributes.ContentState.typo skipped: "), "\(notes)")
    }

    @Test("Computed statics, closures run once and functions without parameters are samples, through a typealias too")
    func computedStaticsAreSamples() throws {
        let (states, notes) = try Self.only("""
            struct LiftAttributes: ActivityAttributes {
                typealias LiftStatus = ContentState
                struct ContentState: Codable, Hashable { var title: String; var reps: Int }
            }
            extension LiftAttributes.LiftStatus {
                fileprivate static var bench: LiftAttributes.LiftStatus { LiftAttributes.LiftStatus(title: "Bench", reps: 8) }
                static var squat: Self {
                    let reps = 5
                    return .init(title: "Squat", reps: reps)
                }
                static let row: Self = { Self(title: "Row", reps: 10) }()
                static func press() -> Self { .init(title: "Press", reps: 6) }
            }
            #Preview("Lift", as: .content, using: LiftAttributes()) { LiftActivity() } contentStates: {
                // A line starting with `.` would go on the line before (`bench.squat`).
                LiftAttributes.ContentState.bench
                LiftAttributes.LiftStatus.squat
                LiftAttributes.ContentState.row
                LiftAttributes.ContentState.press()
            }
            """)
        #expect(notes.isEmpty, "\(notes)")
        #expect(states.map(\.name).sorted() == ["bench", "press", "row", "squat"])
        #expect(states.first { $0.name == "squat" }?.contentState["reps"] == .number(5))
        #expect(states.first { $0.name == "press" }?.contentState["title"] == .string("Press"))
    }

    @Test("A static of another type beside the samples is no sample, and samples may use it")
    func aStaticOfAnotherTypeIsNoSample() throws {
        let (states, notes) = try Self.only("""
            struct SugarAttributes: ActivityAttributes {
                struct Extra: Codable, Hashable { var iob: Double }
                struct ContentState: Codable, Hashable { var bg: Int; var extra: Extra }
            }
            extension SugarAttributes.ContentState {
                static let extra = SugarAttributes.Extra(iob: 1.5)
                static let limit: Int = 180
                static let high = SugarAttributes.ContentState(bg: 200, extra: extra)
            }
            """)
        #expect(notes.isEmpty, "\(notes)")
        #expect(states.map(\.name) == ["high"])
        #expect(states.first?.contentState["extra"] == .object(JSONObject(["iob": .number(1.5)])))
    }

    /// Attributes statics are run like states: a range of dates, a value
    /// computed from another static.
    @Test func attributesMadeByTheAppsCode() throws {
        let (states, notes) = try Self.only("""
            struct GameAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var score: Int }
                var timer: ClosedRange<Date>
                var title: String
            }
            extension GameAttributes {
                static let future = Date.now.addingTimeInterval(90 * 60)
                static let attributes = GameAttributes(timer: Date.now...future, title: ["A", "B"].joined(separator: " v "))
            }
            extension GameAttributes.ContentState {
                static let kickoff = Self(score: 0)
            }
            """)
        #expect(notes.isEmpty, "\(notes)")
        let s = try #require(states.first)
        #expect(s.attributes["title"] == .string("A v B"))
        #expect(s.attributes["timer"] == .array([.number(Self.now), .number(Self.now + 5400)]))
    }

    /// Apple's Food Truck sample keeps its sales as `[Donut.ID: Int]`
    /// (an Int key): Swift writes such a dictionary as an object with the
    /// numbers as keys, and any other key as a list of key, value pairs.
    /// Its preview attributes were skipped: "a dictionary keyed by Int".
    @Test func attributesWithADictionaryKeyedByInt() throws {
        let (states, notes) = try Self.only("""
            struct TruckAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var left: Int }
                var sales: [Int: Int]
                var byFlag: [Bool: String]
            }
            extension TruckAttributes {
                static let preview = TruckAttributes(sales: [7: 2, 12: 5], byFlag: [true: "yes"])
            }
            extension TruckAttributes.ContentState {
                static let open = Self(left: 3)
            }
            """)
        #expect(notes.isEmpty, "\(notes)")
        let s = try #require(states.first)
        #expect(s.attributes["sales"] == .object(JSONObject(["7": .number(2), "12": .number(5)])), "\(s.attributes)")
        #expect(s.attributes["byFlag"] == .array([.bool(true), .string("yes")]), "\(s.attributes)")
    }

    @Test("attributes that cannot be made are one line, said once for every state shown with them")
    func unmadeAttributesSaidOnce() throws {
        let (states, notes) = try Self.only("""
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable { var n: Int }
                var name: String
            }
            #Preview("Lock", as: .content, using: A.missing) { W() } contentStates: {
                A.ContentState(n: 1)
                A.ContentState(n: 2)
            }
            """)
        #expect(states.map(\.name) == ["Lock 1", "Lock 2"])
        #expect(notes.count == 1 && notes[0].hasPrefix("Inline.swift:6: #Preview attributes skipped: lasim cannot run A.missing"), "\(notes)")
    }

    @Test("a member lasim does not know on an opaque value is named with its type and line, not said to be a function")
    func unknownMemberOfAnOpaqueValue() throws {
        let (states, notes) = try Self.only("""
            struct Pic: ActivityAttributes {
                var name: String
                struct ContentState: Codable, Hashable { var picture: Data }
            }
            #Preview("Lock", as: .content, using: Pic(name: "a")) { W() } contentStates: {
                Pic.ContentState(picture: UIImage(systemName: "star")!.cgImage)
            }
            """)
        #expect(states.isEmpty, "\(states)")
        #expect(notes == ["Inline.swift:6: #Preview content state skipped: lasim cannot run .cgImage: UIImage.cgImage is not known to lasim (Inline.swift:6)"],
                "\(notes)")
    }

    @Test("a case assigned to a property in an initializer is of the property's type, so the attributes it is in are written")
    func caseAssignedInAnInitializer() throws {
        let (states, notes) = try Self.only("""
            enum Source: String, Codable { case device, server }
            enum Step: Int, Codable { case first = 1, second }
            struct Tag: Codable {
                let id: String?
                let source: Source?
                var step: Step
                init(id: String) {
                    self.id = id
                    self.source = .server
                    step = .second
                }
            }
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable { var n: Int }
                var tag: Tag
                var name: String
            }
            #Preview("Lock", as: .content, using: A(tag: Tag(id: "t1"), name: "Named")) { W() } contentStates: {
                A.ContentState(n: 1)
            }
            """)
        #expect(notes.isEmpty, "\(notes)")
        let tag = try #require(states.first?.attributes["tag"]?.objectValue)
        #expect(tag["source"] == .string("server"))
        #expect(tag["step"] == .number(2))
        #expect(states.first?.attributes["name"] == .string("Named"))
    }

    @Test("statics a preview lists, when the attributes type has none, are shown once, with the preview's attributes")
    func staticsShownWithThePreviewsAttributes() throws {
        let (states, notes) = try Self.only("""
            struct Flight: ActivityAttributes {
                struct ContentState: Codable, Hashable { var progress: Int }
                var from: String
            }
            extension Flight.ContentState {
                static let zero = Self(progress: 0)
                static let half = Self(progress: 50)
                static let unlisted = Self(progress: 70)
            }
            #Preview("Lock", as: .content, using: Flight(from: "SFO")) { W() } contentStates: {
                Flight.ContentState.zero
                Flight.ContentState.half
            }
            """)
        #expect(states.map(\.name) == ["unlisted", "Lock zero", "Lock half"], "\(states.map(\.name))")
        #expect(states.filter { $0.name.hasPrefix("Lock") }.allSatisfy { $0.attributes["from"] == .string("SFO") })
        // The one no preview lists has none to be shown with: typical ones, said once.
        #expect(states.first?.attributes["from"] == .string("from"))
        #expect(notes.count == 1 && notes[0].contains("no attributes to show sample Flight.ContentState.unlisted"), "\(notes)")
    }

    @Test("a static state with no attributes to show it with gets typical ones, each string its field's name, and one line says so")
    func typicalAttributesForABareState() throws {
        let (states, notes) = try Self.only("""
            struct Gate: ActivityAttributes {
                struct ContentState: Codable, Hashable { var n: Int }
                var from: String
                var gate: Int
            }
            extension Gate.ContentState {
                static let boarding = Self(n: 2)
                static let closed = Self(n: 3)
            }
            """)
        #expect(states.map(\.name) == ["boarding", "closed"])
        #expect(states.allSatisfy { $0.attributes["from"] == .string("from") && $0.attributes["gate"] == .number(3) }, "\(states)")
        #expect(notes.count == 1 && notes[0].contains("Gate has no attributes to show sample Gate.ContentState.boarding with"), "\(notes)")
    }
}
