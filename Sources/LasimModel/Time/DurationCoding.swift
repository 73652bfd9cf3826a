/// Swift's `Duration` as its `Codable` conformance writes it: an unkeyed
/// container of two integers, the high `Int64` and the low `UInt64` of the
/// 128-bit count of attoseconds (the standard library's Duration.swift).
/// 70 seconds is `[3, 14659767778871345152]`, not `70`: a payload
/// holds what the app's encoder wrote, and nothing else decodes.
public enum DurationCoding {
    public static let attosecondsPerSecond: Int128 = 1_000_000_000_000_000_000

    /// `[high, low]` of a count of attoseconds.
    public static func json(attoseconds a: Int128) -> JSONValue {
        let high = Int64(truncatingIfNeeded: a >> 64), low = UInt64(truncatingIfNeeded: a)
        return .array([.number(Double(high)), .number(Double(low))])
    }

    public static func json(seconds: Double) -> JSONValue { json(attoseconds: attoseconds(seconds: seconds)) }

    /// `[high, low]` as an encoder writes it, every digit of the low half
    /// (a `Double` past 2^53 would print as 1.4659767778871345e+19).
    public static func text(seconds: Double) -> String {
        let a = attoseconds(seconds: seconds)
        return "[\(Int64(truncatingIfNeeded: a >> 64)), \(UInt64(truncatingIfNeeded: a))]"
    }

    /// The count of `[high, low]` as decoded (nil where either is not a
    /// whole number in its type's range: the decoder throws there).
    public static func attoseconds(_ v: JSONValue) -> Int128? {
        guard case .array(let items) = v, items.count >= 2, let h = items[0].numberValue, let l = items[1].numberValue,
              let high = Int64(exactly: h), let low = UInt64(exactly: l) else { return nil }
        return Int128(high) << 64 | Int128(low)
    }

    /// Seconds as a `Double` (`Duration.seconds(1.5)` rounds the same way to attoseconds).
    public static func seconds(attoseconds a: Int128) -> Double {
        let (whole, rest) = a.quotientAndRemainder(dividingBy: attosecondsPerSecond)
        return Double(whole) + Double(rest) / 1e18
    }

    public static func attoseconds(seconds: Double) -> Int128 {
        guard seconds.isFinite, abs(seconds) < 1.7e20 else { return 0 }
        let whole = seconds.rounded(.towardZero)
        return Int128(whole) * attosecondsPerSecond + Int128(((seconds - whole) * 1e18).rounded())
    }

    /// `Duration.components`: whole seconds and the attoseconds left, both
    /// truncated towards zero, as the standard library splits the count.
    public static func components(attoseconds a: Int128) -> (seconds: Int64, attoseconds: Int64) {
        let (whole, rest) = a.quotientAndRemainder(dividingBy: attosecondsPerSecond)
        return (Int64(clamping: whole), Int64(rest))
    }
}
