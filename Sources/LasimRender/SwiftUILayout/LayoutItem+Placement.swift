import LasimTemplate
/// Placing: each item at the size it answers its proposal, its children
/// where its kind puts them (SwiftUI's `placeSubviews`).
extension LayoutItem {
    /// Placed as it was last placed (the same proposal at the same point:
    /// the same bits, so that even a zero's sign is the one worked out)
    /// the view placed then; otherwise placed afresh.
    func place(_ p: ProposedSize, at x: Double, _ y: Double) -> LaidOutView {
        func same(_ a: Double?, _ b: Double?) -> Bool { a?.bitPattern == b?.bitPattern }
        if let last = lastPlaced, same(last.x, x), same(last.y, y), same(last.proposal.width, p.width),
           same(last.proposal.height, p.height) {
            return last.view
        }
        let view = placedAfresh(p, at: x, y)
        lastPlaced = Placed(proposal: p, x: x, y: y, view: view)
        return view
    }

    private func placedAfresh(_ p: ProposedSize, at x: Double, _ y: Double) -> LaidOutView {
        let size = self.size(p)
        let frame = PointRect(x: x, y: y, width: size.width, height: size.height)
        func view(_ content: LaidOutView.Content, _ kids: [LaidOutView] = [], anchor: LayoutAlignment = .center) -> LaidOutView {
            guard let clip else {
                return LaidOutView(content: content, frame: frame, children: kids, look: look, hidden: hidden, path: node.location, childAnchor: anchor)
            }
            var paint = self.paint
            paint.clipPath = clip.path(in: ViewPath.Rect(x: 0, y: 0, width: size.width, height: size.height))
            return LaidOutView(content: content, frame: frame, children: kids, environment: environment, hidden: hidden,
                               path: node.location, childAnchor: anchor, paint: paint)
        }
        /// A child of `proposal` at `alignment` in the room `within`.
        func aligned(_ child: LayoutItem, _ proposal: ProposedSize, _ alignment: LayoutAlignment,
                     within room: PointRect) -> LaidOutView {
            let s = child.size(proposal)
            if !child.guides.isEmpty {
                let o = Self.offset(child, s, alignment, room: room.size)
                return child.place(proposal, at: room.x + o.x, room.y + o.y)
            }
            return child.place(proposal, at: room.x + alignment.horizontalOffset(child: s.width, room: room.width),
                               room.y + (room.height - s.height) * alignment.vertical)
        }
        let own = ProposedSize(width: size.width, height: size.height)
        switch kind {
        case .text(let s):
            return view(.text(laidOutText(s, p)))
        case .placeholder(let construct, let note):
            return view(.placeholder(laidOutText(label, p), construct: construct, note: note))
        case .failure(let message):
            return view(.failure(laidOutText(label, p), message: message))
        case .image(let name, let systemName, let resizing, _):
            var image = view(.image(name: name, systemName: systemName))
            // Set only where it changes: setting it makes the view a look of its own.
            if image.paint.resizable != (resizing != nil) { image.paint.resizable = resizing != nil }
            return image
        case .spacer:
            return view(.spacer)
        case .divider:
            return view(.divider)
        case .progress(let fraction):
            return view(.progress(fraction: fraction))
        case .fill(let shape):
            var fill = view(.fill(shape: shape))
            if let outline { fill.paint.path = Self.path(outline, paint, size) }
            return fill
        case .chart(let chart):
            return view(.chart(chart))
        case .stack(let axis, let alignment, _):
            // Placed with the proposal it was sized for, as SwiftUI's stacks
            // place the sizes they measured: offered its own length across
            // instead, a child could answer otherwise (a text allowed fewer
            // lines, an order of flexibility changed) and be cut.
            let q = p
            let layout = distribution!
            let shares = layout.distribute(q), gaps = layout.gaps
            let line = baselineRow(q)
            let guided = children.contains(where: { !$0.guides.isEmpty })
                ? Self.lineUp(Array(zip(children, shares.map(\.size))), axis.other, alignment) : nil
            var cursor = frame.start(axis)
            var placed: [LaidOutView] = []
            placed.reserveCapacity(children.count)
            for (i, c) in children.enumerated() {
                cursor += gaps[i]
                let across = frame.start(axis.other) + (line.map { $0.above - $0.baselines[i] } ?? guided?.starts[i]
                                                        ?? (size[axis.other] - shares[i].size[axis.other]) * alignment)
                placed.append(axis == .horizontal ? c.place(shares[i].proposal, at: cursor, across)
                                                   : c.place(shares[i].proposal, at: across, cursor))
                cursor += shares[i].size[axis]
            }
            return axis == .horizontal ? view(.hstack, placed, anchor: LayoutAlignment(horizontal: 0.5, vertical: alignment))
                : view(.vstack, placed, anchor: LayoutAlignment(horizontal: alignment, vertical: 0.5))
        case .zstack(let alignment):
            if children.contains(where: { !$0.guides.isEmpty }) {
                let views = children.map { ($0, $0.size(own)) }
                let xs = Self.lineUp(views, .horizontal, alignment.horizontal)?.starts
                let ys = Self.lineUp(views, .vertical, alignment.vertical)?.starts
                return view(.zstack, views.enumerated().map { i, v in
                    v.0.place(own, at: x + (xs?[i] ?? (size.width - v.1.width) * alignment.horizontal),
                              y + (ys?[i] ?? (size.height - v.1.height) * alignment.vertical))
                }, anchor: alignment)
            }
            return view(.zstack, children.map { aligned($0, own, alignment, within: frame) }, anchor: alignment)
        case .firstThatFits:
            // The choice alone is drawn, where it was measured.
            return view(.zstack, chosen(p).map { [$0.place(p, at: x, y)] } ?? [])
        case .padding(let top, let leading, let bottom, let trailing):
            let q = Self.inset(p, horizontal: leading + trailing, vertical: top + bottom)
            return view(.padding, [children[0].place(q, at: x + leading, y + top)])
        case .fixedFrame(let width, let height, let alignment):
            let q = ProposedSize(width: width ?? p.width, height: height ?? p.height)
            return view(.frame, [aligned(children[0], q, alignment, within: frame)], anchor: alignment)
        case .flexibleFrame(_, let alignment):
            return view(.frame, [aligned(children[0], own, alignment, within: frame)], anchor: alignment)
        case .fixedSize(let h, let v):
            return view(.fixedSize, [children[0].place(ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height), at: x, y)])
        case .position(let px, let py):
            let s = children[0].size(own)
            return view(.frame, [children[0].place(own, at: x + px - s.width / 2, y + py - s.height / 2)])
        case .background(let alignment):
            let base = children[0].place(p, at: x, y)
            return view(.background, [aligned(children[1], own, alignment, within: frame), base], anchor: alignment)
        case .overlay(let alignment):
            let base = children[0].place(p, at: x, y)
            return view(.overlay, [base, aligned(children[1], own, alignment, within: frame)], anchor: alignment)
        case .empty:
            return view(.zstack)
        }
    }

    func laidOutText(_ s: String, _ p: ProposedSize) -> LaidOutText {
        let t = fitted(p)
        return LaidOutText(text: s, lines: t.lines, font: t.font, isCut: t.isCut)
    }
}
