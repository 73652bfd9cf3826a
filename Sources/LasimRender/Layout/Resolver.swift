#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimModel
import LasimTemplate
import LasimText

/// A truncation the renderer made: text cut with "…", a glyph dropped, or
/// rows cut from a card taller than the phone allows. Views flag these.
public struct Truncation: Sendable, Equatable {
    public var slot: String
    public var path: String
    public var text: String
    public var neededWidth: Int
    public var availableWidth: Int
    /// Where the cut text sits in the presentation's grid.
    public var rect: Rect
    public var description: String {
        "\(slot): \(path) \"\(text)\" needs \(neededWidth) cells, has \(availableWidth)"
    }
}

/// What one render call needs to evaluate a slot: the activity's values,
/// the colours of the surface it sits on, and the clock.
/// One is made for a render's scope and handed out again for each of its
/// presentations (`RenderScope.context`), so what it holds of the scope is
/// copied once a render, not once a presentation.
final class RenderContext {
    private(set) var palette: Palette
    private(set) var surface: RGB
    private(set) var slot: String
    var truncations: [Truncation] = []
    var problems: [Problem] = []

    // Read constantly: held here, not looked up through the scope each time.
    let evaluator: Evaluator
    let theme: ThemeTables
    let timeZone: Zone
    let ascii: Bool
    let rtl: Bool
    let now: Double
    /// The layout this render builds, measures and draws.
    let arena: LayoutArena

    /// Holds what it reads of `scope`, not the scope: the scope keeps its context.
    init(scope: RenderScope, palette: Palette, surface: RGB, slot: String) {
        self.palette = palette; self.surface = surface; self.slot = slot
        evaluator = scope.evaluator; theme = scope.theme; timeZone = scope.timeZone
        ascii = scope.ascii; rtl = scope.rtl; now = scope.now; arena = scope.arena
    }

    /// Ready for another presentation: its colours and slot, nothing recorded yet.
    func begin(palette: Palette, surface: RGB, slot: String) {
        self.palette = palette; self.surface = surface; self.slot = slot
        if !truncations.isEmpty { truncations = [] }
        if !problems.isEmpty { problems = [] }
    }

    var baseStyle: Style { Style(fg: palette.primary, bg: surface) }

    func problem(_ p: Problem) {
        if problems.count < 50 && !problems.contains(p) { problems.append(p) }
    }

    // MARK: - Element -> LayoutNode

    func resolve(_ e: Element, inherited: Style) -> LayoutNode? {
        guard e.padding > 0, let inner = resolveUnpadded(e, inherited: inherited) else { return resolveUnpadded(e, inherited: inherited) }
        let pad = arena.text(TextRun(text: String(repeating: " ", count: e.padding), style: inherited, path: e.path, rtl: false),
                             lines: 1, align: nil)
        return arena.hstack([pad, inner, pad], spacing: 0, align: e.align)
    }

    func resolveUnpadded(_ e: Element, inherited: Style) -> LayoutNode? {
        if let c = e.condition, !evaluator.evaluate(c).isTruthy { return nil }
        var style = inherited
        if let color = e.colorSpec { let c = tint(color, path: e.path + ".color"); style.fg = c.rgb ?? style.fg; style.ink.fromData = c.fromData }
        if let bg = e.backgroundSpec { let c = tint(bg, path: e.path + ".background"); style.bg = c.rgb ?? style.bg; style.ink.fromData = style.ink.fromData || c.fromData }
        if e.bold { style.bold = true }
        if e.dim { style.dim = true }
        if e.italic { style.italic = true }

        // On the payload-free shape: the common kinds read what they need
        // from the element, not from a copy of its kind.
        switch e.shape {
        case .text:
            let s = text(of: e)
            if s.isEmpty { return nil }
            return arena.text(TextRun(text: s, style: style, path: e.path), lines: e.lines, align: e.align)
        case .bigText:
            let s = text(of: e)
            if s.isEmpty { return nil }
            style.ink.kind = .largeText
            return arena.big(TextRun(text: s, style: style, path: e.path, rtl: false))
        case .glyph:
            guard let run = glyph(text(of: e), style: style, path: e.path) else { return nil }
            return arena.text(run, lines: 1, align: e.align)
        case .hstack:
            let mark = arena.pending.count
            resolve(e.children, inherited: style)
            if arena.pending.count == mark { return nil }
            if rtl { arena.pending[mark...].reverse() }
            return arena.stack(.hstack, pendingFrom: mark, spacing: max(0, e.spacing), align: e.align)
        case .vstack:
            let mark = arena.pending.count
            resolve(e.children, inherited: style)
            if arena.pending.count == mark { return nil }
            return arena.stack(.vstack, pendingFrom: mark, spacing: max(0, e.spacing), align: e.align)
        case .symbol:
            let name = text(of: e)
            if name.isEmpty { return nil }
            if let g = theme.symbol(name) {
                return arena.text(TextRun(glyph: ascii ? g.ascii : g.emoji, width: ascii ? g.asciiWidth : g.emojiWidth,
                                          cell: ascii ? g.asciiCell : g.emojiCell,
                                          style: style, path: e.path), lines: 1, align: e.align)
            }
            return arena.text(TextRun(text: "[" + name + "]", style: Style(fg: palette.secondary, bg: style.bg), path: e.path, rtl: false),
                              lines: 1, align: e.align)
        case .other:
            return resolveOther(e, style: style)
        }
    }

