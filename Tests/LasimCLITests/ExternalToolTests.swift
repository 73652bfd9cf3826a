import Foundation
import LasimTestTools
import Testing

/// The rule for tests that need a tool from outside: skipped when it is
/// missing, failed under CI=true with the tool and its package named.
@Suite struct ExternalToolTests {
    static let missing = ExternalTool.program("lasim-no-such-tool", debian: "lasim-no-such-package")

    @Test func aMissingToolIsSkippedOutsideCIAndRunsUnderIt() {
        #expect(Self.missing.found == nil)
        #expect(Self.missing.runnable == ExternalTool.isCI, "skipped outside CI, run (and failed) under CI=true")
        let note = String(describing: Self.missing.skipNote)
        #expect(note.contains("lasim-no-such-tool") && note.contains("apt-get install lasim-no-such-package"), "\(note)")
    }

    @Test func aMissingToolFailsTheTestThatRunsWithoutIt() throws {
        try withKnownIssue("the failure that CI=true turns a missing tool into") {
            _ = try Self.missing.path()
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("lasim-no-such-tool is required and not installed: apt-get install lasim-no-such-package")
        }
    }

    @Test func aPresentToolIsFound() throws {
        let sh = ExternalTool.program("sh", debian: "dash")
        #expect(sh.runnable)
        #expect(FileManager.default.isExecutableFile(atPath: try sh.path()))
    }
}
