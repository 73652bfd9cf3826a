import LasimModel
import LasimText
@testable import LasimRender
@testable import LasimTemplate
import Testing

/// Rules the renderer keeps in tables and fast paths made for speed
///: each must give what the plain rule gives.
@Suite struct RenderInternalsTests {
    /// A theme glyph drawn from its cell code lands as `write` puts it:
    /// narrow and wide, one scalar or several, at the edge, and over half
    /// of a wide grapheme already there.
    @Test func glyphCellsAreWrittenAsTextIs() throws {
        let style = Style(fg: RGB(1, 2, 3))
        for glyph in ["🚗", "●", "*", "🏃‍♂️", "🇫🇷", "ß"] {
            let code = try #require(Cell.code(ofGlyph: glyph), "\(glyph)")
            let width = GraphemeWidth.of(glyph)
            for x in 0..<6 {
                for limit in [6, 5] {
                    var base = Grid(width: 6, height: 1)
                    base.write("中a中", x: 0, y: 0, style: .plain)
                    var expected = base, actual = base
                    expected.write(glyph, x: x, y: 0, style: style, limit: limit)
                    actual.writeGlyph(code, width: width, x: x, y: 0, style: style, limit: limit)
                    #expect(actual == expected, "\(glyph) at \(x), limit \(limit)")
                }
            }
        }
        #expect(Cell.code(ofGlyph: "ab") == nil)
        #expect(Cell.code(ofGlyph: "\u{1B}") == nil)
    }

    /// The big digits' rows are written as one-cell scalars without the
    /// grid's checks: each must be a safe scalar one cell wide.
    @Test func bigDigitRowsAreSafeSingleCells() {
        for rows in BigDigits.byByte.compactMap({ $0 }) {
            for row in rows {
                #expect(GraphemeWidth.of(row) == row.unicodeScalars.count, "\(row)")
                #expect(row.unicodeScalars.allSatisfy { Sanitizer.replacement(for: $0.value) == nil && !GraphemeWidth.mayJoin($0.value) }, "\(row)")
            }
        }
    }

