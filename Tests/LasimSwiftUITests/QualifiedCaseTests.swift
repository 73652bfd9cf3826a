import Testing

/// `ContentMode.fit`, `Edge.Set.horizontal`, `Text.TruncationMode.middle`:
/// SwiftUI's enumerations written with their type, as some apps do, mean
/// what the implicit `.fit` means. lasim knew the implicit forms only: the
/// modifier was dropped with a note, and a view whose argument was one
/// (`RoundedRectangle(cornerRadius:style: RoundedCornerStyle.continuous)`) was not drawn.
@Suite struct QualifiedCaseTests {
    static let types = "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var name: String } }"
    static let state = #"{"name": "A long station name to cut in the middle"}"#

    static func card(_ qualified: Bool) -> String {
        func q(_ type: String, _ member: String) -> String { qualified ? "\(type).\(member)" : ".\(member)" }
        return """
            VStack(alignment: .leading, spacing: 2) {
                Image(systemName: "tram.fill").resizable().aspectRatio(contentMode: \(q("ContentMode", "fit"))).frame(width: 20, height: 12)
                Text(context.state.name).lineLimit(1).truncationMode(\(q("Text.TruncationMode", "middle"))).frame(width: 120)
                Text("two\\nlines").multilineTextAlignment(\(q("TextAlignment", "trailing"))).padding(\(q("Edge.Set", "horizontal")), 24)
                RoundedRectangle(cornerRadius: 2, style: \(q("RoundedCornerStyle", "continuous"))).fill(.orange).frame(width: 60, height: 8)
                Image(systemName: "star.fill").imageScale(\(q("Image.Scale", "small"))).symbolRenderingMode(\(q("SymbolRenderingMode", "hierarchical")))
            }
            """
    }

    @Test("each qualified case draws as its implicit form, with no note")
    func sameAsImplicit() throws {
        let qualified = try EvaluatorTests.lock(Self.types, Self.card(true), state: Self.state)
        let implicit = try EvaluatorTests.lock(Self.types, Self.card(false), state: Self.state)
        #expect(qualified == implicit, "\(qualified)\n---\n\(implicit)")
        #expect(!qualified.contains("problem") && !qualified.contains("not drawn"), "\(qualified)")
        #expect(qualified.contains("…"), "the name cut: \(qualified)")
    }
}
