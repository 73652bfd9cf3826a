import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// A phone in Hebrew or Arabic shows an app localised into that language
/// right to left: SwiftUI mirrors the layout (the first view of a row on
/// the right, leading the right edge), not the texts themselves.
@Suite struct RightToLeftTests {
    /// The app's strings, in English and (unless `hebrew` is false) in Hebrew.
    static func files(hebrew: Bool = true) -> [(path: String, text: String)] {
        [("W/en.lproj/Localizable.strings", #""hello" = "Hello";"#)] + (hebrew ? [("W/he.lproj/Localizable.strings", #""hello" = "שלום";"#)] : [])
    }

    static func presentation(_ lock: String, locale: String = "he", files: [(path: String, text: String)] = files(),
                             expanded: String = "DynamicIslandExpandedRegion(.center) { Text(\"c\") }",
                             _ p: Presentation = .lock) throws -> PointPresentation {
        let a = try activity(lock, locale: locale, files: files, expanded: expanded)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let renderer = Renderer(catalog: catalog, options: RenderOptions())
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(#"{"n": 1}"#), now: 0, state: .active)
        return try #require(renderer.pointLayout(p, Snapshot(sample: sample, template: a.template), now: 0))
    }

    static func activity(_ lock: String, locale: String = "he", files: [(path: String, text: String)] = files(),
                         expanded: String = "DynamicIslandExpandedRegion(.center) { Text(\"c\") }") throws -> SwiftUIActivity {
        let resources = AppResources.parse(files, language: locale)
        let source = LayoutRuleTests.widget(lock, expanded: expanded, extra: reader)
        return try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", source)]), resources: resources, locale: locale).first)
    }

    /// A view that reads the direction where it is drawn.
    static let reader = """
        struct Reader: View {
            @Environment(\\.layoutDirection) var direction
            var body: some View { Text(direction == .rightToLeft ? "rtl" : "ltr") }
        }
        """

    static func frame(_ s: String, _ p: PointPresentation) throws -> PointRect { try LayoutRuleTests.text(s, in: p).frame }

    @Test("an HStack's first view is on the right where the phone shows the app in Hebrew; left where the app has no Hebrew, or the phone is in English")
    func rowMirrored() throws {
        let row = #"HStack { Text("A"); Spacer(); Text("B") }.padding()"#
        let he = try Self.presentation(row)
        #expect(try Self.frame("A", he).x > Self.frame("B", he).x)
        // The root's padding (which the card keeps apart for the cells) is still the points'.
        #expect(try abs(Self.frame("A", he).maxX - (he.width - 16)) < 0.01, "\(he.width)")
        let notLocalised = try Self.presentation(row, files: Self.files(hebrew: false))
        #expect(try Self.frame("A", notLocalised).x < Self.frame("B", notLocalised).x)
        let english = try Self.presentation(row, locale: "en_US")
        #expect(try Self.frame("A", english).x < Self.frame("B", english).x)
    }

    @Test("a string catalog with a Hebrew localization is the app in Hebrew too")
    func catalogLanguage() throws {
        let catalog = #"{"sourceLanguage": "en", "strings": {"hello": {"localizations": {"he": {"stringUnit": {"state": "translated", "value": "שלום"}}}}}}"#
        #expect(AppResources.parse([("W/Localizable.xcstrings", catalog)], language: "he").rightToLeft)
        #expect(!AppResources.parse([("W/Localizable.xcstrings", catalog)], language: "fr").rightToLeft)
        #expect(AppResources.parse([("W/ar.lproj/Localizable.strings", #""a" = "b";"#)], language: "ar_EG").rightToLeft)
    }

    @Test("leading is the right edge: a frame's alignment, .padding(.leading), a VStack's .leading, a ZStack's .topLeading")
    func leadingIsRight() throws {
        let p = try Self.presentation("""
            VStack(alignment: .leading) {
                Text("a wide first line")
                Text("L")
                Text("F").frame(maxWidth: .infinity, alignment: .leading)
                Text("P").padding(.leading, 40).frame(maxWidth: .infinity, alignment: .leading)
                ZStack(alignment: .topLeading) { Color.clear.frame(width: 200, height: 40); Text("Z") }
            }.padding()
            """)
        let wide = try Self.frame("a wide first line", p)
        #expect(try abs(Self.frame("L", p).maxX - wide.maxX) < 0.01)
        let f = try Self.frame("F", p), pad = try Self.frame("P", p)
        #expect(abs(f.maxX - pad.maxX - 40) < 0.01, "\(f) \(pad)")
        #expect(f.maxX > wide.maxX - 0.01)
        let z = try Self.frame("Z", p)
        #expect(abs(z.maxX - wide.maxX) < 0.01, "\(z) \(wide)")
    }

    @Test(".environment(\\.layoutDirection, ...) sets it for a subtree, and @Environment(\\.layoutDirection) reads it")
    func environmentSetsIt() throws {
        let english = try Self.presentation("""
            VStack {
                HStack { Text("A"); Spacer(); Text("B") }.environment(\\.layoutDirection, .rightToLeft)
                HStack { Text("C"); Spacer(); Text("D") }
                Reader()
                Reader().environment(\\.layoutDirection, .rightToLeft)
            }.padding()
            """, locale: "en_US")
        #expect(try Self.frame("A", english).x > Self.frame("B", english).x)
        #expect(try Self.frame("C", english).x < Self.frame("D", english).x)
        let texts = LayoutRuleTests.views(english).compactMap { v -> String? in if case .text(let t) = v.view.content { return t.text }; return nil }
        #expect(texts.contains("ltr") && texts.contains("rtl"), "\(texts)")
        let hebrew = try Self.presentation("""
            VStack {
                HStack { Text("A"); Spacer(); Text("B") }.environment(\\.layoutDirection, .leftToRight)
                Reader()
            }.padding()
            """)
        #expect(try Self.frame("A", hebrew).x < Self.frame("B", hebrew).x)
        #expect(LayoutRuleTests.views(hebrew).contains { if case .text(let t) = $0.view.content { return t.text == "rtl" }; return false })
    }

    @Test("symbols pointing along the line are drawn as their right-to-left variant; a picture flagged to flip is mirrored; others stay")
    func symbols() throws {
        let p = try Self.presentation("""
            HStack {
                Image(systemName: "chevron.forward")
                Image(systemName: "arrow.up.right")
                Image(systemName: "train.side.front.car")
                Image(systemName: "arrow.up")
                Image(systemName: "star").flipsForRightToLeftLayoutDirection(true)
            }
            """)
        var names: [String: Bool] = [:]
        for (v, _) in LayoutRuleTests.views(p) { if case .image(let name, true) = v.content { names[name] = v.paint.mirrored } }
        #expect(names == ["chevron.backward": false, "arrow.up.left": false, "train.side.front.car": true, "arrow.up": false, "star": true], "\(names)")
        // The cells draw the variant's glyph.
        let cells = Fixture.draw(try Self.activity(#"HStack { Image(systemName: "chevron.right"); Text("x") }"#), state: Fixture.json(#"{"n": 1}"#),
                                 presentations: [.lock])
        let row = try #require(cells.split(separator: "\n").first { $0.contains("‹") })
        #expect(row.firstIndex(of: "‹").map { $0 > row.firstIndex(of: "x")! } ?? false, "\(cells)")
    }

    @Test("an asset image is mirrored where its set says so (Direction: Left to Right, Mirrors), else kept as drawn; a set's right-to-left files are not its scales")
    func assetImageDirection() throws {
        func set(_ entries: String) -> String { #"{"images":[\#(entries)],"info":{"author":"xcode","version":1}}"# }
        let files = Self.files() + [
            ("W/Assets.xcassets/back.imageset/Contents.json",
             set(#"{"filename":"back.png","idiom":"universal","language-direction":"left-to-right","scale":"3x"}"#)),
            ("W/Assets.xcassets/logo.imageset/Contents.json", set(#"{"filename":"logo.png","idiom":"universal","scale":"3x"}"#)),
            ("W/Assets.xcassets/both.imageset/Contents.json",
             set(#"{"filename":"l.png","idiom":"universal","language-direction":"left-to-right","scale":"2x"},{"filename":"r.png","idiom":"universal","language-direction":"right-to-left","scale":"3x"}"#)),
        ]
        let p = try Self.presentation(#"HStack { Image("back"); Image("logo") }"#, files: files)
        var mirrored: [String: Bool] = [:]
        for (v, _) in LayoutRuleTests.views(p) { if case .image(let name, false) = v.content { mirrored[name] = v.paint.mirrored } }
        #expect(mirrored == ["back": true, "logo": false], "\(mirrored)")
        let both = try #require(AppResources.parse(files).imageSets["both"])
        #expect(both.files.map(\.path) == ["W/Assets.xcassets/both.imageset/l.png"] && !both.mirrorsRightToLeft)
    }

    @Test("a progress bar fills from the right, in points and in the cells")
    func progressFromTheRight() throws {
        let lock = #"ProgressView(value: 0.25).padding()"#
        let p = try Self.presentation(lock)
        #expect(LayoutRuleTests.views(p).contains { if case .progress = $0.view.content { return $0.view.paint.mirrored }; return false })
        let cells = Fixture.draw(try Self.activity(lock), state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        let bar = try #require(cells.split(separator: "\n").first { $0.contains("━") })
        #expect(bar.lastIndex(of: "━")! > bar.lastIndex(of: "─")!, "\(bar)")
    }

    @Test("in the cells, a row's first text is on the right and a text's lines at its right edge; the Hebrew in the order it is seen")
    func cells() throws {
        let cells = Fixture.draw(try Self.activity(#"VStack { HStack { Text("First"); Spacer(); Text("Second") }; Text("hello").frame(maxWidth: .infinity) }.padding()"#),
                                 state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        let row = try #require(cells.split(separator: "\n").first { $0.contains("First") })
        #expect(row.range(of: "Second")!.lowerBound < row.range(of: "First")!.lowerBound, "\(row)")
        #expect(cells.contains("םולש"), "\(cells)")
    }

    @Test("a text's lines sit at its right edge, a right-to-left paragraph in the SVG (its closing apostrophe on the left)")
    func textAlignment() throws {
        let p = try Self.presentation(#"Text("hello").frame(width: 200).multilineTextAlignment(.leading)"#)
        let svg = PointSVG.svg([p])
        #expect(svg.contains("direction=\"rtl\""), "\(svg)")
        let t = try LayoutRuleTests.text("שלום", in: p)
        #expect(t.view.environment.lineAlignment == 1)
    }

    @Test("the expanded island's leading region is on the right")
    func islandRegions() throws {
        let regions = #"DynamicIslandExpandedRegion(.leading) { Text("L") } DynamicIslandExpandedRegion(.trailing) { Text("T") }"#
        let he = try Self.presentation(#"Text("x")"#, expanded: regions, .expanded)
        #expect(try Self.frame("L", he).x > Self.frame("T", he).x)
        let en = try Self.presentation(#"Text("x")"#, locale: "en_US", expanded: regions, .expanded)
        #expect(try Self.frame("L", en).x < Self.frame("T", en).x)
    }

    @Test("the compact island's leading side is right of the camera, its trailing side left, in points and in the cells")
    func compactSides() throws {
        let he = try Self.presentation(#"Text("x")"#, .compact)
        #expect(try Self.frame("a", he).x > Self.frame("b", he).x)
        let en = try Self.presentation(#"Text("x")"#, locale: "en_US", .compact)
        #expect(try Self.frame("a", en).x < Self.frame("b", en).x)
        let cells = Fixture.draw(try Self.activity(#"Text("x")"#), state: Fixture.json(#"{"n": 1}"#), presentations: [.compact])
        // The island's row: its two sides' texts, and the camera between them.
        let row = try #require(cells.split(separator: "\n").first { $0.filter(\.isLetter) == "ba" || $0.filter(\.isLetter) == "ab" }, "\(cells)")
        #expect(row.filter(\.isLetter) == "ba", "\(cells)")
    }

    @Test(".offset(x:) moves toward the trailing edge, the left one")
    func offset() throws {
        let p = try Self.presentation(#"Text("O").offset(x: 10)"#)
        let v = try LayoutRuleTests.text("O", in: p).view
        #expect(v.paint.offsetX == -10)
    }

    @Test("Locale.localizedString(forLanguageCode:) names a language in the locale's language (CLDR's)")
    func languageNames() throws {
        let out = try EvaluatorTests.lock("struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }", """
            VStack {
                Text(Locale(identifier: "en-US").localizedString(forLanguageCode: "he") ?? "none")
                Text(Locale(identifier: "de_DE").localizedString(forLanguageCode: "en") ?? "none")
            }
            """, state: #"{"n": 1}"#)
        #expect(out.contains("Hebrew") && out.contains("Englisch"), "\(out)")
    }
}
