@testable import LasimRender
import Testing

/// `.alignmentGuide`: a container lines its views up with each one's guide
/// where the app's closure puts it (SwiftUI's "Aligning views within a
/// stack"), in a stack across, a `ZStack`, and an aligned overlay.
@Suite struct AlignmentGuideTests {
    static func frames(_ lock: String) throws -> (red: PointRect, blue: PointRect) {
        let p = try LayoutRuleTests.points(LayoutRuleTests.widget(lock))
        return (try LayoutRuleTests.fill("red", in: p), try LayoutRuleTests.fill("blue", in: p))
    }

    static let near = LayoutRuleTests.near

    @Test("VStack(alignment: .leading): a view whose leading guide is its trailing edge ends where the others start")
    func stackAcross() throws {
        let (red, blue) = try Self.frames("""
            VStack(alignment: .leading, spacing: 0) {
                Rectangle().fill(Color.red).frame(width: 100, height: 20)
                Rectangle().fill(Color.blue).frame(width: 40, height: 20).alignmentGuide(.leading) { d in d.width }
            }
            .padding()
            """)
        #expect(Self.near(blue.maxX, red.x), "blue \(blue) red \(red)")
        #expect(Self.near(blue.y, red.maxY))
    }

    @Test("HStack(alignment: .top): `d[.bottom]` puts a view's bottom on the others' top")
    func subscriptOfTheDimensions() throws {
        let (red, blue) = try Self.frames("""
            HStack(alignment: .top, spacing: 0) {
                Rectangle().fill(Color.red).frame(width: 20, height: 60)
                Rectangle().fill(Color.blue).frame(width: 20, height: 20).alignmentGuide(.top) { d in d[.bottom] }
            }
            .padding()
            """)
        #expect(Self.near(blue.maxY, red.y), "blue \(blue) red \(red)")
        #expect(Self.near(blue.x, red.maxX))
    }

    @Test("overlay(alignment: .topLeading): a badge moved a third of its size out of the corner")
    func alignedOverlay() throws {
        let (red, blue) = try Self.frames("""
            Rectangle().fill(Color.red).frame(width: 100, height: 100)
                .overlay(alignment: .topLeading) {
                    Rectangle().fill(Color.blue).frame(width: 30, height: 30)
                        .alignmentGuide(.top) { dim in dim.height / 3 }
                        .alignmentGuide(.leading) { dim in dim.width / 3 }
                }
                .padding()
            """)
        #expect(Self.near(blue.x, red.x - 10) && Self.near(blue.y, red.y - 10), "blue \(blue) red \(red)")
    }

    @Test("ZStack(alignment: .bottom): a label whose bottom guide is above its own bottom sits that much higher")
    func zstack() throws {
        let (red, blue) = try Self.frames("""
            ZStack(alignment: .bottom) {
                Rectangle().fill(Color.red).frame(width: 100, height: 40)
                Rectangle().fill(Color.blue).frame(width: 20, height: 10).alignmentGuide(.bottom) { d in d.height * 1.75 }
            }
            .padding()
            """)
        #expect(Self.near(blue.maxY, red.maxY - 7.5), "blue \(blue) red \(red)")
    }

    @Test("a closure that is not a line of the view's size is left out: the view at its plain place")
    func notALine() throws {
        let (red, blue) = try Self.frames("""
            VStack(alignment: .leading, spacing: 0) {
                Rectangle().fill(Color.red).frame(width: 100, height: 20)
                Rectangle().fill(Color.blue).frame(width: 40, height: 20).alignmentGuide(.leading) { d in max(d.width, 50) }
            }
            .padding()
            """)
        #expect(Self.near(blue.x, red.x), "blue \(blue) red \(red)")
    }
}
