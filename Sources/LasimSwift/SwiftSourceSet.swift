import SwiftSyntax

/// The Swift files lasim was given, each parsed at most once, on first use
/// (a folder of thousands of files costs only the ones that matter).
/// Pure: the caller reads the files; this never touches the file system.
public final class SwiftSourceSet {
    public struct File {
        public let path: String
        public let text: String
    }

    public let files: [File]
    /// The paths the app's `.xcodeproj` compiles into no app extension (`XcodeTargets`).
    public let outsideWidget: Set<String>
    private var parsed: [Int: SwiftParsing.Parsed] = [:]
    private var converters: [Int: SourceLocationConverter] = [:]

    public init(files: [(path: String, text: String)], outsideWidget: Set<String> = []) {
        self.files = files.map { File(path: $0.path, text: $0.text) }
        self.outsideWidget = outsideWidget
    }

    /// The parsed file (swift-syntax recovers from errors: a tree always comes back).
    public func syntax(_ index: Int) -> SourceFileSyntax {
        parse(index).tree
    }

    private func parse(_ index: Int) -> SwiftParsing.Parsed {
        if let p = parsed[index] { return p }
        let p = SwiftParsing.parse(files[index].text)
        parsed[index] = p
        return p
    }

    /// Where a run of `[` too long for the parser was cut (see `SwiftParsing`).
    public func cutBracketRun(_ index: Int) -> (line: Int, length: Int, bracket: Character)? {
        parse(index).cutRun
    }

    /// The 1-based line of a node in file `index`.
    public func line(of node: some SyntaxProtocol, in index: Int) -> Int {
        let converter: SourceLocationConverter
        if let c = converters[index] {
            converter = c
        } else {
            converter = SourceLocationConverter(fileName: files[index].path, tree: syntax(index))
            converters[index] = converter
        }
        return node.startLocation(converter: converter).line
    }

    /// "path:line" of a node.
    public func location(of node: some SyntaxProtocol, in index: Int) -> String {
        "\(files[index].path):\(line(of: node, in: index))"
    }

    /// The first place the file does not parse, if any.
    public func firstSyntaxError(_ index: Int) -> (line: Int, near: String)? {
        let tree = syntax(index)
        guard tree.hasError else { return nil }
        let finder = ErrorFinder(viewMode: .all)
        finder.walk(tree)
        guard let node = finder.found else { return (1, "") }
        return (line(of: node, in: index), String(node.trimmedDescription.prefix(40)))
    }

    /// Indices of the files whose text mentions `word` (a cheap filter before parsing).
    public func files(mentioning word: String) -> [Int] {
        files.indices.filter { files[$0].text.contains(word) }
    }

    /// Indices of the files that may declare a type `name` (or extend it, with
    /// `extending`): a standard name's (`Date`) or a protocol's, where every
    /// file that mentions it would be most of the app.
    public func files(declaring name: String, extending: Bool = false) -> [Int] {
        files.indices.filter { StandardTypeNames.mayDeclare(name, in: files[$0].text, extending: extending) }
    }
}

private final class ErrorFinder: SyntaxAnyVisitor {
    var found: Syntax?
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if found != nil { return .skipChildren }
        if node.is(UnexpectedNodesSyntax.self) { found = node; return .skipChildren }
        if let t = node.as(TokenSyntax.self), t.presence == .missing { found = node; return .skipChildren }
        return .visitChildren
    }
}
