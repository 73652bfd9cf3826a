import LasimModel
import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// `.activityBackgroundTint`: the app's own card colour, drawn as a theme's
/// custom background is (sleep keeps it on iOS 16, drops it on iOS 17).
@Suite struct CardTintTests {
    static func source(_ tint: String) -> String {
        """
        struct TintWidget: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: TintAttributes.self) { context in
                    Text("On the way").foregroundColor(.white)
                        .activityBackgroundTint(\(tint))
                } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
            }
        }
        """
    }

    /// The colour behind the card's first cell.
    static func background(_ tint: String, state: String = "{}", appearance: Appearance = .light, ios: Int = 17) throws -> RGB? {
        let a = try #require(Fixture.activities(source: source(tint)).first)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let renderer = Renderer(catalog: catalog, options: RenderOptions(appearance: appearance, ios: ios))
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(state), now: 1_700_000_000)
        let grid = renderer.render(.lock, Snapshot(sample: sample, template: a.template), now: 1_700_000_000).grid
        return grid[1, 1].style.bg
    }

    @Test("a literal colour and a colour from the state tint the card, light and dark")
    func tinted() throws {
        // "black" is the one colour-name rule's black, whatever the theme.
        let black = try Self.background("Color.black")
        #expect(black != nil && black != Theme.standard.light.background ?? Theme.systemLightBackground)
        #expect(try Self.background("Color.black", appearance: .dark) == black)
        #expect(try Self.background("Color(hex: context.state.tint)", state: ##"{"tint": "#204080"}"##) == RGB(hex: "#204080"))
        #expect(try Self.background("Color(hex: context.state.tint)", state: ##"{"tint": "204080"}"##, appearance: .dark) == RGB(hex: "#204080"))
    }

    /// ios-metronome's `Color.dynamic(light:dark:)` wraps `UIColor { traits in
    /// switch traits.userInterfaceStyle { ... } }`: "a colour lasim cannot compute".
    @Test("a UIColor made by a closure (dynamicProvider) is the colour it gives for the appearance drawn")
    func dynamicProvider() throws {
        let closure = "Color(UIColor { traits in traits.userInterfaceStyle == .dark ? UIColor(red: 0.25, green: 0, blue: 0, alpha: 1) : UIColor(red: 0, green: 0.25, blue: 0, alpha: 1) })"
        #expect(try Self.background(closure) == RGB(0, 64, 0))
        #expect(try Self.background(closure, appearance: .dark) == RGB(64, 0, 0))
        let labelled = """
            Color(uiColor: UIColor(dynamicProvider: { t in
                switch t.userInterfaceStyle {
                case .light, .unspecified: return .white
                case .dark: return .black
                @unknown default: return .white
                }
            }))
            """
        #expect(try Self.background(labelled, appearance: .dark) == RGB(0, 0, 0))
        #expect(try Self.background(labelled) == RGB(0xff, 0xff, 0xff))
    }

    @Test("a translucent tint is laid over the card: the mix, not the colour at full strength")
    func translucent() throws {
        #expect(try Self.background("Color.black.opacity(0.5)") == RGB(0x80, 0x80, 0x80))
        // An app without its own accent: the system blue, 18% over the card,
        // in its dark variant (#0a84ff) on the dark card, its light one (#007aff) on the light.
        #expect(try Self.background("Color.accentColor.opacity(0.18)", appearance: .dark) == RGB(2, 24, 46))
        #expect(try Self.background("Color.accentColor.opacity(0.18)") == RGB(209, 231, 255))
        #expect(try Self.background("Color.black.opacity(1)") == RGB.black)
    }

    @Test("sleep: iOS 16 keeps the tint (dimmed), iOS 17 draws the card black")
    func sleep() throws {
        #expect(try Self.background("Color.black.opacity(0.5)", state: "{}", appearance: .sleep, ios: 17) == Theme.systemDarkBackground.dimmed(by: Theme.sleepDimming))
        let blue = try #require(RGB(hex: "#204080"))
        #expect(try Self.background("Color(hex: context.state.tint)", state: ##"{"tint": "#204080"}"##, appearance: .sleep, ios: 16) == blue.dimmed(by: Theme.sleepDimming))
    }

    /// A view that tints the watch's and CarPlay's `.small` family its own
    /// way (Home Assistant's: an opaque #1C1C1E there, the lock screen's own
    /// material on the lock card): the lock card keeps its own tint, drawn
    /// before the small family's view runs.
    @Test("the lock card's tint is the lock view's, not the small family's")
    func smallFamilyTintStaysOffTheLockCard() throws {
        let source = """
            struct TintWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: TintAttributes.self) { context in
                        Routed()
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                    .supplementalActivityFamilies([.small])
                }
            }
            struct Routed: View {
                @Environment(\\.activityFamily) private var family
                var body: some View {
                    Text("On the way").activityBackgroundTint(family == .small ? Color(red: 0.11, green: 0.11, blue: 0.12) : tint)
                }
                var tint: Color { Color(red: 0.125, green: 0.25, blue: 0.5) }
            }
            """
        let a = try #require(Fixture.activities(source: source).first)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let renderer = Renderer(catalog: catalog, options: RenderOptions(appearance: .light))
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json("{}"), now: 1_700_000_000)
        let grid = renderer.render(.lock, Snapshot(sample: sample, template: a.template), now: 1_700_000_000).grid
        #expect(grid[1, 1].style.bg == RGB(0x20, 0x40, 0x80))
    }

    @Test("without a tint the theme's card colour is drawn")
    func untinted() throws {
        let a = try #require(Fixture.activities(source: Self.source("nil")).first)
        #expect(a.template.cardTint == nil)
        #expect(try Self.background("nil") == Theme.standard.light.background ?? Theme.systemLightBackground)
    }
}
