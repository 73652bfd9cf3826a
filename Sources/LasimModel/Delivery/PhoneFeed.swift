/// The phone's side of every payload, written once for every front end (the
/// app, render, report, test, bench, serve): an intake item reaches the
/// phone now, later or never (the delivery model), and the phone decides
/// what to do with it (the store). Time is given, never read.
public struct PhoneFeed: Sendable {
    public var store: ActivityStore
    public var delivery: DeliveryQueue
    /// The phone's own budget (`DeliverySettings.phoneBudget`): its count
    /// outlives the budget being turned off and on again.
    private var phoneBudget = UpdateBudget(perHour: 0)

    public init(store: ActivityStore, delivery: DeliverySettings = .off) {
        self.store = store
        self.delivery = DeliveryQueue(settings: delivery)
    }

    /// What became of one item.
    public enum Arrival: Sendable {
        /// It reached the phone, or never will: the phone's decision.
        case decided(Decision)
        /// On its way: it reaches the phone at `at`; `reason` says why it is late.
        case onTheWay(at: Double, reason: DelayReason)
    }

    public mutating func receive(_ item: PayloadIntake.Item, at now: Double) -> Arrival {
        guard case .push(let p) = item else { return .decided(store.receive(item, at: now)) }
        switch delivery.offer(p, at: now) {
        case .now: return .decided(arrive(p, at: now))
        case .later(let at, let reason): return .onTheWay(at: at, reason: reason)
        case .dropped(let reason): return .decided(store.dropUndelivered(p, reason: reason, at: now))
        }
    }

    /// A late push that has reached the phone: where it was, and when.
    public struct LateArrival: Sendable {
        public var push: Push
        public var decision: Decision
        public var at: Double
        public var reason: DelayReason
    }

    /// The late pushes that reached the phone by `until`, in arrival order,
    /// each applied at its own arrival time.
    public mutating func arrivals(until: Double) -> [LateArrival] {
        delivery.due(at: until).map { p in LateArrival(push: p.push, decision: arrive(p.push, at: p.at), at: p.at, reason: p.reason) }
    }

    /// Every late push reaches the phone at `now`, in the order they were
    /// due (Low Power Mode turned off).
    public mutating func arrivalsNow(at now: Double) -> [LateArrival] {
        DeliveryQueue.inDeliveryOrder(delivery.takeAll()).map { p in
            LateArrival(push: p.push, decision: arrive(p.push, at: now), at: now, reason: p.reason)
        }
    }

    /// A push reaches the phone: the phone's own budget, then the store. A
    /// start or a broadcast does not draw on the budget.
    private mutating func arrive(_ p: Push, at now: Double) -> Decision {
        if let perHour = delivery.settings.phoneBudget, p.priority >= 10, p.event != .start, p.channel == nil {
            phoneBudget.perHour = perHour
            guard phoneBudget.nextSlot(for: p.activityID, at: now) == now else {
                return store.dropUndelivered(p, reason: .overBudget(perHour), at: now)
            }
            phoneBudget.take(for: p.activityID, at: now)
        }
        return store.apply(p, at: now)
    }
}

extension ActivityStore {
    /// An item that reaches the phone now: a push applied, a rejection
    /// recorded, a control event (a token, a channel) taken.
    @discardableResult
    public mutating func receive(_ item: PayloadIntake.Item, at now: Double) -> Decision {
        switch item {
        case .push(let p): return apply(p, at: now)
        case .rejected(let r): return reject(r, at: now)
        case .control(let e): return apply(e, at: now)
        }
    }
}
