@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// A circle behind or over another view is painted in its cells, not
/// drawn as a dot: the dot would stand beside what the view draws.
@Suite struct LayeredShapeTests {
    @Test("an avatar's disc under its initials, two cells wide, is no dot beside the initials")
    func discUnderInitialsIsNoDot() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("""
            HStack {
                Text("S").font(.caption).frame(width: 16, height: 16).background(Color.blue, in: Circle())
                Text("Sam")
            }
            """))
        let row = try CellGapTests.row(out, "Sam")
        #expect(row.contains("S Sam") && !row.contains("●"), "\(out)")
    }

    @Test("a small circle on its own is still a dot")
    func circleAloneIsADot() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("""
            HStack {
                Circle().fill(Color.green).frame(width: 10, height: 10)
                Text("Live")
            }
            """))
        #expect(try CellGapTests.row(out, "Live").contains("● Live"), "\(out)")
    }
}
