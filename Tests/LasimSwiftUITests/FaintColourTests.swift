@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// A colour so faint no eye sees it draws nothing in the cells, as on the
/// phone: an app's hex parser that falls back to alpha 1/255 for a colour
/// it cannot read (TrainLCD's progress arc, `Color(hex: "")`) drew the arc
/// as a second ring over the grey one under it.
@Suite struct FaintColourTests {
    static func gauge(_ arc: String) -> String {
        LayoutRuleTests.widget("""
            HStack {
                Text("Shinjuku")
                ZStack {
                    Circle().stroke(Color.gray, lineWidth: 3)
                    \(arc)
                }
                .frame(width: 40, height: 40)
                Text("JY-17")
            }
            """)
    }

    @Test("a trimmed ring in a colour of alpha 1/255 is drawn as nothing is (was drawn over the grey ring)")
    func faintArcIsNotDrawn() throws {
        let faint = try LayoutRuleTests.cells(Self.gauge("""
            Circle().trim(from: 0, to: 0.4)
                .stroke(Color(red: 1, green: 0, blue: 0, opacity: 1.0 / 255), style: StrokeStyle(lineWidth: 3, lineCap: .round))
                .rotationEffect(.degrees(-90))
            """))
        let none = try LayoutRuleTests.cells(Self.gauge("Color.clear"))
        #expect(faint == none, "\(faint)\n\(none)")
        // A colour that shows is still drawn.
        let seen = try LayoutRuleTests.cells(Self.gauge("""
            Circle().trim(from: 0, to: 0.4)
                .stroke(Color(red: 1, green: 0, blue: 0, opacity: 0.5), style: StrokeStyle(lineWidth: 3, lineCap: .round))
                .rotationEffect(.degrees(-90))
            """))
        #expect(seen != none, "\(seen)")
    }
}
