import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// A stack that holds one view hugs it: the cells its points round up to
/// are not room the phone leaves, so the view leans as the stack is placed.
@Suite struct CellLeanTests {
    /// The column of `out` where `word` starts, on the first row that holds it.
    static func column(_ out: String, _ word: String) throws -> Int {
        let line = try #require(out.split(separator: "\n").first { $0.contains(word) }, "no row with \(word): \(out)")
        let prefix = line[..<line.range(of: word)!.lowerBound]
        return prefix.count
    }

    @Test("a name alone in its row of a leading grid column starts where the name under it starts",
          arguments: ["Pedro", "Al", "Maximilian", "Juan"])
    func loneRowInLeadingGridColumn(name: String) throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("""
            HStack {
                Grid(alignment: .leading, verticalSpacing: 4) {
                    GridRow { HStack { Text("\(name)") } }
                    GridRow { HStack { Text("Diego"); Image(systemName: "circle.fill").resizable().frame(width: 8, height: 8) } }
                }
                Spacer()
            }
            .padding()
            """))
        #expect(try Self.column(out, name) == Self.column(out, "Diego"), "\(out)")
    }

    @Test("a value alone in a row under its leading title starts under the title, as the phone draws it")
    func loneRowUnderLeadingTitle() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("""
            HStack {
                VStack(alignment: .leading, spacing: 2) { Text("AFR").font(.system(size: 8)); HStack { Text("12,4").font(.headline) } }
                Spacer()
                VStack(alignment: .leading, spacing: 2) { Text("COOLANT").font(.system(size: 8)); HStack { Text("91°").font(.headline) } }
                Spacer()
                VStack(alignment: .leading, spacing: 2) { Text("OIL T").font(.system(size: 8)); HStack { Text("104").font(.headline); Text("°C").font(.system(size: 8)) } }
            }
            .padding()
            """))
        #expect(try Self.column(out, "91°") == Self.column(out, "COOLANT"), "\(out)")
        #expect(try Self.column(out, "12,4") == Self.column(out, "AFR"), "\(out)")
        #expect(try Self.column(out, "104") == Self.column(out, "OIL T"), "\(out)")
    }

    @Test("a text alone in a centred row stays centred")
    func loneRowCentred() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("""
            VStack { HStack { Text("Civitas Metropolitano") }; Text("a wider line of text under it") }
            """))
        let name = try Self.column(out, "Civitas"), under = try Self.column(out, "a wider")
        // "a wider line of text under it" is 8 columns wider: the name 4 in, give or take the half a cell.
        #expect((3...5).contains(name - under), "\(out)")
    }
}
