import LasimTemplate
/// One layout engine with SwiftUI's rules, in points, over the view tree
/// an app's widget code evaluates to (`ViewNode`): the proposal and
/// response protocol of SwiftUI's layout (stacks sharing their length as
/// SwiftUI's do, `Spacer`, `.frame`, `.padding`, `.fixedSize`, `ZStack`,
/// `.overlay`, `.background`, text measured in its font's points, wrapped,
/// shrunk and cut as the phone does it). Backends draw the result; `draw`
/// is the terminal's. Pure: no I/O, no clock.
///
/// Modifiers the evaluator keeps by name only (`.other`): `fixedSize`
/// (both axes, or `fixedSize:horizontal` / `fixedSize:vertical`),
/// `layoutPriority` (0 without a value; `layoutPriority:1` gives one),
/// `minimumScaleFactor` (1, no shrinking, without a value;
/// `minimumScaleFactor:0.5`), `resizable`, `scaledToFit`, `aspectRatio`,
/// `scaledToFill`.
public enum SwiftUILayout {
    /// A text's literal parts (the evaluator's texts have no holes).
    public static func literalText(_ t: TextTemplate) -> String {
        t.parts.map { if case .literal(let s) = $0 { return s }; return "" }.joined()
    }

    /// The size `node` takes when offered `proposal`.
    public static func size(of node: ViewNode, proposal: ProposedSize, environment: ViewEnvironment = ViewEnvironment(),
                            text: @escaping (TextTemplate) -> String = literalText,
                            assetSize: @escaping (String) -> PointSize? = { _ in nil }) -> PointSize {
        LayoutItemBuilder(text: text, assetSize: assetSize).build(node, environment, stackAxis: nil).size(proposal)
    }

    /// The rows of `cellHeight` points `node` takes when offered `proposal`:
    /// the rows a terminal gives it (`TerminalRows`: a text's line a row,
    /// room only where it amounts to a row; a ring around lines as tall as
    /// `CellBox.framedRingRows` says), never fewer than its texts' lines and the
    /// rest of what the cells must show.
    public static func cellRows(of node: ViewNode, proposal: ProposedSize, cellWidth: Double = 8, cellHeight: Double = 16,
                                environment: ViewEnvironment = ViewEnvironment(),
                                text: @escaping (TextTemplate) -> String = literalText,
                                assetSize: @escaping (String) -> PointSize? = { _ in nil }) -> Int {
        countedRows(layout(node, proposal: proposal, environment: environment, text: text, assetSize: assetSize), cellWidth: cellWidth,
                    cellHeight: cellHeight).count
    }

    /// As above, of a view already laid out, with the terminal's rows it counted them by (none where
    /// the view is not as tall as a number), for drawing the same layout.
    /// `columns`: a card's, which may grow to `widest` where a row it
    /// draws side by side needs more (`CellBox.columnsAsked`: not where it
    /// wraps anyway); the columns used are returned.
    /// `glyphWidth`: the cells a symbol takes, as the drawing takes them.
    /// `most`: the rows a card may give it inside its padding, which a gap's blank row does not push it past (`TerminalRows`).
    static func countedRows(_ laidOut: LaidOutView, cellWidth: Double, cellHeight: Double, columns: Int? = nil, widest: Int? = nil,
                            most: Int? = nil, glyphWidth: (String) -> Int = { _ in 1 }) -> (count: Int, terminal: TerminalRows?, columns: Int?) {
        let asked = CellBox(laidOut, cellWidth: cellWidth, cellHeight: cellHeight, glyphWidth: glyphWidth)
        let columns = columns.map { c in
            guard let widest, asked.demandX > c else { return c }
            return max(c, asked.columnsAsked(of: c, widest: widest))
        }
        // Within its columns, its texts' rows where they wrap (a box asked again only where it is wider).
        let box = columns.map { c in asked.demandX > c ? CellBox(laidOut, cellWidth: cellWidth, cellHeight: cellHeight, glyphWidth: glyphWidth, columns: c) : asked } ?? asked
        let terminal = laidOut.frame.height.isFinite ? TerminalRows(laidOut, cellHeight: cellHeight, columns: columns, box: box, most: most) : nil
        var rows = terminal?.rows(of: laidOut) ?? 0
        // A ring around lines (maybe padded or framed): the ring's line
        // takes the first row of the room around them.
        if let ring = box.framedRingRows(cellHeight: cellHeight) { rows = min(rows, ring) }
        return (max(1, box.demandY, rows), terminal, columns)
    }

