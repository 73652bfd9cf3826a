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

    @Test("Float16 is a type to name: readings.map(Float16.init) keeps a half float's value, and a sample state made so is drawn")
    func float16ByName() throws {
        let out = try EvaluatorTests.lock(StringIndexTests.types + """

            func packed() -> String {
                let readings: [Double] = [120.1, 72.4]
                let halves = readings.map(Float16.init)
                let one = Float16(98.6)
                return "<" + halves.map { "\\(Double($0))" }.joined(separator: ",") + "|" + "\\(Double(one))" + ">"
            }
            """, "Text(packed())", state: StringIndexTests.state)
        // A Float16 keeps 11 bits: 120.125, 72.375 and 98.625 (as Doubles: the app's arithmetic).
        #expect(out.contains("<120.125,72.375|98.625>"), "\(out)")
        let (states, notes) = try PreviewStateTests.only("""
            struct Pulse: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var packed: [Float16]
                    init(readings: [Double]) { packed = readings.map(Float16.init) }
                }
                var name: String
            }
            extension Pulse.ContentState { static let resting = Pulse.ContentState(readings: [72.4, 70.1]) }
            """)
        #expect(states.map(\.name) == ["resting"], "\(notes)")
        #expect(states.first?.contentState["packed"] == .array([.number(72.375), .number(70.125)]), "\(states)")
    }

    @Test("UInt16(truncatingIfNeeded:) and UInt8(clamping:) keep what the type's width keeps")
    func narrowIntegerInitialisers() throws {
        let out = try EvaluatorTests.lock(StringIndexTests.types + """

            func narrowed() -> String {
                let seconds = 70000
                let wrapped = UInt16(truncatingIfNeeded: seconds)
                let signed = Int8(truncatingIfNeeded: 200)
                let level = UInt8(clamping: 300)
                let low = Int16(clamping: -40000)
                return "<\\(wrapped)|\\(signed)|\\(level)|\\(low)>"
            }
            """, "Text(narrowed())", state: StringIndexTests.state)
        #expect(out.contains("<4464|-56|255|-32768>"), "\(out)")
    }
}
