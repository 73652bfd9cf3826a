@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// `HStack(alignment: .firstTextBaseline)` and `.lastTextBaseline`: the
/// children's baselines on one line, as SwiftUI's alignment guides put
/// them (a larger font reaches higher above it, not lower below it).
@Suite struct TextBaselineTests {
    /// Points from the presentation's top to the baseline of `s`'s line `line`.
    static func baseline(_ s: String, line: Int = 0, in p: PointPresentation) throws -> Double {
        let t = try LayoutRuleTests.text(s, in: p)
        return t.frame.y + Double(line) * t.text.font.lineHeight + t.text.font.baselineInLine
    }

    @Test("first text baselines: a 28 pt timer beside a 17 pt name share the name's baseline; their bottoms differ")
    func firstBaselines() throws {
        let p = try LayoutRuleTests.points(LayoutRuleTests.widget("""
            HStack(alignment: .firstTextBaseline) {
                Text("Central").font(.headline)
                Spacer()
                Text("5:44").font(.title.bold())
            }
            .padding(14)
            """))
        let name = try LayoutRuleTests.text("Central", in: p), timer = try LayoutRuleTests.text("5:44", in: p)
        #expect(abs(try Self.baseline("Central", in: p) - Self.baseline("5:44", in: p)) < 0.01)
        // Aligned by bottoms (the old rule) the name's top would be 28 x 1.2 - 17 x 1.2 = 13.2 pt lower.
        #expect(abs(name.frame.maxY - timer.frame.maxY) > 1)
        // The row is as tall as the part above the line plus the part below it.
        let row = try #require(LayoutRuleTests.views(p).first { if case .hstack = $0.view.content { return true }; return false })
        #expect(abs(row.frame.height - (timer.frame.maxY - min(name.frame.y, timer.frame.y))) < 0.01)
    }

    @Test("last text baselines: a caption beside a two-line title sits on the title's last line; a shape beside it on its bottom edge")
    func lastBaselines() throws {
        let p = try LayoutRuleTests.points(LayoutRuleTests.widget("""
            HStack(alignment: .lastTextBaseline) {
                VStack(alignment: .leading) {
                    Text("Arrives").font(.title2)
                    Text("12").font(.largeTitle)
                }
                Text("min").font(.caption)
                Circle().fill(Color.red).frame(width: 6, height: 6)
            }
            .padding(14)
            """))
        let title = try Self.baseline("12", in: p), caption = try Self.baseline("min", in: p)
        #expect(abs(title - caption) < 0.01)
        let dot = try #require(LayoutRuleTests.views(p).first { if case .fill = $0.view.content { return true }; return false })
        #expect(abs(dot.frame.maxY - title) < 0.01)
    }

    @Test("in cells, a dot less than a row high beside a larger text's line takes no row of its own: the row's texts stay on one row")
    func dotBesideBaselineRow() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("""
            VStack(spacing: 8) {
                HStack(alignment: .firstTextBaseline) {
                    HStack(spacing: 6) {
                        Circle().fill(Color.red).frame(width: 10, height: 10)
                        Text("Central").font(.headline)
                    }
                    Spacer()
                    Text("5:44").font(.title2.bold()).frame(maxWidth: 96, alignment: .trailing)
                }
                HStack {
                    Text("2 stops").font(.subheadline)
                    Spacer()
                    Text("Next: Oak").font(.caption)
                }
            }
            .padding(14)
            """))
        #expect(try CellRowTests.row(out, "5:44") == CellRowTests.row(out, "Central"), "\(out)")
        #expect(try CellRowTests.row(out, "2 stops") == CellRowTests.row(out, "Central") + 1, "\(out)")
    }
}
