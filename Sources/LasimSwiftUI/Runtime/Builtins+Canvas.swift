#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LasimRender
import LasimTemplate
import SwiftSyntax

/// SwiftUI's `Canvas { context, size in ... }`: its closure runs against a
/// `GraphicsContext` that records what it is asked to draw, as views the
/// path machinery already draws: `context.fill(path, with: .color(c))` is
/// `path.fill(c)`, a stroke `path.stroke(c, lineWidth:)`, a `draw(Text, at:)`
/// the text `.position`ed there, each under the context's transform and
/// opacity then. A canvas takes all the room offered, as a `GeometryReader`
/// does, and its `size` is that room (`GeometryPass`).
extension Builtins {
    static let graphicsContextTransforms: Set<String> = ["translateBy", "scaleBy", "rotate"]

    static func canvas(_ args: [Argument], _ i: Interpreter, node: some SyntaxProtocol, location loc: String) throws(SwiftError) -> ViewNode {
        guard let renderer = args.last(where: { ($0.label == nil || $0.label == "renderer") && isClosure($0.value) }) else {
            throw .unsupported("Canvas", node, "no renderer closure")
        }
        let (k, size) = offeredSize(i)
        let recording = SwiftValue.Opaque("$canvasRecording", ["views": .array([])])
        let context = SwiftValue.Opaque("GraphicsContext", [
            "$recording": .opaque(recording), "opacity": .double(1), "$transform": transformValue(.identity),
            "$size": sizeValue(size),
        ])
        do {
            _ = try i.invoke(renderer.value, [Argument(label: nil, value: .opaque(context), node: Syntax(node)),
                                              Argument(label: nil, value: sizeValue(size), node: Syntax(node))], node: node)
        } catch {
            // As an app's Shape whose path(in:) cannot run: its room kept, undrawn, with a note.
            if case .budget = error.kind { throw error }
            if case .nilChain = error.kind { throw error }
            i.note("Canvas: its drawing could not be run\(Interpreter.why(error)), so it is not drawn (its room is kept)", error.node ?? Syntax(node))
            return takingOfferedRoom(ViewNode(.empty, location: loc), k, location: loc)
        }
        guard case .array(let drawn)? = recording.settings["views"] else { return takingOfferedRoom(ViewNode(.empty, location: loc), k, location: loc) }
        let views = drawn.compactMap { v -> ViewNode? in if case .view(let n) = v { return n }; return nil }
        let layers = ViewNode(.zstack(alignment: "topLeading"), children: views, location: loc)
        return takingOfferedRoom(layers, k, location: loc)
    }

    /// `context.fill(...)`, `.stroke(...)`, `.draw(...)`, `.resolve(...)`:
    /// what they draw is recorded; nil for a member the context lacks.
    static func graphicsContextCall(_ o: SwiftValue.Opaque, _ name: String, _ args: [Argument], _ i: Interpreter,
                                    node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        let t = transform(of: o)
        switch name {
        case "resolve":
            // A resolved text or image is drawn as the view it was made from.
            return args.first?.value
        case "fill", "stroke":
            guard let path = args.first.flatMap({ path(of: $0.value) }) else { throw .unsupported("context.\(name)(...)", node, "not a Path lasim can read") }
            guard let c = shading(arg(args, "with"), o, i) else {
                throw .unsupported("context.\(name)(with:)", node, "only a .color or gradient shading is drawn")
            }
            var modifierArgs = [Argument(label: nil, value: .color(c), node: Syntax(node))]
            if name == "stroke" {
                let style = arg(args, "style")
                let width = points(arg(args, "lineWidth")) ?? strokeStyle(style)?.width ?? 1
                modifierArgs.append(Argument(label: "lineWidth", value: .double(width * t.scale), node: Syntax(node)))
                if let style { modifierArgs.append(Argument(label: "style", value: style, node: Syntax(node))) }
            }
            let shape = pathView(path.mapped(t.apply), location: i.loc(node))
            guard case .view(let n) = shape, let drawn = try modifier(n, name, modifierArgs, i, node: node) else { return nil }
            try record(name == "fill" ? drawn.adding(.other(ViewModifier.canvasFill)) : drawn, in: o, i, node: node)
            return .void
        case "drawLayer":
            // `context.drawLayer { layer in ... }`: a new layer is drawn where
            // the context draws, under its transform and opacity then; what
            // the layer changes of them stays in it (its copy of the context).
            guard let body = args.first(where: { isClosure($0.value) })?.value else { return nil }
            _ = try i.invoke(body, [Argument(label: nil, value: .opaque(.init(o.kind, o.settings)), node: Syntax(node))], node: node)
            return .void
        case "draw":
            guard case .view(let n)? = args.first?.value else { throw .unsupported("context.draw(...)", node, "only a Text or Image view is drawn") }
            var placed = n
            var centre: ViewPath.Point
            if let at = arg(args, "at").flatMap(point(of:)) {
                if let anchor = enumName(arg(args, "anchor")), anchor != "center" {
                    throw .unsupported("context.draw(_:at:anchor: .\(anchor))", node, "only the centre anchor is drawn")
                }
                centre = at
            } else if let r = arg(args, "in").flatMap(rect(of:)) {
                // Drawn to fill the rect, as the context draws an image in one.
                placed = try modifier(placed, "frame", [Argument(label: "width", value: .double(r.width * t.scale), node: Syntax(node)),
                                                        Argument(label: "height", value: .double(r.height * t.scale), node: Syntax(node))],
                                      i, node: node) ?? placed
                centre = ViewPath.Point(r.midX, r.midY)
            } else {
                throw .unsupported("context.draw(...)", node, "neither at: nor in: given")
            }
            centre = t.apply(centre)
            placed = try modifier(placed, "position", [Argument(label: "x", value: .double(centre.x), node: Syntax(node)),
                                                       Argument(label: "y", value: .double(centre.y), node: Syntax(node))],
                                  i, node: node) ?? placed
            try record(placed, in: o, i, node: node)
            return .void
        default: return nil
        }
    }

