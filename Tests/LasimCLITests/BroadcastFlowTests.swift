import Foundation
import LasimTestTools
import Testing

/// The iOS 18 broadcast flow by curl against the real binary
/// (scripts/broadcast-curl-flow.sh): create a channel, two subscribed
/// activities, one broadcast updates both, delete, the next broadcast is
/// refused, the recording replays to the same state.
@Suite struct BroadcastFlowTests {
    @Test(.enabled(if: Tools.curl.runnable, Tools.curl.skipNote))
    func curlFlowAgainstLasimServe() throws {
        _ = try Tools.curl.path()
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/broadcast-curl-flow.sh")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/bash")
        p.arguments = [script.path]
        var env = ProcessInfo.processInfo.environment
        env["LASIM"] = CLI.binary.path
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let e = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "\(o)\n\(e)")
        #expect(o.contains("broadcast flow: ok"))
        #expect(o.contains("400 ChannelNotRegistered"))
    }
}
