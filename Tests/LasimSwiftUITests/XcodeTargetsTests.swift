import LasimSwift
import Testing

/// Which files an app's `.xcodeproj` compiles into no app extension: the
/// ones that are never the widget's copy of a type.
@Suite struct XcodeTargetsTests {
    /// Xcode 16: the `Widget` folder belongs to the extension, but for
    /// `Intent.swift`, which it lends to the app instead.
    static let synchronized = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objects = {
                E1 /* exceptions */ = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, Intent.swift, ); target = T2 /* WidgetExtension */; };
                E2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ("Intent.swift", ); target = T1; };
                G1 /* Widget */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, E2, ); path = Widget; sourceTree = "<group>"; };
                G2 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
                M = {isa = PBXGroup; children = (G1, G2, ); sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (G2, ); name = App; productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (G1, ); name = WidgetExtension; productType = "com.apple.product-type.app-extension"; };
                P = {isa = PBXProject; mainGroup = M; targets = (T1, T2, ); };
            };
            rootObject = P;
        }
        """

    /// Before Xcode 16: each target's Sources build phase names its files,
    /// through groups whose paths add up.
    static let classic = """
        {
            objects = {
                F1 /* Badge.swift */ = {isa = PBXFileReference; path = Badge.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = Live.swift; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = "Shared/Format.swift"; sourceTree = SOURCE_ROOT; };
                GA = {isa = PBXGroup; children = (F1, ); path = App; sourceTree = "<group>"; };
                GW = {isa = PBXGroup; children = (F2, ); name = "Widget Files"; path = Widget; sourceTree = "<group>"; };
                M = {isa = PBXGroup; children = (GA, GW, F3, ); sourceTree = "<group>"; };
                B1 /* Badge.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                B4 = {isa = PBXBuildFile; fileRef = F3; };
                S1 = {isa = PBXSourcesBuildPhase; files = (B1, B3, ); };
                S2 = {isa = PBXSourcesBuildPhase; files = (B2, B4, ); };
                T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; buildPhases = (S2, ); productType = "com.apple.product-type.app-extension"; };
            };
        }
        """

    @Test("Xcode 16 folders: a file the widget's folder lends to the app is outside the extension")
    func synchronizedFolders() {
        let swift = ["r/Widget/Intent.swift", "r/Widget/Placeholder.swift", "r/App/Main.swift", "r/Loose.swift"]
        let out = XcodeTargets.outsideExtensions(projects: [("r/Timer.xcodeproj/project.pbxproj", Self.synchronized)], swiftFiles: swift)
        #expect(out == ["r/Widget/Intent.swift", "r/App/Main.swift"])
    }

    @Test("Sources build phases: a file only the app compiles is outside; one both compile and one none names are not")
    func buildPhases() {
        let swift = ["r/App/Badge.swift", "r/Widget/Live.swift", "r/Shared/Format.swift", "r/Other.swift"]
        let out = XcodeTargets.outsideExtensions(projects: [("r/A.xcodeproj/project.pbxproj", Self.classic)], swiftFiles: swift)
        #expect(out == ["r/App/Badge.swift"])
    }

    @Test("a file no target compiles, beside files a build phase names, is outside; one in a folder the project names nothing in is not")
    func leftBehindFile() {
        let swift = ["r/Widget/Live.swift", "r/Widget/OldLive.swift", "r/Other.swift", "r/Shared/Format.swift"]
        let out = XcodeTargets.outsideExtensions(projects: [("r/A.xcodeproj/project.pbxproj", Self.classic)], swiftFiles: swift)
        #expect(out == ["r/Widget/OldLive.swift"])
    }

    /// Growth-Training keeps three backups of its widget beside the one its
    /// extension compiles (`backup-live-activity-20250717-124823/`, a `... (1).swift`):
    /// lasim took a backup's `TimerActivityAttributes`, whose `init(from:)`
    /// threw on every state, and drew nothing but a ⚠.
    @Test("a copy of the widget left behind: its ActivityConfiguration file, and what no target compiles in its folder, are outside")
    func leftBehindWidget() {
        let swift = ["r/Widget/Intent.swift", "r/Widget/Placeholder.swift", "r/App/Main.swift", "r/Loose.swift",
                     "r/backup/Widget/Live.swift", "r/backup/Widget/Attributes.swift", "r/Widget (1).swift", "r/backup/Other/Kept.swift"]
        let project = [("r/Timer.xcodeproj/project.pbxproj", Self.synchronized)]
        let out = XcodeTargets.outsideExtensions(projects: project, swiftFiles: swift,
                                                 anchors: ["r/Widget/Placeholder.swift", "r/backup/Widget/Live.swift", "r/Widget (1).swift"])
        #expect(out == ["r/Widget/Intent.swift", "r/App/Main.swift", "r/backup/Widget/Live.swift", "r/backup/Widget/Attributes.swift", "r/Widget (1).swift"])
        // Only when the extension compiles a widget of its own is a copy known to be one.
        #expect(XcodeTargets.outsideExtensions(projects: project, swiftFiles: swift, anchors: ["r/backup/Widget/Live.swift"])
                == ["r/Widget/Intent.swift", "r/App/Main.swift"])
    }

    /// DuckDuckGo's VPN Live Activity: its widget extension and its password
    /// autofill extension each compile a `UserText`; the autofill one was read
    /// first and the widget's strings were drawn as placeholders.
    @Test("a file only another app extension compiles is outside the widget's, once an extension compiles the widget")
    func otherExtension() {
        let project = Self.classic
            .replacingOccurrences(of: "M = {isa = PBXGroup; children = (GA, GW, F3, );",
                                  with: "GX = {isa = PBXGroup; children = (F4, ); path = Autofill; sourceTree = \"<group>\"; }; F4 = {isa = PBXFileReference; path = UserText.swift; sourceTree = \"<group>\"; }; F5 = {isa = PBXFileReference; path = UserText.swift; sourceTree = \"<group>\"; }; M = {isa = PBXGroup; children = (GA, GW, GX, F3, );")
            .replacingOccurrences(of: "GW = {isa = PBXGroup; children = (F2, );", with: "GW = {isa = PBXGroup; children = (F2, F5, );")
            .replacingOccurrences(of: "S2 = {isa = PBXSourcesBuildPhase; files = (B2, B4, ); };",
                                  with: "S2 = {isa = PBXSourcesBuildPhase; files = (B2, B4, B6, ); }; B5 = {isa = PBXBuildFile; fileRef = F4; }; B6 = {isa = PBXBuildFile; fileRef = F5; }; S3 = {isa = PBXSourcesBuildPhase; files = (B5, B3, ); }; T3 = {isa = PBXNativeTarget; buildPhases = (S3, ); productType = \"com.apple.product-type.app-extension\"; };")
        let swift = ["r/App/Badge.swift", "r/Widget/Live.swift", "r/Widget/UserText.swift", "r/Autofill/UserText.swift", "r/Shared/Format.swift"]
        let projects = [("r/A.xcodeproj/project.pbxproj", project)]
        #expect(XcodeTargets.outsideExtensions(projects: projects, swiftFiles: swift, anchors: ["r/Widget/Live.swift"])
                == ["r/App/Badge.swift", "r/Autofill/UserText.swift"])
        // Which extension is the widget's is known only from its configuration's file.
        #expect(XcodeTargets.outsideExtensions(projects: projects, swiftFiles: swift) == ["r/App/Badge.swift"])
    }

    @Test("a project without an app extension, or one that does not parse, says nothing")
    func noExtensionNoClaim() {
        let appOnly = Self.classic.replacingOccurrences(of: "app-extension", with: "application")
        let swift = ["r/App/Badge.swift", "r/Widget/Live.swift"]
        #expect(XcodeTargets.outsideExtensions(projects: [("r/A.xcodeproj/project.pbxproj", appOnly)], swiftFiles: swift).isEmpty)
        #expect(XcodeTargets.outsideExtensions(projects: [("r/A.xcodeproj/project.pbxproj", "{ objects = { T = {isa = ")], swiftFiles: swift).isEmpty)
    }
}
