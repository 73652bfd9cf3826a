@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// `LazyVGrid(columns:)` and `LazyHGrid(rows:)`, which lasim drew as a
/// placeholder naming them (their items, texts included, lost): the items
/// in the lines their `GridItem`s give, where the phone lays them out.
@Suite struct LazyGridTests {
    typealias Rules = LayoutRuleTests

    func frames(_ grid: String) throws -> [String: PointRect] {
        let p = try Rules.points(Rules.widget(grid))
        var out: [String: PointRect] = [:]
        for (v, f) in Rules.views(p) { if case .text(let t) = v.content { out[t.text] = f } }
        return out
    }

    func mid(_ r: PointRect?) -> Double { (r?.x ?? -1) + (r?.width ?? 0) / 2 }

    @Test("two .flexible() columns share the width: items left to right, then down, each centred in its column")
    func flexibleColumns() throws {
        let f = try frames(#"LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) { Text("one"); Text("two"); Text("three") }"#)
        let one = try #require(f["one"]), two = try #require(f["two"]), three = try #require(f["three"])
        #expect(Rules.near(one.y, two.y) && three.y >= one.y + one.height, "\(f)")
        #expect(abs(mid(one) - mid(three)) < 0.01, "the same column: \(f)")
        // Each column is half the card's 371 pt, less half of the 8 pt between them.
        #expect(abs((mid(two) - mid(one)) - (371 + 8) / 2) < 0.01, "\(f)")
        let cells = try Rules.cells(Rules.widget(#"LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) { Text("one"); Text("two"); Text("three") }"#))
        #expect(!cells.contains("[LazyVGrid]") && cells.contains("three"), "\(cells)")
    }

    @Test(".fixed columns from an Array(repeating:count:), their spacing, the grid's .leading alignment, items from a ForEach")
    func fixedColumns() throws {
        let f = try frames(#"""
            LazyVGrid(columns: Array(repeating: GridItem(.fixed(60), spacing: 4), count: 3), alignment: .leading) {
                ForEach(["a", "bb", "ccc", "d"], id: \.self) { Text($0) }
            }
            """#)
        let a = try #require(f["a"]), bb = try #require(f["bb"]), ccc = try #require(f["ccc"]), d = try #require(f["d"])
        #expect(Rules.near(bb.x - a.x, 64) && Rules.near(ccc.x - a.x, 128), "\(f)")
        #expect(Rules.near(d.x, a.x) && d.y > a.y, "\(f)")
    }

    @Test("LazyHGrid(rows:): items top to bottom, then across; .adaptive(minimum:) as many columns as the card holds")
    func rowsAndAdaptive() throws {
        let h = try frames(#"LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))]) { Text("A"); Text("B"); Text("C") }"#)
        let a = try #require(h["A"]), b = try #require(h["B"]), c = try #require(h["C"])
        #expect(Rules.near(mid(a), mid(b)) && b.y > a.y && Rules.near(c.y, a.y) && c.x > a.x, "\(h)")
        let g = try frames(#"LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) { Text("p"); Text("q"); Text("r"); Text("s") }"#)
        // (339 + 8) / (100 + 8): three columns; the fourth item starts a row.
        let p = try #require(g["p"]), r = try #require(g["r"]), s = try #require(g["s"])
        #expect(Rules.near(p.y, r.y) && s.y > p.y && Rules.near(mid(s), mid(p)), "\(g)")
    }
}
