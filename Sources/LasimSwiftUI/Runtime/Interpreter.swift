import LasimModel
import LasimRender
import LasimSwift
import LasimTemplate
import LasimText
import SwiftSyntax

/// Runs an app's widget code: Swift's semantics over swift-syntax nodes,
/// with the activity's decoded values, to a SwiftUI view tree. One per
/// render; everything it makes is dropped with it.
final class Interpreter {
    let files: SwiftFiles
    let decls: Declarations
    let input: LiveViewInput
    /// `@Environment(\.activityFamily)`: "small" while drawing the watch's view.
    var family = "medium"
    let globals: Scope
    /// The views each view builder in progress has made, innermost last.
    var collected: [[ViewNode]] = []
    /// The value of a body's only statement, by that statement.
    var implicitValue: [SyntaxIdentifier: SwiftValue] = [:]
    /// The value of the last expression statement run: an `if` or
    /// `switch` used as a value is worth its branch's.
    var branchValue: SwiftValue?

    /// Evaluation steps taken and allowed: a loop that never ends is
    /// stopped here, not by the user.
    var steps = 0
    static let maxSteps = 200_000
    /// Custom views drawn: views that each use the next several times grow
    /// exponentially without recursing (3 copies a level, 16 levels).
    var views = 0
    static let maxViews = 4_000
    static let overBudgetNote = "over this render's budget (\(maxSteps) steps, \(maxViews) views, \(maxAllocated) values): a loop that does not end, or views that multiply?"
    /// Times a statement over the budget was replaced and the budget renewed.
    var budgetsRenewed = 0
    /// How many `do { } catch` bodies the statement run is inside: an error
    /// thrown there goes to the catch, not into a view where it stood.
    var catching = 0
    /// Calls in progress: recursion over this is stopped before the stack is.
    var depth = 0
    static let maxDepth = 48
    let stack = StackGuard()
    /// `GeometryReader`s made this render, and the sizes a first render laid
    /// them out at, in the same order.
    var geometryReaders = 0
    var geometrySizes: [GeometryPass.Size] = []
    /// Drawing the Dynamic Island's regions: the island is dark whatever the
    /// phone's appearance, so its views read dark colours and colour scheme.
    var inIsland = false
    /// `DynamicIsland { } .contentMargins(_:_:for:)`: the margins the island being run sets.
    var islandMargins: [IslandMode: IslandMargins] = [:]
    var appearance: Appearance { inIsland && input.appearance == .light ? .dark : input.appearance }
    /// A global or static is worked out once per render, and once more for
    /// the island: `static let ink = Color.primary.opacity(0.87)` or an asset
    /// colour read there is the island's dark one.
    func memoKey(_ name: String) -> String { inIsland ? name + "@island" : name }
    /// The statics' and globals' values kept for the loaded app (nil: made
    /// again each render, as for sample states, whose random values each
    /// sample draws anew).
    var statics: StaticValues?
    /// What the `.environment(\.key, value)` modifiers around the views
    /// being run set, by key.
    var environmentSet: [String: SwiftValue] = [:]
    /// `--defaults KEY=VALUE`: what the app's `UserDefaults` hold (every suite alike).
    var defaults: [String: JSONValue] = [:]
    /// The zones the app names by identifier, their rules read when it loaded.
    var zones: [String: Zone] = [:]
    /// What the `UIGraphicsImageRenderer.image { ... }` calls being run draw,
    /// the innermost last (`UIImage.draw(in:)` draws into the current one).
    var imageDrawings: [SwiftValue.Opaque] = []
    /// Where random values are drawn from: a sample state's own seed, or
    /// the same seed at every render of the views (`renderSeed`), so a
    /// render, a golden of it and CI are reproducible where the phone draws
    /// new values each time; nil refuses them.
    var random: SeededGenerator?
    /// Views drawn from `renderSeed` say so, once a place.
    var notesRandom = false
    static let renderSeed: UInt64 = 0x6C61_7369_6D00
    /// `UUID()`s made this render: each is numbered.
    var uuidsMade = 0
    /// Elements made (array items, views): memory per render is bounded.
    var allocated = 0
    static let maxAllocated = 200_000

    let resources: AppResources
    /// The app's own axis labels: an `AxisMarks` content closure or `format:`,
    /// run again for each value an axis may stand at (`ChartAxisMarks.labelMaker`).
    var axisLabelMakers: [(content: SwiftValue?, format: SwiftValue?)] = []
    /// The axis value an `AxisMarks` content is being run for, and the
    /// label its `AxisValueLabel` wrote for it.
    var axisLabelValue: SwiftValue?
    var axisLabelText: String?
    /// `--locale`: how numbers and dates print (US English by default).
    var locale: FormatLocale = .enUS
    /// `.activityBackgroundTint(...)` seen while drawing the lock view.
    var cardTint: ViewColor?
    /// `.activitySystemActionForegroundColor(...)` seen while drawing the lock view.
    var actionForeground: ViewColor?
    /// `DynamicIsland { } ... .keylineTint(...)`.
    var keylineTint: ViewColor?
    /// What was dropped without a view to stand in for it (a modifier
    /// lasim cannot apply, a missing asset colour), and where.
    var notes: [Problem] = []

