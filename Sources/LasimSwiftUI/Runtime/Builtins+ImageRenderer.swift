import LasimTemplate
import SwiftSyntax

/// UIKit's `UIGraphicsImageRenderer` as widgets use it: to resize an image
/// of their catalog (`renderer.image { _ in logo.draw(in: CGRect(origin: .zero,
/// size: size)) }`, a payment app's logo brought to 25 pt wide). The
/// actions closure runs, and what it draws is recorded: one image of the
/// catalog drawn to fill the renderer makes that image at the renderer's
/// size, which `Image(uiImage:)` lays out at that size. Anything else drawn
/// (two images, an image in part of the canvas, a path) is not known, and
/// the view says so instead of drawing something else.
extension Builtins {
    /// Marks a `UIImage` redrawn at a size of its own.
    static let redrawnImage = "$redrawn"

    /// `UIGraphicsImageRenderer(size:)` or `(bounds:)`; nil without either.
    static func imageRenderer(_ args: [Argument]) -> SwiftValue? {
        if case .opaque(let size)? = arg(args, "size"), size.kind == "CGSize" {
            return .opaque(.init("UIGraphicsImageRenderer", ["size": .opaque(size)]))
        }
        if let r = arg(args, "bounds").flatMap(rect(of:)) {
            return .opaque(.init("UIGraphicsImageRenderer", ["size": .opaque(.init("CGSize", ["width": .double(r.width), "height": .double(r.height)]))]))
        }
        return nil
    }

    /// `renderer.image { context in ... }` and the `UIImage.draw(in:)` it
    /// runs; nil for another call.
    static func imageRendererCall(_ o: SwiftValue.Opaque, _ name: String, _ args: [Argument], _ i: Interpreter,
                                  node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        switch (o.kind, name) {
        case ("UIGraphicsImageRenderer", "image"):
            guard let actions = args.last(where: { isClosure($0.value) })?.value, case .opaque(let size)? = o.settings["size"],
                  let w = size.settings["width"]?.asDouble, let h = size.settings["height"]?.asDouble else { return nil }
            let drawing = SwiftValue.Opaque("$imageDrawing", ["drawn": .array([])])
            i.imageDrawings.append(drawing)
            defer { i.imageDrawings.removeLast() }
            _ = try i.invoke(actions, [Argument(label: nil, value: .opaque(.init("UIGraphicsImageRendererContext")), node: Syntax(node))], node: node)
            guard case .array(let drawn)? = drawing.settings["drawn"], drawn.count == 1, case .opaque(let image) = drawn[0],
                  let n = image.settings["name"]?.asString, let r = image.settings["rect"].flatMap(rect(of:)),
                  abs(r.x) < 0.5, abs(r.y) < 0.5, abs(r.width - w) < 0.5, abs(r.height - h) < 0.5 else {
                throw .unsupported("UIGraphicsImageRenderer.image { ... }", node, "only one image drawn to fill the renderer is known")
            }
            var settings: [String: SwiftValue] = ["name": .string(n), "size": .opaque(size), redrawnImage: .bool(true)]
            settings["renderingMode"] = image.settings["renderingMode"]
            return .opaque(.init("UIImage", settings))
        case ("UIImage", "draw"):
            guard let drawing = i.imageDrawings.last else {
                throw .unsupported("UIImage.draw(...)", node, "drawn outside a UIGraphicsImageRenderer's image { ... }")
            }
            guard let r = arg(args, "in").flatMap(rect(of:)), let n = o.settings["name"] else {
                throw .unsupported("UIImage.draw(...)", node, "only an image of the catalog drawn in: a rect is known")
            }
            guard case .array(var drawn)? = drawing.settings["drawn"] else { return .void }
            drawn.append(.opaque(.init("$drawnImage", ["name": n, "rect": rectValue(r), "renderingMode": o.settings["renderingMode"] ?? .null])))
            drawing.settings["drawn"] = .array(drawn)
            return .void
        default: return nil
        }
    }

    /// An image of the catalog redrawn at `size`: the asset's pixels
    /// stretched to it, as the renderer drew them, at that size in points.
    static func redrawn(_ image: ViewNode, size: SwiftValue?, _ i: Interpreter, node: some SyntaxProtocol) throws(SwiftError) -> ViewNode {
        guard case .opaque(let s)? = size, let w = s.settings["width"]?.asDouble, let h = s.settings["height"]?.asDouble else { return image }
        let stretched = try modifier(image, "resizable", [], i, node: node) ?? image
        return try modifier(stretched, "frame", [Argument(label: "width", value: .double(w), node: Syntax(node)),
                                                 Argument(label: "height", value: .double(h), node: Syntax(node))], i, node: node) ?? stretched
    }
}
