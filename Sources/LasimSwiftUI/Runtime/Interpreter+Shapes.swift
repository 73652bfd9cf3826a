import LasimModel
import LasimTemplate
import Synchronization
import SwiftSyntax

/// The app's own `Shape`: SwiftUI calls its `path(in:)` with the rect the
/// layout gives it, so its outline is made then, by the app's code, at
/// that size. The layout (pure, no evaluator) holds a `ShapeOutline` that
/// asks `ShapePaths` for the path of a rect; it runs `path(in:)` in an
/// evaluator of its own, as a render does, on a copy of the shape's value.
extension Interpreter {
    /// What a size lasim tries the path at while the views are made: where
    /// the code cannot run at all, the shape keeps its room, hidden, with
    /// a note, as before paths were drawn.
    static let trialRect = ViewPath.Rect(x: 0, y: 0, width: 100, height: 100)

    func shapeView(_ instance: SwiftValue.Instance, _ d: TypeDecl, node: some SyntaxProtocol) -> ViewNode {
        let shape = SwiftValue.instance(instance.copy())
        do {
            _ = try path(of: shape, in: Self.trialRect, node: node)
        } catch {
            note("\(d.name): the app's own Shape; its path(in:) could not be run\(Self.why(error)), so it is not drawn (its room is kept)", error.node ?? Syntax(node))
            return ViewNode(.shape("Rectangle"), modifiers: [.hidden], location: loc(node))
        }
        let paths = ShapePaths(self, shape: shape, node: Syntax(node))
        let outline = ShapeOutline(key: "\(d.name)(\(describe(shape)))") { paths.path(in: $0) }
        return ViewNode(.shape(d.name), modifiers: [.outline(outline)], location: loc(node))
    }

    /// What the app's drawing code could not run, for its note: " (construct: why)".
    static func why(_ error: SwiftError) -> String {
        switch error.kind {
        case .unsupported(let construct, let note): return " (\(construct)" + (note.isEmpty ? "" : ": \(note)") + ")"
        case .fatal(let message): return " (\(message))"
        default: return ""
        }
    }

    /// `shape.path(in: rect)`, run.
    func path(of shape: SwiftValue, in rect: ViewPath.Rect, node: some SyntaxProtocol) throws(SwiftError) -> ViewPath {
        guard let fs = methods(of: shape, "path") else { throw .unsupported("path(in:)", node, "\(shape.typeName) declares none") }
        let result = try callFunction(fs, receiver: shape, selfType: typeNames(of: shape).first,
                                      args: [Argument(label: "in", value: Builtins.rectValue(rect), node: Syntax(node))], node: node)
        guard let p = Builtins.path(of: result) else { throw .unsupported("path(in:)", node, "it returns \(result.typeName), not a Path") }
        return p
    }

    /// A new evaluator with what this one was given: the same input, app
    /// resources, locale, defaults and surface.
    func sibling() -> Interpreter {
        let i = Interpreter(files: files, decls: decls, input: input, resources: resources)
        i.locale = locale
        i.defaults = defaults
        i.inIsland = inIsland
        i.family = family
        i.statics = statics
        return i
    }
}

/// An app's shape's paths by rect, made on demand for the layout. Renders
/// on several threads may lay out the same views, so each path is made by
/// an evaluator of its own (`Interpreter.sibling` of the one that made the
/// view; nothing it holds is changed after), and remembered by rect.
final class ShapePaths: @unchecked Sendable {
    private let prototype: Interpreter
    private let shape: SwiftValue
    private let node: Syntax
    private let made = Mutex<[ViewPath.Rect: ViewPath]>([:])

    init(_ interpreter: Interpreter, shape: SwiftValue, node: Syntax) {
        prototype = interpreter.sibling(); self.shape = shape; self.node = node
    }

    /// Empty where the app's code fails at this size: the shape keeps its room and draws nothing.
    func path(in rect: ViewPath.Rect) -> ViewPath {
        if let p = made.withLock({ $0[rect] }) { return p }
        let p = (try? prototype.sibling().path(of: shape, in: rect, node: node)) ?? ViewPath()
        made.withLock { $0[rect] = p }
        return p
    }
}
