import LasimModel
import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// `.colorMultiply(c)` multiplies every channel of what it wraps by `c`:
/// a white text under `.colorMultiply(.red)` is red, a yellow shape under
/// cyan green. lasim applied it to asset images only; texts, symbols and
/// shapes kept their own colour.
@Suite struct ColorMultiplyTests {
    static func svg(_ view: String) throws -> String {
        try PointSVGTests.svg(PointSVGTests.widget(lock: view), .lock)
    }

    @Test("a text's, a symbol's and a shape's colour multiplied, in points")
    func points() throws {
        let text = try Self.svg(#"Text("Hi").foregroundStyle(.white).colorMultiply(Color(red: 1, green: 0.5, blue: 0))"#)
        #expect(text.contains(##"fill="#ff8000""##) && text.contains("Hi"), "\(text)")
        let shape = try Self.svg(#"Circle().fill(Color(red: 1, green: 1, blue: 0)).frame(width: 20, height: 20).colorMultiply(Color(red: 0, green: 1, blue: 1))"#)
        #expect(shape.contains(##"fill="#00ff00""##), "\(shape)")
        // Two multiply: white under red under blue is black.
        let both = try Self.svg(#"VStack { Rectangle().fill(.white).frame(width: 20, height: 20).colorMultiply(Color(red: 1, green: 0, blue: 0)) }.colorMultiply(Color(red: 0, green: 0, blue: 1))"#)
        #expect(both.contains(##"fill="#000000""##), "\(both)")
    }

    @Test("the cells draw the multiplied colour too")
    func cells() throws {
        let cells = try PointSVGTests.cells(PointSVGTests.widget(lock: #"Text("Hi").foregroundStyle(.white).colorMultiply(Color(red: 1, green: 0.5, blue: 0))"#), .lock)
        let ink = cells.first { $0.grapheme == "H" }
        #expect(ink?.style.fg == RGB(255, 128, 0), "\(String(describing: ink))")
    }
}
