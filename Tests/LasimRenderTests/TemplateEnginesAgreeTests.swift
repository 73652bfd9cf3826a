import LasimModel
import LasimText
@testable import LasimRender
@testable import LasimTemplate
import Testing

/// A built-in template is drawn by two layouts: the cells' (the terminal,
/// text and the pipeline) and SwiftUI's in points (SVG, HTML and PNG).
/// Whatever else differs between them (a proportional font cuts a text
/// the cells show whole), they must put the same texts on the same rows in
/// the same order, or the terminal and the picture tell a designer two
/// different things.
@Suite struct TemplateEnginesAgreeTests {
    static let catalog = TemplateCatalog.builtIn()

    /// Every sample of every built-in template, in every presentation of the phone.
    static let cases: [(template: String, sample: String, presentation: Presentation)] = catalog.templates.flatMap { t in
        t.samples.flatMap { s in [Presentation.lock, .expanded, .compact, .minimal].map { (t.name, s.name, $0) } }
    }

    /// The first word of each text, row by row, as the points place them
    /// (a row: texts whose middles are less than half a cell apart). Big
    /// digits are left out: the cells draw them as line art.
    static func pointRows(_ p: PointPresentation) -> [[String]] {
        var items: [(y: Double, x: Double, word: String)] = []
        for part in p.parts {
            part.view.walk { v in
                guard case .text(let t) = v.content, !v.hidden, t.font.size < 40,
                      let word = words(t.shown).first else { return }
                items.append((part.y + v.frame.y + v.frame.height / 2, part.x + v.frame.x, word))
            }
        }
        var rows: [(y: Double, items: [(x: Double, word: String)])] = []
        for i in items.sorted(by: { ($0.y, $0.x) < ($1.y, $1.x) }) {
            if let last = rows.last, i.y - last.y < 8 { rows[rows.count - 1].items.append((i.x, i.word)) }
            else { rows.append((i.y, [(i.x, i.word)])) }
        }
        return rows.map { $0.items.sorted { $0.x < $1.x }.map(\.word) }
    }

    /// The words with a letter or digit in them: glyphs and bars are drawn
    /// differently on purpose.
    static func words(_ s: String) -> [String] {
        s.split(separator: " ").map(String.init).filter { $0.contains { $0.isLetter || $0.isNumber } }
    }

    /// A word of the cells' and one of the points' the same: a cut one
    /// matches what it was cut from; the cells hold right-to-left words in
    /// the order they are seen, the points in the order they are written.
    static func same(_ cells: String, _ points: String) -> Bool {
        func stem(_ s: String) -> String { s.hasSuffix("…") ? String(s.dropLast()) : s }
        func matches(_ a: String, _ b: String) -> Bool {
            a == b || (a.hasSuffix("…") && b.hasPrefix(stem(a))) || (b.hasSuffix("…") && a.hasPrefix(stem(b)))
        }
        return matches(cells, points) || matches(String(cells.reversed()), points)
    }

    @Test("each row of texts in the points is a row in the cells, in the same order, for every built-in template's samples",
          arguments: cases.map { "\($0.template) \($0.sample) \($0.presentation.rawValue)" })
    func rowsAgree(_ name: String) throws {
        let parts = name.split(separator: " ").map(String.init)
        let t = try #require(Self.catalog.template(named: parts[0]))
        let s = try #require(t.samples.first { $0.name == parts[1] })
        let presentation = try #require(Presentation(rawValue: parts[2]))
        let r = Renderer(catalog: Self.catalog, options: RenderOptions(timeZone: Zone.utc))
        let snap = Snapshot(sample: s, template: t)
        let grid = r.render(presentation, snap, now: s.now).grid
        let cellRows = (0..<grid.height).map { Self.words(grid.text(row: $0)) }.filter { !$0.isEmpty }
        let points = try #require(r.pointLayout(presentation, snap, now: s.now))
        let pointRows = Self.pointRows(points)
        #expect(cellRows.count == pointRows.count, "cells \(cellRows), points \(pointRows)")
        for (cells, firsts) in zip(cellRows, pointRows) {
            // The points' first words appear on the cells' row, in order.
            var at = cells.startIndex
            for w in firsts {
                guard let found = cells[at...].firstIndex(where: { Self.same($0, w) }) else {
                    Issue.record("\(w) not on the cells' row \(cells) (points \(pointRows))"); break
                }
                at = found + 1
            }
        }
    }
}
