@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// Shape styles written as values: the context's background
/// (`ShapeStyle.background`, `BackgroundStyle`) and a type-erased style
/// (`AnyShapeStyle`), which is the style it wraps.
@Suite struct ShapeStyleValueTests {
    typealias Rules = LayoutRuleTests

    @Test("BackgroundStyle.background, BackgroundStyle(), ShapeStyle.background, .background.opacity(x), AnyShapeStyle(x): applied, no note")
    func applied() throws {
        let out = try EvaluatorTests.lock("struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }", """
            VStack {
                Text("one").background(.background.opacity(0.4))
                Text("two").background(BackgroundStyle.background.opacity(0.4))
                Text("three").background(AnyShapeStyle(Color.red))
                Text("four").foregroundStyle(AnyShapeStyle(.tint))
                Text("five").background(ShapeStyle.background)
                Text("six").background(BackgroundStyle())
            }
            """, state: #"{"n": 1}"#)
        for text in ["one", "two", "three", "four", "five", "six"] { #expect(out.contains(text), "\(text) in \(out)") }
        #expect(!out.contains("problem"), "\(out)")
    }

    @Test("the background style is the system background (white in light mode); an erased colour is that colour")
    func colours() throws {
        let p = try Rules.points(Rules.widget(#"""
            VStack {
                Text("on tint").foregroundStyle(.background).padding(4).background(Capsule().fill(.blue))
                Text("red").background(AnyShapeStyle(Color.red))
            }
            """#))
        #expect(try Rules.text("on tint", in: p).view.environment.foreground == .named("systemBackground"))
        #expect(Rules.views(p).contains { v, _ in v.environment.foreground == .named("red") })
    }
}
