import LasimTemplate
import LasimText

/// A `ViewNode` → the layout's items: each layout modifier becomes a
/// wrapper around what it modifies, in the order written (the first
/// modifier is the innermost), environment modifiers flow down to every
/// view below them, and groups dissolve into the stack that holds them.
struct LayoutItemBuilder {
    /// A text's string: its holes evaluated, if any (the evaluator's views
    /// carry literals only).
    var text: (TextTemplate) -> String
    /// An asset image's size before `.resizable()`: its pixels over its scale.
    var assetSize: (String) -> PointSize?
    /// The items the same slot was built into last time, reused where its view did not change.
    var kept: KeptItems?

    /// SwiftUI's default padding on iPhone.
    static let defaultPadding = 16.0
    /// SwiftUI's default spacing between views, and a spacer's least length.
    static let defaultSpacing = 8.0
    /// What an asset image is drawn at when its size is not known.
    static let defaultAssetSize = PointSize(width: 24, height: 24)

    /// `stackAxis`: the stack `node` is a child of, if any (spacers and
    /// dividers take their direction from it); `groupAxis`: what several
    /// views become where one is expected (a vertical stack at the root, a
    /// z-stack in a layer).
    func build(_ node: ViewNode, _ inherited: ViewEnvironment, stackAxis: LayoutAxis?,
               groupAxis: LayoutAxis? = .vertical) -> LayoutItem {
        guard let kept else { return made(node, inherited, stackAxis: stackAxis, groupAxis: groupAxis) }
        return kept.item(node, inherited, stackAxis: stackAxis, groupAxis: groupAxis) {
            made(node, inherited, stackAxis: stackAxis, groupAxis: groupAxis)
        }
    }

