import LasimRender
import LasimTemplate

/// `LinearGradient`, `RadialGradient`, `AngularGradient` as the colour
/// values they are in widget code (`.background(...)`, `.fill(...)`,
/// `.foregroundStyle(...)`).
extension Builtins {
    /// Nil when the stops are not colours lasim knows (drawn in `.secondary`).
    static func gradient(_ t: String, _ args: [Argument], _ i: Interpreter) -> ViewColor? {
        // `colors:` spread evenly, or `stops:` of `Gradient.Stop(color:location:)`.
        let gradient: [String: SwiftValue] = { if case .opaque(let o)? = arg(args, "gradient") { return o.settings }; return [:] }()
        var given: [(colour: SwiftValue?, location: Double?)] = []
        if case .array(let c)? = gradient["colors"] ?? arg(args, "colors") {
            given = c.map { ($0, nil) }
        } else if case .array(let s)? = gradient["stops"] ?? arg(args, "stops") {
            given = s.map { v in
                switch v {
                case .opaque(let o): return (o.settings["color"], o.settings["location"]?.asDouble)
                // `.init(color:location:)` in the array.
                case .enumCase(_, "init", let p):
                    return (p.first { $0.label == "color" }?.value, p.first { $0.label == "location" }?.value.asDouble)
                default: return (nil, nil)
                }
            }
        }
        // The first colour stands for the gradient where one colour is drawn.
        guard colour(given.first?.colour, i) != nil else { return nil }
        let stops = given.compactMap { g in colour(g.colour, i).map { ViewGradient.Stop($0, location: g.location) } }
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
