import LasimTemplate
import Synchronization

/// What the views could not draw is found twice: by the coverage pass
/// (`swift: File.swift:12: .title not drawn (why)`) and by each render
/// (`template: File.swift:12: SwiftUI .title not drawn (why)`, once per
/// sample drawn). Said once per cause (`Problem.cause`: the place and the
/// reason), whatever pass found it and however it words the construct.
final class StderrCauses: Sendable {
    static let shared = StderrCauses()
    private let said = Mutex<Set<String>>([])

    /// On stderr, in order, but those of a cause said before.
    func warn(_ found: [Found]) {
        let lines = said.withLock { Self.lines(found, said: &$0) }
        for line in lines { lasim.warn(line) }
    }

    /// One line per cause not in `said` (which it adds to).
    static func lines(_ found: [Found], said: inout Set<String>) -> [String] {
        found.compactMap { said.insert($0.problem.cause).inserted ? $0.line : nil }
    }
}

/// A problem and the pass that found it (`swift`: what the views leave out,
/// `template`: what a render could not draw; none: the importer's).
struct Found: Sendable {
    var pass: String?
    var problem: Problem

    /// `pass: File.swift:12: ...`, for stderr and the app's log.
    var line: String { pass.map { "\($0): \(problem)" } ?? problem.description }
}
