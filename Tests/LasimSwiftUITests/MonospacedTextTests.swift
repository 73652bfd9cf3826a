@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// `.monospaced()`, `.fontDesign(.monospaced)` and `.monospacedDigit()`
/// measure a text in SF Mono or with SF Pro's tabular digits: a ticking
/// timer is as wide as the phone draws it, not as proportional digits.
@Suite struct MonospacedTextTests {
    typealias Rules = LayoutRuleTests

    func width(_ body: String, _ text: String = "11:11") throws -> Double {
        try Rules.text(text, in: Rules.points(Rules.widget(body))).frame.width
    }

    @Test(".monospaced() on a stack draws its texts in SF Mono, an inner .font's size kept: 0.6 em a character")
    func monospacedStack() throws {
        let plain = try width(#"HStack { Text("11:11").font(.largeTitle) }"#)
        let mono = try width(#"HStack { Text("11:11").font(.largeTitle) }.monospaced()"#)
        #expect(abs(mono - 5 * 0.6 * 34) < 0.5, "\(mono)")
        #expect(mono > plain + 10)
        #expect(try width(#"HStack { Text("11:11").font(.largeTitle) }.fontDesign(.monospaced)"#) == mono)
        #expect(try width(#"Text("11:11").font(.system(.largeTitle, design: .monospaced))"#) == mono)
        #expect(try width(#"HStack { Text("11:11").font(.largeTitle) }.monospaced(false)"#) == plain)
    }

    @Test("Font.monospacedDigit(.system(size: 50))(): the method named on the type, given the font, then called (tyd's timer): that font, tabular; it was not applied, the text 17 pt")
    func methodNamedOnTheType() throws {
        let curried = try width(#"Text("11:11").font(Font.monospacedDigit(.system(size: 50))())"#)
        #expect(curried == (try width(#"Text("11:11").font(.system(size: 50).monospacedDigit())"#)))
        #expect(curried > (try width(#"Text("11:11").font(.system(size: 50))"#)) + 4, "\(curried)")
    }

    @Test(".monospacedDigit() widens a narrow 1 to a tabular 0's width and leaves the colon; on a view or on its font")
    func tabularDigits() throws {
        let zeros = try width(#"Text("00:00").font(.title.monospacedDigit())"#, "00:00")
        let ones = try width(#"Text("11:11").font(.title)"#)
        #expect(ones < zeros - 4)
        // SF Pro's tabular figures are a little wider than its proportional 0.
        #expect(try width(#"Text("00:00").font(.title)"#, "00:00") < zeros)
        #expect(try width(#"VStack { Text("11:11").font(.title) }.monospacedDigit()"#) == zeros)
        #expect(try width(#"Text("11:11").font(.title.monospacedDigit())"#) == zeros)
        // A font's own tabular digits go with it: an inner font replaces it.
        #expect(try width(#"VStack { Text("11:11").font(.title) }.font(.body.monospacedDigit())"#) == ones)
    }
}
