extension Int {
    /// A number from outside (a payload, a template, Swift source) as an
    /// Int: toward zero, NaN as 0, and within ±1e15 (31 million years of
    /// seconds) so that what is computed from it cannot overflow either.
    /// `Int(d)` traps on NaN, on infinities and past Int.max: a payload
    /// time of 1e300 crashed the renderer (found by the fuzzer).
    public init(saturating d: Double) {
        guard !d.isNaN else { self = 0; return }
        self = Int(Swift.min(1e15, Swift.max(-1e15, d)))
    }
}
