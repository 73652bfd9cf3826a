/// Text baselines, as SwiftUI's alignment guides give them: an
/// `HStack(alignment: .firstTextBaseline)` puts its children's first
/// baselines on one line (`.lastTextBaseline`, their last), so a 22 pt
/// timer beside a 17 pt name shares the name's baseline, not its bottom.
/// A view that holds no text has its bottom edge as its baseline.
extension LayoutItem {
    /// Points from the item's top to its first (or last) text baseline,
    /// when sized for `p`; nil where it holds no text.
    func baseline(_ which: TextBaseline, _ p: ProposedSize) -> Double? {
        switch kind {
        case .text, .placeholder, .failure:
            // The lines fill the text's frame (its size is theirs).
            let t = fitted(p)
            return Double(which == .first ? 0 : max(0, t.lines.count - 1)) * t.font.lineHeight + t.font.baselineInLine
        case .padding(let top, let leading, let bottom, let trailing):
            return children[0].baseline(which, Self.inset(p, horizontal: leading + trailing, vertical: top + bottom)).map { top + $0 }
        case .fixedFrame(let width, let height, let alignment):
            return aligned(children[0], which, ProposedSize(width: width ?? p.width, height: height ?? p.height), alignment.vertical, in: size(p).height)
        case .flexibleFrame(_, let alignment):
            let own = size(p)
            return aligned(children[0], which, ProposedSize(width: own.width, height: own.height), alignment.vertical, in: own.height)
        case .fixedSize(let h, let v):
            return children[0].baseline(which, ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height))
        case .background, .overlay:
            return children[0].baseline(which, p)
        case .firstThatFits:
            return chosen(p)?.baseline(which, p)
        case .zstack(let alignment):
            let own = size(p)
            for c in which == .first ? children : children.reversed() {
                if let b = aligned(c, which, ProposedSize(width: own.width, height: own.height), alignment.vertical, in: own.height) { return b }
            }
            return nil
        case .stack(let axis, let alignment, _):
            if let line = baselineRow(p), line.holdsText { return line.above }
            let shares = distribution!.distribute(p), gaps = distribution!.gaps, height = size(p).height
            var tops: [Double] = []
            var cursor = 0.0
            for (i, s) in shares.enumerated() {
                cursor += gaps[i]
                tops.append(axis == .vertical ? cursor : (height - s.size.height) * alignment)
                cursor += s.size[axis]
            }
            for i in which == .first ? Array(children.indices) : children.indices.reversed() {
                if let b = children[i].baseline(which, shares[i].proposal) { return tops[i] + b }
            }
            return nil
        default:
            return nil
        }
    }

    /// A child's baseline in a room `room` high that places it at `vertical`.
    private func aligned(_ child: LayoutItem, _ which: TextBaseline, _ q: ProposedSize, _ vertical: Double, in room: Double) -> Double? {
        child.baseline(which, q).map { (room - child.size(q).height) * vertical + $0 }
    }

    /// A baseline-aligned `HStack`'s line, sized for `p`: each child's
    /// baseline (its bottom where it holds no text), how far the highest
    /// reaches above the shared line and the lowest below it. Nil for
    /// other items.
    func baselineRow(_ p: ProposedSize) -> (baselines: [Double], above: Double, below: Double, holdsText: Bool)? {
        guard let which = textBaseline, let layout = distribution else { return nil }
        var baselines: [Double] = [], above = 0.0, below = 0.0, holdsText = false
        for (c, s) in zip(children, layout.distribute(p)) {
            let own = c.baseline(which, s.proposal)
            holdsText = holdsText || own != nil
            let b = own ?? s.size.height
            baselines.append(b)
            above = max(above, b); below = max(below, s.size.height - b)
        }
        return (baselines, above, below, holdsText)
    }
}
