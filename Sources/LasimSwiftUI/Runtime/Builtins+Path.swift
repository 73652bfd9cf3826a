import LasimRender
import LasimTemplate
import SwiftSyntax

/// SwiftUI's `Path` and the Core Graphics values it is built from
/// (`CGRect`, `CGPoint`). A `Path` is a view in SwiftUI (a `Shape` whose
/// path is itself), so it is kept as one: a `.shape("Path")` whose outline
/// is fixed, which `.fill`, `.stroke` and `.trim` take as they take any
/// shape's, and which its builders (`move(to:)`, `addLine(to:)`...) extend
/// as a `mutating` method changes a variable.
extension Builtins {
    static let pathBuilders: Set<String> = [
        "move", "addLine", "addLines", "addQuadCurve", "addCurve", "addArc", "addRelativeArc", "addRect", "addRects",
        "addRoundedRect", "addEllipse", "closeSubpath", "addPath",
    ]

    static let maxPathElements = 2_000

    /// A `Path` value as a view.
    static func pathView(_ p: ViewPath, location: String) -> SwiftValue {
        .view(ViewNode(.shape("Path"), modifiers: [.outline(ShapeOutline(fixed: p))], location: location))
    }

    /// The path a `Path` value holds (nil for anything else, and for a
    /// path already filled or stroked, which is a view, not a `Path`).
    static func path(of v: SwiftValue) -> ViewPath? {
        guard case .view(let n) = v, case .shape("Path") = n.kind, n.modifiers.count == 1 else { return nil }
        return n.outline?.fixed
    }

