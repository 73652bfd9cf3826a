import Foundation
import Testing

/// `lasim render --format svg|html|png`: an app's own views at their size in points.
@Suite struct TrueSizeRenderTests {
    static var widget: String { SwiftRenderTests.widget }
    static var payloads: String { SwiftRenderTests.payloads }

    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let b = [UInt8](data)
        guard b.count > 24, Array(b[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], String(decoding: b[12..<16], as: UTF8.self) == "IHDR" else { return nil }
        func u32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        return (u32(16), u32(20))
    }

    static var hasLibrsvg: Bool {
        ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib"].contains {
            FileManager.default.fileExists(atPath: $0 + "/librsvg-2.so.2")
        }
    }

    @Test func svgIsTheCardInPoints() throws {
        let r = try CLI.run(["render", "--swift", Self.widget, Self.payloads, "--presentation", "lock", "--format", "svg"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains(#"<svg xmlns="http://www.w3.org/2000/svg" width="371""#), "\(r.stdout.prefix(300))")
        #expect(r.stdout.contains("Marta"))
        let html = try CLI.run(["render", "--swift", Self.widget, Self.payloads, "--format", "html"])
        #expect(html.status == 0)
        #expect(html.stdout.contains("<figcaption>Lock screen · 371 x "))
        #expect(html.stdout.contains("<figcaption>Compact · "))
    }

    @Test(arguments: [1, 3]) func pngHasTheCardsPixels(scale: Int) throws {
        try #require(Self.hasLibrsvg, "librsvg is not installed")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try CLI.run(["render", "--swift", Self.widget, Self.payloads, "--presentation", "lock", "--format", "png",
                             "--scale", String(scale), "--output", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let size = try #require(Self.pngSize(try Data(contentsOf: out)))
        #expect(size.width == 371 * scale)
        #expect(size.height >= 40 * scale && size.height <= 160 * scale, "as tall as its content")
    }

    @Test func aTemplatesPNGIsTrueSize() throws {
        try #require(Self.hasLibrsvg, "librsvg is not installed")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try CLI.run(["render", "--template", "order", "--sample", "in-transit", "--presentation", "lock", "--format", "png",
                             "--scale", "2", "--output", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let size = try #require(Self.pngSize(try Data(contentsOf: out)))
        #expect(size.width == 371 * 2)
        #expect(size.height >= 84 * 2 && size.height <= 160 * 2)
        // --cells: the terminal's cells, 8.4 px a cell at 1x.
        let r2 = try CLI.run(["render", "--template", "order", "--sample", "in-transit", "--presentation", "lock", "--format", "png",
                              "--cells", "--output", out.path])
        #expect(r2.status == 0, "\(r2.stderr)")
        #expect(try #require(Self.pngSize(try Data(contentsOf: out))).width != 371)
    }

    @Test("a PNG's texts are in Inter where it is installed (a folder of fonts with Inter in it), else in the fonts any SVG names")
    func aPNGsTextFace() throws {
        try #require(Self.hasLibrsvg, "librsvg is not installed")
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-fonts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: tmp) }
        let none = tmp.appendingPathComponent("none"), inter = tmp.appendingPathComponent("with/opentype/inter")
        for d in [none, inter] { try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true) }
        try Data().write(to: inter.appendingPathComponent("Inter-Regular.otf"))
        func png(fonts: URL) throws -> Data {
            let out = tmp.appendingPathComponent("\(UUID().uuidString).png")
            let r = try CLI.run(["render", "--swift", Self.widget, Self.payloads, "--presentation", "lock", "--format", "png", "--output", out.path],
                                environment: ["LASIM_FONT_DIRS": fonts.path])
            #expect(r.status == 0, "\(r.stderr)")
            return try Data(contentsOf: out)
        }
        // Drawn the same twice; another face (Inter, its advances tightened) draws other pixels.
        let plain = try png(fonts: none)
        #expect(try png(fonts: none) == plain)
        #expect(try png(fonts: tmp.appendingPathComponent("with")) != plain)
    }

    @Test("--output writes into the file it names, not a new one renamed over it: a symlink (or /dev/null) stays what it is")
    func outputIsWrittenInPlace() throws {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-out-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: tmp) }
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        let target = tmp.appendingPathComponent("target.svg"), link = tmp.appendingPathComponent("link.svg")
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        let r = try CLI.run(["render", "--swift", Self.widget, Self.payloads, "--presentation", "lock", "--format", "svg", "--output", link.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8).contains("<svg xmlns"))
        let bad = try CLI.run(["render", "--swift", Self.widget, Self.payloads, "--format", "svg", "--output", tmp.path + "/missing/x.svg"])
        #expect(bad.status != 0 && bad.stderr.contains("cannot write \(tmp.path)/missing/x.svg: No such file or directory"), "\(bad.stderr)")
    }

    @Test func aMissingLibrsvgIsOneLine() throws {
        let r = try CLI.run(["render", "--swift", Self.widget, Self.payloads, "--format", "png", "--output", "/tmp/lasim-never.png"],
                            environment: ["LASIM_LIBRSVG": "/nonexistent/librsvg-2.so.2"])
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("lasim render: --format png needs librsvg, which is not installed"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/lasim-never.png"))
    }

    @Test func badScaleAndOutputAreOneLine() throws {
        let r = try CLI.run(["render", "--swift", Self.widget, Self.payloads, "--format", "png", "--scale", "4"])
        #expect(r.status == 2)
        #expect(r.stderr == "lasim render: --scale 4: 1, 2 or 3 (pixels per point)\n")
        let o = try CLI.run(["render", "--swift", Self.widget, Self.payloads, "--format", "text", "--output", "/tmp/x"])
        #expect(o.status == 2)
        #expect(o.stderr.split(separator: "\n").count == 1)
    }
}
