/// The app's frame, padding and offset values as the layout takes them:
/// the one place a length from the code becomes finite. SwiftUI lays out no
/// infinite or NaN length and no negative fixed size, so none of them
/// reaches a position drawn (every x after an infinite width would be
/// infinite too).
enum LayoutPoints {
    /// A fixed frame's width or height, a flexible frame's least one:
    /// negative, infinite or NaN is not given.
    static func length(_ v: Double?) -> Double? {
        guard let v, v.isFinite, v >= 0 else { return nil }
        return v
    }

    /// A flexible frame's greatest width or height: `.infinity` is the
    /// usual "as wide as offered"; negative or NaN is not given.
    static func bound(_ v: Double?) -> Double? {
        guard let v, !v.isNaN, v >= 0 else { return nil }
        return v
    }

    /// A padding or an offset: negative moves the other way, infinite or
    /// NaN does not move.
    static func shift(_ v: Double) -> Double { v.isFinite ? v : 0 }
}
