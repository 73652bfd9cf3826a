import LasimTemplate

/// A chart's marks scaled into its plot: what both backends draw (the
/// cells as braille dots, SVG as lines and shapes), worked out once.
/// Swift Charts' defaults: a number's automatic domain runs from zero
/// (when the data do not go below it) to a round value above the data;
/// categories take equal bands in the order they first appear; y grows
/// upwards. The axes (`ChartGeometry+Axes`) take their room from the plot.
public struct ChartGeometry: Sendable, Equatable {
    public struct Point: Sendable, Equatable { public var x, y: Double }
    public enum Shape: Sendable, Equatable {
        case line(Point, Point, width: Double)
        case polyline([Point], width: Double)
        case point(Point, diameter: Double)
        case rect(x: Double, y: Double, width: Double, height: Double)
        case polygon([Point])
    }
    public struct Item: Sendable, Equatable {
        public var shape: Shape
        public var colour: ViewColor
        /// A dashed stroke's lengths, on and off, in points.
        public var dash: [Double] = []
        /// Drawn fainter than its colour (a default grid line).
        public var fade = 1.0
    }

    /// The marks, in the chart's frame.
    public var items: [Item]
    /// The axes' grid lines and ticks, under the marks (true size only).
    public var guides: [Item] = []
    public var labels: [Label] = []
    /// The plot: the frame less the axes' labels.
    public var plot = (x: 0.0, y: 0.0, width: 0.0, height: 0.0)

    public static func == (a: ChartGeometry, b: ChartGeometry) -> Bool {
        a.items == b.items && a.guides == b.guides && a.labels == b.labels && a.plot == b.plot
    }

    /// Swift Charts' colours for series, in order, when the app names none.
    static let seriesColours = ["blue", "green", "orange", "purple", "red", "teal", "yellow", "pink", "indigo", "brown"]

    public init(_ chart: ViewChart, width fullWidth: Double, height fullHeight: Double, units: Units = .points) {
        items = []
        guard fullWidth > 0, fullHeight > 0, !chart.marks.isEmpty else { return }
        var (xs, ys) = Self.axes(chart)
        layOutAxes(chart, xs, ys, width: fullWidth, height: fullHeight, units: units)
        if let background = chart.plotBackground {
            guides.insert(Item(shape: .rect(x: plot.x, y: plot.y, width: plot.width, height: plot.height), colour: background), at: 0)
        }
        let width = plot.width, height = plot.height
        xs.length = width; ys.length = height
        var series: [String] = []
        func colour(_ m: ChartMark) -> ViewColor {
            if let c = m.colour { return c }
            guard let s = m.series else { return .named("blue") }
            if !series.contains(s) { series.append(s) }
            let i = series.firstIndex(of: s) ?? 0
            return .named(Self.seriesColours[i % Self.seriesColours.count])
        }
        func px(_ v: ChartMark.Value?) -> Double? { xs.position(v) }
        // y grows upwards: the plot's top is the domain's top.
        func py(_ v: ChartMark.Value?) -> Double? { ys.position(v).map { height - $0 } }

        var lines: [String: (points: [Point], colour: ViewColor, width: Double, dash: [Double])] = [:]
        var lineOrder: [String] = []
        // Where each annotated mark was drawn, for its annotation.
        var annotated: [(ChartMark.Annotation, Item)] = []
        for m in chart.marks {
            let c = colour(m)
            let before = items.count
            defer {
                if let a = m.annotation, items.count > before, let last = items.last { annotated.append((a, last)) }
                else if let a = m.annotation, let x = px(m.x), let y = py(m.y) {
                    // A line's or an area's point: the mark joins a line drawn after the loop.
                    annotated.append((a, Item(shape: .point(Point(x: x, y: y), diameter: 0), colour: c)))
                }
            }
            switch m.kind {
            case .rule:
                if let y = py(m.y) {
                    let x0 = px(m.xStart) ?? 0, x1 = px(m.xEnd) ?? width
                    items.append(Item(shape: .line(Point(x: x0, y: y), Point(x: x1, y: y), width: m.lineWidth ?? 1), colour: c, dash: m.dash))
                } else if let x = px(m.x) {
                    let y0 = py(m.yStart) ?? height, y1 = py(m.yEnd) ?? 0
                    items.append(Item(shape: .line(Point(x: x, y: y0), Point(x: x, y: y1), width: m.lineWidth ?? 1), colour: c, dash: m.dash))
                }
            case .point:
                guard let x = px(m.x), let y = py(m.y) else { continue }
                // symbolSize is an area: 30 square points unless given.
                let d = (m.symbolSize ?? 30).squareRoot()
                items.append(Item(shape: .point(Point(x: x, y: y), diameter: d), colour: c))
            case .line, .area:
                guard let x = px(m.x), let y = py(m.y) else { continue }
                let key = "\(m.kind.rawValue)|\(m.series ?? "")"
                if lines[key] == nil { lines[key] = ([], c, m.lineWidth ?? 2, m.dash); lineOrder.append(key) }
                lines[key]?.points.append(Point(x: x, y: y))
            case .bar, .rectangle:
                let band = m.kind == .bar ? 0.6 : 1
                let (x0, x1) = span(m.x, m.xStart, m.xEnd, xs, band: band, whole: m.kind == .bar && m.x == nil ? (0, width) : nil)
                let (y0, y1) = span(m.y, m.yStart, m.yEnd, ys, band: band, whole: nil, fromBase: m.kind == .bar)
                guard let x0, let x1, let y0, let y1 else { continue }
                let top = height - max(y0, y1), bottom = height - min(y0, y1)
                items.append(Item(shape: .rect(x: min(x0, x1), y: top, width: abs(x1 - x0), height: bottom - top), colour: c))
            }
        }
        for key in lineOrder {
            guard let l = lines[key] else { continue }
            let pts = l.points.sorted { $0.x < $1.x }
            if key.hasPrefix("area") {
                let base = height - (ys.position(.number(0)) ?? 0)
                items.append(Item(shape: .polygon([Point(x: pts[0].x, y: base)] + pts + [Point(x: pts[pts.count - 1].x, y: base)]),
                                  colour: l.colour))
            } else {
                items.append(Item(shape: .polyline(pts, width: l.width), colour: l.colour, dash: l.dash))
            }
        }
        if plot.x != 0 || plot.y != 0 { items = items.map { $0.moved(plot.x, plot.y) } }
        for (a, item) in annotated { labels.append(Self.annotation(a, beside: item.moved(plot.x, plot.y), units: units)) }
    }

