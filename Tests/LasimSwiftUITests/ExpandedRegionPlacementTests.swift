@testable import LasimRender
import Testing

/// Where an app asks the expanded island to place its regions:
/// `.dynamicIsland(verticalPlacement: .belowIfTooWide)` and
/// `DynamicIslandExpandedRegion(_:priority:content:)`.
@Suite struct ExpandedRegionPlacementTests {
    typealias R = LayoutRuleTests

    /// A 60 pt tall trailing region: with the margins, over the island's least 84 pt, so nothing is centred down.
    static func island(_ leading: String, trailing: String = "Rectangle().fill(Color.purple).frame(width: 40, height: 60)") throws -> PointPresentation {
        try R.points(R.widget("Text(\"l\")", expanded: """
            DynamicIslandExpandedRegion(.leading, priority: 1) { \(leading) }
            DynamicIslandExpandedRegion(.trailing) { \(trailing) }
            """), .expanded)
    }

    @Test("belowIfTooWide: a leading region wider than its column beside the camera starts below the camera, as wide as the trailing region leaves it")
    func belowIfTooWide() throws {
        let wide = "Rectangle().fill(Color.orange).frame(width: 150, height: 20)"
        let moved = try R.fill("orange", in: Self.island("\(wide).dynamicIsland(verticalPlacement: .belowIfTooWide)"))
        #expect(R.near(moved.y, Device.islandHeightPt) && R.near(moved.x, 18), "\(moved)")
        // The trailing region stays at the top, beside the camera.
        let circle = try R.fill("purple", in: Self.island("\(wide).dynamicIsland(verticalPlacement: .belowIfTooWide)"))
        #expect(R.near(circle.y, 18) && R.near(circle.maxX, 371 - 18), "\(circle)")
        // Without it, the region stays beside the camera, centred on the trailing one.
        let kept = try R.fill("orange", in: Self.island(wide))
        #expect(R.near(kept.y, 18 + 20), "\(kept)")
        // Narrow enough for its column, it stays there with the modifier too.
        let narrow = try R.fill("orange", in: Self.island("Rectangle().fill(Color.orange).frame(width: 60, height: 20).dynamicIsland(verticalPlacement: .belowIfTooWide)"))
        #expect(R.near(narrow.y, 18 + 20) && R.near(narrow.x, 18), "\(narrow)")
    }

    @Test("belowIfTooWide: below the camera a long text has the island's width less the trailing region's and the spacing, not the column's")
    func belowIfTooWideWidth() throws {
        let long = "Text(\"Your order is on its way to the door\")"
        let beside = try R.text("Your order is on its way to the door", in: Self.island(long))
        let below = try R.text("Your order is on its way to the door", in: Self.island("\(long).dynamicIsland(verticalPlacement: .belowIfTooWide)"))
        #expect(beside.frame.width <= Renderer.sideColumnWidthPt(.pro) + 0.01, "\(beside.frame)")
        #expect(below.frame.width > Renderer.sideColumnWidthPt(.pro) && below.frame.maxX <= 371 - 18 - 40 - 8 + 0.01, "\(below.frame)")
        #expect(R.near(below.frame.y, Device.islandHeightPt), "\(below.frame)")
    }

    @Test("priority: a center region ranked above the sides keeps what it asks, the sides cut beside it; otherwise the center is cut first")
    func centerPriority() throws {
        // What the slots are: sides first by default (Apple's sample), the center first when ranked above them.
        let sidesFirst = Renderer.topSlots(142, 250, 142, width: 335, columns: (104.8, 104.8))
        #expect(sidesFirst.leading == 104.8 && sidesFirst.trailing == 104.8 && abs((sidesFirst.center ?? 0) - 109.4) < 1e-9, "\(sidesFirst)")
        let centerFirst = Renderer.topSlots(142, 250, 142, width: 335, columns: (104.8, 104.8), priorities: (0, 1, 0))
        #expect(centerFirst.center == 250 && centerFirst.leading == 34.5 && centerFirst.trailing == 34.5, "\(centerFirst)")
        // A side ranked above the center: as by default.
        let sideRanked = Renderer.topSlots(142, 250, 142, width: 335, columns: (104.8, 104.8), priorities: (1, 0, 0))
        #expect(sideRanked.leading == 104.8 && abs((sideRanked.center ?? 0) - 109.4) < 1e-9, "\(sideRanked)")
        // Read from the app's `DynamicIslandExpandedRegion(.center, priority: 1)`.
        func center(_ priority: String) throws -> Double {
            try R.text("Boarding at gate 22 now", in: R.points(R.widget("Text(\"l\")", expanded: """
                DynamicIslandExpandedRegion(.leading) { Text("Flight LX 1612 to Rome") }
                DynamicIslandExpandedRegion(.center\(priority)) { Text("Boarding at gate 22 now") }
                DynamicIslandExpandedRegion(.trailing) { Text("Departs at 12:40 today") }
                """), .expanded)).frame.width
        }
        let cut = try center(""), kept = try center(", priority: 1")
        #expect(cut <= 109.4 + 0.01 && kept > cut, "\(cut) \(kept)")
        #expect(try center(", priority: .greatestFiniteMagnitude") == kept)
    }

