import LasimModel

/// What every presentation of one activity's render shares: its values,
/// the theme, the clock and the layout arena. One object, so that making a
/// presentation's context copies no theme or zone (issue 12: those copies'
/// reference counting was a measurable share of a render).
final class RenderScope {
    let evaluator: Evaluator
    let theme: Theme
    let ascii: Bool
    let rtl: Bool
    let now: Double
    let timeZone: Zone
    let arena: LayoutArena

    init(evaluator: Evaluator, theme: Theme, ascii: Bool, now: Double, timeZone: Zone, workspace: RenderWorkspace) {
        self.evaluator = evaluator; self.theme = theme; self.ascii = ascii
        self.rtl = evaluator.contentIsRightToLeft; self.now = now; self.timeZone = timeZone
        arena = workspace.arena
    }
}

/// What one thread's renders reuse from one render to the next: the layout
/// arena's arrays. Pass the same workspace to `Renderer.renderAll` for a
/// stream of renders on one thread (a pipeline drawing every payload);
/// never share one between threads.
public final class RenderWorkspace {
    let arena = LayoutArena()

    public init() {}
}
