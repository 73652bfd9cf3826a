import LasimRender
@testable import LasimSwiftUI
import Testing

/// Swift and SwiftUI as the corpus's newer apps write them: an overload
/// picked by its arguments' types, a formatter in a text's interpolation,
/// the watch's family declared through the app's own configuration helper.
@Suite struct CorpusIdiomTests {
    static let types = "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }"

    @Test("of two initializers with one label, the one whose parameter type takes the argument runs")
    func overloadByType() throws {
        let types = Self.types + """

            struct Reading {
                let said: String
                init(_ whole: Int) { said = "whole \\(whole)" }
                init(_ fraction: Double) { said = "fraction \\(fraction)" }
            }
            """
        try Fixture.expectPrinted(types, "Reading(2.5).said", "fraction 2.5")
        try Fixture.expectPrinted(types, "Reading(context.state.n).said", "whole 1")
    }

    /// SleepTrain's helpers set `formatter.calendar?.locale` before formatting: the
    /// whole function was a placeholder, its countdown missing from the island.
    @Test("a?.b = v assigns through the optional when it holds a value and does nothing when it is nil")
    func optionalChainedAssignment() throws {
        let types = Self.types + """

            struct Inner { var n = 0 }
            struct Box { var inner: Inner? }
            func filled() -> String {
                var full = Box(inner: Inner())
                full.inner?.n = 5
                var empty = Box(inner: nil)
                empty.inner?.n = 7
                let f = DateComponentsFormatter()
                f.allowedUnits = [.hour, .minute]
                f.unitsStyle = .abbreviated
                f.calendar?.locale = Locale(identifier: "en_US")
                return "\\(full.inner?.n ?? -1) \\(empty.inner?.n ?? -1) \\(f.string(from: 5400) ?? "")"
            }
            """
        try Fixture.expectPrinted(types, "filled()", "5 -1 1h 30m")
    }

