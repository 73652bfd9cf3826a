@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// `.clipped()` and `.clipShape(Rectangle())`: what reaches past the
/// view's frame (a `.scaledToFill()` photo behind a card, a long text in a
/// fixed frame) is cut at the frame on the phone; lasim kept the modifier
/// by name and drew past it.
@Suite struct ClippedTests {
    typealias Rules = LayoutRuleTests

    func svg(_ lock: String) throws -> String {
        PointSVG.svg([try Rules.points(Rules.widget(lock))])
    }

    @Test(".clipped() cuts the view at its 60 x 20 pt frame; without it nothing is cut")
    func clipped() throws {
        let clip = #"width="60" height="20"/></clipPath>"#
        #expect(try svg(#"Text("a long line of words").frame(width: 60, height: 20).clipped()"#).contains(clip))
        #expect(try svg(#"Text("a long line of words").frame(width: 60, height: 20).clipShape(Rectangle())"#).contains(clip))
        #expect(try !svg(#"Text("a long line of words").frame(width: 60, height: 20)"#).contains(clip))
    }

    /// A music app's minimal artwork, `.frame(width: 24, height: 24)
    /// .clipShape(Circle()).clipped()`: the phone cuts it to the circle (the
    /// two clips' intersection); lasim kept the later rectangle only.
    @Test(".clipShape(Circle()).clipped() is cut to the circle, as .clipped().clipShape(Circle()) is")
    func circleThenClipped() throws {
        for view in [#"Color.green.frame(width: 24, height: 24).clipShape(Circle()).clipped()"#,
                     #"Color.green.frame(width: 24, height: 24).clipped().clipShape(Circle())"#] {
            let out = try svg(view)
            #expect(out.contains(#"<clipPath id="p0-c1"><circle"#) || out.contains(#"<circle cx="12" cy"#), "\(view): \(out)")
            #expect(!out.contains(#"width="24" height="24"/></clipPath>"#), "\(view): \(out)")
        }
    }
}
