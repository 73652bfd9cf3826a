@testable import LasimSwiftUI
import Testing

/// `UIColor.getRed(_:green:blue:alpha:)` writes the colour's components
/// through its `&` arguments, as onebusaway's WCAG contrast math reads them
/// to pick black or white text (issue 25); lasim ignored the call and the
/// math ran on zeros.
@Suite struct ColourComponentTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        extension UIColor {
            var parts: String {
                var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
                getRed(&red, green: &green, blue: &blue, alpha: &alpha)
                return [red, green, blue, alpha].map { String(Int(($0 * 1000).rounded())) }.joined(separator: ",")
            }
        }
        func white(_ c: UIColor) -> String {
            var w: CGFloat = 0, a: CGFloat = 0
            let ok = c.getWhite(&w, alpha: &a)
            return "\\(ok) \\(Int((w * 1000).rounded())) \\(Int((a * 100).rounded()))"
        }
        """

    @Test("getRed writes an app's colour and a system colour's components (its light variant on a light card); getWhite its luma")
    func componentsThroughInout() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            VStack {
                Text("mine " + UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).parts)
                Text("blue " + UIColor.systemBlue.parts)
                Text("white " + white(UIColor(red: 1, green: 1, blue: 1, alpha: 1)))
            }
            """, state: #"{"n": 1}"#)
        #expect(out.contains("mine 200,400,600,500"), "\(out)")
        // systemBlue is #007AFF in light: 0, 122/255, 1.
        #expect(out.contains("blue 0,478,1000,1000"), "\(out)")
        #expect(out.contains("white true 1000 100"), "\(out)")
    }
}