    /// `Path()`, `Path { p in ... }`, `Path(rect)`, `Path(roundedRect:cornerRadius:)`,
    /// `Path(roundedRect:cornerSize:)`, `Path(ellipseIn:)`.
    static func constructPath(_ args: [Argument], _ i: Interpreter, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue {
        let loc = i.loc(node)
        var p = ViewPath()
        guard let first = args.first else { return pathView(p, location: loc) }
        // `Path(bezier.cgPath)`, `Path(otherPath)`: the same path.
        if first.label == nil, path(of: first.value) != nil { return first.value }
        if case .closure(let c) = first.value {
            let built = try i.invokeChangingFirst(c, [pathView(p, location: loc)], node: node)
            guard path(of: built) != nil else { throw .unsupported("Path { }", node, "its builder left \(built.typeName), not a Path") }
            return built
        }
        guard let r = rect(of: first.value) else { throw .unsupported("Path(...)", node, "not made from a CGRect lasim knows") }
        switch first.label {
        case nil: p.addRect(r)
        case "ellipseIn": p.addEllipse(r)
        case "roundedRect":
            let corner = cornerSize(args)
            p.addRoundedRect(r, cornerWidth: corner.width, cornerHeight: corner.height)
        default: throw .unsupported("Path(\(first.label ?? "_"):)", node)
        }
        return pathView(p, location: loc)
    }

    /// `path.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .round))`: a
    /// new `Path`, the area the stroke covers, which the shape then fills.
    static func strokedPath(_ node: ViewNode, _ style: SwiftValue?) -> ViewNode? {
        guard let p = path(of: .view(node)) else { return nil }
        let s = strokeStyle(style)
        let outline = p.stroked(width: s?.width ?? 1, roundCap: s?.roundCap ?? false)
        return ViewNode(.shape("Path"), modifiers: [.outline(ShapeOutline(fixed: outline))], location: node.location)
    }

    /// `path.addLine(to: p)` and the other builders on a `Path` variable:
    /// its new value; nil when `v` is no `Path` or `name` no builder of it.
    static func pathMutated(_ v: SwiftValue, _ name: String, _ args: [Argument], _ i: Interpreter,
                            node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        guard pathBuilders.contains(name), case .view(let n) = v, var p = path(of: v) else { return nil }
        // Shapes on a card take tens of segments; a loop that adds more than
        // this is stopped here, before the cells sample every one of them.
        try i.count(1, node)
        func point(_ label: String) throws(SwiftError) -> ViewPath.Point {
            guard let v = arg(args, label), let p = Self.point(of: v) else { throw .unsupported(".\(name)(\(label):)", node, "a point lasim cannot read") }
            return p
        }
        func number(_ label: String) throws(SwiftError) -> Double {
            guard let d = arg(args, label)?.asDouble else { throw .unsupported(".\(name)(\(label):)", node, "not a number") }
            return d
        }
        func angle(_ label: String) throws(SwiftError) -> Double {
            guard let d = degrees(arg(args, label)) else { throw .unsupported(".\(name)(\(label):)", node, "an angle lasim cannot read") }
            return d * Double.pi / 180
        }
        func rectArgument() throws(SwiftError) -> ViewPath.Rect {
            guard let r = args.first.flatMap({ rect(of: $0.value) }) else { throw .unsupported(".\(name)(...)", node, "a rect lasim cannot read") }
            return r
        }
        switch name {
        case "move": p.move(to: try point("to"))
        case "addLine": p.addLine(to: try point("to"))
        case "addLines":
            guard case .array(let items)? = args.first?.value else { throw .unsupported(".addLines(...)", node, "not an array of points") }
            p.addLines(items.compactMap { Self.point(of: $0) })
        case "addQuadCurve": p.addQuadCurve(to: try point("to"), control: try point("control"))
        case "addCurve": p.addCurve(to: try point("to"), control1: try point("control1"), control2: try point("control2"))
        case "addArc" where arg(args, "tangent1End") != nil:
            p.addArc(tangent1End: try point("tangent1End"), tangent2End: try point("tangent2End"), radius: try number("radius"))
        case "addArc":
            p.addArc(center: try point("center"), radius: try number("radius"), startAngle: try angle("startAngle"),
                     endAngle: try angle("endAngle"), clockwise: arg(args, "clockwise")?.asBool ?? false)
        case "addRelativeArc":
            p.addRelativeArc(center: try point("center"), radius: try number("radius"), startAngle: try angle("startAngle"), delta: try angle("delta"))
        case "addRect": p.addRect(try rectArgument())
        case "addRects":
            guard case .array(let items)? = args.first?.value else { throw .unsupported(".addRects(...)", node, "not an array of rects") }
            for r in items.compactMap(rect(of:)) { p.addRect(r) }
        case "addRoundedRect":
            let corner = cornerSize(args)
            p.addRoundedRect(try rectArgument(), cornerWidth: corner.width, cornerHeight: corner.height)
        case "addEllipse": p.addEllipse(try rectArgument())
        case "closeSubpath": p.closeSubpath()
        case "addPath":
            guard let other = args.first.flatMap({ path(of: $0.value) }) else { throw .unsupported(".addPath(...)", node, "not a Path") }
            p.addPath(other)
        default: return nil
        }
        guard p.elements.count <= maxPathElements else {
            throw .unsupported(".\(name)", node, "a path of more than \(maxPathElements) segments")
        }
        return pathView(p, location: n.location)
    }

    /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` (the
    /// `RoundedCorner` shape apps write for `.cornerRadius(_:corners:)`),
    /// `UIBezierPath(roundedRect:cornerRadius:)`, `(ovalIn:)`, `(rect:)`:
    /// its path, kept as a `Path` (its `.cgPath` is the same value).
    static func constructBezierPath(_ args: [Argument], _ i: Interpreter, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue {
        var p = ViewPath()
        guard let first = args.first else { return pathView(p, location: i.loc(node)) }
        guard let r = rect(of: first.value) else { throw .unsupported("UIBezierPath(...)", node, "not made from a CGRect lasim knows") }
        switch first.label {
        case "rect": p.addRect(r)
        case "ovalIn": p.addEllipse(r)
        case "roundedRect" where arg(args, "byRoundingCorners") != nil:
            var radius = 0.0
            if case .opaque(let s)? = arg(args, "cornerRadii") { radius = s.settings["width"]?.asDouble ?? 0 }
            let names: Set<String>
            switch arg(args, "byRoundingCorners") {
            case .enumCase(_, let n, _)?: names = [n]
            case .array(let items)?: names = Set(items.compactMap(enumName))
            default: names = []
            }
            let all = names.contains("allCorners")
            p.addRoundedRect(r, radii: ["topLeft", "topRight", "bottomRight", "bottomLeft"].map { all || names.contains($0) ? radius : 0 })
        case "roundedRect":
            let corner = cornerSize(args)
            p.addRoundedRect(r, cornerWidth: corner.width, cornerHeight: corner.height)
        default: throw .unsupported("UIBezierPath(\(first.label ?? "_"):)", node)
        }
        return pathView(p, location: i.loc(node))
    }

    /// `cornerRadius: 8` or `cornerSize: CGSize(width: 8, height: 6)`.
    static func cornerSize(_ args: [Argument]) -> (width: Double, height: Double) {
        if let r = arg(args, "cornerRadius")?.asDouble { return (r, r) }
        if case .opaque(let s)? = arg(args, "cornerSize") {
            return (s.settings["width"]?.asDouble ?? 0, s.settings["height"]?.asDouble ?? 0)
        }
        return (0, 0)
    }

    /// A built-in shape's `path(in:)` (`Circle().path(in: rect)`), as SwiftUI draws it in `r`.
    static func builtinShapePath(_ n: ViewNode, in r: ViewPath.Rect) -> ViewPath? {
        guard case .shape(let name) = n.kind else { return nil }
        if let outline = n.outline { return outline.path(in: r) }
        let radius = n.modifiers.lazy.compactMap { m -> Double? in
            guard case .other(let s) = m, s.hasPrefix("cornerRadius:") else { return nil }
            return Double(s.dropFirst(13))
        }.first
        return ViewPath.builtin(name, cornerRadius: radius, in: r)
    }

    // MARK: - Core Graphics values

    /// A `CGRect`, with the members apps read (`midX`, `maxY`, `size`...) worked out once.
    static func rectValue(_ r: ViewPath.Rect) -> SwiftValue {
        let size: [String: SwiftValue] = ["width": .double(r.width), "height": .double(r.height)]
        return .opaque(.init("CGRect", [
            "width": .double(r.width), "height": .double(r.height), "size": .opaque(.init("CGSize", size)),
            "minX": .double(min(r.x, r.maxX)), "minY": .double(min(r.y, r.maxY)), "midX": .double(r.midX), "midY": .double(r.midY),
            "maxX": .double(max(r.x, r.maxX)), "maxY": .double(max(r.y, r.maxY)),
            "origin": .opaque(.init("CGPoint", ["x": .double(r.x), "y": .double(r.y)])),
            "isEmpty": .bool(r.width == 0 || r.height == 0),
        ]))
    }

    static func rect(of v: SwiftValue) -> ViewPath.Rect? {
        guard case .opaque(let o) = v, o.kind == "CGRect", let w = o.settings["width"]?.asDouble, let h = o.settings["height"]?.asDouble else { return nil }
        var x = 0.0, y = 0.0
        if case .opaque(let origin)? = o.settings["origin"] { x = origin.settings["x"]?.asDouble ?? 0; y = origin.settings["y"]?.asDouble ?? 0 }
        return ViewPath.Rect(x: x, y: y, width: w, height: h)
    }

    static func point(of v: SwiftValue) -> ViewPath.Point? {
        guard case .opaque(let o) = v, o.kind == "CGPoint" else { return nil }
        return ViewPath.Point(o.settings["x"]?.asDouble ?? 0, o.settings["y"]?.asDouble ?? 0)
    }

    /// `CGRect(x:y:width:height:)`, `CGRect(origin:size:)`, `CGRect()`.
    static func constructRect(_ args: [Argument]) -> SwiftValue {
        func d(_ label: String) -> Double { arg(args, label)?.asDouble ?? 0 }
        // `CGRect(origin: .zero, size: size)`: `.zero` is the origin.
        if case .opaque(let size)? = arg(args, "size") {
            let origin = arg(args, "origin").flatMap(point(of:)) ?? ViewPath.Point(0, 0)
            return rectValue(ViewPath.Rect(x: origin.x, y: origin.y,
                                           width: size.settings["width"]?.asDouble ?? 0, height: size.settings["height"]?.asDouble ?? 0))
        }
        return rectValue(ViewPath.Rect(x: d("x"), y: d("y"), width: d("width"), height: d("height")))
    }

    /// `rect.insetBy(dx:dy:)`, `rect.offsetBy(dx:dy:)`; nil for another method.
    static func rectMethod(_ r: ViewPath.Rect, _ name: String, _ args: [Argument]) -> SwiftValue? {
        let dx = arg(args, "dx")?.asDouble ?? 0, dy = arg(args, "dy")?.asDouble ?? 0
        switch name {
        case "insetBy": return rectValue(ViewPath.Rect(x: r.x + dx, y: r.y + dy, width: r.width - 2 * dx, height: r.height - 2 * dy))
        case "offsetBy": return rectValue(ViewPath.Rect(x: r.x + dx, y: r.y + dy, width: r.width, height: r.height))
        default: return nil
        }
    }
}
