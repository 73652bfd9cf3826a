import Foundation
import Testing

/// Golden files under __Snapshots__/, reviewed like code. Set LASIM_RECORD=1
/// to (re)write them; otherwise a missing or different file fails the test
/// with a line diff.
enum Snapshots {
    static let directory: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")

    static var recording: Bool { ProcessInfo.processInfo.environment["LASIM_RECORD"].map { $0 != "" && $0 != "0" } ?? false }

    static func check(_ name: String, _ actual: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name + ".txt")
        let content = actual.hasSuffix("\n") ? actual : actual + "\n"
        if recording {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? content.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("no snapshot \(name).txt; run with LASIM_RECORD=1 to record it", sourceLocation: sourceLocation)
            return
        }
        if expected != content {
            let message = "snapshot \(name) differs (LASIM_RECORD=1 re-records):\n\(diff(expected, content))"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    /// The differing lines with their numbers: "-" expected, "+" actual.
    static func diff(_ a: String, _ b: String, limit: Int = 40) -> String {
        let x = a.components(separatedBy: "\n"), y = b.components(separatedBy: "\n")
        var out: [String] = []
        for i in 0..<max(x.count, y.count) {
            let l = i < x.count ? x[i] : nil, r = i < y.count ? y[i] : nil
            if l == r { continue }
            if let l { out.append(String(format: "%4d - ", i + 1) + l) }
            if let r { out.append(String(format: "%4d + ", i + 1) + r) }
            if out.count >= limit { out.append("…"); break }
        }
        return out.joined(separator: "\n")
    }
}