    /// An annotation's text beside its mark, as Swift Charts places it: centred
    /// above or below the mark, or level with it before or after; on it for `.overlay`.
    static func annotation(_ a: ChartMark.Annotation, beside item: Item, units: Units) -> Label {
        let (x0, y0, x1, y1) = item.bounds
        let gap = units.xGap, lh = units.lineHeight
        let colour = a.colour ?? .named("secondary")
        switch a.position {
        case .top: return Label(text: a.text, x: (x0 + x1) / 2, y: y0 - gap - lh / 2, anchor: .centre, colour: colour)
        case .bottom: return Label(text: a.text, x: (x0 + x1) / 2, y: y1 + gap + lh / 2, anchor: .centre, colour: colour)
        case .leading: return Label(text: a.text, x: x0 - gap, y: (y0 + y1) / 2, anchor: .trailing, colour: colour)
        case .trailing: return Label(text: a.text, x: x1 + gap, y: (y0 + y1) / 2, anchor: .leading, colour: colour)
        case .overlay: return Label(text: a.text, x: (x0 + x1) / 2, y: (y0 + y1) / 2, anchor: .centre, colour: colour)
        }
    }

    /// The chart's two scales, from its marks' values or the domains its code set.
    static func axes(_ chart: ViewChart) -> (x: Axis, y: Axis) {
        (Axis(chart.marks.flatMap { [$0.x, $0.xStart, $0.xEnd] }, explicit: chart.xDomain, fromZero: false),
         Axis(chart.marks.flatMap { [$0.y, $0.yStart, $0.yEnd] }, explicit: chart.yDomain, fromZero: true))
    }

    /// Where a mark's extent lies along one axis: between its start and
    /// end, a category's band, or from the baseline to a bar's value.
    private func span(_ v: ChartMark.Value?, _ start: ChartMark.Value?, _ end: ChartMark.Value?, _ a: Axis,
                      band: Double, whole: (Double, Double)?, fromBase: Bool = false) -> (Double?, Double?) {
        if let s = a.position(start), let e = a.position(end) { return (s, e) }
        if case .category? = v, let b = a.band(v, fraction: band) { return (b.0, b.1) }
        if let p = a.position(v) { return fromBase ? (a.position(.number(0)) ?? 0, p) : (p - 2, p + 2) }
        if let whole { return whole }
        return (nil, nil)
    }

    /// One axis's scale: values to points along its length.
    struct Axis {
        var lower = 0.0, upper = 1.0
        var categories: [String] = []
        var length = 1.0

        init(_ values: [ChartMark.Value?], explicit: ClosedRange<Double>?, fromZero: Bool) {
            var lo = Double.infinity, hi = -Double.infinity
            for case let v? in values {
                switch v {
                case .number(let d) where d.isFinite: lo = min(lo, d); hi = max(hi, d)
                case .number: break
                case .category(let c): if !categories.contains(c) { categories.append(c) }
                }
            }
            if let explicit, explicit.lowerBound.isFinite, explicit.upperBound.isFinite {
                lower = explicit.lowerBound; upper = explicit.upperBound
            } else if lo <= hi {
                if fromZero { lo = min(lo, 0); hi = max(hi, 0) }
                lower = lo; upper = fromZero ? Self.round(hi) : hi
            }
            if upper <= lower { upper = lower + 1 }
        }

        /// A round value at or above `v` (1, 2, 2.5, 5 times a power of ten), as Charts ends an axis.
        static func round(_ v: Double) -> Double {
            guard v > 0 else { return v }
            var p = 1.0
            while p * 10 <= v { p *= 10 }
            while p > v { p /= 10 }
            for f in [1.0, 2, 2.5, 5, 10] where f * p >= v { return f * p }
            return v
        }

        func position(_ v: ChartMark.Value?) -> Double? {
            switch v {
            case .number(let d)? where d.isFinite: return (d - lower) / (upper - lower) * length
            case .category? : return band(v, fraction: 0).map { ($0.0 + $0.1) / 2 }
            default: return nil
            }
        }

        /// A category's band, `fraction` of it wide, centred.
        func band(_ v: ChartMark.Value?, fraction: Double) -> (Double, Double)? {
            guard case .category(let c)? = v, let i = categories.firstIndex(of: c) else { return nil }
            let w = length / Double(categories.count)
            let mid = (Double(i) + 0.5) * w
            return (mid - w * fraction / 2, mid + w * fraction / 2)
        }
    }
}
