import Foundation
import LasimModel
import Testing
@testable import LasimRender

/// The reader on libyaml's events against lasim's former reader, on every
/// YAML file in the repository, the written cases, the error cases, the
/// generated and mangled documents and, when present, the fuzzers' corpus.
@Suite struct YAMLDifferentialTests {
    enum Outcome: Equatable {
        case read(YAMLNode?)
        case refused(line: Int, column: Int, message: String)
    }

    static func old(_ text: String) -> Outcome {
        do throws(LegacyYAMLReader.Failure) { return .read(try LegacyYAMLReader.read(text)) } catch { return .refused(line: error.line, column: error.column, message: error.message) }
    }

    static func new(_ text: String) -> Outcome {
        do throws(YAMLReader.Failure) { return .read(try YAMLReader.read(text)) } catch { return .refused(line: error.line, column: error.column, message: error.message) }
    }

    /// The tree without positions, and without tags on collections (the
    /// former reader dropped a block mapping's tag; `DataFile` reads tags on
    /// scalars only).
    static func shape(_ n: YAMLNode?) -> String {
        guard let n else { return "nil" }
        switch n.content {
        case .scalar(let s, let style): return "\(style)(\(s.debugDescription))\(n.tag.map { "!" + $0 } ?? "")"
        case .alias(let a): return "*\(a)"
        case .sequence(let items): return "[" + items.map(shape).joined(separator: ",") + "]"
        case .mapping(let pairs): return "{" + pairs.map { shape($0.key) + ":" + shape($0.value) }.joined(separator: ",") + "}"
        }
    }

    static func value(_ text: String) -> String {
        do throws(DataFile.LoadError) { return "\(try DataFile.parse(text, file: "t.yaml"))" } catch { return "refused" }
    }

    struct Tally: CustomStringConvertible {
        var identical = 0, linesOnly = 0, shapeDiffers = 0, valueDiffers = 0
        var sameError = 0, samePlace = 0, sameLine = 0, elsewhere = 0
        var onlyOldRefuses = 0, onlyNewRefuses = 0
        var notes: [String] = []
        var total: Int { identical + linesOnly + shapeDiffers + sameError + samePlace + sameLine + elsewhere + onlyOldRefuses + onlyNewRefuses }
        var description: String {
            "\(total) inputs: read by both \(identical + linesOnly + shapeDiffers) (identical trees \(identical), lines of some nodes differ \(linesOnly), "
                + "trees differ \(shapeDiffers), of which values differ \(valueDiffers)); refused by both \(sameError + samePlace + sameLine + elsewhere) "
                + "(same message and place \(sameError), same place \(samePlace), same line \(sameLine), elsewhere \(elsewhere)); "
                + "only the former reader refuses \(onlyOldRefuses); only libyaml refuses \(onlyNewRefuses)"
        }

        mutating func add(_ text: String, _ name: String) {
            let a = old(text), b = new(text)
            switch (a, b) {
            case (.read(let x), .read(let y)):
                if x == y { identical += 1 } else if shape(x) == shape(y) { linesOnly += 1 } else {
                    shapeDiffers += 1
                    let differs = YAMLDifferentialTests.value(text) != oldValue(x)
                    if differs { valueDiffers += 1 }
                    notes.append("\(name): tree \(differs ? "and value " : "")differs\n  old \(shape(x))\n  new \(shape(y))")
                }
            case (.refused(let l1, let c1, let m1), .refused(let l2, let c2, let m2)):
                if (l1, c1, m1) == (l2, c2, m2) { sameError += 1 } else if (l1, c1) == (l2, c2) { samePlace += 1 } else if l1 == l2 { sameLine += 1 } else {
                    elsewhere += 1
                }
                if (l1, c1, m1) != (l2, c2, m2) { notes.append("\(name): both refuse\n  old \(l1):\(c1) \(m1)\n  new \(l2):\(c2) \(m2)") }
            case (.refused(let l, let c, let m), .read(let y)):
                onlyOldRefuses += 1
                notes.append("\(name): only old refuses \(l):\(c) \(m)\n  new \(shape(y))")
            case (.read(let x), .refused(let l, let c, let m)):
                onlyNewRefuses += 1
                notes.append("\(name): only new refuses \(l):\(c) \(m)\n  old \(shape(x))")
            }
        }

