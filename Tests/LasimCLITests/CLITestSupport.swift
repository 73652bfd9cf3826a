import Foundation
import Testing

/// Runs the real `lasim` binary (built by `swift test` beside the tests).
struct CLI {
    struct Result { var status: Int32; var stdout: String; var stderr: String }

    static var binary: URL {
        // `LASIM_BINARY` (e.g. `.build/release/lasim`, as .ci/run sets it)
        // runs the tests against another build: the release binary is what users run.
        if let given = ProcessInfo.processInfo.environment["LASIM_BINARY"], !given.isEmpty {
            return URL(fileURLWithPath: given)
        }
        // The test bundle lives in the products directory, next to the executable.
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for dir in [bundle, bundle.deletingLastPathComponent()] {
            let candidate = dir.appendingPathComponent("lasim")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/lasim")
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// `directory`: where it runs (default: where the tests run).
    static func run(_ args: [String], stdin: Data? = nil, environment: [String: String] = [:], directory: URL? = nil) throws -> Result {
        let p = Process()
        p.executableURL = binary
        p.arguments = args
        if let directory { p.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        env["TZ"] = "UTC"
        // A run inside GitHub Actions must not switch validate to annotations unless a test asks.
        env["GITHUB_ACTIONS"] = nil
        env["GITHUB_STEP_SUMMARY"] = nil
        for (k, v) in environment { env[k] = v }
        p.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = input
        try p.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Result(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                      stderr: String(decoding: e, as: UTF8.self))
    }
}
