import LasimModel
import LasimTemplate

/// A chart's axes as Swift Charts draws them by default: one `AxisMarks()`
/// a side, y's on the trailing edge and x's below, each value a grid line
/// across the plot, a tick out of it and a label in caption2, secondary
/// colour; the plot shrinks to leave the labels room.
extension ChartGeometry {
    /// What a length is measured in: points, or the cells' columns and rows
    /// (a label's characters a column each, a row its line).
    public enum Units: Sendable, Equatable {
        case points
        case cells(column: Double, row: Double)

        static let font = SwiftUIFont(size: 11)
        var lineHeight: Double { if case .cells(_, let row) = self { return row }; return Self.font.lineHeight }
        func width(_ s: String) -> Double {
            if case .cells(let column, _) = self { return Double(s.count) * column }
            return GlyphAdvances.width(s, Self.font)
        }
        /// A label's distance from the plot's edge; a tick's length.
        var yGap: Double { if case .cells(let column, _) = self { return column }; return 6 }
        var xGap: Double { if case .cells = self { return 0 }; return 4 }
        var tick: Double { if case .cells = self { return 0 }; return 4 }
    }

    public struct Label: Sendable, Equatable {
        public enum Anchor: Sendable { case leading, centre, trailing }
        public var text: String
        /// The anchor's x and the line's middle, in the chart's frame.
        public var x, y: Double
        public var anchor: Anchor
        public var colour: ViewColor
    }

    /// One `AxisMarks` worked out: where its values fall along the axis and what they read.
    struct AxisPlan {
        var marks: ChartAxisMarks
        var values: [(position: Double, text: String)]
        var vertical: Bool
        /// Which side: leading/top is the start, trailing/bottom the end.
        var atStart: Bool
    }

    /// The values an axis's marks stand at, as fractions 0...1 along it, with their labels.
    static func axisValues(_ m: ChartAxisMarks, _ a: Axis, dates: Bool, zone: Zone, length: Double, units: Units) -> [(Double, String)] {
        if !a.categories.isEmpty {
            let n = a.categories.count
            return a.categories.enumerated().map { i, c in ((Double(i) + 0.5) / Double(n), c) }
        }
        // About one value per line and a half of label, at most five (Charts' own count varies with the size).
        let (values, step) = ticks(m, a, dates: dates, zone: zone, count: min(5, Int(length / (units.lineHeight * 1.5)) + 1))
        let span = a.upper - a.lower
        // A date's label is the locale's, worked out with the app's code (`texts`); a number's, Charts' default.
        return values.map { v in
            ((v - a.lower) / span, m.texts[ChartAxisMarks.LabelKey(value: v, step: step)] ?? (dates ? "" : numberLabel(v, step: step)))
        }
    }

    /// The values an axis's marks stand at and the step between them, about
    /// `count` of them when Charts picks them.
    static func ticks(_ m: ChartAxisMarks, _ a: Axis, dates: Bool, zone: Zone, count wanted: Int) -> (values: [Double], step: Double) {
        let span = a.upper - a.lower
        guard span > 0, span.isFinite else { return ([], 0) }
        var step: Double
        var values: [Double] = []
        switch m.values {
        case .numbers(let v):
            values = v.filter { $0 >= a.lower - span * 1e-9 && $0 <= a.upper + span * 1e-9 }
            step = dates ? 3600 : (values.count > 1 ? abs(values[1] - values[0]) : span)
        case .stride(let s):
            step = s
        case .automatic(let desired):
            let count = max(2, desired ?? wanted)
            let steps: [Double] = dates ? [60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400, 172_800, 604_800] : []
            step = steps.first { span / $0 <= Double(count - 1) } ?? niceStep(span / Double(max(1, count - 1)))
        }
        if case .numbers = m.values {} else if step > 0, span / step <= 1000 {
            // A date's ticks fall on the local clock's round values.
            let offset = dates ? Double(zone.secondsFromGMT(at: a.lower)) : 0
            var v = ((a.lower + offset) / step).rounded(.up) * step - offset
            while v <= a.upper + span * 1e-9 { values.append(v); v += step }
        }
        return (values, step)
    }

