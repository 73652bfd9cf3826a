import LasimTemplate
/// Where a palette is used: the lock-screen card (and StandBy, which shows
/// it), or the Dynamic Island (compact, minimal, expanded).
public enum Surface: String, Sendable, CaseIterable {
    case card, island
}

extension Theme {
    /// How much sleep (Always-On) dims the screen: every colour's sRGB
    /// channels are scaled by this.
    public static let sleepDimming = 0.8

    /// THE rule from (theme, appearance, iOS version) to the colours a surface
    /// is drawn in; the renderer, the views and the contrast checker all call
    /// it, and the result always has a background.
    ///
    /// - light: the `light` palette; `system` background = white.
    /// - dark: the `dark` palette; `system` background = black.
    /// - sleep (Always-On): rendered as if dark, so text, accent and bar
    ///   colours come from `dark`. The background:
    ///   - iOS 16 keeps an app-set tint: the `dark` palette's custom
    ///     background if the theme sets one (seed 001's fix: a custom
    ///     background in both themes), else the `light` palette's custom
    ///     tint (seed 001's bug: a light card under text rendered for dark),
    ///     else black;
    ///   - iOS 17 forces the background dark (black) whatever the theme sets.
    ///   Then everything is dimmed by `sleepDimming`.
    /// - standby: the `dark` palette (StandBy is a dark screen); the card is
    ///   drawn at 2x by the renderer.
    /// - standby-night: standby, tinted red by Night Mode (`nightMode`).
    ///
    /// The island is always the `island` palette (`system` = black), dimmed
    /// in sleep and tinted in Night Mode like the rest of the screen.
    public func effectivePalette(_ surface: Surface, appearance: Appearance, ios: Int = 17) -> Palette {
        var p: Palette
        switch surface {
        case .island:
            p = island
            if p.background == nil { p.background = Theme.systemDarkBackground }
        case .card:
            switch appearance {
            case .light:
                p = light
                if p.background == nil { p.background = Theme.systemLightBackground }
            case .dark, .standby, .standbyNight:
                p = dark
                if p.background == nil { p.background = Theme.systemDarkBackground }
            case .sleep:
                p = dark
                p.background = ios >= 17 ? Theme.systemDarkBackground
                    : dark.background ?? light.background ?? Theme.systemDarkBackground
            }
        }
        p.darkScheme = surface == .island || appearance.isDark
        switch appearance {
        case .sleep: return p.mapped { $0.dimmed(by: Theme.sleepDimming) }
        case .standbyNight: return p.mapped { $0.nightMode }
        default: return p
        }
    }
}

extension Palette {
    /// Every colour (background included) through `f`.
    public func mapped(_ f: (RGB) -> RGB) -> Palette {
        var p = Palette(background: background.map(f), primary: f(primary), secondary: f(secondary), accent: f(accent),
                        warning: f(warning), success: f(success), progressEmpty: f(progressEmpty),
                        progressActive: f(progressActive), progressCompleted: f(progressCompleted))
        p.darkScheme = darkScheme
        return p
    }

    /// The text, accent and bar colours (what can be drawn on the background).
    public var inkColours: [RGB] {
        [primary, secondary, accent, warning, success, progressEmpty, progressActive, progressCompleted]
    }
}

extension RGB {
    /// Scaled towards black: sRGB channels times `factor` (0...1).
    public func dimmed(by factor: Double) -> RGB {
        func f(_ v: UInt8) -> UInt8 { UInt8(min(255, max(0, (Double(v) * factor).rounded()))) }
        return RGB(f(r), f(g), f(b))
    }

    /// StandBy Night Mode: the colour in red at the same relative luminance,
    /// so contrast ratios stay those of StandBy (WCAG's formula assumes a lit
    /// room; Night Mode only turns on in a dark one). Pure red tops out at a
    /// luminance of 0.2126; brighter colours mix in green and blue equally
    /// and show as pink up to white.
    public var nightMode: RGB {
        let l = Contrast.luminance(self)
        let redShare = 0.2126
        if l <= redShare { return RGB(Contrast.encode(l / redShare), 0, 0) }
        let rest = Contrast.encode((l - redShare) / (1 - redShare))
        return RGB(255, rest, rest)
    }
}
