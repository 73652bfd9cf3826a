@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// The lock card's views are laid out at the width the phone offers them
/// (371 pt on a 393 pt phone), not at the cells inside the terminal's
/// border (336 pt): a text the phone shows whole is not cut in points
/// before the cells see it.
@Suite struct CardWidthTests {
    /// A row 361 pt wide, its text on one line: it fits the phone's card,
    /// not 336 pt, where the text was cut in points to "Hal…".
    static let row = LayoutRuleTests.widget("""
        HStack(spacing: 8) {
            Color.red.frame(width: 135, height: 20)
            Text("Halftime").font(.title3).bold().lineLimit(1)
            Color.red.frame(width: 135, height: 20)
        }
        """)

    @Test("a text between two wide views that fits the phone's card is drawn whole, the views beside it giving way")
    func textThePhoneShowsWholeIsWhole() throws {
        let (renderer, snap) = try LayoutRuleTests.snapshot(Self.row)
        let r = renderer.render(.lock, snap, now: LayoutRuleTests.now)
        let text = TextPrinter.text(r.grid)
        #expect(text.contains("Halftime"), "\(text)")
        #expect(r.truncations.isEmpty, "\(r.truncations)")
    }

    @Test("a text the phone centres in its card is centred in the card's cells")
    func centredTextIsCentred() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget(#"Text("centred")"#))
        let row = try CellGapTests.row(out, "centred")
        let left = row.prefix { $0 == " " }.count
        #expect(abs(left - (46 - left - 7)) <= 1, "\(out)")
    }

    @Test("a root .padding, which the cells leave to the card's border, narrows the width the views are laid out in, as on the phone")
    func rootPaddingIsTheBorders() throws {
        // 339 pt inside the phone's padding: two lines, drawn whole on two rows.
        let (renderer, snap) = try LayoutRuleTests.snapshot(LayoutRuleTests.widget("""
            VStack(alignment: .leading) {
                Text("The only way to do great work is to love what you do.").font(.subheadline).lineLimit(3)
            }
            .padding()
            """))
        let r = renderer.render(.lock, snap, now: LayoutRuleTests.now)
        let text = TextPrinter.text(r.grid)
        #expect(text.contains("love") && text.contains("what you do."), "\(text)")
        #expect(r.truncations.isEmpty, "\(r.truncations)")
    }

    @Test("a line the phone shows whole, with more characters than the card has columns, wraps onto the rows below it, whole; under lineLimit(1) it is cut as before")
    func aLineWiderThanTheCellsWraps() throws {
        // 45 characters on one 17 pt line: about 356 pt on the phone, inside its 371; 42 columns in the terminal.
        let line = "Proteja seu aparelho e ganhe 20% de cashback!"
        let (renderer, snap) = try LayoutRuleTests.snapshot(LayoutRuleTests.widget("VStack { Text(\"\(line)\") }"))
        let r = renderer.render(.lock, snap, now: LayoutRuleTests.now)
        let text = TextPrinter.text(r.grid)
        #expect(text.contains("Proteja seu aparelho e ganhe 20% de") && text.contains("cashback!") && !text.contains("…"), "\(text)")
        #expect(r.truncations.isEmpty, "\(r.truncations)")
        let (limited, snap1) = try LayoutRuleTests.snapshot(LayoutRuleTests.widget("VStack { Text(\"\(line)\").lineLimit(1) }"))
        let one = limited.render(.lock, snap1, now: LayoutRuleTests.now)
        #expect(TextPrinter.text(one.grid).contains("…") && !one.truncations.isEmpty, "\(TextPrinter.text(one.grid))")
    }

    @Test("a row the phone shows whole that the card's 42 columns cannot hold side by side (33 characters beside a 9-character column) takes a column of the border each side, whole")
    func aRowWiderThanTheColumnsTakesTheBorder() throws {
        let (renderer, snap) = try LayoutRuleTests.snapshot(LayoutRuleTests.widget("""
            HStack(alignment: .top, spacing: 14) {
                VStack(alignment: .leading, spacing: 5) {
                    Text("CSC108").font(.system(size: 23, weight: .semibold)).lineLimit(1)
                    Text("Tutorial TUT0101 section • Online").font(.system(size: 12)).lineLimit(1).minimumScaleFactor(0.75)
                }
                Spacer(minLength: 8)
                VStack(alignment: .trailing, spacing: 3) {
                    Text("STARTS IN").font(.system(size: 11, weight: .bold))
                    Text("10:00").font(.system(size: 20, weight: .bold))
                }
                .frame(width: 118, alignment: .trailing)
            }
            .padding(.vertical, 15)
            """))
        let r = renderer.render(.lock, snap, now: LayoutRuleTests.now)
        let text = TextPrinter.text(r.grid)
        #expect(text.contains("Tutorial TUT0101 section • Online") && text.contains("STARTS IN"), "\(text)")
        #expect(r.truncations.isEmpty, "\(r.truncations)")
        #expect(r.grid.width == renderer.options.device.lockWidth, "\(text)")
    }
}
