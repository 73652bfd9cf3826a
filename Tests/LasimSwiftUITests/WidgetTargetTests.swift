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

    @Test("two copies of one declaration say nothing; copies the widget's folder tells apart say nothing; copies as near as each other say which is ignored")
    func identicalCopiesAreQuiet() throws {
        for (same, other) in [(true, "App"), (false, "App"), (false, "Shared")] {
            let dir = try Self.appFolder(sameBadge: same)
            defer { try? FileManager.default.removeItem(atPath: dir) }
            if other != "App" {
                // Shared/Badge.swift and App/Badge.swift: neither is in the configuration's folder.
                try FileManager.default.createDirectory(atPath: dir + "/" + other, withIntermediateDirectories: true)
                try FileManager.default.moveItem(atPath: dir + "/Widget/Badge.swift", toPath: dir + "/" + other + "/Badge.swift")
            }
            let read = SwiftFileWalker.read([dir])
            let withAttributes = read.files.map { f in
                // The importer reports duplicates of the types it reads: make Badge one of them.
                (path: f.path, text: f.text.replacingOccurrences(of: "struct Badge: View", with: "struct Badge: View, ActivityAttributes"))
            }
            let r = SwiftImporter.importActivities(from: SwiftSourceSet(files: withAttributes))
            let said = r.diagnostics.filter { $0.message.contains("a second type named Badge") }
            let tie = !same && other != "App"
            #expect(said.count == (tie ? 1 : 0), "\(same) \(other): \(r.diagnostics)")
            // The views' evaluator says the same of the types the configuration reaches.
            let drawn = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse(read.files)).first)
            let notes = drawn.sampleNotes.filter { $0.message.contains("a second type named Badge") }
            #expect(notes.count == (tie ? 1 : 0), "\(same) \(other): \(drawn.sampleNotes)")
            if tie {
                #expect(said.first?.file.hasSuffix("/Shared/Badge.swift") == true, "\(said)")
                #expect(notes.first?.file.hasSuffix("/Shared/Badge.swift") == true, "\(notes)")
            }
        }
    }

    @Test("a private type of the same name in another file is that file's own: nothing is said")
    func privateCopyIsQuiet() throws {
        let dir = try Self.appFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Shared/Badge.swift is as near the widget as App/Badge.swift, but private to its file.
        try FileManager.default.createDirectory(atPath: dir + "/Shared", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: dir + "/Widget/Badge.swift", toPath: dir + "/Shared/Badge.swift")
        let shared = try String(contentsOfFile: dir + "/Shared/Badge.swift", encoding: .utf8)
        for (prefix, said) in [("", 1), ("private ", 0), ("fileprivate ", 0)] {
            try shared.replacingOccurrences(of: "struct Badge", with: prefix + "struct Badge")
                .write(toFile: dir + "/Shared/Badge.swift", atomically: true, encoding: .utf8)
            let drawn = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.load(path: dir)).first)
            #expect(drawn.sampleNotes.filter { $0.message.contains("a second type named Badge") }.count == said, "\(prefix): \(drawn.sampleNotes)")
        }
    }

    /// A folder whose `Widget/` declares `Badge` twice: `Intent.swift` is
    /// read first (by path) but `project` (`Timer.xcodeproj`, written by
    /// `addProject`) lends it to the app.
    static func copiesFolder() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-xcode-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir + "/Widget", withIntermediateDirectories: true)
        try Self.badge("width", words: "App").write(toFile: dir + "/Widget/Intent.swift", atomically: true, encoding: .utf8)
        try Self.badge("width", words: "Widget").write(toFile: dir + "/Widget/Placeholder.swift", atomically: true, encoding: .utf8)
        try Self.live.write(toFile: dir + "/Widget/ScoreLive.swift", atomically: true, encoding: .utf8)
        return dir
    }

    static func addProject(_ dir: String) throws {
        try FileManager.default.createDirectory(atPath: dir + "/Timer.xcodeproj", withIntermediateDirectories: true)
        try XcodeTargetsTests.synchronized.write(toFile: dir + "/Timer.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
    }

    @Test("a type declared twice in the widget's folder is read from the file the .xcodeproj compiles into the extension, and nothing is said")
    func projectTellsTheCopies() throws {
        let dir = try Self.copiesFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        func drawn() throws -> (String, [SwiftDiagnostic]) {
            let a = try #require(SwiftUIFrontEnd.activities(in: try SwiftFiles.load(path: dir), schemas: [:]).first)
            return (Fixture.draw(a, state: Fixture.json(#"{"home": 2}"#), presentations: [.lock]), a.sampleNotes)
        }
        let (without, said) = try drawn()
        #expect(without.contains("App Home") && said.count == 1, "\(without) \(said)")
        try Self.addProject(dir)
        let (with, notes) = try drawn()
        #expect(with.contains("Widget Home"), "\(with)")
        #expect(notes.isEmpty, "\(notes)")
    }

    /// Pomodoro (po-gl) keeps its `.xcodeproj` beside `iOSWidget/`, the folder
    /// given to --swift: a stale `iOSWidgetLiveActivity.swift` no target
    /// compiles, read first, drew "[WidgetProgressBar(...)]" (a call its
    /// compiled copy's view no longer accepts).
    @Test("a project in a folder above the one given tells the copies as one inside it does")
    func projectAboveTheFolderGiven() throws {
        let dir = try Self.copiesFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.addProject(dir)
        #expect(SwiftFileWalker.projectsAbove([dir + "/Widget"]).first == dir + "/Timer.xcodeproj/project.pbxproj")
        let a = try #require(SwiftUIFrontEnd.activities(in: try SwiftFiles.load(path: dir + "/Widget"), schemas: [:]).first)
        let drawn = Fixture.draw(a, state: Fixture.json(#"{"home": 2}"#), presentations: [.lock])
        #expect(drawn.contains("Widget Home") && a.sampleNotes.isEmpty, "\(drawn) \(a.sampleNotes)")
    }

    @Test("of two configurations for one type, the one in a file the project keeps out of the widget draws only when it is the only one")
    func configurationOutsideTheWidgetLoses() throws {
        let kept = Self.live.replacingOccurrences(of: "Badge(title: \"Home\", width: 200)", with: "Text(\"subfolder\")")
        let left = Self.live.replacingOccurrences(of: "Badge(title: \"Home\", width: 200)", with: "Text(\"left behind\")")
            .replacingOccurrences(of: "struct ScoreAttributes", with: "struct OldAttributes")
        let sources = [("r/Widget/Live/ScoreLive.swift", kept), ("r/Widget/ScoreLive.swift", left)]
        func drawn(outside: Set<String>) throws -> String {
            let a = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse(sources, outsideWidget: outside)).first)
            return Fixture.draw(a, state: Fixture.json(#"{"home": 2}"#), presentations: [.lock])
        }
        #expect(try drawn(outside: []).contains("left behind"))
        #expect(try drawn(outside: ["r/Widget/ScoreLive.swift"]).contains("subfolder"))
        #expect(try drawn(outside: ["r/Widget/Live/ScoreLive.swift"]).contains("left behind"))
    }

    @Test("of two copies of a widget as near as each other, the one whose configuration draws reads its own file's declarations, and the note names the other copy as the one ignored")
    func drawnCopyIsTheOneKept() throws {
        func copy(_ words: String) -> String { Self.live + "\n" + Self.badge("width", words: words) }
        // pogl's shape: the copy in a subfolder is read first, the configuration declared last draws.
        let sources = [("r/Widget/Live/ScoreLive.swift", copy("New")), ("r/Widget/ScoreLive.swift", copy("Old"))]
        let a = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse(sources)).first)
        let out = Fixture.draw(a, state: Fixture.json(#"{"home": 2}"#), presentations: [.lock])
        #expect(out.contains("Old Home") && !out.contains("New Home"), "\(out)")
        #expect(!a.sampleNotes.isEmpty && a.sampleNotes.allSatisfy {
            $0.file == "r/Widget/Live/ScoreLive.swift" && $0.message.contains("the first is at r/Widget/ScoreLive.swift")
        }, "\(a.sampleNotes)")
    }

    /// A repository of samples: two apps, each with its widget, each widget
    /// with its own `Badge`.
    static func samples(_ name: String, word: String) -> [(path: String, text: String)] {
        let live = Self.live.replacingOccurrences(of: "Score", with: name)
        return [("repo/\(name)/\(name)Widget/Badge.swift", badge("width", words: word)),
                ("repo/\(name)/\(name)Widget/Live.swift", live)]
    }

    @Test("each sample folder's widget is drawn with its own folder's declaration of a shared name, and nothing is said")
    func eachWidgetItsOwnFolder() throws {
        let files = SwiftFiles.parse(Self.samples("Alpha", word: "First") + Self.samples("Beta", word: "Second"))
        let activities = SwiftUIFrontEnd.activities(in: files)
        #expect(activities.map(\.template.name) == ["AlphaAttributes", "BetaAttributes"])
        for (a, word) in zip(activities, ["First", "Second"]) {
            let out = Fixture.draw(a, state: Fixture.json(#"{"home": 2}"#), presentations: [.lock])
            #expect(out.contains("\(word) Home"), "\(a.template.name): \(out)")
            #expect(a.sampleNotes.isEmpty, "\(a.sampleNotes)")
        }
    }
}
