/// One axis of a chart as its code set it: `.chartXAxis(.hidden)`, or
/// the `AxisMarks` of `.chartYAxis { AxisMarks(...) { ... } }`. Swift
/// Charts draws one `AxisMarks()` on each axis unless told otherwise.
public struct ChartAxis: Sendable, Equatable {
    public var hidden = false
    /// nil: Charts' default, one `AxisMarks()`.
    public var marks: [ChartAxisMarks]?

    public init(hidden: Bool = false, marks: [ChartAxisMarks]? = nil) { self.hidden = hidden; self.marks = marks }

    /// What is drawn: nothing when hidden, the default when the code named none.
    public var drawn: [ChartAxisMarks] { hidden ? [] : (marks ?? [ChartAxisMarks()]) }
}

/// `AxisMarks(position:values:) { AxisGridLine(); AxisTick(); AxisValueLabel() }`:
/// where the marks go, at which values, and which of the three each value
/// gets (all three without a content closure, as Charts' default content).
public struct ChartAxisMarks: Sendable, Equatable {
    public enum Position: String, Sendable { case automatic, leading, trailing, top, bottom }
    public enum Values: Sendable, Equatable {
        /// Round values Charts picks, about `desiredCount` of them (nil: its own count).
        case automatic(desiredCount: Int?)
        /// `values: [70, 180]`.
        case numbers([Double])
        /// `.stride(by: 10)` or, on a date axis, `.stride(by: .hour, count: 3)` (in seconds).
        case stride(Double)
    }

    public var position = Position.automatic
    public var values = Values.automatic(desiredCount: nil)
    public var grid = true, tick = true, label = true
    /// `AxisGridLine(stroke: StrokeStyle(lineWidth:dash:))`.
    public var gridStroke: ChartStroke?
    /// `AxisGridLine().foregroundStyle(...)`.
    public var gridColour: ViewColor?
    /// `AxisValueLabel().foregroundStyle(...)`.
    public var labelColour: ViewColor?
    /// A label of the app's own (`AxisValueLabel { Text(...) }`, a `format:`).
    public var ownLabel = false
    /// Each value's label as the app's code or the locale's date format
    /// writes it, for every value the axis may stand at (which depends on
    /// the size it is laid out at); a value without one gets Charts' default.
    public var texts: [LabelKey: String] = [:]
    /// Which of the evaluator's label makers (the `AxisMarks` content or
    /// `format:`) writes `texts` again when the chart's scale changes.
    public var labelMaker: Int?

    /// A value along the axis (a date as its seconds) and the step between
    /// values it was found with (a date's default label names an hour or a day by it).
    public struct LabelKey: Sendable, Hashable {
        public var value: Double
        public var step: Double
        public init(value: Double, step: Double) { self.value = value; self.step = step }
    }

    public init(position: Position = .automatic, values: Values = .automatic(desiredCount: nil),
                grid: Bool = true, tick: Bool = true, label: Bool = true) {
        self.position = position; self.values = values; self.grid = grid; self.tick = tick; self.label = label
    }
}

/// A `StrokeStyle`'s width and dash pattern (lengths on, off, ... in points).
public struct ChartStroke: Sendable, Equatable {
    public var width: Double?
    public var dash: [Double]
    /// `lineCap: .round`: the line's ends rounded (a progress ring's arc).
    public var roundCap: Bool
    public init(width: Double? = nil, dash: [Double] = [], roundCap: Bool = false) {
        self.width = width; self.dash = dash; self.roundCap = roundCap
    }
}
