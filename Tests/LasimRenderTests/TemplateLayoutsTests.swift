import Foundation
import LasimModel
import LasimText
@testable import LasimRender
@testable import LasimTemplate
import Testing

/// A built-in template's slots drawn in cells by the two layouts
/// (`TemplateLayout`): the cells' own and SwiftUI's in points, the one that
/// draws apps' own views. Every sample in every presentation is compared
/// cell by cell, text and styles, as the golden snapshots compare them;
/// the cards that still differ are listed here with why, so that a new
/// difference fails. `LASIM_COMPARE_DIR=dir` writes each differing card
/// side by side there, and a summary of the kinds.
@Suite struct TemplateLayoutsTests {
    static let catalog = TemplateCatalog.builtIn()

    /// What differs in one card: its size, a bar's cells, other text, styles.
    enum Kind: String, CaseIterable { case size, bar, text, style }

    static func draw(_ p: Presentation, _ t: Template, _ s: Sample, layout: TemplateLayout) -> GoldenCard {
        let r = Renderer(catalog: catalog, options: RenderOptions(timeZone: Zone.utc, templateLayout: layout))
        return GoldenCard(key: "\(t.name) \(s.name) \(p.rawValue)", grid: r.render(p, Snapshot(sample: s, template: t), now: s.now).grid)
    }

    static let barGlyphs: Set<Character> = ["━", "═", "─", "=", "#", "-"]

    /// How `points` differs from `cells`, by kind, or nothing.
    static func kinds(_ cells: GoldenCard, _ points: GoldenCard) -> [Kind] {
        var out: Set<Kind> = cells.width != points.width || cells.height != points.height ? [.size] : []
        // Where both have cells: a card a row taller differs there by its size only.
        for c in CardDiff.changes(cells, points) where !(c.expected + c.actual).contains("\u{0}") && c.expected != "(none)" && c.actual != "(none)" {
            switch c.kind {
            case .style: out.insert(.style)
            case .text:
                out.insert(c.expected.contains(where: barGlyphs.contains) || c.actual.contains(where: barGlyphs.contains) ? .bar : .text)
            }
        }
        return Kind.allCases.filter(out.contains)
    }

    /// Every card of every built-in sample that the two layouts draw differently.
    static func differences(writingTo dir: String? = nil) -> [String: [Kind]] {
        var out: [String: [Kind]] = [:]
        for t in catalog.templates {
            for s in t.samples {
                for p in Presentation.allCases {
                    let cells = draw(p, t, s, layout: .cells), points = draw(p, t, s, layout: .points)
                    let k = kinds(cells, points)
                    guard !k.isEmpty else { continue }
                    out[cells.key] = k
                    if let dir {
                        let text = CardDiff.sideBySide(cells, points, titles: ("cells", "points")) + "\n"
                            + CardDiff.report(cells, points).joined(separator: "\n") + "\n"
                        try? text.write(toFile: dir + "/" + cells.key.replacingOccurrences(of: " ", with: "_") + ".txt",
                                        atomically: true, encoding: .utf8)
                    }
                }
            }
        }
        return out
    }

