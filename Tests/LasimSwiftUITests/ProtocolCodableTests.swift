import LasimModel
import LasimTemplate
@testable import LasimSwiftUI
import Testing

/// A type's `init(from:)` and `encode(to:)` may come from an extension of a
/// protocol it adopts (a boat tracker's measures: `protocol DoubleCodable:
/// Codable` whose extension decodes the type from one number). Swift takes
/// that default as the witness and synthesizes nothing, so `{"lap": 70}`
/// is what the phone reads. Before, the type was read as synthesized
/// Codable (`{"lap": {"seconds": 70}}`) and the payload was dropped.
@Suite struct ProtocolCodableTests {
    /// The protocol, its extension and the adopting type, each in a file of its own.
    static let coding = """
        protocol SecondsCodable: Codable {
            init(_ value: Double)
            var value: Double { get }
        }
        """
    static let defaults = """
        extension SecondsCodable {
            init(from decoder: Decoder) throws {
                let one = try decoder.singleValueContainer()
                self.init(try one.decode(Double.self))
            }
            func encode(to encoder: Encoder) throws {
                var one = encoder.singleValueContainer()
                try one.encode(value)
            }
        }
        """
    static func lap(adopts: String) -> String {
        """
        struct Lap: Hashable, \(adopts) {
            let seconds: Double
            var value: Double { seconds }
            init(_ value: Double) { seconds = value }
        }
        """
    }
    static let widget = """
        struct RunAttributes: ActivityAttributes {
            var runner: String
            struct ContentState: Codable, Hashable {
                var lap: Lap
            }
        }
        extension RunAttributes.ContentState {
            static let warm = RunAttributes.ContentState(lap: Lap(95))
        }
        struct RunWidget: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: RunAttributes.self) { context in
                    Text("lap \\(Int(context.state.lap.seconds)) s")
                } dynamicIsland: { context in
                    DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("b") } } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") }
                }
            }
        }
        """

    static func load(_ files: [(String, String)]) throws -> SwiftUIActivity {
        try #require(CodeSampleTests.loadAll(files).first)
    }

    /// The sample as the app's `encode(to:)` writes it, a payload of one
    /// number checked and drawn, and the synthesized form refused.
    static func expectDecodesFromNumber(_ a: SwiftUIActivity, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let sample = try #require(a.template.samples.first { $0.name == "warm" }, "\(a.template.warnings)", sourceLocation: sourceLocation)
        #expect(sample.contentState == Fixture.json(#"{"lap": 95}"#), sourceLocation: sourceLocation)
        let schema = try #require(a.template.schema, sourceLocation: sourceLocation)
        #expect(throws: Never.self, sourceLocation: sourceLocation) {
            try StateDecoder(mode: .strict).decode(Fixture.json(#"{"lap": 70}"#), as: schema)
        }
        let out = Fixture.draw(a, state: Fixture.json(#"{"lap": 70}"#), attributes: Fixture.json(#"{"runner": "Amina"}"#), presentations: [.lock])
        #expect(out.contains("lap 70 s") && !out.contains("problem"), "\(out)", sourceLocation: sourceLocation)
        let synthesized = Fixture.draw(a, state: Fixture.json(#"{"lap": {"seconds": 70}}"#), presentations: [.lock])
        #expect(!synthesized.contains("lap 70 s"), "\(synthesized)", sourceLocation: sourceLocation)
    }

    @Test("init(from:) and encode(to:) from an extension of the protocol the type adopts: a payload of one number")
    func fromProtocolExtension() throws {
        let a = try Self.load([("Widget/RunWidget.swift", Self.widget), ("Measure/Lap.swift", Self.lap(adopts: "SecondsCodable")),
                               ("Measure/SecondsCodable.swift", Self.coding), ("Measure/Coding.swift", Self.defaults)])
        try Self.expectDecodesFromNumber(a)
    }

    @Test("through a protocol that refines the one extended")
    func throughRefinement() throws {
        let a = try Self.load([("Widget/RunWidget.swift", Self.widget), ("Measure/Lap.swift", Self.lap(adopts: "Timed")),
                               ("Measure/Timed.swift", "protocol Timed: SecondsCodable {}"),
                               ("Measure/SecondsCodable.swift", Self.coding), ("Measure/Coding.swift", Self.defaults)])
        try Self.expectDecodesFromNumber(a)
    }

    @Test("a constrained extension (where Self: X) applies to a type that adopts X, and only to it")
    func constrained() throws {
        let constrained = "protocol Measured {}\n" + Self.defaults.replacing("extension SecondsCodable {", with: "extension SecondsCodable where Self: Measured {")
        let adopting = try Self.load([("Widget/RunWidget.swift", Self.widget), ("Measure/Lap.swift", Self.lap(adopts: "SecondsCodable, Measured")),
                                      ("Measure/SecondsCodable.swift", Self.coding), ("Measure/Coding.swift", constrained)])
        try Self.expectDecodesFromNumber(adopting)
        // Not Measured: Swift synthesizes Lap's Codable, keyed by its stored property.
        let other = try Self.load([("Widget/RunWidget.swift", Self.widget), ("Measure/Lap.swift", Self.lap(adopts: "SecondsCodable")),
                                   ("Measure/SecondsCodable.swift", Self.coding), ("Measure/Coding.swift", constrained)])
        let sample = try #require(other.template.samples.first { $0.name == "warm" }, "\(other.template.warnings)")
        #expect(sample.contentState == Fixture.json(#"{"lap": {"seconds": 95}}"#))
        let out = Fixture.draw(other, state: Fixture.json(#"{"lap": {"seconds": 70}}"#), presentations: [.lock])
        #expect(out.contains("lap 70 s"), "\(out)")
    }

    @Test("a standard protocol's constrained extension (extension Decodable where Self: X)")
    func standardProtocolExtended() throws {
        let decodable = """
            protocol SecondsCodable: Codable {
                init(_ value: Double)
                var value: Double { get }
            }
            extension Decodable where Self: SecondsCodable {
                init(from decoder: Decoder) throws {
                    let one = try decoder.singleValueContainer()
                    self.init(try one.decode(Double.self))
                }
            }
            extension Encodable where Self: SecondsCodable {
                func encode(to encoder: Encoder) throws {
                    var one = encoder.singleValueContainer()
                    try one.encode(value)
                }
            }
            """
        let a = try Self.load([("Widget/RunWidget.swift", Self.widget), ("Measure/Lap.swift", Self.lap(adopts: "SecondsCodable")),
                               ("Measure/SecondsCodable.swift", decodable)])
        try Self.expectDecodesFromNumber(a)
    }
}
