import LasimModel
@testable import LasimSwiftUI
import Testing

/// Texts that came out as "(Function)" or a placeholder with no word of why
/// (issue 25's corpus): a tuple that lost the labels of the type it was
/// converted to, a `Bundle` or `Character` property lasim did not model.
@Suite struct FunctionValueTextTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var word: String } }
        func points(_ d: [Int], _ v: [Double]) -> [(date: Int, value: Double)] {
            zip(d, v).map { ($0, $1) }
        }
        func total(_ p: [(date: Int, value: Double)]) -> Double { p.reduce(0) { $0 + $1.value } }
        """
    static let state = #"{"word": "a b"}"#

    @Test("a tuple takes the labels of an array of tuples it is returned as, assigned to with a typed let, or passed as")
    func tupleTakesTheLabelsOfItsType() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            VStack {
                Text("first \\(points([1, 2], [5.5, 9.0])[0].value)")
                let typed: [(when: Int, amount: Double)] = zip([3], [4.5]).map { ($0, $1) }
                Text("typed \\(typed[0].amount) at \\(typed[0].when)")
                Text("sum \\(total(zip([1, 2], [1.5, 2.0]).map { ($0, $1) }))")
            }
            """, state: Self.state)
        #expect(out.contains("first 5.5") && out.contains("typed 4.5 at 3") && out.contains("sum 3.5"), "\(out)")
        #expect(!out.contains("(Function)"), "\(out)")
    }

    @Test("Bundle.main's identifier and Info.plist keys are nil (the plist is not read), each read said with where")
    func bundleIdentityIsNilWithANote() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            VStack {
                Text("id \\(Bundle.main.bundleIdentifier ?? "none")")
                Text("v \\(Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "?")")
            }
            """, state: Self.state)
        #expect(out.contains("id none") && out.contains("v ?") && !out.contains("(Function)"), "\(out)")
        #expect(out.contains("Bundle.main.bundleIdentifier is nil"), "\(out)")
        #expect(out.contains(#"Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") is nil"#), "\(out)")
    }

    @Test("a function value printed as text is drawn as Swift prints it, with a note naming the expression and its line")
    func functionPrintedIsSaid() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            VStack {
                Text("w \\(context.state.word.noSuchProperty)")
            }
            """, state: Self.state)
        #expect(out.contains("w (Function)"), "\(out)")
        #expect(out.contains("'context.state.word.noSuchProperty' is read as a method (lasim knows no property 'noSuchProperty' of String)"), "\(out)")
    }

    @Test("Character's classification properties answer as the standard library's do")
    func characterProperties() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            let c = context.state.word[context.state.word.index(context.state.word.startIndex, offsetBy: 1)]
            VStack {
                Text(c.isWhitespace ? "space" : "not space")
                Text(Character("\\n").isNewline ? "newline" : "no newline")
                Text(Character("!").isPunctuation && Character("a").isLowercase && !Character("a").isUppercase ? "punct lower" : "wrong")
                Text(Character("$").isCurrencySymbol && Character("+").isMathSymbol && Character("f").isHexDigit ? "symbols" : "wrong")
                Text("ascii \\(Character("A").asciiValue ?? 0)")
            }
            """, state: Self.state)
        for t in ["space", "newline", "punct lower", "symbols", "ascii 65"] { #expect(out.contains(t), "\(t) in \(out)") }
        #expect(!out.contains("not space") && !out.contains("wrong") && !out.contains("[Character]"), "\(out)")
    }

    @Test("a condition that is a member lasim does not know names the member, not only 'not a Bool'")
    func unknownMemberAsConditionIsNamed() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            VStack {
                if context.state.word.isSomethingNew { Text("yes") } else { Text("no") }
            }
            """, state: Self.state)
        #expect(out.contains("condition is not a Bool: lasim knows no property 'isSomethingNew' of String"), "\(out)")
    }

    @Test("gestures do nothing in a Live Activity: a view with .gesture(DragGesture()...) is drawn, and nothing is said")
    func gesturesAreStillFrame() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            VStack {
                Text("drag me")
                    .gesture(DragGesture(minimumDistance: 2).onChanged { _ in }.onEnded { _ in })
                    .simultaneousGesture(TapGesture().onEnded { })
                    .onLongPressGesture { }
            }
            """, state: Self.state)
        #expect(out.contains("drag me") && !out.contains("not applied") && !out.contains("DragGesture"), "\(out)")
    }

    @Test("a size or preference action never runs in a widget's archived views: .onGeometryChange, .preference and .onPreferenceChange are dropped and nothing is said")
    func geometryAndPreferenceActions() throws {
        let out = try EvaluatorTests.lock(Self.types + """

            struct SizeKey: PreferenceKey {
                static var defaultValue: CGSize = .zero
                static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
            }
            """, """
            VStack {
                Text("measured")
                    .onGeometryChange(for: CGFloat.self, of: { g in g.size.width }) { _ in }
                    .background(GeometryReader { proxy in Color.clear.preference(key: SizeKey.self, value: proxy.size) })
                    .onPreferenceChange(SizeKey.self) { _ in }
            }
            """, state: Self.state)
        #expect(out.contains("measured") && !out.contains("not known to lasim") && !out.contains("problem"), "\(out)")
    }

    @Test("a SwiftUI type lasim does not model is not said to be missing from the widget's sources")
    func unknownTypeWording() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            VStack { Text("x"); MeshGradient(width: 2, height: 2, points: [], colors: []) }
            """, state: Self.state)
        #expect(out.contains("nor a SwiftUI or Foundation type lasim models") && !out.contains("not found in the widget's sources"), "\(out)")
    }
}
