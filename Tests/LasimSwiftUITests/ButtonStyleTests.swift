import Testing

/// A Live Activity's buttons as the phone draws them: a bordered style's
/// padding and tinted shape, a plain style's label alone.
@Suite struct ButtonStyleTests {
    /// A 20 x 10 pt label in each style.
    static let card = """
                        VStack(spacing: 0) {
                            Button(intent: NextIntent()) { Rectangle().frame(width: 20, height: 10) }.tint(.red)
                            Button(intent: NextIntent()) { Rectangle().frame(width: 20, height: 10) }.tint(.green).buttonStyle(.borderedProminent)
                            Button(intent: NextIntent()) { Rectangle().frame(width: 20, height: 10) }.tint(.orange).buttonStyle(.plain)
                            VStack { Button(intent: NextIntent()) { Rectangle().frame(width: 20, height: 10) }.tint(.purple) }.buttonStyle(.borderless)
                            Button(intent: NextIntent()) { Rectangle().frame(width: 20, height: 10) }.tint(.indigo).buttonBorderShape(.roundedRectangle(radius: 5))
                        }
        """

    @Test("a bordered button is its label padded 7 x 12 pt on a capsule of its tint at 15 % (light); prominent: the tint itself")
    func borderedPaddingAndFill() throws {
        let svg = try PointSVGTests.lockSVG(Self.card)
        let lines = svg.split(separator: "\n").map(String.init)
        let shapes = lines.filter { $0.hasPrefix("<rect x=") }
        #expect(shapes == [
            ##"<rect x="163.5" y="0" width="44" height="24" rx="12" fill="#ff3b30" opacity="0.15"/>"##,
            ##"<rect x="175.5" y="7" width="20" height="10" fill="#ff3b30"/>"##,
            ##"<rect x="163.5" y="24" width="44" height="24" rx="12" fill="#34c759"/>"##,
            ##"<rect x="175.5" y="31" width="20" height="10" fill="#ffffff"/>"##,
            // `.plain`: the label as it is, its tint colouring nothing (a tint is not a foreground style).
            ##"<rect x="175.5" y="48" width="20" height="10" fill="#000000"/>"##,
            ##"<rect x="175.5" y="58" width="20" height="10" fill="#af52de"/>"##,
            ##"<rect x="163.5" y="68" width="44" height="24" rx="5" fill="#5856d6" opacity="0.15"/>"##,
            ##"<rect x="175.5" y="75" width="20" height="10" fill="#5856d6"/>"##,
        ], "\(svg)")
        #expect(svg.contains(#"height="92""#), "three bordered buttons of 24 pt, two plain ones of 10 pt: \(svg)")
    }

    @Test("a bordered button tinted with a role (.secondary) lies on that role at 15 %, under its label in that role: the label shows (it was a solid pill of the label's own colour)")
    func roleTintKeepsTheLabelVisible() throws {
        let svg = try PointSVGTests.lockSVG(#"Button(intent: NextIntent()) { Text("Cancel") }.tint(.secondary).buttonStyle(.bordered)"#)
        let lines = svg.split(separator: "\n").map(String.init)
        let label = try #require(lines.first { $0.contains(">Cancel<") })
        let ink = try #require(label.range(of: ##"fill="#[0-9a-f]{6}""##, options: .regularExpression).map { String(label[$0]) })
        let pill = try #require(lines.first { $0.hasPrefix("<rect x=") && $0.contains("rx=") })
        #expect(pill.contains(ink + #" opacity="0.15""#), "\(svg)")
    }

    @Test("a one-view label's own .foregroundColor colours the label, not the button: a white icon in a .tint(.orange) button lies on orange at 15 % (it lay on white), a transparent tint shows no capsule")
    func labelColourIsNotTheTint() throws {
        let svg = try PointSVGTests.lockSVG("""
            VStack(spacing: 0) {
                Button(intent: NextIntent()) { Rectangle().frame(width: 20, height: 10).foregroundColor(.white) }.tint(.orange)
                Button(intent: NextIntent()) { Rectangle().frame(width: 20, height: 10).foregroundColor(.red) }.tint(Color.red.opacity(0))
            }
            """)
        let shapes = svg.split(separator: "\n").map(String.init).filter { $0.hasPrefix("<rect x=") }
        #expect(shapes.first == ##"<rect x="163.5" y="0" width="44" height="24" rx="12" fill="#ff9500" opacity="0.15"/>"##, "\(svg)")
        #expect(shapes.dropFirst().first?.contains(##"fill="#ffffff""##) == true, "\(svg)")
        #expect(!shapes.contains { $0.contains(##"fill="#ff3b30" opacity="0.15""##) }, "\(svg)")
    }

    @Test(".controlSize(.small) pads a bordered label 3.67 x 8.67 pt, as liveTimer's pills on the phone; .mini and .large as the regular size")
    func controlSizes() throws {
        let label = "Rectangle().frame(width: 20, height: 10)"
        let svg = try PointSVGTests.lockSVG("""
            VStack(spacing: 0) {
                VStack(spacing: 0) {
                    Button(intent: NextIntent()) { \(label) }.tint(.red)
                    Button(intent: NextIntent()) { \(label) }.tint(.green).buttonStyle(.borderedProminent)
                }.controlSize(.small)
                Button(intent: NextIntent()) { \(label) }.tint(.orange).controlSize(.mini)
                Button(intent: NextIntent()) { \(label) }.tint(.purple).controlSize(.large)
            }
            """)
        let pills = svg.split(separator: "\n").filter { $0.hasPrefix("<rect x=") && $0.contains("rx=") }
        #expect(pills.count == 4, "\(svg)")
        // 20 + 2 x 26/3 = 37.33 across, 10 + 2 x 11/3 = 17.33 down.
        for pill in pills.prefix(2) { #expect(pill.contains(#"width="37.33" height="17.33""#), "\(pill)") }
        for pill in pills.dropFirst(2) { #expect(pill.contains(#"width="44" height="24""#), "\(pill)") }
    }

    @Test(".buttonBorderShape(.circle) keeps the same room on every side: a 30 pt icon in a 46 pt disc at .small, as Autophagy's stop button on the phone (it was 37.33: the capsule's room down), a 20 pt one in 44 at the regular size")
    func circleRoomAllRound() throws {
        let svg = try PointSVGTests.lockSVG("""
            VStack(spacing: 0) {
                Button(intent: StopIntent()) { Rectangle().frame(width: 30, height: 30) }
                    .buttonStyle(.borderedProminent).buttonBorderShape(.circle).controlSize(.small).tint(.gray)
                Button(intent: StopIntent()) { Rectangle().frame(width: 20, height: 20) }
                    .buttonStyle(.bordered).buttonBorderShape(.circle).tint(.red)
            }
            """)
        let discs = svg.split(separator: "\n").filter { $0.hasPrefix("<circle ") }
        #expect(discs.count == 2, "\(svg)")
        #expect(discs.first?.contains(#"cy="23" r="23""#) == true, "\(svg)")
        #expect(discs.last?.contains(#"cy="68" r="22""#) == true, "\(svg)")
        #expect(svg.contains(#"height="90""#), "a 46 pt and a 44 pt button: \(svg)")
    }

    @Test("in the cells a button is its label: the intent's name never shows, a plain and a bordered label alike")
    func cellsKeepTheLabel() throws {
        let out = try EvaluatorTests.lock("struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }", """
            HStack {
                Button(intent: NextIntent()) { Text("Next") }.tint(.red)
                Button("Skip", intent: SkipIntent()).buttonStyle(.plain)
            }
            """, state: #"{"n": 1}"#)
        for text in ["Next", "Skip"] { #expect(out.contains(text), "\(text) in \(out)") }
        #expect(!out.contains("Intent") && !out.contains("not drawn") && !out.contains("buttonStyle"), "\(out)")
    }

    @Test("the tint shows through more in the dark island (30 %) than on the light lock card (15 %)")
    func islandFillIsStronger() throws {
        let button = "Button(intent: NextIntent()) { Rectangle().frame(width: 20, height: 10) }.tint(.red)"
        let source = LayoutRuleTests.widget(button, expanded: "DynamicIslandExpandedRegion(.bottom) { \(button) }")
        let lock = try PointSVGTests.svg(source, .lock), island = try PointSVGTests.svg(source, .expanded)
        #expect(lock.contains(##"width="44" height="24" rx="12" fill="#ff3b30" opacity="0.15""##), "\(lock)")
        // The island is dark: the system red's dark variant.
        #expect(island.contains(##"width="44" height="24" rx="12" fill="#ff453a" opacity="0.3""##), "\(island)")
    }

    @Test("a style written as its type (`PlainButtonStyle()`, `BorderedProminentButtonStyle()`) draws as the style it names")
    func styleTypes() throws {
        let named = try PointSVGTests.lockSVG(Self.card)
        let typed = try PointSVGTests.lockSVG(Self.card
            .replacing(".buttonStyle(.borderedProminent)", with: ".buttonStyle(BorderedProminentButtonStyle())")
            .replacing(".buttonStyle(.plain)", with: ".buttonStyle(PlainButtonStyle())")
            .replacing(".buttonStyle(.borderless)", with: ".buttonStyle(BorderlessButtonStyle())"))
        #expect(typed == named)
        let out = try EvaluatorTests.lock("struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }",
                                          #"Button("Skip", intent: SkipIntent()).buttonStyle(DefaultButtonStyle())"#, state: #"{"n": 1}"#)
        #expect(out.contains("Skip") && !out.contains("problem"), "\(out)")
    }
}