    @Test func slotPositionsFollowAllCases() {
        for (i, slot) in Slot.allCases.enumerated() { #expect(slot.position == i, "\(slot)") }
    }

    @Test("hex colours", arguments: [
        ("#d4af37", RGB(0xd4, 0xaf, 0x37)), ("D4AF37", RGB(0xd4, 0xaf, 0x37)), ("#AbC", RGB(0xaa, 0xbb, 0xcc)),
        ("fff", RGB(0xff, 0xff, 0xff)), ("#000000", RGB(0, 0, 0)),
    ])
    func hexColours(_ text: String, _ rgb: RGB) {
        #expect(RGB(hex: text) == rgb)
    }

    @Test("not hex colours", arguments: ["", "#", "#12", "#1234", "#12345", "#1234567", "#12345g", "+abcde", "#+abcde",
                                          "-12345", "#１２３", "#d4af37 ", "gold", "##abc"])
    func notHexColours(_ text: String) {
        #expect(RGB(hex: text) == nil, "\(text)")
    }

    /// A role or a fixed colour is classified once; what is drawn is what
    /// the string rules give.
    @Test func colourSpecsClassifyLiteralsOnce() throws {
        func spec(_ s: String) throws -> ColourSpec { ColourSpec(try TextTemplate.parse(s)) }
        guard case .role(.secondary) = try spec("secondary") else { Issue.record("secondary is a role"); return }
        guard case .role(.progressEmpty) = try spec("empty") else { Issue.record("empty is a role"); return }
        guard case .fixed(RGB(0xd4, 0xaf, 0x37)) = try spec("#D4AF37") else { Issue.record("hex is fixed"); return }
        guard case .fixed(RGB(0xd4, 0xaf, 0x37)) = try spec("Gold") else { Issue.record("a name is fixed"); return }
        guard case .computed = try spec("{carColour}") else { Issue.record("a hole is computed"); return }
        guard case .computed = try spec("chartreuse-ish") else { Issue.record("not a colour is reported at render"); return }
    }

    func evaluate(_ source: String, _ content: JSONObject = JSONObject(["n": .number(4), "s": .string("abc")])) throws -> (Value, [String]) {
        let e = Evaluator(content: content, schema: nil, attributes: JSONObject(), attributesSchema: nil,
                          definitions: ["twice": try ExpressionParser.parse("n * 2"), "loop": try ExpressionParser.parse("loop + 1")],
                          builtins: { _ in nil })
        let v = e.evaluate(try ExpressionParser.parse(source))
        return (v, e.errors)
    }

    @Test("functions", arguments: [
        ("min(3, n, 9)", Value.number(3)), ("max(3, n, 9)", .number(9)), ("min(missing, 2)", .number(2)),
        ("max(missing)", .null), ("clamp(n, 0, 2)", .number(2)), ("clamp(missing, 0, 2)", .null),
        ("round(2.5)", .number(3)), ("floor(n / 3)", .number(1)), ("ceil(n / 3)", .number(2)), ("abs(0 - n)", .number(4)),
        ("minutes(61)", .number(2)), ("len(s)", .number(3)), ("upper(s)", .string("ABC")), ("has(missing)", .bool(false)),
        ("has(s)", .bool(true)), ("string(n)", .string("4")), ("number('7')", .number(7)), ("contains(s, 'b')", .bool(true)),
        ("contains(s)", .null), ("twice + twice", .number(16)), ("upper(s, s)", .null), ("has(s, s)", .bool(false)),
    ])
    func functions(_ source: String, _ expected: Value) throws {
        let (v, errors) = try evaluate(source)
        #expect(v == expected, "\(source)")
        #expect(errors.isEmpty, "\(source): \(errors)")
    }

    @Test("function errors", arguments: [
        ("clamp(n, 1)", "clamp(x, lo, hi) needs three numbers"), ("round(s)", "round(x) needs a number"),
        ("round()", "round(x) needs a number"), ("len(s, s)", "len(x) takes one argument"),
        ("time(n, n)", "time(x) takes one argument"), ("loop", "loop is defined in terms of itself"),
    ])
    func functionErrors(_ source: String, _ message: String) throws {
        let (v, errors) = try evaluate(source)
        #expect(v == .null, "\(source)")
        #expect(errors.contains(message), "\(source): \(errors)")
    }

    /// Twelve segments in a bar a few cells wide: each gets what is left,
    /// and the bar stays inside its cells.
    @Test func moreSegmentsThanCellsStayInTheBar() throws {
        let bar = Element(.segmented(segments: try ExpressionParser.parse("12"), active: try ExpressionParser.parse("3"),
                                     progress: nil, rider: nil), path: "compact-leading")
        let t = Template(name: "narrow", slots: [.compactLeading: bar, .lock: bar], file: "test")
        var catalog = TemplateCatalog()
        catalog.add(t)
        let snap = Snapshot(id: "a", template: "narrow", content: JSONObject(), attributes: JSONObject(), state: .active,
                            startedAt: 0, lastUpdateAt: 0)
        for r in Renderer(catalog: catalog).renderAll(snap, now: 0) {
            #expect(r.grid.cells.count == r.grid.width * r.grid.height)
        }
    }

    /// Text written as one run must leave the grid exactly as writing it a
    /// grapheme at a time does, wide pairs at the run's ends included.
    @Test func runsWriteWhatOneCellAtATimeWrites() {
        var rng = SystemRandomNumberGenerator()
        let texts = ["ab", "Order #17", "x", "a · b", "盒马 ok", "—", "plain ascii text", "🛵 go", "é"]
        for _ in 0..<3_000 {
            var grid = Grid(width: 12, height: 2, style: Style(fg: RGB(1, 2, 3)))
            // Wide graphemes scattered first, so runs start and end on pairs.
            for _ in 0..<Int.random(in: 0...4, using: &rng) {
                grid.put("配", x: Int.random(in: 0..<12, using: &rng), y: 0, style: Style(fg: RGB(9, 9, 9)))
            }
            let text = texts.randomElement(using: &rng)!
            let x = Int.random(in: -3...13, using: &rng)
            let limit: Int? = Bool.random(using: &rng) ? Int.random(in: 0...12, using: &rng) : nil
            let style = Style(fg: RGB(4, 5, 6), bold: true)
            var oneByOne = grid
            let expected = oneByOne.write(Array(text), x: x, y: 0, style: style, limit: limit)
            let written = grid.write(text, x: x, y: 0, style: style, limit: limit)
            let same = grid == oneByOne && written == expected
                && zip(grid.cells, oneByOne.cells).allSatisfy { $0.style.ink == $1.style.ink }
            guard same else {
                Issue.record("\(text) at \(x), limit \(String(describing: limit)): \(grid.lines) against \(oneByOne.lines)")
                return
            }
        }
    }

    /// A wide grapheme written exactly over another replaces it: the
    /// continuation's write once took the new wide cell for a pair to break
    /// and blanked it.
    @Test func wideOverWideKeepsTheNewOne() {
        let style = Style(fg: RGB(1, 2, 3))
        var put = Grid(width: 6, height: 1)
        put.put("配", x: 2, y: 0, style: style)
        put.put("马", x: 2, y: 0, style: style)
        #expect(put.lines == ["  马  "])
        #expect(put.cells.map(\.width) == [1, 1, 2, 0, 1, 1])

        var written = Grid(width: 6, height: 1)
        written.put("配", x: 2, y: 0, style: style)
        written.write("马·", x: 2, y: 0, style: style)
        #expect(written.lines == ["  马· "])

        var below = Grid(width: 6, height: 1)
        below.put("配", x: 2, y: 0, style: style)
        below.blit(put, x: 0, y: 0)
        #expect(below.lines == ["  马  "])
        #expect(below.cells.map(\.width) == [1, 1, 2, 0, 1, 1])
    }

    @Test func barRunsWriteWhatOneCellAtATimeWrites() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            var grid = Grid(width: 10, height: 1)
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                grid.put("配", x: Int.random(in: 0..<10, using: &rng), y: 0, style: .plain)
            }
            var oneByOne = grid
            // A bar is runs written over each other: an empty track, then segments.
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let cell = Cell(scalar: "━", width: 1, style: Style(fg: RGB(UInt8.random(in: 0...255, using: &rng), 0, 0)))
                let from = Int.random(in: -4...11, using: &rng), to = from + Int.random(in: 0...12, using: &rng)
                for x in from..<to { oneByOne.putSingleWidthConstant(cell, x: x, y: 0) }
                grid.fillRun(y: 0, from: from, to: to, with: cell)
            }
            guard grid == oneByOne else {
                Issue.record("\(grid.lines) against \(oneByOne.lines)")
                return
            }
        }
    }
}

