import LasimModel
@testable import LasimSwift
@testable import LasimSwiftUI
import Testing

/// The widget extension's Info.plist as the phone's bundle holds it: the
/// file its project names, `$(VAR)`s expanded from the Release build
/// settings (the target's, then the project's `.xcconfig`), and the keys
/// Xcode generates from settings. A fixture project of our own, in the
/// shapes edge, GymTimerPro and LoopFollow use (issue 25).
@Suite struct InfoPlistTests {
    static let project = """
        // !$*UTF8*$!
        {
            objects = {
                F1 = {isa = PBXFileReference; path = Live.swift; sourceTree = "<group>"; };
                FC = {isa = PBXFileReference; path = Base.xcconfig; sourceTree = "<group>"; };
                GW = {isa = PBXGroup; children = (F1, ); path = Widget; sourceTree = "<group>"; };
                GC = {isa = PBXGroup; children = (FC, ); path = Config; sourceTree = "<group>"; };
                M = {isa = PBXGroup; children = (GW, GC, ); sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
                T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1, ); name = TimerWidget; productType = "com.apple.product-type.app-extension"; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (CD, CR, ); defaultConfigurationName = Release; };
                CD = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_BUNDLE_IDENTIFIER = debug.only; }; name = Debug; };
                CR = {isa = XCBuildConfiguration; buildSettings = {
                    GENERATE_INFOPLIST_FILE = YES; INFOPLIST_FILE = "Widget/Info.plist";
                    INFOPLIST_KEY_CFBundleDisplayName = Timer; "INFOPLIST_KEY_NSSupportsLiveActivities[sdk=iphoneos*]" = YES;
                    PRODUCT_BUNDLE_IDENTIFIER = "$(BASE_ID).widget"; PRODUCT_NAME = "$(TARGET_NAME)"; MARKETING_VERSION = 2.1;
                }; name = Release; };
                P = {isa = PBXProject; buildConfigurationList = L2; developmentRegion = de; mainGroup = M; targets = (T1, ); };
                L2 = {isa = XCConfigurationList; buildConfigurations = (PR, ); };
                PR = {isa = XCBuildConfiguration; baseConfigurationReference = FC; buildSettings = { CURRENT_PROJECT_VERSION = 7; }; name = Release; };
            };
            rootObject = P;
        }
        """

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>AppGroup</key><string>$(GROUP)</string>
            <key>Unset</key><string>$(NOT_GIVEN)</string>
            <key>Literal</key><string>hello</string>
            <key>Count</key><integer>3</integer>
            <key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key><string>com.apple.widgetkit-extension</string></dict>
        </dict>
        </plist>
        """

    static let files: [String: String] = [
        "r/Widget/Info.plist": plist,
        "r/Config/Base.xcconfig": "BASE_ID = com.example.$(ORG:lower) // the app's\n#include? \"Missing.xcconfig\"\n#include \"Local.xcconfig\"\nORG = Acme\n",
        "r/Config/Local.xcconfig": "GROUP = group.$(BASE_ID)\n",
    ]

    static func read(_ path: String) -> [UInt8]? { files[path].map { Array($0.utf8) } }

    @Test("the project's plist, its $(VAR)s from the Release settings and .xcconfig files, and the keys Xcode generates")
    func fromProject() throws {
        let read = try #require(InfoPlist.dictionary(projects: [("r/App.xcodeproj/project.pbxproj", Self.project)],
                                                     swiftFiles: ["r/Widget/Live.swift"], anchors: ["r/Widget/Live.swift"],
                                                     plists: [], read: Self.read))
        let info = read.values
        #expect(info["CFBundleIdentifier"] == .string("com.example.acme.widget"))
        #expect(info["AppGroup"] == .string("group.com.example.acme"))
        #expect(info["CFBundleName"] == .string("TimerWidget"))
        #expect(info["CFBundleDisplayName"] == .string("Timer"))
        #expect(info["NSSupportsLiveActivities"] == .bool(true))
        #expect(info["CFBundleShortVersionString"] == .string("2.1"))
        #expect(info["CFBundleVersion"] == .string("7"))
        #expect(info["CFBundleDevelopmentRegion"] == .string("de"))
        #expect(info["Literal"] == .string("hello") && info["Count"] == .number(3))
        #expect(info["Unset"] == nil, "a setting the project does not give: the phone's value is unknown")
        #expect(read.unset == ["Unset": "NOT_GIVEN"])
    }

    @Test("without a project, the widget's own plist under the folders, its literal values only")
    func withoutProject() throws {
        let info = try #require(InfoPlist.dictionary(projects: [], swiftFiles: [], anchors: [], plists: ["r/Widget/Info.plist"], read: Self.read)).values
        #expect(info["Literal"] == .string("hello"))
        #expect(info["AppGroup"] == nil && info["CFBundleIdentifier"] == nil)
    }

    @Test("Bundle.main reads the widget's Info.plist: object(forInfoDictionaryKey:), bundleIdentifier, infoDictionary; a key it lacks is nil with a note")
    func bundleReadsIt() throws {
        let source = """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
            enum Group {
                static let id = Bundle.main.object(forInfoDictionaryKey: "AppGroup") as? String ?? "fallback"
                static let other = Bundle.main.object(forInfoDictionaryKey: "Other") as? String ?? "none"
                static let team = Bundle.main.object(forInfoDictionaryKey: "Team") as? String ?? "noteam"
            }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
                        VStack {
                            Text("group " + Group.id + " other " + Group.other + " " + Group.team)
                            Text("id " + (Bundle.main.bundleIdentifier ?? "nil"))
                            Text("name " + (Bundle.main.infoDictionary?["CFBundleDisplayName"] as? String ?? "nil"))
                        }
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
            }
            """
        var resources = AppResources()
        resources.infoDictionary = InfoPlist.Contents(values: ["AppGroup": .string("group.com.example"), "CFBundleIdentifier": .string("com.example.widget"),
                                                               "CFBundleDisplayName": .string("Timer")], unset: ["Team": "DEVELOPMENT_TEAM"])
        let a = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", source)]), resources: resources).first)
        let drawn = Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        #expect(drawn.contains("group group.com.example other none noteam"), "\(drawn)")
        #expect(drawn.contains(#"takes Team from the build setting DEVELOPMENT_TEAM, which the project does not give"#), "\(drawn)")
        #expect(drawn.contains("id com.example.widget") && drawn.contains("name Timer"), "\(drawn)")
        #expect(drawn.contains(#"the widget's Info.plist (as its project builds it) has no such key: Bundle.main.object(forInfoDictionaryKey: "Other") is nil"#), "\(drawn)")
    }

    /// The widget's InfoPlist.strings beside its plist, in two languages, and
    /// the app's own (another folder), which the widget's bundle does not hold.
    static let strings: [(path: String, text: String)] = [
        ("r/Widget/de.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Zeitmesser\";\n\"NSHint\" = \"Hinweis\";\n"),
        ("r/Widget/en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Stopwatch\";\n"),
        ("r/App/fr.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Chrono de l'app\";\n"),
    ]

    @Test("localizedInfoDictionary: the widget's InfoPlist.strings in the phone's language, else its development language's; not the app's")
    func localizedStrings() {
        #expect(AppResources.infoPlistStrings(Self.strings, plist: "r/Widget/Info.plist", language: "de_DE") == ["CFBundleDisplayName": "Zeitmesser", "NSHint": "Hinweis"])
        #expect(AppResources.infoPlistStrings(Self.strings, plist: "./r/Widget/Info.plist", language: "fr_FR") == ["CFBundleDisplayName": "Stopwatch"])
        #expect(AppResources.infoPlistStrings(Array(Self.strings.suffix(1)), plist: "r/Widget/Info.plist", language: "fr_FR") == nil)
        // Absolute paths, as `--swift /path` gives them.
        let absolute = Self.strings.map { (path: "/" + $0.path, text: $0.text) }
        #expect(AppResources.infoPlistStrings(absolute, plist: "/r/Widget/Info.plist", language: "de_DE")?["CFBundleDisplayName"] == "Zeitmesser")
    }

    @Test("Bundle.main: localizedInfoDictionary is the strings, object(forInfoDictionaryKey:) prefers them; with none it is nil, with a note")
    func bundleReadsLocalized() throws {
        let source = PointSVGTests.widget(lock: """
                        VStack {
                            Text("shown " + (Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String ?? "nil"))
                            Text("local " + (Bundle.main.localizedInfoDictionary?["CFBundleDisplayName"] as? String ?? "nil"))
                            Text("count \\(Bundle.main.localizedInfoDictionary?.count ?? -1)")
                            Text("plain " + (Bundle.main.object(forInfoDictionaryKey: "AppGroup") as? String ?? "nil"))
                        }
            """)
        var resources = AppResources()
        resources.infoDictionary = InfoPlist.Contents(values: ["AppGroup": .string("group.com.example"), "CFBundleDisplayName": .string("Timer")])
        resources.infoDictionary?.localized = ["CFBundleDisplayName": "Zeitmesser", "NSHint": "Hinweis"]
        func draw() throws -> String {
            let a = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", source)]), resources: resources).first)
            return Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        }
        let drawn = try draw()
        #expect(drawn.contains("shown Zeitmesser") && drawn.contains("local Zeitmesser") && drawn.contains("count 2"), "\(drawn)")
        #expect(drawn.contains("plain group.com.example"), "\(drawn)")
        resources.infoDictionary?.localized = nil
        let none = try draw()
        #expect(none.contains("shown Timer") && none.contains("local nil") && none.contains("count -1"), "\(none)")
        #expect(none.contains("the widget has no InfoPlist.strings in the phone's language: Bundle.main.localizedInfoDictionary is nil"), "\(none)")
    }
}
