import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// A score card's expanded island: a badge and a compressed 48 pt score on
/// each side, the clock in the center (Rover's NBA, NFL and NHL cards).
/// Each side fits its column beside the camera and the three fit across,
/// so the phone draws both scores whole; the island's row offered each
/// side an even share first and cut the leading score.
@Suite struct ExpandedSidesTests {
    static func source(lockRows: Int = 1) -> String {
        let rows = (1...lockRows).map { #"Text("row \#($0)").font(.title)"# }.joined(separator: "\n")
        return """
            struct Game: ActivityAttributes {
                struct ContentState: Codable, Hashable { var away: Int; var home: Int; var clock: String }
            }
            struct Badge: View {
                let name: String
                var body: some View {
                    VStack(spacing: 4) {
                        Image(systemName: "basketball.fill")
                            .resizable()
                            .aspectRatio(contentMode: .fit)
                            .frame(width: 28, height: 28)
                            .background(Circle().fill(.blue).frame(width: 28, height: 28))
                            .clipShape(Circle())
                        Text(name).font(.caption)
                    }
                }
            }
            struct Score: View {
                let score: Int
                var body: some View {
                    Text("\\(score)").font(.system(size: 48, weight: .medium)).fontWidth(.compressed).monospacedDigit()
                }
            }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: Game.self) { context in
                        VStack { \(rows) }.padding()
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.leading) {
                                HStack(spacing: 12) {
                                    Badge(name: "GSW")
                                    Score(score: context.state.away)
                                }.padding(.horizontal, 4)
                            }
                            DynamicIslandExpandedRegion(.trailing) {
                                HStack(spacing: 12) {
                                    Score(score: context.state.home)
                                    Badge(name: "LAL")
                                }.padding(.horizontal, 4)
                            }
                            DynamicIslandExpandedRegion(.center) {
                                Text(context.state.clock).font(.headline).fontWeight(.bold)
                            }
                        } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
                    }
                }
            }
            """
    }

    static let state = #"{"away": 104, "home": 112, "clock": "Final"}"#

    @Test("beside a center region, sides that fit across keep the width they ask, in points")
    func sidesKeepTheirWidthInPoints() throws {
        let a = try #require(Fixture.activities(source: Self.source()).first)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(Self.state), now: 1_700_000_000, state: .active)
        let p = try #require(Renderer(catalog: catalog).pointLayout(.expanded, Snapshot(sample: sample, template: a.template), now: 1_700_000_000))
        var heights: [String: Double] = [:]
        for part in p.parts {
            part.view.walk { v in
                if case .text(let t) = v.content, ["104", "112", "GSW", "LAL"].contains(t.text) { heights[t.text] = v.frame.height }
            }
        }
        // One line of a 48 pt text is under 60 pt; wrapped, "104" was "10" over "4".
        for score in ["104", "112"] { #expect((heights[score] ?? 0) > 0 && (heights[score] ?? 100) < 60, "\(score): \(heights)") }
        #expect(p.height < 110, "one row of regions: \(p.height)")
    }

    /// A pilot's duty card is 213 pt tall inside its padding: the phone
    /// shows 160 pt of it; the cells, whose rows are shorter than its lines,
    /// drew all of it, and nothing said that the phone does not. A score
    /// card's wood texture that fills and overflows the card is cut by
    /// design: its texts are all on the phone's screen (ladi-simulator's
    /// screenshot), and nothing is said.
    @Test("a lock card whose texts fall past its 160 pt names them; a filling background taller than the card does not")
    func tallCardSaysSo() throws {
        let tall = try #require(Fixture.activities(source: Self.source(lockRows: 7)).first)
        let out = Fixture.draw(tall, state: Fixture.json(Self.state), presentations: [.lock])
        #expect(out.contains("-- problem: lock: the app's views are"), "\(out)")
        #expect(out.contains(#"160 pt at most, offers them less: the phone cuts "row 1", "row 7" at its edge"#), "\(out)")
        let short = try #require(Fixture.activities(source: Self.source(lockRows: 2)).first)
        #expect(!Fixture.draw(short, state: Fixture.json(Self.state), presentations: [.lock, .expanded]).contains("problem"))
        let textured = Self.source().replacingOccurrences(of: #"VStack { Text("row 1").font(.title) }.padding()"#, with: """
            ZStack {
                Rectangle().fill(.brown).frame(height: 260)
                VStack(spacing: 16) { Text("9 - 13").font(.system(size: 40)); Text("lays it in for 2") }.padding()
            }
            """)
        let card = try #require(Fixture.activities(source: textured).first)
        let drawn = Fixture.draw(card, state: Fixture.json(Self.state), presentations: [.lock])
        #expect(drawn.contains("9 - 13") && !drawn.contains("problem"), "\(drawn)")
    }
}
