import LasimRender

/// `LinearGradient`, `RadialGradient`, `AngularGradient` as the colour
/// values they are in widget code (`.background(...)`, `.fill(...)`,
/// `.foregroundStyle(...)`).
extension Builtins {
    /// Nil when the stops are not colours lasim knows (drawn in `.secondary`).
    static func gradient(_ t: String, _ args: [Argument], _ i: Interpreter) -> ViewColor? {
        let colours: [SwiftValue]
        if case .opaque(let o)? = arg(args, "gradient"), case .array(let c)? = o.settings["colors"] {
            colours = c
        } else if case .array(let c)? = arg(args, "colors") {
            colours = c
        } else {
            return nil
        }
        // The first colour stands for the gradient where one colour is drawn.
        guard colour(colours.first, i) != nil else { return nil }
        let stops = colours.compactMap { v in colour(v, i).map { ViewGradient.Stop($0) } }
        func point(_ label: String, _ fallback: ViewGradient.UnitPoint) -> ViewGradient.UnitPoint {
            switch arg(args, label) {
            case .enumCase(_, let n, _)?: return ViewGradient.UnitPoint.named(n) ?? fallback
            case .opaque(let o)? where o.kind == "UnitPoint":
                return .init(x: o.settings["x"]?.asDouble ?? fallback.x, y: o.settings["y"]?.asDouble ?? fallback.y)
            default: return fallback
            }
        }
        let center = point("center", .init(x: 0.5, y: 0.5))
        let kind: ViewGradient.Kind
        switch t {
        case "RadialGradient":
            kind = .radial(center: center, startRadius: arg(args, "startRadius")?.asDouble ?? 0, endRadius: arg(args, "endRadius")?.asDouble ?? 100)
        case "AngularGradient":
            let start = degrees(arg(args, "startAngle") ?? arg(args, "angle")) ?? 0
            kind = .angular(center: center, startAngle: start, endAngle: degrees(arg(args, "endAngle")) ?? start + 360)
        default:
            kind = .linear(start: point("startPoint", .init(x: 0.5, y: 0)), end: point("endPoint", .init(x: 0.5, y: 1)))
        }
        return ViewGradient(kind, stops: stops).map { .gradient($0) }
    }

    /// `.degrees(90)`, `.radians(.pi)`, `Angle(degrees: 90)`, in degrees.
    static func degrees(_ v: SwiftValue?) -> Double? {
        switch v {
        case .enumCase(_, "degrees", let p)?: return p.first?.value.asDouble
        case .enumCase(_, "radians", let p)?: return p.first?.value.asDouble.map { $0 * 180 / Double.pi }
        case .opaque(let o)? where o.kind == "Angle":
            return o.settings["degrees"]?.asDouble ?? o.settings["radians"]?.asDouble.map { $0 * 180 / Double.pi }
        default: return nil
        }
    }

    /// `Color.red.gradient`: SwiftUI's subtle shading of the colour.
    static func subtleGradient(_ c: ViewColor) -> ViewColor {
        ViewGradient(.subtle, stops: [.init(c)]).map { .gradient($0) } ?? c
    }
}
