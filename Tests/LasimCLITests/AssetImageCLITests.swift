import Foundation
import Testing

/// `--swift` with the app's own images: `--assets`, the colours the output
/// has, and validate's image-too-large warning. `--format text` draws an
/// image as its shape (`▀`, `▄`, `█`), `--format ansi` as its pixels.
@Suite struct AssetImageCLITests {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LasimSwiftUITests/Fixtures/images")
    static let start = #"{"aps":{"timestamp":1700000000,"event":"start","attributes-type":"MatchAttributes","attributes":{},"content-state":{"shield":"crest"},"alert":{"title":"x","body":"y"}}}"#
    static let huge = #"{"aps":{"timestamp":1700000010,"event":"update","content-state":{"shield":"huge"}}}"#

    static func payloads(_ lines: [String]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-cli-images-\(getpid())-\(lines.count).ndjson").path
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func imagesAreHalfBlocksInColourAndLabelsWithout() throws {
        let file = try Self.payloads([Self.start])
        let colour = try CLI.run(["render", "--swift", Self.app.path, file, "--presentation", "lock"])
        #expect(colour.status == 0, "\(colour.stderr)")
        #expect(colour.stdout.contains("▀▀"), "\(colour.stdout)")
        // The corrupt file: one line naming it.
        #expect(colour.stderr.split(separator: "\n").filter { $0.contains("broken@3x.png: PNG: ") }.count == 1, "\(colour.stderr)")
        let none = try CLI.run(["render", "--swift", Self.app.path, file, "--presentation", "lock", "--colors", "none"])
        #expect(!none.stdout.contains("▀"), "\(none.stdout)")
        #expect(none.stdout.contains("[photo]"), "\(none.stdout)")
    }

    /// A start showing the imageset `shield`, in a file of its own: the suite's tests run at once.
    static func payload(_ shield: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-cli-svg-\(getpid())-\(shield.replacingOccurrences(of: "/", with: "-")).ndjson").path
        try (Self.start.replacingOccurrences(of: #""shield":"crest""#, with: #""shield":"\#(shield)""#) + "\n")
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aPDFAssetIsDrawnInTheCellsAndEmbeddedTrueSizeAsPNG() throws {
        let file = try Self.payload("sheet")
        let cells = try CLI.run(["render", "--swift", Self.app.path, file, "--presentation", "lock"])
        #expect(cells.status == 0 && !cells.stderr.contains("sheet"), "\(cells.stderr)")
        let missing = try CLI.run(["render", "--swift", Self.app.path, try Self.payload("nope"), "--presentation", "lock"])
        func blocks(_ s: String) -> Int { s.filter { "▀▄█".contains($0) }.count }
        #expect(blocks(cells.stdout) > blocks(missing.stdout), "\(cells.stdout)\(missing.stdout)")
        let svg = try CLI.run(["render", "--swift", Self.app.path, file, "--presentation", "lock", "--format", "svg"])
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(svg.stdout.contains(#"href="data:image/png;base64,"#) && !svg.stdout.contains(">sheet</text>"), "\(svg.stdout)")
        #expect(!svg.stdout.contains("application/pdf"))
    }

    @Test func aMissingPopplerIsOneLineAndThePlaceholder() throws {
        let file = try Self.payload("sheet")
        let r = try CLI.run(["render", "--swift", Self.app.path, file, "--presentation", "lock"],
                            environment: ["LASIM_LIBPOPPLER": "/nonexistent/libpoppler-glib.so.8"])
        #expect(r.status == 0)
        let lines = r.stderr.split(separator: "\n").filter { $0.contains("sheet.pdf") }
        #expect(lines.count == 1, "\(r.stderr)")
        #expect(lines.first?.hasSuffix("sheet.pdf: PDF: drawing it needs poppler-glib, which is not installed (Debian/Ubuntu: apt-get install libpoppler-glib8)") == true,
                "\(r.stderr)")
        #expect(r.stdout.contains("░"), "\(r.stdout)")
    }

    @Test func anSVGAssetIsDrawnInTheCellsAndEmbeddedTrueSize() throws {
        let file = try Self.payload("mark")
        let cells = try CLI.run(["render", "--swift", Self.app.path, file, "--presentation", "lock"])
        #expect(cells.status == 0 && !cells.stderr.contains("mark"), "\(cells.stderr)")
        let svg = try CLI.run(["render", "--swift", Self.app.path, file, "--presentation", "lock", "--format", "svg"])
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(svg.stdout.contains(#"href="data:image/svg+xml;base64,"#), "\(svg.stdout)")
        // Pixels where a missing image would leave its mark.
        let missing = try CLI.run(["render", "--swift", Self.app.path, try Self.payload("nope"), "--presentation", "lock"])
        func blocks(_ s: String) -> Int { s.filter { "▀▄█".contains($0) }.count }
        #expect(blocks(cells.stdout) > blocks(missing.stdout), "\(cells.stdout)\(missing.stdout)")
        // In a folder that provides a namespace: named with it, in the cells and true size.
        let flag = try Self.payload("Team/flag")
        let inFolder = try CLI.run(["render", "--swift", Self.app.path, flag, "--presentation", "lock"])
        #expect(blocks(inFolder.stdout) == blocks(cells.stdout), "\(inFolder.stdout)\(inFolder.stderr)")
        let inFolderSVG = try CLI.run(["render", "--swift", Self.app.path, flag, "--presentation", "lock", "--format", "svg"])
        #expect(inFolderSVG.stdout.contains(#"href="data:image/svg+xml;base64,"#) && !inFolderSVG.stdout.contains(">Team/flag</text>"),
                "\(inFolderSVG.stdout)")
    }

    /// An app's own symbol (`paw.fill.symbolset`), its catalogue given by `--assets` apart from the widget's file.
    @Test func aCustomSymbolIsItsGlyphInTheCellsAndEmbeddedTrueSize() throws {
        let symbols = Self.app.deletingLastPathComponent().appendingPathComponent("symbols")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-cli-symbol-\(getpid()).ndjson").path
        try #"{"aps":{"timestamp":1700000000,"event":"start","attributes-type":"WalkAttributes","attributes":{},"content-state":{"steps":4200},"alert":{"title":"x","body":"y"}}}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let args = ["render", "--swift", symbols.appendingPathComponent("PawWidget.swift").path,
                    "--assets", symbols.appendingPathComponent("Assets.xcassets").path, file, "--presentation", "lock"]
        let cells = try CLI.run(args)
        #expect(cells.status == 0 && !cells.stderr.contains("paw.fill"), "\(cells.stderr)")
        // Its pixels, two columns of half blocks (as wide as a theme's symbol), not the mark of a missing image.
        #expect(cells.stdout.contains { "▀▄█".contains($0) } && !cells.stdout.contains("░"), "\(cells.stdout)")
        let svg = try CLI.run(args + ["--format", "svg"])
        #expect(svg.status == 0, "\(svg.stderr)")
        // The glyph as a PNG (not the template with its notes and guides), in the symbol's orange, not the grey placeholder.
        #expect(svg.stdout.contains(#"href="data:image/png;base64,"#) && !svg.stdout.contains(">paw.fill</text>"), "\(svg.stdout)")
    }

    @Test func anAssetNamedByItsGeneratedSymbolIsEmbeddedTrueSizeAsTheCellsDrawIt() throws {
        // `Image(.crestLogo)`: Xcode's generated symbol for the imageset "Crest-Logo".
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-cli-symbol-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Assets.xcassets"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.app.appendingPathComponent("Assets.xcassets/crest.imageset"),
                                         to: dir.appendingPathComponent("Assets.xcassets/Crest-Logo.imageset"))
        try """
            struct MatchAttributes: ActivityAttributes { struct ContentState: Codable, Hashable { var shield: String } }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: MatchAttributes.self) { _ in
                        HStack { Image(.crestLogo).resizable().frame(width: 16, height: 16); Text("Score") }
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
            }
            """.write(to: dir.appendingPathComponent("W.swift"), atomically: true, encoding: .utf8)
        let file = try Self.payloads([Self.start])
        let cells = try CLI.run(["render", "--swift", dir.path, file, "--presentation", "lock"])
        #expect(cells.stdout.contains { "▀▄█".contains($0) }, "\(cells.stdout)\(cells.stderr)")
        let svg = try CLI.run(["render", "--swift", dir.path, file, "--presentation", "lock", "--format", "svg"])
        #expect(svg.stdout.contains(#"href="data:image/png;base64,"#) && !svg.stdout.contains(">crestLogo</text>"), "\(svg.stdout)")
    }

    @Test func assetsElsewhere() throws {
        // The sources alone (a copy without the catalog) and the catalog by --assets.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-cli-assets-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(at: Self.app.appendingPathComponent("ImageWidget.swift"), to: dir.appendingPathComponent("ImageWidget.swift"))
        let file = try Self.payloads([Self.start])
        let without = try CLI.run(["render", "--swift", dir.path, file, "--presentation", "lock"])
        #expect(!without.stdout.contains("▀"), "\(without.stdout)")
        let with = try CLI.run(["render", "--swift", dir.path, "--assets", Self.app.appendingPathComponent("Assets.xcassets").path,
                                file, "--presentation", "lock"])
        #expect(with.stdout.contains("▀▀"), "\(with.stdout)\(with.stderr)")
        let bad = try CLI.run(["render", "--swift", dir.path, "--assets", dir.appendingPathComponent("nope").path, file])
        #expect(bad.status != 0 && bad.stderr.contains("--assets"), "\(bad.stderr)")
        // True size too: the catalog's PNG embedded, not the grey box with the name.
        let svgWithout = try CLI.run(["render", "--swift", dir.path, file, "--presentation", "lock", "--format", "svg"])
        #expect(!svgWithout.stdout.contains("<image"), "\(svgWithout.stdout)")
        let svg = try CLI.run(["render", "--swift", dir.path, "--assets", Self.app.appendingPathComponent("Assets.xcassets").path,
                               file, "--presentation", "lock", "--format", "svg"])
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(svg.stdout.contains("<image") && svg.stdout.contains("data:image/png;base64,"), "\(svg.stdout)")
    }

    @Test func validateWarnsOnceOfAnImageLargerThanItsSlot() throws {
        let file = try Self.payloads([Self.start, Self.huge, Self.huge])
        let r = try CLI.run(["validate", "--swift", Self.app.path, file])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let warnings = r.stdout.split(separator: "\n").filter { $0.contains("image-too-large") }
        #expect(warnings.count == 1, "\(r.stdout)")
        #expect(warnings.first?.contains(":1: warning: aps.content-state: compact-leading: image \"huge\"") == true, "\(r.stdout)")
        let json = try CLI.run(["validate", "--swift", Self.app.path, file, "--format", "json"])
        #expect(json.stdout.contains("\"code\": \"image-too-large\""), "\(json.stdout)")
    }
}
