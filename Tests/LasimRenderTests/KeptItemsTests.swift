import LasimModel
import LasimText
@testable import LasimRender
@testable import LasimTemplate
import Testing

/// Templates laid out in points keep their layout items between one
/// payload of an activity and the next (`KeptItems`): what they draw is
/// what a fresh layout draws, payload after payload.
@Suite struct KeptItemsTests {
    static let catalog = TemplateCatalog.builtIn()

    /// Every presentation of `s` as one activity's next payload, drawn
    /// with the workspace's kept items, and fresh.
    static func drawn(_ r: Renderer, _ t: Template, _ s: Sample, workspace: RenderWorkspace?) -> [(String, Grid, [Truncation])] {
        var snap = Snapshot(sample: s, template: t)
        // One activity whatever the sample: its slots find the last sample's items.
        snap.id = "kept"
        return r.renderAll(snap, now: s.now, presentations: Presentation.allCases, workspace: workspace)
            .map { ("\(t.name) \(s.name) \($0.presentation.rawValue)", $0.grid, $0.truncations) }
    }

    @Test("each built-in template's samples one after another, then back: the kept layout draws what a fresh one draws",
          arguments: catalog.templates.map(\.name))
    func keptLayoutDrawsAsFresh(_ name: String) throws {
        let t = try #require(Self.catalog.template(named: name))
        let r = Renderer(catalog: Self.catalog, options: RenderOptions(timeZone: Zone.utc, templateLayout: .points))
        let workspace = RenderWorkspace()
        // Forward and back: texts, bars and conditionals change both ways
        // (order: a segmented bar to a rider's, a headline, rows shown and hidden).
        for s in t.samples + t.samples.reversed() {
            let kept = Self.drawn(r, t, s, workspace: workspace), fresh = Self.drawn(r, t, s, workspace: nil)
            for (k, f) in zip(kept, fresh) {
                // Compared first: the expectation would print both grids cell by cell.
                let sameCells = k.1 == f.1, sameTruncations = k.2 == f.2
                #expect(sameCells, "\(f.0): the kept layout drew\n\(k.1.lines.joined(separator: "\n"))\nfresh:\n\(f.1.lines.joined(separator: "\n"))")
                #expect(sameTruncations, "\(f.0): truncations")
            }
        }
    }

    @Test("a payload said again as views keeps the last payload's nodes where nothing changed, and only there")
    func unchangedViewsAreTheSameNodes() throws {
        let t = try #require(Self.catalog.templates.first { $0.samples.count > 1 })
        let r = Renderer(catalog: Self.catalog, options: RenderOptions(timeZone: Zone.utc, templateLayout: .points))
        let workspace = RenderWorkspace()
        func views() -> [String: ViewNode] { workspace.kept.slots("kept").views }
        _ = Self.drawn(r, t, t.samples[0], workspace: workspace)
        let first = views()
        #expect(!first.isEmpty)
        // The same payload again: every slot's tree is the one kept, by identity.
        _ = Self.drawn(r, t, t.samples[0], workspace: workspace)
        for (slot, node) in views() { #expect(node === first[slot], "\(t.name) \(slot): made anew") }
        // Another payload: a slot whose views changed is a new tree that
        // holds the old one's unchanged parts (its labels, its layout).
        _ = Self.drawn(r, t, t.samples[1], workspace: workspace)
        func nodes(_ n: ViewNode?) -> Set<ObjectIdentifier> {
            var out = Set<ObjectIdentifier>()
            n?.walk { out.insert(ObjectIdentifier($0)) }
            return out
        }
        let changed = views().filter { $0.value !== first[$0.key] }
        #expect(!changed.isEmpty)
        #expect(changed.contains { !nodes($0.value).isDisjoint(with: nodes(first[$0.key])) }, "\(t.name): nothing kept")
    }
}
