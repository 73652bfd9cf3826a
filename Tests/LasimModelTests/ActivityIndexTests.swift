import Foundation
@testable import LasimModel
import Testing

/// The store finds activities by id through an index, not a scan: these
/// check the index stays right as activities are added, restarted and
/// swiped, and that the order they were added in is kept.
@Suite struct ActivityIndexTests {
    func envelope(_ id: String, _ payload: String) -> Push {
        push(#"{"activity":"\#(id)","payload":\#(payload)}"#)
    }

    @Test func manyActivitiesEachFoundByItsID() {
        var s = ActivityStore(catalog: TestCatalog())
        for k in 0..<2_000 { s.apply(envelope("a\(k)", start), at: 1000) }
        #expect(s.activities.count == 2_000)
        #expect(s.activities.map(\.id) == (0..<2_000).map { "a\($0)" })
        for k in stride(from: 0, to: 2_000, by: 97) {
            #expect(s.activity("a\(k)")?.id == "a\(k)")
            #expect(s.activity("a\(k)")?.startOrder == k)
        }
        #expect(s.activity("a2000") == nil)
        #expect(s.activity("") == nil)
    }

    @Test func updateReachesOnlyItsOwnActivity() {
        var s = ActivityStore(catalog: TestCatalog())
        for k in 0..<50 { s.apply(envelope("a\(k)", start), at: 1000) }
        #expect(s.apply(envelope("a31", update(1010)), at: 1010).outcome == .applied)
        #expect(s.activity("a31")?.content["deliveryProgress"] == .number(40))
        #expect(s.activity("a31")?.updates == 1)
        #expect(s.activities.filter { $0.updates > 0 }.map(\.id) == ["a31"])
    }

    @Test func implicitStartIsIndexedLikeAStart() {
        var s = ActivityStore(catalog: TestCatalog())
        s.apply(envelope("first", start), at: 1000)
        s.apply(envelope("second", update(1005)), at: 1005)
        #expect(s.activity("second")?.startedImplicitly == true)
        #expect(s.apply(envelope("second", update(1010)), at: 1010).outcome == .applied)
        #expect(s.activity("second")?.updates == 1)
        #expect(s.activities.map(\.id) == ["first", "second"])
    }

    @Test func restartAfterEndReplacesInPlace() {
        var s = ActivityStore(catalog: TestCatalog())
        s.apply(envelope("x", start), at: 1000)
        s.apply(envelope("y", start), at: 1000)
        s.apply(envelope("x", #"{"aps":{"event":"end","timestamp":1001,"dismissal-date":1001}}"#), at: 1001)
        #expect(s.apply(envelope("x", start.replacingOccurrences(of: "1000", with: "1002")), at: 1002).outcome == .applied)
        #expect(s.activities.map(\.id) == ["x", "y"])
        #expect(s.activity("x")?.startOrder == 2)
        #expect(s.activity("x")?.state(at: 1002) == .active)
        #expect(s.swipe("y", at: 1003) != nil)
        #expect(s.activity("y")?.state(at: 1003) == .dismissed)
        #expect(s.swipe("nobody", at: 1003) == nil)
    }
}
