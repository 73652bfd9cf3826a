import SwiftSyntax

/// Names in reach while widget code runs: a chain of scopes, innermost
/// first. A class so that closures capture it, as Swift closures capture
/// their context.
final class Scope: @unchecked Sendable {
    /// A scope holds a few names: searched in order, not hashed (a lookup
    /// hashed its name at every read, a tenth of a render).
    private var names: [String] = []
    private var values: [SwiftValue] = []
    let parent: Scope?
    /// The type whose method, initializer or computed property runs here.
    let selfType: String?
    /// A static member or initializer: no `self` value.
    let isStatic: Bool

    /// The type the function or property this scope is in returns: what
    /// `return .rising` and a single-expression body's `.rising` mean.
    var returnType: String?

    init(parent: Scope?, selfType: String? = nil, isStatic: Bool = false) {
        self.parent = parent
        returnType = parent?.returnType
        self.selfType = selfType ?? parent?.selfType
        self.isStatic = isStatic || (selfType == nil && (parent?.isStatic ?? false))
    }

    func lookup(_ name: String) -> SwiftValue? {
        var s: Scope? = self
        while let c = s {
            if let i = c.index(name) { return c.values[i] }
            s = c.parent
        }
        return nil
    }

    private func index(_ name: String) -> Int? {
        var i = names.count - 1
        while i >= 0 {
            if names[i] == name { return i }
            i -= 1
        }
        return nil
    }

    func declare(_ name: String, _ v: SwiftValue) {
        if let i = index(name) { values[i] = v } else { names.append(name); values.append(v) }
    }

    /// Sets an existing name where it was declared; false when none is.
    func assign(_ name: String, _ v: SwiftValue) -> Bool {
        var s: Scope? = self
        while let c = s {
            if let i = c.index(name) { c.values[i] = v; return true }
            s = c.parent
        }
        return false
    }

    var selfValue: SwiftValue? { lookup("self") }
}

/// A closure written in the sources, with the scope it was made in.
struct SyntaxClosure {
    let node: ClosureExprSyntax
    /// A `@ViewBuilder` closure (stack and region content): its views are collected.
    var builder: Bool
}

/// How a statement ended.
enum Flow {
    case normal
    case returned(SwiftValue)
    case broke(String?)
    case continued(String?)
}

// Values live in one render, on one thread.
extension SwiftValue: @unchecked Sendable {}

/// Why widget code stopped running, with where.
struct SwiftError: Error {
    enum Kind {
        /// A construct lasim cannot run: the card shows `[construct]`.
        case unsupported(construct: String, note: String)
        /// What crashes the widget extension on the phone: the card shows `⚠`.
        case fatal(String)
        /// The render's step budget is spent (a loop that never ends).
        case budget
        /// `throw` in the app's code, for `try?` and `do/catch`.
        case thrown(SwiftValue)
        /// `a?.b` where `a` is nil: the whole chain is nil.
        case nilChain
    }
    var kind: Kind
    var node: Syntax?

    static func unsupported(_ construct: String, _ node: some SyntaxProtocol, _ note: String = "") -> SwiftError {
        SwiftError(kind: .unsupported(construct: construct, note: note), node: Syntax(node))
    }
    static func fatal(_ message: String, _ node: some SyntaxProtocol) -> SwiftError {
        SwiftError(kind: .fatal("Fatal error: " + message), node: Syntax(node))
    }
}
