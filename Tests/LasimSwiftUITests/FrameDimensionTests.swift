@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// `.frame(width:height:)` with a length SwiftUI does not lay out (infinite,
/// NaN, negative): that dimension as not given, with SwiftUI's own console
/// line in the problems; and no infinite frame, padding or offset value
/// reaches a position drawn.
@Suite struct FrameDimensionTests {
    typealias Rules = LayoutRuleTests

    static func allFinite(_ p: PointPresentation) -> Bool {
        Rules.views(p).allSatisfy { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height].allSatisfy(\.isFinite) }
    }

    @Test(".frame(width: .infinity) and .frame(height: -4) are laid out as not given, noted as SwiftUI logs them")
    func invalidFixedDimensionIgnored() throws {
        let source = Rules.widget("""
            HStack(spacing: 0) {
                Text("left").frame(width: .infinity)
                Text("mid").frame(width: 40, height: -4)
                Text("right")
            }
            """)
        let plain = try Rules.points(Rules.widget("""
            HStack(spacing: 0) {
                Text("left")
                Text("mid").frame(width: 40)
                Text("right")
            }
            """))
        let p = try Rules.points(source)
        #expect(Self.allFinite(p))
        for s in ["left", "mid", "right"] {
            let a = try Rules.text(s, in: p).frame, b = try Rules.text(s, in: plain).frame
            #expect(a == b, "\(s): \(a) vs \(b)")
        }
        let (renderer, snap) = try Rules.snapshot(source)
        let problems = renderer.render(.lock, snap, now: Rules.now).problems.map(\.description)
        #expect(problems.contains { $0.hasSuffix("Inline.swift:6: Invalid frame dimension (negative or non-finite). (width: inf, laid out as not given)") },
                "\(problems)")
        #expect(problems.contains { $0.hasSuffix("Inline.swift:7: Invalid frame dimension (negative or non-finite). (height: -4.0, laid out as not given)") },
                "\(problems)")
    }

    @Test(".frame(maxWidth: .infinity) still takes the width offered, with no note")
    func maxWidthInfinityStillGrows() throws {
        let source = Rules.widget(#"Text("wide").frame(maxWidth: .infinity, alignment: .trailing)"#)
        let p = try Rules.points(source)
        let text = try Rules.text("wide", in: p).frame
        let frame = try #require(Rules.views(p).first { if case .frame = $0.view.content { return true }; return false }?.frame)
        #expect(frame.width > 300 && Self.near(text.maxX, frame.maxX), "\(frame) \(text)")
        let (renderer, snap) = try Rules.snapshot(source)
        #expect(!renderer.render(.lock, snap, now: Rules.now).problems.contains { $0.description.contains("Invalid frame") })
    }

    @Test("an infinite padding, offset or flexible frame's least width moves nothing to an infinite position")
    func infiniteShiftsStayFinite() throws {
        let p = try Rules.points(Rules.widget("""
            VStack {
                Text("a").padding(Double.infinity)
                Text("b").offset(x: .infinity, y: -Double.infinity)
                Text("c").frame(minWidth: .infinity, maxWidth: .nan)
                Text("d")
            }
            """))
        #expect(Self.allFinite(p))
        #expect(try Rules.text("d", in: p).frame.y > Rules.text("a", in: p).frame.y)
    }

    static func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.01 }
}
