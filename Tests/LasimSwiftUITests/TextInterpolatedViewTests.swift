import LasimModel
@testable import LasimSwiftUI
import Testing

/// A `Text` or an `Image` interpolated into a `Text`'s literal
/// (`LocalizedStringKey`'s `appendInterpolation(_: Text)` and `(_: Image)`):
/// the phone draws the inner text's words and the symbol inline, where
/// lasim drew the value's type, "View".
@Suite struct TextInterpolatedViewTests {
    static let types = """
        struct A: ActivityAttributes {
            struct ContentState: Codable, Hashable { var deal: String; var minutes: Int }
        }
        """
    static let state = #"{"deal": "30%", "minutes": 5}"#

    @Test("Text(\"Get \\(Text(deal).bold()) OFF\"): the inner text's words in their place, on one line")
    func innerText() throws {
        let out = try EvaluatorTests.lock(Self.types, #"Text("Get \(Text(context.state.deal).fontWeight(.black).foregroundColor(.blue)) OFF")"#, state: Self.state)
        // Styled apart, "Get " keeps its space before the inner text as a no-break space, drawn as one.
        #expect(out.contains("Get\u{00A0}30% OFF"), "\(out)")
        #expect(!out.contains("View"), "\(out)")
    }

    @Test("Text(\"\\(Image(systemName: \"car.fill\")) \\(n) min\"): the symbol inline, then the words")
    func inlineImage() throws {
        let out = try EvaluatorTests.lock(Self.types, #"Text("\(Image(systemName: "car.fill")) \(context.state.minutes) min")"#, state: Self.state)
        #expect(out.contains("🚗 5 min") || out.contains("🚗  5 min"), "\(out)")
        #expect(!out.contains("View"), "\(out)")
    }

    @Test("a Text(date, style:) interpolated: its words, the same as the Text alone draws")
    func innerDateText() throws {
        let alone = try EvaluatorTests.lock(Self.types, #"Text(Date(timeIntervalSince1970: 1_700_000_600), style: .relative)"#, state: Self.state)
        let inner = try EvaluatorTests.lock(Self.types, #"Text("ETA \(Text(Date(timeIntervalSince1970: 1_700_000_600), style: .relative))")"#, state: Self.state)
        #expect(alone.contains("10 min"), "\(alone)")
        #expect(inner.contains("ETA 10 min"), "\(inner)")
    }

    @Test("words before an inline image keep their space, interpolated or joined with +, in cells and in points (a no-break space, which a wrapped line's end does not drop)")
    func spaceBeforeImage() throws {
        let interpolated = try EvaluatorTests.lock(Self.types, #"Text("ETA \(Image(systemName: "car.fill"))")"#, state: Self.state)
        // A no-break space, as the formatters' spaces are: a terminal draws a space.
        #expect(interpolated.contains("ETA\u{00A0}🚗"), "\(interpolated)")
        let joined = try EvaluatorTests.lock(Self.types, #"Text("ETA ") + Text(Image(systemName: "car.fill"))"#, state: Self.state)
        #expect(joined.contains("ETA\u{00A0}🚗"), "\(joined)")
        // In points: the symbol starts a space (0.26 em, 17 pt) after the words end.
        let p = try LayoutRuleTests.points(LayoutRuleTests.widget(#"Text("ETA \(Image(systemName: "car.fill"))")"#))
        let words = try #require(LayoutRuleTests.views(p).first { if case .text(let t) = $0.view.content { return t.text.hasPrefix("ETA") }; return false })
        let symbol = try #require(LayoutRuleTests.views(p).first { if case .image = $0.view.content { return true }; return false })
        let alone = try LayoutRuleTests.text("ETA", in: LayoutRuleTests.points(LayoutRuleTests.widget(#"Text("ETA")"#)))
        #expect(abs(words.frame.width - alone.frame.width - 0.26 * 17) < 0.5, "\(words.frame) \(alone.frame)")
        #expect(symbol.frame.x - (words.frame.x + words.frame.width) > -0.01, "\(words.frame) \(symbol.frame)")
    }
}
