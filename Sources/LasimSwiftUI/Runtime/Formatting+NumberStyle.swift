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
    /// Another region's units are CLDR's (`FormatLocale.compactPatterns`): "1.2万",
    /// "123万", "1,2 Mio.", and German's "12.345", a number it does not shorten.
    static func compactName(_ value: Double, locale: FormatLocale = .enUS) -> String {
        let table = FormatLocale.compactPatterns[locale.identifier] ?? FormatLocale.compactPatterns["en_US"] ?? [:]
        var power = value == 0 || !value.isFinite ? 0 : Int(log10(abs(value)).rounded(.down))
        for attempt in 0..<2 {
            let entry = power >= 3 ? table[min(power, 14)] : nil
            let divisor = entry?.divisor ?? 0
            let scaled = value / pow(10, Double(divisor))
            let s = abs(scaled) < 100 ? significant(scaled, 2) : scaled.rounded()
            // Rounded up to the next power (999,999 is "1M"): that power's words.
            if attempt == 0, abs(s) * pow(10, Double(divisor)) >= pow(10, Double(power + 1)) { power += 1; continue }
            // A number not shortened is whole, grouped from five digits on (CLDR's compact minimum grouping).
            let digits = number(s, maxFraction: 1, grouping: entry == nil && abs(s) >= 10_000, locale: locale)
            return entry.map { $0.pattern.replacing("{0}", with: digits) } ?? digits
        }
        return number(value, maxFraction: 0, locale: locale)
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
