import Foundation
import Testing
@testable import LasimSwiftUI

/// A `Gauge`'s trailing-closure labels: its label above a bar, the
/// minimum and maximum at the bar's ends, the current value below; in a
/// circular style the current value inside the ring and the bounds at its
/// foot. Only the bar was drawn before.
@Suite struct GaugeLabelTests {
    static let types = "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }"
    static let gauge = """
        Gauge(value: 0.4, in: 0...1) { Text("Fuel") } currentValueLabel: { Text("40%") } \
        minimumValueLabel: { Text("E") } maximumValueLabel: { Text("F") }
        """

    static func lines(_ view: String) throws -> [String] {
        try EvaluatorTests.lock(Self.types, view, state: #"{"n": 1}"#).split(separator: "\n").map(String.init)
    }

    @Test("linear: label above, minimum and maximum beside the bar, current value below")
    func linear() throws {
        let lines = try Self.lines(Self.gauge)
        let label = try #require(lines.firstIndex { $0.contains("Fuel") })
        let bar = try #require(lines.firstIndex { $0.contains("━") }, "\(lines)")
        let current = try #require(lines.firstIndex { $0.contains("40%") }, "\(lines)")
        #expect(label < bar && bar < current, "\(lines)")
        let row = lines[bar]
        let e = try #require(row.range(of: " E "), "\(row)"), f = try #require(row.range(of: " F", options: .backwards), "\(row)")
        let ink = try #require(row.range(of: "━"))
        #expect(e.upperBound <= ink.lowerBound && ink.upperBound <= f.lowerBound, "\(row)")
    }

    @Test("circular: the current value in the ring, the bounds below it")
    func circular() throws {
        let lines = try Self.lines("VStack { \(Self.gauge).gaugeStyle(.accessoryCircular) }")
        let current = try #require(lines.firstIndex { $0.contains("40%") }, "\(lines)")
        let bounds = try #require(lines.firstIndex { $0.contains("E") && $0.contains("F") && !$0.contains("Fuel") }, "\(lines)")
        #expect(current < bounds, "\(lines)")
        #expect(!lines.contains { $0.contains("Fuel") }, "the label gives way to the current value: \(lines)")
    }

    /// Facts from an RV app's island (two circular gauges of amps, 0 to
    /// 50, in the center region's row with their names): the phone sets a
    /// circular gauge's bounds in the ring's open foot, each on its line;
    /// the row squeezing the gauges to rings of a cell or two wrapped "50"
    /// into "5" over "0", or dropped it.
    @Test("circular, squeezed in a row: each bound keeps its one line")
    func circularBoundsDoNotWrap() throws {
        let ring = { (amps: Int) in
            "Gauge(value: Float(\(amps)), in: 0...50) { Text(\"Amps\") } currentValueLabel: { Text(\"\(amps)\") } "
                + "minimumValueLabel: { Text(\"0\") } maximumValueLabel: { Text(\"50\") }.gaugeStyle(.accessoryCircular)"
        }
        let center = """
            DynamicIslandExpandedRegion(.leading) { Text("Pack: 7a") }
            DynamicIslandExpandedRegion(.center) {
                HStack { Text("Pack"); \(ring(7)).padding(.trailing, 16); Text("Shore"); \(ring(31)) }
            }
            DynamicIslandExpandedRegion(.trailing) { Text("Shore: 31a") }
            """
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget(#"Text("l")"#, expanded: center), .expanded)
        let lines = out.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.components(separatedBy: "50").count == 3 }, "both maxima whole on the bounds' row: \(out)")
        #expect(!lines.contains { $0.range(of: #"(^|[\s│])5(\s|$)"#, options: .regularExpression) != nil }, "50 cut into 5 over 0: \(out)")
    }
}
