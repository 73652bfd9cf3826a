import LasimText
import LasimRender
import SwiftSyntax

/// SwiftUI views -> template elements. Every construct is recorded in the
/// coverage; what cannot be translated becomes a visible placeholder.
extension Translator {
    /// The statements of a view builder: views, `let`s, `if`, `switch`.
    func views(_ items: CodeBlockItemListSyntax, _ f: Frame) -> [Element] {
        var f = f
        var out: [Element] = []
        for item in items {
            if let v = item.item.as(VariableDeclSyntax.self) {
                for b in v.bindings {
                    if let n = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let i = b.initializer {
                        do throws(Unsupported) { f.values[n] = try expr(i.value, f) } catch { f.values[n] = .literal(.null) }
                    }
                }
            } else if let r = item.item.as(ReturnStmtSyntax.self) {
                if let e = r.expression { out += views(e, f) }
                return out
            } else if let s = item.item.as(ExpressionStmtSyntax.self) {
                out += views(s.expression, f)
            } else if let e = item.item.as(ExprSyntax.self) {
                out += views(e, f)
            } else if item.item.is(DeclSyntax.self) {
                continue // nested types, functions: the catalog has them
            } else {
                out.append(placeholder(Unsupported(construct: item.item.trimmedDescription.prefix(16) + "", node: Syntax(item))))
            }
        }
        return out
    }

    /// One view expression -> its elements (a `Group` or `if` may give several).
    func views(_ e: ExprSyntax, _ f: Frame) -> [Element] {
        do throws(Unsupported) {
            return try viewsOrThrow(e, f)
        } catch {
            return [placeholder(error)]
        }
    }

