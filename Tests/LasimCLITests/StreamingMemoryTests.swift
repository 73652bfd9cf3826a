import Foundation
import Testing

/// Intake streams: a big payload file costs no more memory than a small
/// one, so a recorded stream of any length can be replayed. A file read whole and split at once peaked at
/// 1.5 GB for 1,000,000 payloads; the same through a pipe at 47 MB.
@Suite(.serialized) struct StreamingMemoryTests {
    /// 120,000 payloads (about 37 MB) like scripts/gen-payloads.py writes.
    static let bigFile = file(payloads: 120_000)
    static let smallFile = file(payloads: 1_000)

    static func file(payloads: Int) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-\(payloads)-\(getpid()).ndjson")
        var out = ""
        out.reserveCapacity(payloads * 330)
        for i in 0..<payloads {
            let t = 1_700_000_000 + i
            let event = i == 0
                ? #""event":"start","attributes-type":"OrderTrackerAttributes","attributes":{"recordId":1042},"alert":{"title":"Order placed","body":"Sizl #17"}"#
                : #""event":"update""#
            out += #"{"activity":"order","priority":5,"payload":{"aps":{\#(event),"timestamp":\#(t),"#
                + #""content-state":{"fulfillmentType":"Delivery","status":"InTransit","orderId":1042,"orderNum":17,"#
                + #""eta":{"from":\#(t - 978_307_200 + 600),"to":\#(t - 978_307_200 + 900)},"isContactlessDelivery":true,"#
                + #""deliveryProgress":\#(i % 101)},"stale-date":\#(t + 600)}}}"# + "\n"
        }
        try! out.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// Runs lasim with `args`, sampling its peak resident set (VmHWM, KiB)
    /// until it exits.
    func peakKiB(_ args: [String]) throws -> (status: Int32, kib: Int) {
        let p = Process()
        p.executableURL = CLI.binary
        p.arguments = args
        p.environment = ProcessInfo.processInfo.environment.merging(["TZ": "UTC"]) { $1 }
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        p.standardInput = FileHandle.nullDevice
        try p.run()
        var peak = 0
        while p.isRunning {
            if let s = try? String(contentsOfFile: "/proc/\(p.processIdentifier)/status", encoding: .utf8),
               let line = s.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
               let kib = Int(line.split(separator: " ").dropFirst().first ?? "") {
                peak = max(peak, kib)
            }
            usleep(5_000)
        }
        p.waitUntilExit()
        return (p.terminationStatus, peak)
    }

    @Test(arguments: [["render", "--presentation", "lock"], ["report"], ["validate"]])
    func bigFileRunsInConstantMemory(_ command: [String]) throws {
        let path = Self.bigFile.path
        let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        #expect(size > 30 << 20)
        let big = try peakKiB([command[0], path] + command.dropFirst())
        let small = try peakKiB([command[0], Self.smallFile.path] + command.dropFirst())
        #expect(big.status == 0 && small.status == 0)
        // 120 times the payloads, the same memory give or take: the file
        // alone is 37 MB, so reading it whole cannot stay within this.
        #expect(small.kib > 0 && big.kib - small.kib < 12 * 1024,
                "lasim \(command.joined(separator: " ")): \(small.kib / 1024) MB for 1,000 payloads, \(big.kib / 1024) MB for 120,000")
    }
}
