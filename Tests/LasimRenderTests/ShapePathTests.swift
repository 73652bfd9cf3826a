import Testing
@testable import LasimRender
@testable import LasimTemplate

/// A shape whose outline is a path (`ViewModifier.outline`): made at the
/// rect the layout gives it, drawn as an SVG path in true size and by the
/// cells it covers or passes through in the terminal.
@Suite struct ShapePathTests {
    typealias P = ViewPath.Point
    static let palette = SwiftUILayoutTests.palette

    /// A triangle in whatever rect it is given: apex at the top middle.
    static let triangle = ShapeOutline(key: "Triangle") { r in
        var p = ViewPath()
        p.addLines([P(r.midX, r.y), P(r.maxX, r.maxY), P(r.x, r.maxY)])
        p.closeSubpath()
        return p
    }

    static func shape(_ outline: ShapeOutline, _ modifiers: ViewModifier...) -> ViewNode {
        ViewNode(.shape("Triangle"), modifiers: [.outline(outline)] + modifiers, location: "T.swift:shape")
    }

    static func fillView(_ laidOut: LaidOutView) -> LaidOutView? {
        var found: LaidOutView?
        laidOut.walk { if found == nil, case .fill = $0.content { found = $0 } }
        return found
    }

    @Test("the layout asks the outline for the rect it gives the shape, and the path is the shape's at that size")
    func madeAtTheLaidOutSize() throws {
        for (w, h) in [(24.0, 32.0), (80.0, 40.0)] {
            let node = Self.shape(Self.triangle, .frame(width: w, height: h, maxWidth: nil, alignment: nil))
            let v = try #require(Self.fillView(SwiftUILayout.layout(node, proposal: ProposedSize(width: 300, height: 100))))
            let path = try #require(v.paint.path)
            #expect(path.elements == [.move(P(w / 2, 0)), .line(P(w, h)), .line(P(0, h)), .close], "\(path)")
        }
    }

    @Test("a filled path paints the cells it covers by half or more: a triangle is a staircase, not a box")
    func filledCells() throws {
        let node = Self.shape(Self.triangle, .foreground(.named("orange")), .frame(width: 24, height: 32, maxWidth: nil, alignment: nil))
        let grid = SwiftUILayout.draw(node, width: 3, height: 2, palette: Self.palette).grid
        let orange = try #require(Self.palette.colour(.named("orange")))
        let painted = (0..<2).map { y in (0..<3).map { x in grid[x, y].style.bg == orange } }
        #expect(painted == [[false, true, false], [true, true, true]], "\(painted)")
    }

    @Test("a path too small to cover half of any cell still paints the cell it covers most")
    func smallPathKeepsACell() throws {
        let node = Self.shape(Self.triangle, .foreground(.named("orange")), .frame(width: 6, height: 6, maxWidth: nil, alignment: nil))
        let grid = SwiftUILayout.draw(node, width: 1, height: 1, palette: Self.palette).grid
        #expect(grid[0, 0].style.bg == Self.palette.colour(.named("orange")))
    }

    @Test("a stroked path is drawn in line characters along the cells it passes through, by its direction there")
    func strokedCells() throws {
        let zigzag = ShapeOutline(fixed: {
            var p = ViewPath()
            p.addLines([P(0, 8), P(64, 8), P(64, 56), P(112, 104)])
            return p
        }())
        let node = Self.shape(zigzag, .other("stroke:2"), .frame(width: 120, height: 112, maxWidth: nil, alignment: nil))
        let lines = SwiftUILayout.draw(node, width: 15, height: 7, palette: Self.palette).grid.lines
        #expect(lines[0].hasPrefix("────────╮"), "\(lines)")
        #expect(lines[1].hasPrefix("        │"), "\(lines)")
        #expect(lines[4].contains("╲"), "\(lines)")
    }

