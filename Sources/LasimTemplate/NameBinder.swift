import LasimModel

/// Binds the names a template's expressions read to where the template
/// keeps them: a `let:` name to its index in the definition table, a field
/// to its index in the schema. Done once when the template loads; a render
/// then reads a name without comparing it against every definition and
/// field (those searches were a tenth of evaluating).
///
/// Only the renderer's copies are bound (`Template.element`, the table's
/// expressions); `Template.slots` and `definitions` stay as written, so
/// what a template says compares and prints as before.
struct NameBinder {
    let definitions: DefinitionTable
    let schema: ContentSchema?

    func bind(_ e: Expression) -> Expression {
        switch e {
        case .literal, .definition, .field, .builtin:
            return e
        case .path(let p):
            // The order `Evaluator.lookup` follows: definitions shadow fields.
            guard let root = p.first else { return e }
            if let d = definitions.index(of: root) { return .definition(d, p) }
            if let f = schema?.fieldIndex(root) { return .field(f, p) }
            if root != "attributes", let b = Builtin(name: root) { return .builtin(b, p) }
            return e
        case .unary(let op, let x): return .unary(op, bind(x))
        case .binary(let op, let l, let r): return .binary(op, bind(l), bind(r))
        case .conditional(let c, let a, let b): return .conditional(bind(c), bind(a), bind(b))
        case .call(let f, let args): return .call(f, args.map { bind($0) })
        }
    }

    func bind(_ t: TextTemplate) -> TextTemplate {
        TextTemplate(parts: t.parts.map { part in
            if case .hole(let e, let format) = part { return .hole(bind(e), format) }
            return part
        }, source: t.source)
    }

    func bind(_ e: Element) -> Element {
        let kind: Element.Kind
        switch e.kind {
        case .text(let t, let lines): kind = .text(bind(t), lines: lines)
        case .glyph(let t): kind = .glyph(bind(t))
        case .hstack(let children): kind = .hstack(children.map { bind($0) })
        case .vstack(let children): kind = .vstack(children.map { bind($0) })
        case .progress(let value, let total, let rider): kind = .progress(value: bind(value), total: total.map { bind($0) }, rider: rider)
        case .segmented(let segments, let active, let progress, let rider):
            kind = .segmented(segments: bind(segments), active: bind(active), progress: progress.map { bind($0) }, rider: rider)
        case .bigText(let t): kind = .bigText(bind(t))
        case .symbol(let t): kind = .symbol(bind(t))
        case .spacer, .fields, .error, .placeholder, .failure: kind = e.kind
        }
        let b = Element(kind, path: e.path)
        b.condition = e.condition.map { bind($0) }
        b.color = e.color.map { bind($0) }
        b.background = e.background.map { bind($0) }
        b.bold = e.bold; b.dim = e.dim; b.italic = e.italic
        b.align = e.align; b.spacing = e.spacing; b.padding = e.padding
        return b
    }
}
