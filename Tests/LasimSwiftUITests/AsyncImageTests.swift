import Testing

/// `AsyncImage` in a Live Activity: a widget is drawn once, from what it
/// holds, so the image never loads and the phone shows its placeholder.
@Suite struct AsyncImageTests {
    static let types = "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }"

    @Test("the placeholder the app gives, and a phase closure at .empty (no image): drawn, where AsyncImage was a placeholder [AsyncImage]")
    func placeholderDrawn() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            VStack {
                AsyncImage(url: URL(string: "https://example.com/cover.jpg")) { image in
                    image.resizable()
                } placeholder: {
                    Text("cover loading")
                }
                AsyncImage(url: URL(string: "https://example.com/cover.jpg")) { phase in
                    if let image = phase.image { image.resizable() } else if phase.error != nil { Text("failed") } else { Text("no cover yet") }
                }
                AsyncImage(url: URL(string: "https://example.com/cover.jpg")) { phase in
                    switch phase {
                    case .success(let image): image.resizable()
                    case .failure: Text("failed")
                    case .empty: Text("still empty")
                    @unknown default: EmptyView()
                    }
                }
            }
            """, state: #"{"n": 1}"#)
        #expect(out.contains("cover loading") && out.contains("no cover yet") && out.contains("still empty"), "\(out)")
        #expect(!out.contains("AsyncImage") && !out.contains("failed") && !out.contains("problem"), "\(out)")
    }

    @Test("with no placeholder given, SwiftUI's grey fill in the frame the app gives it")
    func defaultPlaceholder() throws {
        let svg = try PointSVGTests.lockSVG(#"AsyncImage(url: URL(string: "https://example.com/a.png")).frame(width: 40, height: 40)"#)
        #expect(svg.contains(#"width="40" height="40""#) && !svg.contains("AsyncImage"), "\(svg)")
    }
}
