@testable import LasimModel
import Testing

/// The phone's rules over time, at their boundaries. The start payload is
/// stamped 1000, so the activity starts at t0 = 1000.
@Suite struct LifecycleTests {
    let t0: Double = 1000

    func started() -> ActivityStore {
        var s = ActivityStore(catalog: TestCatalog())
        s.apply(push(start), at: t0)
        return s
    }

    @Test func staleExactlyAtStaleDate() {
        var s = started()
        s.apply(push(update(1010, extra: #","stale-date":1600"#)), at: 1010)
        let a = s.activity("default")!
        #expect(a.state(at: 1599.9) == .active)
        #expect(a.state(at: 1600) == .stale)
    }

    @Test func newerUpdateMakesItActiveAgain() {
        var s = started()
        s.apply(push(update(1010, extra: #","stale-date":1600"#)), at: 1010)
        let d = s.apply(push(update(1700, extra: #","stale-date":2300"#)), at: 1700)
        #expect(d.reasonText.contains("stale -> active"))
        #expect(s.activity("default")!.state(at: 1700) == .active)
    }

    @Test func endedAfterEightHoursActive() {
        let a = started().activity("default")!
        #expect(a.state(at: t0 + 8 * 3600 - 1) == .active)
        #expect(a.state(at: t0 + 8 * 3600) == .ended)
        #expect(Lifecycle.explanation(a, at: t0 + 8 * 3600) == "ended: 8 hours active")
    }

    @Test func endedStaysFourHoursThenDismissed() {
        var s = started()
        s.apply(push(#"{"aps":{"event":"end","timestamp":1100}}"#), at: 1100)
        let a = s.activity("default")!
        #expect(a.state(at: 1100) == .ended)
        #expect(a.state(at: 1100 + 4 * 3600 - 1) == .ended)
        #expect(a.state(at: 1100 + 4 * 3600) == .dismissed)
    }

    @Test func twelveHoursInAll() {
        let a = started().activity("default")!
        #expect(a.state(at: t0 + 12 * 3600 - 1) == .ended)
        #expect(a.state(at: t0 + 12 * 3600) == .dismissed)
    }

    @Test func pastDismissalDateRemovesAtOnce() {
        var s = started()
        s.apply(push(#"{"aps":{"event":"end","timestamp":1100,"dismissal-date":1050}}"#), at: 1100)
        #expect(s.activity("default")!.state(at: 1100) == .dismissed)
    }

    @Test func dismissalDateWithinFourHours() {
        var s = started()
        s.apply(push(#"{"aps":{"event":"end","timestamp":1100,"dismissal-date":2000}}"#), at: 1100)
        let a = s.activity("default")!
        #expect(a.state(at: 1999) == .ended)
        #expect(a.state(at: 2000) == .dismissed)
    }

    @Test func dismissalDateBeyondFourHoursIsCapped() {
        var s = started()
        s.apply(push(#"{"aps":{"event":"end","timestamp":1100,"dismissal-date":99999}}"#), at: 1100)
        #expect(s.activity("default")!.state(at: 1100 + 4 * 3600 - 1) == .ended)
        #expect(s.activity("default")!.state(at: 1100 + 4 * 3600) == .dismissed)
    }

    @Test func updateAfterTheEightHourEndIsDropped() {
        var s = started()
        let d = s.apply(push(update(Int(t0) + 8 * 3600 + 5)), at: t0 + 8 * 3600 + 5)
        #expect(d.outcome == .dropped)
        #expect(d.reasonText.contains("8 hours"))
    }
}
