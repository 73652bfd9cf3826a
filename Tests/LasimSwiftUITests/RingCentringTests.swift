@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// A ring round an initial (an avatar: a circle's stroke over a text in a
/// 38 pt frame) centres it in the cells as the phone centres it in points.
@Suite struct RingCentringTests {
    /// No root padding: the card's 371 pt across its 42 columns, 8.8 pt a
    /// column, so the 38 pt ring rounds to four cells, two inside it.
    static func avatar(_ initials: String) -> String {
        LayoutRuleTests.widget("""
            HStack(spacing: 8) {
                Text("\(initials)").font(.system(size: 13.7, weight: .semibold))
                    .frame(width: 38, height: 38)
                    .background(Color.blue, in: Circle())
                    .overlay { Circle().strokeBorder(.white.opacity(0.14), lineWidth: 1) }
                Text("Session")
                Spacer()
            }
            .padding(.vertical, 8)
            """)
    }

    /// The cells between the ring's sides, on the row of the name beside it.
    static func inside(_ initials: String) throws -> String {
        let out = try LayoutRuleTests.cells(avatar(initials))
        let parts = try CellGapTests.row(out, "Session").split(separator: "│", omittingEmptySubsequences: false)
        let name = try #require(parts.firstIndex { $0.contains("Session") }, "\(out)")
        return name > 0 ? String(parts[name - 1]) : ""
    }

    @Test("one initial in a ring four cells wide: the ring is drawn three wide, the initial in its middle (was '│ S│')")
    func oneInitialIsCentred() throws {
        #expect(try Self.inside("S") == "S")
    }

    @Test("two initials fill the ring's inside, as before")
    func twoInitialsFillIt() throws {
        #expect(try Self.inside("SP") == "SP")
    }
}
