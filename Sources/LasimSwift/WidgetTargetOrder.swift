import SwiftSyntax

/// An app often declares a type twice: its app target and its widget
/// extension each compile a copy of a shared file (`SharedMessageView.swift`
/// in `App/` and in `Widget/`), and the copies drift apart (`maxWidth:` in
/// one, `width:` in the other); a repository of samples has a folder per
/// app, each with its own widget. The phone runs the copy in the widget
/// extension's target. Every reader of the files keeps the first declaration
/// of a name, so the files are put in the order of their folder's nearness
/// to a file with an `ActivityConfiguration`: the widget's own folder first,
/// then its neighbours, then the rest, each group in the order it was read;
/// a file the app's `.xcodeproj` compiles into no app extension (`outside`,
/// from `XcodeTargets`) comes after them all, wherever it is.
public enum WidgetTargetOrder {
    public static func sorted(_ files: [(path: String, text: String)], outside: Set<String> = []) -> [(path: String, text: String)] {
        order(files.map(\.path), near: anchors(files, outside: outside), outside: outside).map { files[$0] }
    }

    /// The files that declare an `ActivityConfiguration` (all files' paths
    /// with one: `SwiftFileWalker` finds the copies left behind by them);
    /// those the project keeps out of its extension only when there is no other.
    public static func anchors(_ files: [(path: String, text: String)], outside: Set<String> = []) -> [String] {
        let all = files.filter { $0.text.contains("ActivityConfiguration") }.map(\.path)
        let compiled = all.filter { !outside.contains($0) }
        return compiled.isEmpty ? all : compiled
    }

    /// The indices of `paths`, nearest `anchors` first (each path as near as
    /// its nearest anchor); the order given where there is no anchor.
    public static func order(_ paths: [String], near anchors: [String], outside: Set<String> = []) -> [Int] {
        guard !anchors.isEmpty || !outside.isEmpty else { return Array(paths.indices) }
        let near = paths.map { nearness($0, to: anchors, outside: outside) }
        // Stable: equal nearness keeps the order read (sorted paths).
        return paths.indices.sorted { near[$0] != near[$1] ? near[$0] > near[$1] : $0 < $1 }
    }

    /// Two declarations of one name, in the files at `kept` (first in
    /// `sorted`'s order) and `ignored`: true when the folders do not tell
    /// which the widget compiles (as near to it, and written differently);
    /// identical copies of a shared file are one declaration, and a
    /// `private` one is seen only in its own file, never instead of the other.
    public static func cannotTell(kept: (path: String, node: Syntax), ignored: (path: String, node: Syntax), anchors: [String],
                                  outside: Set<String> = []) -> Bool {
        guard !sameTokens(kept.node, ignored.node), !fileScoped(ignored.node) else { return false }
        return nearness(kept.path, to: anchors, outside: outside) == nearness(ignored.path, to: anchors, outside: outside)
    }

    /// How many folders a file shares with its nearest anchor; -1 outside the widget's target.
    static func nearness(_ path: String, to anchors: [String], outside: Set<String> = []) -> Int {
        if outside.contains(path) { return -1 }
        let mine = folders(path)
        return anchors.map { shared(mine, folders($0)) }.max() ?? 0
    }

    /// `private struct X` (or `fileprivate`) at the top of a file.
    static func fileScoped(_ node: Syntax) -> Bool {
        guard node.parent?.is(CodeBlockItemSyntax.self) == true,
              let modifiers = node.asProtocol(WithModifiersSyntax.self)?.modifiers else { return false }
        return modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
    }

    /// The same declaration, whatever its comments and spacing.
    static func sameTokens(_ a: Syntax, _ b: Syntax) -> Bool {
        a.tokens(viewMode: .sourceAccurate).map(\.text).elementsEqual(b.tokens(viewMode: .sourceAccurate).map(\.text))
    }

    private static func folders(_ path: String) -> [Substring] { path.split(separator: "/").dropLast() }

    private static func shared(_ a: [Substring], _ b: [Substring]) -> Int {
        zip(a, b).prefix { $0 == $1 }.count
    }
}
