import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
@testable import LasimTemplate
import Testing

/// `.scaleEffect`: drawn scaled about its anchor in true size, laid out
/// unscaled (what is around it stays where it was), as SwiftUI does; the
/// cells draw it at its own size and the coverage says so.
@Suite struct ScaleEffectTests {
    static let state = #"{"n": 1}"#

    static func lockSVG(_ view: String) throws -> (svg: String, fill: PointRect, activity: SwiftUIActivity) {
        let a = try RotationTests.activity(view)
        let lock = try ChartTests.lock(a, state: state)
        var frame: PointRect?
        lock.parts.first?.view.walk { v in if case .fill = v.content, frame == nil { frame = v.frame } }
        return (PointSVG.svg([lock]), try #require(frame), a)
    }

    @Test("A view scaled by half about its centre: its frame as written, drawn half as large about its middle")
    func aboutTheCentre() throws {
        let (svg, f, a) = try Self.lockSVG("""
            HStack(spacing: 0) {
                Color.red.frame(width: 52, height: 44).scaleEffect(0.5).frame(width: 28, height: 24)
                Text("Thinking")
            }
            """)
        // Laid out 52 x 44, as written: SwiftUI scales the drawing only.
        #expect(f.width == 52 && f.height == 44)
        let n = PointSVG.n
        #expect(svg.contains("<g transform=\"matrix(0.5 0 0 0.5 \(n(f.midX / 2)) \(n(f.midY / 2)))\">"), "\(svg)")
        #expect(a.coverage.report(title: "x").contains("scaled by 0.5 in true size; drawn at its own size in the cells"),
                "\(a.coverage.report(title: "x"))")
    }

    @Test("x and y apart, about an anchor: the anchor stays where it is")
    func anchored() throws {
        let (svg, f, _) = try Self.lockSVG("""
            Color.blue.frame(width: 40, height: 20).scaleEffect(x: 2, y: 0.5, anchor: .topLeading)
            """)
        let n = PointSVG.n
        // matrix(sx 0 0 sy ax-sx*ax ay-sy*ay) with the anchor at the frame's top-left corner.
        #expect(svg.contains("<g transform=\"matrix(2 0 0 0.5 \(n(f.x - 2 * f.x)) \(n(f.y - 0.5 * f.y)))\">"), "\(svg)")
    }

    /// Home Assistant's timer bar: `ProgressView(timerInterval:).scaleEffect(y: 2)
    /// .clipShape(.capsule)` stays as tall as the bar's own 4 pt frame in the
    /// app's snapshot test (the scaled drawing clipped to it); written the
    /// other way round, the clip is scaled with the view.
    @Test("A clip written after the scale clips to the view's own frame, outside the scale")
    func clipAfterScale() throws {
        let after = try Self.lockSVG("""
            HStack { Color.red.frame(width: 10, height: 10); ProgressView(value: 0.5).frame(width: 100).scaleEffect(y: 2).clipShape(Capsule()) }
            """).svg
        let clipAt = try #require(after.range(of: "<clipPath id=\"p0-c1\"")?.lowerBound)
        let scaleAt = try #require(after.range(of: "matrix(1 0 0 2 ")?.lowerBound)
        #expect(clipAt < scaleAt, "\(after)")
        let before = try Self.lockSVG("""
            HStack { Color.red.frame(width: 10, height: 10); ProgressView(value: 0.5).frame(width: 100).clipShape(Capsule()).scaleEffect(y: 2) }
            """).svg
        let clipIn = try #require(before.range(of: "<clipPath id=\"p0-c1\"")?.lowerBound)
        let scaleOut = try #require(before.range(of: "matrix(1 0 0 2 ")?.lowerBound)
        #expect(scaleOut < clipIn, "\(before)")
    }

    @Test("A scale of one draws nothing more, and a CGSize gives x and y")
    func identityAndSize() throws {
        let plain = try Self.lockSVG("Color.green.frame(width: 30, height: 30).scaleEffect(1)").svg
        #expect(!plain.contains("matrix("), "\(plain)")
        let sized = try Self.lockSVG("Color.green.frame(width: 30, height: 30).scaleEffect(CGSize(width: 1.5, height: 3))").svg
        #expect(sized.contains("matrix(1.5 0 0 3 "), "\(sized)")
    }
}
