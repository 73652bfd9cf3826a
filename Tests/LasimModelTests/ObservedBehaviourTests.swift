@testable import LasimModel
import Testing

/// What phones are observed to do beyond Apple's documentation, which a
/// simulator that followed the documentation alone would get wrong; the
/// rules live in `Lifecycle`.
@Suite struct ObservedBehaviourTests {
    @Test func startStaleOnArrivalIsNeverPresented() {
        var s = ActivityStore(catalog: TestCatalog())
        let stale = start.replacingOccurrences(of: #""timestamp":1000"#, with: #""timestamp":1000,"stale-date":900"#)
        let d = s.apply(push(stale), at: 1000)
        #expect(d.outcome == .dropped)
        #expect(d.reasonText.contains("never presents a start that is stale on arrival"), "\(d.reasonText)")
        #expect(s.activity("default") == nil)
        #expect(s.lockScreenOrder(at: 1000).isEmpty)
        // A stale-date exactly now is past too; one in the future starts.
        var t = ActivityStore(catalog: TestCatalog())
        let now = start.replacingOccurrences(of: #""timestamp":1000"#, with: #""timestamp":1000,"stale-date":1000"#)
        #expect(t.apply(push(now), at: 1000).outcome == .dropped)
        let later = start.replacingOccurrences(of: #""timestamp":1000"#, with: #""timestamp":1000,"stale-date":1001"#)
        #expect(t.apply(push(later), at: 1000).outcome == .applied)
    }

    @Test func updateWithTheSameContentStateDoesNotAlert() {
        var s = ActivityStore(catalog: TestCatalog())
        #expect(s.apply(push(start), at: 1000).alerted)
        let alert = #","alert":{"title":"Still cooking","body":"Hang on"}"#
        let same = s.apply(push(update(1010, #"{"status":"Cooking","orderNum":7}"#, extra: alert)), at: 1010)
        #expect(same.outcome == .applied)
        #expect(!same.alerted)
        #expect(same.reasonText.contains("nothing changes on screen and its alert is not shown"), "\(same.reasonText)")
        #expect(s.activity("default")?.lastAlert?.title == "Order")
        #expect(s.activity("default")?.lastAlertAt == 1000)
        // A real change alerts as before.
        let moved = s.apply(push(update(1020, extra: alert)), at: 1020)
        #expect(moved.alerted)
        #expect(s.activity("default")?.lastAlertAt == 1020)
    }
}
