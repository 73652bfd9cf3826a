import Testing

/// iOS 16's `URL.path()` (`path(percentEncoded:)`), which a Flutter
/// plugin's example widget calls on an App Group file's URL before
/// `UIImage(contentsOfFile:)`: the path, as the `path` property gives it.
/// lasim knew the property only and drew the region as "[.path()]".
@Suite struct URLPathMethodTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var file: String } }
        """

    @Test("url.path() and url.path(percentEncoded: false) are the path; a missing file's image falls back to the text")
    func pathMethod() throws {
        let view = """
            VStack {
                Text("[" + URL(fileURLWithPath: "/tmp/x").appendingPathComponent(context.state.file).path() + "]")
                Text("<" + URL(string: "file:///a/b.png")!.path(percentEncoded: false) + ">")
                if let u = URL(string: "file:///nowhere/" + context.state.file), let image = UIImage(contentsOfFile: u.path()) {
                    Image(uiImage: image)
                } else {
                    Text("Leading")
                }
            }
            """
        let out = try EvaluatorTests.lock(Self.types, view, state: #"{"file": "img"}"#)
        #expect(out.contains("[/tmp/x/img]"), "\(out)")
        #expect(out.contains("</a/b.png>"), "\(out)")
        #expect(out.contains("Leading"), "\(out)")
        #expect(!out.contains(".path()"), "\(out)")
    }
}
