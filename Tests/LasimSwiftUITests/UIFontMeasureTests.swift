import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// A widget that sizes a view by UIKit's measure of a text (a match timer
/// framed as wide as "00:00" in its `UIFont`: `(s as NSString).size(withAttributes:
/// [NSAttributedString.Key.font: font])`) gets the layout's own measure of
/// it, and `Font(uiFont)` draws in that font. lasim drew the attribute
/// dictionary as `[NSAttributedString]`, dropped the frame and drew the
/// timer in body (17 pt).
@Suite struct UIFontMeasureTests {
    static let timer = """
        struct Timer: View {
            let font: UIFont
            var body: some View {
                let w = ("00:00" as NSString).size(withAttributes: [NSAttributedString.Key.font: font]).width
                HStack(spacing: 0) { Text("00:00").font(Font(font)).frame(width: w); Text("|") }
            }
        }
        """

    @Test("a frame sized by size(withAttributes:) holds its text exactly, in the UIFont's size and weight (.systemFont, .boldSystemFont, .preferredFont)")
    func framedByMeasure() throws {
        for (font, size, weight) in [(".systemFont(ofSize: 12, weight: .regular)", 12.0, "regular"),
                                     ("UIFont.boldSystemFont(ofSize: 20)", 20, "bold"),
                                     ("UIFont.preferredFont(forTextStyle: .headline)", 17, "semibold")] {
            let source = LayoutRuleTests.widget("Timer(font: \(font))", extra: Self.timer)
            let p = try LayoutRuleTests.points(source)
            let (_, frame, text) = try LayoutRuleTests.text("00:00", in: p)
            #expect(text.font.size == size && (text.font.weight ?? "regular") == weight, "\(font): \(text.font)")
            let bar = try LayoutRuleTests.text("|", in: p)
            #expect(LayoutRuleTests.near(bar.frame.x - frame.x, GlyphAdvances.width("00:00", text.font)), "\(font): \(frame) \(bar.frame)")
            #expect(!text.isCut, "\(font)")
            let cells = try LayoutRuleTests.cells(source)
            #expect(cells.contains("00:00|") && !cells.contains("NSAttributed") && !cells.contains("not applied"), "\(cells)")
        }
    }

    @Test("NSAttributedString(string:attributes:) draws its text and measures it in its own font; boundingRect wraps at its width")
    func attributedString() throws {
        let source = LayoutRuleTests.widget("""
            let a = NSAttributedString(string: "Half time", attributes: [.font: UIFont.systemFont(ofSize: 30)])
            let one = a.size()
            let two = ("Half time" as NSString).boundingRect(with: CGSize(width: one.width - 1, height: 1000), options: [],
                                                              attributes: [.font: UIFont.systemFont(ofSize: 30)], context: nil)
            VStack {
                Text(AttributedString(a))
                Text("\\(Int(two.height / one.height)) lines")
            }
            """)
        let cells = try LayoutRuleTests.cells(source)
        #expect(cells.contains("Half time") && cells.contains("2 lines"), "\(cells)")
    }
}
