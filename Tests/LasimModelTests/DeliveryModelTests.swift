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
        #expect(why.hasPrefix("throttled"))
        // Another activity has its own budget.
        #expect(m.decide(p(3000, id: "other"), at: 3000) == .now)
    }

    @Test func frequentUpdatesRaisesTheBudget() {
        var m = DeliveryModel(settings: settings(frequent: true))
        for i in 0..<100 { #expect(m.decide(p(i * 30), at: Double(i * 30)) == .now) }
        // The 101st in the hour waits for the first slot to free, at 3600.
        #expect(m.decide(p(3000), at: 3000) == .later(at: 3600, reason: "throttled: over the priority-10 budget of 100/hour, waits 10:00 for a slot"))
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
            #expect(why.contains("Low Power"))
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
}
