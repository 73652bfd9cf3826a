/// A phone class: its sizes in points (Apple's HIG) and in cells.
public struct Device: Sendable, Equatable {
    public var name: String
    public var label: String
    public var screenWidthPt: Double
    public var lockWidthPt: Double
    public var hasIsland: Bool
    public var islandWidthPt: Double
    public var compactWidthPt: Double
    public var minimalWidthPt: Double
    /// One terminal cell in points (8 x 16 by default).
    public var cellWidthPt: Double = 8
    public var cellHeightPt: Double = 16

    public var lockWidth: Int { Int(lockWidthPt / cellWidthPt) }
    public var islandWidth: Int { Int(islandWidthPt / cellWidthPt) }
    public var compactWidth: Int { Int(compactWidthPt / cellWidthPt) }
    public var minimalWidth: Int { Int(minimalWidthPt / cellWidthPt) }
    /// The island around the camera, compact: 36.67 pt high, 2 rows.
    public var islandHeightPt: Double { 36.67 }
    public var islandHeight: Int { Int(islandHeightPt / cellHeightPt) }
    /// Lock screen and expanded: 84...160 pt high.
    public var minCardHeight: Int { Int(84 / cellHeightPt) }
    public var maxCardHeight: Int { Int(160 / cellHeightPt) }

    public static let pro = Device(name: "pro", label: "iPhone 15/16 Pro (393 pt)", screenWidthPt: 393, lockWidthPt: 371,
                                   hasIsland: true, islandWidthPt: 230, compactWidthPt: 52.33, minimalWidthPt: 45)
    public static let proMax = Device(name: "pro-max", label: "iPhone 15/16 Pro Max (430 pt)", screenWidthPt: 430,
                                      lockWidthPt: 408, hasIsland: true, islandWidthPt: 250, compactWidthPt: 62.33,
                                      minimalWidthPt: 45)
    public static let se = Device(name: "se", label: "iPhone SE (375 pt, no Dynamic Island)", screenWidthPt: 375,
                                  lockWidthPt: 359, hasIsland: false, islandWidthPt: 0, compactWidthPt: 0, minimalWidthPt: 0)

    public static let all: [Device] = [.pro, .proMax, .se]

    public static func named(_ name: String) -> Device? {
        let n = name.lowercased()
        return all.first { $0.name == n } ?? [
            "iphone-16-pro": pro, "iphone-15-pro": pro, "393": pro,
            "iphone-16-pro-max": proMax, "iphone-15-pro-max": proMax, "430": proMax, "promax": proMax,
            "iphone-se": se, "noisland": se, "no-island": se,
        ][n]
    }
}

/// How the lock screen looks: the person's light/dark setting, sleep
/// (Always-On, dimmed and rendered as if dark), or StandBy (the card at 2x,
/// Night Mode tinting it red). The colours each one gives a theme are
/// decided in one place, `Theme.effectivePalette(_:appearance:ios:)`.
public enum Appearance: String, Sendable, CaseIterable {
    case light, dark, sleep, standby
    case standbyNight = "standby-night"
    public var isDark: Bool { self != .light }
    /// StandBy draws the lock-screen card at twice the size.
    public var isStandBy: Bool { self == .standby || self == .standbyNight }
    /// Other spellings a person may type: "always-on", "aod", "night".
    public init?(name: String) {
        let n = name.lowercased()
        if let a = Appearance(rawValue: n) { self = a; return }
        switch n {
        case "always-on", "alwayson", "aod": self = .sleep
        case "standby-night-mode", "night", "standbynight": self = .standbyNight
        default: return nil
        }
    }
    /// The appearances a phone on `ios` has (StandBy came with iOS 17).
    public static func all(ios: Int) -> [Appearance] { ios >= 17 ? allCases : [.light, .dark, .sleep] }
}

/// What a template draws for: the place on the phone, and the other
/// surfaces a phone's activity appears on.
public enum Presentation: String, Sendable, CaseIterable {
    case lock, compact, minimal, expanded
    /// The small family (`ActivityFamily.small`): the Apple Watch Smart
    /// Stack, at the watch size in `SurfaceSize.watch`.
    case small
    /// CarPlay Dashboard: the same small family at CarPlay's size.
    case carPlay = "carplay"
    /// A Mac's menu bar (iPhone Mirroring): the compact leading and trailing
    /// views side by side, without the camera between them.
    case menuBar = "menu-bar"

    /// The template slots it draws.
    public var slots: [Slot] {
        switch self {
        case .lock: return [.lock]
        case .compact, .menuBar: return [.compactLeading, .compactTrailing]
        case .minimal: return [.minimal]
        case .expanded: return [.expandedLeading, .expandedCenter, .expandedTrailing, .expandedBottom]
        case .small, .carPlay: return [.small, .compactLeading, .compactTrailing]
        }
    }

    /// The four presentations of the phone itself (what reports and the
    /// per-template snapshots cover).
    public static let phone: [Presentation] = [.lock, .compact, .minimal, .expanded]
    /// The surfaces beyond the phone.
    public static let elsewhere: [Presentation] = [.small, .carPlay, .menuBar]

    /// "Lock screen", "Small (Apple Watch)"...: for labels.
    public var title: String {
        switch self {
        case .lock: return "Lock screen"
        case .compact: return "Compact"
        case .minimal: return "Minimal"
        case .expanded: return "Expanded"
        case .small: return "Small · Apple Watch Smart Stack"
        case .carPlay: return "Small · CarPlay"
        case .menuBar: return "Mac menu bar"
        }
    }
}

/// Sizes of the surfaces beyond the phone, in points. Source: Apple's Human
/// Interface Guidelines, Live Activities, "Specifications" (watchOS
/// dimensions: "Live Activities in the Smart Stack use the same dimensions as
/// watchOS widgets", 40 mm 152x69.5, 41 mm 165x72.5, 44 mm 173x76.5, 45 mm
/// 184x80.5, 49 mm 191x81.5; CarPlay dimensions 240x78, 240x100, 170x78;
/// macOS dimensions: "Use the provided iOS dimensions").
public struct SurfaceSize: Sendable, Equatable {
    public var label: String
    public var widthPt: Double
    public var heightPt: Double

    /// The 45 mm watch: the middle of Apple's table, drawn by default.
    public static let watch = SurfaceSize(label: "Apple Watch 45 mm", widthPt: 184, heightPt: 80.5)
    public static let watchSizes: [SurfaceSize] = [
        SurfaceSize(label: "Apple Watch 40 mm", widthPt: 152, heightPt: 69.5),
        SurfaceSize(label: "Apple Watch 41 mm", widthPt: 165, heightPt: 72.5),
        SurfaceSize(label: "Apple Watch 44 mm", widthPt: 173, heightPt: 76.5),
        watch,
        SurfaceSize(label: "Apple Watch 49 mm", widthPt: 191, heightPt: 81.5),
    ]
    /// CarPlay's first listed size; the system may scale it to the car's screen.
    public static let carPlay = SurfaceSize(label: "CarPlay", widthPt: 240, heightPt: 78)
}
