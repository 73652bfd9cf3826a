import Foundation
import LasimModel
import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// An app's asset images: imagesets read, PNG and JPEG decoded by the
/// platform's libraries, drawn as half blocks, their placeholder without
/// colour, a bad file a one-line problem, a too-large image a warning.
@Suite struct AssetImageTests {
    static let dir = Fixture.dir + "/images"
    static let assets = dir + "/Assets.xcassets"

    /// The fixture's imagesets as `SwiftFileWalker.resources` gives them.
    static func resources() throws -> AppResources {
        let names = try FileManager.default.contentsOfDirectory(atPath: assets).sorted()
        let files = try names.map { name -> (path: String, text: String) in
            let path = assets + "/" + name + "/Contents.json"
            return (path, try String(contentsOfFile: path, encoding: .utf8))
        }
        return AppResources.parse(files)
    }

    static func activity() throws -> SwiftUIActivity {
        let files = try SwiftFiles.load(path: dir)
        return try #require(SwiftUIFrontEnd.activities(in: files, resources: try resources()).first)
    }

    static func render(_ p: Presentation, shield: String = "crest", appearance: Appearance = .light,
                       depth: ColorDepth = .truecolor) throws -> RenderedPresentation {
        let a = try activity()
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let renderer = Renderer(catalog: catalog, options: RenderOptions(appearance: appearance, colorDepth: depth))
        let sample = Sample(name: "test", attributes: JSONObject(), contentState: Fixture.json(#"{"shield": "\#(shield)"}"#),
                            now: 1_700_000_000, state: .active)
        return renderer.render(p, Snapshot(sample: sample, template: a.template), now: 1_700_000_000)
    }

    /// A widget whose lock screen is `lock`, with the fixture's imagesets (or `resources`)
    /// and `extra` declarations at the file's top level.
    static func inline(_ lock: String, resources: AppResources? = nil, extra: String = "") throws -> SwiftUIActivity {
        let source = """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
                        \(lock)
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
            }
            \(extra)
            """
        return try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", source)]), resources: try resources ?? Self.resources()).first)
    }

    /// The presentation `p` of `a` laid out in points, as the true-size backends draw it.
    static func points(_ a: SwiftUIActivity, _ p: Presentation = .lock) throws -> PointPresentation {
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(#"{"n": 1}"#), now: 1_700_000_000, state: .active)
        return try #require(Renderer(catalog: catalog).pointLayout(p, Snapshot(sample: sample, template: a.template), now: 1_700_000_000))
    }

    /// Where the asset image `name` is in the presentation's outline.
    static func imageFrame(_ name: String, in p: PointPresentation) throws -> PointRect {
        for part in p.parts {
            var found: PointRect?
            part.view.walk { v in
                if found == nil, case .image(let n, false) = v.content, n == name {
                    found = PointRect(x: v.frame.x + part.x, y: v.frame.y + part.y, width: v.frame.width, height: v.frame.height)
                }
            }
            if let found { return found }
        }
        Issue.record("no image \(name)")
        throw CancellationError()
    }

    @Test("an image the catalogs lack is a note naming it, as a missing colour is (it was a silent placeholder: a wrong --assets looked like the app's own box); one they hold is none")
    func missingImageNoted() throws {
        let a = try Self.inline(#"HStack { Image("crest"); Image("Crest-Logo-Old") }"#)
        let out = Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        #expect(out.contains(#"Inline.swift:5: Image("Crest-Logo-Old"): no image set named Crest-Logo-Old"#), "\(out)")
        #expect(!out.contains(#"Image("crest")"#), "\(out)")
    }

    @Test("true size: an unframed asset image is its pixels over its scale in points, as in the cells")
    func unframedImageInPoints() throws {
        let lock = try Self.points(try Self.inline(#"HStack { Image("photo"); Text("x") }.padding()"#))
        let photo = try Self.imageFrame("photo", in: lock)
        #expect((photo.width, photo.height) == (16, 16), "48 px at 3x: \(photo)")
    }

    @Test(".aspectRatio(contentMode: .fill) covers what it is offered, centred and cut by the card; .fit stays inside; a given ratio is kept")
    func aspectRatioModes() throws {
        // A square photo behind the card's content, offered the card (371 x 160 pt at most).
        let fill = try Self.points(try Self.inline(#"ZStack { Image("photo").resizable().aspectRatio(contentMode: .fill); Text("x") }"#))
        let covered = try Self.imageFrame("photo", in: fill)
        #expect((covered.width, covered.height) == (371, 371), "\(covered)")
        #expect(abs(covered.y - (160 - 371) / 2) < 0.01, "centred in the 160 pt card: \(covered)")
        let fit = try Self.points(try Self.inline(#"ZStack { Image("photo").resizable().aspectRatio(contentMode: .fit); Text("x") }"#))
        #expect(try Self.imageFrame("photo", in: fit).width == 160)
        let given = try Self.points(try Self.inline(#"Image("photo").resizable().aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100)"#))
        let wide = try Self.imageFrame("photo", in: given)
        #expect((wide.width, wide.height) == (100, 50), "\(wide)")
    }

    /// The half-block cells of a grid, row by row, left to right.
    static func halfBlocks(_ grid: Grid) -> [(x: Int, y: Int, cell: Cell)] {
        var out: [(Int, Int, Cell)] = []
        for y in 0..<grid.height { for x in 0..<grid.width where grid[x, y].grapheme == "▀" { out.append((x, y, grid[x, y])) } }
        return out
    }

    @Test("an imageset: the 3x file (else 2x, 1x), the dark appearance's in dark; its point size is pixels over scale")
    func imageSets() throws {
        let r = try Self.resources()
        let crest = try #require(r.imageSets["crest"])
        #expect(crest.file(dark: false)?.path.hasSuffix("crest@3x.png") == true)
        #expect(crest.file(dark: true)?.path.hasSuffix("crest-dark@3x.png") == true)
        let image = try #require(r.image("crest", dark: false))
        #expect((image.width, image.height, image.scale) == (4, 4, 3))
        #expect(image.pointSize == PointSize(width: 4.0 / 3, height: 4.0 / 3))
        // Xcode's generated symbol names it too.
        #expect(r.image("Crest", dark: false) != nil)
        #expect(r.image("nope", dark: false) == nil)
    }

    @Test("a PNG, JPEG, SVG or PDF is known by its name (any case) and by its signature")
    func imageFileKinds() {
        #expect(ImageFileKind(fileName: "Crest@3x.PNG") == .png && ImageFileKind(fileName: "a.jpg") == .jpeg && ImageFileKind(fileName: "b.JPEG") == .jpeg)
        #expect(ImageFileKind(fileName: "logo.SVG") == .svg && ImageFileKind(fileName: "icon.PDF") == .pdf && ImageFileKind(fileName: "png") == nil)
        #expect(ImageFileKind(bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D]) == .png && ImageFileKind(bytes: [0xFF, 0xD8, 0xFF, 0xE0]) == .jpeg)
        #expect(ImageFileKind(bytes: Array("<svg width=\"1\"".utf8)) == .svg)
        #expect(ImageFileKind(bytes: Array("\u{FEFF}\n<?xml version=\"1.0\"?>\n<!-- Figma -->\n<svg>".utf8)) == .svg)
        #expect(ImageFileKind(bytes: Array("%PDF-1.4".utf8)) == .pdf && ImageFileKind(bytes: Array("hello <svg".utf8)) == nil)
        #expect(ImageFileKind(bytes: Array("%PD".utf8)) == nil)
        #expect(ImageFileKind(bytes: [0xFF, 0xD8]) == nil)
        #expect(ImageFileKind.png.mime == "image/png" && ImageFileKind.jpeg.mime == "image/jpeg" && ImageFileKind.svg.mime == "image/svg+xml")
    }

    /// "mark" (SVG: width="20" height="10" over a 40 x 20 viewBox) and
    /// "sheet" (PDF: a 20 x 10 pt page), both red then blue.
    @Test("a vector imageset (Xcode's SVG or PDF asset) is drawn at 3x, by librsvg or poppler: its points are the size it declares (an SVG's width and height, a PDF's page)",
          arguments: ["mark", "sheet"])
    func vector(name: String) throws {
        let r = try Self.resources()
        let image = try #require(r.image(name, dark: false))
        #expect(image.problem == nil, "\(image.problem ?? "")")
        #expect((image.width, image.height, image.scale) == (60, 30, 3))
        #expect(image.pointSize == PointSize(width: 20, height: 10))
        #expect(Array(image.pixels[0..<4]) == [255, 0, 0, 255])
        #expect(Array(image.pixels[(59 * 4)..<(60 * 4)]) == [0, 0, 255, 255])
        let lock = try Self.points(try Self.inline(#"HStack { Image("\#(name)"); Text("x") }.padding()"#))
        let frame = try Self.imageFrame(name, in: lock)
        #expect((frame.width, frame.height) == (20, 10), "\(frame)")
        // In the cells: pixels, not the placeholder.
        let out = Fixture.draw(try Self.inline(#"HStack { Image("\#(name)").resizable().frame(width: 32, height: 32); Text("x") }"#),
                               state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        #expect(out.contains("▀") && !out.contains("░"), "\(out)")
    }

    @Test("a PDF is embedded true size as a PNG of its page at 3x")
    func pdfAsPNG() throws {
        let pdf = Array(try Data(contentsOf: URL(fileURLWithPath: Self.assets + "/sheet.imageset/sheet.pdf")))
        let png = try #require(AssetImageStore.png(pdf: pdf))
        guard case .success(let (w, h, pixels)) = AssetImageStore.decode(png) else { Issue.record("not a PNG"); return }
        #expect((w, h) == (60, 30) && Array(pixels[0..<4]) == [255, 0, 0, 255])
    }

    @Test("a PDF too large for the decode cap is drawn smaller with its points kept; a bad PDF is a one-line problem")
    func pdfLimitsAndProblems() throws {
        let pdf = Array(try Data(contentsOf: URL(fileURLWithPath: Self.assets + "/sheet.imageset/sheet.pdf")))
        guard case .success(let r) = AssetImageStore.rasterise(pdf: pdf, maxSide: 40) else { Issue.record("not drawn"); return }
        #expect((r.width, r.height) == (40, 20) && r.scale == 2)
        for bad in [Array("%PDF-1.4\n".utf8), Array(pdf.prefix(200)), Array("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n".utf8)] {
            guard case .failure(let e) = AssetImageStore.rasterise(pdf: bad) else { Issue.record("drew \(bad.count) bytes"); continue }
            #expect(e.message.hasPrefix("PDF: ") && !e.message.contains("\n"), "\(e.message)")
        }
    }

    @Test("an SVG larger than the decode cap is drawn smaller with its points kept; a bad SVG is a one-line problem")
    func svgLimitsAndProblems() throws {
        let big = Array(#"<svg width="1000" height="500" xmlns="http://www.w3.org/2000/svg"><rect width="1000" height="500" fill="red"/></svg>"#.utf8)
        guard case .success(let r) = AssetImageStore.rasterise(svg: big, maxSide: 100) else { Issue.record("not drawn"); return }
        #expect((r.width, r.height) == (100, 50) && r.scale == 0.1 && r.pixels.count == 100 * 50 * 4)
        for bad in ["<svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect", "<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>"] {
            guard case .failure(let e) = AssetImageStore.rasterise(svg: Array(bad.utf8)) else { Issue.record("drew \(bad)"); continue }
            #expect(e.message.hasPrefix("SVG: ") && !e.message.contains("\n"), "\(e.message)")
        }
    }

    @Test("PNG decoded by libpng to RGBA: the known pixels, alpha kept")
    func png() throws {
        let image = AssetImageStore.load(Self.assets + "/crest.imageset/crest@3x.png")
        #expect(image.problem == nil)
        #expect((image.width, image.height) == (4, 4))
        #expect(Array(image.pixels[0..<4]) == [255, 0, 0, 255])
        #expect(Array(image.pixels[16..<20]) == [0, 255, 0, 255])
        #expect(Array(image.pixels[32..<36]) == [0, 0, 255, 255])
        #expect(Array(image.pixels[48..<52]) == [255, 255, 255, 255])
        #expect(image.pixels[63] == 0)
    }

    @Test(".interpolation(.none): the image enlarged by libpng's encoder, each pixel a block of the source's, no colour between")
    func pixelated() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.assets + "/crest.imageset/crest@3x.png")))
        guard case .success(let (w, h, source)) = AssetImageStore.decode(bytes) else { Issue.record("crest"); return }
        let png = try #require(AssetImageStore.pixelatedPNG(bytes, width: 30, height: 30))
        guard case .success(let (W, H, big)) = AssetImageStore.decode(png) else { Issue.record("not a PNG"); return }
        #expect((W, H) == (30, 30))
        for y in 0..<30 {
            for x in 0..<30 {
                let s = ((y * h / 30) * w + x * w / 30) * 4, b = (y * 30 + x) * 4
                #expect(Array(big[b..<b + 4]) == Array(source[s..<s + 4]), "(\(x), \(y))")
            }
        }
        #expect(AssetImageStore.pixelatedPNG(bytes, width: 0, height: 30) == nil)
        #expect(AssetImageStore.pixelatedPNG(Array("<svg".utf8), width: 30, height: 30) == nil)
        // The modifier reaches the image the layout draws; another interpolation leaves it smoothed.
        let a = try Self.inline(#"HStack { Image("crest").resizable().interpolation(.none).frame(width: 20, height: 20); Image("photo").resizable().interpolation(.high).frame(width: 20, height: 20) }"#)
        var sharp: [String: Bool] = [:]
        for part in try Self.points(a).parts {
            part.view.walk { v in if case .image(let n, false) = v.content { sharp[n] = v.paint.pixelated } }
        }
        #expect(sharp == ["crest": true, "photo": false], "\(sharp)")
    }

    @Test("JPEG decoded by libjpeg-turbo")
    func jpeg() throws {
        let image = AssetImageStore.load(Self.assets + "/photo.imageset/photo@3x.jpg")
        #expect(image.problem == nil)
        #expect((image.width, image.height) == (48, 48))
        let (r, g, b, a) = (Int(image.pixels[0]), Int(image.pixels[1]), Int(image.pixels[2]), image.pixels[3])
        #expect(abs(r - 200) <= 3 && abs(g - 100) <= 3 && abs(b - 50) <= 3 && a == 255, "\(r) \(g) \(b)")
    }

    @Test("corrupt, truncated, empty, not an image, over the size cap: a one-line problem naming the file, never a crash")
    func badFiles() throws {
        let broken = AssetImageStore.load(Self.assets + "/broken.imageset/broken@3x.png")
        let problem = try #require(broken.problem)
        #expect(problem.hasPrefix(Self.assets + "/broken.imageset/broken@3x.png: PNG: "), "\(problem)")
        #expect(!problem.contains("\n"))
        #expect(AssetImageStore.load(Self.assets + "/missing.png").problem?.hasSuffix("missing.png: cannot be read") == true)
        let good = try Data(contentsOf: URL(fileURLWithPath: Self.assets + "/huge.imageset/huge@3x.png"))
        let jpeg = try Data(contentsOf: URL(fileURLWithPath: Self.assets + "/photo.imageset/photo@3x.jpg"))
        for bytes in [[], [0x89, 0x50, 0x4E, 0x47], Array(good.prefix(40)), Array(jpeg.prefix(200)), Array(jpeg.prefix(3)), [1, 2, 3]] {
            guard case .failure(let e) = AssetImageStore.decode(bytes) else { Issue.record("decoded \(bytes.count) bytes"); continue }
            #expect(!e.message.isEmpty && !e.message.contains("\n"))
        }
        // 200 x 200 over a cap of 100: refused before the pixels are allocated.
        guard case .failure(let e) = AssetImageStore.decode(Array(good), maxSide: 100) else { Issue.record("decoded"); return }
        #expect(e.message == "PNG: 200x200 pixels, over the 100x100 decoded")
        guard case .failure(let j) = AssetImageStore.decode(Array(jpeg), maxSide: 10) else { Issue.record("decoded"); return }
        #expect(j.message == "JPEG: 48x48 pixels, over the 10x10 decoded")
    }

    @Test("drawn as half blocks: the top pixel the ink, the bottom the paper, averaged, alpha blended over the card")
    func halfBlocks() throws {
        let r = try Self.render(.lock)
        let blocks = Self.halfBlocks(r.grid)
        // The crest: 16 x 32 pt, 2 x 2 cells (4 x 4 pixels into 2 x 4); the photo: 16 x 16 pt unframed, 2 x 1 cells.
        #expect(blocks.count == 6, "\(TextPrinter.text(r.grid))")
        let crest = blocks.filter { b in blocks.contains { $0.y == b.y + 1 && $0.x == b.x } || blocks.contains { $0.y == b.y - 1 && $0.x == b.x } }
        #expect(crest.count == 4)
        let top = try #require(crest.first), bottom = try #require(crest.last)
        #expect(top.cell.style.fg == RGB(255, 0, 0))
        #expect(top.cell.style.bg == RGB(0, 255, 0))
        #expect(bottom.cell.style.fg == RGB(0, 0, 255))
        // Half white, half clear: white over the white card.
        let card = try #require(r.grid[0, 0].style.bg)
        #expect(bottom.cell.style.bg == card)
        let photo = try #require(blocks.first { b in !crest.contains { $0.x == b.x && $0.y == b.y } })
        let fg = try #require(photo.cell.style.fg)
        #expect(abs(Int(fg.r) - 200) <= 3 && abs(Int(fg.g) - 100) <= 3 && abs(Int(fg.b) - 50) <= 3)
        // The text beside them is drawn as ever.
        #expect(TextPrinter.text(r.grid).contains("Score"))
    }

    @Test("dark appearance: the dark file; a translucent pixel blended over the dark card")
    func dark() throws {
        let r = try Self.render(.lock, appearance: .dark)
        let crest = Self.halfBlocks(r.grid).filter { $0.cell.style.fg == RGB(255, 255, 0) }
        #expect(crest.count == 4, "\(TextPrinter.text(r.grid))")
    }

    @Test("no colour (NO_COLOR, --colors none): the labelled placeholder; a file that does not decode: its placeholder and one problem")
    func placeholder() throws {
        let r = try Self.render(.lock, depth: .none)
        let text = TextPrinter.text(r.grid)
        #expect(Self.halfBlocks(r.grid).isEmpty)
        #expect(text.contains("[crest]") || text.contains("[cr…]"), "\(text)")
        #expect(text.contains("[photo]"), "\(text)")
        let problems = try Self.render(.lock).problems.map(\.description).filter { $0.contains("broken") }
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.contains("ImageWidget.swift:19: image \"broken\": ") == true, "\(problems)")
        #expect(problems.first?.contains("broken@3x.png: PNG: ") == true, "\(problems)")
    }

    @Test("an image larger than its slot at 3x is a warning: image-too-large")
    func tooLarge() throws {
        let compact = try Self.render(.compact)
        let warning = try #require(compact.problems.map(\.description).first { $0.contains("image-too-large") }, "\(compact.problems)")
        #expect(warning.contains("\"huge\""))
        #expect(warning.contains("200x200 px, larger than the compact-leading slot's 52.33x36.67 pt at 3x (157x111 px)"), "\(warning)")
        // Where it bites: a device (ActivityKit may refuse to start the activity), not the Simulator, which draws it.
        #expect(warning.contains("a device may refuse to start such an activity (ActivityKit), or draw it grey; the Simulator draws it"), "\(warning)")
        // The lock card's 371 x 160 pt hold the 200 px crest shown there.
        #expect(try Self.render(.lock, shield: "huge").problems.allSatisfy { !$0.description.contains("image-too-large") })
    }

    /// "pennant": an SVG of 800 x 400 pt, 2400 x 1200 px drawn at 3x, as
    /// a team logo exported large (rover-nba, mobileraker) is.
    @Test("a vector asset drawn small is no image-too-large: the phone rasterises it at the size it is drawn, whatever its nominal pixels")
    func vectorNotTooLarge() throws {
        let a = try Self.inline(#"HStack { Image("pennant").resizable().frame(width: 40, height: 20); Text("x") }"#)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(#"{"n": 1}"#), now: 0, state: .active)
        let r = Renderer(catalog: catalog).render(.lock, Snapshot(sample: sample, template: a.template), now: 0)
        let image = try #require(try Self.resources().image("pennant", dark: false))
        #expect((image.width, image.height, image.isVector) == (2400, 1200, true))
        #expect(Self.halfBlocks(r.grid).count > 0, "\(TextPrinter.text(r.grid))")
        #expect(r.problems.allSatisfy { !$0.description.contains("image-too-large") }, "\(r.problems)")
    }

    @Test("an SVG whose imageset does not preserve its vector data is a bitmap Xcode writes at its nominal size: judged, as a PNG is")
    func bitmapFromVectorIsTooLarge() throws {
        // banner: pennant's 800 x 400 pt SVG, without "preserves-vector-representation".
        let a = try Self.inline(#"HStack { Image("banner").resizable().frame(width: 40, height: 20); Text("x") }"#)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(#"{"n": 1}"#), now: 0, state: .active)
        let r = Renderer(catalog: catalog).render(.lock, Snapshot(sample: sample, template: a.template), now: 0)
        let image = try #require(try Self.resources().image("banner", dark: false))
        #expect(image.isVector == false)
        #expect(r.problems.contains { $0.description.contains("image-too-large") }, "\(r.problems)")
    }

    @Test("a text over an image (ZStack) stays readable: the image first, the text on its pixels' colour")
    func textOverImage() throws {
        let a = try Self.inline("""
            ZStack { Image("crest").resizable().frame(width: 48, height: 64); Text("Hi").foregroundColor(.white) }
            """)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(#"{"n": 1}"#), now: 0, state: .active)
        let r = Renderer(catalog: catalog).render(.lock, Snapshot(sample: sample, template: a.template), now: 0)
        let text = TextPrinter.text(r.grid)
        #expect(text.contains("Hi"), "\(text)")
        let row = try #require((0..<r.grid.height).first { y in TextPrinter.text(r.grid).split(separator: "\n", omittingEmptySubsequences: false)[y].contains("Hi") })
        let x = try #require((0..<r.grid.width).first { r.grid[$0, row].grapheme == "H" })
        #expect(r.grid[x, row].style.fg == RGB(255, 255, 255))
        // Row 2 of the crest (blue) is under the text's row, with the pixels around it.
        #expect(Self.halfBlocks(r.grid).count == 6 * 4 - 2, "\(text)")
        #expect(r.grid[x, row].style.bg != r.grid[0, 0].style.bg)
    }

    /// The top pixels' colours of the half blocks a lock screen `lock` draws.
    static func inks(_ lock: String) throws -> Set<RGB> {
        let a = try Self.inline(lock)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(#"{"n": 1}"#), now: 0, state: .active)
        let r = Renderer(catalog: catalog).render(.lock, Snapshot(sample: sample, template: a.template), now: 0)
        return Set(Self.halfBlocks(r.grid).compactMap(\.cell.style.fg))
    }

    @Test("a template image (.renderingMode(.template), its imageset's template-rendering-intent) is its shape in the foreground colour; .colorInvert() inverts its colours")
    func templateAndInvert() throws {
        let mark = #"Image("mark").resizable().frame(width: 32, height: 32)"#
        let green = RGB(0, 255, 0)
        #expect(try Self.inks(mark) == [RGB(255, 0, 0), RGB(0, 0, 255)])
        #expect(try Self.inks(mark + ".renderingMode(.template).foregroundColor(Color(red: 0, green: 1, blue: 0))") == [green])
        #expect(try Self.inks(mark + ".colorInvert()") == [RGB(0, 255, 255), RGB(255, 255, 0)])
        #expect(try Self.inks("VStack { \(mark) }.colorInvert().colorInvert()") == [RGB(255, 0, 0), RGB(0, 0, 255)])
        let glyph = #"Image("glyph").resizable().frame(width: 32, height: 32)"#
        #expect(try Self.inks(glyph + ".foregroundStyle(Color(red: 0, green: 1, blue: 0))") == [green])
        #expect(try Self.inks(glyph + ".renderingMode(.original)") == [RGB(0, 0, 0)])
        #expect(try Self.inks(glyph + ".colorInvert().foregroundColor(Color(red: 0, green: 1, blue: 0))") == [RGB(255, 0, 255)])
    }

    @Test(".colorMultiply(c) multiplies every pixel of an asset image by c (a white template becomes c; red and blue under magenta stay, under yellow red stays and blue goes black); two multiply")
    func colorMultiply() throws {
        let mark = #"Image("mark").resizable().frame(width: 32, height: 32)"#
        let tint = "Color(red: 0.6, green: 0.8, blue: 1)"
        #expect(try Self.inks(mark + ".renderingMode(.template).foregroundColor(.white).colorMultiply(\(tint))") == [RGB(153, 204, 255)])
        #expect(try Self.inks(mark + ".colorMultiply(Color(red: 1, green: 0, blue: 1))") == [RGB(255, 0, 0), RGB(0, 0, 255)])
        #expect(try Self.inks(mark + ".colorMultiply(Color(red: 1, green: 1, blue: 0))") == [RGB(255, 0, 0), RGB(0, 0, 0)])
        #expect(try Self.inks("VStack { \(mark).colorMultiply(Color(red: 1, green: 1, blue: 0)) }.colorMultiply(Color(red: 0.5, green: 1, blue: 1))") == [RGB(128, 0, 0), RGB(0, 0, 0)])
    }

    @Test("UIImage(named:) is the asset with its size in points; Image(uiImage:) draws it")
    func uiImageNamed() throws {
        let a = try Self.inline("""
            if let ui = UIImage(named: "crest") {
                VStack { Image(uiImage: ui).resizable().frame(width: 48, height: 64); Text("\\(Int(ui.size.width * 3)) px") }
            } else {
                Text("no crest")
            }
            """)
        let out = Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        #expect(out.contains("4 px") && out.contains("▀") && !out.contains("["), "\(out)")
    }

    /// A hockey app's widget names its team logos `UIImage(named: "lhf.png")`
    /// while they sit in an asset catalogue as "lhf": UIKit finds them.
    @Test("UIImage(named: \"mark.png\") is the asset \"mark\"; another extension is not dropped")
    func uiImageNamedWithPNGExtension() throws {
        #expect(try Self.inks(#"Image(uiImage: UIImage(named: "mark.png")!).resizable().frame(width: 32, height: 32)"#) == [RGB(255, 0, 0), RGB(0, 0, 255)])
        let a = try Self.inline(#"Text(UIImage(named: "mark.jpg") == nil ? "no jpg" : "jpg")"#)
        let out = Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        #expect(out.contains("no jpg"), "\(out)")
    }

    @Test("Image(uiImage:) of the asset in the other ways code names it: UIImage(resource:), imageLiteralResourceName:, #imageLiteral, an implicit .init(named:), Xcode's UIImage.mark",
          arguments: [#"UIImage(resource: .mark)"#, #"UIImage(imageLiteralResourceName: "mark")"#, #"#imageLiteral(resourceName: "mark")"#,
                      #".init(named: "mark")!"#, "UIImage.mark"])
    func uiImageForms(made: String) throws {
        #expect(try Self.inks("Image(uiImage: \(made)).resizable().frame(width: 32, height: 32)") == [RGB(255, 0, 0), RGB(0, 0, 255)])
    }

    /// A Korean payment widget (corpus29a's zeropay) brings its catalog's
    /// logo to 25 pt wide with an extension of its own drawing it into a
    /// `UIGraphicsImageRenderer`; lasim drew "[UIGraphicsImageRenderer]"
    /// where the phone draws the logo at that size.
    @Test("UIImage resized through UIGraphicsImageRenderer (size: or bounds:) is the asset at the renderer's size; other drawing says it is not known")
    func uiImageRedrawnByARenderer() throws {
        let resize = """
            extension UIImage {
                func resized(toWidth newWidth: CGFloat) -> UIImage {
                    let size = CGSize(width: newWidth, height: self.size.height * newWidth / self.size.width)
                    let renderer = UIGraphicsImageRenderer(size: size)
                    return renderer.image { _ in self.draw(in: CGRect(origin: .zero, size: size)) }
                }
                func boxed(_ side: CGFloat) -> UIImage {
                    UIGraphicsImageRenderer(bounds: CGRect(x: 0, y: 0, width: side, height: side)).image { context in
                        draw(in: CGRect(x: 0, y: 0, width: side, height: side))
                    }
                }
                func twice() -> UIImage {
                    UIGraphicsImageRenderer(size: size).image { _ in
                        draw(in: CGRect(origin: .zero, size: size))
                        draw(in: CGRect(origin: .zero, size: size))
                    }
                }
            }
            """
        let wide = try Self.points(try Self.inline(#"HStack { Image(uiImage: UIImage(named: "photo")!.resized(toWidth: 40)); Text("x") }.padding()"#, extra: resize))
        let photo = try Self.imageFrame("photo", in: wide)
        #expect((photo.width, photo.height) == (40, 40), "16 pt photo redrawn 40 pt wide: \(photo)")
        let boxed = try Self.points(try Self.inline(#"HStack { Image(uiImage: UIImage(named: "photo")!.boxed(24)); Text("x") }.padding()"#, extra: resize))
        let box = try Self.imageFrame("photo", in: boxed)
        #expect((box.width, box.height) == (24, 24), "\(box)")
        let twice = try Self.inline(#"HStack { Image(uiImage: UIImage(named: "photo")!.twice()); Text("x") }"#, extra: resize)
        let out = Fixture.draw(twice, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        #expect(out.contains("only one image drawn to fill the renderer is known"), "\(out)")
    }

    /// The same widget prints the image it made (`print("resize: \(image)")`):
    /// the console's, never the card's; lasim ran the interpolation, which
    /// has no text for a `UIImage`, and drew a placeholder for the view.
    @Test("print, debugPrint and dump write to the console: their arguments are not run, the view draws on")
    func printDoesNotRunItsArguments() throws {
        let logged = """
            extension UIImage {
                func logged() -> String {
                    print("made \\(self)", UIImage(named: "photo")!)
                    debugPrint(self)
                    dump(self)
                    return "logged"
                }
            }
            """
        let a = try Self.inline(#"Text(UIImage(named: "photo")!.logged())"#, extra: logged)
        let out = Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        #expect(out.contains("logged") && !out.contains("["), "\(out)")
    }

    @Test("UIImage.withRenderingMode(.alwaysTemplate) is drawn as .renderingMode(.template), .alwaysOriginal as .original")
    func uiImageRenderingMode() throws {
        let green = ".foregroundColor(Color(red: 0, green: 1, blue: 0))"
        func ui(_ name: String, _ mode: String) -> String {
            #"Image(uiImage: UIImage(named: "\#(name)")!.withRenderingMode(.\#(mode))).resizable().frame(width: 32, height: 32)"# + green
        }
        #expect(try Self.inks(ui("mark", "alwaysTemplate")) == [RGB(0, 255, 0)])
        #expect(try Self.inks(ui("mark", "automatic")) == [RGB(255, 0, 0), RGB(0, 0, 255)])
        // "glyph"'s imageset is a template: .alwaysOriginal draws its own black.
        #expect(try Self.inks(ui("glyph", "alwaysOriginal")) == [RGB(0, 0, 0)])
        #expect(try Self.inks(ui("glyph", "automatic")) == [RGB(0, 255, 0)])
    }

    @Test("damaged files (bytes changed, cut short) never crash the decoders: pixels or a one-line problem")
    func damagedFiles() throws {
        var seed: UInt64 = 0x9E3779B97F4A7C15
        func next() -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: seed >> 33)
        }
        for name in ["crest.imageset/crest@3x.png", "photo.imageset/photo@3x.jpg", "huge.imageset/huge@3x.png"] {
            let good = Array(try Data(contentsOf: URL(fileURLWithPath: Self.assets + "/" + name)))
            for _ in 0..<300 {
                var bytes = good
                for _ in 0..<(1 + next() % 4) { bytes[8 + next() % (bytes.count - 8)] = UInt8(truncatingIfNeeded: next()) }
                if next() % 3 == 0 { bytes = Array(bytes.prefix(8 + next() % (bytes.count - 8))) }
                switch AssetImageStore.decode(bytes, maxSide: 512) {
                case .success(let (w, h, pixels)): #expect(w > 0 && h > 0 && w <= 512 && h <= 512 && pixels.count == w * h * 4)
                case .failure(let e): #expect(!e.message.isEmpty && !e.message.contains("\n"))
                }
            }
        }
    }
}
