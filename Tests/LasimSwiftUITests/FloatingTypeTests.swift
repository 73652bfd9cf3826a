@testable import LasimSwiftUI
import Testing

/// One list of floating types (`FloatingTypes`): a `CGFloat` is one to
/// `as?`, a `Float32` computes as a `Float`, an enum's implicit raw values
/// of a floating type are of that type.
@Suite struct FloatingTypeTests {
    @Test("CGFloat, Float32 and a Float raw type answer as Swift's types do")
    func floatingTypesAlike() throws {
        let out = try EvaluatorTests.lock(StringIndexTests.types + """

            enum Level: Float { case low, high }
            func kinds() -> String {
                let width: CGFloat = 12.5
                let boxed: Any = width
                let tenth: Float32 = 0.1
                let cg = (boxed as? CGFloat).map { "cg\\($0)" } ?? "none"
                return "<" + cg + "|" + "\\(tenth * 3)" + "|" + "\\(Level.high.rawValue / 3)" + ">"
            }
            """, "Text(kinds())", state: StringIndexTests.state)
        // As Doubles: "none", 0.30000000000000004 and 0.3333333333333333.
        #expect(out.contains("<cg12.5|0.3|0.33333334>"), "\(out)")
    }
}
