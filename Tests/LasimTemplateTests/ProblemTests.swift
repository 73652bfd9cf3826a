import LasimTemplate
import Testing

/// A problem is said as one line, and two passes that word the construct
/// differently find the same cause (`lasim` says it once on stderr).
struct ProblemTests {
    @Test("a construct left out is said with its place and why; a failure with its place")
    func lines() {
        #expect(Problem(at: "W.swift:12", notDrawn: ".title", because: "not found").description == "W.swift:12: .title not drawn (not found)")
        #expect(Problem(at: "W.swift:12", notDrawn: "Gauge", because: "").description == "W.swift:12: Gauge not drawn")
        #expect(Problem(at: "W.swift:3", "index out of range").description == "W.swift:3: index out of range")
        #expect(Problem(at: nil, "no place").description == "no place")
    }

    @Test("the same place and reason are one cause, however the construct is worded; a failure's reason is its message")
    func causes() {
        let coverage = Problem(at: "W.swift:12", notDrawn: ".title", because: "not found")
        let render = Problem(at: "W.swift:12", notDrawn: "SwiftUI .title", because: "not found")
        #expect(coverage.cause == render.cause)
        #expect(Problem(at: "W.swift:12", notDrawn: "⚠", because: "nil unwrapped").cause == Problem(at: "W.swift:12", "nil unwrapped").cause)
        #expect(coverage.cause != Problem(at: "W.swift:13", notDrawn: ".title", because: "not found").cause)
        // Without a reason, the construct is what tells two apart.
        #expect(Problem(at: "W.swift:12", notDrawn: "Gauge", because: "").cause != Problem(at: "W.swift:12", notDrawn: "Link", because: "").cause)
    }
}