    func viewsOrThrow(_ e: ExprSyntax, _ f: Frame) throws(Unsupported) -> [Element] {
        if let i = e.as(IfExprSyntax.self) { return try ifViews(i, f) }
        if let s = e.as(SwitchExprSyntax.self) { return try switchViews(s, f) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1 { return try viewsOrThrow(t.elements.first!.expression, f) }
        if let t = e.as(TernaryExprSyntax.self) {
            let c = try expr(t.condition, f)
            return guarded(views(t.thenExpression, f), c) + guarded(views(t.elseExpression, f), .unary("!", c))
        }
        if let i = e.as(InfixOperatorExprSyntax.self), i.operator.trimmedDescription == "+" {
            // Text + Text: one run of text.
            let l = try viewsOrThrow(i.leftOperand, f), r = try viewsOrThrow(i.rightOperand, f)
            if l.count == 1, r.count == 1, case .text(let a, let lines) = l[0].kind, case .text(let b, _) = r[0].kind {
                let joined = Element(.text(TextTemplate(parts: a.parts + b.parts, source: a.source + b.source), lines: lines), path: l[0].path)
                copyStyle(from: l[0], to: joined)
                return [joined]
            }
            return [row(l + r, node: Syntax(i))]
        }
        if let c = e.as(FunctionCallExprSyntax.self) {
            if let m = c.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base,
               !(base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase ?? false) || base.is(FunctionCallExprSyntax.self) {
                if base.trimmedDescription != "self" {
                    return [try modifier(m.declName.baseName.text, on: base, c, f)]
                }
            }
            return try view(c, f)
        }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base {
            if base.trimmedDescription == "self" { return try property(m.declName.baseName.text, node: Syntax(m), f) }
            if base.is(FunctionCallExprSyntax.self) || base.is(MemberAccessExprSyntax.self) && !base.trimmedDescription.hasPrefix("context") {
                // `Text("x").bold` without parentheses does not exist; `Color.red` does.
                if base.trimmedDescription == "Color" { return [shape("Color", node: Syntax(m), colour: .literal(.string(m.declName.baseName.text)))] }
            }
            if base.trimmedDescription == "Color" { return [shape("Color", node: Syntax(m), colour: .literal(.string(m.declName.baseName.text)))] }
        }
        if let r = e.as(DeclReferenceExprSyntax.self) { return try property(r.baseName.text, node: Syntax(r), f) }
        if let m = e.as(MacroExpansionExprSyntax.self) { throw Unsupported(construct: "#" + m.macroName.text, node: Syntax(m)) }
        throw Unsupported(construct: Self.shortName(e), node: Syntax(e))
    }

    /// A computed view property of the current struct (`var header: some View`).
    func property(_ name: String, node: Syntax, _ f: Frame) throws(Unsupported) -> [Element] {
        guard let owner = f.owner, let body = owner.computed[name] else {
            throw Unsupported(construct: name, node: node, note: "not a view lasim can find")
        }
        return try inline(name, node, body: body) { views(body, f) }
    }

    func ifViews(_ i: IfExprSyntax, _ f: Frame) throws(Unsupported) -> [Element] {
        var inner = f
        let c = try condition(i.conditions, &inner)
        var out = guarded(views(i.body.statements, inner), c)
        switch i.elseBody {
        case .ifExpr(let e)?: out += guarded(try ifViews(e, f), .unary("!", c))
        case .codeBlock(let b)?: out += guarded(views(b.statements, f), .unary("!", c))
        case nil: break
        }
        drawn("if", i)
        return out
    }

    func switchViews(_ s: SwitchExprSyntax, _ f: Frame) throws(Unsupported) -> [Element] {
        let subject = try expr(s.subject, f)
        var out: [Element] = []
        var previous: [Expression] = []
        for c in s.cases {
            guard let sc = c.as(SwitchCaseSyntax.self) else { continue }
            let cond = try caseCondition(sc, subject)
            // Only the first matching case draws: earlier cases' conditions are excluded.
            var guardExpr = cond ?? .literal(.bool(true))
            for p in previous { guardExpr = .binary("&&", .unary("!", p), guardExpr) }
            out += guarded(views(sc.statements, f), guardExpr)
            if let cond { previous.append(cond) }
        }
        drawn("switch", s)
        return out
    }

    func guarded(_ elements: [Element], _ c: Expression) -> [Element] {
        for e in elements { e.condition = e.condition.map { .binary("&&", c, $0) } ?? c }
        return elements
    }

    func copyStyle(from a: Element, to b: Element) {
        b.condition = a.condition; b.color = a.color; b.background = a.background; b.bold = a.bold
        b.dim = a.dim; b.italic = a.italic; b.align = a.align; b.spacing = a.spacing; b.padding = a.padding
    }

    /// One element for several: a column, as SwiftUI stacks a builder's views.
    func single(_ elements: [Element], node: Syntax) -> Element {
        if elements.count == 1 { return elements[0] }
        return Element(.vstack(elements), path: loc(node))
    }

    func row(_ elements: [Element], node: Syntax) -> Element {
        let e = Element(.hstack(elements), path: loc(node))
        e.spacing = 1
        return e
    }

    /// Shapes and colours used as views: a dot for a circle, else nothing.
    func shape(_ name: String, node: Syntax, colour: Expression?) -> Element {
        if name == "Circle" {
            approximated(name, node, "drawn as a dot")
            let e = Element(.glyph(TextTemplate(parts: [.literal("●")], source: "●")), path: loc(node))
            if let colour { e.color = TextTemplate(parts: [.hole(colour, nil)], source: "") }
            return e
        }
        approximated(name, node, "a shape or colour fill: not drawn in cells")
        let e = Element(.vstack([]), path: loc(node))
        return e
    }

    /// The content closure of a container: trailing, or `content:`/`label:`.
    func content(_ c: FunctionCallExprSyntax, label: String = "content") -> ClosureExprSyntax? {
        // The trailing closure is the first content (content:, title:, label:), never icon: and the like.
        if let t = c.trailingClosure, ["content", "title", "label"].contains(label) { return t }
        if let a = c.arguments.first(where: { $0.label?.text == label }) { return a.expression.as(ClosureExprSyntax.self) }
        return c.additionalTrailingClosures.first { $0.label.text == label }?.closure
    }

    func argument(_ c: FunctionCallExprSyntax, _ label: String) -> ExprSyntax? {
        c.arguments.first { $0.label?.text == label }?.expression
    }

    /// Points -> cells: 8 pt a column, 16 pt a row (the renderer's rule).
    static func cells(_ points: ExprSyntax?, per: Double, default d: Int) -> Int {
        guard let p = points, let v = Double(p.trimmedDescription) else { return d }
        return Element.cells((v / per).rounded())
    }

    func view(_ c: FunctionCallExprSyntax, _ f: Frame) throws(Unsupported) -> [Element] {
        let callee = c.calledExpression.trimmedDescription
        let path = loc(c)
        switch callee {
        case "Text":
            drawn("Text", c)
            return [Element(.text(try text(c, f), lines: 1), path: path)]
        case "Image":
            if let name = argument(c, "systemName") {
                drawn("Image(systemName:)", c)
                return [Element(.symbol(try template(name, f)), path: path)]
            }
            approximated("Image(asset)", c, "an asset image: its name in brackets")
            let name = c.arguments.first?.expression.trimmedDescription.trimming("\"") ?? "image"
            let e = Element(.text(TextTemplate(parts: [.literal("[\(name)]")], source: name), lines: 1), path: path)
            e.color = TextTemplate(parts: [.literal("secondary")], source: "secondary")
            return [e]
        case "Label":
            drawn("Label", c)
            var parts: [Element] = []
            if let icon = argument(c, "systemImage") { parts.append(Element(.symbol(try template(icon, f)), path: path)) }
            else if let icon = content(c, label: "icon") { parts += views(icon.statements, f) }
            if let t = c.arguments.first, t.label == nil {
                parts.append(Element(.text(try template(t.expression, f), lines: 1), path: path))
            } else if let title = content(c, label: "title") ?? c.trailingClosure {
                parts += views(title.statements, f)
            }
            return [row(parts, node: Syntax(c))]
        case "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group", "ViewThatFits", "GeometryReader":
            guard let body = content(c) else { return [] }
            var children = views(body.statements, GeometryReaderFrame.adding(body, to: f))
            switch callee {
            case "Group":
                drawn("Group", c)
                return children
            case "ViewThatFits":
                approximated(callee, c, "the first choice is always drawn")
                return Array(children.prefix(1))
            case "GeometryReader":
                approximated(callee, c, "sizes are not known: drawn as a column")
                return [single(children, node: Syntax(c))]
            case "ZStack":
                // Layers cannot overlap in cells: backgrounds (shapes, colours) go,
                // the content layers are stacked.
                let content = children.filter { if case .vstack(let k) = $0.kind, k.isEmpty { return false }; return true }
                approximated("ZStack", c, "layers drawn one under another, shapes dropped")
                children = content
                return [single(children, node: Syntax(c))]
            default:
                drawn(callee.replacing("Lazy", with: ""), c)
                let horizontal = callee.hasSuffix("HStack")
                let e = Element(horizontal ? .hstack(children) : .vstack(children), path: path)
                e.spacing = horizontal ? Self.cells(argument(c, "spacing"), per: 8, default: 1)
                                       : Self.cells(argument(c, "spacing"), per: 16, default: 0)
                if let a = argument(c, "alignment")?.trimmedDescription {
                    e.align = a.contains("leading") ? .leading : a.contains("trailing") ? .trailing
                        : a.contains("top") ? .top : a.contains("bottom") ? .bottom : .center
                }
                return [e]
            }
        case "Spacer":
            drawn("Spacer", c)
            return [Element(.spacer(min: Self.cells(argument(c, "minLength"), per: 8, default: 1)), path: path)]
        case "Divider":
            approximated("Divider", c, "drawn as an empty bar")
            return [Element(.progress(value: .literal(.number(0)), total: nil, rider: nil), path: path)]
        case "ProgressView", "Gauge":
            if let interval = argument(c, "timerInterval") {
                drawn(callee + "(timerInterval:)", c)
                let (from, to) = try range(interval, f)
                let value = Expression.binary("-", .path(["now"]), from)
                return [Element(.progress(value: value, total: .binary("-", to, from), rider: nil), path: path)]
            }
            guard let v = argument(c, "value") else {
                approximated(callee, c, "a spinner: drawn as …")
                return [Element(.text(TextTemplate(parts: [.literal("…")], source: "…"), lines: 1), path: path)]
            }
            drawn(callee + "(value:)", c)
            var total = try argument(c, "total").map { e throws(Unsupported) in try expr(e, f) }
            var value = try expr(v, f)
            if let r = argument(c, "in") {
                let (lo, hi) = try range(r, f)
                value = .binary("-", value, lo)
                total = .binary("-", hi, lo)
            }
            return [Element(.progress(value: value, total: total, rider: nil), path: path)]
        case "Link", "Button":
            drawn(callee, c)
            if let t = c.arguments.first, t.label == nil, t.expression.is(StringLiteralExprSyntax.self) {
                return [Element(.text(try template(t.expression, f), lines: 1), path: path)]
            }
            guard let label = content(c, label: "label") ?? c.trailingClosure else { return [] }
            return views(label.statements, f)
        case "EmptyView":
            drawn("EmptyView", c)
            return []
        case "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "ContainerRelativeShape", "Color":
            if callee == "Color" { return [shape("Color", node: Syntax(c), colour: try? colourCall(c, f))] }
            return [shape(callee, node: Syntax(c), colour: nil)]
        default:
            break
        }
        if let r = c.calledExpression.as(DeclReferenceExprSyntax.self) {
            let n = r.baseName.text
            if let d = catalog.types[n], let body = d.computed["body"] {
                return try inline(n, Syntax(c), body: body) { () throws(Unsupported) in
                    drawn("custom view", c)
                    let inner = try instantiate(d, call: c, in: f)
                    return views(body, inner)
                }
            }
            if let fn = function(n, args: c.arguments.map { $0 }, in: f), let body = fn.body {
                return try inline(n, Syntax(c), body: body) { () throws(Unsupported) in
                    drawn("helper function", c)
                    return views(body.statements, try bind(fn, c, f))
                }
            }
        }
        if let m = c.calledExpression.as(MemberAccessExprSyntax.self), m.base?.trimmedDescription == "self",
           let fn = function(m.declName.baseName.text, args: c.arguments.map { $0 }, in: f), let body = fn.body {
            return try inline(m.declName.baseName.text, Syntax(c), body: body) { () throws(Unsupported) in
                drawn("helper function", c)
                return views(body.statements, try bind(fn, c, f))
            }
        }
        throw Unsupported(construct: callee, node: Syntax(c))
    }

    /// `a...b`, `a..<b`, `Date.now...end` -> the two ends.
    func range(_ e: ExprSyntax, _ f: Frame) throws(Unsupported) -> (Expression, Expression) {
        if let i = e.as(InfixOperatorExprSyntax.self), ["...", "..<"].contains(i.operator.trimmedDescription) {
            return (try expr(i.leftOperand, f), try expr(i.rightOperand, f))
        }
        if let s = e.as(SequenceExprSyntax.self), s.elements.count == 3 {
            let items = Array(s.elements)
            return (try expr(items[0], f), try expr(items[2], f))
        }
        // A stored `ClosedRange<Date>`: Codable writes it as [lower, upper].
        let r = try expr(e, f)
        return (.call("$index", [r, .literal(.number(0))]), .call("$index", [r, .literal(.number(1))]))
    }

    /// Any expression as text: a literal, interpolations become holes.
    func template(_ e: ExprSyntax, _ f: Frame) throws(Unsupported) -> TextTemplate {
        if let s = e.as(StringLiteralExprSyntax.self) {
            var parts: [TextTemplate.Part] = []
            for seg in s.segments {
                if let t = seg.as(StringSegmentSyntax.self) {
                    parts.append(.literal(Self.unescape(t.content.text)))
                } else if let x = seg.as(ExpressionSegmentSyntax.self), let first = x.expressions.first {
                    let option = x.expressions.dropFirst().first
                    var format: Format?
                    if let o = option, o.label?.text == "format" { format = Self.format(o.expression) }
                    if let o = option, o.label?.text == "style" { format = Self.style(o.expression) }
                    parts.append(.hole(format == nil ? try formatted(first.expression, option, f) : try expr(first.expression, f), format))
                }
            }
            return TextTemplate(parts: parts, source: s.trimmedDescription)
        }
        return TextTemplate(parts: [.hole(try expr(e, f), nil)], source: e.trimmedDescription)
    }

    /// `Text(...)` in its many forms.
    func text(_ c: FunctionCallExprSyntax, _ f: Frame) throws(Unsupported) -> TextTemplate {
        if let interval = argument(c, "timerInterval") {
            let (from, to) = try range(interval, f)
            let countsDown = argument(c, "countsDown")?.trimmedDescription != "false"
            let value = countsDown ? to : .binary("-", .path(["now"]), from)
            return TextTemplate(parts: [.hole(value, countsDown ? .countdown : .duration)], source: c.trimmedDescription)
        }
        guard let first = c.arguments.first else { return TextTemplate(parts: [], source: "") }
        var t = try template(first.expression, f)
        if let style = argument(c, "style"), case .hole(let e, _) = t.parts.first, t.parts.count == 1 {
            t.parts = [.hole(e, Self.style(style))]
        }
        if let fmt = argument(c, "format"), case .hole(let e, _) = t.parts.first, t.parts.count == 1 {
            t.parts = [.hole(e, Self.format(fmt))]
        }
        return t
    }

    /// `Text(date, style: .timer)` and friends.
    static func style(_ e: ExprSyntax) -> Format? {
        switch e.trimmedDescription {
        case ".timer": return .countdown
        case ".time": return .time
        case ".date": return .date
        case ".relative", ".offset": return .relative
        default: return nil
        }
    }

    static func format(_ e: ExprSyntax) -> Format? {
        let t = e.trimmedDescription
        if t.contains("percent") { return .percent }
        if t.contains(".hour") || t.contains("time:") || t.contains(".timer") { return .time }
        if t.contains("dateTime") || t.contains("date:") { return .date }
        if t.contains("fractionLength(0)") { return .number(0) }
        if let r = t.firstRange(of: "fractionLength(") , let n = Int(t[r.upperBound...].prefix { $0.isNumber }) { return .number(n) }
        return nil
    }
}

/// `GeometryReader { proxy in ... }`: the proxy has no size here.
enum GeometryReaderFrame {
    static func adding(_ closure: ClosureExprSyntax, to f: Frame) -> Frame {
        var f = f
        if case .simpleInput(let names)? = closure.signature?.parameterClause {
            for n in names { f.values[n.name.text] = .literal(.null) }
        }
        return f
    }
}