    /// Every value one of a chart's axes may label, at any size it is laid
    /// out at, with its step: what the app's own labels are worked out for.
    public static func labelCandidates(_ chart: ViewChart, x: Bool, _ m: ChartAxisMarks) -> [ChartAxisMarks.LabelKey] {
        let (xs, ys) = axes(chart)
        let a = x ? xs : ys
        guard a.categories.isEmpty else { return [] }
        var keys: [ChartAxisMarks.LabelKey] = []
        for count in 1...5 {
            let (values, step) = ticks(m, a, dates: x ? chart.xDates : chart.yDates, zone: chart.zone, count: count)
            for v in values where !keys.contains(ChartAxisMarks.LabelKey(value: v, step: step)) {
                keys.append(ChartAxisMarks.LabelKey(value: v, step: step))
            }
        }
        return keys
    }

    /// 1, 2, 2.5 or 5 times a power of ten, at or above `v`.
    static func niceStep(_ v: Double) -> Double {
        guard v > 0, v.isFinite else { return 1 }
        var p = 1.0
        while p * 10 <= v { p *= 10 }
        while p > v { p /= 10 }
        return [1.0, 2, 2.5, 5, 10].map { $0 * p }.first { $0 >= v } ?? v
    }

    /// A number as Charts' default format writes it: as many decimals as the step needs, thousands grouped.
    static func numberLabel(_ v: Double, step: Double) -> String {
        var decimals = 0
        var s = step
        while decimals < 4, abs(s - s.rounded()) > 1e-9 * max(1, abs(s)) { s *= 10; decimals += 1 }
        let scale = (0..<decimals).reduce(1.0) { r, _ in r * 10 }
        let whole = Int((abs(v) * scale).rounded())
        var digits = String(whole / Int(scale))
        if digits.count > 3 {
            var grouped = ""
            for (i, c) in digits.enumerated() { if i > 0, (digits.count - i) % 3 == 0 { grouped += "," }; grouped.append(c) }
            digits = grouped
        }
        var text = (v < 0 && whole != 0 ? "-" : "") + digits
        if decimals > 0 {
            let frac = String(whole % Int(scale))
            text += "." + String(repeating: "0", count: decimals - frac.count) + frac
        }
        return text
    }
}