    /// The cards the layouts still draw differently, and how. Both now
    /// give the lock card no least height (an app's card is as tall as its
    /// content), put the expanded center region in the middle of the island
    /// (`Renderer.centringRoom`) and its bottom region's content in the
    /// middle too (an odd column of room on the left, the 393 pt island's
    /// middle being right of its 46 cells'), mirror a right-to-left
    /// template's regions, centre a right-to-left compact side's content,
    /// and draw a compact side in the cells its characters take (in points
    /// it is laid out at its width on the phone, as an app's side is: "ARS
    /// 2" is 53 pt in bold body, which at the cells' 8 pt took a seventh
    /// cell). What is left is the points' text widths, which the cells do
    /// not measure: what the phone cuts, the points cut as it does
    /// ("generic:ride-…" at the widest side's 122.8 pt, a character sooner
    /// than the cells' 15 columns, so the side is a cell narrower); a glyph
    /// beside a text is the seed's 40 pt rider in points (38.5 pt), three
    /// cells in the cells, so ride's leading region is over a third of the
    /// island in points and its center text sits between the sides, not in
    /// the middle ("On the way", "Driver is waiting"), or is cut ("Driver
    /// arrives in 4…", and the Arabic sample's "…6…" since bold is SF Pro's
    /// 5.6% wider, not 4%); and, in the searching card, the styles of two
    /// blank cells only: the space an empty plate leaves is bold in the
    /// cells and plain room in the points (which say spaces as room), and
    /// the space after the empty driver line's " · " is secondary in the
    /// cells, while the points' line ends at the "·" (as the true size
    /// draws it).
    /// And ride's track: an emoji is wider than the cells' two columns in
    /// points (`GlyphAdvances.emojiEm`, 21.8 pt at 17 pt, the phone's), so
    /// the points put a blank cell between its 📍 and its line, and before
    /// its 🏁, where the cells join them.
    static let known: [String: [Kind]] = [
        "generic ride-status compact": [.size, .text, .style],
        "generic ride-status menu-bar": [.size, .text, .style],
        "ride arabic expanded": [.bar, .text, .style],
        "ride arabic lock": [.bar, .style],
        "ride arriving expanded": [.bar, .text, .style],
        "ride arriving lock": [.bar, .style],
        "ride long-names expanded": [.bar, .text, .style],
        "ride long-names lock": [.bar, .style],
        "ride on-ride expanded": [.bar, .text, .style],
        "ride on-ride lock": [.bar, .style],
        "ride searching expanded": [.bar, .style],
        "ride waiting expanded": [.bar, .text, .style],
        "ride waiting lock": [.bar, .style],
    ]

    @Test("the two layouts draw every built-in sample alike, but for the differences listed")
    func layoutsAgree() throws {
        let dir = ProcessInfo.processInfo.environment["LASIM_COMPARE_DIR"]
        if let dir { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) }
        let found = Self.differences(writingTo: dir)
        if let dir {
            let cards = Self.catalog.templates.reduce(0) { $0 + $1.samples.count } * Presentation.allCases.count
            var summary = ["\(found.count) of \(cards) cards differ"]
            for k in Kind.allCases { summary.append("\(k.rawValue): \(found.values.filter { $0.contains(k) }.count)") }
            for p in Presentation.allCases {
                summary.append("\(p.rawValue): \(found.keys.filter { $0.hasSuffix(" " + p.rawValue) }.count)")
            }
            summary += found.keys.sorted().map { "\($0): \(found[$0]!.map(\.rawValue).joined(separator: ","))" }
            try (summary.joined(separator: "\n") + "\n").write(toFile: dir + "/summary.txt", atomically: true, encoding: .utf8)
        }
        for key in Set(found.keys).union(Self.known.keys).sorted() where found[key] != Self.known[key] {
            Issue.record("\(key): \(found[key]?.map(\.rawValue) ?? ["alike"]), listed \(Self.known[key]?.map(\.rawValue) ?? ["alike"])")
        }
    }

    @Test("in points, a template's segmented bar and its big digits are drawn by the cells' own rules")
    func cellLeaves() throws {
        let order = try #require(Self.catalog.template(named: "order"))
        let cooking = try #require(order.samples.first { $0.name == "cooking" })
        let cells = Self.draw(.lock, order, cooking, layout: .cells), points = Self.draw(.lock, order, cooking, layout: .points)
        let bar = try #require(cells.rows.first { $0.contains("═") })
        #expect(points.rows.contains(bar))
        let sport = try #require(Self.catalog.template(named: "sport"))
        let fullTime = try #require(sport.samples.first { $0.name == "full-time" })
        let digits = Self.draw(.expanded, sport, fullTime, layout: .points).rows
        #expect(digits.contains { $0.contains("┏━┓     ┏━┓") } && digits.contains { $0.contains("┏━┛ ╺━╸ ┏━┛") })
    }
}
