import LasimModel
import LasimTemplate
import LasimText

/// A YAML template's slots drawn in cells through the layout that draws an
/// app's own views (`RenderOptions.templateLayout == .points`): the slot
/// resolved as the cells resolve it, said as views, laid out in points by
/// SwiftUI's rules and drawn by `CellDrawer`.
extension Renderer {
    /// The small family (watch, CarPlay) of a template in points: its
    /// `small` slot, or the compact views side by side, as `small` draws them in cells.
    func smallInPoints(_ presentation: Presentation, size: SurfaceSize, _ t: TemplateProgram, scope: RenderScope,
                       label: String) -> RenderedPresentation {
        let d = options.device
        let (width, height) = size.cells(on: d)
        let ctx = context(scope, palette: islandPalette, slot: Slot.small.rawValue)
        var grid = Grid(width: width, height: height, style: ctx.baseStyle)
        var label = label
        let view: ViewNode?
        if t.element(.small) != nil {
            view = templateNode(.small, t, palette: islandPalette, scope: scope)
        } else {
            let sides = [templateNode(.compactLeading, t, palette: islandPalette, scope: scope),
                         ViewNode(.spacer(minLength: d.cellWidthPt), location: ""),
                         templateNode(.compactTrailing, t, palette: islandPalette, scope: scope)].compactMap { $0 }
            view = sides.count > 1 ? ViewNode(.hstack(alignment: nil, spacing: 0), children: ctx.rtl ? sides.reversed() : sides, location: "") : nil
            label += " · no small slot: compact views merged"
        }
        guard let view else {
            return RenderedPresentation(presentation: presentation, grid: grid, truncations: [], problems: [], size: .text(label))
        }
        // A cell's border across, its content at the leading side, centred down.
        let drawing = templateSlot(view, width: width - 2, height: height, alignment: "leading", palette: islandPalette,
                                   surface: ctx.surface, slot: Slot.small.rawValue, scope: scope)
        grid.blit(drawing.grid, x: 1, y: 0)
        return RenderedPresentation(presentation: presentation, grid: grid,
                                    truncations: drawing.truncations.map { t in var t = t; t.rect.x += 1; return t },
                                    problems: drawing.problems, size: .text(label))
    }

    /// A template's view in a box of `width` x `height` cells, placed in
    /// it at `alignment` (nil: centred) as a frame that fills the box places it.
    func templateSlot(_ node: ViewNode, width: Int, height: Int, alignment: String?, palette: Palette, surface: RGB,
                      slot: String, scope: RenderScope) -> SwiftUILayout.Drawing {
        let d = options.device
        let proposal = ProposedSize(width: Double(width) * d.cellWidthPt, height: Double(height) * d.cellHeightPt)
        let items = templateItems(node, alignment: alignment, slot: slot, scope: scope)
        return drawLive(SwiftUILayout.layout(items, proposal: proposal), width: width, height: height, palette: palette, surface: surface,
                        slot: slot, images: [:], leaves: scope.arena)
    }

    /// A template's view as layout items, filling the box it is placed in
    /// at `alignment`; those of its views that did not change since the
    /// activity's last payload as they were (`KeptItems`, by `slot`).
    func templateItems(_ node: ViewNode, alignment: String?, slot: String, scope: RenderScope) -> LayoutItem {
        liveItems(node.adding(.frame(width: nil, height: nil, maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)), images: [:],
                  kept: scope.kept?.items(slot))
    }

    /// A template's slot resolved as the cells resolve it (its conditions,
    /// holes, formats and colours) and said as views: where the activity's
    /// last payload said it (`KeptLayouts.Slots.views`), with the nodes
    /// that did not change kept.
    func templateNode(_ slot: Slot, _ t: TemplateProgram, palette: Palette, scope: RenderScope) -> ViewNode? {
        let ctx = context(scope, palette: palette, slot: slot.rawValue)
        guard let e = t.element(slot), let resolved = ctx.resolve(e, inherited: ctx.baseStyle) else { return nil }
        guard let kept = scope.kept else { return ctx.viewNode(resolved) }
        let node = ctx.viewNode(resolved, reusing: kept.views[slot.rawValue])
        kept.views[slot.rawValue] = node
        return node
    }

    /// How far across `drawing` moves to have what it draws centred in it,
    /// the odd column of room on the right.
    static func centringShift(_ drawing: Grid, blank: Cell) -> Int {
        func isBlank(_ x: Int) -> Bool { (0..<drawing.height).allSatisfy { drawing[x, $0] == blank } }
        guard let first = (0..<drawing.width).first(where: { !isBlank($0) }),
              let last = (0..<drawing.width).last(where: { !isBlank($0) }) else { return 0 }
        return (drawing.width - (last - first + 1)) / 2 - first
    }
}
