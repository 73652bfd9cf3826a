@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// `.zIndex` in a `ZStack`: a layer with a higher one is drawn over those
/// below it whatever their order in the code (a badge declared first, a
/// progress bar raised above its track); lasim drew in declaration order.
@Suite struct ZIndexTests {
    typealias Rules = LayoutRuleTests

    /// The named fills, in the order they are drawn.
    func drawn(_ lock: String) throws -> [String] {
        Rules.views(try Rules.points(Rules.widget(lock))).compactMap { v in
            if case .fill = v.view.content, case .named(let n)? = v.view.environment.foreground { return n }
            return nil
        }
    }

    @Test("a higher .zIndex is drawn later (on top); equal ones keep their order; where each is placed does not change")
    func order() throws {
        #expect(try drawn(#"ZStack { Color.red.zIndex(1); Color.blue; Color.green }.frame(width: 40, height: 20)"#) == ["blue", "green", "red"])
        #expect(try drawn(#"ZStack { Color.red; Color.blue.zIndex(-1); Color.green }.frame(width: 40, height: 20)"#) == ["blue", "red", "green"])
        #expect(try drawn(#"ZStack { Color.red; Color.blue }.frame(width: 40, height: 20)"#) == ["red", "blue"])
        // The outermost .zIndex is the one the stack reads.
        #expect(try drawn(#"ZStack { Color.red.zIndex(-1).zIndex(5); Color.blue }.frame(width: 40, height: 20)"#) == ["blue", "red"])
        let raised = try Rules.fill("red", in: Rules.points(Rules.widget(#"ZStack(alignment: .leading) { Color.red.frame(width: 10).zIndex(1); Color.blue }.frame(width: 40, height: 20)"#)))
        #expect(raised.width == 10, "\(raised)")
    }
}
