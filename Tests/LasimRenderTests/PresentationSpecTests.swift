import LasimModel
@testable import LasimRender
import LasimSnapshotTesting
@testable import LasimTemplate
import Testing

/// What the gallery, the surfaces view and an app's coverage report read
/// from `Presentation.spec`.
@Suite struct PresentationSpecTests {
    static let catalog = TemplateCatalog.builtIn()

    func gallery(_ device: Device) throws -> [Presentation] {
        let t = try #require(Self.catalog.template(named: "order"))
        let s = Snapshot(sample: t.samples[0], template: t)
        let views = Views(renderer: Renderer(catalog: Self.catalog, options: RenderOptions(device: device, timeZone: .utc)))
        return views.gallery(s, now: t.samples[0].now, width: 200).presentations.map(\.presentation)
    }

    @Test("the gallery: the wide ones, then the narrow ones; a phone without an island shows none of it")
    func galleryColumns() throws {
        #expect(try gallery(.pro) == [.lock, .expanded, .carPlay, .compact, .minimal, .small, .menuBar])
        #expect(try gallery(.se) == [.lock, .carPlay, .small, .menuBar])
    }

    /// docs/templates.md's "Every surface" table is `surfacesMarkdownTable`;
    /// LASIM_RECORD=1 writes it there.
    @Test func docsCarryTheSurfaceTable() throws {
        let current = try assertDocSection(Presentation.surfacesMarkdownTable, marker: "surfaces", in: "docs/templates.md",
                                           suite: "PresentationSpecTests")
        for p in Presentation.elsewhere { #expect(current.contains("| `\(p.rawValue)` |"), "\(p.rawValue)") }
    }

    @Test("the surface table's cells are the grid drawn, and its menu bar the island's compact sides")
    func surfaceTableCellsAreDrawn() throws {
        let t = try #require(Self.catalog.template(named: "order"))
        let s = Snapshot(sample: t.samples[0], template: t)
        let renderer = Renderer(catalog: Self.catalog, options: RenderOptions(device: .pro, timeZone: .utc))
        for p in [Presentation.small, .carPlay] {
            let grid = renderer.render(p, s, now: t.samples[0].now).grid
            #expect(p.spec.drawing.surfaceSizeWords?.cells == "\(grid.width) x \(grid.height)", "\(p.rawValue)")
        }
        #expect(Presentation.small.spec.drawing.surfaceSizeWords?.points.hasPrefix("184 x 80.5 (45 mm; 40 mm 152 x 69.5,") == true)
        #expect(Presentation.menuBar.spec.drawing.surfaceSizeWords?.cells.hasPrefix("6 + 1 + 6 x 2,") == true)
        #expect(Presentation.lock.spec.drawing.surfaceSizeWords == nil)
    }

    /// The drawing read from its own table is the row's.
    @Test func drawingIsTheRows() {
        for p in Presentation.allCases { #expect(p.drawing == p.spec.drawing, "\(p)") }
    }

    @Test func phoneAndElsewhere() {
        #expect(Presentation.phone == [.lock, .compact, .minimal, .expanded])
        #expect(Presentation.elsewhere == [.small, .carPlay, .menuBar])
    }

    @Test("every slot is drawn somewhere, and an app's views are reported under the presentation that first draws them")
    func slotsAndReports() {
        #expect(Set(Presentation.allCases.flatMap(\.slots)) == Set(Slot.allCases))
        let reported = Slot.allCases.map { "\($0.rawValue)=\(Presentation.reporting($0).rawValue)" }
        #expect(reported == ["lock=lock", "compact-leading=compact", "compact-trailing=compact", "minimal=minimal",
                             "expanded.leading=expanded", "expanded.trailing=expanded", "expanded.center=expanded",
                             "expanded.bottom=expanded", "small=small"])
    }

    @Test("a small-family surface is drawn at its size and labelled with it")
    func smallFamilySizes() throws {
        let t = try #require(Self.catalog.template(named: "order"))
        let s = Snapshot(sample: t.samples[0], template: t)
        let renderer = Renderer(catalog: Self.catalog, options: RenderOptions(timeZone: .utc))
        for p in Presentation.allCases {
            guard case .smallFamily(let size) = p.spec.drawing else { continue }
            let r = renderer.render(p, s, now: t.samples[0].now)
            #expect(r.grid.width == Int(size.widthPt / 8) && r.sizeLabel.hasPrefix(size.label), "\(p): \(r.sizeLabel)")
        }
    }

    @Test("a compact side grows until the island is the lock card's width: one rule, in cells and in points")
    func widestCompactSide() {
        #expect(Device.pro.widestCompactWidth == 15 && Device.proMax.widestCompactWidth == 17)
        #expect(abs(Device.pro.widestCompactWidthPt - (371 - (230 - 2 * 52.33)) / 2) < 1e-9)
        // A side already wider than that stays as it is.
        #expect(Device.widestCompact(side: 100, island: 230, lock: 200) == 100)
    }
}

@Suite struct PresentationRowOrderTests {
    @Test("Each presentation reads its own row of the table (the table follows allCases)")
    func eachCaseReadsItsOwnRow() {
        let titles = Presentation.allCases.map(\.spec.title)
        #expect(titles == ["Lock screen", "Compact", "Minimal", "Expanded", "Small · Apple Watch Smart Stack", "Small · CarPlay", "Mac menu bar"])
        #expect(Presentation.carPlay.spec.drawing == .smallFamily(.carPlay))
        #expect(Presentation.menuBar.slots == [.compactLeading, .compactTrailing])
    }
}
