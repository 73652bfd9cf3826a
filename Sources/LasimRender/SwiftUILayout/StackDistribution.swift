/// How `HStack` and `VStack` share their length among their children,
/// SwiftUI's way: the spacing comes off first; the children are offered
/// the rest by layout priority, highest first (spacers last), and within a
/// priority least flexible first (flexibility: the length a child takes
/// when offered everything less the one it takes when offered nothing).
/// Each is offered an even share of what is left and keeps what it takes;
/// a group is first offered what the lower priorities leave at their least.
/// A stack asks its children the same least and most lengths at every
/// length it is offered across the same room, and is placed at the
/// proposal it was sized at last: both are remembered.
final class StackDistribution {
    let children: [LayoutItem]
    let axis: LayoutAxis
    let spacing: Double?
    /// The room before each child (see `gaps(_:axis:spacing:)`), and all of it.
    let gaps: [Double]
    let totalGap: Double

    init(children: [LayoutItem], axis: LayoutAxis, spacing: Double?) {
        self.children = children; self.axis = axis; self.spacing = spacing
        gaps = Self.gaps(children, axis: axis, spacing: spacing)
        totalGap = gaps.reduce(0, +)
    }

    /// One child's share: the proposal it was given and its answer.
    struct Share {
        var proposal: ProposedSize
        var size: PointSize
    }

    /// The room before each child: the stack's spacing, or SwiftUI's
    /// default, which is none next to a spacer (framed or not), nor between one text and
    /// the next below it: on the phone a title's baseline and its
    /// subtitle's are as far apart as their two line heights alone make
    /// them (real apps' screenshots, within a point and a half).
    static func gaps(_ children: [LayoutItem], axis: LayoutAxis, spacing: Double?) -> [Double] {
        children.indices.map { i in
            guard i > 0 else { return 0 }
            if let spacing { return spacing }
            if children[i - 1].spacesAsSpacer || children[i].spacesAsSpacer { return 0 }
            if axis == .vertical && children[i - 1].isTextLike(.bottom) && children[i].isTextLike(.top) { return 0 }
            return LayoutItemBuilder.defaultSpacing
        }
    }

    func size(_ p: ProposedSize) -> PointSize {
        let shares = distribute(p)
        var major = totalGap, minor = 0.0
        for s in shares {
            major += s.size[axis]
            minor = max(minor, s.size[axis.other])
        }
        return .along(axis, major, across: minor)
    }

    /// The shares of the proposals asked last (`remembered` of them), most recent last.
    private var shared: [(ProposedSize, [Share])] = []
    static let remembered = 4

    func distribute(_ p: ProposedSize) -> [Share] {
        for k in shared.indices.reversed() where shared[k].0 == p { return shared[k].1 }
        let s = shares(p)
        if shared.count >= Self.remembered { shared.removeFirst() }
        shared.append((p, s))
        return s
    }

    /// The room across the order was found for, each child's least length
    /// along there, and the order: the same at every length along.
    private var ordered: (minor: Double?, least: [Double], order: [Int])?

    /// The children's least lengths along at `minor` across, and the order
    /// they are offered their shares in.
    private func order(across minor: Double?) -> (least: [Double], order: [Int]) {
        if let o = ordered, o.minor == minor { return (o.least, o.order) }
        let least = children.map { $0.size(.along(axis, 0, across: minor))[axis] }
        let most = children.map { $0.size(.along(axis, .infinity, across: minor))[axis] }
        let order = children.indices.sorted { a, b in
            let pa = children[a].priority, pb = children[b].priority
            if pa != pb { return pa > pb }
            let fa = Self.flexibility(least[a], most[a]), fb = Self.flexibility(least[b], most[b])
            if fa != fb { return fa < fb }
            // Equally unbounded: the one that needs more goes first.
            if fa == .infinity && least[a] != least[b] { return least[a] > least[b] }
            return a < b
        }
        ordered = (minor, least, order)
        return (least, order)
    }

    private func shares(_ p: ProposedSize) -> [Share] {
        let minor = p[axis.other]
        guard let major = p[axis] else {
            // Asked its ideal: each child at its own.
            return children.map { c in
                let q = ProposedSize.along(axis, nil, across: minor)
                return Share(proposal: q, size: c.size(q))
            }
        }
        let (least, order) = order(across: minor)
        // Every child gets its share below, each group of priorities in turn.
        var shares = [Share](repeating: Share(proposal: .unspecified, size: .zero), count: children.count)
        var available = major - totalGap
        var start = 0
        while start < order.count {
            var end = start
            while end < order.count && children[order[end]].priority == children[order[start]].priority { end += 1 }
            if start == 0 {
                // What every lower priority takes at its least is kept for it.
                for k in end..<order.count { available -= least[order[k]] }
            } else {
                for k in start..<end { available += least[order[k]] }
            }
            var remaining = end - start
            for k in start..<end {
                let i = order[k]
                let q = ProposedSize.along(axis, max(0, available / Double(remaining)), across: minor)
                let s = children[i].size(q)
                shares[i] = Share(proposal: q, size: s)
                // Offered everything, an unbounded child takes it all: what
                // is left stays unbounded rather than undefined (∞ - ∞).
                let left = available - s[axis]
                if !left.isNaN { available = left }
                remaining -= 1
            }
            start = end
        }
        return shares
    }

    /// Unbounded children (`Spacer`, `.frame(maxWidth: .infinity)`) are the
    /// most flexible; an undefined difference counts as unbounded.
    static func flexibility(_ least: Double, _ most: Double) -> Double {
        let d = most - least
        return d.isNaN ? .infinity : d
    }
}
