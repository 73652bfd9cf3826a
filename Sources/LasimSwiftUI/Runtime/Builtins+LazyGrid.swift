import LasimTemplate
import SwiftSyntax

/// `LazyVGrid(columns:)` and `LazyHGrid(rows:)`: the items laid along the
/// lines their `GridItem`s describe, as rows of stacks (laziness, which
/// only matters when scrolling, does not show in a still card).
extension Builtins {
    /// SwiftUI's spacing between a grid's lines, and between its items
    /// where a `GridItem` gives none.
    static let gridSpacing = 8.0

    /// The room an `.adaptive` line fills: no proposal is known while the
    /// views are built, so the lock card's content width (`GeometryPass.usual`).
    static let adaptiveGridRoom = GeometryPass.usual.width

    struct GridLine {
        enum Size { case fixed(Double), flexible(min: Double?, max: Double?), adaptive(min: Double, max: Double?) }
        var size: Size = .flexible(min: nil, max: nil)
        var spacing: Double?
        var alignment: String?
    }

    static func gridLine(_ v: SwiftValue) -> GridLine {
        var line = GridLine()
        guard case .opaque(let o) = v, o.kind == "GridItem" else { return line }
        line.spacing = o.settings["spacing"]?.asDouble
        line.alignment = enumName(o.settings["alignment"])
        if case .enumCase(_, let kind, let payload)? = o.settings["_"] {
            func value(_ label: String?) -> Double? { payload.first { $0.label == label }?.value.asDouble }
            switch kind {
            case "fixed": line.size = .fixed(value(nil) ?? 0)
            case "adaptive": line.size = .adaptive(min: value("minimum") ?? 0, max: value("maximum"))
            default: line.size = .flexible(min: value("minimum"), max: value("maximum"))
            }
        }
        return line
    }

    /// The lines a grid's items fill: an `.adaptive` line is as many lines
    /// of its minimum as `adaptiveGridRoom` holds.
    static func gridLines(_ given: [GridLine]) -> [GridLine] {
        given.flatMap { line -> [GridLine] in
            guard case .adaptive(let low, let high) = line.size else { return [line] }
            let spacing = line.spacing ?? gridSpacing
            let n = max(1, Int(((adaptiveGridRoom + spacing) / (max(1, low) + spacing)).rounded(.down)))
            return Array(repeating: GridLine(size: .flexible(min: low, max: high), spacing: line.spacing, alignment: line.alignment), count: n)
        }
    }

    /// `vertical`: a `LazyVGrid` (its `columns:` across, items left to
    /// right then down); else a `LazyHGrid` (its `rows:` down, items top to
    /// bottom then across).
    static func lazyGrid(vertical: Bool, _ args: [Argument], items: [ViewNode], location loc: String) -> ViewNode {
        let given = arg(args, vertical ? "columns" : "rows").map { v -> [SwiftValue] in if case .array(let a) = v { return a }; return [v] } ?? []
        let lines = gridLines(given.map(gridLine))
        // No lines (`columns: []`): the items down (across), one a line.
        guard !lines.isEmpty else {
            return ViewNode(vertical ? .vstack(alignment: nil, spacing: nil) : .hstack(alignment: nil, spacing: nil), children: items, location: loc)
        }
        let between = arg(args, "spacing")?.asDouble ?? gridSpacing
        // The grid's `alignment:` places each item in its line where its `GridItem` names none.
        let gridAlignment = enumName(arg(args, "alignment"))
        // Each item framed as its line is, so that the lines keep their
        // place from one row (column) to the next; a short last one is
        // filled with empty items.
        func cell(_ item: ViewNode?, _ line: GridLine) -> ViewNode {
            let n = item ?? ViewNode(.empty, location: loc)
            let alignment = line.alignment ?? gridAlignment
            switch (line.size, vertical) {
            case (.fixed(let w), true): return n.adding(.frame(width: w, height: nil, maxWidth: nil, alignment: alignment))
            case (.fixed(let h), false): return n.adding(.frame(width: nil, height: h, maxWidth: nil, alignment: alignment))
            case (.flexible(let low, let high), true):
                return n.adding(.frame(width: nil, height: nil, minWidth: low, maxWidth: high ?? .infinity, alignment: alignment))
            case (.adaptive(let low, let high), true):
                return n.adding(.frame(width: nil, height: nil, minWidth: low, maxWidth: high ?? .infinity, alignment: alignment))
            case (.flexible, false), (.adaptive, false):
                return alignment == nil ? n : n.adding(.frame(width: nil, height: nil, maxWidth: nil, alignment: alignment))
            }
        }
        var groups: [ViewNode] = []
        for start in stride(from: 0, to: items.count, by: lines.count) {
            var cells: [ViewNode] = []
            for (k, line) in lines.enumerated() {
                let index = start + k
                cells.append(cell(index < items.count ? items[index] : nil, line))
            }
            // Between two items, the spacing the first one's line gives (SwiftUI's `GridItem.spacing`).
            let spacing = lines.first?.spacing ?? gridSpacing
            groups.append(ViewNode(vertical ? .hstack(alignment: nil, spacing: spacing) : .vstack(alignment: nil, spacing: spacing),
                                   children: cells, location: loc))
        }
        return ViewNode(vertical ? .vstack(alignment: gridAlignment, spacing: between) : .hstack(alignment: gridAlignment, spacing: between),
                        children: groups, location: loc)
    }
}
