import LasimText

/// How pushes reach the simulated phone.
///
/// `off` (the default): every payload arrives the instant it is sent.
/// `realistic`: the simulation's assumptions about APNs and the phone, taken
/// from the field report in seed 001 (Yandex Go, quoting Apple's figures)
/// and the product notes:
///
/// - Priority 10 is delivered ~97% of the time, nearly all at once (under
///   0.5% late). It draws on an hourly budget per activity (`budgetPerHour`,
///   default 10 in any sliding hour). Over budget the push is throttled: it
///   waits until a slot of the budget frees, or is dropped when that wait
///   would exceed `maxThrottleDelay` (default 15 minutes). With a push every
///   2–3 minutes this is seed 001's "updates seem to stop after 20–30 minutes".
/// - `frequentUpdates` (Info.plist `NSSupportsLiveActivitiesFrequentUpdates`)
///   multiplies the budget by `frequentMultiplier` (default 10).
/// - Priority 5 does not draw on the budget. ~70% are delivered, only 15% of
///   all at once; the rest of the delivered ones arrive after a random
///   opportunistic delay (up to `opportunisticMaxDelay`, default 15 minutes;
///   delays are whole seconds);
///   ~30% never arrive.
/// - Low Power Mode (`lowPower`) delays further: priority 10 waits 30 s to
///   2 min, priority 5 is never immediate and its delay doubles.
/// - `start`, `update` and `end` are all treated by their priority; so are
///   alerts (an alert does not raise the priority).
/// - Randomness comes from a seeded generator (`seed`), so a run is the same
///   every time for the same seed and input.
public struct DeliverySettings: Sendable, Equatable {
    public enum Mode: String, Sendable, Equatable, CaseIterable { case off, realistic }

    public var mode: Mode
    public var budgetPerHour: Int
    public var frequentUpdates: Bool
    public var frequentMultiplier: Int = 10
    public var lowPower: Bool
    public var seed: UInt64
    /// A throttled push waiting longer than this is dropped instead.
    public var maxThrottleDelay: Double = 15 * 60
    public var priority10Delivered: Double = 0.97
    public var priority10Late: Double = 0.005
    public var priority5Delivered: Double = 0.70
    public var priority5Immediate: Double = 0.15
    public var opportunisticMaxDelay: Double = 15 * 60

    public init(mode: Mode = .off, budgetPerHour: Int = 10, frequentUpdates: Bool = false,
                lowPower: Bool = false, seed: UInt64 = 1) {
        self.mode = mode; self.budgetPerHour = budgetPerHour; self.frequentUpdates = frequentUpdates
        self.lowPower = lowPower; self.seed = seed
    }

    public static let off = DeliverySettings()

    /// Priority-10 pushes allowed per activity in any sliding hour.
    public var effectiveBudget: Int {
        max(0, frequentUpdates ? budgetPerHour * frequentMultiplier : budgetPerHour)
    }
}

/// SplitMix64: small, seedable, the same on every platform.
public struct SeededGenerator: RandomNumberGenerator, Sendable, Equatable {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// Uniform in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

/// The decision on one push as it leaves APNs.
public enum DeliveryVerdict: Sendable, Equatable {
    case now
    case later(at: Double, reason: String)
    case dropped(DropReason)
}

/// Decides, push by push, when (or whether) it reaches the phone. Pure but
/// stateful: it remembers each activity's budget use and the generator.
public struct DeliveryModel: Sendable {
    public let settings: DeliverySettings
    private var rng: SeededGenerator
    /// Per activity: delivery times of priority-10 pushes (delivered or
    /// scheduled), ascending.
    private var slots: [String: [Double]] = [:]

    public init(settings: DeliverySettings) {
        self.settings = settings
        self.rng = SeededGenerator(seed: settings.seed)
    }

    public mutating func decide(_ push: Push, at now: Double) -> DeliveryVerdict {
        guard settings.mode == .realistic else { return .now }
        if push.priority >= 10 { return decideHigh(push, at: now) }
        return decideLow(at: now)
    }

