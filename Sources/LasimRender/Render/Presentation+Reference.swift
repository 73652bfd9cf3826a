/// The "Every surface" table of docs/templates.md, made from the
/// presentations' rows and the sizes they are drawn at (a test keeps the page
/// equal to it; `LASIM_RECORD=1` writes it there).
extension Presentation {
    public static var surfacesMarkdownTable: String {
        var out = "| presentation | `--presentation` | size (pt) | cells |\n| --- | --- | --- | --- |\n"
        for p in elsewhere {
            guard let size = p.spec.drawing.surfaceSizeWords else { continue }
            out += "| \(p.title) | `\(p.rawValue)` | \(size.points) | \(size.cells) |\n"
        }
        return out
    }
}

extension PresentationSpec.Drawing {
    /// Its size in points and in cells, in words; nil for the phone's own
    /// drawings, whose sizes depend on the device (the "Sizes" table).
    var surfaceSizeWords: (points: String, cells: String)? {
        let pro = Device.pro
        // "80.5", not the size label's "80.50": a number as SVG writes it.
        let pt = SVGPrinter.n
        switch self {
        case .lockCard, .expandedIsland, .compactIsland, .minimalIsland:
            return nil
        case .smallFamily(let drawn):
            let family = SurfaceSize.families.first { $0.contains(drawn) } ?? [drawn]
            // What tells the sizes apart: the words after the ones all labels share ("45 mm").
            let shared = family.map { $0.label.split(separator: " ") }.reduce(nil as [Substring]?) { common, words in
                guard let common else { return words }
                return Array(zip(common, words).prefix { $0.0 == $0.1 }.map(\.0))
            } ?? []
            func variant(_ s: SurfaceSize) -> String { s.label.split(separator: " ").dropFirst(shared.count).joined(separator: " ") }
            func size(_ s: SurfaceSize) -> String { "\(pt(s.widthPt)) x \(pt(s.heightPt))" }
            let others = family.filter { $0 != drawn }.map { variant($0).isEmpty ? size($0) : "\(variant($0)) \(size($0))" }
            var points = size(drawn)
            if !others.isEmpty {
                points += " (" + (variant(drawn).isEmpty ? "also " : variant(drawn) + "; ") + others.joined(separator: ", ") + ")"
            }
            let cells = drawn.cells(on: pro)
            return (points, "\(cells.width) x \(cells.height)")
        case .menuBar:
            let side = pt(pro.compactWidthPt), height = pt(Device.islandHeightPt)
            return ("compact leading + trailing, the iOS sizes (\(side) x \(height) each on a Pro)",
                    "\(pro.compactWidth) + 1 + \(pro.compactWidth) x \(pro.islandHeight), "
                        + "each side widened up to \(pro.widestCompactWidth) for its content")
        }
    }
}
