import Foundation
import Testing
@testable import LasimRender
@testable import LasimTemplate

/// What the reader makes of every YAML file the repository holds (the
/// built-in templates and themes, the fuzzers' seeds and regressions) and
/// the message of every refused written case, pinned: a change of parser or
/// of its rules that changes a tree or a message shows here.
@Suite struct YAMLTreeSnapshotTests {
    static let directories = ["Templates", "Themes", "Fuzz/corpus/template", "Fuzz/corpus/theme", "Fuzz/regressions/template", "Fuzz/regressions/theme"]

    /// Every node with its line, style and tag, one line per node.
    static func dump(_ n: YAMLNode, _ indent: String, into out: inout String) {
        let tag = n.tag.map { " !" + $0 } ?? ""
        switch n.content {
        case .scalar(let s, let style): out += "\(indent)\(n.line) \(style) \(s.debugDescription)\(tag)\n"
        case .alias(let a): out += "\(indent)\(n.line) *\(a)\n"
        case .sequence(let items):
            out += "\(indent)\(n.line) [\(tag)\n"
            for item in items { dump(item, indent + "  ", into: &out) }
        case .mapping(let pairs):
            out += "\(indent)\(n.line) {\(tag)\n"
            for p in pairs {
                dump(p.key, indent + "  ", into: &out)
                dump(p.value, indent + "    ", into: &out)
            }
        }
    }

    /// FNV-1a, 64 bits: the same everywhere, no dependency.
    static func digest(_ s: String) -> String {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in s.utf8 { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    static func outcome(_ text: String) -> (String, Int) {
        do throws(YAMLReader.Failure) {
            guard let node = try YAMLReader.read(text) else { return ("empty", 0) }
            var out = ""
            dump(node, "", into: &out)
            return ("tree " + digest(out), out.split(separator: "\n").count)
        } catch {
            return ("refused \(error.line):\(error.column) \(error.message)", 0)
        }
    }

    @Test func everyRepositoryFile() {
        var lines: [String] = []
        for dir in Self.directories {
            let url = YAMLReaderTests.root.appendingPathComponent(dir)
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() where name.hasSuffix(".yaml") {
                // As the fuzz targets read a file: any bytes, invalid UTF-8 replaced.
                guard let data = FileManager.default.contents(atPath: url.appendingPathComponent(name).path) else { continue }
                let (what, nodes) = Self.outcome(String(decoding: data, as: UTF8.self))
                lines.append("\(dir)/\(name): \(what)\(nodes > 0 ? ", \(nodes) nodes" : "")")
            }
        }
        #expect(lines.count >= 16)
        Snapshots.check("yaml-trees", lines.joined(separator: "\n"))
    }

    @Test func everyWrittenCase() {
        let lines = (YAMLReaderTests.written + YAMLReaderTests.errorCases).map { text in
            let (what, _) = Self.outcome(text)
            return "\(text.debugDescription.prefix(80)) -> \(what)"
        }
        Snapshots.check("yaml-written-cases", lines.joined(separator: "\n"))
    }
}
