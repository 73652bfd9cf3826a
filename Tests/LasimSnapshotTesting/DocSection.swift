import Foundation
import Testing

/// The repository's root, from this file's place in it.
public let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// A doc that carries text made from the code (a reference table) keeps it
/// between `<!-- marker:begin -->` and `<!-- marker:end -->`: one copy of the
/// record/compare/diff rule for them. `LASIM_RECORD=1` writes `generated`
/// there; otherwise a difference is reported as a line diff (- the page,
/// + the code) with the command that re-records it. Returns the page's
/// section, for the caller's own checks.
@discardableResult
public func assertDocSection(_ generated: String, marker: String, in doc: String, suite: String,
                             sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    let file = repositoryRoot.appendingPathComponent(doc)
    let text = try String(contentsOf: file, encoding: .utf8)
    let begin = "<!-- \(marker):begin -->\n", end = "<!-- \(marker):end -->"
    let start = try #require(text.range(of: begin), "\(doc) has no \(begin)", sourceLocation: sourceLocation)
    let stop = try #require(text.range(of: end), "\(doc) has no \(end)", sourceLocation: sourceLocation)
    let current = String(text[start.upperBound..<stop.lowerBound])
    guard current != generated else { return current }
    if ProcessInfo.processInfo.environment["LASIM_RECORD"] == "1" {
        let updated = String(text[..<start.upperBound]) + generated + String(text[stop.lowerBound...])
        try updated.write(to: file, atomically: true, encoding: .utf8)
        return generated
    }
    Issue.record(Comment(rawValue: "\(doc)'s \(marker) section is not the code's: LASIM_RECORD=1 swift test --filter \(suite)\n"
                         + lineDiff(current, generated)), sourceLocation: sourceLocation)
    return current
}