    /// The kinds `resolveUnpadded` does not find by shape.
    private func resolveOther(_ e: Element, style: Style) -> LayoutNode? {
        switch e.kind {
        case .text, .bigText, .glyph, .hstack, .vstack, .symbol:
            preconditionFailure("resolved by shape")
        case .spacer(let m):
            return arena.spacer(min: max(0, m))
        case .progress(let value, let total, let rider):
            let v = number(value, path: e.path) ?? 0
            let t = total.map { number($0, path: e.path + ".total") ?? 1 } ?? 1
            let fraction = t == 0 ? 0 : min(1, max(0, v / t))
            return arena.bar(bar(.plain(fraction: fraction), rider: rider, style: style, tinted: e.hasColor, riderPath: e.riderPath))
        case .segmented(let segments, let active, let progress, let rider):
            let n = Int(min(12, max(0, number(segments, path: e.path + ".segments") ?? 0)))
            if n == 0 { return nil }
            let a = Int(min(Double(n - 1), max(0, number(active, path: e.path + ".active") ?? 0)))
            var p: Double?
            if let progress, let raw = number(progress, path: e.path + ".progress") { p = min(1, max(0, raw / 100)) }
            return arena.bar(bar(.segmented(count: n, active: a, progress: p), rider: rider, style: style,
                                 tinted: e.hasColor, riderPath: e.riderPath))
        case .fields:
            return fieldRows(style: style, path: e.path)
        case .placeholder(let label, let note):
            problem(note)
            return arena.text(TextRun(text: "[" + Sanitizer.visible(label) + "]",
                                      style: Style(fg: palette.warning, bg: style.bg), path: e.path, rtl: false),
                              lines: 1, align: nil)
        case .failure(let note):
            problem(note)
            return arena.text(TextRun(text: ascii ? "!" : "⚠", style: Style(fg: palette.warning, bg: style.bg, bold: true),
                                      path: e.path, rtl: false), lines: 1, align: nil)
        case .error(let message):
            problem(Problem(at: nil, message))
            return arena.text(TextRun(text: (ascii ? "! " : "⚠ ") + Sanitizer.visible(message),
                                      style: Style(fg: palette.warning, bg: style.bg, bold: true), path: e.path, rtl: false),
                              lines: 1, align: nil)
        }
    }

    /// The children that draw, pushed on the arena's `pending` (no array per stack).
    func resolve(_ children: [Element], inherited style: Style) {
        for c in children { if let n = resolve(c, inherited: style) { arena.pending.append(n) } }
    }

    /// Label/value rows for whatever the content state holds.
    func fieldRows(style: Style, path: String) -> LayoutNode? {
        var rows: [LayoutNode] = []
        func add(_ label: String, _ value: JSONValue) {
            if case .object(let o) = value, label.split(separator: ".").count < 3 {
                for e in o.entries { add(label + "." + e.key, e.value) }
                return
            }
            let text: String
            switch value {
            case .string(let s): text = s
            case .null: text = "nil"
            default: text = Value.from(value, type: nil).text
            }
            let labelRun = TextRun(text: Sanitizer.visible(label), style: Style(fg: palette.secondary, bg: style.bg),
                                   path: "\(path).\(label)", rtl: false)
            let clean = Sanitizer.visible(text)
            let valueRun = TextRun(text: clean, style: Style(fg: style.fg, bg: style.bg, bold: true),
                                   path: "\(path).\(label)")
            var row: [LayoutNode] = [arena.text(labelRun, lines: 1, align: nil), arena.spacer(min: 1),
                                     arena.text(valueRun, lines: 1, align: nil)]
            if rtl { row.reverse() }
            rows.append(arena.hstack(row, spacing: 0, align: nil))
        }
        for e in evaluator.content.entries { add(e.key, e.value) }
        return rows.isEmpty ? nil : arena.vstack(rows, spacing: 0, align: nil)
    }

