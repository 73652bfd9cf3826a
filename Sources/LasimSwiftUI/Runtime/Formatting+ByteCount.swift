#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `ByteCountFormatter` in US English, as `NSByteCountFormatter`'s adaptive
/// default writes a size: bytes whole ("999 bytes"), KB without a fraction,
/// MB with one digit, GB and above with two, no trailing zeros ("2 KB",
/// "1.5 MB", "1.23 GB"); nothing is "Zero KB". `.file` and `.decimal`
/// count in thousands, `.memory` and `.binary` in 1,024s. The format
/// style (`bytes.formatted(.byteCount(style:))`, iOS 15) writes the same
/// numbers with the kilobyte as "kB" (Apple's own examples: "1 kB" for
/// 1,024 bytes in `.memory`, "1,000,000,000 kB"): `kilo`.
extension Formatting {
    static func byteCount(_ bytes: Double, binary: Bool, locale: FormatLocale = .enUS, kilo: String = "KB") -> String {
        guard bytes.isFinite else { return "" }
        if bytes == 0 { return "Zero " + kilo }
        let base = binary ? 1024.0 : 1000.0
        if abs(bytes) < base { return number(bytes, maxFraction: 0, locale: locale) + (abs(bytes) == 1 ? " byte" : " bytes") }
        let units = [kilo, "MB", "GB", "TB", "PB", "EB"]
        var value = bytes / base, i = 0
        while abs(value) >= base, i < units.count - 1 { value /= base; i += 1 }
        // A rounding that reaches the next unit is said in it: 999.6 KB is "1 MB".
        let digits = min(i, 2)
        let p = pow(10.0, Double(digits))
        if (abs(value) * p).rounded() / p >= base, i < units.count - 1 { value /= base; i += 1 }
        return number(value, maxFraction: min(i, 2), locale: locale) + " " + units[i]
    }
}
