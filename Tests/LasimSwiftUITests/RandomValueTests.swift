import LasimModel
import LasimRender
import LasimTemplate
@testable import LasimSwiftUI
import Testing

/// Views that draw random values (a voice meter's bars, a code, confetti)
/// draw them from a fixed seed: the same at every render, so that a golden
/// of the card and CI stay stable, with a note saying so.
@Suite struct RandomValueTests {
    static let types = "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var level: Double } }"

    /// A call meter of our own: bars whose heights are the levels, in a fixed width.
    static let meter = """
        struct Meter: View {
            var levels: [Double]
            var body: some View {
                HStack(spacing: 2) {
                    ForEach(0..<levels.count, id: \\.self) { i in
                        Rectangle().frame(width: 3, height: 20 * levels[i])
                    }
                }
                .frame(width: 30, height: 20)
            }
        }
        """

    @Test("Int, Double, CGFloat, Float and Bool .random, randomElement() and shuffled() draw values, the same at every render, with one note a place")
    func valuesFromFixedSeed() throws {
        let view = """
            VStack {
                Text("code \\(Int.random(in: 1000..<10000))")
                Text("level \\(Double.random(in: 0...1) < 1 ? "under" : "over") one")
                Text("scale \\(CGFloat.random(in: 2...3) >= 2 ? "ok" : "out") \\(Float.random(in: 0..<1) < 1 ? "ok" : "out")")
                Text(Bool.random() ? "heads" : "tails")
                Text(["red", "green", "blue"].randomElement() ?? "none")
                Text([1, 2, 3].shuffled().map(String.init).joined(separator: ","))
            }
            """
        let first = try EvaluatorTests.lock(Self.types, view, state: #"{"level": 0.5}"#)
        let again = try EvaluatorTests.lock(Self.types, view, state: #"{"level": 0.5}"#)
        #expect(first == again)
        #expect(!first.contains("[Int.random]") && !first.contains("not drawn"), "\(first)")
        #expect(first.contains("level under one") && first.contains("scale ok ok"), "\(first)")
        #expect(first.contains("heads") || first.contains("tails"), "\(first)")
        #expect(["red", "green", "blue"].contains { first.contains($0) } && !first.contains("none"), "\(first)")
        let code = try #require(first.firstMatch(of: /code (\d+)/)).1
        #expect(Int(code).map { (1000..<10000).contains($0) } == true, "\(first)")
        let order = try #require(first.firstMatch(of: /([123]),([123]),([123])/))
        #expect(Set([order.1, order.2, order.3]) == ["1", "2", "3"], "\(first)")
        #expect(first.contains("Int.random: random values come from a fixed seed, the same at every render"), "\(first)")
    }

    @Test("Double.random(in: 0...1) written with integer literals draws fractions, not 0 or 1")
    func doubleFromIntegerLiterals() throws {
        let out = try EvaluatorTests.lock(Self.types, #"Text(String(format: "%.3f %.3f %.3f", Double.random(in: 0...1), Double.random(in: 0...1), Double.random(in: 0...1)))"#,
                                          state: #"{"level": 0.5}"#)
        let m = try #require(out.firstMatch(of: /(\d\.\d{3}) (\d\.\d{3}) (\d\.\d{3})/), "\(out)")
        let values = [m.1, m.2, m.3].compactMap { Double($0) }
        #expect(values.count == 3 && values.contains { $0 != 0 && $0 != 1 } && values.allSatisfy { (0...1).contains($0) }, "\(out)")
    }

    @Test("a voice meter fed random levels, framed 50 pt wide in the compact trailing side, is drawn 50 pt wide")
    func meterInItsFrame() throws {
        let island = try Self.compactIsland(Self.meter, trailing: """
            Meter(levels: [context.state.level, Double.random(in: 0...1), Double.random(in: 0...1)]).frame(width: 50)
            """)
        let trailing = try #require(island.parts.last)
        #expect(abs(trailing.view.frame.width - 50) < 0.01, "\(island.label)")
        let again = try Self.compactIsland(Self.meter, trailing: """
            Meter(levels: [context.state.level, Double.random(in: 0...1), Double.random(in: 0...1)]).frame(width: 50)
            """)
        #expect(again.label == island.label)
    }

    @Test("a view lasim cannot make, framed 50 pt wide, leaves a placeholder 50 pt wide, not its name's width")
    func placeholderKeepsItsFrame() throws {
        let island = try Self.compactIsland("", trailing: "Equalizer(bands: Spectrum.current.bands).frame(width: 50)")
        let trailing = try #require(island.parts.last)
        #expect(abs(trailing.view.frame.width - 50) < 0.01, "\(island.label)")
    }

    /// The compact island in points of a widget whose trailing view is `trailing`.
    static func compactIsland(_ declarations: String, trailing: String) throws -> PointPresentation {
        let source = """
            \(Self.types)
            \(declarations)
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in Text("x") } dynamicIsland: { context in
                        DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { \(trailing) } minimal: { Text("c") }
                    }
                }
            }
            """
        let a = try #require(Fixture.activities(source: source).first)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let renderer = Renderer(catalog: catalog, options: RenderOptions())
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(#"{"level": 0.5}"#), now: 1_700_000_000, state: .active)
        return try #require(renderer.pointLayout(.compact, Snapshot(sample: sample, template: a.template), now: 1_700_000_000))
    }
}
