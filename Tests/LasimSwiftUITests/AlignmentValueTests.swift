import Testing

/// An alignment written as a value, not a case: `Alignment(horizontal:vertical:)`
/// and the statics of `Alignment`, `HorizontalAlignment`, `VerticalAlignment`.
@Suite struct AlignmentValueTests {
    static func stack(_ alignment: String) throws -> String {
        try PointSVGTests.lockSVG("""
            ZStack(alignment: \(alignment)) {
                Rectangle().fill(.red).frame(width: 100, height: 40)
                Rectangle().fill(.blue).frame(width: 20, height: 10)
            }
            """)
    }

    @Test("Alignment(horizontal:vertical:) places as the case its two parts name", arguments: [
        ("Alignment(horizontal: .leading, vertical: .center)", ".leading"),
        ("Alignment(horizontal: .trailing, vertical: .top)", ".topTrailing"),
        ("Alignment(horizontal: .center, vertical: .bottom)", ".bottom"),
        ("Alignment(horizontal: .center, vertical: .center)", ".center"),
        ("Alignment.bottomLeading", ".bottomLeading"),
        ("Alignment(horizontal: HorizontalAlignment.leading, vertical: VerticalAlignment.top)", ".topLeading"),
    ])
    func composed(_ written: String, _ named: String) throws {
        let svg = try Self.stack(written)
        #expect(svg == (try Self.stack(named)), "\(svg)")
        #expect(!svg.contains("Alignment"), "\(svg)")
    }

    @Test("the two parts place differently (the fixture can tell them apart)")
    func partsMatter() throws {
        #expect(try Self.stack(".leading") != (try Self.stack(".topTrailing")))
    }
}
