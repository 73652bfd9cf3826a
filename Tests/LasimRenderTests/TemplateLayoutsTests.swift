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
    /// middle too, mirror a right-to-left template's regions, and centre a
    /// right-to-left compact side's content. What is left is the points'
    /// text widths, which the cells do not measure: a compact side is as
    /// wide as its text's points ask, a cell wider than the cells' where
    /// they are wider than its characters (generic's "generic:race",
    /// sport's "ARS 0"), and cut a character sooner ("generic:ride-…"); a
    /// glyph beside a text keeps a cell apart in points and a long center
    /// text is cut in points ("Driver arrives in 4…", ride; the Arabic
    /// sample's "Driver arrives in 6…" since bold is SF Pro's 5.6% wider,
    /// not 4%); a centred text
    /// lands a column right in points where its points are wider than its
    /// characters (grocery's "Delivered";
    /// sport's bottom "Full time", the odd column of room on its right in
    /// the cells, its left in the points).
    static let known: [String: [Kind]] = [
        "generic race compact": [.size, .text, .style],
        "generic race menu-bar": [.size, .text, .style],
        "generic ride-status compact": [.text, .style],
        "generic ride-status menu-bar": [.text, .style],
        "grocery delivered expanded": [.text],
        "ride arabic expanded": [.text, .style],
        "ride arriving expanded": [.text, .style],
        "ride long-names expanded": [.text, .style],
        "ride on-ride expanded": [.text, .style],
        "ride searching expanded": [.style],
        "ride waiting expanded": [.text, .style],
        "sport full-time compact": [.size, .text, .style],
        "sport full-time expanded": [.text, .style],
        "sport full-time menu-bar": [.size, .text, .style],
        "sport kick-off compact": [.size, .text, .style],
        "sport kick-off expanded": [.text, .style],
        "sport kick-off menu-bar": [.size, .text, .style],
        "sport second-half compact": [.size, .text, .style],
        "sport second-half menu-bar": [.size, .text, .style],
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
