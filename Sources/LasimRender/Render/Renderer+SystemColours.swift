import LasimTemplate

/// The colours an app gives to what the system draws around its views:
/// the Dynamic Island's keyline and the lock screen's dismiss button.
extension Renderer {
    /// The keyline an app tints (`DynamicIsland.keylineTint`) around
    /// `presentation`, when the phone draws one. Apple's guidelines (Live
    /// Activities, "Choosing colors"): "When the background is dark — for
    /// example, in Dark Mode — a key line appears around the Dynamic Island
    /// to distinguish it from other content": what decides is what is behind
    /// the black island, not the appearance. Phone shots in the dark
    /// appearance show none over the wallpaper, light or as dark as navy
    /// (#0D2656: LiveStage's expanded, compact and minimal islands, blue
    /// tint; flutterbyte's compact, red): the island stands out there
    /// already. lasim draws no wallpaper; the screens it knows are black
    /// behind the island are sleep's (Always-On) and StandBy's, where the
    /// keyline is drawn. All three island presentations (compact, minimal,
    /// expanded) have it; the lock screen's card does not. The colour's own
    /// opacity is kept, over the island's black. Nil: no keyline tinted.
    func islandKeyline(_ presentation: Presentation, _ t: TemplateProgram) -> RGB? {
        guard let tint = t.liveKeyline, options.appearance == .sleep || options.appearance.isStandBy else { return nil }
        switch presentation.drawing {
        case .compactIsland, .minimalIsland, .expandedIsland: break
        default: return nil
        }
        let island = islandPalette.background ?? RGB(0, 0, 0)
        return islandPalette.colour(tint.composited(over: island, dark: true))
    }

    /// The width of the island's keyline on the phone, in points: a
    /// hairline, one point at the screen's 3x.
    public static let keylineWidthPt = 1.0

    /// The dismiss button the phone shows beside the lock screen's card when
    /// it is swiped left: an ✕ in the app's `activitySystemActionForegroundColor`
    /// on the card's own background (the tint or the system's). lasim does
    /// not draw the swiped card, so the colour is checked where the phone
    /// uses it: an ✕ under 3:1 against that background (WCAG's least for a
    /// control's glyph) is reported. Nil: no colour given, or one that reads.
    func dismissButtonContrast(_ t: TemplateProgram, scope: RenderScope) -> Problem? {
        guard let c = t.liveActionForeground else { return nil }
        let palette = cardPalette(t, scope: scope)
        let background = palette.background ?? Theme.systemBackground(dark: options.appearance.isDark)
        guard let ink = palette.colour(c.composited(over: background, dark: options.appearance.isDark)) else { return nil }
        let ratio = Contrast.ratio(ink, background)
        guard ratio < 3 else { return nil }
        return Problem(at: nil, "the dismiss button beside the card (swiped left) draws its ✕ in \(ink.hex) "
                       + "(.activitySystemActionForegroundColor) on the card's \(background.hex): contrast \(Contrast.format(ratio)), under 3:1")
    }
}
