@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// A bar drawn as a `ZStack`: its track, its fill, and over them a row of
/// tick marks set apart by spacers (a medication's onset, peak and
/// wear-off on its effect bar). The row of marks draws no text, so the
/// track and fill are not its background: the cells drew the marks alone,
/// the bar under them gone, where the phone draws the bar with the marks on it.
@Suite struct ShapeRowLayerTests {
    typealias Rules = LayoutRuleTests

    static func card(_ marks: String) -> String {
        Rules.widget("""
        VStack(alignment: .leading, spacing: 12) {
            Text("Fasting")
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: 4).fill(Color.gray.opacity(0.2))
                RoundedRectangle(cornerRadius: 4).fill(Color.orange).frame(width: 120)
                \(marks)
            }
            .frame(height: 8)
            Text("16 h goal")
        }
        .padding()
        """)
    }

    @Test("a row of marks and spacers over a bar: the bar's row is drawn, the marks on it")
    func marksOnBar() throws {
        let marks = """
        HStack(spacing: 0) {
            Spacer().frame(width: 100)
            Rectangle().fill(Color.white.opacity(0.5)).frame(width: 2)
            Spacer().frame(width: 90)
            Rectangle().fill(Color.white.opacity(0.5)).frame(width: 2)
            Spacer()
        }
        """
        let cells = try Rules.cells(Self.card(marks))
        let plain = try Rules.cells(Self.card(""))
        // The bar's row: under "Fasting", over "16 h goal", not blank.
        func barRow(_ drawn: String) -> String {
            let rows = drawn.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let top = rows.firstIndex(where: { $0.contains("Fasting") }),
                  let bottom = rows.firstIndex(where: { $0.contains("16 h goal") }) else { return "" }
            return rows[(top + 1)..<bottom].first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        }
        let bar = barRow(cells), alone = barRow(plain)
        // The same bar with no marks over it: its cells, a mark in two of them.
        #expect(alone.filter { "━▄".contains($0) }.count >= 20, "\(plain)")
        #expect(bar.filter { "━▄".contains($0) }.count >= 20, "\(cells)")
        #expect(bar.filter { "│╷╵┃".contains($0) }.count == 2, "\(cells)")
    }
}
