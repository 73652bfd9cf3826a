import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
@testable import LasimTemplate
import Testing

/// SwiftUI's documented layout and drawing rules, each on a widget of a
/// few views: where the layout puts a view in points, and what the SVG
/// and the cells draw.
@Suite struct LayoutRuleTests {
    static let now = 1_700_000_000.0

    /// A widget whose lock screen is `lock` and whose expanded island is `expanded`.
    static func widget(_ lock: String, expanded: String = "DynamicIslandExpandedRegion(.center) { Text(\"c\") }",
                       extra: String = "") -> String {
        """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        struct W: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: A.self) { context in
                    \(lock)
                } dynamicIsland: { _ in
                    DynamicIsland { \(expanded) } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
                }
            }
        }
        \(extra)
        """
    }

    static func snapshot(_ source: String) throws -> (Renderer, Snapshot) {
        let a = try #require(Fixture.activities(source: source).first)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let renderer = Renderer(catalog: catalog, options: RenderOptions())
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(#"{"n": 1}"#), now: now, state: .active)
        return (renderer, Snapshot(sample: sample, template: a.template))
    }

    static func points(_ source: String, _ p: Presentation = .lock) throws -> PointPresentation {
        let (renderer, snap) = try snapshot(source)
        return try #require(renderer.pointLayout(p, snap, now: now))
    }

    static func cells(_ source: String, _ p: Presentation = .lock) throws -> String {
        let a = try #require(Fixture.activities(source: source).first)
        return Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [p])
    }

    /// Every laid-out view with its frame in the presentation's outline.
    static func views(_ p: PointPresentation) -> [(view: LaidOutView, frame: PointRect)] {
        var out: [(LaidOutView, PointRect)] = []
        for part in p.parts {
            part.view.walk { v in
                out.append((v, PointRect(x: v.frame.x + part.x, y: v.frame.y + part.y, width: v.frame.width, height: v.frame.height)))
            }
        }
        return out
    }

    static func text(_ s: String, in p: PointPresentation) throws -> (view: LaidOutView, frame: PointRect, text: LaidOutText) {
        for (v, f) in views(p) { if case .text(let t) = v.content, t.text == s { return (v, f, t) } }
        Issue.record("no text \(s)")
        throw CancellationError()
    }

    /// The fill painted in the system colour `name`.
    static func fill(_ name: String, in p: PointPresentation) throws -> PointRect {
        for (v, f) in views(p) {
            if case .fill = v.content, v.environment.foreground == .named(name) { return f }
        }
        Issue.record("no fill \(name)")
        throw CancellationError()
    }

