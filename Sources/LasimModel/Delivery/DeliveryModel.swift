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
/// - Low Power Mode (`lowPowerDelay`) delays further: `drawn` (`lowPower`,
///   the realistic model's): priority 10 waits 30 s to 2 min, priority 5 is
///   never immediate and its delay doubles; `fixed`: every device push waits
///   that many seconds more, in either mode (the phone behind `lasim serve`).
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
    /// Low Power Mode; nil: off.
    public var lowPowerDelay: LowPowerDelay?
    /// The phone's own priority-10 budget (`lasim serve`'s scenario),
    /// counted as pushes arrive, in either mode; nil: none.
    public var phoneBudget: Int?
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
        self.lowPowerDelay = lowPower ? .drawn : nil; self.seed = seed
    }

    public static let off = DeliverySettings()

    /// The realistic model's Low Power Mode (`--low-power`).
    public var lowPower: Bool { lowPowerDelay == .drawn }

    /// Priority-10 pushes allowed per activity in any sliding hour.
    public var effectiveBudget: Int {
        max(0, frequentUpdates ? budgetPerHour * frequentMultiplier : budgetPerHour)
    }
}

/// How Low Power Mode delays a push: the one delay rule for the realistic
/// model and the phone behind `lasim serve`.
public enum LowPowerDelay: Sendable, Equatable {
    /// Priority 10 waits 30 s to 2 min (drawn), priority 5 is never
    /// immediate and its delay doubles (realistic mode only).
    case drawn
    /// Every device push waits exactly this many seconds more than it
    /// otherwise would; a broadcast is not held.
    case fixed(seconds: Double)
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
    case later(at: Double, reason: DelayReason)
    case dropped(DropReason)

    /// The same verdict, `seconds` later (a drop stays a drop).
    func delayed(by seconds: Double, from now: Double) -> DeliveryVerdict {
        switch self {
        case .now: .later(at: now + seconds, reason: DelayReason([.lowPowerFixed(seconds: seconds)]))
        case .later(let at, let reason): .later(at: at + seconds, reason: DelayReason(reason.causes + [.lowPowerFixed(seconds: seconds)]))
        case .dropped: self
        }
    }
}

/// Decides, push by push, when (or whether) it reaches the phone. Pure but
/// stateful: it remembers each activity's budget use and the generator.
public struct DeliveryModel: Sendable {
    /// Settable mid-run: the phone behind `lasim serve` turns Low Power
    /// Mode on and off.
    public var settings: DeliverySettings
    private var rng: SeededGenerator
    /// APNs's priority-10 budget: slots of pushes delivered or scheduled.
    private var budget: UpdateBudget

    public init(settings: DeliverySettings) {
        self.settings = settings
        self.rng = SeededGenerator(seed: settings.seed)
        self.budget = UpdateBudget(perHour: settings.effectiveBudget)
    }

    public mutating func decide(_ push: Push, at now: Double) -> DeliveryVerdict {
        var verdict = DeliveryVerdict.now
        if settings.mode == .realistic {
            verdict = push.priority >= 10 ? decideHigh(push, at: now) : decideLow(at: now)
        }
        if case .fixed(let seconds)? = settings.lowPowerDelay, push.channel == nil {
            verdict = verdict.delayed(by: seconds, from: now)
        }
        return verdict
    }

    private mutating func decideHigh(_ push: Push, at now: Double) -> DeliveryVerdict {
        budget.perHour = settings.effectiveBudget
        let slot = budget.nextSlot(for: push.activityID, at: now) ?? .infinity
        let wait = slot - now
        if wait > settings.maxThrottleDelay {
            return .dropped(.throttled(budget: budget.perHour, nextSlotIn: slot.isFinite ? wait : nil,
                                       bound: settings.maxThrottleDelay, frequentUpdates: settings.frequentUpdates))
        }
        // Draw in a fixed order so a seed gives the same run.
        let lost = rng.unit() >= settings.priority10Delivered
        let late = rng.unit() < settings.priority10Late
        let lateBy = (5 + rng.unit() * 55).rounded()
        let lowPowerBy = (30 + rng.unit() * 90).rounded()
        if lost { return .dropped(.lost(priority: 10)) }
        var extra = 0.0
        var why: [DelayReason.Cause] = []
        if wait > 0 { why.append(.throttled(budget: budget.perHour, wait: wait)) }
        if late { extra += lateBy; why.append(.late) }
        if settings.lowPowerDelay == .drawn { extra += lowPowerBy; why.append(.lowPower) }
        budget.take(for: push.activityID, at: slot + extra)
        let at = slot + extra
        return at > now ? .later(at: at, reason: DelayReason(why)) : .now
    }

    private mutating func decideLow(at now: Double) -> DeliveryVerdict {
        let u = rng.unit()
        let d = rng.unit()
        if u >= settings.priority5Delivered {
            return .dropped(.lost(priority: 5))
        }
        let lowPower = settings.lowPowerDelay == .drawn
        let immediate = u < settings.priority5Immediate && !lowPower
        if immediate { return .now }
        var delay = (1 + d * settings.opportunisticMaxDelay).rounded()
        var why: [DelayReason.Cause] = [.opportunistic]
        if lowPower { delay *= 2; why.append(.lowPowerFurther) }
        return .later(at: now + delay, reason: DelayReason(why))
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
        public var reason: DelayReason
        /// When it left the sender.
        public var sent: Double
        var order: Int
    }

    public private(set) var model: DeliveryModel
    public private(set) var pending: [Pending] = []
    private var nextOrder = 0

    public init(settings: DeliverySettings) { model = DeliveryModel(settings: settings) }

    public var settings: DeliverySettings {
        get { model.settings }
        set { model.settings = newValue }
    }
    public var isRealistic: Bool { model.settings.mode == .realistic }

    /// A push leaves the sender at `now`. `.now`: apply it at once;
    /// `.later`: it waits here; `.dropped`: record it with
    /// `ActivityStore.dropUndelivered`.
    public mutating func offer(_ push: Push, at now: Double) -> DeliveryVerdict {
        let v = model.decide(push, at: now)
        if case .later(let t, let reason) = v {
            pending.append(Pending(push: push, at: t, reason: reason, sent: now, order: nextOrder))
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
        return Self.inDeliveryOrder(ready)
    }

    /// Every pending push, in the order they were sent; the queue is left empty.
    public mutating func takeAll() -> [Pending] {
        defer { pending.removeAll() }
        return pending
    }

    /// By delivery time; pushes due together in the order they were sent.
    public static func inDeliveryOrder(_ pushes: [Pending]) -> [Pending] {
        pushes.sorted { $0.at != $1.at ? $0.at < $1.at : $0.order < $1.order }
    }

    /// The earliest pending delivery time.
    public var nextDue: Double? { pending.map(\.at).min() }
}
