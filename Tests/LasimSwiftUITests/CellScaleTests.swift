import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// `.scaleEffect` leaves a view's frame as it was and draws it scaled: the
/// cells take what the phone draws, not the frame.
@Suite struct CellScaleTests {
    /// The cells of the lock card painted `colour`, as a fill's background or its half blocks.
    static func painted(_ source: String, _ colour: RGB) throws -> Int {
        let (renderer, snap) = try LayoutRuleTests.snapshot(LayoutRuleTests.widget(source))
        let grid = renderer.render(.lock, snap, now: LayoutRuleTests.now).grid
        var n = 0
        for y in 0..<grid.height {
            for x in 0..<grid.width {
                let cell: Cell = grid[x, y]
                if cell.style.bg == colour || (cell.style.fg == colour && !cell.isSpace) { n += 1 }
            }
        }
        return n
    }

    @Test("a bar scaled to 30 % of its track from its leading edge takes about 30 % of the track's cells")
    func scaledBarTakesItsShare() throws {
        let bar = { (x: String) in """
            Capsule().fill(Color(red: 0.5, green: 0.5, blue: 0.5)).frame(height: 6)
                .overlay(alignment: .leading) { Capsule().fill(Color(red: 1, green: 0, blue: 0)).scaleEffect(x: \(x), anchor: .leading) }
                .padding()
            """ }
        let red = RGB(0xff, 0, 0)
        let whole = try Self.painted(bar("1"), red), part = try Self.painted(bar("0.3"), red)
        #expect(whole > 20 && abs(Double(part) / Double(whole) - 0.3) < 0.05, "\(part) of \(whole) cells")
    }

    @Test("a 40 pt circle scaled to 0.4 is a dot beside its text, not a block of cells")
    func scaledCircleIsADot() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("""
            HStack {
                Text("Arriving")
                Spacer()
                Circle().fill(Color.green).frame(width: 40, height: 40).scaleEffect(0.4)
            }
            .padding()
            """))
        #expect(try CellGapTests.row(out, "Arriving").contains("●"), "\(out)")
    }
}
