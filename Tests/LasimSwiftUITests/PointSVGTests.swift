import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
@testable import LasimTemplate
import Testing

/// The true-size backend: an app's own views drawn in points, at the size
/// the phone draws each presentation.
@Suite struct PointSVGTests {
    static let state = #"{"stage": "onTheWay", "eta": 721693550, "progress": 0.65, "courier": "Marta", "pizzas": 2}"#
    static let now = 1_700_000_000.0

    static func pizza(_ presentations: [Presentation], appearance: Appearance = .light) throws -> [PointPresentation] {
        let a = try #require(try Fixture.activities("PizzaDeliveryWidget.swift", schemas: WholeWidgetTests.pizzaSchemas).first)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let renderer = Renderer(catalog: catalog, options: RenderOptions(appearance: appearance))
        let sample = Sample(name: "test", attributes: WholeWidgetTests.attributes, contentState: Fixture.json(state), now: now, state: .active)
        let snap = Snapshot(sample: sample, template: a.template)
        return try presentations.map { try #require(renderer.pointLayout($0, snap, now: now)) }
    }

    @Test("the lock card is 371 pt wide, its texts where the layout put them, in their font's size")
    func lockCardInPoints() throws {
        let lock = try #require(try Self.pizza([.lock]).first)
        #expect(lock.width == 371)
        #expect((40...160).contains(lock.height), "as tall as its content")
        let svg = PointSVG.svg([lock])
        #expect(svg.contains(#"width="371""#))
        #expect(svg.contains(#"viewBox="0 0 371 "#))
        // The first text laid out: where its frame is (the card adds no margin), in its size.
        let part = try #require(lock.parts.first)
        #expect(part.x == 0)
        var first: (LaidOutView, LaidOutText)?
        part.view.walk { v in if first == nil, case .text(let t) = v.content { first = (v, t) } }
        let (view, text) = try #require(first)
        let x = PointSVG.n(view.frame.x)
        #expect(svg.contains(#"font-size="\#(PointSVG.n(text.font.size))""#))
        #expect(svg.contains(#"<tspan x="\#(x)""#), "first text at x \(x) in its part")
        #expect(svg.contains(#"<g transform="translate(0 "#))
        // The app's own root `.padding()` keeps the content 16 pt off the card's edge.
        #expect(svg.contains(#"<tspan x="16" y="54.73">Marta is bringing 2 pizzas</tspan>"#))
        assertSnapshot(svg, named: "pizza-points-lock-svg")
    }

    @Test("every presentation: the island's pill shapes, well-formed XML")
    func allPresentations() throws {
        let all = try Self.pizza([.lock, .compact, .expanded, .minimal], appearance: .dark)
        #expect(all.map(\.presentation) == [.lock, .compact, .expanded, .minimal])
        let compact = all[1], minimal = all[3], expanded = all[2]
        #expect(abs(compact.height - 36.67) < 0.001)
        #expect(compact.cornerRadius == compact.height / 2)
        #expect(compact.width > Device.pro.cameraWidthPt, "two sides, each its content and margins, beside the camera")
        #expect(minimal.width == 45)
        #expect(expanded.width == 371 && expanded.cornerRadius == 44)
        #expect(expanded.background == RGB(0, 0, 0))
        let svg = PointSVG.svg(all)
        assertSnapshot(svg, named: "pizza-points-all-svg")
        #expect(try Self.wellFormed(svg))
        let html = PointSVG.html([("pizza", all)], title: "lasim")
        #expect(html.contains("<figcaption>Lock screen · 371 x "))
        #expect(html.components(separatedBy: "<svg ").count == 5)
    }

    @Test("an asset image is embedded when its file is found, a labelled placeholder otherwise")
    func assetImages() throws {
        let view = LaidOutView(content: .image(name: "logo", systemName: false), frame: PointRect(x: 0, y: 0, width: 40, height: 40),
                               children: [], environment: ViewEnvironment(), hidden: false, path: "W.swift:1")
        let p = PointPresentation(presentation: .lock, width: 371, height: 84, cornerRadius: 22, background: RGB(255, 255, 255),
                                  palette: Theme.standard.light, parts: [.init(view: view, x: 16, y: 22)], label: "lock",
                                  symbols: ThemeTables(.standard))
        let placeholder = PointSVG.svg([p])
        #expect(placeholder.contains(">logo</text>"))
        var o = PointSVG.Options()
        o.image = { $0 == "logo" ? PointSVG.Image(mime: "image/png", base64: "iVBORw0KGgo=") : nil }
        #expect(PointSVG.svg([p], options: o).contains(#"href="data:image/png;base64,iVBORw0KGgo=""#))
        // `.interpolation(.none)`: the image asked for at the frame's size at 3x, enlarged without smoothing.
        var sharp = view
        sharp.paint.pixelated = true
        let q = PointPresentation(presentation: .lock, width: 371, height: 84, cornerRadius: 22, background: RGB(255, 255, 255),
                                  palette: Theme.standard.light, parts: [.init(view: sharp, x: 16, y: 22)], label: "lock",
                                  symbols: ThemeTables(.standard))
        o.pixelated = { name, w, h in name == "logo" && (w, h) == (120, 120) ? PointSVG.Image(mime: "image/png", base64: "c2hhcnA=") : nil }
        #expect(PointSVG.svg([q], options: o).contains("base64,c2hhcnA="))
        #expect(PointSVG.svg([p], options: o).contains("base64,iVBORw0KGgo="), "without the modifier, the file as it is")
    }

    /// A 40 pt asset image "logo" (an SVG, a template one or not) on a lock card, in `env`.
    static func imageSVG(_ env: ViewEnvironment, template: Bool = false) -> String {
        let view = LaidOutView(content: .image(name: "logo", systemName: false), frame: PointRect(x: 0, y: 0, width: 40, height: 40),
                               children: [], environment: env, hidden: false, path: "W.swift:1")
        let p = PointPresentation(presentation: .lock, width: 371, height: 84, cornerRadius: 22, background: RGB(255, 255, 255),
                                  palette: Theme.standard.light, parts: [.init(view: view, x: 16, y: 22)], label: "lock",
                                  symbols: ThemeTables(.standard))
        var o = PointSVG.Options()
        o.image = { _ in PointSVG.Image(mime: "image/svg+xml", base64: "PHN2Zy8+", isTemplate: template) }
        return PointSVG.svg([p], options: o)
    }

    @Test("true size: a template image is flooded with its foreground colour inside its alpha; .colorInvert() inverts it")
    func templateImageFilters() throws {
        func svg(_ env: ViewEnvironment, template: Bool = false) -> String { Self.imageSVG(env, template: template) }
        var env = ViewEnvironment()
        #expect(!svg(env).contains("<filter"))
        env.foreground = .rgb(r: 0, g: 1, b: 0, opacity: 1)
        #expect(!svg(env).contains("<filter"))
        let fromSet = svg(env, template: true)
        #expect(fromSet.contains(##"<feFlood flood-color="#00ff00"/><feComposite in2="SourceAlpha" operator="in"/>"##), "\(fromSet)")
        #expect(fromSet.contains(#"filter="url(#p0-f1)""#), "\(fromSet)")
        var multiplied = env
        multiplied.colorMultiplier = RGB(153, 204, 255)
        #expect(svg(multiplied, template: true).contains(##"<feColorMatrix type="matrix" values="0.6 0 0 0 0 0 0.8 0 0 0 0 0 1 0 0 0 0 0 1 0"/>"##))
        env.imageRendering = "original"
        #expect(!svg(env, template: true).contains("<filter"))
        env.imageRendering = "template"
        #expect(svg(env).contains("<feFlood"))
        env.imageRendering = nil
        env.colorInverted = true
        let inverted = svg(env)
        #expect(inverted.contains(#"<feColorMatrix type="matrix" values="-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0"/>"#) && !inverted.contains("<feFlood"))
    }

    @Test("true size: an image drawn as it is keeps its pixels under a translucent foreground (tyd's icon in a button tinted .accent.opacity(0) vanished); a template image and .opacity() take theirs")
    func originalImageKeepsItsPixels() throws {
        func image(_ env: ViewEnvironment, template: Bool) -> String {
            Self.imageSVG(env, template: template).split(separator: "\n").first { $0.hasPrefix("<image") }.map(String.init) ?? ""
        }
        var env = ViewEnvironment()
        env.foreground = .rgb(r: 1, g: 0, b: 0, opacity: 0)
        #expect(image(env, template: false).hasPrefix("<image") && !image(env, template: false).contains("opacity="), "\(image(env, template: false))")
        #expect(image(env, template: true).contains(#"opacity="0""#))
        env.opacity = 0.5
        #expect(image(env, template: false).contains(#"opacity="0.5""#))
    }

    @Test("Color.green.opacity(0.5) keeps its opacity where a colour is asked for (.fill, .foregroundColor)")
    func colourOpacity() throws {
        let svg = try Self.lockSVG("""
                        HStack {
                            Circle().fill(Color.green.opacity(0.5)).frame(width: 50, height: 50)
                            Text("A").foregroundColor(Color(red: 1, green: 0, blue: 0).opacity(0.25))
                        }
            """)
        #expect(svg.contains(##"r="25" fill="#34c759" opacity="0.5"/>"##), "\(svg)")
        #expect(svg.contains(##"fill="#ff0000" opacity="0.25">"##), "\(svg)")
    }

    @Test("corners, clip shapes, offsets and circular progress: drawn in points, laid out as before")
    func paint() throws {
        let svg = try Self.lockSVG("""
                        HStack {
                            RoundedRectangle(cornerRadius: 6).fill(Color.blue).frame(width: 50, height: 40)
                            Text("Clip").padding(6).background(Color.orange).clipShape(Capsule())
                            Text("R8").padding(6).background(Color.green).cornerRadius(8)
                            Text("Up").offset(y: -10)
                            Gauge(value: 0.25) { Text("g") }.gaugeStyle(.accessoryCircularCapacity).frame(width: 30, height: 30)
                        }
            """)
        #expect(svg.contains(##"width="50" height="40" rx="6" fill="#007aff"/>"##), "\(svg)")
        #expect(svg.contains(##"height="32.4" rx="16.2"/></clipPath>"##), "a capsule clip: half the height")
        #expect(svg.contains(##"rx="8"/></clipPath>"##))
        #expect(svg.contains(##"<g transform="translate(0 -10)">"##))
        // A ring 30 pt across, a quarter done: a stroke of 3 pt, radius 13.5.
        #expect(svg.contains(##"r="13.5" stroke="##), "\(svg)")
        #expect(svg.contains(##"stroke-dasharray="21.21 84.82""##), "\(svg)")
        #expect(try Self.wellFormed(svg))
    }

    static func lockSVG(_ body: String) throws -> String { try svg(widget(lock: body), .lock) }

    /// A widget of state `{"n": 1}` with `lock` as its lock card and `compactLeading` in the island.
    static func widget(lock: String, compactLeading: String = #"Text("a")"#) -> String {
        """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        struct W: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: A.self) { context in
        \(lock)
                } dynamicIsland: { _ in DynamicIsland { } compactLeading: { \(compactLeading) } compactTrailing: { Text("b") } minimal: { Text("c") } }
            }
        }
        """
    }

    /// A presentation of the widget in `source` (its state `{"n": 1}`), drawn in points.
    static func svg(_ source: String, _ presentation: Presentation, appearance: Appearance = .light) throws -> String {
        let (renderer, snap) = try rendered(source, appearance)
        return PointSVG.svg([try #require(renderer.pointLayout(presentation, snap, now: Self.now))])
    }

    /// The same widget in cells, every cell of the presentation in reading order.
    static func cells(_ source: String, _ presentation: Presentation, appearance: Appearance = .light) throws -> [Cell] {
        let (renderer, snap) = try rendered(source, appearance)
        let grid = renderer.render(presentation, snap, now: Self.now).grid
        return (0..<grid.height).flatMap { y in (0..<grid.width).map { grid[$0, y] } }
    }

    /// A renderer of the widget's one activity, and its snapshot at `now`.
    static func rendered(_ source: String, _ appearance: Appearance) throws -> (Renderer, Snapshot) {
        let a = try #require(Fixture.activities(source: source).first)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let renderer = Renderer(catalog: catalog, options: RenderOptions(appearance: appearance))
        let snap = Snapshot(sample: Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(#"{"n": 1}"#), now: Self.now, state: .active),
                            template: a.template)
        return (renderer, snap)
    }

    @Test("system colours take their dark variants in the island and on a dark card, their light ones on a light card")
    func systemColoursFollowTheScheme() throws {
        let source = Self.widget(lock: """
                        VStack {
                            Text("go").foregroundStyle(.green)
                            Capsule().fill(LinearGradient(colors: [.teal, .purple], startPoint: .leading, endPoint: .trailing)).frame(height: 8)
                        }
            """, compactLeading: #"Text("go").foregroundColor(.orange)"#)
        let light = try Self.svg(source, .lock)
        #expect(light.contains(##"fill="#34c759"><tspan"##) && light.contains(##"stop-color="#30b0c7"/><stop offset="1" stop-color="#af52de""##), "\(light)")
        let dark = try Self.svg(source, .lock, appearance: .dark)
        #expect(dark.contains(##"fill="#30d158"><tspan"##) && dark.contains(##"stop-color="#40c8e0"/><stop offset="1" stop-color="#bf5af2""##), "\(dark)")
        // The island is dark whatever the phone's appearance.
        let compact = try Self.svg(source, .compact)
        #expect(compact.contains(##"fill="#ff9f0a"><tspan x="0" y="16.34">go"##), "\(compact)")
    }

    @Test("gradients in true size: SVG gradients with their stops, unit points and radii; an angular one as wedges")
    func gradients() throws {
        let svg = try Self.lockSVG("""
                        HStack {
                            Rectangle().fill(LinearGradient(colors: [.red, Color.blue.opacity(0.5)], startPoint: .topLeading, endPoint: .bottomTrailing)).frame(width: 40, height: 40)
                            Circle().fill(RadialGradient(gradient: Gradient(colors: [.green, .black]), center: .center, startRadius: 10, endRadius: 20)).frame(width: 40, height: 40)
                            Capsule().fill(Color.orange.gradient).frame(width: 40, height: 20)
                            Text("G").foregroundStyle(LinearGradient(colors: [.purple, .pink], startPoint: .leading, endPoint: .trailing))
                            Circle().fill(AngularGradient(colors: [.yellow, .red], center: .center)).frame(width: 40, height: 40)
                            Circle().stroke(AngularGradient(gradient: Gradient(colors: [.blue, .green]), center: .center, startAngle: .degrees(-90), endAngle: .degrees(270)), lineWidth: 4).frame(width: 20, height: 20)
                            Rectangle().fill(LinearGradient(gradient: Gradient(stops: [Gradient.Stop(color: .mint, location: 0.5), .init(color: .indigo, location: 0.5)]), startPoint: .leading, endPoint: .trailing)).frame(width: 40, height: 2)
                        }
            """)
        #expect(svg.contains(##"<linearGradient id="p0-g1" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff3b30"/><stop offset="1" stop-color="#007aff" stop-opacity="0.5"/></linearGradient>"##), "\(svg)")
        #expect(svg.contains(##"fill="url(#p0-g1)"/>"##))
        // The first stop at the start radius: half way out of 20 pt.
        #expect(svg.contains(##"r="20"><stop offset="0.5" stop-color="#34c759"/><stop offset="1" stop-color="#000000"/></radialGradient>"##), "\(svg)")
        // `.gradient`: lighter at the top, the colour at the bottom.
        #expect(svg.contains(##"x1="0.5" y1="0" x2="0.5" y2="1"><stop offset="0" stop-color="#ffaa33"/><stop offset="1" stop-color="#ff9500"/>"##), "\(svg)")
        #expect(svg.contains(##"<stop offset="0" stop-color="#af52de"/><stop offset="1" stop-color="#ff2d55"/></linearGradient></defs>\##n<text"##), "\(svg)")
        // An angular gradient: wedges clockwise from the trailing side, masked by the shape (a ring by its stroke).
        #expect(svg.contains(##"<circle cx="229.48" cy="20" r="20" fill="#ffffff"/></mask>\##n<g mask="url(#p0-g5)"><path d="M229.48 20L389.48 19.16L389.22 29.21Z" fill="#ffcb00"/>"##), "\(svg)")
        #expect(svg.contains(##"<path d="M229.48 20L389.22 10.79L389.48 20.84Z" fill="#ff3c30"/></g>"##), "the last wedge nearly red")
        #expect(svg.contains(##"r="10" fill="none" stroke="#ffffff" stroke-width="4"/></mask>"##))
        #expect(svg.contains(##"<g mask="url(#p0-g6)"><path d="M267.48 20L267.07 -60L272.09 -59.87Z" fill="#007afe"/>"##), "from the top")
        // Stops at their locations: a hard edge half way.
        #expect(svg.contains(##"<stop offset="0.5" stop-color="#00c7be"/><stop offset="0.5" stop-color="#5856d6"/>"##), "\(svg)")
        // The terminal's one colour a cell: the first stop.
        let g = try #require(ViewGradient(.linear(start: .init(x: 0, y: 0), end: .init(x: 1, y: 1)), stops: [.init(.named("red")), .init(.named("blue"))]))
        #expect(ViewLowering.colour(.gradient(g)) == ViewLowering.colour(.named("red")))
        #expect(try Self.wellFormed(svg))
    }

    @Test(".shadow(color:radius:x:y:) is an SVG filter under the view in true size; the default colour black at a third")
    func shadows() throws {
        let svg = try Self.lockSVG("""
                        HStack {
                            RoundedRectangle(cornerRadius: 8).fill(Color.white).frame(width: 40, height: 40).shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
                            Text("S").shadow(radius: 3)
                            Text("none").shadow(color: .clear, radius: 3)
                        }
            """)
        #expect(svg.contains(##"<feGaussianBlur in="SourceAlpha" stdDeviation="2"/><feOffset dx="0" dy="2" result="blur"/><feFlood flood-color="#000000" flood-opacity="0.2"/>"##), "\(svg)")
        #expect(svg.contains(##"<g filter="url(#p0-s1)">"##) && svg.contains(##"<g filter="url(#p0-s2)">"##))
        #expect(svg.contains(##"stdDeviation="1.5"/><feOffset dx="0" dy="0" result="blur"/><feFlood flood-color="#000000" flood-opacity="0.33"/>"##), "\(svg)")
        #expect(!svg.contains("p0-s3"), "a clear shadow draws nothing")
        #expect(try Self.wellFormed(svg))
    }

    @Test("Symbola draws what the text fonts lack, after them and before the generic family; emoji fonts first for a symbol's emoji")
    func symbolFallbackFont() throws {
        let text = PointSVG.fontFamily, emoji = PointSVG.emojiFamily
        let dejavu = try #require(text.range(of: "'DejaVu Sans'")), symbola = try #require(text.range(of: "Symbola"))
        #expect(dejavu.upperBound < symbola.lowerBound && text.hasSuffix("Symbola, sans-serif"))
        let noto = try #require(emoji.range(of: "'Noto Color Emoji'")), fallback = try #require(emoji.range(of: "Symbola"))
        #expect(noto.upperBound < fallback.lowerBound && emoji.hasSuffix("Symbola, sans-serif"))
    }

    static func wellFormed(_ xml: String) throws -> Bool {
        #if canImport(FoundationXML) || canImport(Darwin)
        let parser = XMLParser(data: Data(xml.utf8))
        return parser.parse()
        #else
        return true
        #endif
    }

    /// A lock card with a body text, a rounded one and a monospaced one, in points.
    static func faces() throws -> PointPresentation {
        try lock("""
            Text("Arriving soon")
            Text("12 min").font(.system(size: 20, design: .rounded))
            Text("A-1042").font(.system(size: 12, design: .monospaced))
            """)
    }

    /// A lock card of a VStack holding `body`, in points.
    static func lock(_ body: String) throws -> PointPresentation {
        let source = """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
                        VStack {
                            \(body)
                        }
                    } dynamicIsland: { context in
                        DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
                    }
                }
            }
            """
        let a = try #require(Fixture.activities(source: source).first)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(#"{"n": 1}"#), now: now, state: .active)
        return try #require(Renderer(catalog: catalog).pointLayout(.lock, Snapshot(sample: sample, template: a.template), now: now))
    }

    @Test("an image rasterised here names Inter, tightened to the layout's advances; one for viewers names SF Pro first, as the layout measures")
    func textFaces() throws {
        let lock = try Self.faces()
        let viewer = PointSVG.svg([lock])
        #expect(viewer.contains(#"font-family="'SF Pro Text'"#) && !viewer.contains("letter-spacing"), "\(viewer)")
        var o = PointSVG.Options()
        o.textFace = .inter
        let inter = PointSVG.svg([lock], options: o)
        #expect(inter.contains(#"<svg xmlns="http://www.w3.org/2000/svg""#) && inter.contains(#"font-family="Inter, "#), "\(inter)")
        // Body is 17 pt: SF Pro's tracking there (-0.026 em) and Inter's 0.006 em off each advance; the
        // rounded design too, in Inter (no SF Pro Rounded here): at 20 pt, -0.023 em, 0.006 em, and the
        // display design's narrowing (a third of 0.065 of Inter's average 0.52 em).
        #expect(inter.contains(#"letter-spacing="-0.54">"#) || inter.contains(#"letter-spacing="-0.54" "#), "\(inter)")
        let rounded = try #require(inter.split(separator: "\n").first { $0.contains(">12 min<") })
        #expect(rounded.contains(#"letter-spacing="-0.81""#) && rounded.contains(#"font-family="Inter, "#), "\(rounded)")
        // A monospaced text keeps its own fonts and advances.
        let mono = try #require(inter.split(separator: "\n").first { $0.contains(">A-1042<") })
        #expect(!mono.contains("letter-spacing") && mono.contains("SF Mono"), "\(mono)")
    }

    @Test("where colour emoji come out blank (librsvg, --format png), a symbol's stand-in and a text's emoji ask for their outlines; a viewer's SVG keeps the colour fonts")
    func outlineEmoji() throws {
        let lock = try Self.lock("""
            Image(systemName: "sparkles")
            Text("Pizza 🍕 on its way")
            Text("Plain words")
            """)
        let viewer = PointSVG.svg([lock])
        #expect(viewer.contains("'Noto Color Emoji'") && !viewer.contains("\u{FE0E}"), "\(viewer)")
        var o = PointSVG.Options()
        o.colourEmoji = false
        let png = PointSVG.svg([lock], options: o)
        #expect(!png.contains("Color Emoji") && png.contains(#"font-family="Symbola, sans-serif""#), "\(png)")
        #expect(png.contains("✨\u{FE0E}</text>") && png.contains("Pizza 🍕\u{FE0E} on its way"), "\(png)")
        #expect(png.contains(">Plain words<"), "\(png)")
    }

    @Test("a flag (two regional indicators) is one outlined flag where colour emoji come out blank, not two boxed letters split by selectors; a viewer's SVG keeps the flag")
    func flagsInThePNG() throws {
        let lock = try Self.lock("""
            Text("🇺🇸 USA 2 – 1 Germany 🇩🇪")
            Text("🇯🇵🇫🇷 and 🍕")
            """)
        #expect(PointSVG.svg([lock]).contains("🇺🇸 USA 2 – 1 Germany 🇩🇪"))
        var o = PointSVG.Options()
        o.colourEmoji = false
        let png = PointSVG.svg([lock], options: o)
        #expect(png.contains("🏳\u{FE0E} USA 2 – 1 Germany 🏳\u{FE0E}<") && png.contains(">🏳\u{FE0E}🏳\u{FE0E} and 🍕\u{FE0E}<"), "\(png)")
        #expect(!png.unicodeScalars.contains { (0x1F1E6...0x1F1FF).contains($0.value) }, "\(png)")
    }
}
