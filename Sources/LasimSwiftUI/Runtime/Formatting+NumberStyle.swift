#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Parts of `FloatingPointFormatStyle` / `IntegerFormatStyle` in US
/// English beyond a fraction length: `.notation(.compactName)` ("1.2M"),
/// `.precision(.significantDigits(2))` ("0.46"), `.rounded(increment: 0.5)`.
extension Formatting {
    /// "999", "1.2K", "12K", "123K", "1.2M", "1.5B": ICU's short compact
    /// form, two significant digits below a hundred of the unit, whole above;
    /// a rounding that reaches a thousand of it is said in the next (999.9K is 1M).
    static func compactName(_ value: Double, locale: FormatLocale = .enUS) -> String {
        let units: [(size: Double, suffix: String)] = [(1e3, "K"), (1e6, "M"), (1e9, "B"), (1e12, "T")]
        var i = units.lastIndex { abs(value) >= $0.size } ?? -1
        func shown(_ k: Int) -> Double {
            let s = k < 0 ? value : value / units[k].size
            return abs(s) < 100 ? significant(s, 2) : s.rounded()
        }
        var s = shown(i)
        if abs(s) >= 1000, i + 1 < units.count { i += 1; s = shown(i) }
        return number(s, maxFraction: 1, grouping: false, locale: locale) + (i < 0 ? "" : units[i].suffix)
    }

    /// `v` rounded to `digits` significant digits (half to even, as ICU).
    static func significant(_ v: Double, _ digits: Int) -> Double {
        guard v != 0, v.isFinite, digits > 0 else { return v }
        let magnitude = Int((log10(abs(v))).rounded(.down))
        let p = pow(10.0, Double(digits - 1 - magnitude))
        return (v * p).rounded(.toNearestOrEven) / p
    }

    /// Fraction digits a value rounded to `digits` significant digits shows.
    static func significantFraction(_ v: Double, _ digits: Int) -> Int {
        guard v != 0, v.isFinite else { return 0 }
        return max(0, digits - 1 - Int((log10(abs(v))).rounded(.down)))
    }

    /// `.rounded(increment: 0.5)`: the nearest multiple, with the increment's fraction digits.
    static func roundedTo(_ v: Double, increment: Double) -> (value: Double, fraction: Int) {
        guard increment > 0, increment.isFinite else { return (v, 3) }
        var fraction = 0
        while fraction < 6, (increment * pow(10, Double(fraction))).rounded() != increment * pow(10, Double(fraction)) { fraction += 1 }
        return ((v / increment).rounded(.toNearestOrEven) * increment, fraction)
    }

    /// `["a", "b", "c"].formatted()`: "a, b, and c"; `.list(type: .or)`
    /// "a, b, or c"; two items "a and b"; `width: .short` writes "&", `.narrow` no word.
    static func list(_ items: [String], or: Bool, width: String = "standard") -> String {
        let word = or ? "or" : (width == "short" ? "&" : width == "narrow" ? "" : "and")
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        case 2: return word.isEmpty ? items.joined(separator: ", ") : "\(items[0]) \(word) \(items[1])"
        default:
            let head = items.dropLast().joined(separator: ", ")
            return word.isEmpty ? head + ", " + items.last! : "\(head), \(word) \(items.last!)"
        }
    }
}