    /// `build`'s item, made anew.
    private func made(_ node: ViewNode, _ inherited: ViewEnvironment, stackAxis: LayoutAxis?, groupAxis: LayoutAxis?) -> LayoutItem {
        if case .group = node.kind {
            let kids = Self.flattened([node])
            if kids.count == 1 { return build(kids[0], inherited, stackAxis: stackAxis, groupAxis: groupAxis) }
            // Several views where one is expected: SwiftUI lays them out as
            // the container it puts them in does.
            let env = inherited
            let items = children(kids, env, stackAxis: groupAxis)
            let kind: LayoutItem.Kind = groupAxis.map { .stack($0, alignment: 0.5, spacing: nil) } ?? .zstack(.center)
            return LayoutItem(kind, children: items, node: node, environment: env)
        }
        let mods = node.modifiers
        // The environment at each modifier: what the modifiers outside it
        // set. Kept only from the outermost modifier that sets any inwards:
        // outside that one, and for most views everywhere, it is `inherited`.
        var outsides: [ViewEnvironment]?
        var env = inherited
        for i in stride(from: mods.count - 1, through: 0, by: -1) {
            outsides?[i + 1] = env
            if env.apply(mods[i]), outsides == nil, i > 0 { outsides = [ViewEnvironment](repeating: inherited, count: mods.count + 1) }
        }
        let textAlignment = env.textAlignment
        if case .color(let c) = node.kind { env.foreground = c }
        var item = content(node, env, stackAxis: stackAxis)
        var priority = item.priority
        for (i, m) in mods.enumerated() {
            // Copied only where a wrapper takes it: most modifiers set paint or nothing here.
            func outside() -> ViewEnvironment { outsides?[i + 1] ?? inherited }
            switch m {
            case .padding(let edges, let amount):
                let e = EdgeSet(edges), a = LayoutPoints.shift(amount ?? Self.defaultPadding)
                item = LayoutItem(.padding(top: e.top ? a : 0, leading: e.leading ? a : 0, bottom: e.bottom ? a : 0,
                                           trailing: e.trailing ? a : 0),
                                  children: [item], node: node, environment: outside())
            case .frame(var width, var height, var minWidth, var maxWidth, var minHeight, var maxHeight, let alignment):
                (width, height) = (LayoutPoints.length(width), LayoutPoints.length(height))
                (minWidth, minHeight) = (LayoutPoints.length(minWidth), LayoutPoints.length(minHeight))
                (maxWidth, maxHeight) = (LayoutPoints.bound(maxWidth), LayoutPoints.bound(maxHeight))
                // With a bound, flexible (SwiftUI has no width or height
                // beside bounds; one given anyway is taken as both bounds).
                let flexible = [minWidth, maxWidth, minHeight, maxHeight].contains { $0 != nil }
                let kind: LayoutItem.Kind = flexible
                    ? .flexibleFrame(.init(minWidth: minWidth ?? width, maxWidth: maxWidth ?? width,
                                           minHeight: minHeight ?? height, maxHeight: maxHeight ?? height), LayoutAlignment(alignment))
                    : .fixedFrame(width: width, height: height, LayoutAlignment(alignment))
                item = LayoutItem(kind, children: [item], node: node, environment: outside())
            case .background(let b):
                let layer: LayoutItem
                switch b {
                case .color(let c):
                    var fillEnv = outside()
                    fillEnv.foreground = c
                    layer = LayoutItem(.fill(shape: nil), node: node, environment: fillEnv)
                case .view(let v):
                    layer = build(v, outside(), stackAxis: nil, groupAxis: nil)
                }
                item = LayoutItem(.background(.center), children: [item, layer], node: node, environment: outside())
            case .overlay(let v):
                let layer = build(v, outside(), stackAxis: nil, groupAxis: nil)
                item = LayoutItem(.overlay(.center), children: [item, layer], node: node, environment: outside())
            case .hidden:
                item.hidden = true
            case .shadow(let s):
                item.paint.shadow = s
            case .clip(let o):
                item.clip = o
            case .other(let text):
                guard let trait = LayoutTrait(text) else { break }
                switch trait.name {
                case "position":
                    let xy = (trait.argument ?? "").split(separator: ",").map { LayoutPoints.shift(Double($0) ?? 0) }
                    guard xy.count == 2 else { break }
                    item = LayoutItem(.position(x: xy[0], y: xy[1]), children: [item], node: node, environment: outside())
                case "fixedSize":
                    let h = trait.argument != "vertical", v = trait.argument != "horizontal"
                    item = LayoutItem(.fixedSize(horizontal: h, vertical: v), children: [item], node: node, environment: outside())
                case "timerText":
                    // A clock that ticks takes the whole width it is offered
                    // (its digits change, its frame does not), its digits placed
                    // by its `.multilineTextAlignment`: beside a Spacer, the phone
                    // draws a leading timer right after the views before it.
                    let align = LayoutAlignment(horizontal: textAlignment, vertical: 0.5)
                    item = LayoutItem(.flexibleFrame(.init(minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: nil), align),
                                      children: [item], node: node, environment: outside())
                case "interpolation":
                    item.paint.pixelated = trait.argument == "none"
                case ViewModifier.canvasFill:
                    item.paint.canvasPixels = true
                case ViewModifier.customSymbol:
                    item.paint.customSymbol = true
                case "alignmentGuide":
                    if let g = AlignmentGuide(trait.argument ?? "") { item.guides.append(g) }
                case "layoutPriority":
                    // Without its value (the evaluator keeps the name only): 0, SwiftUI's default.
                    priority = trait.value ?? 0
                case "cornerRadius":
                    item.paint.cornerRadius = trait.value
                case "stroke", "strokeBorder":
                    item.paint.strokeWidth = trait.value ?? 1
                    item.paint.strokeInside = trait.name == "strokeBorder"
                case "fillRule":
                    item.paint.evenOdd = trait.argument == "evenodd"
                case "strokeCap":
                    item.paint.strokeRoundCap = trait.argument == "round"
                case "strokeDash":
                    item.paint.strokeDash = (trait.argument ?? "").split(separator: " ").compactMap { Double($0) }
                case "trim":
                    let ends = (trait.argument ?? "").split(separator: " ").compactMap { Double($0) }
                    if ends.count == 2 { (item.paint.trimFrom, item.paint.trimTo) = (max(0, ends[0]), min(1, ends[1])) }
                case "clipShape":
                    // Two clips of the same bounds are their intersection: a
                    // `.clipped()` after `.clipShape(Circle())` keeps the circle
                    // (it drew the square it is cut from); a shape after a
                    // rectangle is the shape.
                    if trait.argument == "Rectangle", item.paint.clipShape != nil { break }
                    item.paint.clipShape = trait.argument
                    item.paint.clipOutsideScale = item.paint.scale != nil
                case RenderContext.cellBarTrait:
                    item.paint.cellLeaf = trait.value.map { .bar(Int($0)) }
                case RenderContext.cellBigTrait:
                    item.paint.cellLeaf = trait.value.map { .big(Int($0)) }
                case "mirrored":
                    item.paint.mirrored = true
                case "flipsForRightToLeftLayoutDirection":
                    // Drawn as its mirror image where the direction is right to left.
                    item.paint.mirrored = outside().rightToLeft && trait.argument != "false"
                case "rotation":
                    guard let rotation = ViewRotation(modifier: text) else { break }
                    // A framed shape fills its frame: turning the shape about the
                    // same point is the same drawing, and one the cells can make.
                    var turned = item
                    while turned.children.count == 1, turned.isFrame { turned = turned.children[0] }
                    if case .fill = turned.kind {} else { turned = item }
                    turned.paint.rotation += rotation.degrees
                    turned.paint.rotationAnchorX = rotation.anchorX; turned.paint.rotationAnchorY = rotation.anchorY
                case "scale":
                    guard let scale = ViewScale(modifier: text) else { break }
                    // Two scales of one view: their factors multiply, the outer's anchor kept.
                    item.paint.scale = item.paint.scale.map { ViewScale(x: $0.x * scale.x, y: $0.y * scale.y, anchorX: scale.anchorX, anchorY: scale.anchorY) } ?? scale
                case "offset":
                    let xy = (trait.argument ?? "").split(separator: ",").map { LayoutPoints.shift(Double($0) ?? 0) }
                    if xy.count == 2 { item.paint.offsetX += xy[0]; item.paint.offsetY += xy[1] }
                default: break
                }
            default:
                break
            }
        }
        item.priority = priority
        return item
    }

