import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// Lines a frame centres in a tile its row made taller (a title over a
/// value beside a tile of three lines) keep their place in it, the odd
/// row above, as a card's root keeps what it centres (`TerminalRows.place`).
@Suite struct CellFramedLinesTests {
    @Test("a title over a value, centred in a tile three rows tall, ends on the tile's last row, as the phone centres it")
    func centredLinesKeepTheirPlace() throws {
        let a = try AssetImageTests.inline("""
            HStack(spacing: 7) {
                VStack(spacing: 2) {
                    Text("GAUGE").font(.system(size: 8, weight: .black))
                    Text("4.2 bar").font(.system(size: 15, weight: .black))
                    Text("104 C").font(.system(size: 15, weight: .black))
                }
                .frame(maxWidth: .infinity, minHeight: 49)
                .padding(5)
                ForEach(0..<2) { _ in
                    VStack(spacing: 2) {
                        Text("MIX").font(.system(size: 8, weight: .black))
                        Text("1.18").font(.system(size: 23, weight: .black))
                    }
                    .frame(maxWidth: .infinity, minHeight: 49)
                    .padding(5)
                }
            }
            .padding(14)
            """)
        let out = Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        let lines = out.split(separator: "\n").map(String.init)
        let value = try #require(lines.firstIndex { $0.contains("1.18") }, "\(out)")
        let last = try #require(lines.firstIndex { $0.contains("104 C") }, "\(out)")
        let middle = try #require(lines.firstIndex { $0.contains("4.2 bar") }, "\(out)")
        #expect(value == last, "\(out)")
        #expect(lines[middle].contains("MIX"), "\(out)")
    }
}
