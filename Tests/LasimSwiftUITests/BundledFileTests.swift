import LasimModel
import LasimRender
@testable import LasimSwiftUI
import Testing

/// A transit widget names its stations by id and looks their names up in a
/// JSON file it bundles, loaded by the helper of Apple's tutorials
/// (`load<T: Decodable>(_ filename:) -> T`): on the phone the names show.
@Suite struct BundledFileTests {
    static let source = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var next: String } }
        struct Stop: Decodable {
            let id: String
            let name: String
            init(from decoder: Decoder) throws {
                let c = try decoder.container(keyedBy: CodingKeys.self)
                id = try c.decode(String.self, forKey: .id)
                name = try c.decode(String.self, forKey: .english).uppercased()
            }
            enum CodingKeys: String, CodingKey { case id, english }
        }
        var stops: [Stop] = load("stops.json")
        func load<T: Decodable>(_ filename: String) -> T {
            let data: Data
            guard let file = Bundle.main.url(forResource: filename, withExtension: nil) else { fatalError("no \\(filename)") }
            do { data = try Data(contentsOf: file) } catch { fatalError("unreadable") }
            do { return try JSONDecoder().decode(T.self, from: data) } catch { fatalError("undecodable") }
        }
        func name(_ id: String) -> String { stops.first { $0.id == id }?.name ?? "none" }
        struct W: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: A.self) { context in
                    VStack {
                        Text(name(context.state.next))
                        Text(Bundle.main.url(forResource: "lines", withExtension: "json") == nil ? "no lines" : "lines")
                        if let path = Bundle.main.path(forResource: "stops", ofType: "json"), path.hasSuffix(".app/stops.json") { Text("in the app") }
                    }
                } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
            }
        }
        """

    @Test("Bundle.main.url(forResource:), Data(contentsOf:) and JSONDecoder().decode(T.self, from:) load a bundled JSON, T inferred from the variable, the type's own init(from:) run; a file not bundled is nil")
    func stationNamesFromTheBundle() throws {
        let stops = #"[{"id": "1", "english": "Central"}, {"id": "2", "english": "Harbour"}]"#
        let resources = AppResources.parse([("W/Data/stops.json", stops), ("W/Assets.xcassets/Contents.json", #"{"info": {}}"#)])
        #expect(resources.bundleFiles.keys.sorted() == ["stops.json"], "a catalogue's Contents.json is no bundled file")
        let a = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", Self.source)]), resources: resources).first)
        let out = Fixture.draw(a, state: Fixture.json(#"{"next": "2"}"#), presentations: [.lock])
        #expect(out.contains("HARBOUR") && out.contains("no lines"), "\(out)")
        #expect(out.contains("in the app"), "\(out)")
        #expect(!out.contains("⚠") && !out.contains("["), "\(out)")
    }

    @Test("without the file in the folders given, the app's own fatalError shows where it stops, as the phone's extension would crash")
    func missingFileIsTheAppsError() throws {
        let a = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", Self.source)])).first)
        let out = Fixture.draw(a, state: Fixture.json(#"{"next": "2"}"#), presentations: [.lock])
        #expect(out.contains("no stops.json"), "\(out)")
    }

    @Test("NSLocale.characterDirection(forLanguage:) is right to left for Hebrew and Arabic, left to right for English")
    func characterDirection() throws {
        let out = try EvaluatorTests.lock("struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }", """
            VStack {
                ForEach(["he", "ar-EG", "en"], id: \\.self) { l in
                    Text(l + (NSLocale.characterDirection(forLanguage: l) == .rightToLeft ? " rtl" : " ltr"))
                }
            }
            """, state: #"{"n": 1}"#)
        for shown in ["he rtl", "ar-EG rtl", "en ltr"] { #expect(out.contains(shown), "\(out)") }
    }
}

/// `extension Font { static var subheadline2: Font { .system(size: 14) } }`:
/// `.font(.subheadline2)` is the app's font, not a text style lasim guesses.
@Suite struct FontExtensionTests {
    @Test(".font(.name) reads the app's own static Font first, computed or stored; SwiftUI's styles stay theirs")
    func appsOwnFont() throws {
        let extra = """
            extension Font {
                static var small2: Font { return Font.system(size: 14.0) }
                static let tiny = Font.system(size: 9)
            }
            """
        let svg = PointSVG.svg([try ChartTests.lock(try AppShapeTests.activity("""
            VStack { Text("one").font(.small2); Text("two").font(.tiny).bold(); Text("three").font(.caption) }
            """, extra: extra), state: AppShapeTests.state)])
        let sizes = svg.split(separator: "<text font-size=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(sizes == ["14", "9", "12"], "\(svg)")
    }
}

/// A content state that carries JSON in a string, as app bridges (React
/// Native, Capacitor, Flutter) write it: `json.data(using: .utf8)` or
/// `Data(json.utf8)` and a `JSONDecoder` read it, as on the phone. It
/// stopped at "String.data is not known to lasim".
@Suite struct JSONInAStringTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var payload: String } }
        struct Order: Decodable { let item: String; let count: Int }
        func order(_ json: String) -> String {
            guard let data = json.data(using: .utf8), let o = try? JSONDecoder().decode(Order.self, from: data) else { return "unreadable" }
            return "\\(o.count) \\(o.item)"
        }
        func items(_ json: String) -> String {
            let list = (try? JSONDecoder().decode([Order].self, from: Data(json.utf8))) ?? []
            return list.map(\\.item).joined(separator: "+")
        }
        """

    @Test func decodedFromTheState() throws {
        let one = try EvaluatorTests.lock(Self.types, "Text(order(context.state.payload))", state: #"{"payload": "{\"item\": \"tea\", \"count\": 2}"}"#)
        #expect(one.contains("2 tea"), "\(one)")
        let bad = try EvaluatorTests.lock(Self.types, "Text(order(context.state.payload))", state: #"{"payload": "not json"}"#)
        #expect(bad.contains("unreadable"), "\(bad)")
        let list = try EvaluatorTests.lock(Self.types, "Text(items(context.state.payload))",
                                           state: #"{"payload": "[{\"item\": \"tea\", \"count\": 1}, {\"item\": \"bun\", \"count\": 3}]"}"#)
        #expect(list.contains("tea+bun"), "\(list)")
    }
}

/// `JSONSerialization.jsonObject(with:)` on JSON a state carries: the
/// dictionaries and arrays it is, cast as the app casts them. It was
/// "JSONSerialization not found in the widget's sources".
@Suite struct JSONSerializationTests {
    @Test func objectFromTheState() throws {
        let types = """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var payload: String } }
            func title(_ json: String) -> String {
                guard let data = json.data(using: .utf8),
                      let object = try? JSONSerialization.jsonObject(with: data, options: []),
                      let dict = object as? [String: Any], let rows = dict["rows"] as? [Any] else { return "unreadable" }
                return "\\(dict["title"] as? String ?? "?") with \\(rows.count) rows"
            }
            """
        let out = try EvaluatorTests.lock(types, "Text(title(context.state.payload))", state: #"{"payload": "{\"title\": \"Order\", \"rows\": [1, 2, 3]}"}"#)
        #expect(out.contains("Order with 3 rows"), "\(out)")
        let bad = try EvaluatorTests.lock(types, "Text(title(context.state.payload))", state: #"{"payload": "{oops"}"#)
        #expect(bad.contains("unreadable"), "\(bad)")
    }
}
