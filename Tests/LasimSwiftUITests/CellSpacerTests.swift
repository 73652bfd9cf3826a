import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// Texts in a row need more cells than their points: the spacers between
/// them give up the cells where they meet the texts, so a text between
/// two spacers stays in the column of its points whatever the points'
/// rounding, not columns away as a few points move it.
@Suite struct CellSpacerTests {
    /// A row of three captions (a dashboard's metrics), `inset` points in.
    static func metrics(inset: Int) -> String {
        """
        HStack {
            Text("AFR").font(.system(size: 8, weight: .black))
            Spacer()
            Text("COOLANT").font(.system(size: 8, weight: .black))
            Spacer()
            Text("OIL T").font(.system(size: 8, weight: .black))
        }
        .padding(.horizontal, \(inset))
        """
    }

    @Test("a caption between two spacers is drawn within a column of its points", arguments: Array(stride(from: 12, through: 40, by: 2)))
    func captionBetweenSpacersFollowsItsPoints(inset: Int) throws {
        let source = LayoutRuleTests.widget(Self.metrics(inset: inset))
        let out = try LayoutRuleTests.cells(source)
        let points = try LayoutRuleTests.points(source)
        let afr = try LayoutRuleTests.text("AFR", in: points).frame, coolant = try LayoutRuleTests.text("COOLANT", in: points).frame
        let oil = try LayoutRuleTests.text("OIL T", in: points).frame
        // The row's own scale: from where AFR starts to where OIL T ends.
        let first = try CellLeanTests.column(out, "AFR"), last = try CellLeanTests.column(out, "OIL T") + 5
        let perPoint = Double(last - first) / (oil.x + oil.width - afr.x)
        let middle = Double(first) + (coolant.x + coolant.width / 2 - afr.x) * perPoint
        let drawn = Double(try CellLeanTests.column(out, "COOLANT")) + 3.5
        #expect(abs(drawn - middle) <= 1, "COOLANT's middle at column \(drawn), its points' at \(middle):\n\(out)")
    }
}
