@testable import LasimModel
import Testing

/// Metrics on a hand-made timeline (the start is stamped 1000).
@Suite struct ActivityMetricsTests {
    @Test func activeStaleEndedAndLongestGap() {
        var s = ActivityStore(catalog: TestCatalog())
        s.apply(push(start), at: 1000)
        s.apply(push(update(1300, extra: #","stale-date":1600"#)), at: 1300)     // stale 1600..2200
        s.apply(push(update(2200)), at: 2200)                                     // active again
        s.apply(push(update(2300, #"{"status":"InTransit"}"#)), at: 2300)         // decode failure
        s.apply(push(update(1200)), at: 2400)                                     // older timestamp
        s.apply(push(#"{"aps":{"event":"end","timestamp":2500}}"#), at: 2500)
        s.apply(push(update(2600)), at: 2600)                                     // activity ended
        let m = s.metrics("default", at: 3000)!
        #expect(m.active == 900)    // 1000..1600 and 2200..2500
        #expect(m.stale == 600)     // 1600..2200
        #expect(m.ended == 500)     // 2500..3000
        #expect(m.longestGap == 900) // 1300..2200
        #expect(m.applied == 4)
        #expect(m.dropped == [.decode: 1, .olderTimestamp: 1, .ended: 1])
        #expect(m.droppedText == "3 (1 decode, 1 older, 1 ended)")
        #expect(m.line == "active 15:00 · stale 10:00 · ended 8:20 · longest gap 15:00 · dropped 3 (1 decode, 1 older, 1 ended)")
    }

    @Test func openSpanCountsUpToNow() {
        var s = ActivityStore(catalog: TestCatalog())
        s.apply(push(start), at: 1000)
        s.apply(push(update(1100, extra: #","stale-date":1500"#)), at: 1100)
        let m = s.metrics("default", at: 2000)!
        #expect(m.active == 500)
        #expect(m.stale == 500)
        #expect(m.ended == 0)
        #expect(m.longestGap == 900) // 1100..now, still running
        // Eight hours later it ended by the limit; ended time runs from there.
        let late = s.metrics("default", at: 1000 + 9 * 3600)!
        #expect(late.active + late.stale == 8 * 3600)
        #expect(late.ended == 3600)
        #expect(DeliveryModel.clock(late.stale) == "7:51:40")
    }
}

/// Drop reasons as the store and the delivery model write them, classified.
@Suite struct DropCategoryTests {
    @Test("categories", arguments: [
        ("throttled: the budget for priority 10 is spent", DropCategory.throttled),
        ("delivery lost (simulated)", .lost),
        ("content-state does not decode as OrderTrackerAttributes.ContentState: status", .decode),
        ("malformed JSON: unexpected end of input", .decode),
        ("timestamp 1700000000 is older than the shown update's 1700000005", .olderTimestamp),
        ("activity is ended (ended at 12:00); updates to it are ignored", .ended),
        ("activity is dismissed (removed at 12:04); updates to it are ignored", .ended),
        ("activity is stale; something", .other),
        ("no activity a-1 to end", .other),
        ("", .other),
        ("is older tha", .other),
    ])
    func categories(_ reason: String, _ category: DropCategory) {
        #expect(DropCategory(reason: reason) == category, "\(reason)")
    }
}
