import Foundation
import LasimModel
import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// Loads a fixture's views and draws every presentation of one state, as
/// `lasim render --swift` does: the one renderer, the standard theme.
enum Fixture {
    static let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    static func activities(_ relative: String, schemas: [String: SwiftUIFrontEnd.Schemas] = [:]) throws -> [SwiftUIActivity] {
        SwiftUIFrontEnd.activities(in: try SwiftFiles.load(path: dir + "/" + relative), schemas: schemas)
    }

    static func activities(source: String, schemas: [String: SwiftUIFrontEnd.Schemas] = [:]) -> [SwiftUIActivity] {
        SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", source)]), schemas: schemas)
    }

    /// An app of `types` whose lock view is `view` (`context` its
    /// parameter), with a Dynamic Island of three letters.
    static func activity(types: String, lock view: String, locale: String = "en_US",
                         defaults: [String: JSONValue] = [:]) throws -> SwiftUIActivity {
        let source = """
            \(types)
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
                        \(view)
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
            }
            """
        return try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", source)]), locale: locale, defaults: defaults).first)
    }

    /// Every presentation (or those given) as text, with the problems listed.
    static func draw(_ a: SwiftUIActivity, state: JSONObject, attributes: JSONObject = JSONObject(), now: Double = 1_700_000_000,
                     activity: ActivityState = .active, appearance: Appearance = .light, ascii: Bool = false,
                     device: Device = .pro, presentations: [Presentation] = Presentation.allCases, ios: Int = 17) -> String {
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let renderer = Renderer(catalog: catalog, options: RenderOptions(appearance: appearance, device: device, ascii: ascii, ios: ios))
        let sample = Sample(name: "test", attributes: attributes, contentState: state, now: now, state: activity)
        let snap = Snapshot(sample: sample, template: a.template)
        var out = ""
        for p in presentations {
            let r = renderer.render(p, snap, now: now)
            out += "== \(p.rawValue) · \(r.grid.width)x\(r.grid.height)\n" + TextPrinter.text(r.grid) + "\n"
            for problem in r.problems { out += "-- problem: \(problem)\n" }
        }
        return out
    }

    /// What `Text("[" + expression + "]")` draws on the lock screen, between
    /// the brackets (the types declare a ContentState of one `n: Int`), and
    /// the whole card, problems listed, to say why when it is not the one expected.
    static func printed(_ types: String, _ expression: String) throws -> (text: String, card: String) {
        let card = try EvaluatorTests.lock(types, "Text(\"[\" + \(expression) + \"]\")", state: #"{"n": 1}"#)
        return (String(card.split(separator: "[").dropFirst().first?.split(separator: "]").first ?? ""), card)
    }

    /// Expects `printed(types, expression)` to be `expected`, showing the card when it is not.
    static func expectPrinted(_ types: String, _ expression: String, _ expected: String,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (text, card) = try printed(types, expression)
        #expect(text == expected, "\(card)", sourceLocation: sourceLocation)
    }

    static func json(_ text: String) -> JSONObject {
        guard case .object(let o)? = try? JSONParser.parse(text) else { fatalError("bad JSON in a test: \(text)") }
        return o
    }
}