/// Names bound when a template loads (`NameBinder`) read what the names
/// read: every expression of every built-in template, bound and as
/// written, gives the same value and the same errors for each sample,
/// also when a payload sends fields named like a built-in or a `let:`.
@Suite struct NameBindingTests {
    func holes(_ t: TextTemplate?) -> [Expression] {
        t?.parts.compactMap { if case .hole(let e, _) = $0 { return e } else { return nil } } ?? []
    }

    func expressions(_ e: Element) -> [Expression] {
        var out = e.condition.map { [$0] } ?? []
        out += holes(e.color) + holes(e.background)
        switch e.kind {
        case .text(let t, _), .glyph(let t), .bigText(let t), .symbol(let t): out += holes(t)
        case .hstack(let c), .vstack(let c): for x in c { out += expressions(x) }
        case .progress(let v, let total, _): out += [v] + (total.map { [$0] } ?? [])
        case .segmented(let s, let a, let p, _): out += [s, a] + (p.map { [$0] } ?? [])
        case .spacer, .fields, .error, .placeholder, .failure: break
        }
        return out
    }

    @Test func boundNamesReadWhatTheNamesRead() {
        let catalog = TemplateCatalog.builtIn()
        let renderer = Renderer(catalog: catalog)
        var bound = 0
        for t in catalog.templates {
            let written = Slot.allCases.flatMap { t.slots[$0].map(expressions) ?? [] }
            let compiled = Slot.allCases.flatMap { t.element($0).map(expressions) ?? [] }
            #expect(written.count == compiled.count, "\(t.name)")
            bound += zip(written, compiled).filter { $0 != $1 }.count
            for sample in t.samples {
                var extra = sample.contentState
                extra["now"] = .number(5)          // a payload's own field shadows the built-in
                extra["isStale"] = .string("yes")
                for content in [sample.contentState, extra] {
                    var s = Snapshot(sample: sample, template: t)
                    s.content = content
                    let b = renderer.evaluator(for: s, t, now: sample.now)
                    let values = BuiltinValues(snapshot: s, now: sample.now, appearance: .light, ascii: false)
                    let u = Evaluator(content: content, schema: t.schema, attributes: s.attributes,
                                      attributesSchema: t.attributesSchema, definitions: t.definitions,
                                      builtins: { Builtin(name: $0).map(values.value) }, now: sample.now)
                    for name in t.definitions.keys.sorted() {
                        #expect(b.evaluate(.path([name])) == u.evaluate(.path([name])), "\(t.name) \(sample.name) \(name)")
                    }
                    for (w, c) in zip(written, compiled) {
                        #expect(b.evaluate(c) == u.evaluate(w), "\(t.name) \(sample.name) \(w)")
                    }
                    #expect(b.errors == u.errors, "\(t.name) \(sample.name)")
                }
            }
        }
        #expect(bound > 50, "the templates' names are bound")
    }