    /// The view itself, before its layout modifiers.
    func content(_ node: ViewNode, _ env: ViewEnvironment, stackAxis: LayoutAxis?) -> LayoutItem {
        func make(_ kind: LayoutItem.Kind, _ kids: [LayoutItem] = []) -> LayoutItem {
            LayoutItem(kind, children: kids, node: node, environment: env)
        }
        switch node.kind {
        case .text(let t):
            let item = make(.text(Sanitizer.visible(text(t))))
            item.measures = kept?.measures
            return item
        case .image(let name, let systemName):
            // A symbol is a glyph of its font: about 1.2 em square, as tall as a line, at its image scale.
            let font = env.effectiveFont
            var intrinsic = systemName ? PointSize(width: font.size * 1.2 * env.imageScale, height: font.lineHeight * env.imageScale)
                : assetSize(name) ?? Self.defaultAssetSize
            // `.aspectRatio(1.5, contentMode:)`: the shape it keeps is the one given.
            if let ratio = Self.aspectRatio(node.modifiers)?.ratio, ratio > 0 {
                intrinsic = PointSize(width: intrinsic.height * ratio, height: intrinsic.height)
            }
            return make(.image(name: name, systemName: systemName, resizing: Self.resizing(node.modifiers), intrinsic: intrinsic))
        case .label:
            return make(.stack(.horizontal, alignment: 0.5, spacing: Self.defaultSpacing),
                        children(node.children, env, stackAxis: .horizontal))
        case .hstack(let alignment, let spacing):
            let row = make(.stack(.horizontal, alignment: LayoutAlignment.verticalFraction(alignment), spacing: spacing),
                           children(node.children, env, stackAxis: .horizontal))
            row.textBaseline = alignment == "firstTextBaseline" ? .first : alignment == "lastTextBaseline" ? .last : nil
            return row
        case .vstack(let alignment, let spacing):
            guard node.modifiers.contains(.gridColumns) else {
                return make(.stack(.vertical, alignment: LayoutAlignment.horizontalFraction(alignment), spacing: spacing),
                            children(node.children, env, stackAxis: .vertical))
            }
            // A grid's rows start at its leading edge, their columns in line
            // (a row of fewer cells leaves the last columns empty); its
            // alignment places each cell in its column.
            let rows = gridColumns(node.children, env, alignment: alignment)
            let allRows = rows.allSatisfy { if case .hstack = $0.kind { return true }; return false }
            // Its rows are the platform's default apart, rows of text too
            // (a grid's spacing is between cells, not its views' own).
            return make(.stack(.vertical, alignment: allRows ? 0 : LayoutAlignment.horizontalFraction(alignment),
                               spacing: spacing ?? Self.defaultSpacing),
                        children(rows, env, stackAxis: .vertical))
        case .zstack(let alignment):
            return make(.zstack(LayoutAlignment(alignment)), children(node.children, env, stackAxis: nil))
        case .viewThatFits(let horizontal, let vertical):
            // Each choice is laid out where the ViewThatFits stands, as the one drawn will be.
            return make(.firstThatFits(horizontal: horizontal, vertical: vertical), children(node.children, env, stackAxis: stackAxis))
        case .group:
            // Dissolved by `build` before it gets here.
            return make(.empty)
        case .spacer(let minLength):
            return make(.spacer(minLength: max(0, minLength ?? Self.defaultSpacing), axis: stackAxis))
        case .divider:
            return make(.divider(stackAxis: stackAxis))
        case .progress(let value, let total):
            let fraction = value.map { v in total > 0 ? min(1, max(0, v / total)) : 0 }
            let bar = make(.progress(fraction: fraction.map { $0.isNaN ? 0 : $0 }))
            if node.children.isEmpty { return bar }
            let marked = { (mark: String) in node.children.filter { $0.modifiers.contains(.other(mark)) } }
            let current = marked(ViewNode.currentValueLabel)
            let ends = marked(ViewNode.minimumValueLabel) + marked(ViewNode.maximumValueLabel)
            let label = node.children.filter { n in
                ![ViewNode.currentValueLabel, ViewNode.minimumValueLabel, ViewNode.maximumValueLabel].contains { n.modifiers.contains(.other($0)) }
            }
            if env.circularProgress {
                // A ring holds its current value, else its label, centred (Emoji Rangers' minimal
                // island: the hero inside the health ring); a gauge's bounds stand at its foot.
                let ring = make(.zstack(.center), [bar] + children(current.isEmpty ? label : current, env, stackAxis: nil))
                if ends.isEmpty { return ring }
                // The phone sets them in the ring's open foot, each on its one line whatever
                // squeezes the gauge (an RV app's "50" in a row of two gauges read "5" over "0").
                let foot = make(.stack(.horizontal, alignment: 0.5, spacing: 8), children(ends, env, stackAxis: .horizontal))
                return make(.stack(.vertical, alignment: 0.5, spacing: 0),
                            [ring, make(.fixedSize(horizontal: true, vertical: false), [foot])])
            }
            // A labelled bar: the label above, its current value below, as iOS draws a linear
            // ProgressView; a gauge's minimum and maximum at the bar's ends.
            let row = ends.isEmpty ? bar : make(.stack(.horizontal, alignment: 0.5, spacing: 4),
                                                children(marked(ViewNode.minimumValueLabel), env, stackAxis: .horizontal) + [bar]
                                                    + children(marked(ViewNode.maximumValueLabel), env, stackAxis: .horizontal))
            return make(.stack(.vertical, alignment: 0, spacing: 4),
                        children(label, env, stackAxis: .vertical) + [row] + children(current, env, stackAxis: .vertical))
        case .shape(let name):
            let item = make(.fill(shape: name))
            item.outline = node.outline
            return item
        case .color:
            return make(.fill(shape: nil))
        case .chart(let chart):
            return make(.chart(chart))
        case .chartMark, .chartAxis:
            // A mark outside a `Chart` draws nothing (Swift would not compile it).
            return make(.empty)
        case .empty:
            return make(.empty)
        case .placeholder(let construct, let note):
            return make(.placeholder(construct: construct, note: note))
        case .failure(let message):
            return make(.failure(message: message))
        }
    }

