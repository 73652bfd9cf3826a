import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// The phone's text size (`--text-size`): text styles follow Apple's table,
/// fixed sizes stay, `.dynamicTypeSize(range)` clamps a subtree, the
/// environment reads the size, and what no longer fits is cut.
@Suite struct DynamicTypeTests {
    static let now = 1_700_000_000.0

    static let source = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        struct Lock: View {
            @Environment(\\.dynamicTypeSize) var size
            @Environment(\\.sizeCategory) var category
            @ScaledMetric var gap: CGFloat = 17
            @ScaledMetric(relativeTo: .caption2) var mark = 22.0
            var body: some View {
                VStack {
                    Text("Cap").font(.caption2)
                    Text("Plain")
                    Text("Fixed").font(.system(size: 9))
                    Text("Relative").font(.system(size: 22, relativeTo: .caption2))
                    Text("Clamped").font(.title).dynamicTypeSize(...DynamicTypeSize.xxLarge)
                    VStack { Text("Inner") }.font(.body).dynamicTypeSize(.large ... .xLarge)
                    Text(size == .accessibility2 ? "read AX2" : "read other")
                    Text(category == .accessibilityLarge ? "category AX2" : "category other")
                    Text(size >= DynamicTypeSize.xxLarge ? "at least xxLarge" : "below xxLarge")
                    Text(size.isAccessibilitySize ? "accessibility" : "standard")
                    Text("gap").frame(width: gap)
                    Text("mark").frame(width: mark)
                    Text("Long name of a task that the card shows").font(.headline).lineLimit(1)
                }
            }
        }
        struct W: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: A.self) { _ in Lock() }
                dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
            }
        }
        """

    /// Every view of the lock card at `size`.
    static func views(at size: DynamicTypeSize) throws -> [LaidOutView] {
        let a = try #require(Fixture.activities(source: source).first)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let renderer = Renderer(catalog: catalog, options: RenderOptions(textSize: size))
        let sample = Sample(name: "test", attributes: JSONObject(), contentState: Fixture.json(#"{"n": 1}"#), now: now, state: .active)
        let lock = try #require(renderer.pointLayout(.lock, Snapshot(sample: sample, template: a.template), now: now))
        var out: [LaidOutView] = []
        for part in lock.parts { part.view.walk { out.append($0) } }
        return out
    }

    /// Every text of the lock card at `size`, by its whole text.
    static func texts(at size: DynamicTypeSize) throws -> [String: LaidOutText] {
        var out: [String: LaidOutText] = [:]
        for v in try views(at: size) { if case .text(let t) = v.content { out[t.text] = t } }
        return out
    }

    /// The width of the frame around the text `text`.
    static func frameWidth(_ text: String, at size: DynamicTypeSize) throws -> Double? {
        try views(at: size).first { v in
            guard case .frame = v.content, case .text(let t)? = v.children.first?.content else { return false }
            return t.text == text
        }?.frame.width
    }

    @Test("Each text style's size at each text size is Apple's (HIG, iOS Dynamic Type sizes)")
    func table() {
        #expect(SwiftUIFont.dynamicTypeSizes["body"] == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(SwiftUIFont.dynamicTypeSizes.count == 11)
        #expect(SwiftUIFont.dynamicTypeSizes.values.allSatisfy { $0.count == DynamicTypeSize.allCases.count })
        #expect(SwiftUIFont.pointSize(11, style: "caption2", at: .xLarge) == 13)
        #expect(SwiftUIFont.pointSize(9, style: nil, at: .accessibility5) == 9)
        #expect(SwiftUIFont.textStyleSizes["caption2"] == 11 && SwiftUIFont.textStyleSizes["largeTitle"] == 34)
    }

    @Test("The option's names: xSmall...xxxLarge, AX1...AX5, and SwiftUI's and ContentSizeCategory's names")
    func names() {
        #expect(DynamicTypeSize.optionNames == "xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5")
        #expect(DynamicTypeSize(name: "ax3") == .accessibility3)
        #expect(DynamicTypeSize(name: "accessibility1") == .accessibility1)
        #expect(DynamicTypeSize(name: "extraExtraLarge") == .xxLarge)
        #expect(DynamicTypeSize(name: "huge") == nil)
    }

    @Test("At the default size nothing moves; at xLarge text styles grow, fixed sizes stay, relativeTo scales with its style")
    func styles() throws {
        let large = try Self.texts(at: .large), xl = try Self.texts(at: .xLarge)
        #expect(large["Cap"]?.font.size == 11)
        #expect(xl["Cap"]?.font.size == 13)
        #expect(large["Plain"]?.font.size == 17 && xl["Plain"]?.font.size == 19)
        #expect(large["Fixed"]?.font.size == 9 && xl["Fixed"]?.font.size == 9)
        #expect(large["Relative"]?.font.size == 22 && xl["Relative"]?.font.size == 26)
    }

    @Test(".dynamicTypeSize(range) clamps its subtree, the font set inside or outside it")
    func clamp() throws {
        let ax5 = try Self.texts(at: .accessibility5), small = try Self.texts(at: .xSmall)
        #expect(ax5["Clamped"]?.font.size == 32)   // title at xxLarge
        #expect(ax5["Inner"]?.font.size == 19)     // body at xLarge
        #expect(small["Inner"]?.font.size == 17)   // body at large, the range's bottom
        #expect(ax5["Plain"]?.font.size == 53)
    }

    @Test("@Environment(\\.dynamicTypeSize) and \\.sizeCategory read the size chosen; sizes compare in order; isAccessibilitySize")
    func environment() throws {
        let ax2 = try Self.texts(at: .accessibility2), large = try Self.texts(at: .large)
        #expect(ax2["read AX2"] != nil && ax2["category AX2"] != nil)
        #expect(large["read other"] != nil && large["category other"] != nil)
        #expect(ax2["at least xxLarge"] != nil && ax2["accessibility"] != nil)
        #expect(large["below xxLarge"] != nil && large["standard"] != nil)
        #expect(try Self.texts(at: .xxLarge)["at least xxLarge"] != nil)
    }

    @Test("@ScaledMetric scales with body, or the style it is relative to; not at the default size")
    func scaledMetric() throws {
        #expect(try Self.frameWidth("gap", at: .large) == 17)
        #expect(try Self.frameWidth("gap", at: .accessibility1) == 28)
        #expect(try Self.frameWidth("mark", at: .large) == 22)
        #expect(try Self.frameWidth("mark", at: .xLarge) == 26)
    }

    @Test("A text that fits at the default size is cut at a larger one")
    func cut() throws {
        let long = "Long name of a task that the card shows"
        #expect(try Self.texts(at: .large)[long]?.isCut == false)
        #expect(try Self.texts(at: .accessibility3)[long]?.isCut == true)
    }
}
