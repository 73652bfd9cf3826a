import Foundation
import LasimSwift
@testable import LasimSwiftUI
import Testing

/// An app and its widget extension each compile their own copy of a shared
/// view, and the copies drift: the phone runs the widget extension's.
@Suite struct WidgetTargetTests {
    /// The widget extension's configuration, which calls its own copy of `Badge`.
    static let live = """
        struct ScoreAttributes: ActivityAttributes { struct ContentState: Codable, Hashable { var home: Int } }
        struct ScoreLive: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: ScoreAttributes.self) { _ in Badge(title: "Home", width: 200) } dynamicIsland: { _ in
                    DynamicIsland { } compactLeading: { Text("H") } compactTrailing: { Text("T") } minimal: { Text("S") }
                }
            }
        }
        """

    static func badge(_ sizeLabel: String, words: String) -> String {
        """
        import SwiftUI
        struct Badge: View {
            let title: String
            let \(sizeLabel): CGFloat?
            var body: some View { Text("\(words) \\(title)").frame(\(sizeLabel): \(sizeLabel)) }
        }
        """
    }

    /// `App/Badge.swift` (read first, by path) and `Widget/Badge.swift` differ.
    static func appFolder(sameBadge: Bool = false) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-target-\(UUID().uuidString)")
        for sub in ["App", "Widget"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        let appBadge = sameBadge ? badge("width", words: "Widget") : badge("maxWidth", words: "App")
        try appBadge.write(to: dir.appendingPathComponent("App/Badge.swift"), atomically: true, encoding: .utf8)
        try badge("width", words: "Widget").write(to: dir.appendingPathComponent("Widget/Badge.swift"), atomically: true, encoding: .utf8)
        try live.write(to: dir.appendingPathComponent("Widget/ScoreLive.swift"), atomically: true, encoding: .utf8)
        return dir.path
    }

    @Test("a view declared in the app and in the widget extension is drawn with the widget's copy")
    func widgetCopyWins() throws {
        let dir = try Self.appFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let activities = SwiftUIFrontEnd.activities(in: try SwiftFiles.load(path: dir), schemas: [:])
        let a = try #require(activities.first)
        let out = Fixture.draw(a, state: Fixture.json(#"{"home": 2}"#), presentations: [.lock])
        #expect(out.contains("Widget Home"), "\(out)")
        #expect(!out.contains("not drawn"), "\(out)")
    }

    @Test("the files are read widget folder first, each group in path order")
    func order() {
        let files: [(path: String, text: String)] = [("r/App/A.swift", ""), ("r/App/B.swift", ""), ("r/Shared/S.swift", ""),
                                                    ("r/Widget/Live.swift", "ActivityConfiguration(for: X.self)"), ("r/Widget/V.swift", "")]
        #expect(WidgetTargetOrder.sorted(files).map(\.path) == ["r/Widget/Live.swift", "r/Widget/V.swift", "r/App/A.swift", "r/App/B.swift", "r/Shared/S.swift"])
        let none: [(path: String, text: String)] = [("b/B.swift", ""), ("a/A.swift", "")]
        #expect(WidgetTargetOrder.sorted(none).map(\.path) == ["b/B.swift", "a/A.swift"])
    }

    @Test("two copies of one declaration say nothing; copies that differ say which is ignored")
    func identicalCopiesAreQuiet() throws {
        for same in [true, false] {
            let dir = try Self.appFolder(sameBadge: same)
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let read = SwiftFileWalker.read([dir])
            let withAttributes = read.files.map { f in
                // The importer reports duplicates of the types it reads: make Badge one of them.
                (path: f.path, text: f.text.replacingOccurrences(of: "struct Badge: View", with: "struct Badge: View, ActivityAttributes"))
            }
            let r = SwiftImporter.importActivities(from: SwiftSourceSet(files: withAttributes))
            let said = r.diagnostics.filter { $0.message.contains("a second type named Badge") }
            #expect(said.count == (same ? 0 : 1), "\(r.diagnostics)")
            if !same { #expect(said.first?.file.hasSuffix("App/Badge.swift") == true) }
        }
    }
}