extension ChartGeometry {
    /// The plot, and each axis's grid lines, ticks and labels around it.
    mutating func layOutAxes(_ chart: ViewChart, _ xs: Axis, _ ys: Axis, width: Double, height: Double, units: Units) {
        plot = (0, 0, width, height)
        var plans: [AxisPlan] = []
        for m in chart.xAxis.drawn {
            let values = Self.axisValues(m, xs, dates: chart.xDates, zone: chart.zone, length: width, units: units)
            plans.append(AxisPlan(marks: m, values: values.map { (position: $0.0, text: $0.1) }, vertical: false, atStart: m.position == .top))
        }
        for m in chart.yAxis.drawn {
            let values = Self.axisValues(m, ys, dates: chart.yDates, zone: chart.zone, length: height, units: units)
            plans.append(AxisPlan(marks: m, values: values.map { (position: $0.0, text: $0.1) }, vertical: true, atStart: m.position == .leading))
        }
        guard !plans.isEmpty else { return }
        var room = (left: 0.0, right: 0.0, top: 0.0, bottom: 0.0)
        func roomFor(_ p: AxisPlan) -> Double {
            guard p.marks.label, !p.values.isEmpty else { return p.marks.tick ? units.tick : 0 }
            return p.vertical ? units.yGap + (p.values.map { units.width($0.text) }.max() ?? 0) : units.xGap + units.lineHeight
        }
        for p in plans {
            let r = roomFor(p)
            switch (p.vertical, p.atStart) {
            case (true, true): room.left = max(room.left, r)
            case (true, false): room.right = max(room.right, r)
            case (false, true): room.top = max(room.top, r)
            case (false, false): room.bottom = max(room.bottom, r)
            }
        }
        // In cells, labels take whole columns and rows, and only where the
        // plot keeps four columns and two rows; otherwise they are left out.
        var labelled = (vertical: true, horizontal: true)
        if case .cells(let column, let row) = units {
            func whole(_ v: Double, _ unit: Double) -> Double { (v / unit - 1e-9).rounded(.up) * unit }
            room = (whole(room.left, column), whole(room.right, column), whole(room.top, row), whole(room.bottom, row))
            if width - room.left - room.right < 4 * column - 1e-9 { room.left = 0; room.right = 0; labelled.vertical = false }
            if height - room.top - room.bottom < 2 * row - 1e-9 { room.top = 0; room.bottom = 0; labelled.horizontal = false }
        }
        plot = (room.left, room.top, max(0, width - room.left - room.right), max(0, height - room.top - room.bottom))
        let secondary = ViewColor.named("secondary")
        let lh = units.lineHeight
        let (px, py, pw, ph) = plot
        for p in plans {
            let stroke = p.marks.gridStroke
            func guide(_ a: Point, _ b: Point, grid: Bool) {
                guides.append(Item(shape: .line(a, b, width: stroke?.width ?? 0.5), colour: p.marks.gridColour ?? secondary,
                                   dash: grid ? stroke?.dash ?? [] : [], fade: p.marks.gridColour == nil ? 0.5 : 1))
            }
            var lastEnd = -Double.infinity
            let categorical = p.vertical ? !ys.categories.isEmpty : !xs.categories.isEmpty
            for (f, text) in p.values {
                if p.vertical {
                    let y = py + ph * (1 - f)
                    if p.marks.grid, !categorical { guide(Point(x: px, y: y), Point(x: px + pw, y: y), grid: true) }
                    let edge = p.atStart ? px : px + pw
                    if p.marks.tick, units.tick > 0 { guide(Point(x: edge, y: y), Point(x: p.atStart ? edge - units.tick : edge + units.tick, y: y), grid: false) }
                    guard p.marks.label, labelled.vertical, !text.isEmpty else { continue }
                    // Kept whole within the frame; in cells, on the plot's row the value falls in.
                    let cy = units == .points ? min(max(y, lh / 2), height - lh / 2)
                        : min(max(((y / lh).rounded(.down) + 0.5) * lh, py + lh / 2), py + ph - lh / 2)
                    // Labels closer than a line apart would overlap: Charts drops the later one.
                    if abs(cy - lastEnd) < lh - 1e-9 { continue }
                    lastEnd = cy
                    labels.append(Label(text: text, x: p.atStart ? edge - units.yGap : edge + units.yGap, y: cy,
                                        anchor: p.atStart ? .trailing : .leading, colour: p.marks.labelColour ?? secondary))
                } else {
                    let x = px + pw * f
                    if p.marks.grid, !categorical { guide(Point(x: x, y: py), Point(x: x, y: py + ph), grid: true) }
                    let edge = p.atStart ? py : py + ph
                    if p.marks.tick, units.tick > 0 { guide(Point(x: x, y: edge), Point(x: x, y: p.atStart ? edge - units.tick : edge + units.tick), grid: false) }
                    guard p.marks.label, labelled.horizontal, !text.isEmpty else { continue }
                    let w = units.width(text)
                    // A date's label starts at its tick; a number's or a category's is centred on it.
                    var left = chart.xDates && !categorical ? x + (units == .points ? 2 : 0) : x - w / 2
                    if case .cells(let column, _) = units { left = (left / column).rounded() * column }
                    left = min(max(0, left), width - w)
                    if left < lastEnd { continue }
                    lastEnd = left + w + units.width(" ")
                    labels.append(Label(text: text, x: left, y: p.atStart ? edge - units.xGap - lh / 2 : edge + units.xGap + lh / 2,
                                        anchor: .leading, colour: p.marks.labelColour ?? secondary))
                }
            }
        }
    }
}

extension ChartGeometry.Item {
    /// The box the shape covers: left, top, right, bottom.
    var bounds: (Double, Double, Double, Double) {
        let points: [ChartGeometry.Point]
        switch shape {
        case .line(let a, let b, _): points = [a, b]
        case .polyline(let p, _), .polygon(let p): points = p
        case .point(let p, let d):
            return (p.x - d / 2, p.y - d / 2, p.x + d / 2, p.y + d / 2)
        case .rect(let x, let y, let w, let h): return (x, y, x + w, y + h)
        }
        guard let first = points.first else { return (0, 0, 0, 0) }
        return points.reduce((first.x, first.y, first.x, first.y)) { b, p in (min(b.0, p.x), min(b.1, p.y), max(b.2, p.x), max(b.3, p.y)) }
    }

    /// The same shape `dx`, `dy` further on.
    func moved(_ dx: Double, _ dy: Double) -> Self {
        var i = self
        func m(_ p: ChartGeometry.Point) -> ChartGeometry.Point { ChartGeometry.Point(x: p.x + dx, y: p.y + dy) }
        switch shape {
        case .line(let a, let b, let w): i.shape = .line(m(a), m(b), width: w)
        case .polyline(let p, let w): i.shape = .polyline(p.map(m), width: w)
        case .point(let p, let d): i.shape = .point(m(p), diameter: d)
        case .rect(let x, let y, let w, let h): i.shape = .rect(x: x + dx, y: y + dy, width: w, height: h)
        case .polygon(let p): i.shape = .polygon(p.map(m))
        }
        return i
    }
}
