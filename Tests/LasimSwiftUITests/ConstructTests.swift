import Foundation
import LasimModel
import LasimRender
@testable import LasimSwiftUI
import Testing

/// One SwiftUI fixture per construct (Fixtures/constructs): the lock screen
/// drawn by the one renderer, light and dark, sleep when the views ask for
/// it, and the coverage report. The state to draw is in the fixture's first
/// comment lines (`// state:`, `// attributes:`, `// dates:`).
@Suite struct ConstructTests {
    static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: Fixture.dir + "/constructs")) ?? [])
        .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()

    struct Header {
        var state = JSONObject(), attributes = JSONObject(), dates: [String] = []
    }

    static func header(_ source: String) -> Header {
        var h = Header()
        for line in source.split(separator: "\n").prefix(4) {
            if line.hasPrefix("// state: ") { h.state = Fixture.json(String(line.dropFirst(10))) }
            if line.hasPrefix("// attributes: ") { h.attributes = Fixture.json(String(line.dropFirst(15))) }
            if line.hasPrefix("// dates: ") { h.dates = line.dropFirst(10).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        }
        return h
    }

    /// Test-only: the fields of the sample state, dates marked (part 1 imports real schemas).
    static func schema(_ h: Header) -> ContentSchema {
        ContentSchema(name: "ContentState", fields: h.state.keys.map { k in
            guard h.dates.contains(k) else { return .init(name: k, type: .any, optional: true) }
            if case .array? = h.state[k] { return .init(name: k, type: .array(.date)) }
            return .init(name: k, type: .date)
        })
    }

    @Test("there are construct fixtures")
    func fixturesExist() { #expect(Self.names.count >= 15) }

    @Test("construct", arguments: names)
    func construct(_ name: String) throws {
        let path = Fixture.dir + "/constructs/\(name).swift"
        let h = Self.header(try String(contentsOfFile: path, encoding: .utf8))
        let files = try SwiftFiles.load(path: path)
        let first = try #require(SwiftUIFrontEnd.activities(in: files).first)
        let a = try #require(SwiftUIFrontEnd.activities(in: files, schemas: [
            first.template.name: .init(schema: Self.schema(h), attributesSchema: nil),
        ]).first)
        var out = "# light\n" + Fixture.draw(a, state: h.state, attributes: h.attributes, presentations: [.lock])
        out += "# dark\n" + Fixture.draw(a, state: h.state, attributes: h.attributes, appearance: .dark, presentations: [.lock])
        if name == "environment" {
            out += "# sleep\n" + Fixture.draw(a, state: h.state, attributes: h.attributes, appearance: .sleep, presentations: [.lock])
        }
        if name == "conditionals" {
            out += "# stale\n" + Fixture.draw(a, state: h.state, attributes: h.attributes, activity: .stale, presentations: [.lock])
        }
        if name == "activity-family" {
            out += "# small (declared: the lock view with activityFamily == .small)\n"
                + Fixture.draw(a, state: h.state, attributes: h.attributes, presentations: [.small, .carPlay])
        }
        if name == "images-symbols" {
            out += "# ascii\n" + Fixture.draw(a, state: h.state, attributes: h.attributes, ascii: true, presentations: [.lock, .compact])
        }
        out += a.coverage.report(title: name) + "\n"
        assertSnapshot(out, named: "construct-\(name)")
    }
}