    @Test("a circle trimmed to its lower half is drawn as that half in the cells, not as the whole ring")
    func trimmedCircleInCells() throws {
        let ring = SwiftUILayoutTests.shape("Circle", .other("trim:0.0 0.5"), .other("stroke:2"),
                                            .frame(width: 48, height: 48, maxWidth: nil, alignment: nil))
        let lines = SwiftUILayout.draw(ring, width: 6, height: 3, palette: Self.palette).grid.lines
        #expect(lines[0].allSatisfy { $0 == " " }, "the top half is not drawn: \(lines)")
        #expect(lines[2].contains { "─╰╯╱╲".contains($0) }, "\(lines)")
    }

    @Test("trim cuts a path by its length, closing line included")
    func trimByLength() {
        var square = ViewPath()
        square.addRect(ViewPath.Rect(x: 0, y: 0, width: 10, height: 10))
        let half = square.trimmed(from: 0, to: 0.5)
        #expect(half.elements == [.move(P(0, 0)), .line(P(10, 0)), .line(P(10, 10))], "\(half)")
        #expect(square.trimmed(from: 0.5, to: 0.5).isEmpty)
    }

    @Test("addArc's clockwise is SwiftUI's: true runs towards smaller angles on the screen, through the top from 0 to 180 degrees")
    func arcDirection() throws {
        var clockwise = ViewPath(), counter = ViewPath()
        clockwise.addArc(center: P(50, 50), radius: 10, startAngle: 0, endAngle: Double.pi, clockwise: true)
        counter.addArc(center: P(50, 50), radius: 10, startAngle: 0, endAngle: Double.pi, clockwise: false)
        let top = try #require(clockwise.bounds), bottom = try #require(counter.bounds)
        #expect(abs(top.y - 40) < 0.01 && abs(top.maxY - 50) < 0.01, "\(top)")
        #expect(abs(bottom.y - 50) < 0.01 && abs(bottom.maxY - 60) < 0.01, "\(bottom)")
    }

    @Test("filled by the even-odd rule, a square inside a square is a hole in the cells; by non-zero winding it is filled")
    func evenOddHole() throws {
        let frame = ShapeOutline(fixed: {
            var p = ViewPath()
            p.addRect(ViewPath.Rect(x: 0, y: 0, width: 48, height: 48))
            p.addRect(ViewPath.Rect(x: 16, y: 16, width: 16, height: 16))
            return p
        }())
        let orange = try #require(Self.palette.colour(.named("orange")))
        for evenOdd in [true, false] {
            let rule: [ViewModifier] = evenOdd ? [.other("fillRule:evenodd")] : []
            let node = ViewNode(.shape("Frame"), modifiers: [.outline(frame), .foreground(.named("orange"))] + rule
                                    + [.frame(width: 48, height: 48, maxWidth: nil, alignment: nil)], location: "T.swift:frame")
            let grid = SwiftUILayout.draw(node, width: 6, height: 3, palette: Self.palette).grid
            #expect((grid[2, 1].style.bg == orange) == !evenOdd, "the middle cell, evenOdd \(evenOdd)")
            #expect(grid[0, 0].style.bg == orange)
        }
    }

    @Test("a ring's quarter, turned -90 degrees to start at the top, is drawn at the top right in the cells")
    func turnedTrimmedRing() throws {
        let turn = ViewModifier.other(ViewRotation(degrees: -90, anchorX: 0.5, anchorY: 0.5).modifier)
        let ring = SwiftUILayoutTests.shape("Circle", .other("trim:0.0 0.25"), .other("stroke:2"), turn,
                                            .frame(width: 48, height: 48, maxWidth: nil, alignment: nil))
        let lines = SwiftUILayout.draw(ring, width: 6, height: 3, palette: Self.palette).grid.lines
        #expect(lines[2].allSatisfy { $0 == " " }, "nothing at the bottom: \(lines)")
        #expect(lines[0].dropFirst(3).contains { $0 != " " } && lines[0].prefix(2).allSatisfy { $0 == " " }, "\(lines)")
    }
}