    /// `node` laid out in `proposal`: its root at the size it answers,
    /// centred in the proposal where that is finite (as the system centres
    /// a widget's content), at the top-left corner otherwise.
    public static func layout(_ node: ViewNode, proposal: ProposedSize, environment: ViewEnvironment = ViewEnvironment(),
                              text: @escaping (TextTemplate) -> String = literalText,
                              assetSize: @escaping (String) -> PointSize? = { _ in nil }) -> LaidOutView {
        layout(items(node, environment: environment, text: text, assetSize: assetSize), proposal: proposal)
    }

    /// `node`'s layout items, to lay out at one proposal or several: each
    /// item keeps its answers per proposal, so a second layout of the same
    /// items (a card measured, then drawn) asks again only what is new.
    static func items(_ node: ViewNode, environment: ViewEnvironment = ViewEnvironment(),
                      text: @escaping (TextTemplate) -> String = literalText,
                      assetSize: @escaping (String) -> PointSize? = { _ in nil }, kept: KeptItems? = nil) -> LayoutItem {
        let root = LayoutItemBuilder(text: text, assetSize: assetSize, kept: kept).build(node, environment, stackAxis: nil)
        kept?.finish()
        return root
    }

    /// `root` laid out in `proposal`, as `layout(_:proposal:...)` says.
    static func layout(_ root: LayoutItem, proposal: ProposedSize) -> LaidOutView {
        let size = root.size(proposal)
        func offset(_ offered: Double?, _ taken: Double) -> Double {
            guard let offered, offered.isFinite else { return 0 }
            return (offered - taken) / 2
        }
        return root.place(proposal, at: offset(proposal.width, size.width), offset(proposal.height, size.height)).directed()
    }

    /// What `draw` made: the cells, every text cut (by the phone or by the
    /// cells, `text` saying what the phone shows), what could not be drawn,
    /// and the layout in points it drew.
    public struct Drawing: Sendable {
        public var grid: Grid
        public var truncations: [Truncation]
        public var problems: [Problem]
        public var layout: LaidOutView
    }

    /// `node` laid out in `proposal` (the lock screen's 339 pt inside its
    /// padding...), by default `width` x `height` cells' worth of points (8
    /// x 16 pt a cell unless `cellWidth`/`cellHeight` say otherwise), drawn
    /// into a grid of that many cells: styles as `ViewLowering` derives them
    /// (the view's colour by `ViewLowering.colour`, bold for heavy or large
    /// fonts, backgrounds painted, faint below 0.8 opacity), on `surface`
    /// (the palette's background, black without one). `slot` names the
    /// truncations; `theme` gives SF Symbols their glyphs.
    public static func draw(_ node: ViewNode, width: Int, height: Int, palette: Palette, theme: Theme = .standard,
                            proposal: ProposedSize? = nil, surface: RGB? = nil, slot: String = "", ascii: Bool = false,
                            cellWidth: Double = 8, cellHeight: Double = 16,
                            environment: ViewEnvironment = ViewEnvironment(),
                            text: @escaping (TextTemplate) -> String = literalText,
                            assetSize: @escaping (String) -> PointSize? = { _ in nil },
                            images: [String: AssetImage] = [:], imageCells: ImageCells = .pixels) -> Drawing {
        draw(node, width: width, height: height, palette: palette, symbols: ThemeTables(theme), proposal: proposal,
             surface: surface, slot: slot,
             ascii: ascii, cellWidth: cellWidth, cellHeight: cellHeight, environment: environment, text: text,
             assetSize: { assetSize($0) ?? images[$0]?.pointSize }, images: images, imageCells: imageCells)
    }

    /// As above, with the theme's tables a render already holds.
    static func draw(_ node: ViewNode, width: Int, height: Int, palette: Palette, symbols: ThemeTables,
                     proposal: ProposedSize?, surface: RGB?, slot: String, ascii: Bool, cellWidth: Double, cellHeight: Double,
                     environment: ViewEnvironment, text: @escaping (TextTemplate) -> String,
                     assetSize: @escaping (String) -> PointSize?,
                     images: [String: AssetImage] = [:], imageCells: ImageCells = .pixels) -> Drawing {
        let proposal = proposal ?? ProposedSize(width: Double(max(0, width)) * cellWidth, height: Double(max(0, height)) * cellHeight)
        let laidOut = layout(node, proposal: proposal, environment: environment, text: text, assetSize: assetSize)
        return draw(laidOut, width: width, height: height, palette: palette, symbols: symbols, surface: surface, slot: slot,
                    ascii: ascii, cellWidth: cellWidth, cellHeight: cellHeight, images: images, imageCells: imageCells)
    }