    private mutating func decideHigh(_ push: Push, at now: Double) -> DeliveryVerdict {
        let budget = settings.effectiveBudget
        var used = slots[push.activityID, default: []]
        used.removeAll { $0 <= now - 3600 }
        var slot = now
        if used.count >= budget {
            // The budget-th most recent slot leaves the hour window then.
            slot = budget == 0 ? .infinity : max(now, used[used.count - budget] + 3600)
        }
        let wait = slot - now
        if wait > settings.maxThrottleDelay {
            slots[push.activityID] = used
            return .dropped(.throttled(budget: budget, nextSlotIn: slot.isFinite ? wait : nil,
                                       bound: settings.maxThrottleDelay, frequentUpdates: settings.frequentUpdates))
        }
        // Draw in a fixed order so a seed gives the same run.
        let lost = rng.unit() >= settings.priority10Delivered
        let late = rng.unit() < settings.priority10Late
        let lateBy = (5 + rng.unit() * 55).rounded()
        let lowPowerBy = (30 + rng.unit() * 90).rounded()
        if lost {
            slots[push.activityID] = used
            return .dropped(.lost(priority: 10))
        }
        var extra = 0.0
        var why: [String] = []
        if wait > 0 { why.append("throttled: over the priority-10 budget of \(budget)/hour, waits \(DeliveryModel.clock(wait)) for a slot") }
        if late { extra += lateBy; why.append("late: under 0.5% of priority-10 pushes are not immediate") }
        if settings.lowPower { extra += lowPowerBy; why.append("Low Power Mode delays it") }
        used.append(slot + extra)
        used.sort()
        slots[push.activityID] = used
        let at = slot + extra
        return at > now ? .later(at: at, reason: why.joined(separator: "; ")) : .now
    }

    private mutating func decideLow(at now: Double) -> DeliveryVerdict {
        let u = rng.unit()
        let d = rng.unit()
        if u >= settings.priority5Delivered {
            return .dropped(.lost(priority: 5))
        }
        let immediate = u < settings.priority5Immediate && !settings.lowPower
        if immediate { return .now }
        var delay = (1 + d * settings.opportunisticMaxDelay).rounded()
        var why = "opportunistic: priority 5 waits for the phone (only 15% arrive at once, seed 001)"
        if settings.lowPower { delay *= 2; why += "; Low Power Mode delays it further" }
        return .later(at: now + delay, reason: why)
    }

    /// m:ss or h:mm:ss.
    public static func clock(_ seconds: Double) -> String {
        let s = Int(saturating: max(0, seconds).rounded())
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return s >= 3600 ? "\(s / 3600):\(two(s / 60 % 60)):\(two(s % 60))" : "\(s / 60):\(two(s % 60))"
    }
}

/// Pushes on their way to the phone: delayed ones wait here until their
/// delivery time.
public struct DeliveryQueue: Sendable {
    public struct Pending: Sendable, Equatable {
        public var push: Push
        /// When it reaches the phone.
        public var at: Double
        public var reason: String
        var order: Int
    }

    public private(set) var model: DeliveryModel
    public private(set) var pending: [Pending] = []
    private var nextOrder = 0

    public init(settings: DeliverySettings) { model = DeliveryModel(settings: settings) }

    public var settings: DeliverySettings { model.settings }
    public var isRealistic: Bool { model.settings.mode == .realistic }

    /// A push leaves the sender at `now`. `.now`: apply it at once;
    /// `.later`: it waits here; `.dropped`: record it with
    /// `ActivityStore.dropUndelivered`.
    public mutating func offer(_ push: Push, at now: Double) -> DeliveryVerdict {
        let v = model.decide(push, at: now)
        if case .later(let t, let reason) = v {
            pending.append(Pending(push: push, at: t, reason: reason, order: nextOrder))
            nextOrder += 1
        }
        return v
    }

    /// Pushes that have reached the phone by `now`, in delivery order; they
    /// leave the queue.
    public mutating func due(at now: Double) -> [Pending] {
        let ready = pending.filter { $0.at <= now }
        guard !ready.isEmpty else { return [] }
        pending.removeAll { $0.at <= now }
        return ready.sorted { $0.at != $1.at ? $0.at < $1.at : $0.order < $1.order }
    }

    /// The earliest pending delivery time.
    public var nextDue: Double? { pending.map(\.at).min() }
}
