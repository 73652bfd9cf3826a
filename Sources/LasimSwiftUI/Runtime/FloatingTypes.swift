import LasimSwift

/// Swift's floating-point types by the names widget code writes them, the
/// one list the evaluator asks "is this a fraction type, and held how?".
/// A `Float` prints apart from a `Double` (13.1 against 13.100000381469727),
/// so `Float`, `Float32` and `Float16` are held as `.float`; every other
/// (`CGFloat`, `Float64`, the frameworks' names for `Double`: `TimeInterval`,
/// `CLLocationDegrees`...) as `.double`, and `Decimal` too, as the decoder and
/// the formatters keep it.
enum FloatingTypes {
    static let singles: Set<String> = ["Float", "Float32", "Float16"]
    static let doubles: Set<String> = Set(["Double", "CGFloat", "Float64", "Decimal"]).union(DoubleAliases.names)
    static let all = singles.union(doubles)

    static func contains(_ type: String) -> Bool { all.contains(type) }

    /// `d` as a value of `type`, a floating type. A `Float16` keeps 11 bits
    /// of precision, decoded or made (`readings.map(Float16.init)`): the value
    /// the app reads is the rounded one.
    static func value(_ d: Double, as type: String) -> SwiftValue {
        if type == "Float16" { return .float(Float(Float16Rounding.round(d))) }
        return singles.contains(type) ? .float(Float(d)) : .double(d)
    }

    /// Whether `v` is a value of `type` as lasim holds it (`x as? CGFloat` of a `.double`).
    static func holds(_ v: SwiftValue, as type: String) -> Bool {
        switch v {
        case .double: return doubles.contains(type)
        case .float: return singles.contains(type)
        default: return false
        }
    }
}
