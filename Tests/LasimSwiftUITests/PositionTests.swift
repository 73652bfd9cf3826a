@testable import LasimRender
import Testing

/// `.position(x:y:)`: the view takes all it is offered and puts its
/// content's centre at the point, in its own coordinates, as SwiftUI's
/// position layout does (a GeometryReader's marks along a track).
@Suite struct PositionTests {
    @Test("the centre at (x, y) of the room offered; x or y not given is 0; in a stack it takes what is left")
    func centred() throws {
        let lock = try LayoutRuleTests.points(LayoutRuleTests.widget("""
            VStack(spacing: 0) {
                ZStack {
                    Circle().frame(width: 10, height: 10).position(x: 30, y: 20)
                    Capsule().frame(width: 6, height: 4).position(CGPoint(x: 80, y: 10))
                    Ellipse().frame(width: 8, height: 8).position(y: 4)
                }
                .frame(width: 100, height: 40)
                HStack(spacing: 0) {
                    Text("A").frame(width: 50)
                    Rectangle().frame(width: 4, height: 4).position(x: 10, y: 10)
                }
                .frame(width: 200, height: 30)
            }
            """))
        var f: [String: PointRect] = [:]
        for (v, frame) in LayoutRuleTests.views(lock) {
            if case .fill(let shape?) = v.content { f[shape] = frame }
            if case .text(let t) = v.content { f[t.text] = frame }
        }
        let circle = try #require(f["Circle"]), capsule = try #require(f["Capsule"]), ellipse = try #require(f["Ellipse"])
        let rectangle = try #require(f["Rectangle"]), text = try #require(f["A"])
        // The ZStack is 100 x 40: its top-leading corner is where the circle's centre is, less (30, 20).
        let origin = (x: circle.x + 5 - 30, y: circle.y + 5 - 20)
        #expect(abs(capsule.x + 3 - (origin.x + 80)) < 0.01 && abs(capsule.y + 2 - (origin.y + 10)) < 0.01, "\(capsule)")
        #expect(abs(ellipse.x + 4 - origin.x) < 0.01 && abs(ellipse.y + 4 - (origin.y + 4)) < 0.01, "\(ellipse)")
        #expect((circle.width, circle.height) == (10, 10))
        // The row: the text's 50 pt, then the positioned view's 150 from its own leading edge.
        let rowStart = text.x + text.width / 2 - 25
        #expect(abs(rectangle.x + 2 - (rowStart + 50 + 10)) < 0.01, "\(rectangle) after \(text)")
    }
}
