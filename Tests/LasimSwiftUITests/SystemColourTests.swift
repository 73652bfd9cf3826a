import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// The colours an app gives to what the system draws around its views:
/// `DynamicIsland.keylineTint` (the island's outline, seen where the screen
/// behind it is black) and `.activitySystemActionForegroundColor` (the ✕ of the dismiss
/// button beside a card swiped left).
@Suite struct SystemColourTests {
    static let now = 1_700_000_000.0

    static func source(keyline: String = "", action: String = "", tint: String = "") -> String {
        """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        struct W: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: A.self) { context in
                    Text("lock").padding()\(tint)\(action)
                } dynamicIsland: { _ in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text("c") }
                    } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("m") }
                    \(keyline)
                }
            }
        }
        """
    }

    static func renderer(_ source: String, appearance: Appearance) throws -> (Renderer, Snapshot) {
        let a = try #require(Fixture.activities(source: source).first)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let renderer = Renderer(catalog: catalog, options: RenderOptions(appearance: appearance))
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(#"{"n": 1}"#), now: now, state: .active)
        return (renderer, Snapshot(sample: sample, template: a.template))
    }

    @Test("keylineTint: the island's three presentations outlined in the tint on a black screen (sleep), true size and cells; none on the card")
    func keyline() throws {
        let (dark, snap) = try Self.renderer(Self.source(keyline: ".keylineTint(Color(red: 1, green: 0, blue: 0))"), appearance: .sleep)
        for p in [Presentation.compact, .minimal, .expanded] {
            let laid = try #require(dark.pointLayout(p, snap, now: Self.now))
            #expect(laid.keyline == RGB(255, 0, 0))
            let svg = PointSVG.svg([laid])
            #expect(svg.contains("fill=\"none\" stroke=\"#ff0000\" stroke-width=\"1\""))
            #expect(dark.render(p, snap, now: Self.now).keyline == RGB(255, 0, 0))
        }
        #expect(dark.pointLayout(.lock, snap, now: Self.now)?.keyline == nil)
        #expect(dark.render(.lock, snap, now: Self.now).keyline == nil)
        // The terminal: the island's box in the tint, where the theme's keyline was.
        let views = Views(renderer: dark)
        let island = views.island([snap], now: Self.now, expanded: false).grid
        let corner = (0..<island.height).lazy.flatMap { y in (0..<island.width).lazy.map { (x: $0, y: y) } }
            .first { island[$0.x, $0.y].grapheme == "╭" }
        let c = try #require(corner)
        #expect(island[c.x, c.y].style.fg == RGB(255, 0, 0))

        let (light, lightSnap) = try Self.renderer(Self.source(keyline: ".keylineTint(.red)"), appearance: .light)
        #expect(light.pointLayout(.compact, lightSnap, now: Self.now)?.keyline == nil)
        #expect(light.render(.compact, lightSnap, now: Self.now).keyline == nil)
        for standby in [Appearance.standby, .standbyNight] {
            let (r, s) = try Self.renderer(Self.source(keyline: ".keylineTint(.red)"), appearance: standby)
            #expect(r.render(.compact, s, now: Self.now).keyline != nil, "\(standby)")
        }
        let (untinted, plain) = try Self.renderer(Self.source(), appearance: .sleep)
        #expect(untinted.pointLayout(.compact, plain, now: Self.now)?.keyline == nil)
    }

    /// The dark appearance's island sits over the wallpaper, which phone
    /// shots show untinted even as dark as navy (#0D2656): LiveStage's blue
    /// and flutterbyte's red keylines are not drawn. lasim drew them.
    @Test("keylineTint in the dark appearance: no keyline, as on the phone over its wallpaper; the island's box in the theme's colour")
    func noKeylineInDarkAppearance() throws {
        let (dark, snap) = try Self.renderer(Self.source(keyline: ".keylineTint(.blue)"), appearance: .dark)
        for p in [Presentation.compact, .minimal, .expanded] {
            #expect(try #require(dark.pointLayout(p, snap, now: Self.now)).keyline == nil, "\(p)")
            #expect(dark.render(p, snap, now: Self.now).keyline == nil, "\(p)")
        }
        #expect(!PointSVG.svg([try #require(dark.pointLayout(.compact, snap, now: Self.now))]).contains("stroke-width=\"1\""))
    }

    @Test("a translucent keyline tint is its mix over the island's black")
    func translucentKeyline() throws {
        let (dark, snap) = try Self.renderer(Self.source(keyline: ".keylineTint(Color.white.opacity(0.5))"), appearance: .sleep)
        #expect(dark.render(.minimal, snap, now: Self.now).keyline == RGB(0x80, 0x80, 0x80))
    }

    @Test("activitySystemActionForegroundColor: an ✕ that would not read on the card's background is reported on the lock card; one that reads is not")
    func dismissButton() throws {
        let (r, snap) = try Self.renderer(Self.source(action: ".activitySystemActionForegroundColor(.white)",
                                                      tint: ".activityBackgroundTint(Color(red: 0.95, green: 0.95, blue: 0.95))"),
                                          appearance: .light)
        let problems = r.render(.lock, snap, now: Self.now).problems.map(\.description)
        #expect(problems.contains { $0.contains("dismiss button") && $0.contains("#ffffff") && $0.contains("under 3:1") })
        #expect(!r.render(.compact, snap, now: Self.now).problems.contains { $0.description.contains("dismiss button") })
        let (ok, okSnap) = try Self.renderer(Self.source(action: ".activitySystemActionForegroundColor(.white)",
                                                         tint: ".activityBackgroundTint(.black)"), appearance: .light)
        #expect(!ok.render(.lock, okSnap, now: Self.now).problems.contains { $0.description.contains("dismiss button") })
        // A card the wallpaper shows through: what the ✕ is on is not known, nothing is reported.
        for tint in [".activityBackgroundTint(.clear)", ".activityBackgroundTint(Color.white.opacity(0.4))"] {
            let (clear, clearSnap) = try Self.renderer(Self.source(action: ".activitySystemActionForegroundColor(.white)", tint: tint), appearance: .light)
            #expect(!clear.render(.lock, clearSnap, now: Self.now).problems.contains { $0.description.contains("dismiss button") })
        }
    }
}
