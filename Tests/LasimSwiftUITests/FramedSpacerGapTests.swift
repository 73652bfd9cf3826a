import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// `Spacer().frame(height: 5)` between two views is a gap of 5 pt: a stack
/// keeps no default spacing beside a spacer, framed or not. lasim put 8 pt
/// either side of the framed one (21 pt), which made a food order's card
/// (title, a 5 pt gap, an 11 pt line under it, a 49 pt bar) taller than the
/// 160 pt a card may be, so its line was cut to one at "your…".
@Suite struct FramedSpacerGapTests {
    @Test("a framed Spacer is its frame's length between its neighbours, across and down")
    func framedSpacerIsItsLength() throws {
        let down = try LayoutRuleTests.points(LayoutRuleTests.widget("""
            VStack(alignment: .leading) { Text("Title").font(.system(size: 15)); Spacer().frame(height: 5); Text("Sub").font(.system(size: 11)) }
            """))
        let title = try LayoutRuleTests.text("Title", in: down).frame, sub = try LayoutRuleTests.text("Sub", in: down).frame
        #expect(LayoutRuleTests.near(sub.y - (title.y + title.height), 5), "\(title) \(sub)")
        let across = try LayoutRuleTests.points(LayoutRuleTests.widget("""
            HStack { Text("Left"); Spacer().frame(width: 10); Text("Right") }
            """))
        let left = try LayoutRuleTests.text("Left", in: across).frame, right = try LayoutRuleTests.text("Right", in: across).frame
        #expect(LayoutRuleTests.near(right.x - (left.x + left.width), 10), "\(left) \(right)")
    }

    @Test("a card of a title, a framed 5 pt gap, a two-line caption and a 49 pt bar fits its 160 pt: the caption wraps, uncut")
    func cardKeepsItsWrappedLine() throws {
        let p = try LayoutRuleTests.points(LayoutRuleTests.widget("""
            VStack(alignment: .leading) {
                HStack {
                    VStack(alignment: .leading) {
                        Text("Rider at the shop").font(.system(size: 15, weight: .semibold))
                        Spacer().frame(height: 5)
                        Text("Your rider has reached the shop and will pick up your order").font(.system(size: 11, weight: .light)).lineLimit(nil)
                    }
                    Spacer()
                    Color.red.frame(width: 50, height: 50)
                }
                .padding(20)
                Spacer()
                Rectangle().frame(height: 49)
            }
            """))
        let line = try LayoutRuleTests.text("Your rider has reached the shop and will pick up your order", in: p).text
        #expect(!line.isCut && line.lines.count == 2, "\(line.lines)")
        #expect(p.height <= 160, "\(p.height)")
    }
}
