import LasimModel
import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// Swift, Foundation and SwiftUI as widget code writes them: an enum state
/// decoded by its own initializer, the app's environment keys, a nested type
/// named like a framework one, string indices, mutating calls, Markdown in
/// a literal, durations.
@Suite struct WidgetIdiomTests {
    static let plain = """
        struct A: ActivityAttributes {
            struct ContentState: Codable, Hashable { var word: String; var count: Int; var stamp: Double }
        }
        """
    /// 1,700,000,000 (the fixtures' now) is 2023-11-14 22:13:20 UTC.
    static let state = ##"{"word": "#AB12cd", "count": 3, "stamp": 1700003600}"##

    @Test("an enum state's own init(from:) assigns self = .case(...) from the key it finds")
    func enumStateDecodedByItsInitializer() throws {
        let types = """
            struct A: ActivityAttributes {
                typealias ContentState = Phase
            }
            extension A {
                enum Phase: Codable, Hashable {
                    case booked(from: Date)
                    case running(from: Date, until: Date? = nil)
                }
            }
            extension A.Phase {
                private enum CodingKeys: String, CodingKey { case booked, running }
                private struct Window: Codable, Hashable { let from: TimeInterval; let until: TimeInterval? }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    if let w = try c.decodeIfPresent(Window.self, forKey: .running) {
                        self = .running(from: Date(timeIntervalSince1970: w.from), until: w.until.map { Date(timeIntervalSince1970: $0) })
                    } else if let w = try c.decodeIfPresent(Window.self, forKey: .booked) {
                        self = .booked(from: Date(timeIntervalSince1970: w.from))
                    } else {
                        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "none"))
                    }
                }
                var isRunning: Bool {
                    switch self {
                    case .running: true
                    case .booked: false
                    }
                }
            }
            """
        let a = try #require(Fixture.activities(source: types + """
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
                        Text(context.state.isRunning ? "running" : "booked")
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
            }
            """).first)
        let running = Fixture.draw(a, state: Fixture.json(#"{"running": {"from": 1699999000, "until": 1700003000}}"#), presentations: [.lock])
        #expect(running.contains("running") && !running.contains("["), "\(running)")
        let booked = Fixture.draw(a, state: Fixture.json(#"{"booked": {"from": 1700009000}}"#), presentations: [.lock])
        #expect(booked.contains("booked") && !booked.contains("["), "\(booked)")
        // A key the initializer does not know: it throws, and the phone drops the update.
        let unknown = Fixture.draw(a, state: Fixture.json(#"{"paused": {"from": 1}}"#), presentations: [.lock])
        #expect(unknown.contains("the app's init(from:) throws DecodingError.dataCorrupted: the phone drops this update"), "\(unknown)")
    }

    @Test("a type's own init(from:) reads an unkeyed container: count, isAtEnd and decode in order; a wrong element throws")
    func unkeyedContainerReadAsWritten() throws {
        let a = try Fixture.activity(types: """
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable { let track: Track }
            }
            struct Track: Codable, Hashable {
                var points: [Int] = []
                var label = ""
                init(from decoder: Decoder) throws {
                    var c = try decoder.unkeyedContainer()
                    label = "\\(c.count ?? 0) points"
                    while !c.isAtEnd {
                        if try c.decodeNil() { continue }
                        points.append(try c.decode(Int.self))
                    }
                }
            }
            """, lock: #"Text("\(context.state.track.label), last \(context.state.track.points.last ?? 0)")"#)
        let read = Fixture.draw(a, state: Fixture.json(#"{"track": [1, 5, null, 9]}"#), presentations: [.lock])
        #expect(read.contains("4 points, last 9") && !read.contains("["), "\(read)")
        // A string where it decodes an Int: Swift's typeMismatch, and the phone drops the update.
        let wrong = Fixture.draw(a, state: Fixture.json(#"{"track": [1, "x"]}"#), presentations: [.lock])
        #expect(wrong.contains("the app's init(from:) throws typeMismatch: the phone drops this update"), "\(wrong)")
        // An object where it asks for an array: typeMismatch too.
        let object = Fixture.draw(a, state: Fixture.json(#"{"track": {"a": 1}}"#), presentations: [.lock])
        #expect(object.contains("the app's init(from:) throws typeMismatch"), "\(object)")
    }

    @Test("@Environment(\\.key) of the app's own EnvironmentKey reads the key's defaultValue")
    func customEnvironmentKeyDefault() throws {
        let out = try EvaluatorTests.lock(Self.plain + """

            private struct CompactKey: EnvironmentKey { static let defaultValue = false }
            extension EnvironmentValues {
                var isCompact: Bool {
                    get { self[CompactKey.self] }
                    set { self[CompactKey.self] = newValue }
                }
            }
            struct Row: View {
                @Environment(\\.isCompact) var isCompact
                var body: some View {
                    if isCompact { Text("small row") } else { Text("full row") }
                }
            }
            """, "Row()", state: Self.state)
        #expect(out.contains("full row") && !out.contains("["), "\(out)")
    }

    @Test("in the app's extension of String or Double, a bare count, isEmpty or first is the library's member of self")
    func libraryMembersOfSelfInAnExtension() throws {
        let out = try EvaluatorTests.lock(Self.plain + """

            let count = 99
            private extension String {
                func clipped(_ n: Int = 2) -> String {
                    guard count > n * 2 + 1 else { return self }
                    return "\\(prefix(n))~\\(suffix(n))"
                }
                var sizeTag: String { isEmpty ? "empty" : "len \\(count) from \\(first.map(String.init) ?? "")" }
            }
            private extension Double {
                var hoursTag: String { "\\(Int(rounded()) / 3600)h \\(isZero ? "zero" : "set")" }
            }
            struct Row: View {
                let word: String
                let stamp: Double
                var body: some View {
                    VStack {
                        Text(word.clipped())
                        Text(word.sizeTag)
                        Text(stamp.hoursTag)
                    }
                }
            }
            """, "Row(word: context.state.word, stamp: context.state.stamp)", state: Self.state)
        #expect(out.contains("#A~cd") && out.contains("len 7 from #") && out.contains("472223h set") && !out.contains("["), "\(out)")
    }

    /// A payment widget's `extension UIImage` (corpus29a's zeropay) and
    /// geometry helpers read the platform value's properties bare, as Swift
    /// lets them: `size.width` for `self.size.width`, `midX` for `self.midX`.
    /// lasim read a bare `size` as a function ("(Function)").
    @Test("in the app's extension of CGRect or CGSize, a bare midX, width or height is the platform value's property of self")
    func platformMembersOfSelfInAnExtension() throws {
        let out = try EvaluatorTests.lock(Self.plain + """

            let width = 1.0
            extension CGRect {
                var centreTag: String { "centre \\(Int(midX)),\\(Int(midY)) of \\(Int(size.width))" }
            }
            extension CGSize {
                var area: CGFloat { width * height }
            }
            struct Row: View {
                var body: some View {
                    VStack {
                        Text(CGRect(x: 10, y: 20, width: 40, height: 60).centreTag)
                        Text("area \\(Int(CGSize(width: 3, height: 5).area))")
                    }
                }
            }
            """, "Row()", state: Self.state)
        #expect(out.contains("centre 30,50 of 40") && out.contains("area 15") && !out.contains("["), "\(out)")
    }

    @Test("a nested Constants.DynamicIsland is not WidgetKit's DynamicIsland outside Constants")
    func nestedTypeDoesNotShadowTheFramework() throws {
        let a = try #require(Fixture.activities(source: Self.plain + """

            enum Constants {
                enum DynamicIsland { static let start = "Start" }
            }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
                        Text(Constants.DynamicIsland.start)
                    } dynamicIsland: { context in
                        DynamicIsland() {
                            DynamicIslandExpandedRegion(.bottom) { Text(Constants.DynamicIsland.start + " now") }
                        } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
                    }
                }
            }
            """).first)
        let out = Fixture.draw(a, state: Fixture.json(Self.state), presentations: [.lock, .expanded])
        #expect(out.contains("Start now") && !out.contains("["), "\(out)")
    }

    @Test("an app model named like a SwiftUI view (a tournament's Group) leaves SwiftUI's Group { } where its init does not fit")
    func modelNamedLikeAViewLeavesTheView() throws {
        let a = try #require(Fixture.activities(source: Self.plain + """

            public struct Group {
                public let name: String
                public let teams: [String]
            }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
                        VStack {
                            Group {
                                Text("in a group")
                            }
                            Text(Group(name: "B", teams: ["x", "y"]).name + " has \\(Group(name: "B", teams: ["x", "y"]).teams.count)")
                        }
                    } dynamicIsland: { context in
                        DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("e") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
                    }
                }
            }
            """).first)
        let out = Fixture.draw(a, state: Fixture.json(Self.state), presentations: [.lock])
        #expect(out.contains("in a group") && out.contains("B has 2") && !out.contains("["), "\(out)")
    }

    @Test("a backticked View.`if` with an @autoclosure condition; a tuple returned into a labelled return type")
    func backtickedIfAutoclosureLabelledTuple() throws {
        let a = try #require(Fixture.activities(source: Self.plain + """

            extension View {
                @ViewBuilder func `if`<Content: View>(_ condition: @autoclosure () -> Bool, transform: (Self) -> Content) -> some View {
                    if condition() { transform(self) } else { self }
                }
            }
            enum Style {
                case wide
                func framing() -> (enable: Bool, width: Double) { return (true, 120) }
            }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
                        Text("framed")
                            .if(Style.wide.framing().enable) { view in view.frame(width: Style.wide.framing().width) }
                    } dynamicIsland: { context in
                        DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("e") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
                    }
                }
            }
            """).first)
        let out = Fixture.draw(a, state: Fixture.json(Self.state), presentations: [.lock])
        #expect(out.contains("framed") && !out.contains("[") && !out.contains("problem"), "\(out)")
    }

    @Test("[UInt16] in a state decodes as numbers though the app extends UInt16; Float16 imports as a number")
    func extendedUInt16AndFloat16Decode() throws {
        let a = try #require(Fixture.activities(source: """
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable { var offsets: [UInt16]; var level: Float16 }
            }
            extension UInt16 {
                init(_ high: UInt8, _ low: UInt8) { self = UInt16(high) * 256 + UInt16(low) }
            }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
                        Text("sum \\(context.state.offsets.reduce(0, +)) at \\(Double(context.state.level))")
                    } dynamicIsland: { context in
                        DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("e") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
                    }
                }
            }
            """).first)
        let out = Fixture.draw(a, state: Fixture.json(#"{"offsets": [300, 600], "level": 120.1}"#), presentations: [.lock])
        // Float16 keeps 120.125 of 120.1.
        #expect(out.contains("sum 900 at 120.125"), "\(out)")
    }

    @Test("the app's Date.formatted(as:) leaves Foundation's formatted(date:time:) in place; Calendar.isDate(_:inSameDayAs:)")
    func appOverloadAndSameDay() throws {
        let out = try EvaluatorTests.lock(Self.plain + """

            extension Date {
                enum Shape { case dots }
                func formatted(as shape: Shape) -> String { "dots" }
            }
            """, """
            VStack {
                Text(Date(timeIntervalSince1970: context.state.stamp).formatted(date: .omitted, time: .shortened))
                Text(Date(timeIntervalSince1970: context.state.stamp).formatted(as: .dots))
                Text(Calendar.current.isDate(Date(), inSameDayAs: Date(timeIntervalSince1970: context.state.stamp)) ? "same day" : "another day")
                Text(Calendar.current.isDateInTomorrow(Date(timeIntervalSince1970: context.state.stamp)) ? "tomorrow" : "not tomorrow")
            }
            """, state: Self.state)
        for text in ["11:13\u{202f}PM", "dots", "same day", "not tomorrow"] { #expect(out.contains(text), "\(text) in \(out)") }
    }

    @Test("string indices, subscripts and mutating calls on a variable")
    func stringIndicesAndMutation() throws {
        let out = try EvaluatorTests.lock(Self.plain + """

            func cleaned(_ s: String) -> String {
                var c = s.uppercased()
                if c.hasPrefix("#") { c.remove(at: c.startIndex) }
                c.append("!")
                return c
            }
            func firstLetter(_ s: String) -> String { String(s[s.startIndex...s.startIndex]) }
            func tags(_ n: Int) -> String {
                var items: [String] = ["a"]
                items.append("b")
                items.append(contentsOf: ["c", "d"])
                items.insert("z", at: 0)
                let gone = items.remove(at: 1)
                items.removeAll(where: { $0 == "c" })
                return items.joined(separator: ",") + " -" + gone + " " + String(n)
            }
            """, """
            VStack {
                Text(cleaned(context.state.word))
                Text(firstLetter(context.state.word) + String(context.state.word[context.state.word.index(context.state.word.startIndex, offsetBy: 3)]))
                Text(String(context.state.word[..<context.state.word.index(after: context.state.word.startIndex)]) + "|")
                Text(tags(context.state.count))
            }
            """, state: Self.state)
        for text in ["AB12CD!", "#1", "#|", "z,b,d -a 3"] { #expect(out.contains(text), "\(text) in \(out)") }
    }

    @Test("an out-of-range string index traps as Swift does")
    func stringIndexOutOfRange() throws {
        let out = try EvaluatorTests.lock(Self.plain, """
            Text(String(context.state.word[context.state.word.index(context.state.word.startIndex, offsetBy: 40)]))
            """, state: Self.state)
        #expect(out.contains("String index is out of bounds"), "\(out)")
    }

    @Test("bit shifts inside Double(...) stay integer arithmetic (a hex colour)")
    func shiftsInsideDouble() throws {
        let out = try EvaluatorTests.lock(Self.plain + """

            func channel(hex: UInt, shift: UInt) -> Double { Double((hex >> shift) & 0xff) / 255 }
            """, """
            Text("\\(Int(channel(hex: 0x3366ff, shift: 08) * 255)) \\(Int(Double(0x3366ff >> 16)))")
            """, state: Self.state)
        #expect(out.contains("102 51") && !out.contains("[>>]"), "\(out)")
    }

    @Test("a literal Text reads its Markdown: emphasis marks go, a link keeps its words, ^[n noun](inflect: true) agrees")
    func markdownInLiteralText() throws {
        let out = try EvaluatorTests.lock(Self.plain, """
            VStack {
                Text("^[\\(context.state.count) step](inflect: true) · ^[1 category](inflect: true)")
                Text("**Due** *now*, see [details](https://example.com) ~~old~~")
                Text(verbatim: "**kept**")
                Text("5 * 3 = 15")
            }
            """, state: Self.state)
        for text in ["3 steps · 1 category", "Due now, see details old", "**kept**", "5 * 3 = 15"] {
            #expect(out.contains(text), "\(text) in \(out)")
        }
    }

    @Test("Label and Button titles read Markdown as Text does: a literal's marks go, a String is shown as it is")
    func markdownInTitles() throws {
        let out = try EvaluatorTests.lock(Self.plain, """
            VStack {
                Label("**Ready** now", systemImage: "clock")
                Button("~~Skip~~ *Open*") { }
                Label(String("**raw**"), systemImage: "clock")
            }
            """, state: Self.state)
        for text in ["Ready now", "Skip Open", "**raw**"] { #expect(out.contains(text), "\(text) in \(out)") }
    }

    @Test("Duration's time patterns and units; Text(Image(systemName:)) is the symbol")
    func durationsAndInlineSymbol() throws {
        let out = try EvaluatorTests.lock(Self.plain, """
            VStack {
                Text("in \\(Duration.seconds(123).formatted(.time(pattern: .minuteSecond)))")
                Text(Duration.seconds(3723).formatted(.time(pattern: .hourMinuteSecond)) + " " + Duration.milliseconds(7_380_000).formatted(.time(pattern: .hourMinute)))
                Text(Duration.seconds(125).formatted())
                Text(Image(systemName: "clock"))
            }
            """, state: Self.state)
        // `Duration.formatted()` is the hour-minute-second pattern: Apple's
        // documentation gives "0:00:02" for two seconds.
        for text in ["in 2:03", "1:02:03 2:03", "0:02:05"] { #expect(out.contains(text), "\(text) in \(out)") }
        #expect(!out.contains("Duration") && !out.contains("View"), "\(out)")
    }

    @Test("iOS 16.1 beta's ActivityConfiguration(attributesType:) is read as for:")
    func betaAttributesTypeLabel() throws {
        let a = try #require(Fixture.activities(source: Self.plain + """

            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(attributesType: A.self) { context in Text("beta \\(context.state.word)") }
                }
            }
            """).first)
        #expect(a.template.attributesType == "A")
        let out = Fixture.draw(a, state: Fixture.json(Self.state), presentations: [.lock])
        #expect(out.contains("beta #AB12cd"), "\(out)")
    }

    @Test("modifiers that change nothing in a still frame draw the view without running their arguments or a note")
    func stillFrameModifiersNeedNoArguments() throws {
        let out = try EvaluatorTests.lock(Self.plain, """
            VStack {
                Text("pulse")
                    .animation(Animation.easeInOut(duration: 1).repeatForever(autoreverses: false), value: context.state.count)
                    .onChange(of: context.state.count) { _, new in print(new) }
                    .transition(AnyTransition.move(edge: .top).combined(with: .opacity))
                Text("tap").onTapGesture { }.accessibilityHint(Text("Opens the order"))
            }
            """, state: Self.state)
        #expect(out.contains("pulse") && out.contains("tap"), "\(out)")
        #expect(!out.contains("not applied") && !out.contains("not known"), "\(out)")
    }

    @Test("CircularProgressViewStyle() is the style .circular names")
    func progressStyleStructs() throws {
        let out = try EvaluatorTests.lock(Self.plain, """
            VStack {
                ProgressView(value: 0.5).progressViewStyle(CircularProgressViewStyle())
                ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle())
            }
            """, state: Self.state)
        #expect(!out.contains("not found in the widget's sources") && !out.contains("not applied"), "\(out)")
    }

    @Test("the usual Color(hex: String) with Scanner.scanHexInt64(&rgb), reached through an optional's map")
    func scannerHexThroughOptionalMap() throws {
        let a = try #require(Fixture.activities(source: """
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable { var title: String }
                var tint: String?
                var missing: String?
            }
            extension Color {
                init(hex: String) {
                    var c = hex.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
                    if c.hasPrefix("#") { c.remove(at: c.startIndex) }
                    var rgb: UInt64 = 0
                    Scanner(string: c).scanHexInt64(&rgb)
                    self.init(.sRGB, red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 08) & 0xFF) / 255,
                              blue: Double(rgb & 0xFF) / 255, opacity: 1)
                }
            }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
                        VStack {
                            Text(context.state.title).foregroundStyle(context.attributes.tint.map { Color(hex: $0) } ?? .primary)
                            Text(context.attributes.missing.map { "has " + $0 } ?? "none")
                        }
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
            }
            """).first)
        let out = Fixture.draw(a, state: Fixture.json(#"{"title": "Tinted"}"#), attributes: Fixture.json(##"{"tint": "#3366FF"}"##),
                               presentations: [.lock])
        #expect(out.contains("Tinted") && out.contains("none") && !out.contains("not applied"), "\(out)")
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let sample = Sample(name: "t", attributes: Fixture.json(##"{"tint": "#3366FF"}"##), contentState: Fixture.json(#"{"title": "Tinted"}"#),
                            now: 1_700_000_000, state: .active)
        let lock = try #require(Renderer(catalog: catalog).pointLayout(.lock, Snapshot(sample: sample, template: a.template), now: 1_700_000_000))
        let svg = PointSVG.svg([lock])
        #expect(svg.contains("#3366ff"), "\(svg)")
    }

    /// A `String?` that the value alone does not show as optional: `.map` is
    /// the optional's (its closure gets the whole string), not the string's
    /// over its characters.
    @Test("an optional's map where the expression makes it optional: a?.b, (x as? String), URL(string:), path(forResource:)")
    func optionalMapByExpression() throws {
        let out = try EvaluatorTests.lock("""
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var name: String?; var link: String } }
            """, """
            VStack {
                Text(context.state.name?.uppercased().map { "Hi " + $0 } ?? "nobody")
                Text((context.state.link as Any as? String).map { "link " + $0 } ?? "no link")
                Text(URL(string: context.state.link).map { _ in "a url" } ?? "no url")
                Text(Bundle.main.path(forResource: "nothing", ofType: "json").map { "found " + $0 } ?? "no file")
            }
            """, state: ##"{"name": "ada", "link": "https://example.com"}"##)
        for text in ["Hi ADA", "link https://example.com", "a url", "no file"] { #expect(out.contains(text), "\(text) in \(out)") }
    }

    @Test("a range of dates: overlaps, contains and clamped(to:) by its bounds, as a dose's or a trip's window is checked")
    func dateRangeBounds() throws {
        let out = try EvaluatorTests.lock("""
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var start: Date; var end: Date } }
            """, """
            VStack {
                let window = context.state.start...context.state.end
                let later = context.state.end.addingTimeInterval(60)...context.state.end.addingTimeInterval(120)
                let inside = context.state.start.addingTimeInterval(30)..<context.state.end
                Text(window.overlaps(later) ? "later overlaps" : "later apart")
                Text(window.overlaps(context.state.start...context.state.start) ? "start overlaps" : "start apart")
                Text(inside.contains(context.state.start) ? "start inside" : "start outside")
                Text(window.contains(context.state.end) ? "end inside" : "end outside")
                Text(window.clamped(to: inside.lowerBound...context.state.end).lowerBound == inside.lowerBound ? "clamped" : "not clamped")
                Text((1..<4).overlaps(4..<6) ? "ints overlap" : "ints apart")
            }
            """, state: ##"{"start": 721692800, "end": 721693400}"##)
        for text in ["later apart", "start overlaps", "start outside", "end inside", "clamped", "ints apart"] {
            #expect(out.contains(text), "\(text) in \(out)")
        }
        #expect(!out.contains("not known"), "\(out)")
    }

    @Test("Calendar.date(byAdding: .month/.year), date(from: components) and date(bySettingHour:minute:second:of:)")
    func calendarDates() throws {
        // 2023-01-31 12:34:56 UTC; the fixture draws in UTC.
        let out = try EvaluatorTests.lock("""
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var at: Date } }
            """, """
            VStack {
                let c = Calendar.current.dateComponents([.year, .month, .day, .hour], from: context.state.at)
                Text(Calendar.current.date(byAdding: .month, value: 1, to: context.state.at)!.timeIntervalSince1970 == 1677587696 ? "feb 28" : "wrong month")
                Text(Calendar.current.date(byAdding: .year, value: 1, to: context.state.at)!.timeIntervalSince1970 == 1706704496 ? "next year" : "wrong year")
                Text(Calendar.current.date(from: c)!.timeIntervalSince1970 == 1675166400 ? "the hour" : "wrong hour")
                Text(Calendar.current.date(bySettingHour: 9, minute: 30, second: 0, of: context.state.at)!.timeIntervalSince1970 == 1675157400 ? "half nine" : "wrong time")
            }
            """, state: ##"{"at": 696861296}"##)
        for text in ["feb 28", "next year", "the hour", "half nine"] { #expect(out.contains(text), "\(text) in \(out)") }
    }

    @Test("CharacterSet: trimmingCharacters(in: CharacterSet(charactersIn:)), .alphanumerics.inverted, components(separatedBy:)")
    func characterSets() throws {
        let out = try EvaluatorTests.lock("""
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var hex: String; var words: String } }
            extension Color {
                init(hex: String) {
                    var value: UInt64 = 0
                    Scanner(string: hex.trimmingCharacters(in: CharacterSet(charactersIn: "#"))).scanHexInt64(&value)
                    self.init(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
                }
            }
            """, """
            VStack {
                Text("[" + context.state.hex.trimmingCharacters(in: CharacterSet(charactersIn: "#")) + "]").foregroundColor(Color(hex: context.state.hex))
                Text("<" + context.state.words.trimmingCharacters(in: CharacterSet.alphanumerics.inverted) + ">")
                Text(context.state.words.components(separatedBy: .whitespaces).filter { !$0.isEmpty }.joined(separator: "+"))
                Text("{" + context.state.words.trimmingCharacters(in: .whitespaces) + "}")
            }
            """, state: ##"{"hex": "#E4181C", "words": "  ¡hola mundo!  "}"##)
        for text in ["[E4181C]", "<hola mundo>", "¡hola+mundo!", "{¡hola mundo!}"] { #expect(out.contains(text), "\(text) in \(out)") }
        #expect(!out.contains("CharacterSet") && !out.contains("not applied"), "\(out)")
    }

    @Test("the app's language is --locale's: Bundle.main.preferredLocalizations, Locale.preferredLanguages")
    func preferredLanguages() throws {
        let a = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
            func tr(_ uk: String, _ en: String) -> String {
                let preferred = Bundle.main.preferredLocalizations.first ?? "uk"
                return preferred.hasPrefix("en") ? en : uk
            }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
                        VStack { Text(tr("Поїзд рушив", "Train started")); Text(Locale.preferredLanguages.first ?? "none") }
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
            }
            """)]), locale: "de_DE").first)
        let out = Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        #expect(out.contains("Поїзд рушив") && out.contains("de-DE"), "\(out)")
        let english = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
                        Text(Bundle.main.preferredLocalizations.first == "en" ? "Train started" : "other")
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
            }
            """)])).first)
        #expect(Fixture.draw(english, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock]).contains("Train started"))
    }

    @Test("an island modifier whose argument lasim cannot make is dropped with a note; the regions still draw")
    func islandModifierArgumentFailsAlone() throws {
        let a = try #require(Fixture.activities(source: Self.plain + """

            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
                        Text(context.state.word)
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.center) { Text("center \\(context.state.count)") }
                        } compactLeading: { Text("lead") } compactTrailing: { Text("trail") } minimal: { Text("m") }
                        .widgetURL(RouteBuilder(step: context.state.count).url)
                        .keylineTint(.red)
                    }
                }
            }
            """).first)
        let out = Fixture.draw(a, state: Fixture.json(Self.state), presentations: [.compact, .expanded])
        #expect(out.contains("center 3") && out.contains("lead") && out.contains("trail"), "\(out)")
        #expect(out.contains(".widgetURL not applied: RouteBuilder"), "\(out)")
    }

    @Test("the phone's accessibility settings read as off: @Environment(\\.accessibilityReduceMotion)")
    func accessibilityEnvironmentDefaults() throws {
        let out = try EvaluatorTests.lock(Self.plain + """

            struct Card: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @Environment(\\.dynamicTypeSize) private var typeSize
                var body: some View {
                    Text(reduceMotion ? "still" : "moving").animation(reduceMotion ? nil : .default, value: 1)
                    Text(typeSize == .large ? "large type" : "other type")
                }
            }
            """, "Card()", state: Self.state)
        #expect(out.contains("moving") && out.contains("large type") && !out.contains("not a Bool"), "\(out)")
    }

    @Test("TimelineView's closure gets its context: timeline.date is the render's instant")
    func timelineViewContext() throws {
        let out = try EvaluatorTests.lock(Self.plain, """
            TimelineView(.periodic(from: Date(), by: 1)) { timeline in
                let left = Int(Date(timeIntervalSince1970: context.state.stamp).timeIntervalSince(timeline.date))
                if left > 0 { Text("rest \\(left / 60) min") } else { Text("go") }
            }
            """, state: Self.state)
        #expect(out.contains("rest 60 min") && !out.contains("["), "\(out)")
    }

    @Test("Bundle.main.infoDictionary holds none of the app's keys; UIImage(named:) is an asset or nil, from a file nil")
    func bundleAndUIImage() throws {
        let out = try EvaluatorTests.lock(Self.plain + """

            private let scheme: String? = {
                guard let types = Bundle.main.infoDictionary?["CFBundleURLTypes"] as? [[String: Any]],
                      let first = types.first?["CFBundleURLSchemes"] as? [String] else { return nil }
                return first.first
            }()
            """, """
            VStack {
                Text(scheme ?? "no scheme")
                Text(UIImage(named: "missing") == nil ? "no asset" : "asset")
                Text(UIImage(contentsOfFile: "/tmp/x.png") == nil ? "no file" : "file")
            }
            """, state: Self.state)
        for text in ["no scheme", "no asset", "no file"] { #expect(out.contains(text), "\(text) in \(out)") }
        #expect(!out.contains("["), "\(out)")
    }

    @Test("UIScreen.main.bounds is the drawn iPhone's screen: 393 x 852 pt, or the --device's",
          arguments: [(Device.pro, "393 x 852"), (.pro402, "402 x 874"), (.proMax440, "440 x 956"), (.se, "375 x 667")])
    func screenBounds(device: Device, expected: String) throws {
        let out = try EvaluatorTests.lock(Self.plain, """
            Text("\\(Int(UIScreen.main.bounds.width)) x \\(Int(UIScreen.main.bounds.size.height))")
                .frame(maxWidth: UIScreen.main.bounds.width * 0.9)
            """, state: Self.state, device: device)
        #expect(out.contains(expected) && !out.contains("not applied"), "\(out)")
    }

    @Test("Button(intent:) and Toggle(intent:) draw their label when the intent is not in the sources given")
    func buttonIntentFromTheAppTarget() throws {
        let out = try EvaluatorTests.lock(Self.plain, """
            HStack {
                Button(intent: NextItemIntent()) { Text("Next") }
                Button("Skip", intent: SkipIntent(id: context.state.word))
                Toggle(isOn: true, intent: PauseIntent()) { Text("Paused") }
            }
            """, state: Self.state)
        for text in ["Next", "Skip", "Paused"] { #expect(out.contains(text), "\(text) in \(out)") }
        #expect(!out.contains("Intent") && !out.contains("not drawn"), "\(out)")
    }

    @Test("UUID() in an Identifiable model is an identity, not a failure; UUID(uuidString:) reads the string")
    func uuidIdentities() throws {
        let out = try EvaluatorTests.lock(Self.plain + """

            struct Stage: Identifiable {
                let id = UUID()
                let emoji: String
                static let all: [Stage] = [.init(emoji: "🍽"), .init(emoji: "🔋")]
            }
            """, """
            VStack {
                Text(Stage.all[1].emoji)
                Text(Stage.all[0].id == Stage.all[1].id ? "same" : "distinct")
                Text(UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")?.uuidString ?? "nil")
                Text(UUID(uuidString: "not-a-uuid") == nil ? "rejected" : "accepted")
            }
            """, state: Self.state)
        for text in ["🔋", "distinct", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "rejected"] { #expect(out.contains(text), "\(text) in \(out)") }
        #expect(!out.contains("UUID()"), "\(out)")
    }

    @Test("a GeometryReader's size is the room its parent offers: a bar in .frame(height: 24) fills 24 pt, not the card")
    func geometryReaderReadsItsRoom() throws {
        let out = try EvaluatorTests.lock(Self.plain, """
            VStack(spacing: 0) {
                Text("Rest Time")
                GeometryReader { geo in
                    ZStack(alignment: .leading) {
                        RoundedRectangle(cornerRadius: 4).frame(width: geo.size.width, height: geo.size.height)
                        Text("\\(Int(geo.size.width))x\\(Int(geo.size.height))").foregroundStyle(.white)
                    }
                }
                .frame(width: 200, height: 24)
                Text("below")
            }
            """, state: Self.state)
        #expect(out.contains("200x24"), "\(out)")
        let rows = out.split(separator: "\n").map(String.init)
        let title = try #require(rows.firstIndex { $0.contains("Rest Time") }), below = try #require(rows.firstIndex { $0.contains("below") })
        #expect(below - title <= 3, "the bar keeps its 24 pt between the texts: \(out)")
    }

    /// SleepTrain's track: a capsule `.frame(width: geometry.size.width)` in a
    /// reader over the `Color.clear` between two station names spanned the
    /// whole card, across both names: the first pass's guess (the card's
    /// width) widened the reader, which the second pass then read back.
    @Test("a GeometryReader in an overlay is the size of the view it overlays, whatever its content's width")
    func geometryReaderInAnOverlay() throws {
        let out = try EvaluatorTests.lock(Self.plain, #"""
            HStack(spacing: 10) {
                Text("MON").frame(width: 60)
                Color.clear.frame(height: 20).overlay(GeometryReader { g in Text("w\(Int(g.size.width))").frame(width: g.size.width) })
                Text("TUE").frame(width: 60)
            }
            .padding(.horizontal, 12)
            """#, state: Self.state)
        #expect(out.contains("w\(Int(Device.pro.lockWidthPt) - 24 - 120 - 20)"), "\(out)")
    }

    @Test("geometry.frame(in: .local) is the reader's own rect at zero; .global is said, not guessed")
    func geometryFrameInLocal() throws {
        let out = try EvaluatorTests.lock(Self.plain, """
            VStack(spacing: 0) {
                GeometryReader { geometry in
                    let frame = geometry.frame(in: .local)
                    Text("\\(Int(frame.width))x\\(Int(frame.height)) mid \\(Int(frame.midX)) at \\(Int(frame.minX)),\\(Int(frame.origin.y))")
                }
                .frame(width: 200, height: 24)
                GeometryReader { geometry in Text("g \\(Int(geometry.frame(in: .global).minX))") }.frame(height: 20)
            }
            """, state: Self.state)
        #expect(out.contains("200x24 mid 100 at 0,0"), "\(out)")
        #expect(out.contains("only .local is known"), "\(out)")
    }

    @Test("a GeometryReader's size is the room the phone drawn (--device) offers: the lock card's width on each phone")
    func geometryReaderFollowsTheDevice() throws {
        for device in [Device.pro, .proMax, .se] {
            let out = try EvaluatorTests.lock(Self.plain, #"GeometryReader { geo in Text("w\(Int(geo.size.width))") }.frame(height: 20)"#,
                                              state: Self.state, device: device)
            #expect(out.contains("w\(Int(device.lockWidthPt))"), "\(device.name): \(out)")
        }
    }

    @Test("a GeometryReader in a lock card whose root is padded gets the card less its padding, as the phone lays it out")
    func geometryReaderInsideTheRootPadding() throws {
        let out = try EvaluatorTests.lock(Self.plain, #"""
            VStack { GeometryReader { geo in Text("w\(Int(geo.size.width))") }.frame(height: 20) }.padding()
            """#, state: Self.state)
        #expect(out.contains("w\(Int(Device.pro.lockWidthPt) - 32)"), "\(out)")
        let sides = try EvaluatorTests.lock(Self.plain, #"""
            HStack { Text("SFO").frame(width: 40); GeometryReader { geo in Text("w\(Int(geo.size.width))") }.frame(height: 20) }.padding(.horizontal, 12)
            """#, state: Self.state)
        #expect(sides.contains("w\(Int(Device.pro.lockWidthPt) - 24 - 40 - 8)"), "\(sides)")
    }

    @Test("the Dynamic Island is dark in a light appearance: its views read colorScheme .dark; the lock card reads .light")
    func islandIsDark() throws {
        let source = Self.plain + """

            struct Scheme: View {
                @Environment(\\.colorScheme) var scheme
                var body: some View { Text(scheme == .dark ? "dark" : "light") }
            }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { _ in
                        Scheme()
                    } dynamicIsland: { _ in
                        DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Scheme() } } compactLeading: { Scheme() } compactTrailing: { Text("t") } minimal: { Scheme() }
                    }
                }
            }
            """
        let a = try #require(Fixture.activities(source: source).first)
        let out = Fixture.draw(a, state: Fixture.json(Self.state), presentations: [.lock, .compact, .expanded])
        let parts = out.components(separatedBy: "== ")
        #expect(parts.count == 4, "\(out)")
        #expect(parts[1].contains("light") && !parts[1].contains("dark"), "lock: \(out)")
        #expect(parts[2].contains("dark") && parts[3].contains("dark") && !parts[2].contains("light"), "island: \(out)")
    }

    @Test("Color.primary / .secondary made translucent keep their opacity, in the appearance drawn (a static's too, in the island)")
    func translucentLabelColours() throws {
        let source = Self.plain + """

            enum Ink { static let faint = Color.primary.opacity(0.1) }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { _ in
                        VStack { Text("a").foregroundStyle(Ink.faint); Text("b").foregroundStyle(Color.secondary.opacity(0.5)) }
                    } dynamicIsland: { _ in
                        DynamicIsland { } compactLeading: { Text("c").foregroundStyle(Ink.faint) } compactTrailing: { Text("t") } minimal: { Text("m") }
                    }
                }
            }
            """
        let a = try #require(Fixture.activities(source: source).first)
        let views = try #require(a.template.liveViews)
        let out = views.evaluate(LiveViewInput(content: Fixture.json(Self.state), attributes: JSONObject(), isStale: false,
                                               activityID: "t", appearance: .light, now: 0, timeZone: .utc))
        func colours(_ slot: Slot) -> [ViewColor] {
            var found: [ViewColor] = []
            out.slots[slot]?.walk { n in for case .foreground(let c) in n.modifiers { found.append(c) } }
            return found
        }
        #expect(colours(.lock) == [.rgb(r: 0, g: 0, b: 0, opacity: 0.1), ViewColor(Theme.standard.light.secondary, opacity: 0.5)])
        #expect(colours(.compactLeading) == [.rgb(r: 1, g: 1, b: 1, opacity: 0.1)])
    }

    @Test("Shape.size(CGSize) draws the shape at that size in the top leading corner of the room it fills")
    func shapeSize() throws {
        let source = Self.plain + """

            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { _ in
                        ZStack {
                            Color.blue
                            RoundedRectangle(cornerRadius: 8).size(CGSize(width: 100, height: 50)).offset(x: 120, y: -5).fill(.yellow)
                        }
                        .frame(height: 90)
                    } dynamicIsland: { _ in
                        DynamicIsland { } compactLeading: { Text("c") } compactTrailing: { Text("t") } minimal: { Text("m") }
                    }
                }
            }
            """
        let a = try #require(Fixture.activities(source: source).first)
        let card = try ChartTests.lock(a, state: Self.state)
        var shapes: [PointRect] = []
        card.parts[0].view.walk { v in if case .fill(let shape?) = v.content, shape.contains("Rectangle") { shapes.append(v.frame) } }
        let f = try #require(shapes.first, "\(card.parts[0].view)")
        #expect(f.width == 100 && f.height == 50, "\(f)")
        #expect(abs(f.x - card.parts[0].view.frame.x) < 0.01 && abs(f.y - card.parts[0].view.frame.y) < 0.01, "top leading: \(f) in \(card.parts[0].view.frame)")
    }

    /// `case .some(.two)` did not match an optional holding `.two`.
    @Test("switch on an optional enum: .some(.case), a bare .case and .none")
    func optionalEnumPatterns() throws {
        let out = try EvaluatorTests.lock(Self.plain + """

            enum Phase: Int { case one = 1, two, three }
            func name(_ n: Int) -> String {
                switch Phase(rawValue: n) {
                case .some(.one): return "first"
                case .two: return "second"
                case .some(let p): return "other \\(p.rawValue)"
                case .none: return "none"
                }
            }
            """, #"Text([1, 2, 3, 9].map(name).joined(separator: ","))"#, state: Self.state)
        #expect(out.contains("first,second,other 3,none"), "\(out)")
    }

    /// `range(of:)` was "not drawn (string indices)"; `String(_:radix:)` printed the number in decimal.
    @Test("a string's range(of:) (caseInsensitive too) is nil or a range its subscript reads; String(n, radix:)")
    func rangeOfAndRadix() throws {
        let types = "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }\nlet s = \"hello world\""
        try Fixture.expectPrinted(types, #"(s.range(of: "world") == nil ? "-" : String(s[s.range(of: "world")!]))"#, "world")
        try Fixture.expectPrinted(types, #"String(s[s.range(of: "WORLD", options: .caseInsensitive)!])"#, "world")
        try Fixture.expectPrinted(types, #"(s.range(of: "moon") == nil ? "none" : "found")"#, "none")
        try Fixture.expectPrinted(types, "String(255, radix: 16, uppercase: true) + String(5, radix: 2)", "FF101")
    }
}
