/// What one thread's renders reuse from one render to the next: the layout
/// arena's arrays. Pass the same workspace to `Renderer.renderAll` for a
/// stream of renders on one thread (a pipeline drawing every payload);
/// never share one between threads.
public final class RenderWorkspace {
    let arena = LayoutArena()
    /// Templates' layout items, kept between payloads (`KeptItems`).
    let kept = KeptLayouts()

    public init() {}
}
