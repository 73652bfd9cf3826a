@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// Chinese and Japanese lines break between any two characters, as the
/// phone breaks them (its points layout already did): the cells broke a
/// paragraph only at its spaces, so a tip with a number in it ("… 10 分钟
/// …") ended its first row at the number, and the long run after it took
/// the rows left, its end cut, where the phone's two lines hold it whole.
@Suite struct WideCharacterWrapTests {
    typealias Rules = LayoutRuleTests
    static let tip = "出门散步 10 分钟，让阳光照在脸上，今晚会更容易入睡。"

    @Test("the cells' wrap breaks between wide characters, and still at spaces between Latin words")
    func wrap() {
        #expect(TextFit.wrap("出门散步 10 分钟，让阳光照在脸上", width: 20) == ["出门散步 10 分钟，让", "阳光照在脸上"])
        #expect(TextFit.wrap("Rest for ten minutes", width: 9) == ["Rest for", "ten", "minutes"])
        #expect(TextFit.widestPiece("出门散步 10 分钟") == 2)
        #expect(TextFit.widestPiece("Rest for ten minutes") == 7)
    }

    @Test("a hyphen or slash breaks a line before a letter, not before a digit (a score's 327/4 stays whole)")
    func numbers() {
        #expect(TextFit.wrap("win/loss 10-5", width: 6) == ["win/", "loss", "10-5"])
        #expect(TextFit.widestPiece("327/4 on 11/29") == 5)
        #expect(TextFitting.pieces("327/4 (50)").map(\.word) == ["327/4", "(50)"])
    }

    @Test("a comma or closing bracket never starts a line, an opening bracket never ends one")
    func closingAndOpening() {
        #expect(TextFit.wrap("模型前，有没有", width: 6) == ["模型", "前，有", "没有"])
        #expect(TextFit.wrap("我说「你好」吧", width: 6) == ["我说", "「你", "好」吧"])
        #expect(TextFitting.pieces("前，有").map(\.word) == ["前，", "有"])
    }

    @Test("an island's two-line tip is drawn whole on two rows, its first row filled past the number")
    func island() throws {
        let expanded = """
        DynamicIslandExpandedRegion(.bottom) {
            Text("\(Self.tip)").font(.subheadline).lineLimit(2).padding(.horizontal)
        }
        """
        let cells = try Rules.cells(Rules.widget(#"Text("x")"#, expanded: expanded), .expanded)
        let rows = cells.split(separator: "\n").map { String($0) }
        #expect(!cells.contains("…"), "\(cells)")
        #expect(rows.contains { $0.contains("出门散步 10 分钟") }, "\(cells)")
        #expect(rows.contains { $0.contains("入睡。") }, "\(cells)")
    }
}
