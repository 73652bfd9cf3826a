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

/// A drop's category and rule id follow from its reason's case, never
/// from its words.
@Suite struct DropCategoryTests {
    static let failure = StateDecoder.Failure(kind: .keyNotFound, path: JSONPath(keys: "status"), message: "No value")

    @Test("categories and rule ids", arguments: [
        (DropReason.throttled(budget: 10, nextSlotIn: 60, bound: 900, frequentUpdates: false), DropCategory.throttled, PhoneRule.throttled),
        (.overBudget(3), .throttled, PhoneRule.throttled),
        (.lost(priority: 10), .lost, PhoneRule.dropped),
        (.lost(priority: 5), .lost, PhoneRule.dropped),
        (.undecodable(.contentState, schema: "OrderTrackerAttributes.ContentState", failure: failure), .decode, PhoneRule.decodeFailure),
        (.rejected(.malformedJSON("unexpected end of input")), .decode, PhoneRule.decodeFailure),
        (.rejected(.invalid(.noEvent)), .other, PhoneRule.dropped),
        (.olderTimestamp(1_700_000_000, shown: 1_700_000_005), .olderTimestamp, PhoneRule.olderTimestamp),
        (.activityOver(.ended, .endedByEvent, update: true), .ended, PhoneRule.activityEnded),
        (.activityOver(.dismissed, .dismissedSwiped, update: false), .ended, PhoneRule.swipedAway),
        (.noUpdateToken(channel: nil), .other, PhoneRule.updateTokenWithheld),
        (.coalesced, .other, PhoneRule.offlineCoalesced),
        (.offlineNowOrNever, .other, PhoneRule.offlineExpired),
        (.expiredOffline(expiration: 5), .other, PhoneRule.offlineExpired),
        (.appRemoved, .other, PhoneRule.unregistered),
        (.noActivityToEnd("a-1"), .other, PhoneRule.dropped),
    ])
    func categories(_ reason: DropReason, _ category: DropCategory, _ rule: String) {
        #expect(reason.dropCategory == category, "\(reason.text)")
        #expect(reason.rule == rule, "\(reason.text)")
        #expect(Decision.Reason.dropped(reason).dropCategory == category)
    }

    /// Words that used to classify a drop, put where a sender controls the
    /// text (an activity id, a channel, a decoder message): the case decides.
    @Test func wordsInsideAReasonDecideNothing() {
        let tricky = "throttled: is older than; swiped away; issued no update token; does not decode"
        for reason: DropReason in [.noActivityToEnd(tricky), .alreadyRunning(activity: tricky), .channelDeleted(tricky),
                                   .rejected(.invalid(.unknownEvent(tricky))), .rejected(.unreadable("malformed JSON: " + tricky))] {
            #expect(reason.text.contains("swiped away") || reason.text.contains("throttled"))
            #expect(reason.dropCategory == .other, "\(reason.text)")
            #expect(reason.rule == PhoneRule.dropped, "\(reason.text)")
        }
        // The same case with and without its tell-tale words.
        let swiped = DropReason.activityOver(.dismissed, .dismissedSwiped, update: true)
        #expect(swiped.text.contains("swiped away") && swiped.rule == PhoneRule.swipedAway)
        let byDate = DropReason.activityOver(.dismissed, .dismissedByDate, update: true)
        #expect(!byDate.text.contains("swiped away") && byDate.rule == PhoneRule.activityEnded)
    }

    /// The words are today's words: logs, JSON and reports keep them.
    @Test func reasonsKeepTheirWords() {
        #expect(DropReason.olderTimestamp(1_700_000_000, shown: 1_700_000_005).text
                == "timestamp 1700000000 is older than the shown update's 1700000005")
        #expect(DropReason.activityOver(.ended, .endedByEvent, update: true).text
                == "activity is ended (ended by an end event); updates to it are ignored")
        #expect(DropReason.lost(priority: 10).text == "delivery lost: ~3% of priority-10 pushes never arrive (seed 001)")
        #expect(DropReason.rejected(.malformedJSON("x")).text == "malformed JSON: x")
        #expect(DropReason.undecodable(.attributes, schema: "A", failure: Self.failure).text
                == "attributes does not decode as A: keyNotFound at status: No value (the phone drops this update silently; --lenient fills defaults)")
    }
}
