import Testing
@testable import LasimRender
@testable import LasimSwiftUI

/// `.trim(from:to:)` on a shape: that part of its outline, as a progress
/// ring's arc is drawn on the phone.
@Suite struct TrimTests {
    @Test("a trimmed stroked circle is one dash of that part of its circumference, from its trailing point; the cells draw that part too")
    func trimmedRing() throws {
        let source = PointSVGTests.widget(lock: """
            ZStack {
                Circle().trim(from: 0.25, to: 0.75).stroke(Color.red, lineWidth: 4).frame(width: 40, height: 40)
                Circle().trim(from: 0, to: 0.5).stroke(Color.blue, lineWidth: 4).frame(width: 40, height: 40)
                Capsule().trim(from: 0.5, to: 0.5).stroke(Color.green, lineWidth: 4).frame(width: 40, height: 20)
                RoundedRectangle(cornerRadius: 5).trim(from: 0, to: 0.5).stroke(Color.orange, lineWidth: 2).frame(width: 40, height: 20)
            }
            """)
        let svg = try PointSVGTests.svg(source, .lock)
        // 2π x 20 = 125.66 pt of outline: half of it, starting a quarter round.
        #expect(svg.contains(#"stroke-dasharray="62.83 125.66" stroke-dashoffset="-31.42""#), "\(svg)")
        #expect(svg.contains(##"stroke="#007aff" stroke-width="4" stroke-dasharray="62.83 125.66"/>"##), "\(svg)")
        // Nothing between 0.5 and 0.5: nothing drawn.
        #expect(!svg.contains("#34c759"), "\(svg)")
        // 2 x (40 + 20) - 8 x 5 + 2π x 5 = 111.42 pt around the rounded rectangle.
        #expect(svg.contains(#"stroke-dasharray="55.71 111.42""#), "\(svg)")
        let a = try #require(Fixture.activities(source: source).first)
        #expect(a.coverage.report(title: "x").contains("its .trim drawn as the part of its outline it keeps"), "\(a.coverage.report(title: "x"))")
    }

    @Test("StrokeStyle(lineCap: .round) rounds the ends of the outline in true size; the default cap stays square")
    func roundCaps() throws {
        let source = PointSVGTests.widget(lock: """
            ZStack {
                Circle().trim(from: 0, to: 0.3).stroke(Color.green, style: StrokeStyle(lineWidth: 6, lineCap: .round)).frame(width: 40, height: 40)
                Circle().trim(from: 0, to: 0.3).stroke(Color.blue, style: StrokeStyle(lineWidth: 6)).frame(width: 40, height: 40)
            }
            """)
        let svg = try PointSVGTests.svg(source, .lock)
        #expect(svg.contains(##"stroke="#34c759" stroke-width="6" stroke-linecap="round""##), "\(svg)")
        #expect(svg.contains(##"stroke="#007aff" stroke-width="6" stroke-dasharray"##), "\(svg)")
    }
    @Test("a progress ring's arc over its track takes the track's cells: a track narrowed round its number leaves no side of the arc inside it")
    func arcOverItsTrack() throws {
        // Trai's set ring: 44 pt, a track, the arc turned to start at the top, the count inside.
        let source = LayoutRuleTests.widget("""
            HStack {
                Text("Push Day")
                Spacer()
                ZStack {
                    Circle().stroke(Color.gray.opacity(0.2), lineWidth: 4).frame(width: 44, height: 44)
                    Circle().trim(from: 0, to: 0.667)
                        .stroke(Color.orange, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                        .frame(width: 44, height: 44)
                        .rotationEffect(.degrees(-90))
                    Text("10").font(.caption)
                }
            }
            .padding()
            """)
        let out = try LayoutRuleTests.cells(source)
        let row = try #require(out.split(separator: "\n").first { $0.contains("10") }, "\(out)")
        // The count between the ring's two sides, and no third side.
        #expect(row.contains("│10│"), "\(out)")
        #expect(row.filter { $0 == "│" }.count == 2, "\(out)")
    }
}
