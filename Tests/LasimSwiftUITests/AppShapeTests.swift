import Testing

/// An app's own `Shape` (`struct Wedge: Shape { func path(in:) }`): its
/// path is not drawn, but it takes a shape's room and its modifiers apply.
@Suite struct AppShapeTests {
    static let wedge = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        struct Wedge: Shape {
            func path(in rect: CGRect) -> Path {
                var p = Path()
                p.move(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
                return p
            }
        }
        """

    @Test("the texts around it stand where they stand beside a clear shape of the same frame, and one line says why it is blank")
    func keepsItsRoom() throws {
        let row = { (shape: String) in
            #"HStack(spacing: 0) { Text("Left"); \#(shape).frame(width: 120, height: 3); Text("Right") }"#
        }
        let own = try EvaluatorTests.lock(Self.wedge, row(#"ForEach(0..<3) { _ in Wedge().stroke(.red, style: StrokeStyle(lineWidth: 3)) }"#),
                                          state: #"{"n": 1}"#)
        let clear = try EvaluatorTests.lock(Self.wedge, row("ForEach(0..<3) { _ in Color.clear }"), state: #"{"n": 1}"#)
        let card = { (s: String) in s.split(separator: "\n").filter { !$0.hasPrefix("-- problem") }.joined(separator: "\n") }
        #expect(card(own) == card(clear), "\(own)\n\(clear)")
        let problems = own.split(separator: "\n").filter { $0.hasPrefix("-- problem") }
        #expect(problems.count == 1 && problems[0].contains("Wedge: the app's own Shape; its path(in:) is not drawn"), "\(own)")
        #expect(!own.contains("[."), "no placeholder: \(own)")
    }
}
