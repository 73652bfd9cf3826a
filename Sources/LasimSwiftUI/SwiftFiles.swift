#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SwiftOperators
import LasimSwift
import SwiftSyntax

/// The `.swift` files of an app's widget extension, parsed (never compiled),
/// with operators folded so `a + b * c` is a tree, and a way back from any
/// node to `File.swift:line` for messages.
public struct SwiftFiles: Sendable {
    public struct File: Sendable {
        public var path: String
        public var name: String
        let tree: SourceFileSyntax
        let converter: SourceLocationConverter
    }
    public var files: [File]
    /// The paths the app's `.xcodeproj` compiles into no app extension (`XcodeTargets`).
    public var outsideWidget: Set<String> = []

    /// `path` is a `.swift` file or a directory searched recursively (sorted,
    /// so results never depend on the file system's order).
    public static func load(path: String) throws -> SwiftFiles {
        let (sources, problems, outside) = SwiftFileWalker.read([path])
        if let first = problems.first { throw SwiftUIError("\(first.file): \(first.message)") }
        return parse(sources, outsideWidget: outside)
    }

    /// Parses in-memory sources (tests, and files already read).
    public static func parse(_ sources: [(path: String, text: String)], outsideWidget: Set<String> = []) -> SwiftFiles {
        SwiftFiles(files: sources.map { path, text in
            let parsed = SwiftParsing.parse(text).tree
            let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
            return File(path: path, name: SwiftFileWalker.fileName(path), tree: folded,
                        converter: SourceLocationConverter(fileName: path, tree: folded))
        }, outsideWidget: outsideWidget)
    }

    /// The same files, those nearest `path` first and `path` itself before
    /// the others of its folder: what the widget built from `path` compiles
    /// of a name declared in several targets. The configuration drawn reads
    /// its own file's declarations (its widget, its attributes) where that
    /// file has them, so a copy as near as it is the one ignored, and the
    /// note on the name says so (pogl's old `iOSWidget/iOSWidgetLiveActivity.swift`,
    /// whose configuration draws, was said to be ignored for the copy in
    /// `LiveActivities/`, whose types it was drawn with).
    func nearest(to path: String) -> SwiftFiles {
        var order = WidgetTargetOrder.order(files.map(\.path), near: [path], outside: outsideWidget)
        if !outsideWidget.contains(path), let k = order.firstIndex(where: { files[$0].path == path }) { order.insert(order.remove(at: k), at: 0) }
        return SwiftFiles(files: order.map { files[$0] }, outsideWidget: outsideWidget)
    }

    /// The file a node is written in and its line.
    func place(_ node: some SyntaxProtocol) -> (path: String, line: Int)? {
        let root = node.root
        return files.first { $0.tree.id == root.id }.map { ($0.path, node.startLocation(converter: $0.converter).line) }
    }

    /// Whether a node is written in a file the app's project keeps out of its widget extension.
    func isOutsideWidget(_ node: some SyntaxProtocol) -> Bool {
        place(node).map { outsideWidget.contains($0.path) } ?? false
    }

    /// `Widget.swift:12` for a node of one of these files.
    func location(_ node: some SyntaxProtocol) -> String {
        let root = node.root
        for f in files where f.tree.id == root.id {
            return "\(f.name):\(node.startLocation(converter: f.converter).line)"
        }
        return "?"
    }
}

/// A one-line, user-facing error of the Swift front end.
public struct SwiftUIError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ d: String) { description = d }
}