    static func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.01 }

    @Test(".frame(maxHeight: .infinity, alignment: .bottom) takes the height offered and puts its content at the bottom")
    func flexibleFrameGrows() throws {
        let inStack = try Self.points(Self.widget("""
            VStack(spacing: 0) {
                Text("top")
                Rectangle().fill(Color.red).frame(height: 2).frame(maxHeight: .infinity, alignment: .bottom)
            }
            .frame(height: 100)
            .padding()
            """))
        #expect(Self.near(try Self.fill("red", in: inStack).y, 16 + 100 - 2))
        let inZStack = try Self.points(Self.widget("""
            ZStack {
                Circle().fill(Color.blue).frame(width: 40, height: 40)
                Rectangle().fill(Color.red).frame(height: 2).frame(maxHeight: .infinity, alignment: .bottom)
            }
            .frame(height: 100)
            .padding()
            """))
        #expect(Self.near(try Self.fill("red", in: inZStack).y, 114))
        #expect(Self.near(try Self.fill("blue", in: inZStack).y, 16 + 30), "the circle stays centred")
    }

    @Test("an InsettableShape's .inset(by:) draws the shape that much inside its frame on every side")
    func shapeInset() throws {
        let p = try Self.points(Self.widget("""
            ContainerRelativeShape().inset(by: 8).fill(Color.red).frame(width: 100, height: 40).padding()
            """))
        let red = try Self.fill("red", in: p)
        #expect(Self.near(red.width, 84) && Self.near(red.height, 24), "\(red)")
    }

    @Test(".frame(minHeight:) and .frame(minWidth:) are at least that large")
    func frameMinimum() throws {
        let p = try Self.points(Self.widget("""
            HStack {
                Text("A").frame(minWidth: 80, minHeight: 49).background(Color.green)
                Text("B").frame(maxWidth: .infinity, minHeight: 30).background(Color.orange)
            }
            .padding()
            """))
        let green = try Self.fill("green", in: p)
        #expect(Self.near(green.height, 49) && Self.near(green.width, 80))
        let orange = try Self.fill("orange", in: p)
        #expect(Self.near(orange.height, 30))
        #expect(Self.near(orange.maxX, 371 - 16), "maxWidth: .infinity still takes the rest of the row")
    }

    @Test("a font made from a text style keeps its size with .weight, .bold(), .monospacedDigit()")
    func fontChains() throws {
        let p = try Self.points(Self.widget("""
            VStack {
                Text("black").font(.caption2.weight(.black))
                Text("bold").font(.caption.bold())
                Text("digits").font(.headline.monospacedDigit())
                Text("heavy").font(.system(size: 9).weight(.heavy))
            }
            """))
        let black = try Self.text("black", in: p).text.font, bold = try Self.text("bold", in: p).text.font
        let digits = try Self.text("digits", in: p).text.font, heavy = try Self.text("heavy", in: p).text.font
        #expect(black.size == 11 && black.weight == "black")
        #expect(bold.size == 12 && bold.weight == "bold")
        #expect(digits.size == 17 && digits.weight == "semibold")
        #expect(heavy.size == 9 && heavy.weight == "heavy")
    }

    @Test("a ticking Text takes the width it is offered: after a Spacer's least, its digits where its alignment puts them")
    func timerTakesTheWidth() throws {
        func lock(_ alignment: String) -> String {
            """
            HStack {
                Text("Full Body")
                Spacer()
                Text(timerInterval: Date.now...Date.now.addingTimeInterval(232), countsDown: true)\(alignment)
            }
            .padding()
            """
        }
        let leading = try Self.points(Self.widget(lock("")))
        let label = try Self.text("Full Body", in: leading).frame, clock = try Self.text("3:52", in: leading).frame
        #expect(Self.near(clock.x, label.maxX + 8), "the Spacer keeps its least, the timer its digits at the leading edge")
        let trailing = try Self.points(Self.widget(lock(".multilineTextAlignment(.trailing)")))
        #expect(Self.near(try Self.text("3:52", in: trailing).frame.maxX, 371 - 16))
        let date = try Self.points(Self.widget(#"HStack { Text("a"); Spacer(); Text(Date.now.addingTimeInterval(198), style: .timer) }.padding()"#))
        #expect(Self.near(try Self.text("3:18", in: date).frame.x, try Self.text("a", in: date).frame.maxX + 8))
    }

    @Test("an offset date ticks as a relative one does: after a Spacer's least, or at the trailing edge where its alignment puts it")
    func offsetDateTakesTheWidth() throws {
        let p = try Self.points(Self.widget(#"HStack(spacing: 6) { Text("Left"); Spacer(); Text(Date.now.addingTimeInterval(700), style: .offset) }.padding()"#))
        let label = try Self.text("Left", in: p).frame, offset = try Self.text("-11 minutes", in: p).frame
        #expect(Self.near(offset.x, label.maxX + 6 + 8 + 6), "after the Spacer's 8 pt and the two 6 pt gaps")
        let trailing = try Self.points(Self.widget(#"HStack { Text("Left"); Spacer(); Text(Date.now.addingTimeInterval(700), style: .offset).multilineTextAlignment(.trailing) }.padding()"#))
        #expect(Self.near(try Self.text("-11 minutes", in: trailing).frame.maxX, 371 - 16))
    }

    @Test("a relative date ticks as a timer does: it takes the width it is offered, after a Spacer's least, where its alignment puts it")
    func relativeDateTakesTheWidth() throws {
        let p = try Self.points(Self.widget(#"HStack(spacing: 6) { Text("Boarding"); Spacer(); Text(Date.now.addingTimeInterval(-75), style: .relative) }.padding()"#))
        let label = try Self.text("Boarding", in: p).frame, ago = try Self.text("1 min, 15 sec", in: p).frame
        #expect(Self.near(ago.x, label.maxX + 6 + 8 + 6), "after the Spacer's 8 pt and the two 6 pt gaps")
        let trailing = try Self.points(Self.widget(#"HStack { Text("Boarding"); Spacer(); Text(Date.now.addingTimeInterval(-75), style: .relative).multilineTextAlignment(.trailing) }.padding()"#))
        #expect(Self.near(try Self.text("1 min, 15 sec", in: trailing).frame.maxX, 371 - 16))
        // A date that does not tick keeps its own width: a Spacer pushes it to the edge.
        let fixed = try Self.points(Self.widget(#"HStack { Text("Boarding"); Spacer(); Text(Date.now, style: .date) }.padding()"#))
        let printed = try #require(Self.views(fixed).first { if case .text(let t) = $0.0.content { return t.text != "Boarding" }; return false })
        #expect(Self.near(printed.1.maxX, 371 - 16))
    }

    @Test("a Label and a Text one under the other: no default space between them, 8 pt after a shape")
    func textUnderText() throws {
        let p = try Self.points(Self.widget("""
            VStack(alignment: .leading) {
                Label("Live", systemImage: "timer").font(.caption2)
                Text("Full Body").font(.headline)
                Rectangle().fill(Color.red).frame(width: 20, height: 4)
            }
            .padding()
            """))
        let live = try Self.text("Live", in: p).frame, body = try Self.text("Full Body", in: p).frame
        #expect(live.maxY <= body.y + 0.01 && body.y - live.maxY < 3, "the label's line, then the text's")
        #expect(Self.near(try Self.fill("red", in: p).y, body.maxY + 8))
    }

    @Test("a column's top edge is its first view's and its bottom its last's: a text over a column headed by a text, no default space; over one headed by a shape, 8 pt")
    func columnEdgesAreItsEndViews() throws {
        let p = try Self.points(Self.widget("""
            VStack(alignment: .leading) {
                Text("part.gcode")
                HStack {
                    VStack(alignment: .leading) {
                        Text("Left").font(.title2)
                        Text("1:02:03").font(.title)
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                }
                VStack(alignment: .leading) {
                    Rectangle().fill(Color.red).frame(width: 20, height: 4)
                    Text("Nozzle")
                }
                Text("Bed")
            }
            .padding()
            """))
        let file = try Self.text("part.gcode", in: p).frame, left = try Self.text("Left", in: p).frame
        #expect(file.maxY <= left.y + 0.01 && left.y - file.maxY < 3, "the name's line, then the column's first text")
        let timer = try Self.text("1:02:03", in: p).frame
        #expect(Self.near(try Self.fill("red", in: p).y, timer.maxY + 8), "a column headed by a shape keeps 8 pt")
        let nozzle = try Self.text("Nozzle", in: p).frame, bed = try Self.text("Bed", in: p).frame
        #expect(nozzle.maxY <= bed.y + 0.01 && bed.y - nozzle.maxY < 3, "a column ending in a text, then a text")
    }

    @Test("a compact side: an unframed resizable image is offered 22 pt, centred on the pill; a text without .font is drawn at 15 pt, as a .subheadline text is")
    func compactSideContent() throws {
        let source = """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
                        Text("Match").font(.subheadline).padding()
                    } dynamicIsland: { _ in
                        DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("c") } } compactLeading: {
                            Image(systemName: "star.fill").resizable().aspectRatio(contentMode: .fit)
                        } compactTrailing: { Text("Match") } minimal: { Text("m") }
                    }
                }
            }
            """
        let compact = try Self.points(source, .compact)
        let star = try #require(Self.views(compact).first { if case .image = $0.view.content { return true }; return false }).frame
        #expect(abs(star.height - 22) < 0.05 && abs(star.width - 22) < 0.05, "the pill's 36.67 pt less 7.33 above and below")
        #expect(Self.near(star.y, 7.33))
        let inPill = try Self.text("Match", in: compact).frame, onLock = try Self.text("Match", in: try Self.points(source)).frame
        #expect(Self.near(inPill.width, onLock.width) && Self.near(inPill.height, onLock.height), "15 pt, the subheadline's size")
    }

    @Test("the minimal: a text without .font is drawn at 15 pt, as in a compact side, and \"10:12\" fits its 45 pt (at 17 pt it was cut)")
    func minimalTextSize() throws {
        let source = """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
                        Text("10:12").font(.subheadline).padding()
                    } dynamicIsland: { _ in
                        DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("c") } } compactLeading: {
                            Text("l")
                        } compactTrailing: { Text("t") } minimal: { Text("10:12").monospacedDigit() }
                    }
                }
            }
            """
        let minimal = try Self.points(source, .minimal)
        let text = try Self.text("10:12", in: minimal)
        #expect(text.text.font.size == 15, "the compact's size, not the body's 17")
        #expect(text.frame.width < 45 && text.frame.x >= 0 && text.frame.maxX <= minimal.width, "whole in the 45 pt pill")
        #expect(try Self.cells(source, .minimal).contains("10:12"), "and whole in the cells")
    }

    @Test("the minimal's content is centred in its cells as in its points: a one-letter text in the middle of five cells, not the first")
    func minimalCentredInCells() throws {
        let source = Self.widget(#"Text("x")"#)
        let minimal = try Self.points(source, .minimal)
        let c = try Self.text("c", in: minimal).frame
        #expect(Self.near(c.x + c.width / 2, minimal.width / 2), "the points centre it")
        let row = try #require(try Self.cells(source, .minimal).split(separator: "\n").first { $0.contains("c") })
        #expect(Array(row).firstIndex(of: "c") == 2, "\(row)")
    }

    @Test("the lock card is as tall as its content, under 84 pt too; the expanded island keeps 84")
    func lockCardHeight() throws {
        let source = Self.widget(#"Text("Full Body").font(.headline).padding()"#)
        let lock = try Self.points(source)
        let text = try Self.text("Full Body", in: lock).frame
        #expect(Self.near(lock.height, text.height + 32))
        #expect(lock.height < 84)
        #expect(try Self.points(source, .expanded).height >= 84)
    }

    @Test(".system(.title2, design: .rounded) is the text style's size in that design")
    func systemTextStyle() throws {
        let p = try Self.points(Self.widget("""
            VStack {
                Text("rounded").font(.system(.title2, design: .rounded))
                Text("head").font(.system(.headline, design: .monospaced))
            }
            """))
        let rounded = try Self.text("rounded", in: p).text.font, head = try Self.text("head", in: p).text.font
        #expect(rounded.size == 22 && rounded.design == "rounded")
        #expect(head.size == 17 && head.weight == "semibold" && head.design == "monospaced")
    }

    @Test(".overlay(alignment:) and .background(alignment:) place their layer at that alignment")
    func layerAlignment() throws {
        let p = try Self.points(Self.widget("""
            Circle().fill(Color.blue).frame(width: 40, height: 40)
                .overlay(alignment: .bottom) { Circle().fill(Color.red).frame(width: 10, height: 10) }
                .background(alignment: .topLeading) { Rectangle().fill(Color.green).frame(width: 12, height: 12) }
                .padding()
            """))
        let blue = try Self.fill("blue", in: p), red = try Self.fill("red", in: p), green = try Self.fill("green", in: p)
        #expect(Self.near(red.maxY, blue.maxY) && Self.near(red.midX, blue.midX))
        #expect(Self.near(green.x, blue.x) && Self.near(green.y, blue.y))
    }

    @Test("a shape behind a view, filled or given with in:, keeps its corners")
    func backgroundShapes() throws {
        let p = try Self.points(Self.widget("""
            HStack {
                Text("one").padding(6).background(RoundedRectangle(cornerRadius: 10).fill(Color.orange))
                Text("two").padding(6).background(Color.green, in: RoundedRectangle(cornerRadius: 9))
            }
            """))
        let svg = PointSVG.svg([p])
        #expect(svg.contains(##"rx="10" fill="#ff9500"/>"##), "\(svg)")
        #expect(svg.contains(##"rx="9" fill="#34c759"/>"##), "\(svg)")
    }

    @Test(".stroke and .strokeBorder draw the shape's outline, what is under it still seen")
    func strokes() throws {
        let source = Self.widget("""
            HStack {
                ZStack {
                    Text("AB")
                    Circle().stroke(.purple, lineWidth: 1.5).frame(width: 40, height: 40)
                }
                Circle().strokeBorder(Color.red, lineWidth: 4).frame(width: 40, height: 40)
            }
            .padding()
            """)
        let svg = PointSVG.svg([try Self.points(source)])
        #expect(svg.contains(##"r="20" fill="none" stroke="#af52de" stroke-width="1.5"/>"##), "\(svg)")
        #expect(svg.contains(##"r="18" fill="none" stroke="#ff3b30" stroke-width="4"/>"##), "inside its frame: \(svg)")
        let cells = try Self.cells(source)
        #expect(cells.contains("AB") && cells.contains("╭") && cells.contains("╯"), "\(cells)")
    }

    @Test("cells: a glyph in a ring sits inside its line, a 2 pt bar is a line, an offset moves a view past its parent's cells")
    func ringsRulesAndOffsets() throws {
        let source = Self.widget("""
            VStack(spacing: 0) {
                HStack(spacing: -8) {
                    ZStack {
                        Circle().fill(Color.white).padding(-2)
                        Circle().stroke(.purple, lineWidth: 1.5).padding(-2)
                        Image(systemName: "cup.and.saucer.fill").resizable().frame(width: 30, height: 30)
                    }
                    .frame(width: 40, height: 40)
                    ZStack {
                        Circle().stroke(.purple, lineWidth: 1.5).padding(-2)
                        Image(systemName: "cup.and.saucer.fill").resizable().frame(width: 30, height: 30)
                    }
                    .frame(width: 40, height: 40)
                }
                ZStack {
                    Rectangle().fill(.gray).frame(height: 2).offset(y: 16).padding(.horizontal, 40)
                    Text("OVER")
                }
                .frame(width: 200, height: 64)
            }
            .padding()
            """)
        let rows = try Self.cells(source).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let cup = try #require(rows.first { $0.contains("☕") })
        #expect(cup.contains("│☕││") && cup.filter { $0 == "│" }.count == 4, "each glyph inside its ring, the rings whole: \(rows.joined(separator: "\n"))")
        let over = try #require(rows.firstIndex { $0.contains("OVER") })
        #expect(over + 1 < rows.count && rows[over + 1].contains("────") && !rows[over].contains("─"),
                "the 2 pt bar a line, a row under the text it is moved 16 pt below: \(rows.joined(separator: "\n"))")
    }

    @Test("cells: a shape sized at the corner of a card-wide room and offset into the card is drawn where the offset puts it")
    func offsetPastTheRoomsEdge() throws {
        // A decoration as cards draw them (a tile at 200 pt across): its room
        // is as wide as the card, so moving the room past its own cells kept
        // the tile at the card's leading edge, behind the title.
        let source = Self.widget("""
            ZStack {
                Color.white
                Rectangle().size(CGSize(width: 80, height: 40)).offset(x: 200, y: 0).fill(Color.black)
                Text("A").frame(maxWidth: .infinity, alignment: .leading)
            }
            .frame(height: 64)
            """)
        let (renderer, snap) = try Self.snapshot(source)
        let grid = renderer.render(.lock, snap, now: Self.now).grid
        let black = RGB(0, 0, 0)
        let painted = (0..<grid.height).flatMap { y in (0..<grid.width).filter { grid[$0, y].style.bg == black }.map { (x: $0, y: y) } }
        let columns = Set(painted.map(\.x))
        #expect(columns.count >= 9 && (columns.min() ?? 0) >= 24,
                "the tile 10 columns wide, 25 columns in (200 pt): \(columns.sorted()) in\n\(grid.lines.joined(separator: "\n"))")
    }

    @Test("Color.x.gradient: in true size that colour shaded from lighter at the top")
    func gradients() throws {
        let svg = PointSVG.svg([try Self.points(Self.widget("""
            HStack {
                Rectangle().fill(Color.purple.gradient).frame(width: 20, height: 20)
                Rectangle().fill(.red.gradient).frame(width: 20, height: 20)
            }
            """))])
        #expect(svg.contains(##"<stop offset="1" stop-color="#af52de"/></linearGradient>"##), "\(svg)")
        #expect(svg.contains(##"<stop offset="1" stop-color="#ff3b30"/></linearGradient>"##), "\(svg)")
        #expect(svg.contains(##"width="20" height="20" fill="url(#p0-g2)"/>"##), "\(svg)")
    }

    @Test("a type nested in the view is found before one of the same name nested elsewhere")
    func nestedTypesByEnclosingType() throws {
        let p = try Self.points(Self.widget("VStack { Big(); Small() }", extra: """
            struct Big: View {
                private enum Constants { static let size: CGFloat = 30 }
                var body: some View { Text("big").font(.system(size: Constants.size)) }
            }
            struct Small: View {
                private enum Constants { static let fontSize: CGFloat = 11 }
                var body: some View { Text("small").font(.system(size: Constants.fontSize)) }
            }
            """))
        #expect(try Self.text("big", in: p).text.font.size == 30)
        #expect(try Self.text("small", in: p).text.font.size == 11)
    }

    @Test("the expanded island: the center region below the camera; leading and trailing centred on each other without one")
    func expandedRegions() throws {
        let withCenter = try Self.points(Self.widget("Text(\"l\")", expanded: """
            DynamicIslandExpandedRegion(.leading) { Circle().fill(Color.purple).frame(width: 30, height: 30) }
            DynamicIslandExpandedRegion(.trailing) { Text("#12") }
            DynamicIslandExpandedRegion(.center) { Text("Title").font(.title) }
            """), .expanded)
        let title = try Self.text("Title", in: withCenter).frame, number = try Self.text("#12", in: withCenter).frame
        #expect(title.y >= 36.67 - 0.01, "below the camera: \(title)")
        #expect(number.maxY < title.midY, "the trailing region stays beside the camera")
        let sides = try Self.points(Self.widget("Text(\"l\")", expanded: """
            DynamicIslandExpandedRegion(.leading) { Circle().fill(Color.purple).frame(width: 50, height: 50) }
            DynamicIslandExpandedRegion(.trailing) { Text("0:07") }
            """), .expanded)
        #expect(Self.near(try Self.text("0:07", in: sides).frame.midY, try Self.fill("purple", in: sides).midY))
        // The island's own margin across, as measured on the phone's screenshots.
        let disc = try Self.fill("purple", in: sides), time = try Self.text("0:07", in: sides).frame
        #expect(Self.near(disc.x, 18) && Self.near(time.maxX, 371 - 18), "\(disc) \(time)")
    }

    @Test("the expanded island without a center region: leading and trailing end where the camera begins, a longer text is cut there")
    func expandedSideColumns() throws {
        // What CABSFlight's bus stop does on an iPhone 16 Pro: "Ohio…" beside the camera, "8 min" at the edge.
        let regions = """
            DynamicIslandExpandedRegion(.leading) {
                VStack(alignment: .leading) { Text("Destination").font(.caption2); Text("Ohio Union (Northbound)").lineLimit(1) }
            }
            DynamicIslandExpandedRegion(.trailing) { Text("8 min") }
            """
        let island = try Self.points(Self.widget("Text(\"l\")", expanded: regions), .expanded)
        let column = Renderer.sideColumnWidthPt(.pro)
        let camera: Double = 230 - 2 * 52.33
        #expect(Self.near(column, (371 - camera) / 2 - 18), "\(column)")
        let stop = try Self.text("Ohio Union (Northbound)", in: island)
        #expect(stop.frame.maxX <= 18 + column + 0.01, "\(stop.frame)")
        #expect(stop.text.isCut && stop.text.shown.hasPrefix("Ohio") && stop.text.shown.hasSuffix("…"), "\(stop.text.shown)")
        #expect(Self.near(try Self.text("8 min", in: island).frame.maxX, 371 - 18))
        // Under a center region the sides keep what they ask.
        let centred = try Self.points(Self.widget("Text(\"l\")", expanded: regions + """

            DynamicIslandExpandedRegion(.center) { Text("c") }
            """), .expanded)
        let beside = try Self.text("Ohio Union (Northbound)", in: centred).frame
        #expect(beside.maxX > 18 + column + 1, "\(beside)")
    }

    @Test("the expanded island's center region is in the middle of the island, whatever its sides hold, as MetroTimer's screenshot shows it")
    func expandedCenterOnTheIsland() throws {
        // MetroTimer's regions: a narrow leading, a trailing text in a frame up
        // to 64 pt (which takes the 64 pt, not what the text asks).
        let island = try Self.points(Self.widget("Text(\"l\")", expanded: """
            DynamicIslandExpandedRegion(.leading) { Text("2").font(.title3.bold()) }
            DynamicIslandExpandedRegion(.trailing) { Text("5:44").font(.title3.bold()).frame(maxWidth: 64).padding(.trailing, 4) }
            DynamicIslandExpandedRegion(.center) { Text("Universytet").font(.headline) }
            """), .expanded)
        #expect(abs(try Self.text("Universytet", in: island).frame.midX - island.width / 2) < 0.01)
    }

    @Test("the expanded island's regions asking more than its width: the center, below the camera, is cut first, as Apple's pizza sample expects")
    func expandedCenterCutFirst() throws {
        let regions = """
            DynamicIslandExpandedRegion(.leading) { Text("3 Pizzas").font(.title2) }
            DynamicIslandExpandedRegion(.trailing) { Text("10:00").font(.title2) }
            DynamicIslandExpandedRegion(.center) { Text("Giovanni Alessandro is on their way!").lineLimit(1).font(.caption) }
            """
        let island = try Self.points(Self.widget("Text(\"l\")", expanded: regions), .expanded)
        let leading = try Self.text("3 Pizzas", in: island), trailing = try Self.text("10:00", in: island)
        #expect(!leading.text.isCut && !trailing.text.isCut, "\(leading.text.lines) \(trailing.text.lines)")
        #expect(leading.text.lines.count == 1 && trailing.text.lines.count == 1)
        let center = try Self.text("Giovanni Alessandro is on their way!", in: island)
        #expect(center.text.isCut, "\(center.text.lines)")
        #expect(center.frame.x >= leading.frame.maxX && center.frame.maxX <= trailing.frame.x, "\(center.frame)")
    }

    @Test("the expanded island's regions asking more than its width: each keeps its own slot, none moves another or leaves the island")
    func expandedRegionsInTheirSlots() throws {
        // Fixed frames of 142, 112 and 142 pt in a 335 pt island (as a class
        // timetable's room and course codes beside a countdown ask).
        let regions = """
            DynamicIslandExpandedRegion(.leading) { Text("AB12").frame(width: 122, alignment: .leading).padding(.leading, 20) }
            DynamicIslandExpandedRegion(.center) { Text("12:34").frame(width: 112) }
            DynamicIslandExpandedRegion(.trailing) { Text("RM 9").frame(width: 122, alignment: .trailing).padding(.trailing, 20) }
            DynamicIslandExpandedRegion(.bottom) { Text("9 - 10").frame(maxWidth: .infinity) }
            """
        let island = try Self.points(Self.widget("Text(\"l\")", expanded: regions), .expanded)
        let bottom = try Self.text("9 - 10", in: island).frame
        #expect(Self.near(bottom.x + bottom.width / 2, 371 / 2), "\(bottom)")
        let centre = try Self.text("12:34", in: island).frame
        #expect(Self.near(centre.x + centre.width / 2, 371 / 2), "\(centre)")
        let leading = try Self.text("AB12", in: island).frame, trailing = try Self.text("RM 9", in: island).frame
        #expect(Self.near(leading.x, 18 + 20), "\(leading)")
        #expect(Self.near(trailing.maxX, 371 - 18 - 20), "\(trailing)")
        // Where they fit, each keeps what it asks.
        #expect(Renderer.topSlots(100, 100, 100, width: 335, columns: (104.8, 104.8)) == (nil, nil, nil))
        // Where they do not, leading and trailing are cut to the columns beside the camera, the center between them.
        let cut = Renderer.topSlots(142, 112, 142, width: 335, columns: (104.8, 104.8))
        #expect(cut.leading == 104.8 && cut.trailing == 104.8 && abs((cut.center ?? 0) - 109.4) < 1e-9, "\(cut)")
        let lopsided = Renderer.topSlots(40, 250, 100, width: 335, columns: (104.8, 104.8))
        #expect(lopsided.leading == 40 && lopsided.trailing == 100 && lopsided.center == 179, "\(lopsided)")
    }

    @Test("the expanded island keeps its content 18 pt from its top and bottom edges; the center region still starts under the camera")
    func expandedMarginDown() throws {
        // 52 + 2 x 18 = 88 pt, over the island's least 84: the margins alone set its height.
        let sides = try Self.points(Self.widget("Text(\"l\")", expanded: """
            DynamicIslandExpandedRegion(.leading) { Circle().fill(Color.purple).frame(width: 52, height: 52) }
            DynamicIslandExpandedRegion(.bottom) { Rectangle().fill(Color.orange).frame(height: 20) }
            """), .expanded)
        let disc = try Self.fill("purple", in: sides), bar = try Self.fill("orange", in: sides)
        #expect(Self.near(disc.y, 18), "\(disc)")
        #expect(Self.near(sides.height - bar.maxY, 18), "\(bar) in \(sides.height)")
        let centered = try Self.points(Self.widget("Text(\"l\")", expanded: """
            DynamicIslandExpandedRegion(.center) { Rectangle().fill(Color.purple).frame(width: 100, height: 60) }
            """), .expanded)
        #expect(Self.near(try Self.fill("purple", in: centered).y, Device.islandHeightPt))
    }

    @Test("a bottom region alone starts below the camera, as the center does; under a leading region it starts 8 pt below that")
    func expandedBottomAloneUnderCamera() throws {
        // 40 pt: with the margins over the island's least 84, so none of it is centring.
        let alone = try Self.points(Self.widget("Text(\"l\")", expanded: """
            DynamicIslandExpandedRegion(.bottom) { Rectangle().fill(Color.orange).frame(height: 40) }
            """), .expanded)
        let bar = try Self.fill("orange", in: alone)
        #expect(Self.near(bar.y, Device.islandHeightPt), "\(bar)")
        let under = try Self.points(Self.widget("Text(\"l\")", expanded: """
            DynamicIslandExpandedRegion(.leading) { Rectangle().fill(Color.purple).frame(width: 40, height: 30) }
            DynamicIslandExpandedRegion(.bottom) { Rectangle().fill(Color.orange).frame(height: 40) }
            """), .expanded)
        let below = try Self.fill("orange", in: under)
        #expect(Self.near(below.y, 18 + 30 + 8), "\(below)")
        // Under a center region too (which starts below the camera).
        let centred = try Self.points(Self.widget("Text(\"l\")", expanded: """
            DynamicIslandExpandedRegion(.center) { Rectangle().fill(Color.purple).frame(width: 40, height: 10) }
            DynamicIslandExpandedRegion(.bottom) { Rectangle().fill(Color.orange).frame(height: 40) }
            """), .expanded)
        #expect(Self.near(try Self.fill("orange", in: centred).y, Device.islandHeightPt + 10 + 8))
    }

    @Test("a center region alone spans the expanded island between its margins; beside another region it keeps 8 pt from it, centred on the island")
    func expandedCenterAlone() throws {
        // A full-width center row (a title left, a time right, as a workout
        // timer's) reaches from one 18 pt margin to the other.
        let alone = try Self.points(Self.widget("Text(\"l\")", expanded: """
            DynamicIslandExpandedRegion(.center) { Rectangle().fill(Color.purple).frame(maxWidth: .infinity).frame(height: 20) }
            """), .expanded)
        let row = try Self.fill("purple", in: alone)
        #expect(Self.near(row.x, 18) && Self.near(row.maxX, 371 - 18), "\(row)")
        // A narrow one is centred, as before.
        let narrow = try Self.points(Self.widget("Text(\"l\")", expanded: """
            DynamicIslandExpandedRegion(.center) { Rectangle().fill(Color.purple).frame(width: 100, height: 20) }
            """), .expanded)
        let box = try Self.fill("purple", in: narrow)
        #expect(Self.near(box.x + box.width / 2, 371 / 2), "\(box)")
        // Beside a leading region the center keeps 8 pt from it, and as much
        // room on its other side: it is in the island's middle (`centringRoom`).
        let beside = try Self.points(Self.widget("Text(\"l\")", expanded: """
            DynamicIslandExpandedRegion(.leading) { Rectangle().fill(Color.orange).frame(width: 40, height: 20) }
            DynamicIslandExpandedRegion(.center) { Rectangle().fill(Color.purple).frame(maxWidth: .infinity).frame(height: 20) }
            """), .expanded)
        let lead = try Self.fill("orange", in: beside), centre = try Self.fill("purple", in: beside)
        #expect(Self.near(centre.x, lead.maxX + 8) && Self.near(centre.maxX, 371 - 18 - 8 - 40), "\(lead) \(centre)")
    }

    @Test("the terminal's size label says the phone's height, as the true-size drawing has it, whatever rows the cells take")
    func sizeLabelIsThePhones() throws {
        // Five 17 pt lines (102 pt) take five rows (80 pt) in the cells; the phone's card is their points.
        let source = Self.widget("VStack { Text(\"1\"); Text(\"2\"); Text(\"3\"); Text(\"4\"); Text(\"5\") }", expanded: """
            DynamicIslandExpandedRegion(.leading) { Text("l") }
            DynamicIslandExpandedRegion(.bottom) { VStack { Text("1"); Text("2"); Text("3") } }
            """)
        let (renderer, snap) = try Self.snapshot(source)
        for p in [Presentation.lock, .expanded] {
            let points = try Self.points(source, p)
            #expect(renderer.render(p, snap, now: Self.now).sizeLabel == "\(Renderer.pt(points.width)) x \(Renderer.pt(points.height)) pt", "\(p)")
        }
    }

    @Test("the expanded island's bottom region is centred in the cells too")
    func expandedBottomCentred() throws {
        let out = try Self.cells(Self.widget("Text(\"l\")", expanded: """
            DynamicIslandExpandedRegion(.bottom) { Text("bottom line") }
            """), .expanded)
        // "== expanded · 46x5": the grid's width; its rows are printed without trailing spaces.
        let header = try #require(out.split(separator: "\n").first)
        let width = try #require(Int(header.split(separator: " ").last?.split(separator: "x").first ?? ""))
        let row = try #require(out.split(separator: "\n").first { $0.contains("bottom line") })
        let before = row.prefix { $0 != "b" }.count
        #expect(abs(Double(before) - Double(width - "bottom line".count) / 2) <= 1, "\(out)")
    }

    @Test("the SVG keeps runs of spaces; .tracking and .kerning widen a text by their points per character")
    func spacesAndTracking() throws {
        let p = try Self.points(Self.widget("""
            VStack {
                Text("CPU  18%").monospaced()
                Text("TOUGE")
                Text("DASH").tracking(2)
                Text("KERN").kerning(3)
                Text("DASH")
            }
            """))
        let svg = PointSVG.svg([p])
        #expect(svg.contains(##"xml:space="preserve"><tspan"##) && svg.contains(">CPU  18%</tspan>"), "\(svg)")
        let dashes = Self.views(p).compactMap { v -> Double? in
            if case .text(let t) = v.view.content, t.text == "DASH" { return v.frame.width }
            return nil
        }
        #expect(dashes.count == 2 && Self.near(dashes[0] - dashes[1], 4 * 2), "\(dashes)")
        #expect(svg.contains(##"letter-spacing="2""##) && svg.contains(##"letter-spacing="3""##), "\(svg)")
    }

    @Test("two symbols centred on one point are drawn on one row of cells")
    func centredSymbolsShareARow() throws {
        let out = try Self.cells(Self.widget("""
            HStack(spacing: 10) {
                ZStack {
                    Circle().fill(Color.orange.opacity(0.5)).frame(width: 50, height: 50)
                    Image(systemName: "pause.fill").font(.system(size: 24))
                }
                ZStack {
                    Circle().fill(Color.gray.opacity(0.6)).frame(width: 50, height: 50)
                    Image(systemName: "xmark").font(.system(size: 18, weight: .semibold))
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Text("Timer")
                    Text("0:07").font(.title)
                }
            }
            .padding()
            """))
        let pause = try #require(out.split(separator: "\n").firstIndex { $0.contains("⏸") })
        let cross = try #require(out.split(separator: "\n").firstIndex { $0.contains("✕") })
        #expect(pause == cross, "\(out)")
    }
}
