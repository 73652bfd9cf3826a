@testable import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// `DynamicIsland { } .contentMargins(_:_:for:)`: the margins an app sets
/// for the expanded island, a compact side or minimal replace the system's
/// on the edges it names; the innermost call wins (Apple's documentation).
@Suite struct IslandMarginsTests {
    static func source(_ margins: String) -> String {
        """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        struct W: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: A.self) { context in
                    Text("lock").padding()
                } dynamicIsland: { _ in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.bottom) {
                            Text("Bottom").frame(maxWidth: .infinity, alignment: .leading)
                        }
                    } compactLeading: {
                        Color.red
                    } compactTrailing: {
                        Text("9")
                    } minimal: {
                        Color.green
                    }
                    \(margins)
                }
            }
        }
        """
    }

    /// The presentation's one part: its view and where it is placed.
    static func part(_ margins: String, _ p: Presentation, _ index: Int = 0) throws -> (frame: PointRect, x: Double, y: Double, presentation: PointPresentation) {
        let laid = try LayoutRuleTests.points(source(margins), p)
        let part = try #require(index < laid.parts.count ? laid.parts[index] : nil)
        return (part.view.frame, part.x, part.y, laid)
    }

    @Test("expanded: the app's 8 pt margins give its regions the island's width less 16 pt, from 8 pt in; the innermost call wins")
    func expanded() throws {
        let set = try Self.part(".contentMargins(.all, 8, for: .expanded).contentMargins(.all, 20, for: .expanded)", .expanded)
        #expect(abs(set.frame.width - (371 - 16)) < 0.01)
        #expect(abs(set.x - 8) < 0.01)
        let system = try Self.part("", .expanded)
        #expect(abs(system.frame.width - (371 - 2 * Renderer.expandedMarginPt)) < 0.01)
        #expect(abs(system.x - Renderer.expandedMarginPt) < 0.01)
    }

    @Test("a compact side's top and bottom margins take from the pill's height what its content is offered (the system's: 7.33 pt each); other edges keep the system's")
    func compact() throws {
        let set = try Self.part(".contentMargins([.top, .bottom], 2, for: .compactLeading)", .compact)
        #expect(abs(set.frame.height - (Device.islandHeightPt - 4)) < 0.01)
        #expect(abs(set.y - 2) < 0.01)
        let trailing = try Self.part(".contentMargins([.top, .bottom], 2, for: .compactLeading)", .compact, 1)
        #expect(trailing.frame.height < Device.islandHeightPt - 4)
        let system = try Self.part("", .compact)
        #expect(abs(system.frame.height - (Device.islandHeightPt - 2 * Renderer.compactVerticalInsetPt)) < 0.01)
        #expect(abs(system.y - Renderer.compactVerticalInsetPt) < 0.01)
    }

    @Test("minimal: margins on all edges inset what it draws, centred between them")
    func minimal() throws {
        let set = try Self.part(".contentMargins(.all, 6, for: .minimal)", .minimal)
        #expect(abs(set.frame.height - (Device.islandHeightPt - 12)) < 0.01)
        #expect(abs(set.y - 6) < 0.01)
        #expect(abs(set.x - (6 + (set.presentation.width - 12 - set.frame.width) / 2)) < 0.01)
        let system = try Self.part("", .minimal)
        #expect(abs(system.frame.height - Device.islandHeightPt) < 0.01)
    }
}