    @Test("priority: leading and trailing both below the camera share the row half each; the one ranked above the other keeps what it asks, the other has the rest")
    func sidesBelowPriority() throws {
        let shared = Renderer.belowSlots(leading: 250, trailing: 200, width: 335, columns: (104.8, 104.8), below: (true, true))
        #expect(shared.leading == 163.5 && shared.trailing == 163.5, "\(shared)")
        let trailingFirst = Renderer.belowSlots(leading: 250, trailing: 200, width: 335, columns: (104.8, 104.8), below: (true, true),
                                                priorities: (0, 1))
        #expect(trailingFirst.trailing == 200 && trailingFirst.leading == 127, "\(trailingFirst)")
        // Asking more than the row, the ranked side has the row less the spacing, and the other nothing.
        let greedy = Renderer.belowSlots(leading: 400, trailing: 50, width: 335, columns: (104.8, 104.8), below: (true, true),
                                         priorities: (2, 1))
        #expect(greedy.leading == 327 && greedy.trailing == 0, "\(greedy)")
        // Read from the app's `DynamicIslandExpandedRegion(.trailing, priority: 1)`.
        func widths(_ priority: String) throws -> (leading: Double, trailing: Double) {
            let p = try R.points(R.widget("Text(\"l\")", expanded: """
                DynamicIslandExpandedRegion(.leading) { Text("Flight LX 1612 to Rome").dynamicIsland(verticalPlacement: .belowIfTooWide) }
                DynamicIslandExpandedRegion(.trailing\(priority)) { Text("Boarding at gate 22 now").dynamicIsland(verticalPlacement: .belowIfTooWide) }
                """), .expanded)
            return (try R.text("Flight LX 1612 to Rome", in: p).frame.width, try R.text("Boarding at gate 22 now", in: p).frame.width)
        }
        let half = (371 - 2 * 18 - Renderer.expandedSpacingPt) / 2
        let even = try widths(""), ranked = try widths(", priority: 1")
        #expect(even.leading <= half + 0.01 && even.trailing <= half + 0.01, "\(even)")
        #expect(ranked.trailing > half && ranked.leading <= 2 * half - ranked.trailing + 0.01, "\(ranked)")
    }

    @Test("a region's own .contentMargins replaces the island's on the edges it lies along, the innermost call winning; the others keep 18 pt")
    func regionContentMargins() throws {
        let p = try R.points(R.widget("Text(\"l\")", expanded: """
            DynamicIslandExpandedRegion(.leading) { Rectangle().fill(Color.orange).frame(width: 40, height: 60) }
            DynamicIslandExpandedRegion(.trailing) {
                Rectangle().fill(Color.purple).frame(width: 40, height: 60)
            }.contentMargins([.trailing, .top], 8).contentMargins(.all, 30)
            DynamicIslandExpandedRegion(.bottom) { Rectangle().fill(Color.green).frame(height: 20) }.contentMargins(.bottom, 30)
            """), .expanded)
        let lead = try R.fill("orange", in: p), trail = try R.fill("purple", in: p), bar = try R.fill("green", in: p)
        #expect(R.near(lead.x, 18) && R.near(lead.y, 18), "\(lead)")
        #expect(R.near(trail.maxX, 371 - 8) && R.near(trail.y, 8), "\(trail)")
        #expect(R.near(p.height - bar.maxY, 30), "\(bar) in \(p.height)")
    }
}
