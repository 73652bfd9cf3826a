import Testing

/// UIKit's grays and backgrounds named through `Color(.systemGray5)`,
/// `Color(uiColor:)` and `Color(UIColor.x)`, each in its light and dark variant.
@Suite struct UIKitColourTests {
    static let card = """
                    VStack(spacing: 0) {
                        Color(.systemGray5).frame(width: 40, height: 10)
                        Color(uiColor: .secondarySystemBackground).frame(width: 40, height: 10)
                        Color(UIColor.systemGray2).frame(width: 40, height: 10)
                    }
        """

    @Test("light: #e5e5ea, #f2f2f7, #aeaeb2; dark: #2c2c2e, #1c1c1e, #636366; nothing left out", arguments: [
        (false, ["#e5e5ea", "#f2f2f7", "#aeaeb2"]), (true, ["#2c2c2e", "#1c1c1e", "#636366"]),
    ])
    func variants(_ dark: Bool, _ fills: [String]) throws {
        let svg = try PointSVGTests.svg(PointSVGTests.widget(lock: Self.card), .lock, appearance: dark ? .dark : .light)
        for f in fills { #expect(svg.contains(#"width="40" height="10" fill="\#(f)""#), "\(f) in \(svg)") }
        #expect(!svg.contains("Color(") && !svg.contains(".frame"), "\(svg)")
    }
}
