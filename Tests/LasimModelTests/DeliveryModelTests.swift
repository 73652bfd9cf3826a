@testable import LasimModel
import Testing

/// The realistic delivery model with fixed seeds and rates.
@Suite struct DeliveryModelTests {
    /// Rates pinned to "always delivered, never late" so only the budget acts.
    func settings(budget: Int = 10, frequent: Bool = false, lowPower: Bool = false, seed: UInt64 = 7) -> DeliverySettings {
        var s = DeliverySettings(mode: .realistic, budgetPerHour: budget, frequentUpdates: frequent, lowPower: lowPower, seed: seed)
        s.priority10Delivered = 1
        s.priority10Late = 0
        return s
    }

    func p(_ t: Int, priority: Int = 10, id: String = "default") -> Push {
        var x = push(update(t))
        x.priority = priority
        x.activityID = id
        return x
    }

    @Test func budgetThrottlesTheEleventhPriorityTenPushInAnHour() {
        var m = DeliveryModel(settings: settings())
        for i in 0..<10 { #expect(m.decide(p(i * 60), at: Double(i * 60)) == .now) }
        // The 11th, 10 minutes in: the first slot frees at 3600, 50 min away, past the 15-min bound.
        guard case .dropped(let reason) = m.decide(p(600), at: 600) else { Issue.record("not dropped"); return }
        #expect(reason.text.hasPrefix("throttled"))
        #expect(reason.dropCategory == .throttled)
        #expect(reason == .throttled(budget: 10, nextSlotIn: 3000, bound: 15 * 60, frequentUpdates: false))
        // 50 minutes in, the slot is 10 minutes away: delayed, not dropped.
        guard case .later(let at, let why) = m.decide(p(3000), at: 3000) else { Issue.record("not delayed"); return }
        #expect(at == 3600)
        #expect(why.causes == [.throttled(budget: 10, wait: 600)])
        #expect(why.text.hasPrefix("throttled"))
        // Another activity has its own budget.
        #expect(m.decide(p(3000, id: "other"), at: 3000) == .now)
    }

    @Test func frequentUpdatesRaisesTheBudget() {
        var m = DeliveryModel(settings: settings(frequent: true))
        for i in 0..<100 { #expect(m.decide(p(i * 30), at: Double(i * 30)) == .now) }
        // The 101st in the hour waits for the first slot to free, at 3600.
        let verdict = m.decide(p(3000), at: 3000)
        #expect(verdict == .later(at: 3600, reason: DelayReason([.throttled(budget: 100, wait: 600)])))
        guard case .later(_, let why) = verdict else { return }
        #expect(why.text == "throttled: over the priority-10 budget of 100/hour, waits 10:00 for a slot")
    }

    @Test func priorityFiveLossesAreReproducibleForASeed() {
        func run(_ seed: UInt64) -> [DeliveryVerdict] {
            var m = DeliveryModel(settings: DeliverySettings(mode: .realistic, seed: seed))
            return (0..<400).map { m.decide(p($0, priority: 5), at: Double($0)) }
        }
        let a = run(42)
        #expect(a == run(42))
        #expect(a != run(43))
        let lost = a.filter { if case .dropped = $0 { true } else { false } }.count
        let now = a.filter { $0 == .now }.count
        #expect(lost > 80 && lost < 160, "about 30% lost, got \(lost)/400")
        #expect(now > 30 && now < 90, "about 15% at once, got \(now)/400")
        // Priority 5 never draws on the budget: nothing is throttled.
        #expect(!a.contains { if case .dropped(let r) = $0 { r.dropCategory == .throttled } else { false } })
    }

    @Test func lowPowerDelaysPriorityTen() {
        var m = DeliveryModel(settings: settings(lowPower: true))
        for i in 0..<5 {
            let t = Double(i * 100)
            guard case .later(let at, let why) = m.decide(p(i * 100), at: t) else { Issue.record("not delayed"); continue }
            #expect(at >= t + 30 && at <= t + 120)
            #expect(why.causes.last == .lowPower && why.text.contains("Low Power"))
        }
        var normal = DeliveryModel(settings: settings())
        #expect(normal.decide(p(0), at: 0) == .now)
    }

    @Test func deliveryOffAppliesEverything() {
        var q = DeliveryQueue(settings: .off)
        var store = ActivityStore(catalog: TestCatalog())
        #expect(q.offer(push(start), at: 1000) == .now)
        store.apply(push(start), at: 1000)
        for i in 1...50 {
            let x = p(1000 + i, priority: i % 2 == 0 ? 10 : 5)
            #expect(q.offer(x, at: Double(1000 + i)) == .now)
            store.apply(x, at: Double(1000 + i))
        }
        #expect(q.pending.isEmpty)
        #expect(store.appliedCount == 51)
    }

    @Test func queueReleasesDelayedPushesInTimeOrderAndRecordsDrops() {
        var q = DeliveryQueue(settings: settings(budget: 1))
        var store = ActivityStore(catalog: TestCatalog())
        store.apply(push(start), at: 1000)
        #expect(q.offer(p(1000), at: 1000) == .now)
        store.apply(p(1000), at: 1000)
        // Over a budget of 1: the next slot is at 4600.
        let late = p(3800)
        guard case .later(let at, _) = q.offer(late, at: 3800) else { Issue.record("not delayed"); return }
        #expect(at == 4600)
        guard case .dropped(let reason) = q.offer(p(3900), at: 3900) else { Issue.record("not dropped"); return }
        store.dropUndelivered(p(3900), reason: reason, at: 3900)
        #expect(q.due(at: 4599).isEmpty)
        let due = q.due(at: 4600)
        #expect(due.map(\.push) == [late])
        #expect(q.pending.isEmpty)
        let m = store.metrics("default", at: 4600)!
        #expect(m.dropped == [.throttled: 1])
    }

    @Test func theBudgetCountsASlidingHourPerActivity() {
        var b = UpdateBudget(perHour: 2)
        #expect(b.nextSlot(for: "a", at: 0) == 0)
        b.take(for: "a", at: 0)
        b.take(for: "a", at: 100)
        // Full: the slot taken at 0 leaves the hour at 3600.
        #expect(b.nextSlot(for: "a", at: 200) == 3600)
        #expect(b.nextSlot(for: "b", at: 200) == 200)
        #expect(b.nextSlot(for: "a", at: 3600) == 3600)
        var none = UpdateBudget(perHour: 0)
        #expect(none.nextSlot(for: "a", at: 0) == nil)
    }

    @Test func aFixedLowPowerDelayHoldsEveryDevicePushInEitherMode() {
        var off = DeliverySettings.off
        off.lowPowerDelay = .fixed(seconds: 60)
        var m = DeliveryModel(settings: off)
        let held = m.decide(p(100, priority: 5), at: 100)
        #expect(held == .later(at: 160, reason: DelayReason([.lowPowerFixed(seconds: 60)])))
        if case .later(_, let why) = held { #expect(why.text == "Low Power Mode delays delivery by 60 s") }
        var broadcast = p(100)
        broadcast.channel = "c"
        #expect(m.decide(broadcast, at: 100) == .now)
        // Realistic: on top of the model's own delay.
        var realistic = settings(budget: 1)
        realistic.lowPowerDelay = .fixed(seconds: 60)
        var r = DeliveryModel(settings: realistic)
        #expect(r.decide(p(0), at: 0) == .later(at: 60, reason: DelayReason([.lowPowerFixed(seconds: 60)])))
        #expect(r.decide(p(3000), at: 3000) == .later(at: 3660, reason: DelayReason([.throttled(budget: 1, wait: 600), .lowPowerFixed(seconds: 60)])))
    }

    @Test func thePhonesBudgetIsCountedAsPushesArrive() {
        var settings = DeliverySettings.off
        settings.phoneBudget = 1
        settings.lowPowerDelay = .fixed(seconds: 600)
        var feed = PhoneFeed(store: ActivityStore(catalog: TestCatalog()), delivery: settings)
        _ = feed.receive(.push(push(start)), at: 1000)
        _ = feed.receive(.push(p(1001)), at: 1001)
        _ = feed.receive(.push(p(1002)), at: 1002)
        // A start does not draw on it; of the two updates, the second is over it when it arrives.
        let arrived = feed.arrivals(until: 2000)
        #expect(arrived.map(\.decision.outcome) == [.applied, .applied, .dropped])
        #expect(arrived.last?.decision.reason == .dropped(.overBudget(1)))
        #expect(arrived.map(\.at) == [1600, 1601, 1602])
        // Low Power Mode turned off: what is still on its way arrives at once.
        _ = feed.receive(.push(p(3000, id: "other")), at: 3000)
        feed.delivery.settings.lowPowerDelay = nil
        let now = feed.arrivalsNow(at: 3100)
        #expect(now.map(\.at) == [3100] && now.map(\.decision.outcome) == [.applied])
        #expect(feed.delivery.pending.isEmpty)
        guard case .decided = feed.receive(.push(p(3200, id: "third")), at: 3200) else { Issue.record("held with Low Power Mode off"); return }
    }
}