    func note(_ message: String, _ node: some SyntaxProtocol) {
        note(Problem(at: loc(node), message))
    }

    func note(_ n: Problem) {
        if notes.count < 50 && !notes.contains(n) { notes.append(n) }
    }
    /// The JSON a custom `init(from:)`'s decoder and containers read, and
    /// the strategies of the decoder they came from.
    var decoderJSON: [ObjectIdentifier: (json: JSONValue, rules: DecodingRules)] = [:]
    /// What a custom `encode(to:)`'s encoder and containers have written.
    var encoderBoxes: [ObjectIdentifier: EncodedBox] = [:]

    init(files: SwiftFiles, decls: Declarations, input: LiveViewInput, resources: AppResources = AppResources()) {
        self.files = files; self.decls = decls; self.input = input; self.resources = resources
        globals = Scope(parent: nil)
    }

    func loc(_ n: some SyntaxProtocol) -> String { decls.location(n, in: files) }

    func step(_ n: some SyntaxProtocol) throws(SwiftError) {
        steps += 1
        if steps > Self.maxSteps { throw SwiftError(kind: .budget, node: Syntax(n)) }
        // Recursion through a path without a call (a computed global reading
        // itself) is caught here: every few steps, the stack used so far.
        if steps & 15 == 0 && !stack.hasRoom() { throw .unsupported(Self.shortName(n), n, "recursion too deep") }
    }

    /// A global's or a static's first value, on its own budget: the phone
    /// makes it once per process (a `static let shared` decoding the app's
    /// bundled JSON of 289 substances, PsychonautWiki Journal's), not once per
    /// frame, so it is not charged to the view that happens to read it first.
    /// Bounded still: a loop that does not end in it stops at its own
    /// budget, and the view reading it is then over budget as before.
    func initialising(_ make: () throws(SwiftError) -> SwiftValue) throws(SwiftError) -> SwiftValue {
        let spent = (steps, allocated)
        steps = 0; allocated = 0
        let v = try make()
        steps = spent.0; allocated = spent.1
        return v
    }

    func count(_ n: Int, _ node: some SyntaxProtocol) throws(SwiftError) {
        allocated += n
        if allocated > Self.maxAllocated { throw SwiftError(kind: .budget, node: Syntax(node)) }
    }

    // MARK: - Expressions

    func eval(_ e: ExprSyntax, _ s: Scope, expected: String? = nil) throws(SwiftError) -> SwiftValue {
        try evalKeepingSlice(e, s, expected: expected).unsliced
    }

    /// A slice of a string stays one only where an index can still be read
    /// from it (the base of a member or subscript, a constant, an unwrap):
    /// everywhere else (`Text(slice)`, `slice == "x"`, an argument) it is the
    /// string it holds, so the rest of the evaluator sees strings only.
    func evalKeepingSlice(_ e: ExprSyntax, _ s: Scope, expected: String? = nil) throws(SwiftError) -> SwiftValue {
        try step(e)
        // `a?.b.c` is nil as a whole when `a` is: caught where the chain ends.
        if decls.chainEnds.contains(e.id) {
            do { return try evalNode(e, s, expected: expected) } catch {
                if case .nilChain = error.kind { return .null }
                throw error
            }
        }
        return try evalNode(e, s, expected: expected)
    }

    static func mayChain(_ e: ExprSyntax) -> Bool {
        e.is(MemberAccessExprSyntax.self) || e.is(FunctionCallExprSyntax.self) || e.is(SubscriptCallExprSyntax.self)
            || e.is(OptionalChainingExprSyntax.self) || e.is(ForceUnwrapExprSyntax.self)
    }

    static func isChainEnd(_ e: ExprSyntax) -> Bool {
        guard let p = e.parent else { return true }
        if let m = p.as(MemberAccessExprSyntax.self), m.base?.id == e.id { return false }
        if let c = p.as(FunctionCallExprSyntax.self), c.calledExpression.id == e.id { return false }
        if let c = p.as(SubscriptCallExprSyntax.self), c.calledExpression.id == e.id { return false }
        if p.is(OptionalChainingExprSyntax.self) || p.is(ForceUnwrapExprSyntax.self) { return false }
        return true
    }

