@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// An expanded island whose leading region is placed below the camera
/// (`.dynamicIsland(verticalPlacement: .belowIfTooWide)`, a station's name
/// too wide for the column beside it) and whose trailing region is pushed
/// to the bottom by a spacer: the phone sets "ARRIVE 12:15" level with the
/// station's name. The camera's band over the leading column pushed that
/// column down a row, so the name took a row of its own under the time.
@Suite struct LevelTextsTests {
    static let island = LayoutRuleTests.widget("Text(\"l\")", expanded: """
        DynamicIslandExpandedRegion(.leading) {
            VStack(alignment: .leading) {
                Spacer()
                Text("NEXT STOP").font(.caption2)
                Text("Central Station North").font(.headline)
            }
            .dynamicIsland(verticalPlacement: .belowIfTooWide)
        }
        DynamicIslandExpandedRegion(.trailing) {
            VStack {
                Spacer()
                VStack(alignment: .trailing) {
                    Text("26 min").font(.title)
                    Text("ARRIVE 12:15").font(.caption2)
                }
            }
        }
        DynamicIslandExpandedRegion(.bottom) { Text("Train 736") }
        """)

    @Test("texts the phone sets level share a row (the name was a row under the arrival time)")
    func levelTextsShareARow() throws {
        let out = try LayoutRuleTests.cells(Self.island, .expanded)
        let row = try CellGapTests.row(out, "ARRIVE")
        #expect(row.contains("Central Station North"), "\(out)")
        // What is over them stays over them, in its order.
        let lines = out.split(separator: "\n")
        let stop = try #require(lines.firstIndex { $0.contains("NEXT STOP") }, "\(out)")
        let name = try #require(lines.firstIndex { $0.contains("Central Station North") }, "\(out)")
        #expect(stop < name, "\(out)")
        #expect(lines[stop].contains("26 min"), "\(out)")
    }

    /// A score's center region under the camera: the 28 pt scores and the
    /// 17 pt clock hold each other's middle, but the clock's own middle is
    /// 15 pt lower, in the row under the scores' (`rowsTogether` moves a
    /// text only onto the row its points fall in).
    static let scores = LayoutRuleTests.widget("Text(\"l\")", expanded: """
        DynamicIslandExpandedRegion(.leading) {
            HStack { Circle().frame(width: 40, height: 40); Text("21").font(.title).fontWeight(.semibold) }
        }
        DynamicIslandExpandedRegion(.trailing) {
            HStack { Text("17").font(.title).fontWeight(.semibold); Circle().frame(width: 40, height: 40) }
        }
        DynamicIslandExpandedRegion(.bottom) { Text("Touchdown") }
        DynamicIslandExpandedRegion(.center) { Text("5:24 3Q") }
        """)

    @Test("a text stays on the row its points fall in (the clock was pulled up beside the scores)")
    func aTextMovesOnlyToItsOwnRow() throws {
        let out = try LayoutRuleTests.cells(Self.scores, .expanded)
        let lines = out.split(separator: "\n")
        let score = try #require(lines.firstIndex { $0.contains("21") && $0.contains("17") }, "\(out)")
        let clock = try #require(lines.firstIndex { $0.contains("5:24 3Q") }, "\(out)")
        let bottom = try #require(lines.firstIndex { $0.contains("Touchdown") }, "\(out)")
        #expect(clock == score + 1, "\(out)")
        #expect(bottom == clock + 1, "\(out)")
    }
}
