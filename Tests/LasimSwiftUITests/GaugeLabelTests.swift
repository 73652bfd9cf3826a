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
}
