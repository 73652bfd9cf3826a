/// Why a push reaches the phone late: its causes, in the order they
/// apply, put into words once (`text`) where a front end shows them.
public struct DelayReason: Sendable, Equatable {
    public enum Cause: Sendable, Equatable {
        /// Over APNs's priority-10 budget: waits `wait` seconds for a slot.
        case throttled(budget: Int, wait: Double)
        /// One of the rare priority-10 pushes that are not immediate.
        case late
        /// Priority 5: the phone takes it when it sees fit.
        case opportunistic
        /// Low Power Mode's drawn delay on priority 10.
        case lowPower
        /// Low Power Mode doubling an opportunistic wait.
        case lowPowerFurther
        /// Low Power Mode's fixed delay (`LowPowerDelay.fixed`).
        case lowPowerFixed(seconds: Double)

        public var text: String {
            switch self {
            case .throttled(let budget, let wait):
                "throttled: over the priority-10 budget of \(budget)/hour, waits \(DeliveryModel.clock(wait)) for a slot"
            case .late: "late: under 0.5% of priority-10 pushes are not immediate"
            case .opportunistic: "opportunistic: priority 5 waits for the phone (only 15% arrive at once, seed 001)"
            case .lowPower: "Low Power Mode delays it"
            case .lowPowerFurther: "Low Power Mode delays it further"
            case .lowPowerFixed(let seconds): "Low Power Mode delays delivery by \(formatNumber(seconds)) s"
            }
        }
    }

    public var causes: [Cause]

    public init(_ causes: [Cause]) { self.causes = causes }

    public var text: String { causes.map(\.text).joined(separator: "; ") }
}
