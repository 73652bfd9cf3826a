import Foundation
import Testing

/// What the binary draws, compared with the goldens the render tests keep
/// (Tests/LasimRenderTests/__Snapshots__), so that the build users run is
/// checked too: .ci/run runs this suite on the release binary
/// (`LASIM_BINARY=.build/release/lasim`), where the render tests only see
/// the debug build. An optimised build once behaved differently (Ctrl-C).
///
/// The part the CLI reproduces byte for byte: the text of every built-in
/// template's samples in each phone presentation, on both devices, light
/// and dark (`lasim render --template T --presentation P --format text`
/// draws the same grid inside a frame). Styles are covered by
/// `lasim bench --digest`, which hashes every cell's style as well, on a
/// fixed generated stream.
@Suite struct ReleaseGoldenTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LasimRenderTests/__Snapshots__")
    static let templates = ["generic", "grocery", "order", "ride", "sport"]
    static let presentations = ["lock", "compact", "minimal", "expanded"]

    /// One golden block: `== sample · presentation · size · WxH`, then its text.
    struct Block: Equatable { var sample: String; var presentation: String; var text: [String] }

    /// The text blocks of a GoldenSnapshotTests file (styles and cuts left out).
    static func goldenBlocks(_ file: String) -> [Block] {
        var blocks: [Block] = []
        var inText = false
        for line in file.components(separatedBy: "\n") {
            if line.hasPrefix("== ") {
                let parts = line.dropFirst(3).components(separatedBy: " · ")
                blocks.append(Block(sample: parts[0], presentation: parts[1], text: []))
                inText = true
            } else if line.hasPrefix("-- ") {
                inText = false
            } else if inText {
                blocks[blocks.count - 1].text.append(line)
            }
        }
        return blocks
    }

    /// The grids inside the frames of `lasim render --template` output, by
    /// sample (`# template · sample` heads each sample's frames).
    static func framedGrids(_ output: String) -> [(sample: String, rows: [String])] {
        var grids: [(String, [String])] = []
        var sample = ""
        var left: Int?
        for line in output.components(separatedBy: "\n") {
            let chars = Array(line)
            if line.hasPrefix("# ") {
                sample = line.components(separatedBy: " · ").last ?? ""
            } else if line.hasPrefix("Dynamic Island: empty") {
                // An ended sample leaves the island: its idle pill is no golden.
                sample = ""
            } else if let l = left {
                if chars.count > l, chars[l] == "╰" {
                    left = nil
                } else if chars.count > l, chars[l] == "│" {
                    // The row, less the right edge of the frame; trailing spaces go as TextPrinter drops them.
                    var row = String(chars[(l + 1)...])
                    while row.last == " " { row.removeLast() }
                    if row.last == "│" { row.removeLast() }
                    while row.last == " " { row.removeLast() }
                    grids[grids.count - 1].1.append(row)
                }
            } else if let l = chars.firstIndex(of: "╭") {
                left = l
                grids.append((sample, []))
            }
        }
        return grids
    }

    @Test("the binary draws the goldens' text", arguments: templates)
    func goldenText(_ template: String) throws {
        for device in ["pro", "pro-max"] {
            for appearance in ["light", "dark"] {
                let name = "\(template)-\(appearance)-\(device)"
                let golden = try String(contentsOf: Self.snapshots.appendingPathComponent(name + ".txt"), encoding: .utf8)
                let blocks = Self.goldenBlocks(golden)
                #expect(!blocks.isEmpty, "\(name): no golden blocks")
                for presentation in Self.presentations {
                    let r = try CLI.run(["render", "--template", template, "--presentation", presentation, "--format", "text",
                                         "--device", device, "--appearance", appearance, "--tz", "UTC"])
                    #expect(r.status == 0, "\(name) \(presentation): \(r.stderr)")
                    let drawn = Self.framedGrids(r.stdout).filter { !$0.sample.isEmpty }
                    let expected = blocks.filter { $0.presentation == presentation }
                    if presentation == "lock" {
                        #expect(drawn.map(\.sample) == expected.map(\.sample), "\(name): every sample on the lock screen")
                    }
                    #expect(!drawn.isEmpty, "\(name) \(presentation): nothing drawn\n\(r.stdout)")
                    for d in drawn {
                        let e = try #require(expected.first { $0.sample == d.sample }, "\(name) \(presentation): no golden for \(d.sample)")
                        #expect(d.rows == e.text, "\(name) \(e.sample) \(presentation): the binary drew\n\(d.rows.joined(separator: "\n"))\nthe golden has\n\(e.text.joined(separator: "\n"))")
                    }
                }
            }
        }
    }

    /// Everything drawn over a whole generated stream, every cell's grapheme,
    /// width and style: the same digest as the committed one. A drawing
    /// change updates Fixtures/bench-digest.txt with the new digest, like a
    /// snapshot (`lasim bench` with the arguments below prints it).
    @Test func benchDigestOfAFixedStream() throws {
        let expected = try String(contentsOf: CLI.fixtures.appendingPathComponent("bench-digest.txt"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let r = try CLI.run(["bench", "--count", "2000", "--activities", "40", "--seed", "42", "--threads", "1", "--digest"])
        #expect(r.status == 0, "\(r.stderr)")
        let line = r.stdout.components(separatedBy: "\n").first { $0.hasPrefix("digest:") }
        let digest = line?.dropFirst("digest:".count).trimmingCharacters(in: .whitespaces)
        #expect(digest == expected, "lasim bench --count 2000 --activities 40 --seed 42 --threads 1 --digest:\n\(r.stdout)")
    }
}
