import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// A crest over its team's name: the name needs more cells than its points,
/// so the column is widened and the crest with it; its width is its points'
/// cells in that column, where it falls in them aside.
@Suite struct CellPictureTests {
    /// The columns of the crest's first row: from its first drawn cell to its last.
    static func crestWidth(column width: Double) throws -> Int {
        let a = try AssetImageTests.inline("""
            VStack {
                Image("crest").resizable().frame(width: 35, height: 35)
                Text("Knights").font(.system(size: 12))
            }
            .frame(width: \(width))
            """)
        let out = Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        let row = try #require(out.split(separator: "\n").first { $0.contains("▀") || $0.contains("▄") }, "no crest: \(out)")
        let drawn = row.enumerated().filter { "▀▄█".contains($0.element) }.map(\.offset)
        return try #require(drawn.last) - #require(drawn.first) + 1
    }

    @Test("a crest centred in a widened column grows or shrinks a column at a time as the column's points do")
    func crestWidthFollowsItsPoints() throws {
        let widths = try stride(from: 40.0, through: 46.0, by: 0.25).map { try Self.crestWidth(column: $0) }
        #expect(zip(widths, widths.dropFirst()).allSatisfy { abs($0 - $1) <= 1 }, "\(widths)")
    }

    @Test("a crest in a column widened for its name keeps its own points' columns: 35 pt is 4, the name gets the rest")
    func crestKeepsItsPointsInAWidenedColumn() throws {
        let widths = try [40.0, 42.0, 44.0, 46.0].map { try Self.crestWidth(column: $0) }
        #expect(widths.allSatisfy { $0 == 4 }, "\(widths)")
    }
}

/// A picture in a row made taller by what is beside it keeps its own
/// points' rows, as it keeps its points' columns in a widened column.
@Suite struct CellPictureRowsTests {
    @Test("a 40 pt logo beside a ring round a 30 pt image (four rows) is drawn in three rows, not stretched to the row's four")
    func logoKeepsItsRowsBesideARing() throws {
        let a = try AssetImageTests.inline("""
            VStack {
                HStack {
                    Image("crest").resizable().frame(width: 40, height: 40)
                    Text("In store pickup").frame(maxWidth: .infinity, alignment: .leading)
                    HStack(spacing: -2) {
                        ForEach(0..<2) { _ in
                            Image("crest").resizable().frame(width: 30, height: 30)
                                .background { Circle().fill(.green).padding(-2) }
                                .background { Circle().stroke(.white, lineWidth: 1.5).padding(-2) }
                        }
                    }
                }
                HStack(alignment: .bottom) {
                    Text("Order received").frame(maxWidth: .infinity, alignment: .leading)
                    Circle().fill(.white).frame(width: 45, height: 45)
                }
                .frame(maxHeight: .infinity, alignment: .bottom)
            }
            .padding(15)
            """)
        let out = Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        let rows = out.split(separator: "\n").filter { $0.drop { $0 == " " || $0 == "│" }.hasPrefix("▀") || $0.drop { $0 == " " || $0 == "│" }.hasPrefix("▄") || $0.drop { $0 == " " || $0 == "│" }.hasPrefix("█") }
        #expect(out.contains("╭") && rows.count == 3, "\(out)")
    }
}
