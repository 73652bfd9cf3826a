import Foundation
import Testing

/// The release binary links FoundationEssentials alone (docs/architecture.md,
/// "No Foundation in the binary"): one plain `import Foundation` in a target
/// it links autolinks Foundation and its ICU, which the static release link
/// then lacks (`undefined symbol: swift_ucal_open`), while the debug build
/// the tests run links them and passes. So the rule is read in the sources.
@Suite struct FoundationImportTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// `import Foundation` lines not in the `#else` of `#if canImport(FoundationEssentials)`.
    static func plainImports(_ text: String) -> [Int] {
        var out: [Int] = [], guarded = false, inElse = false
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if canImport(FoundationEssentials)") { guarded = true; inElse = false }
            else if line.hasPrefix("#else"), guarded { inElse = true }
            else if line.hasPrefix("#endif") { guarded = false; inElse = false }
            else if line.range(of: #"^(@\w+ )*((public|internal|package) )?import Foundation\b(?!Essentials)"#, options: .regularExpression) != nil, !inElse {
                out.append(i + 1)
            }
        }
        return out
    }

    @Test("the rule finds a plain import and passes a guarded one")
    func rule() {
        #expect(Self.plainImports("import Foundation\nimport LasimRender") == [1])
        #expect(Self.plainImports("#if canImport(FoundationEssentials)\nimport FoundationEssentials\n#else\nimport Foundation\n#endif").isEmpty)
        #expect(Self.plainImports("@preconcurrency import Foundation") == [1])
    }

    @Test("every import of Foundation in Sources falls back from FoundationEssentials")
    func sourcesImportFoundationEssentials() throws {
        let files = try #require(FileManager.default.enumerator(atPath: Self.sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("EmbedResources/") }
        #expect(files.count > 100)
        var found: [String] = []
        for f in files {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(f), encoding: .utf8)
            found += Self.plainImports(text).map { "Sources/\(f):\($0)" }
        }
        #expect(found.isEmpty, "import FoundationEssentials first (#if canImport(FoundationEssentials) ... #else import Foundation #endif): \(found)")
    }
}
