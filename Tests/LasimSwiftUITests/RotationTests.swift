import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
@testable import LasimTemplate
import Testing

/// `.rotationEffect` and `Shape.rotation`: a turn about the anchor in
/// points, the layout frame unchanged; in the cells, quarter turns exact.
@Suite struct RotationTests {
    static let state = #"{"n": 1}"#
    static func activity(_ view: String) throws -> SwiftUIActivity {
        try #require(Fixture.activities(source: LayoutRuleTests.widget(view)).first)
    }

    @Test("A quarter turn: about the centre in SVG, the frame unchanged, the bar on its end in the cells")
    func quarterTurn() throws {
        let bar = try Self.activity("""
            VStack(spacing: 0) {
                Rectangle().fill(.red).frame(width: 60, height: 1.5).rotationEffect(.degrees(90)).frame(height: 70)
                Text("below")
            }
            """)
        let lock = try ChartTests.lock(bar, state: Self.state)
        let svg = PointSVG.svg([lock])
        var frame: PointRect?
        lock.parts.first?.view.walk { v in if case .fill = v.content, frame == nil { frame = v.frame } }
        let f = try #require(frame)
        // Laid out 60 x 1.5 as written; drawn turned about its middle.
        #expect(f.width == 60 && f.height == 1.5)
        #expect(svg.contains("<g transform=\"rotate(90 \(PointSVG.n(f.midX)) \(PointSVG.n(f.midY)))\">"), "\(svg)")
        let cells = Fixture.draw(bar, state: Fixture.json(Self.state), presentations: [.lock])
        // 60 pt tall once turned: a rule down several rows, not one across.
        let rows = cells.split(separator: "\n").filter { $0.contains("│") }
        #expect(rows.count >= 3 && !cells.contains("─"), "\(cells)")
        #expect(!bar.coverage.report(title: "x").contains("rotationEffect"))
    }

    @Test("A progress ring's trimmed circle turned a quarter turn to start at the top covers the cells its track covers")
    func turnedRing() throws {
        func ring(_ turn: String) throws -> String {
            let a = try Self.activity("""
                HStack {
                    ZStack {
                        Circle().stroke(.gray, lineWidth: 8)
                        Circle().trim(from: 0, to: 0.5).stroke(.blue, lineWidth: 8)\(turn)
                    }
                    .frame(width: 56, height: 56)
                    Text("Fasting")
                    Spacer()
                }
                """)
            return Fixture.draw(a, state: Fixture.json(Self.state), presentations: [.lock])
        }
        let unturned = try ring("")
        #expect(try ring(".rotationEffect(.degrees(-90))") == unturned)
        #expect(try ring(".rotationEffect(.degrees(90))") == unturned)
        // The text keeps its place beside the ring: no second side a column out.
        #expect(!unturned.contains("││") && !unturned.contains("│Fasting"), "\(unturned)")
    }

    @Test("Shape.rotation at another angle and anchor: turned in SVG, unturned in the cells with a coverage note, no stderr note")
    func otherAngle() throws {
        let tab = try Self.activity("""
            RoundedRectangle(cornerRadius: 4).rotation(.degrees(10), anchor: .topLeading).fill(.yellow).frame(width: 100, height: 50)
            """)
        let lock = try ChartTests.lock(tab, state: Self.state)
        let svg = PointSVG.svg([lock])
        #expect(svg.contains("rotate(10 "), "\(svg)")
        let out = try #require(tab.template.liveViews).evaluate(LiveViewInput(content: Fixture.json(Self.state), attributes: JSONObject(), isStale: false,
                                                                             activityID: "t", appearance: .light, now: 0, timeZone: .utc))
        #expect(out.notes.values.joined().allSatisfy { !$0.description.contains("rotation") }, "\(out.notes)")
        #expect(tab.coverage.report(title: "x").contains("turned 10.0° in true size; drawn unturned in the cells"), "\(tab.coverage.report(title: "x"))")
    }

    @Test("A half turn about the top leading corner: the frame turned about that corner in the cells")
    func turnedCells() {
        var paint = ViewPaint()
        paint.rotation = 180; paint.rotationAnchorX = 0; paint.rotationAnchorY = 0
        #expect(paint.turned(PointRect(x: 10, y: 10, width: 20, height: 4)) == PointRect(x: -10, y: 6, width: 20, height: 4))
        paint.rotation = -90
        #expect(paint.quarterTurns == 3)
        paint.rotation = 45
        #expect(paint.quarterTurns == nil)
    }
}