    /// A `let:` name shadows a field of the same name, bound or not.
    @Test func definitionsShadowFields() throws {
        let schema = ContentSchema(name: "S", fields: [.init(name: "status", type: .string)])
        let t = Template(name: "t", schema: schema, definitions: ["status": try ExpressionParser.parse("'defined'")],
                         slots: [.lock: Element(.text(try TextTemplate.parse("{status}"), lines: 1), path: "lock")], file: "t")
        guard case .text(let text, _) = t.element(.lock)?.kind, case .hole(.definition, _) = text.parts[0] else {
            Issue.record("status is bound to its definition"); return
        }
        let s = Snapshot(id: "a", template: "t", content: JSONObject(["status": .string("sent")]), attributes: JSONObject(),
                         state: .active, startedAt: 0, lastUpdateAt: 0)
        var catalog = TemplateCatalog()
        catalog.add(t)
        let drawn = Renderer(catalog: catalog).render(.lock, s, now: 0)
        #expect(drawn.grid.lines.joined().contains("defined"))
    }
}

/// What an element and a value hold apart for the renderer's fast paths
/// says what the whole does.
@Suite struct HeldApartTests {
    /// An element's shape, parts, children and lines are its kind's.
    @Test func anElementsShapeIsItsKind() throws {
        let t = try TextTemplate.parse("a {b} c")
        let child = Element(.spacer(min: 1), path: "c")
        let cases: [(Element.Kind, Element.Shape, [TextTemplate.Part], Int, Int)] = [
            (.text(t, lines: 3), .text, t.parts, 0, 3),
            (.glyph(t), .glyph, t.parts, 0, 0),
            (.bigText(t), .bigText, t.parts, 0, 0),
            (.symbol(t), .symbol, t.parts, 0, 0),
            (.hstack([child, child]), .hstack, [], 2, 0),
            (.vstack([child]), .vstack, [], 1, 0),
            (.spacer(min: 2), .other, [], 0, 0),
            (.fields, .other, [], 0, 0),
            (.error("x"), .other, [], 0, 0),
        ]
        for (kind, shape, parts, children, lines) in cases {
            let e = Element(kind, path: "p")
            #expect(e.shape == shape && e.parts == parts && e.children.count == children && e.lines == lines, "\(kind)")
            #expect(e.children.allSatisfy { $0 === child })
        }
    }

