import SwiftSyntax

extension Interpreter {
    /// A stored property's value when the initializer does not set it: its
    /// initial value, scaled (`@ScaledMetric`) or read from the app's
    /// defaults (`@AppStorage`). A `lazy var`'s waits to be read: Swift runs
    /// it then, with `self`, so one that reads another property, or one lasim
    /// cannot make (a `lazy var` formatter the widget never reads), does not
    /// stop the instance being made.
    func storedInitial(_ d: TypeDecl, _ p: TypeDecl.Stored, _ scope: Scope) throws(SwiftError) -> SwiftValue {
        guard let initial = p.initial else { return .null }
        if p.isLazy { return .opaque(.init(Self.lazyKind, [:])) }
        return appStorage(d, p, scaledMetric(d, p.name, try eval(initial, scope, expected: p.type.map(typeName))), scope)
    }

    /// An instance's stored field by name (nil: none), a `lazy var` made on
    /// this first read and kept, as Swift does.
    func field(_ instance: SwiftValue.Instance, _ name: String, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        guard let v = instance.field(name) else { return nil }
        if case .opaque(let o) = v, o.kind == Self.lazyKind, let d = decls.type(instance.type),
           let p = d.stored.first(where: { $0.name == name }), let initial = p.initial {
            let scope = Scope(parent: globals, selfType: d.name)
            scope.declare("self", .instance(instance))
            let made = try call(depthOf: node) { () throws(SwiftError) in try eval(initial, scope, expected: p.type.map(typeName)) }
            instance.set(name, made)
            return made
        }
        try checkEvaluated(v, name, node: node)
        return v
    }

    /// A struct whose stored values each wait to be read, as a `lazy var`'s
    /// do: the widget a configuration runs in (its `self`) when lasim cannot
    /// make one of them (a navigation widget's MapKit `distanceFormatter`).
    /// The others (the `theme` beside it) are still read, and the one that
    /// cannot be made says why where it is read, not "not found".
    func madeOnRead(_ d: TypeDecl) -> SwiftValue.Instance {
        let instance = SwiftValue.Instance(type: d.name, fields: [])
        for p in d.stored {
            if p.initial != nil {
                instance.fields.append((p.name, .opaque(.init(Self.lazyKind, [:]))))
            } else if p.type?.is(OptionalTypeSyntax.self) == true {
                instance.fields.append((p.name, .null))
            }
        }
        instance.fields += environmentFields(d)
        return instance
    }

    static let lazyKind = "$lazy"
}
