import Foundation
import LasimModel
@testable import LasimRender
@testable import LasimTemplate
import Testing

/// Seed 002: the ride's car is drawn in the colour the payload sends, on the
/// lock screen too (observed on the phone), not only in compact and expanded.
@Suite struct RideCarColourTests {
    static let catalog = TemplateCatalog.builtIn()

    /// The foreground colours of the cells drawing the car body (▟█▙).
    func carColours(_ presentation: Presentation, appearance: Appearance = .light) -> Set<RGB> {
        let renderer = Renderer(catalog: Self.catalog, options: RenderOptions(appearance: appearance))
        let content = JSONObject([
            "status": .string("on_ride"), "driverName": .string("Aidar"), "carModel": .string("Camry"),
            "carColorHex": .string("#D4AF37"), "plate": .string("A 777 AA"), "tripProgress": .number(55),
        ])
        let snap = Snapshot(id: "t", template: "ride", content: content, attributes: JSONObject(["rideId": .string("r")]),
                            state: .active, startedAt: 0, lastUpdateAt: 0)
        let grid = renderer.render(presentation, snap, now: 0).grid
        var out = Set<RGB>()
        for y in 0..<grid.height {
            for x in 0..<grid.width where "▟█▙".contains(grid[x, y].grapheme) { if let fg = grid[x, y].style.fg { out.insert(fg) } }
        }
        return out
    }

    @Test(arguments: [Presentation.lock, .expanded, .compact])
    func carKeepsThePayloadColour(_ p: Presentation) {
        let colours = carColours(p)
        #expect(!colours.isEmpty, "no car drawn in \(p)")
        #expect(colours == [RGB(hex: "#D4AF37")!], "\(p): \(colours)")
    }
}
