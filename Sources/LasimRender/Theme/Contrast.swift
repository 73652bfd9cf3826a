#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import LasimTemplate

/// WCAG 2.x contrast: relative luminance with the sRGB linearisation, and
/// the ratio (L1 + 0.05) / (L2 + 0.05), lighter over darker, 1...21.
public enum Contrast {
    /// One sRGB channel (0...255) in linear light (0...1).
    public static func linear(_ v: UInt8) -> Double {
        let c = Double(v) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// Linear light (0...1) back to an sRGB channel.
    public static func encode(_ l: Double) -> UInt8 {
        let x = min(1, max(0, l))
        let c = x <= 0.0031308 ? x * 12.92 : 1.055 * pow(x, 1 / 2.4) - 0.055
        return UInt8((c * 255).rounded())
    }

    /// Relative luminance: 0 for black, 1 for white.
    public static func luminance(_ c: RGB) -> Double {
        0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
    }

    public static func ratio(_ a: RGB, _ b: RGB) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// "4.48:1": two decimals, rounded, except that a ratio just under a
    /// threshold (4.5, 3) is cut, so a failure never reads as 4.50:1.
    public static func format(_ ratio: Double) -> String {
        var hundredths = Int((ratio * 100).rounded())
        for t in [3.0, 4.5, 7.0] where ratio < t && Double(hundredths) >= t * 100 { hundredths = Int(t * 100) - 1 }
        let frac = hundredths % 100
        return "\(hundredths / 100).\(frac < 10 ? "0" : "")\(frac):1"
    }
}