    /// A render's scope hands its context out again only when nothing
    /// else holds it, and then with nothing recorded from before.
    @Test func aContextIsHandedOutAgainOnlyWhenFree() {
        let evaluator = Evaluator(content: JSONObject(), schema: nil, attributes: JSONObject(), attributesSchema: nil,
                                  definitions: [:], builtins: { _ in nil })
        let scope = RenderScope(evaluator: evaluator, theme: ThemeTables(.standard), ascii: false, now: 0, timeZone: .utc,
                                arena: LayoutArena())
        let palette = Theme.standard.effectivePalette(.card, appearance: .light)
        weak var done: RenderContext?
        do {
            let first = scope.context(palette: palette, surface: RGB(1, 2, 3), slot: "a")
            first.problem(Problem(at: nil, "seen"))
            let second = scope.context(palette: palette, surface: RGB(4, 5, 6), slot: "b")
            #expect(first !== second)
            #expect(first.slot == "a" && first.problems == [Problem(at: nil, "seen")] && first.surface == RGB(1, 2, 3))
            #expect(second.slot == "b" && second.problems.isEmpty && second.surface == RGB(4, 5, 6))
            second.problem(Problem(at: nil, "again"))
            done = second
        }
        let third = scope.context(palette: palette, surface: RGB(7, 8, 9), slot: "c")
        #expect(third === done)
        #expect(third.slot == "c" && third.problems.isEmpty && third.truncations.isEmpty && third.surface == RGB(7, 8, 9))
    }

    /// A template of one hole is held as that hole; any other as its parts only.
    @Test func aSoleHoleIsHeldApart() throws {
        let one = try TextTemplate.parse("{eta|time}")
        guard case .hole(let x, let f) = one.parts[0] else { Issue.record("not a hole"); return }
        let e = Element(.text(one, lines: 1), path: "p")
        #expect(e.soleHole == x && e.soleFormat == f && f == .time)
        for source in ["a {b}", "{a}{b}", "plain"] {
            let t = try TextTemplate.parse(source)
            let other = Element(.glyph(t), path: "p")
            #expect(other.soleHole == nil && other.soleFormat == nil, "\(source)")
        }
        #expect(Element(.spacer(min: 1), path: "p").soleHole == nil)
    }

    /// Whether an element is coloured follows its colour as it is set and unset.
    @Test func hasColorFollowsColor() throws {
        let e = Element(.spacer(min: 1), path: "p")
        #expect(!e.hasColor)
        e.color = try TextTemplate.parse("accent")
        #expect(e.hasColor)
        e.color = nil
        #expect(!e.hasColor)
    }

    /// A value's text taken with the value is its text.
    @Test func intoTextIsText() {
        let values: [Value] = [.null, .bool(true), .bool(false), .number(2.5), .number(3), .string("héllo"), .string(""),
                               .date(1_700_000_000), .list([.number(1), .string("a")]), .record(JSONObject(["k": .number(1)]), nil)]
        for v in values { #expect(v.intoText() == v.text, "\(v)") }
    }
}

/// The shortcuts for common non-ASCII scalars give what the full rules give.
@Suite struct WidthShortcutTests {
    @Test func plainScalarsFollowTheFullRules() {
        var narrow = 0, wide = 0
        for v in UInt32(0x80)...0x1_0000 {
            guard let scalar = Unicode.Scalar(v) else { continue }
            if GraphemeWidth.isPlainNarrow(v) {
                narrow += 1
                #expect(!GraphemeWidth.mayJoin(v) && !GraphemeWidth.isWide(v) && Sanitizer.replacement(for: v) == nil, "U+\(String(v, radix: 16))")
                #expect(GraphemeWidth.of(Character(scalar)) == 1, "U+\(String(v, radix: 16))")
            }
            if GraphemeWidth.isPlainWide(v) {
                wide += 1
                #expect(!GraphemeWidth.mayJoin(v) && GraphemeWidth.isWide(v) && Sanitizer.replacement(for: v) == nil, "U+\(String(v, radix: 16))")
                #expect(GraphemeWidth.of(Character(scalar)) == 2, "U+\(String(v, radix: 16))")
            }
        }
        #expect(narrow > 500 && wide > 20_000)
    }
}