    /// `context.translateBy(x:y:)`, `.scaleBy(x:y:)`, `.rotate(by:)`: the
    /// context with its transform changed (a copy made before keeps its own,
    /// as `GraphicsContext` is a value); nil for another method.
    static func graphicsContextTransformed(_ o: SwiftValue.Opaque, _ name: String, _ args: [Argument], node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        let x = arg(args, "x")?.asDouble ?? 0, y = arg(args, "y")?.asDouble ?? 0
        var t = transform(of: o)
        switch name {
        case "translateBy": t = t.translated(x, y)
        case "scaleBy": t = t.scaled(x, y)
        case "rotate":
            guard let d = degrees(arg(args, "by")) else { throw .unsupported("context.rotate(by:)", node, "an angle lasim cannot read") }
            t = t.rotated(d * Double.pi / 180)
        default: return nil
        }
        return .opaque(.init(o.kind, o.settings.merging(["$transform": transformValue(t)]) { _, b in b }))
    }

    private static func record(_ drawn: ViewNode, in o: SwiftValue.Opaque, _ i: Interpreter, node: some SyntaxProtocol) throws(SwiftError) {
        try i.count(1, node)
        guard case .opaque(let recording)? = o.settings["$recording"], case .array(var views)? = recording.settings["views"] else { return }
        let opacity = o.settings["opacity"]?.asDouble ?? 1
        let drawn = opacity < 1 ? drawn.adding(.opacity(max(0, opacity))) : drawn
        views.append(.view(drawn))
        joinFill(&views)
        recording.settings["views"] = .array(views)
    }

    /// A fill joins the last one of its colour drawn before it, where
    /// nothing drawn between them overlaps it (a pixel grid's squares):
    /// one path has no seams where its squares' edges meet, and the canvas
    /// is a few views, not hundreds.
    private static func joinFill(_ views: inout [SwiftValue]) {
        func isOutline(_ m: ViewModifier) -> Bool { if case .outline = m { return true }; return false }
        func fill(_ v: SwiftValue) -> (node: ViewNode, path: ViewPath, style: [ViewModifier])? {
            guard case .view(let n) = v, case .shape("Path") = n.kind, let p = n.outline?.fixed,
                  !n.modifiers.contains(where: { if case .other(let s) = $0 { return s.hasPrefix("stroke:") }; return false }) else { return nil }
            return (n, p, n.modifiers.filter { !isOutline($0) })
        }
        guard let new = views.last.flatMap(fill), let box = new.path.bounds else { return }
        for k in views.indices.dropLast().reversed().prefix(64) {
            guard let old = fill(views[k]), let oldBox = old.path.bounds else { return }
            if old.style == new.style {
                guard old.path.elements.count + new.path.elements.count <= maxPathElements else { return }
                var joined = old.path
                joined.addPath(new.path)
                views[k] = .view(ViewNode(old.node.kind, children: old.node.children,
                                          modifiers: old.node.modifiers.map { isOutline($0) ? .outline(ShapeOutline(fixed: joined)) : $0 },
                                          location: old.node.location))
                views.removeLast()
                return
            }
            // Edges may touch; an overlap keeps the order they were drawn in.
            if box.x < oldBox.maxX, oldBox.x < box.maxX, box.y < oldBox.maxY, oldBox.y < box.maxY { return }
        }
    }

