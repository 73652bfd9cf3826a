import Foundation
import LasimModel
import LasimText
@testable import LasimRender
@testable import LasimTemplate
import Testing

/// A YAML template's slots as views, for the true-size backends: the same
/// resolved nodes the cells draw, said in SwiftUI's vocabulary.
@Suite struct TemplateViewsTests {
    static let catalog = TemplateCatalog.builtIn()
    static let utc = Zone.utc

    /// A sample's snapshot and its instant.
    static func sample(_ template: String, _ name: String) throws -> (snap: Snapshot, now: Double) {
        let t = try #require(catalog.template(named: template))
        let s = try #require(t.samples.first { $0.name == name })
        return (Snapshot(sample: s, template: t), s.now)
    }

    static func renderer(_ appearance: Appearance = .light) -> Renderer {
        Renderer(catalog: catalog, options: RenderOptions(appearance: appearance, timeZone: utc))
    }

    /// A slot's view, as `pointLayout` asks for it.
    static func node(_ slot: Slot, _ sample: (snap: Snapshot, now: Double), renderer r: Renderer = renderer()) throws -> ViewNode {
        let (snap, now) = sample
        let t = r.program(for: snap, now: now)
        let scope = r.scope(r.evaluator(for: snap, t, now: now), now: now)
        let palette = slot == .lock ? r.cardPalette(t, scope: scope) : r.islandPalette
        return try #require(r.pointNode(slot, t, palette: palette, scope: scope))
    }

    /// A context to resolve bars in, on the light lock card.
    static func context() throws -> RenderContext {
        let r = renderer(), (snap, now) = try sample("order", "in-transit")
        let t = r.program(for: snap, now: now)
        return r.context(r.scope(r.evaluator(for: snap, t, now: now), now: now), palette: r.lockPalette, slot: "lock")
    }

    static func colour(_ rgb: RGB?) -> ViewModifier { .foreground(ViewColor(rgb!)) }

    @Test("A template's text is body: at a larger text size (--text-size) the true-size layout draws it at body's size there")
    func templateTextFollowsTextSize() throws {
        let (snap, now) = try Self.sample("order", "in-transit")
        func sizes(_ size: DynamicTypeSize) throws -> Set<Double> {
            let r = Renderer(catalog: Self.catalog, options: RenderOptions(timeZone: Self.utc, textSize: size))
            let lock = try #require(r.pointLayout(.lock, snap, now: now))
            var out = Set<Double>()
            for part in lock.parts { part.view.walk { v in if case .text(let t) = v.content { out.insert(t.font.size) } } }
            return out
        }
        #expect(try sizes(.large) == [17])
        #expect(try sizes(.accessibility1) == [28])
    }