    /// ios-metronome's `Container<Label: View>` takes `init(@ViewBuilder label:)`
    /// and calls `label()`: a content of two views, or a `let` and a view,
    /// drew nothing (the closure ran as a plain one, and returned nothing).
    @Test("a closure given to the app's @ViewBuilder parameter or @ViewBuilder property is run as a builder")
    func appViewBuilders() throws {
        let types = Self.types + """

            struct Card<Content: View>: View {
                let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View { VStack { content } }
            }
            struct Row<Content: View>: View {
                @ViewBuilder var content: () -> Content
                var body: some View { HStack { content() } }
            }
            func framed<C: View>(@ViewBuilder _ c: () -> C) -> some View { VStack { c() }.padding(2) }
            """
        let out = try EvaluatorTests.lock(types, """
            VStack {
                Card { Text("c1"); Text("c2") }
                Row { Text("r1"); Text("r2") }
                framed { let f = "f\\(context.state.n)"; Text(f) }
            }
            """, state: #"{"n": 1}"#)
        for text in ["c1", "c2", "r1 r2", "f1"] { #expect(out.contains(text), "\(text) in \(out)") }
        #expect(!out.contains("problem"), "\(out)")
    }

    /// ios-metronome reads `@Dependency(\.appRouterEncoder) private var url`
    /// (swift-dependencies) for its links: `self.url(for:)` was taken for a
    /// modifier of the view itself, which drew the view again until
    /// "recursion too deep", and a view without an explicit init asked for `url`.
    @Test("a library's property wrapper is no memberwise argument; reading it says so; a link's label draws whatever its URL")
    func libraryPropertyWrapper() throws {
        let types = Self.types + """

            struct Pause: View {
                let n: Int
                @Dependency(\\.router) private var url
                var body: some View {
                    VStack {
                        Link(destination: self.url(for: .stop)) { Text("pause \\(n)") }
                        Text("\\(url)")
                    }
                }
            }
            """
        let out = try EvaluatorTests.lock(types, "Pause(n: context.state.n)", state: #"{"n": 1}"#)
        #expect(out.contains("pause 1"), "\(out)")
        #expect(out.contains(#"@Dependency(\.router) not drawn (a library's property wrapper: its value is made on the phone)"#), "\(out)")
        #expect(!out.contains("recursion too deep") && !out.contains("no argument"), "\(out)")
    }

    /// ios-metronome writes its tempo `bpm.formatted(.emoji)` with its own
    /// `EmojiFormatStyle` (a static in `extension FormatStyle where Self == ...`):
    /// lasim printed "120" for the keycaps "1️⃣2️⃣0️⃣".
    @Test("the app's own FormatStyle formats: a value of its type, or a static it declares on FormatStyle")
    func appFormatStyle() throws {
        let types = Self.types + """

            extension FormatStyle where Self == Keycaps<Int> { static var keycaps: Self { Keycaps() } }
            struct Keycaps<Value: BinaryInteger>: FormatStyle {
                func format(_ value: Value) -> String { value.formatted().compactMap(\\.wholeNumberValue).compactMap(Self.cap).joined() }
                static func cap(for digit: Int) -> String? { digit < 3 ? ["0️⃣", "1️⃣", "2️⃣"][digit] : nil }
            }
            struct Miles: FormatStyle { func format(_ value: Double) -> String { "\\(Int(value)) mi" } }
            """
        try Fixture.expectPrinted(types, "(120).formatted(.keycaps)", "1️⃣2️⃣0️⃣")
        try Fixture.expectPrinted(types, "12.0.formatted(Miles())", "12 mi")
        let out = try EvaluatorTests.lock(types, "Text(4.0, format: Miles())", state: #"{"n": 1}"#)
        #expect(out.contains("4 mi"), "\(out)")
    }

    /// Navigator's quit button, `Button { SessionIntentManager().quitSession() }
    /// label: { Image(systemName: "power") }`: the action ran as the button's
    /// content, drawing a fifth "[CLLocationManager…]" beside its four buttons.
    @Test("Button { action } label: { ... } draws its label; the action is what a tap runs, never drawn")
    func buttonActionBesideLabel() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            HStack {
                Button { SessionManager.shared.quit() } label: { Image(systemName: "power") }
                Button(action: { SessionManager.shared.quit() }) { Text("stop") }
                Text("n \\(context.state.n)")
            }
            """, state: #"{"n": 1}"#)
        #expect(out.contains("⏻") && out.contains("stop") && out.contains("n 1"), "\(out)")
        #expect(!out.contains("SessionManager"), "\(out)")
    }

    @Test("SF Symbols pin and pin.fill are drawn as a pin")
    func pinSymbol() throws {
        let out = try EvaluatorTests.lock(Self.types, #"HStack { Image(systemName: "pin"); Image(systemName: "pin.fill") }"#, state: #"{"n": 1}"#)
        #expect(out.contains("📌 📌") && !out.contains("problem"), "\(out)")
    }

    @Test("of two methods or functions with one label, the one whose parameter type takes the argument runs")
    func functionOverloadByType() throws {
        let types = Self.types + """

            enum Show {
                static func value(_ n: Int) -> String { "whole \\(n)" }
                static func value(_ d: Double) -> String { "fraction \\(d)" }
            }
            func said(_ n: Int) -> String { "count \\(n)" }
            func said(_ s: String) -> String { "word \\(s)" }
            """
        try Fixture.expectPrinted(types, "Show.value(2.5)", "fraction 2.5")
        try Fixture.expectPrinted(types, "Show.value(context.state.n)", "whole 1")
        try Fixture.expectPrinted(types, #"said("hi")"#, "word hi")
        try Fixture.expectPrinted(types, "said(context.state.n)", "count 1")
    }

    /// mobileraker's `colorWithRGBA(_: Int)` calls `colorWithRGBA(UInt32(rgba))`:
    /// both take a number, so the values alone chose the Int one again, until
    /// "recursion too deep". Swift picks the overload the conversion names.
    @Test("an argument written as UInt32(x) calls the UInt32 overload, not the Int one that wrote it")
    func overloadByConversion() throws {
        let types = Self.types + """

            func shade(_ n: Int) -> String { shade(UInt32(n)) }
            func shade(_ n: UInt32) -> String { "packed \\(n >> 8)" }
            func size(_ n: Int) -> String { "whole" }
            func size(_ n: Double) -> String { "fraction \\(n)" }
            """
        try Fixture.expectPrinted(types, "shade(0x1234)", "packed 18")
        try Fixture.expectPrinted(types, "size(Double(context.state.n))", "fraction 1.0")
        try Fixture.expectPrinted(types, "size(context.state.n)", "whole")
    }

    /// capacitor-live-activities draws its card with `parseView(from:
    /// LayoutData, with:)` beside `parseView(from: String, with:)`, called
    /// with the JSON string: the first overload took the string as a
    /// `LayoutData` and stopped at "String.toLayout is not known".
    @Test("a string is not taken by an overload whose parameter is the app's own type")
    func overloadByAppType() throws {
        let types = Self.types + """

            struct Layout { let kind: String }
            enum Parse {
                static func view(from layout: Layout, depth: Int) -> String { "layout \\(layout.kind)" }
                static func view(from json: String, depth: Int) -> String { "json \\(json.count)" }
            }
            """
        try Fixture.expectPrinted(types, #"Parse.view(from: "{}", depth: 1)"#, "json 2")
        try Fixture.expectPrinted(types, #"Parse.view(from: Layout(kind: "row"), depth: 1)"#, "layout row")
    }

    @Test("an extension's init(red: Int, ...) that calls self.init with fractions calls SwiftUI's Color, not itself")
    func colourInitByType() throws {
        let source = PointSVGTests.widget(lock: """
                    Color(red: 255, green: 0, blue: 0).frame(width: 40, height: 10)
            """) + """

            extension Color {
                init(red: Int, green: Int, blue: Int) {
                    self.init(red: CGFloat(red) / 255.0, green: CGFloat(green) / 255.0, blue: CGFloat(blue) / 255.0)
                }
            }
            """
        let svg = try PointSVGTests.svg(source, .lock)
        #expect(svg.contains(##"width="40" height="10" fill="#ff0000""##), "\(svg)")
    }

    @Test("a method of an extension of TimeInterval or CGFloat is a Double's, as TimeInterval is Double")
    func timeIntervalExtension() throws {
        let types = Self.types + """

            extension TimeInterval { func minutesText() -> String { "\\(Int(self / 60)) min" } }
            extension CGFloat { func halved() -> CGFloat { self / 2 } }
            """
        try Fixture.expectPrinted(types, "Date(timeIntervalSince1970: 600).timeIntervalSince1970.minutesText()", "10 min")
        try Fixture.expectPrinted(types, "String(Int(CGFloat(8).halved()))", "4")
    }

    @Test("Text(\"until \\(date, formatter: f)\") prints the date as the formatter writes it")
    func formatterInterpolation() throws {
        let types = Self.types + """

            let timeFormatter: DateFormatter = {
                let f = DateFormatter()
                f.dateFormat = "HH:mm"
                return f
            }()
            """
        // 1,700,000,000 is 22:13:20 UTC.
        let card = try EvaluatorTests.lock(types, #"Text("until \(Date(timeIntervalSince1970: 1_700_000_000), formatter: timeFormatter)")"#,
                                           state: #"{"n": 1}"#)
        #expect(card.contains("until 22:13"), "\(card)")
    }

    @Test("ProgressView(timerInterval:) without a currentValueLabel shows the time left under the bar (SwiftUI's DefaultDateProgressLabel); { EmptyView() } hides it")
    func timerProgressDefaultLabel() throws {
        // The fixtures' now is 1,700,000,000: 5 minutes left of 10.
        let range = "Date(timeIntervalSince1970: 1_699_999_700)...Date(timeIntervalSince1970: 1_700_000_300)"
        let shown = try EvaluatorTests.lock(Self.types, "ProgressView(timerInterval: \(range))", state: #"{"n": 1}"#)
        #expect(shown.contains("5:00") && shown.contains("━"), "\(shown)")
        let labelled = try EvaluatorTests.lock(Self.types, #"ProgressView(timerInterval: \#(range)) { Text("Boil") }"#, state: #"{"n": 1}"#)
        #expect(labelled.contains("Boil") && labelled.contains("5:00"), "\(labelled)")
        let hidden = try EvaluatorTests.lock(Self.types, "ProgressView(timerInterval: \(range), label: { EmptyView() }, currentValueLabel: { EmptyView() })",
                                             state: #"{"n": 1}"#)
        #expect(!hidden.contains("5:00") && hidden.contains("━"), "\(hidden)")
        // The app's own style draws the bar (its makeBody is not run): SwiftUI's value appears only if it draws it.
        let types = Self.types + """

            struct Bar: ProgressViewStyle { func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).labelsHidden() } }
            """
        let styled = try EvaluatorTests.lock(types, "ProgressView(timerInterval: \(range)).progressViewStyle(Bar())", state: #"{"n": 1}"#)
        #expect(!styled.contains("5:00"), "\(styled)")
        let linear = try EvaluatorTests.lock(types, "ProgressView(timerInterval: \(range)).progressViewStyle(.linear)", state: #"{"n": 1}"#)
        #expect(linear.contains("5:00"), "\(linear)")
    }

    /// Pushwoosh's StoryReel sample keeps its previews in
    /// `static var demoStories: [(attributes: StoryReelAttributes, state: ContentState)]`,
    /// each written `(StoryReelAttributes(...), ContentState(...))`: reading
    /// `.attributes` said "Tuple.attributes is not known" and both previews were skipped.
    @Test("a static computed property typed as an array of labelled tuples gives its unlabelled tuples the labels")
    func staticComputedTupleLabels() throws {
        let types = Self.types + """

            struct Shelf {
                static var books: [(title: String, pages: Int)] { [("Dune", 412), ("Emma", 474)] }
                static var first: (title: String, pages: Int)? { books.first }
            }
            """
        try Fixture.expectPrinted(types, #"Shelf.books[1].title + " " + String(Shelf.books[0].pages)"#, "Emma 412")
        try Fixture.expectPrinted(types, #"(Shelf.first?.title ?? "none")"#, "Dune")
    }

    /// xDrip4iOS reads `@Environment(\.widgetFamily)` in its Live Activity's
    /// watch view. No source lasim has says what a widget's family holds in a
    /// Live Activity (its own is `\.activityFamily`): the read is a
    /// placeholder naming that, where "read on nil" blamed the app's code.
    @Test("@Environment(\\.widgetFamily) in a Live Activity is not guessed: the view that reads it says so")
    func widgetFamilyIsNotGuessed() throws {
        let types = Self.types + """

            struct Sized: View {
                @Environment(\\.widgetFamily) var family
                var body: some View { Text(family == .systemSmall ? "small" : "other") }
            }
            """
        let card = try EvaluatorTests.lock(types, #"VStack { Text("Glucose"); Sized() }"#, state: #"{"n": 1}"#)
        #expect(card.contains("Glucose") && card.contains("[@Environment(\\.widgetFamily)]"), "\(card)")
        #expect(!card.contains("other") && !card.contains("small"), "\(card)")
    }

    @Test("supplementalActivityFamilies called in the app's own WidgetConfiguration extension gives the watch its small view")
    func familiesThroughAHelper() throws {
        let widget = PointSVGTests.widget(lock: "Family()")
            .replacingOccurrences(of: #"minimal: { Text("c") } }"#, with: #"minimal: { Text("c") } }.supplementalActivityFamiliesIfAvailable()"#)
        let source = widget + """

            struct Family: View {
                @Environment(\\.activityFamily) var activityFamily
                var body: some View {
                    switch activityFamily {
                    case .small: Text("on the wrist")
                    default: Text("on the phone")
                    }
                }
            }
            extension WidgetConfiguration {
                func supplementalActivityFamiliesIfAvailable() -> some WidgetConfiguration {
                    if #available(iOSApplicationExtension 18.0, *) {
                        return self.supplementalActivityFamilies([ActivityFamily.small])
                    } else {
                        return self
                    }
                }
            }
            """
        let a = try #require(Fixture.activities(source: source).first)
        let out = Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [.small])
        #expect(out.contains("on the wrist"), "\(out)")
    }

    /// A trading app's widget writes `ActivityConfiguration<Position>(for:
    /// Position.self)` and computes its gain in the island's closure before
    /// `return DynamicIsland`: the configuration was not found, and its
    /// attributes were drawn as a list of fields, without a word; found, its
    /// local `var gain: (abs: Double, pct: Double) { ... }` lost its labels.
    @Test("a configuration written with its generic argument draws the app's own views")
    func genericConfiguration() throws {
        let source = """
            struct Position: ActivityAttributes {
                struct ContentState: Codable, Hashable { var price: Double }
                var symbol: String
                var bought: Double
            }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration<Position>(for: Position.self) { context in
                        Text("Holding \\(context.attributes.symbol)")
                    } dynamicIsland: { context in
                        var gain: (abs: Double, pct: Double) {
                            let abs = context.state.price - context.attributes.bought
                            return (abs, abs / context.attributes.bought * 100)
                        }
                        return DynamicIsland {
                            DynamicIslandExpandedRegion(.center) { Text("center") }
                        } compactLeading: { Text(context.attributes.symbol) } compactTrailing: {
                            Text(gain.abs >= 0 ? "up \\(Int(gain.abs)) \\(Int(gain.pct))%" : "down")
                        } minimal: { Text("m") }
                    }
                }
            }
            """
        let a = try #require(Fixture.activities(source: source).first)
        let out = Fixture.draw(a, state: Fixture.json(#"{"price": 12}"#), attributes: Fixture.json(#"{"symbol": "SOL", "bought": 10}"#),
                               presentations: [.lock, .compact])
        for text in ["Holding SOL", "SOL", "up 2 20%"] { #expect(out.contains(text), "\(text) in \(out)") }
        #expect(!out.contains("problem"), "\(out)")
    }

    @Test("a local computed variable's tuple keeps the labels its type declares")
    func localComputedTupleLabels() throws {
        let types = Self.types + """

            func split() -> String {
                var parts: (whole: Int, rest: Int) { let n = 17; return (n / 5, n % 5) }
                return "\\(parts.whole) r \\(parts.rest)"
            }
            """
        try Fixture.expectPrinted(types, "split()", "3 r 2")
    }

    /// A price formatter (a trading app's) returns early on
    /// `usd.isNaN || usd.isInfinite` and prefixes a 0 where
    /// `result.starts(with: ".")`: both were placeholders.
    @Test("Double.isInfinite and String.starts(with:) are Swift's")
    func infiniteAndStartsWith() throws {
        try Fixture.expectPrinted(Self.types, #""\(Double(context.state.n).isInfinite) \(Double.infinity.isInfinite)""#, "false true")
        try Fixture.expectPrinted(Self.types, #""\(".5".starts(with: ".")) \("0.5".starts(with: "."))""#, "true false")
    }
}
