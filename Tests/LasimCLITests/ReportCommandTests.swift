import Foundation
import Testing

@Suite struct ReportCommandTests {
    /// 15 priority-10 updates, one a minute, for one activity.
    static let stream = Data((0..<15).map { i in
        #"{"activity":"ride","priority":10,"payload":{"aps":{"event":"update","timestamp":\#(1_700_000_000 + i * 60),"content-state":{"step":\#(i)}}}}"#
    }.joined(separator: "\n").utf8)

    @Test func realisticDeliveryThrottlesAndReportShowsIt() throws {
        let off = try CLI.run(["report", "-"], stdin: Self.stream)
        #expect(off.status == 0)
        #expect(off.stdout.contains("ACTIVITY"))
        #expect(off.stdout.contains("ride"))
        #expect(!off.stdout.contains("throttled"))

        let real = try CLI.run(["report", "-", "--delivery", "realistic", "--seed", "1"], stdin: Self.stream)
        #expect(real.status == 0)
        #expect(real.stdout.contains("throttled"), "\(real.stdout)")

        let json = try CLI.run(["render", "-", "--format", "json", "--delivery", "realistic", "--seed", "1"], stdin: Self.stream)
        let top = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any]
        let activity = (top["activities"] as! [[String: Any]])[0]
        let metrics = activity["metrics"] as! [String: Any]
        let dropped = metrics["dropped"] as! [String: Any]
        #expect((dropped["throttled"] as! Double) >= 4)
        #expect((metrics["applied"] as! Double) + (metrics["droppedTotal"] as! Double) == 15)
    }
}