    /// `tinted`: the element gives a colour (the ride's car in the colour the
    /// payload sends). The rider keeps it in every presentation, the lock
    /// screen included (observed on the phone); otherwise it is drawn in the
    /// card's primary colour.
    func bar(_ kind: Bar.Kind, rider: String?, style: Style, tinted: Bool = false, riderPath: @autoclosure () -> String) -> Bar {
        var ink = Style(fg: tinted ? style.fg : palette.primary, bg: style.bg, ink: .glyph)
        ink.ink.fromData = tinted && style.ink.fromData
        let riderRun = rider.flatMap { glyph($0, style: Style(fg: ink.fg, bg: style.bg), path: riderPath()) }
        return Bar(kind: kind,
                   empty: Style(fg: palette.progressEmpty, bg: style.bg, ink: .decoration),
                   active: Style(fg: palette.progressActive, bg: style.bg, bold: true, ink: .graphic),
                   completed: Style(fg: palette.progressCompleted, bg: style.bg, bold: true, ink: .graphic),
                   rider: riderRun, mask: ink, ascii: ascii, rtl: rtl)
    }

    func glyph(_ name: String, style: Style, path: String) -> TextRun? {
        if name.isEmpty { return nil }
        if let g = theme.glyph(name) {
            return TextRun(glyph: ascii ? g.ascii : g.emoji, width: ascii ? g.asciiWidth : g.emojiWidth,
                           cell: ascii ? g.asciiCell : g.emojiCell, style: style, path: path)
        }
        let text = Sanitizer.visible(name)
        if GlyphNames.looksLikeName(name) {
            problem(Problem(at: path, "\"\(text)\" is not a glyph of theme \(theme.name)\(Suggest.hint(name, in: theme.glyphNamesSorted)); drawn as the word"))
        }
        return TextRun(glyph: text, width: GraphemeWidth.of(text), style: style, path: path)
    }

    /// The text of a text, big text, glyph or symbol element: its constant,
    /// its one hole, or its template's parts evaluated.
    @inline(__always)
    func text(of e: Element) -> String {
        if let constant = e.constant { return constant }
        if e.soleHole != nil { return Sanitizer.visible(hole(e.soleHole!, format: e.soleFormat, path: e.path)) }
        return string(e.parts, path: e.path)
    }

    /// Evaluates a text template: failed holes show as a warning sign.
    func string(_ t: TextTemplate, path: @autoclosure () -> String) -> String { string(t.parts, path: path()) }

    /// The same for a template's parts (an element holds them apart).
    func string(_ parts: [TextTemplate.Part], path: @autoclosure () -> String) -> String {
        if parts.count == 1 {
            // One literal or one hole, most texts: no string built by appending.
            switch parts[0] {
            case .literal(let s): return Sanitizer.visible(s)
            case .hole(let e, let format): return Sanitizer.visible(hole(e, format: format, path: path()))
            }
        }
        var out = ""
        for part in parts {
            switch part {
            case .literal(let s): out += s
            case .hole(let e, let format): out += hole(e, format: format, path: path())
            }
        }
        return Sanitizer.visible(out)
    }

    /// One `{hole}` of a text template: a failed one shows as a warning sign.
    func hole(_ e: LasimTemplate.Expression, format: Format?, path: @autoclosure () -> String) -> String {
        let before = evaluator.errors.count
        let v = evaluator.evaluate(e)
        if evaluator.errors.count > before {
            problem(Problem(at: path(), "\(evaluator.errors.last!)"))
            return ascii ? "!" : "⚠"
        }
        if let format { return format.apply(v, now: now, timeZone: timeZone) }
        return v.intoText()
    }

    /// `path` is only built for a problem: paths are joined strings, and
    /// joining them for every number drawn was a measurable share of a render.
    func number(_ e: LasimTemplate.Expression, path: @autoclosure () -> String) -> Double? {
        let before = evaluator.errors.count
        let v = evaluator.evaluate(e)
        if evaluator.errors.count > before { problem(Problem(at: path(), "\(evaluator.errors.last!)")); return nil }
        if case .null = v { return nil }
        guard let n = v.number, n.isFinite else { problem(Problem(at: path(), "expected a number, got \(v.typeName)")); return nil }
        return n
    }

    /// A colour: a palette role, "#rrggbb", or a template yielding one.
    func colour(_ t: TextTemplate, path: @autoclosure () -> String) -> RGB? {
        let s: String
        if t.parts.count == 1, case .literal(let constant) = t.parts[0] { s = constant } else { s = string(t, path: path()) }
        if s.isEmpty { return nil }
        switch ColourSpec.literal(s) {
        case .role(let role)?: return palette[role]
        case .fixed(let rgb)?: return rgb
        default: break
        }
        problem(Problem(at: path(), "\"\(s)\" is not a colour (a role: \(Palette.roleNames.joined(separator: ", ")); or #rrggbb)"))
        return nil
    }
}
