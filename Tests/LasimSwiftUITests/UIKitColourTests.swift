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

    /// A colour fixed in one appearance, as mobileraker draws its card's
    /// labels (`extension UIColor { var dark: UIColor { resolvedColor(with:
    /// .init(userInterfaceStyle: .dark)) } }`): the dark variant on a light
    /// card. `resolvedColor` was not known, nor an extension of UIColor on
    /// a colour, and `Color(...)` around them was "a colour lasim cannot compute".
    @Test("resolvedColor(with:) and a UIColor extension that calls it give the dark variant on a light card")
    func resolvedInOneAppearance() throws {
        let source = PointSVGTests.widget(lock: """
                    VStack(spacing: 0) {
                        Color(UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))).frame(width: 40, height: 10)
                        Color(UIColor.systemRed.dark).frame(width: 40, height: 10)
                        Color(UIColor.systemRed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))).frame(width: 40, height: 10)
                    }
            """) + """

            extension UIColor {
                var dark: UIColor { resolvedColor(with: .init(userInterfaceStyle: .dark)) }
            }
            """
        let svg = try PointSVGTests.svg(source, .lock)
        for f in ["#ffffff", "#ff453a", "#ff3b30"] { #expect(svg.contains(#"width="40" height="10" fill="\#(f)""#), "\(f) in \(svg)") }
    }
}