    /// `.color(c)`, or a colour given as the shading itself.
    private static func shading(_ v: SwiftValue?, _ context: SwiftValue.Opaque, _ i: Interpreter) -> ViewColor? {
        guard case .enumCase(_, let kind, let payload)? = v else { return colour(v, i) }
        if kind == "color" { return colour(payload.first?.value, i) }
        // `.linearGradient(gradient, startPoint:endPoint:)`, `.radialGradient(gradient, center:startRadius:endRadius:)`,
        // `.conicGradient(gradient, center:angle:)`: their points are the context's (under its
        // transform); a path drawn in the canvas fills it, so they are unit points of the canvas.
        let view = ["linearGradient": "LinearGradient", "radialGradient": "RadialGradient", "conicGradient": "AngularGradient"]
        guard let t = view[kind], case .opaque(let size)? = context.settings["$size"],
              let w = size.settings["width"]?.asDouble, let h = size.settings["height"]?.asDouble, w > 0, h > 0 else { return nil }
        let transform = self.transform(of: context)
        let node = Syntax(TokenSyntax.identifier(kind))
        var args = [Argument(label: "gradient", value: payload.first?.value ?? .null, node: node)]
        for a in payload.dropFirst() {
            let value: SwiftValue = point(of: a.value).map { p in
                let at = transform.apply(p)
                return .opaque(.init("UnitPoint", ["x": .double(at.x / w), "y": .double(at.y / h)]))
            } ?? a.value
            args.append(Argument(label: a.label, value: value, node: node))
        }
        return gradient(t, args, i)
    }

    // MARK: - The context's transform

    /// An affine transform as Core Graphics writes one: a point (x, y) is
    /// drawn at (a·x + c·y + tx, b·x + d·y + ty).
    struct Transform: Equatable {
        var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0
        static let identity = Transform()
        func apply(_ p: ViewPath.Point) -> ViewPath.Point { ViewPath.Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty) }
        /// How much it scales a line's width (the square root of its area's scale).
        var scale: Double { abs(a * d - b * c).squareRoot() }
        /// The new operation applies first, to the user's coordinates, as `CGContext`'s do.
        func translated(_ x: Double, _ y: Double) -> Transform {
            var t = self; t.tx += a * x + c * y; t.ty += b * x + d * y; return t
        }
        func scaled(_ x: Double, _ y: Double) -> Transform {
            var t = self; t.a *= x; t.b *= x; t.c *= y; t.d *= y; return t
        }
        func rotated(_ r: Double) -> Transform {
            let cs = cos(r), sn = sin(r)
            return Transform(a: a * cs + c * sn, b: b * cs + d * sn, c: c * cs - a * sn, d: d * cs - b * sn, tx: tx, ty: ty)
        }
    }

    private static func transformValue(_ t: Transform) -> SwiftValue { .array([t.a, t.b, t.c, t.d, t.tx, t.ty].map { .double($0) }) }

    private static func transform(of o: SwiftValue.Opaque) -> Transform {
        guard case .array(let m)? = o.settings["$transform"], m.count == 6 else { return .identity }
        let v = m.map { $0.asDouble ?? 0 }
        return Transform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    }

    // MARK: - The room offered

    /// A reader's (or canvas's) number in this render and its size: the room
    /// its parent offers, known once laid out. The first render reads a
    /// card's usual room, the second what the first laid out (`GeometryPass`).
    static func offeredSize(_ i: Interpreter) -> (Int, GeometryPass.Size) {
        let k = i.geometryReaders
        i.geometryReaders += 1
        return (k, k < i.geometrySizes.count ? i.geometrySizes[k] : GeometryPass.usual)
    }

    static func sizeValue(_ size: GeometryPass.Size) -> SwiftValue {
        .opaque(.init("CGSize", ["width": .double(size.width), "height": .double(size.height)]))
    }

    /// It takes all the room offered and no more, its content at the top
    /// leading corner: content wider than the offer (a first pass's guess)
    /// overflows it, as SwiftUI's reader never grows to what it holds.
    static func takingOfferedRoom(_ content: ViewNode, _ k: Int, location loc: String) -> ViewNode {
        ViewNode(.zstack(alignment: "topLeading"), children: [content], modifiers: [
            .frame(width: nil, height: nil, minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: "topLeading"),
        ], location: GeometryPass.marker(k, at: loc))
    }
}
