import LasimModel
import LasimTemplate

/// What every presentation of one activity's render shares: its values,
/// the theme, the clock and the layout arena. One object, so that making a
/// presentation's context copies no theme or zone (those copies'
/// reference counting was a measurable share of a render).
final class RenderScope {
    let evaluator: Evaluator
    let theme: ThemeTables
    let ascii: Bool
    let rtl: Bool
    let now: Double
    let timeZone: Zone
    let arena: LayoutArena
    /// The items this activity's slots were built into last time, where
    /// templates are laid out in points and renders share a workspace.
    var kept: KeptLayouts.Slots?

    init(evaluator: Evaluator, theme: ThemeTables, ascii: Bool, now: Double, timeZone: Zone, arena: LayoutArena) {
        self.evaluator = evaluator; self.theme = theme; self.ascii = ascii
        self.rtl = evaluator.contentIsRightToLeft; self.now = now; self.timeZone = timeZone; self.arena = arena
    }

    /// The context last handed out, handed out again when nothing else
    /// holds it: presentations are drawn one after another, and a context
    /// made for each (its references counted in and out) was a measurable
    /// share of a render. One still held (a context asked for while
    /// another is in use) is left to its holder and a new one made.
    private var spare: RenderContext?

    func context(palette: Palette, surface: RGB, slot: String) -> RenderContext {
        if spare != nil && isKnownUniquelyReferenced(&spare!) {
            let c = spare!
            c.begin(palette: palette, surface: surface, slot: slot)
            return c
        }
        let c = RenderContext(scope: self, palette: palette, surface: surface, slot: slot)
        spare = c
        return c
    }
}
