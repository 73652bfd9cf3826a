import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
@testable import LasimTemplate
import Testing

/// `ViewThatFits`: SwiftUI draws the first of its views whose ideal size
/// fits the room on the axes it measures (`in:`), else the last; so a
/// card shows its short wording whole where the long one would be cut.
@Suite struct ViewThatFitsTests {
    static let long = "Arriving at Terminal 2, Gate B12, boarding in about twelve minutes from now"
    static let short = "Gate B12 · 12 min"

    static func drawnTexts(_ lock: String) throws -> [LaidOutText] {
        let p = try LayoutRuleTests.points(LayoutRuleTests.widget(lock))
        return LayoutRuleTests.views(p).compactMap { if case .text(let t) = $0.view.content { return t }; return nil }
    }

    @Test("the long choice is too wide for the card: the short one is drawn, whole, in points and in the cells")
    func shortChoiceWhenTheLongOneIsTooWide() throws {
        let lock = """
            ViewThatFits(in: .horizontal) {
                Text("\(Self.long)")
                Text("\(Self.short)")
            }
            .padding()
            """
        let texts = try Self.drawnTexts(lock)
        #expect(texts.map(\.text) == [Self.short], "\(texts.map(\.text))")
        #expect(texts.allSatisfy { !$0.isCut })
        let cells = try LayoutRuleTests.cells(LayoutRuleTests.widget(lock))
        #expect(cells.contains(Self.short) && !cells.contains("Arriving"), "\(cells)")
    }

    @Test("a first choice that fits is the one drawn")
    func firstChoiceWhenItFits() throws {
        let texts = try Self.drawnTexts("""
            ViewThatFits {
                Text("Gate B12, boarding in 12 minutes")
                Text("B12")
            }
            .padding()
            """)
        #expect(texts.map(\.text) == ["Gate B12, boarding in 12 minutes"])
    }

    @Test("in: .vertical measures the height only: the long choice wraps at the width it is offered, and is left when its lines are too tall")
    func verticalMeasuresTheHeight() throws {
        func drawn(height: Int) throws -> [LaidOutText] {
            try Self.drawnTexts("""
                ViewThatFits(in: .vertical) {
                    Text("\(Self.long)")
                    Text("\(Self.short)")
                }
                .frame(height: \(height))
                .padding()
                """)
        }
        let roomy = try drawn(height: 80)
        #expect(roomy.map(\.text) == [Self.long] && roomy.first.map { $0.lines.count > 1 && !$0.isCut } == true, "\(roomy.map(\.lines))")
        let low = try drawn(height: 24)
        #expect(low.map(\.text) == [Self.short], "\(low.map(\.text))")
    }

    @Test("when nothing fits, the last choice is drawn (and cut as the phone cuts it)")
    func lastChoiceWhenNoneFits() throws {
        let texts = try Self.drawnTexts("""
            ViewThatFits {
                Text("\(Self.long)")
                Text("Boarding soon at B12")
            }
            .frame(width: 60)
            .padding()
            """)
        #expect(texts.map(\.text) == ["Boarding soon at B12"], "\(texts.map(\.text))")
    }

    @Test("the evaluator keeps every choice, with the axes it measures")
    func evaluatorKeepsTheChoices() throws {
        let a = try #require(Fixture.activities(source: LayoutRuleTests.widget("""
            ViewThatFits(in: [.horizontal]) { Text("a"); Text("b"); Group { Text("c"); Text("d") } }
            """)).first)
        let views = try #require(a.template.liveViews)
        let out = views.evaluate(LiveViewInput(content: Fixture.json(#"{"n": 1}"#), attributes: JSONObject(),
                                                 isStale: false, activityID: "t", appearance: .light, now: 0, timeZone: .utc))
        var found: ViewNode?
        out.slots[.lock]?.walk { if case .viewThatFits = $0.kind { found = $0 } }
        let v = try #require(found)
        #expect(v.kind == .viewThatFits(horizontal: true, vertical: false))
        #expect(ViewNode.dissolvingGroups(v.children).count == 4, "a Group's views are choices of their own")
    }
}