    /// A `Grid`'s rows with each cell as wide as the widest in its column,
    /// aligned in it as the grid says: the columns line up down the rows.
    /// A cell that grows (a spacer, a shape, a colour) keeps its own width.
    func gridColumns(_ rows: [ViewNode], _ env: ViewEnvironment, alignment: String?) -> [ViewNode] {
        let rows = Self.flattened(rows)
        var widths: [Double] = []
        var cellsOf: [[ViewNode]?] = []
        for row in rows {
            guard case .hstack = row.kind else { cellsOf.append(nil); continue }
            let cells = Self.flattened(row.children)
            cellsOf.append(cells)
            for (i, cell) in cells.enumerated() {
                let w = Self.growsAcross(cell) ? 0 : build(cell, env, stackAxis: .horizontal).size(.unspecified).width
                if i < widths.count { widths[i] = max(widths[i], w) } else { widths.append(w) }
            }
        }
        let fraction = LayoutAlignment.horizontalFraction(alignment)
        let across = fraction == 0 ? "leading" : fraction == 1 ? "trailing" : "center"
        return zip(rows, cellsOf).map { row, cells in
            guard let cells else { return row }
            let sized = cells.enumerated().map { i, cell in
                Self.growsAcross(cell) || !widths[i].isFinite || widths[i] <= 0 ? cell
                    : cell.adding(.frame(width: widths[i], height: nil, maxWidth: nil, alignment: across))
            }
            return row.with(row.kind, children: sized)
        }
    }