    /// A view already laid out, drawn into `width` x `height` cells (one
    /// layout drawn at several widths: a compact side widening).
    static func draw(_ laidOut: LaidOutView, width: Int, height: Int, palette: Palette, symbols: ThemeTables,
                     surface: RGB?, slot: String, ascii: Bool, cellWidth: Double, cellHeight: Double,
                     images: [String: AssetImage], imageCells: ImageCells, leaves: LayoutArena? = nil,
                     counted: TerminalRows? = nil, widthPt: Double? = nil, columns: Int? = nil) -> Drawing {
        let cells = CellLayout(laidOut, height: height, symbols: symbols, ascii: ascii, cellWidth: cellWidth, cellHeight: cellHeight,
                               counted: counted, columns: columns, images: images)
        return draw(cells, width: width, palette: palette, symbols: symbols, surface: surface, slot: slot, ascii: ascii,
                    cellWidth: cellWidth, cellHeight: cellHeight, images: images, imageCells: imageCells, leaves: leaves, widthPt: widthPt)
    }

    /// A view laid out, at the rows a terminal gives it in a grid `height`
    /// rows tall, with its cell boxes: what drawing it needs that does not
    /// depend on the grid's width, so that a compact side tried at several
    /// widths (`Renderer.widened`) finds its rows and boxes once.
    struct CellLayout {
        let laidOut: LaidOutView
        let height: Int
        let box: CellBox

        /// `counted`: the rows `countedRows` found for this layout, its
        /// bands kept; `columns`: the cells across a card (`TerminalRows`);
        /// `images`: the app's, those decoded drawn as pixels.
        init(_ laidOut: LaidOutView, height: Int, symbols: ThemeTables, ascii: Bool, cellWidth: Double, cellHeight: Double,
             counted: TerminalRows? = nil, columns: Int? = nil, images: [String: AssetImage] = [:]) {
            // Drawn at the rows a terminal gives it, its points moved down to
            // them: its cell boxes are the moved view's.
            let rows = counted?.fitted(laidOut, grid: height)
                ?? TerminalRows(laidOut, cellHeight: cellHeight, grid: height, columns: columns,
                                box: columns.map {
                                    CellBox(laidOut, cellWidth: cellWidth, cellHeight: cellHeight, glyphWidth: CellDrawer.glyphWidth(symbols: symbols, ascii: ascii), columns: $0)
                                })
            self.laidOut = laidOut
            self.height = height
            // Counted with its boxes (a card): the drawing's are made from them.
            if let counted = rows.box {
                box = CellBox(moving: counted, glyphWidth: CellDrawer.glyphWidth(symbols: symbols, ascii: ascii),
                              pictures: CellDrawer.decoded(images), rows: rows, columns: rows.columns)
            } else {
                box = CellDrawer.boxes(laidOut, symbols: symbols, ascii: ascii, cellWidth: cellWidth, cellHeight: cellHeight, rows: rows, images: images)
            }
        }
    }

    /// A view's cell layout drawn into `width` x its `height` cells.
    static func draw(_ cells: CellLayout, width: Int, palette: Palette, symbols: ThemeTables,
                     surface: RGB?, slot: String, ascii: Bool, cellWidth: Double, cellHeight: Double,
                     images: [String: AssetImage], imageCells: ImageCells, leaves: LayoutArena? = nil, widthPt: Double? = nil) -> Drawing {
        var drawer = CellDrawer(width: width, height: cells.height, palette: palette, surface: surface ?? palette.background ?? .black,
                                symbols: symbols, ascii: ascii, slot: slot, cellWidth: cellWidth, cellHeight: cellHeight,
                                images: images, imageCells: imageCells, leaves: leaves)
        drawer.draw(cells.box, widthPt: widthPt)
        return Drawing(grid: drawer.grid, truncations: drawer.truncations, problems: drawer.problems, layout: cells.laidOut)
    }
}