    @Test("order's lock slot: a padded column of a row (glyph, bold headline, spacer, accent time), the secondary line and the bar")
    func orderLock() throws {
        let r = Self.renderer()
        let root = try Self.node(.lock, try Self.sample("order", "in-transit"), renderer: r)
        let palette = r.lockPalette
        #expect(root.kind == .vstack(alignment: "leading", spacing: 0))
        #expect(root.modifiers.last == .padding(edges: "all", amount: nil))
        #expect(root.children.count == 3)
        let row = root.children[0]
        #expect(row.kind == .hstack(alignment: "top", spacing: 0))
        #expect(row.children.map(\.kind) == [
            .text(TextTemplate(parts: [.literal("🛵")], source: "🛵")),
            .text(TextTemplate(parts: [.literal(" On the way")], source: " On the way")),
            .spacer(minLength: 8),
            .text(TextTemplate(parts: [.literal("22:23")], source: "22:23")),
        ])
        let font = ViewModifier.font(size: 17, weight: nil, design: nil, style: "body")
        #expect(row.children[1].modifiers == [font, .bold(true), .lineLimit(1)])
        #expect(row.children[3].modifiers == [font, .bold(true), Self.colour(palette.accent), .lineLimit(1)])
        let line = root.children[1]
        #expect(line.texts == ["Order #17 · contactless · 10 min left"])
        #expect(line.modifiers == [font, Self.colour(palette.secondary), .lineLimit(1)])
        // The bar: six segments a cell apart, a row high, the rider over it.
        let bar = root.children[2]
        #expect(bar.kind == .hstack(alignment: nil, spacing: 8))
        #expect(bar.children.count == 6 && bar.children.allSatisfy { if case .progress = $0.kind { return true }; return false })
        #expect(bar.modifiers.contains(.frame(width: nil, height: 20.4, maxWidth: nil, alignment: nil)))
        #expect(bar.modifiers.contains { if case .overlay(let v) = $0 { return v.texts == ["🛵"] }; return false })
    }

    /// The segments' fractions and colours, and the rider layer's alignment.
    static func parts(_ node: ViewNode) -> (fractions: [Double], tints: [ViewModifier], rider: String?) {
        var rider: String?
        for case .overlay(let v) in node.modifiers {
            for case .frame(_, _, _, _, _, _, let a) in v.modifiers { rider = a }
        }
        let kids = node.children.isEmpty ? [node] : node.children
        return (kids.compactMap { if case .progress(let v, _) = $0.kind { return v }; return nil },
                kids.compactMap { $0.modifiers.first }, rider)
    }

    @Test("segmented: completed up to the active segment, the active one in its colour, empty after; no rider without progress")
    func segmentedStates() throws {
        let ctx = try Self.context()
        let b = ctx.bar(.segmented(count: 4, active: 2, progress: nil), rider: "rider", style: ctx.baseStyle, riderPath: "bar")
        let p = Self.parts(ctx.bar(b))
        #expect(p.fractions == [1, 1, 1, 0])
        let completed = Self.colour(ctx.palette.progressCompleted), active = Self.colour(ctx.palette.progressActive)
        #expect(Array(p.tints.prefix(3)) == [completed, completed, active])
        #expect(p.rider == nil)
    }

    @Test("segmented with a delivery progress: every segment filled by it in turn, the rider's trailing edge at the same fraction")
    func segmentedProgress() throws {
        let ctx = try Self.context()
        let b = ctx.bar(.segmented(count: 4, active: 0, progress: 0.55), rider: "rider", style: ctx.baseStyle, riderPath: "bar")
        let node = ctx.bar(b)
        let p = Self.parts(node)
        #expect(p.fractions.map { ($0 * 100).rounded() / 100 } == [1, 1, 0.2, 0])
        #expect(p.rider == "trailing@0.55")
        // Laid out 200 pt wide: the rider ends at 110 pt; at 0 and 1 it stays on the bar.
        func riderFrame(_ fraction: Double) throws -> PointRect {
            let b = ctx.bar(.segmented(count: 4, active: 0, progress: fraction), rider: "rider", style: ctx.baseStyle, riderPath: "bar")
            let laid = SwiftUILayout.layout(ctx.bar(b), proposal: ProposedSize(width: 200, height: nil))
            var found: PointRect?
            laid.walk { v in if case .text(let t) = v.content, t.text == "🛵" { found = v.frame } }
            return try #require(found)
        }
        #expect(abs(try riderFrame(0.55).maxX - 110) < 0.001)
        #expect(try riderFrame(0).x == 0)
        #expect(abs(try riderFrame(1).maxX - 200) < 0.001)
    }

    @Test("a plain bar: one ProgressView in the completed colour, the rider in the element's colour on the card")
    func plainBar() throws {
        let r = Self.renderer()
        let root = try Self.node(.lock, try Self.sample("ride", "on-ride"), renderer: r)
        let row = try #require(root.children.last)
        let bar = try #require(row.children.first { $0.modifiers.contains { if case .overlay = $0 { return true }; return false } })
        #expect(bar.kind == .progress(value: 0.55, total: 1))
        #expect(bar.modifiers.first == Self.colour(r.lockPalette.progressCompleted))
        let layer = try #require(bar.modifiers.compactMap { m -> ViewNode? in if case .overlay(let v) = m { return v }; return nil }.first)
        #expect(layer.modifiers.contains(Self.colour(RGB(0xD4, 0xAF, 0x37))))
        #expect(layer.modifiers.contains(.background(.color(ViewColor(r.lockPalette.background!)))))
    }

    @Test("right to left, the bar is drawn mirrored and its rider's leading edge sits at the mirrored fraction")
    func rightToLeftBar() throws {
        let r = Self.renderer()
        let sample = try Self.sample("ride", "arabic")
        let root = try Self.node(.lock, sample, renderer: r)
        let row = try #require(root.children.last)
        let bar = try #require(row.children.first { if case .progress = $0.kind { return true }; return false })
        #expect(bar.modifiers.contains(.other("mirrored")))
        let rider = try #require(bar.modifiers.compactMap { m -> ViewNode? in if case .overlay(let v) = m { return v }; return nil }.first)
        #expect(rider.modifiers.contains { if case .frame(_, _, _, _, _, _, let a) = $0 { return a?.hasPrefix("leading@0.6") == true }; return false })
        let svg = PointSVG.svg([try #require(r.pointLayout(.lock, sample.snap, now: sample.now))])
        #expect(svg.contains("<g transform=\"matrix(-1 0 0 1 "))
    }

    @Test("body is the text style whose average advance is the cells' 8 pt, over the built-in templates' texts")
    func textStyle() throws {
        var texts: [String] = []
        for t in Self.catalog.templates {
            for s in t.samples { texts += try Self.node(.lock, (Snapshot(sample: s, template: t), s.now)).texts }
        }
        let cells = texts.map { GraphemeWidth.of($0) }.reduce(0, +)
        func advance(_ f: SwiftUIFont) -> Double { texts.map { GlyphAdvances.width($0, f) }.reduce(0, +) / Double(cells) }
        let best = SwiftUIFont.textStyleSizes.keys.sorted().min { a, b in
            abs(advance(SwiftUIFont.textStyle(a)!) - 8) < abs(advance(SwiftUIFont.textStyle(b)!) - 8)
        }
        #expect(best == "body", "\(SwiftUIFont.textStyleSizes.keys.sorted().map { "\($0) \(advance(SwiftUIFont.textStyle($0)!))" })")
        #expect(RenderContext.textFont == SwiftUIFont.textStyle("body"))
    }

    @Test("every presentation a template fills has a point layout; the lock card is the phone's width")
    func everyPresentation() throws {
        let r = Self.renderer(.dark)
        for t in Self.catalog.templates {
            let snap = Snapshot(sample: t.samples[0], template: t)
            for p in [Presentation.lock, .compact, .expanded, .minimal] {
                let laid = try #require(r.pointLayout(p, snap, now: t.samples[0].now), "\(t.name) \(p)")
                #expect(!laid.parts.isEmpty)
                if p == .lock { #expect(laid.width == 371 && laid.cornerRadius == 22) }
            }
        }
    }

    @Test("golden: ride on its way, every presentation at its size in points, the car on the line")
    func rideGolden() throws {
        let r = Self.renderer()
        let (snap, now) = try Self.sample("ride", "on-ride")
        let all = try [Presentation.lock, .compact, .expanded, .minimal].map { try #require(r.pointLayout($0, snap, now: now)) }
        let svg = PointSVG.svg(all)
        #expect(svg.contains(">▟█▙</tspan>"))
        Snapshots.check("points-ride-on-ride", svg)
    }
}
