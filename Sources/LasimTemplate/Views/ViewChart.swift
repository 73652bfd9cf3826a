import LasimModel

/// A Swift Charts `Chart` as its marks: what the app's code plotted for
/// one state, in data values. Scaling to a size is the layout's
/// (`ChartGeometry`), done once for both backends.
public struct ViewChart: Sendable, Equatable {
    public var marks: [ChartMark]
    /// `.chartXScale(domain:)` / `.chartYScale(domain:)`; nil: from the data.
    public var xDomain: ClosedRange<Double>?
    public var yDomain: ClosedRange<Double>?
    /// `.chartXAxis` / `.chartYAxis`.
    public var xAxis = ChartAxis(), yAxis = ChartAxis()
    /// Where a date axis's labels are read (the hour a tick names).
    public var zone = Zone.utc
    /// `.chartPlotStyle { $0.background(...) }`: the colour behind the plot.
    public var plotBackground: ViewColor?

    public init(marks: [ChartMark], xDomain: ClosedRange<Double>? = nil, yDomain: ClosedRange<Double>? = nil) {
        self.marks = marks; self.xDomain = xDomain; self.yDomain = yDomain
    }

    /// Whether the axis plots dates: its labels are times, not numbers.
    public var xDates: Bool { marks.contains { $0.xIsDate } }
    public var yDates: Bool { marks.contains { $0.yIsDate } }
}

/// One mark: `LineMark(x: .value("Time", t), y: .value("BG", v))` and
/// its kin. A `RuleMark` with only `y` spans the plot's width.
public struct ChartMark: Sendable, Equatable {
    public enum Kind: String, Sendable { case line, point, bar, area, rule, rectangle }
    /// A plotted value: a number (or a date, as its seconds), or a
    /// category (`.value("Day", "Mon")`) placed in a band of its own.
    public enum Value: Sendable, Equatable {
        case number(Double)
        case category(String)
    }

    public var kind: Kind
    public var x: Value?, y: Value?
    public var xStart: Value?, xEnd: Value?, yStart: Value?, yEnd: Value?
    /// `.foregroundStyle(by: .value("Series", name))`: marks of one series
    /// join in one line and share a colour.
    public var series: String?
    public var colour: ViewColor?
    /// `.symbolSize(n)`: a point's area in square points.
    public var symbolSize: Double?
    /// `.lineStyle(StrokeStyle(lineWidth:))`.
    public var lineWidth: Double?
    /// `.lineStyle(StrokeStyle(dash: [4, 2]))`: on, off, ... in points.
    public var dash: [Double] = []
    /// A value plotted on the axis was a `Date`.
    public var xIsDate = false, yIsDate = false
    /// `.annotation(position: .top) { Text("42") }`: its text, beside the mark.
    public var annotation: Annotation?

    public struct Annotation: Sendable, Equatable {
        public enum Position: String, Sendable { case top, bottom, leading, trailing, overlay }
        public var text: String
        public var position: Position
        public var colour: ViewColor?
        public init(text: String, position: Position, colour: ViewColor? = nil) { self.text = text; self.position = position; self.colour = colour }
    }

    public init(_ kind: Kind, x: Value? = nil, y: Value? = nil, xStart: Value? = nil, xEnd: Value? = nil,
                yStart: Value? = nil, yEnd: Value? = nil) {
        self.kind = kind; self.x = x; self.y = y
        self.xStart = xStart; self.xEnd = xEnd; self.yStart = yStart; self.yEnd = yEnd
    }
}
