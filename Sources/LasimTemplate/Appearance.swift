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
