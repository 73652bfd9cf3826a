/// A presentation's size in points, kept as numbers until a label is
/// shown (a closure that formatted it later cost an allocation a render).
enum SizeLabel: Sendable {
    case text(String)
    /// Lock screen and expanded: "371 x 84 pt".
    case card(width: Double, height: Double)
    /// "62.33 x 36.67 pt each side, island 250 pt".
    case compact(side: Double, island: Double)
    /// An island widened for its compact views: "80 + 52.33 x 36.67 pt, island 258 pt"
    /// (leading + trailing).
    case widenedCompact(leading: Double, trailing: Double, island: Double)
    /// "36.67 x 36.67 pt".
    case minimal(width: Double)
    /// The Mac menu bar: both compact views in one capsule.
    case menuBar(side: Double)

    /// The island's height as the labels write it.
    static let islandHeight = Renderer.pt(Device.islandHeightPt)

    var text: String {
        let height = Self.islandHeight
        switch self {
        case .text(let s): return s
        case .card(let w, let h): return "\(Renderer.pt(w)) x \(Renderer.pt(h)) pt"
        case .compact(let side, let island): return "\(Renderer.pt(side)) x \(height) pt each side, island \(Renderer.pt(island)) pt"
        case .widenedCompact(let l, let t, let island):
            return "\(Renderer.pt(l)) + \(Renderer.pt(t)) x \(height) pt, island \(Renderer.pt(island)) pt"
        case .minimal(let w): return "\(Renderer.pt(w)) x \(height) pt"
        case .menuBar(let side): return "\(Renderer.pt(side)) x \(height) pt each side, \(Renderer.pt(2 * side)) pt in all"
        }
    }
}
