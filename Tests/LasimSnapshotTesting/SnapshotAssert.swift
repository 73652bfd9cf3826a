import Foundation
import Testing

/// Golden text snapshots for the test targets that draw (LasimRenderTests,
/// LasimSwiftUITests): one copy of the record/compare/diff rule.
/// `directory` is the target's __Snapshots__ folder. Re-record with
/// `LASIM_RECORD=1 swift test`; a mismatch is reported as a line diff
/// (- expected, + actual).
public func assertSnapshot(_ actual: String, named name: String, in dir: URL, sourceLocation: SourceLocation) {
    let file = dir.appendingPathComponent(name + ".txt")
    let record = ProcessInfo.processInfo.environment["LASIM_RECORD"] == "1"
    let existing = try? String(contentsOf: file, encoding: .utf8)
    if record || existing == nil {
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try? actual.write(to: file, atomically: true, encoding: .utf8)
        if !record {
            Issue.record("recorded new snapshot \(name); check it and run again", sourceLocation: sourceLocation)
        }
        return
    }
    guard let expected = existing, expected != actual else { return }
    Issue.record(Comment(rawValue: "snapshot \(name) differs (LASIM_RECORD=1 to re-record):\n" + lineDiff(expected, actual)),
                 sourceLocation: sourceLocation)
}

/// A unified-style diff of two texts by lines (LCS), changed lines with up
/// to two lines of context, for test failure messages.
public func lineDiff(_ a: String, _ b: String, context: Int = 2) -> String {
    let x = a.components(separatedBy: "\n"), y = b.components(separatedBy: "\n")
    let n = x.count, m = y.count
    var lcs = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
            lcs[i][j] = x[i] == y[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
        }
    }
    enum Op { case same(String), del(String), add(String) }
    var ops: [(Op, Int)] = [] // with the expected file's line number
    var i = 0, j = 0
    while i < n || j < m {
        if i < n && j < m && x[i] == y[j] { ops.append((.same(x[i]), i + 1)); i += 1; j += 1 }
        else if j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j]) { ops.append((.add(y[j]), i + 1)); j += 1 }
        else { ops.append((.del(x[i]), i + 1)); i += 1 }
    }
    var show = Set<Int>()
    for (k, op) in ops.enumerated() {
        if case .same = op.0 { continue }
        for c in max(0, k - context)...min(ops.count - 1, k + context) { show.insert(c) }
    }
    var out: [String] = []
    var last = -2
    for k in show.sorted() {
        if k != last + 1 { out.append("@@ line \(ops[k].1)") }
        switch ops[k].0 {
        case .same(let s): out.append("  " + s)
        case .del(let s): out.append("- " + s)
        case .add(let s): out.append("+ " + s)
        }
        last = k
    }
    return out.prefix(200).joined(separator: "\n")
}