    /// A cell that takes the room it is offered across a row.
    static func growsAcross(_ cell: ViewNode) -> Bool {
        switch cell.kind {
        case .spacer, .shape, .color, .divider, .progress, .chart: return true
        default:
            return cell.modifiers.contains { if case .frame(_, _, _, let maxWidth, _, _, _) = $0 { return maxWidth == .infinity }; return false }
        }
    }

    /// A container's children: groups dissolved, `EmptyView`s dropped.
    func children(_ nodes: [ViewNode], _ env: ViewEnvironment, stackAxis: LayoutAxis?) -> [LayoutItem] {
        Self.flattened(nodes).map { build($0, env, stackAxis: stackAxis, groupAxis: stackAxis) }.filter { !$0.isEmptyView }
    }

    static func flattened(_ nodes: [ViewNode]) -> [ViewNode] { ViewNode.dissolvingGroups(nodes) }


    /// `.aspectRatio(_:contentMode:)` as the evaluator writes it
    /// ("aspectRatio:fill:1.5"): whether it fills, and the width-to-height
    /// ratio it names, if any.
    static func aspectRatio(_ trait: LayoutTrait) -> (fill: Bool, ratio: Double?)? {
        guard trait.name == "aspectRatio" else { return nil }
        let parts = (trait.argument ?? "").split(separator: ":")
        return (parts.first == "fill", parts.count > 1 ? Double(parts[1]) : nil)
    }

    static func aspectRatio(_ modifiers: [ViewModifier]) -> (fill: Bool, ratio: Double?)? {
        for case .other(let text) in modifiers {
            if let trait = LayoutTrait(text), let a = aspectRatio(trait) { return a }
        }
        return nil
    }

    static func resizing(_ modifiers: [ViewModifier]) -> LayoutItem.ImageResizing? {
        var resizable = false, mode = LayoutItem.ImageResizing.stretch
        for case .other(let text) in modifiers {
            guard let trait = LayoutTrait(text) else { continue }
            switch trait.name {
            case "resizable": resizable = true
            case "scaledToFit": mode = .fit
            case "scaledToFill": mode = .fill
            case "aspectRatio": mode = aspectRatio(trait)?.fill == true ? .fill : .fit
            default: break
            }
        }
        return resizable ? mode : nil
    }
}

extension ViewNode {
    /// A ticking timer (`Text(timerInterval:)`, `Text(date, style: .timer)`)
    /// is in it: what takes the whole width it is offered.
    var holdsTickingTimer: Bool {
        var ticks = false
        walk { n in ticks = ticks || n.modifiers.contains { if case .other("timerText") = $0 { return true }; return false } }
        return ticks
    }
}
