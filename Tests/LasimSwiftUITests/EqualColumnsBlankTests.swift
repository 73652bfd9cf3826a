@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// Equal columns of a row (`.frame(maxWidth: .infinity)` side by side),
/// each holding a small mark with blank room either side of it: the blank
/// between two marks is inside their columns already, so no cell is added
/// between the columns, which squeezed them and moved the later marks off
/// their points (a step tracker's last dot a cell past the end of the
/// track drawn in the layer under it).
@Suite struct EqualColumnsBlankTests {
    @Test("three dots in equal columns over a track are as far apart as each other, on the track from its first cell to its last")
    func dotsInEqualColumnsStayEven() throws {
        let (renderer, snap) = try LayoutRuleTests.snapshot(LayoutRuleTests.widget("""
            VStack {
                Text("Steps")
                ZStack {
                    Rectangle().fill(Color.purple).frame(height: 2).padding(.horizontal, 60)
                    HStack(spacing: 0) {
                        ForEach(0..<3, id: \\.self) { _ in
                            Circle().fill(Color.white).frame(width: 5, height: 5).frame(maxWidth: .infinity)
                        }
                    }
                }
            }
            .padding()
            """))
        let r = renderer.render(.lock, snap, now: LayoutRuleTests.now)
        let text = TextPrinter.text(r.grid)
        let row = try #require(text.split(separator: "\n").first { $0.contains("●") }.map(Array.init), "\(text)")
        let dots = row.indices.filter { row[$0] == "●" }
        try #require(dots.count == 3, "\(text)")
        #expect(dots[1] - dots[0] == dots[2] - dots[1], "\(text)")
        #expect(row[dots[0]...dots[2]].allSatisfy { $0 == "●" || $0 == "─" }, "\(text)")
        #expect(r.truncations.isEmpty, "\(r.truncations)")
    }
}