        func oldValue(_ n: YAMLNode?) -> String {
            guard let n else { return "refused" }
            do throws(DataFile.LoadError) { return "\(try DataFile.convert(n, file: "t.yaml", depth: 0))" } catch { return "refused" }
        }
    }

    static var root: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() }

    static func repositoryFiles() throws -> [(String, String)] {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        git.arguments = ["-C", root.path, "ls-files", "*.yaml", "*.yml"]
        let pipe = Pipe()
        git.standardOutput = pipe
        try git.run()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        git.waitUntilExit()
        return out.split(separator: "\n").compactMap { path in
            FileManager.default.contents(atPath: root.appendingPathComponent(String(path)).path).map { (String(path), String(decoding: $0, as: UTF8.self)) }
        }
    }

    @Test func bothReadersOnEverything() throws {
        var report: [String] = []
        var files = Tally()
        for (path, text) in try Self.repositoryFiles() { files.add(text, path) }
        report.append("repository files: \(files)")
        #expect(files.total >= 16)
        #expect(files.shapeDiffers == 0 && files.onlyOldRefuses == 0 && files.onlyNewRefuses == 0, "\(files.notes)")

        var written = Tally()
        for (n, text) in YAMLReaderTests.written.enumerated() { written.add(text, "written \(n) \(text.debugDescription)") }
        for (n, text) in YAMLReaderTests.errorCases.enumerated() { written.add(text, "error case \(n) \(text.debugDescription)") }
        report.append("written and error cases: \(written)")

        var generated = Tally(), mangled = Tally()
        var rng = SeededGenerator(seed: 2026)
        for n in 0..<3_000 {
            var gen = YAMLDocumentGenerator(rng: rng)
            generated.add(gen.document(), "generated \(n)")
            rng = gen.rng
        }
        report.append("generated: \(generated)")
        rng = SeededGenerator(seed: 7)
        for n in 0..<3_000 {
            var gen = YAMLDocumentGenerator(rng: rng)
            var bytes = Array(gen.document().utf8)
            rng = gen.rng
            for _ in 0..<(1 + Int(rng.next() % 3)) where !bytes.isEmpty {
                let at = Int(rng.next() % UInt64(bytes.count))
                switch rng.next() % 3 {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(YAMLReaderTests.indicators[Int(rng.next() % UInt64(YAMLReaderTests.indicators.count))], at: at)
                default: bytes[at] = bytes[Int(rng.next() % UInt64(bytes.count))]
                }
            }
            mangled.add(String(decoding: bytes, as: UTF8.self), "mangled \(n)")
        }
        report.append("mangled: \(mangled)")

        var corpus = Tally()
        for dir in [".build-fuzz/corpus/template", ".build-fuzz/corpus/theme"] {
            let url = Self.root.appendingPathComponent(dir)
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() {
                guard let data = FileManager.default.contents(atPath: url.appendingPathComponent(name).path),
                      let text = String(data: data, encoding: .utf8) else { continue }
                corpus.add(text, "\(dir)/\(name)")
            }
        }
        report.append("fuzz corpus: \(corpus)")

        let out = Self.root.appendingPathComponent(".build/yaml-differential.txt")
        let all = report.joined(separator: "\n") + "\n\n" + [files, written, generated, mangled, corpus].flatMap(\.notes).joined(separator: "\n") + "\n"
        try all.write(to: out, atomically: true, encoding: .utf8)
        print(report.joined(separator: "\n"))
    }
}