    private func evalNode(_ e: ExprSyntax, _ s: Scope, expected: String?) throws(SwiftError) -> SwiftValue {
        switch e.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let i):
            let text = i.literal.text.replacing("_", with: "")
            var digits = Substring(text), radix = 10
            for (prefix, r) in [("0x", 16), ("0b", 2), ("0o", 8)] where text.hasPrefix(prefix) { (digits, radix) = (text.dropFirst(2), r) }
            // Past Int.max only a `UInt64` holds it (a hash's constants).
            if expected != "UInt64", let n = Int(digits, radix: radix) { return Self.number(n, as: expected) }
            guard let u = UInt64(digits, radix: radix) else { throw .unsupported(text, i, "integer literal overflows UInt64") }
            return .uint64(u)
        case .floatLiteralExpr(let f):
            let d = Double(f.literal.text.replacing("_", with: "")) ?? 0
            return FloatingTypes.value(d, as: expected ?? "Double")
        case .booleanLiteralExpr(let b): return .bool(b.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr: return .null
        case .stringLiteralExpr(let str):
            // A literal where a `LocalizedStringKey` is expected (a parameter,
            // property or constant of that type) is that key: `Text(key)`
            // shows what the app's strings hold for it.
            if Self.isLocalizedKey(expected) { return .string(TextMarkdown.plain(try localizedLiteral(str, s))) }
            return .string(try string(str, s))
        case .simpleStringLiteralExpr(let str): return .string(str.segments.map { Self.unescape($0.content.text) }.joined())
        case .declReferenceExpr(let r): return try reference(r, s, expected: expected)
        case .memberAccessExpr(let m): return try member(m, s, expected: expected)
        case .functionCallExpr(let c): return try call(c, s, expected: expected)
        case .subscriptCallExpr(let c): return try subscriptValue(c, s)
        case .infixOperatorExpr(let i): return try infix(i, s, expected: expected)
        case .prefixOperatorExpr(let p):
            let v = try eval(p.expression, s, expected: expected)
            switch p.operator.text {
            case "!": guard case .bool(let b) = v else { throw .unsupported("!", p, "not a Bool") }; return .bool(!b)
            case "-":
                switch v {
                case .int(let n): return .int(0 &- n)
                case .double(let d): return .double(-d)
                case .float(let f): return .float(-f)
                case _ where Builtins.durationAttoseconds(v) != nil: return Builtins.duration(attoseconds: -(Builtins.durationAttoseconds(v) ?? 0))
                default: throw .unsupported("-", p, "not a number")
                }
            case "+": return v
            case "~": if case .int(let n) = v { return .int(~n) }; throw .unsupported("~", p)
            case "..<", "...": return .range(lower: .int(Int.min), upper: v, closed: p.operator.text == "...")
            default: throw .unsupported("prefix " + p.operator.text, p)
            }
        case .postfixOperatorExpr(let p):
            let v = try eval(p.expression, s)
            if p.operator.text == "..." { return .range(lower: v, upper: .int(Int.max), closed: true) }
            throw .unsupported("postfix " + p.operator.text, p)
        case .ternaryExpr(let t):
            let c = try truth(t.condition, s, construct: "?:")
            return try eval(c ? t.thenExpression : t.elseExpression, s, expected: expected)
        case .tupleExpr(let t):
            if t.elements.count == 1, t.elements.first!.label == nil { return try evalKeepingSlice(t.elements.first!.expression, s, expected: expected) }
            var items: [(label: String?, value: SwiftValue)] = []
            for el in t.elements { items.append((el.label?.text, try eval(el.expression, s))) }
            return items.isEmpty ? .void : .tuple(items)
        case .arrayExpr(let a):
            let inner = expected.flatMap(Self.elementType)
            var items: [SwiftValue] = []
            items.reserveCapacity(a.elements.count)
            for el in a.elements { items.append(try eval(el.expression, s, expected: inner)) }
            try count(items.count, a)
            return .array(items)
        case .dictionaryExpr(let d):
            var items: [(key: SwiftValue, value: SwiftValue)] = []
            if case .elements(let list) = d.content {
                for el in list {
                    let k = try eval(el.key, s), v = try eval(el.value, s)
                    if let i = items.firstIndex(where: { Self.equal($0.key, k) }) { items[i].value = v } else { items.append((k, v)) }
                }
            }
            try count(items.count, d)
            return .dictionary(items)
        case .closureExpr(let c):
            return .closure(.init(parameters: Self.parameters(c), body: .syntax(SyntaxClosure(node: c, builder: false)), captured: s))
        case .forceUnwrapExpr(let f):
            // `.init(named: "logo")!` where a `UIImage` is expected: made as one.
            let v = try evalKeepingSlice(f.expression, s, expected: expected)
            if v.isNil { throw .fatal("Unexpectedly found nil while unwrapping an Optional value", f) }
            return v
        case .optionalChainingExpr(let o):
            let v = try evalKeepingSlice(o.expression, s)
            if v.isNil { throw SwiftError(kind: .nilChain, node: Syntax(o)) }
            return v
        case .ifExpr(let i): return try valueOf(statement: Syntax(i), s)
        case .switchExpr(let sw): return try valueOf(statement: Syntax(sw), s)
        case .tryExpr(let t):
            if t.questionOrExclamationMark?.tokenKind == .postfixQuestionMark {
                do { return try eval(t.expression, s, expected: expected) } catch {
                    if case .thrown = error.kind { return .null }
                    throw error
                }
            }
            if t.questionOrExclamationMark?.tokenKind == .exclamationMark {
                do { return try eval(t.expression, s, expected: expected) } catch {
                    if case .thrown(let v) = error.kind { throw .fatal("'try!' expression unexpectedly raised an error: \(describe(v))", t) }
                    throw error
                }
            }
            return try eval(t.expression, s, expected: expected)
        case .awaitExpr(let a): return try eval(a.expression, s, expected: expected)
        case .keyPathExpr(let k): return keyPath(k)
        case .asExpr(let a):
            let target = typeName(a.type) + (a.type.is(OptionalTypeSyntax.self) ? "?" : "")
            let v = try eval(a.expression, s, expected: target)
            if a.questionOrExclamationMark?.tokenKind == .postfixQuestionMark { return conforms(v, target) ? v : .null }
            return convert(v, to: target)
        case .isExpr(let i): return .bool(conforms(try eval(i.expression, s), typeName(i.type)))
        case .typeExpr(let t): return .type(typeName(t.type))
        case .genericSpecializationExpr(let g): return .type(g.expression.trimmedDescription)
        case .discardAssignmentExpr: return .void
        case .inOutExpr(let i): return try eval(i.expression, s)
        case .macroExpansionExpr(let m):
            if m.macroName.text == "colorLiteral" {
                var c: [String: Double] = [:]
                for a in m.arguments { c[a.label?.text ?? ""] = try eval(a.expression, s, expected: "Double").asDouble }
                return .color(.rgb(r: c["red"] ?? 0, g: c["green"] ?? 0, b: c["blue"] ?? 0, opacity: c["alpha"] ?? 1))
            }
            // `#imageLiteral(resourceName: "logo")`: Xcode's image literal, the asset as a `UIImage`.
            if m.macroName.text == "imageLiteral", let name = m.arguments.first, name.label?.text == "resourceName" {
                let arg = Argument(label: "imageLiteralResourceName", value: try eval(name.expression, s, expected: "String"), node: Syntax(name.expression))
                return try Builtins.constructEvaluated("UIImage", [arg], self, node: m)
            }
            throw .unsupported("#" + m.macroName.text, m)
        case .sequenceExpr(let q): throw .unsupported("operators", q, "an operator lasim does not know")
        case .regexLiteralExpr(let r):
            // Compiled by the standard library's own Regex when it is used.
            let pattern = r.regex.text
            guard (try? Regex(pattern)) != nil else { throw .unsupported("regex literal", r, "a pattern Swift's Regex does not compile here") }
            return .opaque(.init("Regex", ["pattern": .string(pattern)]))
        case .superExpr(let x): throw .unsupported("super", x)
        default: throw .unsupported(Self.shortName(e), e)
        }
    }

    static func number(_ n: Int, as expected: String?) -> SwiftValue {
        guard let expected, FloatingTypes.contains(expected) else { return .int(n) }
        return FloatingTypes.value(Double(n), as: expected)
    }

    /// A type whose values a string literal becomes as a key to the app's strings.
    static func isLocalizedKey(_ expected: String?) -> Bool {
        guard var t = expected else { return false }
        if t.hasSuffix("?") { t.removeLast() }
        return t == "LocalizedStringKey" || t == "LocalizedStringResource"
    }

    /// `[Team]` -> "Team".
    static func elementType(_ t: String) -> String? {
        guard t.hasPrefix("["), t.hasSuffix("]"), !t.contains(":") else { return nil }
        return String(t.dropFirst().dropLast())
    }

    /// A type as written, without `?`/`!`: made once per node (rendering a
    /// node's text at every call was an eighth of a render).
    func typeName(_ t: TypeSyntax) -> String { decls.typeName(t) }

    static func plainTypeName(_ t: TypeSyntax) -> String {
        var s = t.trimmedDescription
        while s.hasSuffix("?") || s.hasSuffix("!") { s.removeLast() }
        return s
    }

    static func shortName(_ e: some SyntaxProtocol) -> String {
        let t = e.trimmedDescription
        let head = String(t.prefix { $0 != "(" && $0 != "{" && $0 != "\n" }).trimmingSpaces()
        return head.count > 24 ? String(head.prefix(23)) + "…" : String(head)
    }

    static func parameters(_ c: ClosureExprSyntax) -> [String] {
        switch c.signature?.parameterClause {
        case .simpleInput(let names)?: return names.map { $0.name.text }
        case .parameterClause(let p)?: return p.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return []
        }
    }

    // MARK: - Strings

    /// `standIns`: the literal is a text's words (`Text("Code: \(x)")`), so a
    /// value lasim cannot show stands in as `[construct]` among them, noted,
    /// rather than the whole text becoming a placeholder and its words lost;
    /// a literal that is only interpolations has no words to keep.
    func string(_ str: StringLiteralExprSyntax, _ s: Scope, standIns: Bool = false) throws(SwiftError) -> String {
        try interpolation(str, s, standIns: standIns).text
    }

    /// A title's literal (`Text("\(n) active")`) as the phone shows it: the
    /// key Xcode makes of it ("%lld active", a `String` value `%@`, a
    /// `specifier:` its own) looked up in the app's strings, the values
    /// put in the translation's specifiers; the words as written when the
    /// strings lack the key.
    func title(_ str: StringLiteralExprSyntax, _ s: Scope) throws(SwiftError) -> String {
        try titleOrRuns(str, s).asString ?? ""
    }

    /// A literal made a `LocalizedStringKey` (`LocalizedStringKey("get off in \(n) stops")`,
    /// a literal where one is expected): the app's strings for it, an
    /// interpolated one under the key Xcode files it by, as a title's; else its words.
    func localizedLiteral(_ str: StringLiteralExprSyntax, _ s: Scope) throws(SwiftError) -> String {
        let (text, key, values, _) = try interpolation(str, s, standIns: false)
        if values.isEmpty { return localized(text) }
        return translation(key, values).map { Formatting.printf($0, values, describe: describe) } ?? text
    }

    /// A `Text`'s literal: its words (`title`), or, where a `Text` or an
    /// `Image` is interpolated into it (`Text("Get \(Text(deal).bold()) OFF")`,
    /// `Text("\(Image(systemName: "car")) 5 min")`, a `LocalizedStringKey`'s
    /// own interpolations), the one text SwiftUI makes of them: the words and
    /// those views joined as `+` joins them (`Builtins.concatenate`).
    func titleOrRuns(_ str: StringLiteralExprSyntax, _ s: Scope) throws(SwiftError) -> SwiftValue {
        let (text, key, values, views) = try interpolation(str, s, standIns: true, keepViews: true)
        guard views.isEmpty else {
            var joined: SwiftValue?
            for piece in views {
                let run: SwiftValue
                switch piece {
                case .words(let w): run = .view(ViewNode(.text(TextTemplate(parts: [.literal(w)], source: w)), location: loc(str)))
                case .view(let n): run = .view(n)
                }
                joined = try joined.map { l throws(SwiftError) in try Builtins.concatenate(l, run, self, node: str) } ?? run
            }
            return joined ?? .string(text)
        }
        guard !values.isEmpty, let translated = translation(key, values) else { return .string(text) }
        return .string(Formatting.printf(translated, values, describe: describe))
    }

    /// A literal's pieces where a view is interpolated into it: its words
    /// between the views, and the views.
    enum TitlePiece { case words(String), view(ViewNode) }

    private func interpolation(_ str: StringLiteralExprSyntax, _ s: Scope, standIns: Bool, keepViews: Bool = false)
        throws(SwiftError) -> (text: String, key: String, values: [SwiftValue], views: [TitlePiece]) {
        let keepsWords = standIns && str.segments.contains {
            if case .stringSegment(let t) = $0 { return !t.content.text.allSatisfy(\.isWhitespace) }
            return false
        }
        var out = "", key = ""
        var values: [SwiftValue] = []
        // Only a title's views are kept: a `String` cannot hold one.
        var pieces: [TitlePiece] = [], words = "", sawView = false
        for seg in str.segments {
            switch seg {
            case .stringSegment(let t):
                let w = Self.unescape(t.content.text)
                out += w
                words += w
                key += w.replacing("%", with: "%%")
            case .expressionSegment(let x):
                do throws(SwiftError) {
                    let v = try x.expressions.first.map { e throws(SwiftError) in try eval(e.expression, s) } ?? .string("")
                    if keepViews, x.expressions.count == 1, case .view(let n) = v, Builtins.inlineRuns(n) != nil {
                        if !words.isEmpty { pieces.append(.words(words)); words = "" }
                        pieces.append(.view(n))
                        sawView = true
                        continue
                    }
                    let (printed, value, specifier) = try segment(x, v, s)
                    out += printed
                    words += printed
                    key += specifier
                    values.append(value)
                } catch {
                    guard keepsWords, case .unsupported(let construct, let why) = error.kind else { throw error }
                    // Said as the placeholder it replaces says it (`CellDrawer`).
                    note(Problem(at: loc(error.node ?? Syntax(x)), notDrawn: "SwiftUI \(construct)", because: why))
                    out += "[\(construct)]"
                    words += "[\(construct)]"
                    key += "%@"
                    values.append(.string("[\(construct)]"))
                }
            }
        }
        if !words.isEmpty { pieces.append(.words(words)) }
        return (out, key, values, sawView ? pieces : [])
    }

    /// One `\(...)` of a string literal, as it is printed, the value a
    /// translation prints instead, and the specifier Xcode's key holds for it.
    private func segment(_ x: ExpressionSegmentSyntax, _ v: SwiftValue, _ s: Scope) throws(SwiftError) -> (String, SwiftValue, String) {
        let items = Array(x.expressions)
        guard let first = items.first else { return ("", .string(""), "%@") }
        if items.count > 1, let option = items.last, let label = option.label?.text {
            let o = try eval(option.expression, s)
            switch label {
            case "specifier":
                let spec = o.asString ?? "%@"
                return (Formatting.printf(spec, [v], describe: describe), v, spec)
            case "format": let t = try formatted(v, with: o, node: option); return (t, .string(t), "%@")
            case "style": let t = try dateText(v, style: o, node: option); return (t, .string(t), "%@")
            // `Text("until \(end, formatter: f)")`: the formatter's `string(for:)`.
            case "formatter":
                guard case .opaque(let f) = o, let t = try Builtins.opaque(f, "string", [Argument(label: "for", value: v, node: Syntax(option))], self, node: option)?.asString else {
                    throw .unsupported("\(Self.shortName(option.expression)) as formatter:", option, "not a formatter lasim knows")
                }
                return (t, .string(t), "%@")
            default: break
            }
        }
        let shown = try shown(v, node: first.expression)
        switch v {
        case .int: return (shown, v, "%lld")
        case .double: return (shown, v, "%lf")
        case .float: return (shown, v, "%f")
        default: return (shown, .string(shown), "%@")
        }
    }

    /// A value as a text shows it. A value lasim only knows by name (the result
    /// of a library call it does not run, `String.localizedStringWithFormat(...)`)
    /// has no text: said, not printed as its type's name.
    func shown(_ v: SwiftValue, node: some SyntaxProtocol) throws(SwiftError) -> String {
        if case .opaque(let o) = v, o.kind != "AttributedString", Builtins.measurement(v) == nil, Builtins.durationAttoseconds(v) == nil {
            throw .unsupported(o.kind, node, "\(o.kind) has no text lasim can show")
        }
        return describe(v)
    }

    static func unescape(_ s: String) -> String {
        guard s.contains("\\") else { return s }
        var out = "", escaped = false
        var it = s.makeIterator()
        while let c = it.next() {
            if escaped {
                switch c {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "0": out.append("\0")
                case "u":
                    // \u{1F600}
                    var hex = ""
                    _ = it.next() // {
                    while let h = it.next(), h != "}" { hex.append(h) }
                    if let n = UInt32(hex, radix: 16), let u = Unicode.Scalar(n) { out.unicodeScalars.append(u) }
                default: out.append(c)
                }
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else {
                out.append(c)
            }
        }
        return out
    }

    // MARK: - Names

    /// A name whose value lasim could not make (a `let` in a view builder
    /// that failed, a library's property wrapper): reading it fails as its
    /// making did, or with the crash it stood for.
    func checkEvaluated(_ v: SwiftValue, _ name: String, node: some SyntaxProtocol) throws(SwiftError) {
        guard case .opaque(let o) = v, o.kind == "$unevaluated" else { return }
        if let fatal = o.settings["fatal"]?.asString {
            throw SwiftError(kind: .fatal("\(fatal) (the value of \(name), \(o.settings["at"]?.asString ?? "?"))"), node: Syntax(node))
        }
        throw .unsupported(o.settings["construct"]?.asString ?? name, node, o.settings["note"]?.asString ?? "")
    }

    func reference(_ r: DeclReferenceExprSyntax, _ s: Scope, expected: String?) throws(SwiftError) -> SwiftValue {
        let name = r.baseName.plain
        if name == "Self", let t = s.selfType { return .type(t) }
        // `$states`: a binding's projected value reads as the value itself.
        if name.hasPrefix("$"), name.count > 1, s.lookup(name) == nil, !(name.dropFirst().first?.isNumber ?? true) {
            return try reference(DeclReferenceExprSyntax(baseName: .identifier(String(name.dropFirst()))), s, expected: expected)
        }
        if let v = s.lookup(name) {
            try checkEvaluated(v, name, node: r)
            return v
        }
        if name.startsUppercase, let t = nestedType(name, in: s.selfType) ?? decls.type(decls.typeName(name, writtenAt: r))?.name { return .type(t) }
        if name == "CodingKeys", let t = s.selfType, let keys = synthesizedCodingKeys(of: t) { return .type(keys) }
        if let selfType = s.selfType {
            if !s.isStatic, let me = s.selfValue, let v = try instanceMember(me, name, node: r) { return v }
            // `count` in the app's `extension String`: the library's member
            // of `self`, which Swift finds before any global of that name.
            if !s.isStatic, let me = s.selfValue, Self.isLibraryValue(me), let v = try Builtins.property(me, name, self, node: r) {
                return v
            }
            // `size` in the app's `extension UIImage`, `midX` in one of `CGRect`: the
            // platform value's own property, as `self.size`; a name it lacks is looked up on.
            if !s.isStatic, case .opaque(let me)? = s.selfValue, let v = me.settings[name] { return v }
            if let v = try staticMember(selfType, name, node: r) { return v }
        }
        if let v = try global(name, node: r) { return v }
        // `&&` and `||` are not here: they short-circuit, so `infix` runs them, not `binary`.
        if ["+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!="].contains(name) {
            // An operator as a function: `reduce(0, +)`, `sorted(by: <)`.
            return .closure(.init(parameters: ["$0", "$1"], body: .native { [self] args throws(SwiftError) in
                guard args.count == 2 else { throw .unsupported(name, r, "an operator takes two values") }
                return try self.binary(name, args[0], args[1], node: r)
            }, captured: globals))
        }
        if decls.type(name) != nil || Builtins.knownTypes.contains(name) { return .type(decls.aliases[name] ?? name) }
        if let v = try Builtins.globalFunction(name, [], self, node: r), case .type = v { return v }
        throw .unsupported(name, r, Self.notFound(name))
    }

    /// Why a name the widget uses cannot be run. A type's name (capitalised)
    /// may be the app's, in a file the `--swift` folders miss, or SwiftUI's or
    /// Foundation's that lasim does not model (`MeshGradient`): the note says
    /// both, never that SwiftUI's own type is missing from the app.
    static func notFound(_ name: String) -> String {
        name.startsUppercase ? "not in the widget's sources, nor a SwiftUI or Foundation type lasim models" : "not found in the widget's sources"
    }

    /// `Constants` inside `SmallLabel` (`Declarations.nestedType`).
    func nestedType(_ name: String, in owner: String?) -> String? { decls.nestedType(name, in: owner) }

    /// A global's first value, when first read (`firstValue`).
    func global(_ name: String, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        if let g = decls.globals[name] {
            return try firstValue(name) { () throws(SwiftError) in
                try call(depthOf: node) { () throws(SwiftError) in
                    try g.initial.map { e throws(SwiftError) in try eval(e, globals, expected: g.type.map(typeName)) } ?? .null
                }
            }
        }
        if let body = decls.globalComputed[name] {
            return try call(depthOf: node) { () throws(SwiftError) in try run(body.statements, Scope(parent: globals), builder: false) }
        }
        if decls.functions[name] != nil { return .bound(.init(receiver: nil, name: name)) }
        return nil
    }

    // MARK: - Equality and conversion

    static func equal(_ a: SwiftValue, _ b: SwiftValue) -> Bool {
        if let (x, y) = Builtins.durationsSeconds(a, b) { return x == y }
        switch (a, b) {
        case (.null, .null), (.void, .void): return true
        case (.null, _), (_, .null): return false
        case let (.bool(x), .bool(y)): return x == y
        case let (.int(x), .int(y)): return x == y
        case (.uint64, _), (_, .uint64):
            if let x = a.asUInt64, let y = b.asUInt64 { return x == y }
            return false
        case let (.string(x), .string(y)): return x == y
        case (.substring, _), (_, .substring): return equal(a.unsliced, b.unsliced)
        case let (.character(x), .character(y)): return x == y
        case let (.string(x), .character(y)), let (.character(y), .string(x)): return x == String(y)
        case let (.date(x), .date(y)): return x == y
        case let (.enumCase(t1, n1, p1), .enumCase(t2, n2, p2)):
            // An implicit member (`.done`) has no type until compared.
            return n1 == n2 && (t1.isEmpty || t2.isEmpty || t1 == t2) && p1.count == p2.count
                && zip(p1, p2).allSatisfy { equal($0.value, $1.value) }
        case let (.array(x), .array(y)): return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case let (.tuple(x), .tuple(y)): return x.count == y.count && zip(x, y).allSatisfy { equal($0.value, $1.value) }
        case let (.instance(x), .instance(y)):
            return x === y || (x.type == y.type && x.fields.count == y.fields.count
                && zip(x.fields, y.fields).allSatisfy { $0.name == $1.name && equal($0.value, $1.value) })
        case let (.color(x), .color(y)): return x == y
        case let (.type(x), .type(y)): return x == y
        case let (.range(l1, u1, c1), .range(l2, u2, c2)): return c1 == c2 && equal(l1, l2) && equal(u1, u2)
        case let (.dictionary(x), .dictionary(y)):
            return x.count == y.count && x.allSatisfy { e in y.contains { equal($0.key, e.key) && equal($0.value, e.value) } }
        default:
            if let x = a.asDouble, let y = b.asDouble { return x == y }
            return false
        }
    }

    /// A text size as SwiftUI (`DynamicTypeSize`) or UIKit (`ContentSizeCategory`)
    /// names it: the environment's value, or a bare `.xxLarge` beside one.
    static func typeSize(_ v: SwiftValue) -> DynamicTypeSize? {
        guard case .enumCase(let t, let n, let p) = v, p.isEmpty, ["", "DynamicTypeSize", "ContentSizeCategory"].contains(t) else { return nil }
        return DynamicTypeSize(name: n)
    }

    static func compare(_ a: SwiftValue, _ b: SwiftValue) -> Int? {
        // `dynamicTypeSize >= .xxLarge`: the sizes are Comparable, in their order
        // (one side must be a size by its type, not only by its case's name).
        if let x = typeSize(a), let y = typeSize(b), a.typeName != b.typeName || a.typeName != "" {
            return x < y ? -1 : x > y ? 1 : 0
        }
        if let (x, y) = Builtins.durationsSeconds(a, b) { return x < y ? -1 : x > y ? 1 : 0 }
        switch (a, b) {
        case let (.int(x), .int(y)): return x < y ? -1 : x > y ? 1 : 0
        case (.uint64, .int(let y)) where y < 0: return 1
        case (.int(let x), .uint64) where x < 0: return -1
        case (.uint64, _), (_, .uint64):
            guard let x = a.asUInt64, let y = b.asUInt64 else { return nil }
            return x < y ? -1 : x > y ? 1 : 0
        case let (.string(x), .string(y)): return x < y ? -1 : x > y ? 1 : 0
        case (.substring, _), (_, .substring): return compare(a.unsliced, b.unsliced)
        case let (.character(x), .character(y)): return x < y ? -1 : x > y ? 1 : 0
        case let (.tuple(x), .tuple(y)):
            for (p, q) in zip(x, y) { if let c = compare(p.value, q.value), c != 0 { return c } }
            return 0
        default:
            guard let x = a.asDouble, let y = b.asDouble else { return nil }
            return x < y ? -1 : x > y ? 1 : 0
        }
    }

    func conforms(_ v: SwiftValue, _ type: String) -> Bool {
        let t = type.hasSuffix("?") ? String(type.dropLast()) : type
        switch (v, t) {
        case (.null, _): return false
        case (.int, "Int"), (.string, "String"), (.bool, "Bool"), (.date, "Date"): return true
        case (.double, _), (.float, _): return FloatingTypes.holds(v, as: t)
        case (.array, _): return t.hasPrefix("[")
        // `object as? [String: Any]`: a dictionary is one of dictionary type.
        case (.dictionary, _): return t.hasPrefix("[") && t.contains(":")
        case (.instance(let i), _): return i.type == t || i.type.hasSuffix("." + t) || (decls.type(i.type)?.inherited.contains(t) ?? false)
        case (.enumCase(let n, _, _), _): return n == t || n.hasSuffix("." + t) || (decls.type(n)?.inherited.contains(t) ?? false)
        default: return v.typeName == t
        }
    }

    func convert(_ v: SwiftValue, to type: String) -> SwiftValue {
        switch (v, type) {
        case (.int(let n), _) where FloatingTypes.contains(type): return FloatingTypes.value(Double(n), as: type)
        default: return v
        }
    }

    func keyPath(_ k: KeyPathExprSyntax) -> SwiftValue {
        let written = k.components.compactMap { c -> String? in
            if case .property(let p) = c.component { return p.declName.baseName.plain }
            return nil
        }
        // `\Outer.Inner.name`: the parser leaves a nested root type's names
        // among the components; properties start lowercase.
        let names = k.root == nil ? written : Array(written.drop { $0.startsUppercase })
        let optional = k.components.contains { if case .optional = $0.component { return true }; return false }
        return .closure(.init(parameters: ["$kp"], body: .native { [self] args throws(SwiftError) in
            var v = args.first ?? .null
            for n in names {
                if v.isNil && optional { return .null }
                v = try self.memberValue(v, n, node: k)
            }
            return v
        }, captured: globals))
    }
}

extension Interpreter: @unchecked Sendable {}
