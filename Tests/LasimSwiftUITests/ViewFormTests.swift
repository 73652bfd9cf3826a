@testable import LasimRender
import Testing

/// SwiftUI views written in their other forms: a progress view's label and
/// current value as trailing closures, a symbol joined into a text with
/// `+`, a text made from `.init(markdown)`.
@Suite struct ViewFormTests {
    static let types = "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var p: Double } }"

    @Test("ProgressView(value:) { label } currentValueLabel: { ... }: the label above the bar, the current value below it")
    func progressLabels() throws {
        let svg = try PointSVGTests.lockSVG(#"ProgressView(value: 0.25) { Text("Charging") } currentValueLabel: { Text("25 %") }"#)
        let y = { (text: String) -> Double? in
            guard let r = svg.range(of: ">\(text)<") else { return nil }
            let before = svg[..<r.lowerBound]
            guard let at = before.range(of: #"y=""#, options: .backwards) else { return nil }
            return Double(before[at.upperBound...].prefix { $0 != "\"" })
        }
        let label = try #require(y("Charging"), "\(svg)"), current = try #require(y("25 %"), "\(svg)")
        #expect(label < current, "\(svg)")
        // The bar: its track, 4 pt high.
        let bar = try #require(svg.range(of: #"<g><rect x="0" y=""#), "\(svg)")
        let barY = try #require(Double(svg[bar.upperBound...].prefix { $0 != "\"" }))
        #expect(label < barY && barY < current, "label, bar, current value, top to bottom: \(svg)")
    }

    @Test("A progress view's label and current value closures keep their places when they draw nothing: 4 pt above and below the bar")
    func emptyProgressLabelsKeepTheirPlaces() throws {
        func gaps(_ bar: String) throws -> (above: Double, below: Double) {
            let p = try LayoutRuleTests.points(LayoutRuleTests.widget("""
                VStack(alignment: .leading, spacing: 10) {
                    Text("A")
                    \(bar)
                    Text("B")
                }
                .padding()
                """))
            let a = try LayoutRuleTests.text("A", in: p).frame, b = try LayoutRuleTests.text("B", in: p).frame
            let track = try #require(LayoutRuleTests.views(p).first { if case .progress = $0.view.content { return true }; return false }?.frame)
            return (track.y - a.maxY, b.y - track.maxY)
        }
        let interval = "timerInterval: Date()...Date().addingTimeInterval(600), countsDown: false"
        let given = try gaps("ProgressView(\(interval)) { EmptyView() } currentValueLabel: { EmptyView() }")
        #expect(LayoutRuleTests.near(given.above, 14) && LayoutRuleTests.near(given.below, 14), "\(given)")
        let value = try gaps("ProgressView(value: 0.3, label: { EmptyView() }, currentValueLabel: { EmptyView() })")
        #expect(LayoutRuleTests.near(value.above, 14) && LayoutRuleTests.near(value.below, 14), "\(value)")
        let bare = try gaps("ProgressView(value: 0.3)")
        #expect(LayoutRuleTests.near(bare.above, 10) && LayoutRuleTests.near(bare.below, 10), "no closures, no places: \(bare)")
        // A timer's own current value (SwiftUI's `DefaultDateProgressLabel`) takes the place below.
        let timer = try gaps("ProgressView(\(interval))")
        #expect(LayoutRuleTests.near(timer.above, 10) && timer.below > 14 + 10, "\(timer)")
    }

    @Test("Text(Image(systemName:)) + Text(...): the symbol and the words on one line, nothing left out")
    func symbolJoinedIntoText() throws {
        let out = try EvaluatorTests.lock(Self.types, #"Text(Image(systemName: "xmark")) + Text(" Closed") + Text(" now")"#, state: #"{"p": 1}"#)
        // The symbol keeps its points' width in the cells (a few columns); the words stay one text.
        let line = try #require(out.split(separator: "\n").first { $0.contains("Closed now") }, "\(out)")
        #expect(line.contains("✕") && line.firstRange(of: "✕")!.lowerBound < line.firstRange(of: "Closed")!.lowerBound, "\(out)")
        #expect(!out.contains("problem"), "\(out)")
    }

    @Test("Text(.init(\"**Gate** 12\")): read as Markdown, as Text(\"**Gate** 12\") is")
    func markdownKey() throws {
        let out = try EvaluatorTests.lock(Self.types, #"Text(.init("**Gate** 12"))"#, state: #"{"p": 1}"#)
        #expect(out.contains("Gate 12") && !out.contains("init") && !out.contains("**"), "\(out)")
    }

    @Test("Text(AttributedString(markdown:)): the words its Markdown leaves, not the marks")
    func attributedMarkdown() throws {
        let out = try EvaluatorTests.lock(Self.types, #"Text(try! AttributedString(markdown: "**Gate** 12 _now_"))"#, state: #"{"p": 1}"#)
        #expect(out.contains("Gate 12 now") && !out.contains("**") && !out.contains("_now_"), "\(out)")
        // Underscores: emphasis around words, none inside one.
        let literal = try EvaluatorTests.lock(Self.types, #"Text("snake_case and __Big__ _x_")"#, state: #"{"p": 1}"#)
        #expect(literal.contains("snake_case and Big x"), "\(literal)")
    }

    @Test("LinearProgressViewStyle(tint:) and CircularProgressViewStyle(tint:) colour the bar as .tint does")
    func styleTint() throws {
        for style in ["Linear", "Circular"] {
            let bar = "ProgressView(value: 0.5)" + (style == "Circular" ? ".frame(width: 40, height: 40)" : "")
            let styled = try PointSVGTests.lockSVG(bar + ".progressViewStyle(\(style)ProgressViewStyle(tint: .orange))")
            let tinted = try PointSVGTests.lockSVG(bar + ".progressViewStyle(.\(style.lowercased())).tint(.orange)")
            let plain = try PointSVGTests.lockSVG(bar + ".progressViewStyle(\(style)ProgressViewStyle())")
            #expect(styled == tinted, "\(styled)\n\(tinted)")
            #expect(styled != plain, "\(plain)")
        }
    }

    @Test(".overlay(.yellow): an implicit member is a colour, as .background's is, filling the view's frame (a divider drawn as a 5 pt bar)")
    func overlayImplicitColour() throws {
        let svg = try PointSVGTests.lockSVG(#"VStack { Text("a"); Divider().frame(height: 5).overlay(.yellow); Text("b") }"#)
        // SwiftUI's yellow in light appearance.
        #expect(svg.contains(##"height="5" fill="#ffcc00""##), "\(svg)")
    }

    @Test(".strikethrough(true) and .underline() draw a line through and under the words, in the text's colour; .strikethrough(false) none")
    func strikethroughAndUnderline() throws {
        func rects(_ view: String) throws -> [String] {
            try PointSVGTests.lockSVG(view).split(separator: "\n").filter { $0.hasPrefix("<rect x=") && $0.contains("#ff3b30") }.map(String.init)
        }
        let struck = try rects(#"Text("11:52").foregroundColor(.red).strikethrough(3 > 0)"#)
        let under = try rects(#"Text("11:52").foregroundColor(.red).underline()"#)
        #expect(struck.count == 1 && under.count == 1, "\(struck) \(under)")
        #expect(try rects(#"Text("11:52").foregroundColor(.red).strikethrough(3 < 0)"#).isEmpty)
        // Through the words' middle, above the underline; as wide as the words.
        func number(_ key: String, _ rect: String) -> Double? {
            rect.range(of: key + "=\"").flatMap { Double(rect[$0.upperBound...].prefix { $0 != "\"" }) }
        }
        let (sy, uy) = (try #require(number("y", struck[0])), try #require(number("y", under[0])))
        #expect(sy < uy && (number("width", struck[0]) ?? 0) > 20, "\(struck) \(under)")
    }

    @Test("a circular ProgressView holds its label inside the ring, centred (not above it)")
    func ringHoldsLabel() throws {
        let svg = try PointSVGTests.lockSVG(#"ProgressView(value: 0.5) { Text("50") }.progressViewStyle(.circular).frame(width: 60, height: 60)"#)
        func number(after key: String, in text: Substring) -> Double? {
            guard let r = text.range(of: key) else { return nil }
            return Double(text[r.upperBound...].prefix { $0 != "\"" })
        }
        let ring = try #require(svg.range(of: "<circle "), "\(svg)")
        let cy = try #require(number(after: #"cy=""#, in: svg[ring.lowerBound...])), r = try #require(number(after: #" r=""#, in: svg[ring.lowerBound...]))
        let label = try #require(svg.range(of: ">50<"), "\(svg)")
        let baseline = try #require(number(after: #"y=""#, in: svg[..<label.lowerBound].suffix(80)))
        #expect(baseline > cy - r && baseline < cy + r, "the label's baseline \(baseline) within the ring \(cy) ± \(r): \(svg)")
    }
}
