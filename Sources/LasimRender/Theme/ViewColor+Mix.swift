#if canImport(Glibc)
import Glibc
#endif
import LasimTemplate

/// `Color.mix(with:by:in:)` (iOS 18): the colour `fraction` of the way
/// from this one to `other`, in Apple's perceptual space (`.perceptual`,
/// the default: OKLab, so a mix with black darkens without greying) or
/// in the device's sRGB components (`.device`). System colours are taken
/// in the surface's variant; the opacities mix linearly. nil for a colour
/// without components here (a role, a gradient).
extension ViewColor {
    public func mixed(with other: ViewColor, by fraction: Double, perceptual: Bool = true, dark: Bool) -> ViewColor? {
        guard case .rgb(let r0, let g0, let b0, let o0) = variant(dark: dark),
              case .rgb(let r1, let g1, let b1, let o1) = other.variant(dark: dark) else { return nil }
        let t = max(0, min(1, fraction.isNaN ? 0 : fraction))
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        let opacity = lerp(o0, o1)
        guard perceptual else { return .rgb(r: lerp(r0, r1), g: lerp(g0, g1), b: lerp(b0, b1), opacity: opacity) }
        let a = OKLab(r0, g0, b0), b = OKLab(r1, g1, b1)
        return ViewColor(OKLab(L: lerp(a.L, b.L), a: lerp(a.a, b.a), b: lerp(a.b, b.b)).rgb, opacity: opacity)
    }
}

/// Björn Ottosson's OKLab, from and to sRGB through `Contrast`'s linear light.
struct OKLab {
    var L: Double, a: Double, b: Double

    init(L: Double, a: Double, b: Double) { self.L = L; self.a = a; self.b = b }

    /// sRGB components, 0...1.
    init(_ r: Double, _ g: Double, _ b: Double) {
        func byte(_ v: Double) -> UInt8 { UInt8((max(0, min(1, v.isNaN ? 0 : v)) * 255).rounded()) }
        let (lr, lg, lb) = (Contrast.linear(byte(r)), Contrast.linear(byte(g)), Contrast.linear(byte(b)))
        let l = cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb)
        let m = cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb)
        let s = cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb)
        L = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        self.b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }

    var rgb: RGB {
        let l = pow(L + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m = pow(L - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s = pow(L - 0.0894841775 * a - 1.2914855480 * b, 3)
        return RGB(Contrast.encode(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
                   Contrast.encode(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
                   Contrast.encode(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s))
    }
}
