import Foundation
import Testing

/// A file the user names (`render -o`, `bench --write-stream`, `--junit`)
/// that cannot take all the bytes: one line saying so and a failing exit,
/// never a silently short file. /dev/full refuses every write with ENOSPC,
/// as a full disk does.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "Linux's /dev/full"))
struct WriteFailureTests {
    static let full = "/dev/full"

    func expectOneLine(_ r: CLI.Result, _ prefix: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(r.status != 0, "\(r.stdout)\(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.stderr.hasPrefix(prefix), "\(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.stderr.contains("cannot write \(Self.full)") && r.stderr.contains(": No space left on device"), "\(r.stderr)",
                sourceLocation: sourceLocation)
        #expect(r.stderr.split(separator: "\n").count == 1, "one line: \(r.stderr)", sourceLocation: sourceLocation)
    }

    @Test func renderOutputToAFullDisk() throws {
        for format in ["svg", "html"] {
            let r = try CLI.run(["render", "--swift", SwiftRenderTests.widget, SwiftRenderTests.payloads, "--presentation", "lock",
                                 "--format", format, "-o", Self.full])
            expectOneLine(r, "lasim render: cannot write /dev/full: No space left on device")
            #expect(r.status == 2)
        }
    }

    @Test func benchWriteStreamToAFullDisk() throws {
        let r = try CLI.run(["bench", "--count", "50", "--write-stream", Self.full])
        expectOneLine(r, "lasim bench: cannot write /dev/full: No space left on device")
        #expect(r.status == 2)
        #expect(!r.stdout.contains("wrote"), "\(r.stdout)")
    }

    @Test func testJUnitToAFullDisk() throws {
        let dir = try TestCommandTests.copy("order")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(TestCommandTests.order + ["--junit", Self.full], environment: TestCommandTests.plain, directory: dir)
        // The path opens (it is made first, before any work): the report's bytes are what it refuses.
        expectOneLine(r.droppingSummary, "lasim test: cannot write /dev/full (--junit): No space left on device")
        #expect(r.status == 2)
    }

    @Test func validateJUnitToAFullDisk() throws {
        let r = try CLI.run(["validate", "--junit", Self.full, ValidateCIReportTests.payloads("good.ndjson")], environment: TestCommandTests.plain)
        // The summary, then why the report is not written.
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2 && lines.first?.contains("0 errors") == true, "\(r.stderr)")
        #expect(lines.last == "lasim validate: cannot write /dev/full: No space left on device", "\(r.stderr)")
        #expect(r.status == 2)
    }
}

extension CLI.Result {
    /// `lasim test`'s stderr without its closing count ("lasim test: 1 scenario, ...").
    var droppingSummary: CLI.Result {
        var r = self
        r.stderr = stderr.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains(" scenario, ") }.joined(separator: "\n")
        return r
    }
}
