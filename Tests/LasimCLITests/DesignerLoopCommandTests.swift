import Foundation
import LasimTestTools
import Testing

/// `lasim schema`, `render --format svg|html|cast`, the new presentations and
/// `--version`, through the real binary.
@Suite struct DesignerLoopCommandTests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// python3 with the jsonschema module, or a failure naming it and its
    /// package; the tests that need it are skipped without it (failed when
    /// CI=true). YAML is read by lasim itself (`schema --to-json`), so PyYAML
    /// is not needed.
    static func python() throws -> String { try Tools.pythonJSONSchema.path() }

    static func runPython(_ args: [String]) throws -> (Int32, String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try python())
        // The script reads YAML through the lasim under test; exit 2 means the
        // check could not run (e.g. no jsonschema module): a failure here.
        p.arguments = [args[0], "--lasim", CLI.binary.path] + args.dropFirst()
        let out = Pipe()
        p.standardOutput = out
        p.standardError = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static let checkSchema = repo.appendingPathComponent("scripts/check-schema.py").path

    /// `lasim schema <kind>` written into `dir`, once python3 with jsonschema
    /// is known to be there to check files against it.
    func schema(_ kind: String, in dir: URL) throws -> URL {
        _ = try Self.python()
        let r = try CLI.run(["schema", kind])
        #expect(r.status == 0)
        let file = dir.appendingPathComponent("\(kind).schema.json")
        try r.stdout.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    func temp() throws -> URL {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        return d
    }

    @Test("the template schema validates every built-in template and rejects a misspelt element",
          .enabled(if: Tools.pythonJSONSchema.runnable, Tools.pythonJSONSchema.skipNote))
    func templateSchema() throws {
        let dir = try temp()
        defer { try? FileManager.default.removeItem(at: dir) }
        let schemaFile = try schema("template", in: dir)
        let templates = try FileManager.default.contentsOfDirectory(atPath: Self.repo.appendingPathComponent("Templates").path)
            .filter { $0.hasSuffix(".yaml") }.sorted().map { Self.repo.appendingPathComponent("Templates/" + $0).path }
        #expect(templates.count >= 5)
        let script = Self.checkSchema
        let good = try Self.runPython([script, schemaFile.path] + templates)
        #expect(good.0 == 0, "\(good.1)")
        #expect(good.1.components(separatedBy: ": ok").count - 1 == templates.count, "\(good.1)")

        let order = try String(contentsOfFile: Self.repo.appendingPathComponent("Templates/order.yaml").path, encoding: .utf8)
        let bad = dir.appendingPathComponent("misspelt.yaml")
        try order.replacingOccurrences(of: "        - text: \" {headline}\"", with: "        - txt: \" {headline}\"")
            .write(to: bad, atomically: true, encoding: .utf8)
        let badFormat = dir.appendingPathComponent("format.yaml")
        try order.replacingOccurrences(of: "{eta.to|time}", with: "{eta.to|tme}").write(to: badFormat, atomically: true, encoding: .utf8)
        let badGlyph = dir.appendingPathComponent("glyph.yaml")
        try order.replacingOccurrences(of: "rider: rider", with: "rider: pizza").write(to: badGlyph, atomically: true, encoding: .utf8)
        for file in [bad, badFormat, badGlyph] {
            let r = try Self.runPython([script, schemaFile.path, file.path])
            #expect(r.0 == 1, "\(file.lastPathComponent) passed: \(r.1)")
            #expect(r.1.contains("lock"), "\(r.1)")
        }
        let r = try Self.runPython([script, schemaFile.path, bad.path])
        #expect(r.1.contains("lock.vstack.0.hstack.1: Additional properties are not allowed ('txt' was unexpected)"), "\(r.1)")
        #expect(try Self.runPython([script, schemaFile.path, badGlyph.path]).1.contains("segmented.rider: 'pizza' is not one of"))
    }

    /// The schema takes the colour names the loader takes, in any case, and
    /// still refuses a misspelt one; lasim draws the same file with them.
    @Test("a colour name validates against the template schema and loads",
          .enabled(if: Tools.pythonJSONSchema.runnable, Tools.pythonJSONSchema.skipNote))
    func colourNames() throws {
        let dir = try temp()
        defer { try? FileManager.default.removeItem(at: dir) }
        let schemaFile = try schema("template", in: dir), script = Self.checkSchema
        let named = dir.appendingPathComponent("named.yaml")
        try "name: named\nsamples: {a: {}}\nlock: {text: hi, color: teal, background: Red}\n".write(to: named, atomically: true, encoding: .utf8)
        let good = try Self.runPython([script, schemaFile.path, named.path])
        #expect(good.0 == 0, "\(good.1)")
        let drawn = try CLI.run(["render", "--template", named.path, "--presentation", "lock", "--format", "svg"])
        #expect(drawn.status == 0 && drawn.stderr.isEmpty, "\(drawn.stderr)")
        // teal (#30b0c7) on red (#d7261e): both names were resolved.
        #expect(drawn.stdout.lowercased().contains("30b0c7") && drawn.stdout.lowercased().contains("d7261e"), "\(drawn.stdout)")
        let misspelt = dir.appendingPathComponent("misspelt.yaml")
        try "name: misspelt\nlock: {text: hi, color: tael}\n".write(to: misspelt, atomically: true, encoding: .utf8)
        #expect(try Self.runPython([script, schemaFile.path, misspelt.path]).0 == 1)
    }

    @Test("the theme schema validates every built-in theme and rejects a misspelt key",
          .enabled(if: Tools.pythonJSONSchema.runnable, Tools.pythonJSONSchema.skipNote))
    func themeSchema() throws {
        let dir = try temp()
        defer { try? FileManager.default.removeItem(at: dir) }
        let schemaFile = try schema("theme", in: dir)
        let themes = try FileManager.default.contentsOfDirectory(atPath: Self.repo.appendingPathComponent("Themes").path)
            .filter { $0.hasSuffix(".yaml") }.sorted().map { Self.repo.appendingPathComponent("Themes/" + $0).path }
        let script = Self.checkSchema
        let good = try Self.runPython([script, schemaFile.path] + themes)
        #expect(good.0 == 0, "\(good.1)")
        let bad = dir.appendingPathComponent("bad.yaml")
        try "name: bad\nligth: {primary: \"#000000\"}\n".write(to: bad, atomically: true, encoding: .utf8)
        #expect(try Self.runPython([script, schemaFile.path, bad.path]).0 == 1)
    }

    @Test("a template's svg and html are its presentations at their size in points; --cells gives the terminal's cells")
    func svgAndHTML() throws {
        let svg = try CLI.run(["render", "--template", "order", "--sample", "in-transit", "--presentation", "lock", "--format", "svg", "--tz", "UTC"])
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(svg.stdout.hasPrefix("<?xml") && svg.stdout.hasSuffix("</svg>\n"))
        #expect(svg.stdout.contains("<desc>Lock screen · 371 x ") && svg.stdout.contains("> On the way</tspan>"), "\(svg.stdout)")
        let html = try CLI.run(["render", "--template", "order", "--sample", "in-transit", "--format", "html", "--tz", "UTC"])
        #expect(html.status == 0 && html.stdout.contains("<figcaption>Compact · ") && html.stdout.contains("On the way"))
        #expect(!html.stdout.contains("<pre class=\"lasim\">"))
        let cells = try CLI.run(["render", "--template", "order", "--sample", "in-transit", "--format", "svg", "--cells", "--tz", "UTC"])
        #expect(cells.status == 0 && cells.stdout.contains(">On the way</text>") && cells.stdout.contains("font-family=\"ui-monospace"))
        let cellsHTML = try CLI.run(["render", "--template", "order", "--sample", "in-transit", "--format", "html", "--cells", "--tz", "UTC"])
        #expect(cellsHTML.status == 0 && cellsHTML.stdout.contains("<pre class=\"lasim\">") && cellsHTML.stdout.contains("On the way"))
    }

    @Test("cast: one frame per applied payload, at payload time")
    func cast() throws {
        let scenario = try CLI.run(["scenario", "play", "order", "--no-wait"])
        let r = try CLI.run(["render", "-", "--format", "cast", "--presentation", "lock"], stdin: Data(scenario.stdout.utf8))
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.first?.contains("\"version\":2") == true, "\(lines.first ?? "")")
        #expect(lines.count - 1 == 15, "frames: \(lines.count - 1)")
        let times = lines.dropFirst().compactMap { $0.dropFirst().split(separator: ",").first.flatMap { Double($0) } }
        #expect(times.first == 0 && times == times.sorted() && (times.last ?? 0) > 60, "\(times)")
    }

    @Test func newPresentations() throws {
        for (p, label) in [("small", "Apple Watch 45 mm 184 x 80.50 pt"), ("carplay", "CarPlay 240 x 78 pt"), ("menu-bar", "Mac menu bar")] {
            let r = try CLI.run(["render", "--template", "order", "--sample", "in-transit", "--presentation", p, "--tz", "UTC"])
            #expect(r.status == 0 && r.stdout.contains(label), "\(p): \(r.stdout)\(r.stderr)")
        }
        // The option's help is made from the presentations' table.
        let help = try CLI.run(["render", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("lock, compact, minimal, expanded, small (Apple Watch), carplay, menu-bar (Mac), surfaces (those three) or all (the phone's four)."), "\(help)")
    }

    @Test func version() throws {
        let r = try CLI.run(["--version"])
        #expect(r.status == 0 && r.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, "\(r.stdout)")
    }
}
