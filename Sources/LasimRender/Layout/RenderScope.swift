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

    init(evaluator: Evaluator, theme: ThemeTables, ascii: Bool, now: Double, timeZone: Zone, arena: LayoutArena) {
        self.evaluator = evaluator; self.theme = theme; self.ascii = ascii
        self.rtl = evaluator.contentIsRightToLeft; self.now = now; self.timeZone = timeZone; self.arena = arena
    }
}
