/// Each kind's answer to a proposal: SwiftUI's `sizeThatFits`.
extension LayoutItem {
    func sizeThatFits(_ p: ProposedSize) -> PointSize {
        switch kind {
        case .text, .placeholder, .failure:
            return fitted(p).size
        case .image(_, _, let resizing, let intrinsic):
            guard let resizing else { return intrinsic }
            return Self.resized(intrinsic, resizing, p)
        case .spacer(let minLength, let axis):
            let w = max(p.width ?? -.infinity, minLength), h = max(p.height ?? -.infinity, minLength)
            switch axis {
            case .horizontal?: return PointSize(width: w, height: 0)
            case .vertical?: return PointSize(width: 0, height: h)
            case nil: return PointSize(width: w, height: h)
            }
        case .divider(let stackAxis):
            // A hairline across the stack, as long as it is offered along it.
            if stackAxis == .horizontal { return PointSize(width: 1, height: p.height ?? 0) }
            return PointSize(width: p.width ?? 0, height: 1)
        case .progress(let fraction):
            // A spinner is about a line high; a linear bar 4 pt, as wide as offered.
            guard fraction != nil else {
                let d = environment.effectiveFont.lineHeight
                return PointSize(width: d, height: d)
            }
            if environment.circularProgress {
                // A ring (`.circular`, a circular gauge): square, as large as
                // it is offered; 20 pt when asked its ideal.
                var side = min(p.width ?? 20, p.height ?? 20)
                if !side.isFinite { side = 20 }
                return PointSize(width: side, height: side)
            }
            return PointSize(width: p.width ?? Self.unspecifiedLength, height: 4)
        case .fill, .chart:
            // Shapes, colours and charts take what they are offered; 10 pt when asked their ideal.
            return PointSize(width: p.width ?? Self.unspecifiedLength, height: p.height ?? Self.unspecifiedLength)
        case .stack(let axis, let alignment, _):
            if let line = baselineRow(p) { return PointSize(width: distribution!.size(p).width, height: line.above + line.below) }
            let s = distribution!.size(p)
            guard children.contains(where: { !$0.guides.isEmpty }),
                  let across = Self.lineUp(Array(zip(children, distribution!.distribute(p).map(\.size))), axis.other, alignment)
            else { return s }
            return .along(axis, s[axis], across: across.length)
        case .firstThatFits:
            return chosen(p)?.size(p) ?? .zero
        case .zstack(let alignment):
            var s = PointSize.zero
            let sizes = children.map { $0.size(p) }
            for cs in sizes { s.width = max(s.width, cs.width); s.height = max(s.height, cs.height) }
            guard children.contains(where: { !$0.guides.isEmpty }) else { return s }
            let views = Array(zip(children, sizes))
            return PointSize(width: Self.lineUp(views, .horizontal, alignment.horizontal)?.length ?? s.width,
                             height: Self.lineUp(views, .vertical, alignment.vertical)?.length ?? s.height)
        case .padding(let top, let leading, let bottom, let trailing):
            let inner = children[0].size(Self.inset(p, horizontal: leading + trailing, vertical: top + bottom))
            return PointSize(width: inner.width + leading + trailing, height: inner.height + top + bottom)
        case .fixedFrame(let width, let height, _):
            if let width, let height { return PointSize(width: width, height: height) }
            let inner = children[0].size(ProposedSize(width: width ?? p.width, height: height ?? p.height))
            return PointSize(width: width ?? inner.width, height: height ?? inner.height)
        case .flexibleFrame(let f, _):
            return Self.flexibleSize(f, p, child: children[0])
        case .fixedSize(let h, let v):
            return children[0].size(ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height))
        case .position:
            // SwiftUI's position layout answers the proposal, 10 pt where it has none.
            return PointSize(width: p.width ?? Self.unspecifiedLength, height: p.height ?? Self.unspecifiedLength)
        case .background, .overlay:
            return children[0].size(p)
        case .empty:
            return .zero
        }
    }

    /// `ViewThatFits`: the first child whose ideal size (what it answers
    /// with no proposal on the axes measured) fits the proposal on those
    /// axes, else the last, as SwiftUI chooses; nil when it has none.
    func chosen(_ p: ProposedSize) -> LayoutItem? {
        guard case .firstThatFits(let horizontal, let vertical) = kind, let last = children.last else { return nil }
        // The rule a text's width is held to (`TextFitting.fitsWhole`), on either axis.
        func fits(_ length: Double, _ room: Double?) -> Bool { room.map { TextFitting.fitsWhole(measuring: length, width: $0) } ?? true }
        for c in children.dropLast() {
            let ideal = c.size(ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height))
            if (!horizontal || fits(ideal.width, p.width)) && (!vertical || fits(ideal.height, p.height)) { return c }
        }
        return last
    }

    /// What a colour, shape or bar answers when asked its ideal length.
    static let unspecifiedLength = 10.0

    /// The text a placeholder or failure draws.
    var label: String {
        switch kind {
        case .placeholder(let construct, _): return "[" + construct + "]"
        case .failure: return "⚠"
        case .text(let s): return s
        default: return ""
        }
    }

    /// A proposal less the room padding takes (nil and infinity stay).
    static func inset(_ p: ProposedSize, horizontal: Double, vertical: Double) -> ProposedSize {
        ProposedSize(width: p.width.map { max(0, $0 - horizontal) }, height: p.height.map { max(0, $0 - vertical) })
    }

    /// `.resizable()`: the image takes what it is offered, keeping its
    /// shape when scaled to fit or fill; its own size where nothing is offered.
    static func resized(_ intrinsic: PointSize, _ mode: ImageResizing, _ p: ProposedSize) -> PointSize {
        let ratio = intrinsic.height > 0 ? intrinsic.width / intrinsic.height : 1
        switch (mode, p.width, p.height) {
        case (.stretch, _, _):
            return PointSize(width: p.width ?? intrinsic.width, height: p.height ?? intrinsic.height)
        case (_, nil, nil):
            return intrinsic
        case (_, let w?, nil):
            return PointSize(width: w, height: w / ratio)
        case (_, nil, let h?):
            return PointSize(width: h * ratio, height: h)
        case (.fit, let w?, let h?):
            return w / ratio <= h ? PointSize(width: w, height: w / ratio) : PointSize(width: h * ratio, height: h)
        case (.fill, let w?, let h?):
            return w / ratio >= h ? PointSize(width: w, height: w / ratio) : PointSize(width: h * ratio, height: h)
        }
    }

    /// `.frame(minWidth:maxWidth:minHeight:maxHeight:)`: with both bounds
    /// and a proposal, the proposal clamped; otherwise the child's answer to
    /// the clamped proposal, pushed out to the proposal by a maximum and to
    /// at least a minimum.
    static func flexibleSize(_ f: FlexibleFrame, _ p: ProposedSize, child: LayoutItem) -> PointSize {
        func decided(_ proposed: Double?, _ lo: Double?, _ hi: Double?) -> Double? {
            guard let proposed, let lo, let hi, lo <= hi else { return nil }
            return min(max(proposed, lo), hi)
        }
        let w = decided(p.width, f.minWidth, f.maxWidth), h = decided(p.height, f.minHeight, f.maxHeight)
        if let w, let h { return PointSize(width: w, height: h) }
        let q = childProposal(f, p)
        let s = child.size(q)
        func length(_ given: Double?, _ offered: Double?, _ childLength: Double, _ lo: Double?, _ hi: Double?) -> Double {
            if let given { return given }
            switch (lo, hi) {
            case let (lo?, hi?) where lo <= hi: return min(max(lo, childLength), hi)
            case let (lo?, nil): return max(min(offered ?? .infinity, childLength), lo)
            case let (nil, hi?): return min(max(offered ?? -.infinity, childLength), hi)
            default: return childLength
            }
        }
        return PointSize(width: length(w, q.width, s.width, f.minWidth, f.maxWidth),
                         height: length(h, q.height, s.height, f.minHeight, f.maxHeight))
    }

    /// The proposal a flexible frame passes on: its own, within its bounds.
    static func childProposal(_ f: FlexibleFrame, _ p: ProposedSize) -> ProposedSize {
        func clamp(_ v: Double?, _ lo: Double?, _ hi: Double?) -> Double? {
            v.map { min(max($0, lo ?? -.infinity), hi ?? .infinity) }
        }
        return ProposedSize(width: clamp(p.width, f.minWidth, f.maxWidth), height: clamp(p.height, f.minHeight, f.maxHeight))
    }
}
