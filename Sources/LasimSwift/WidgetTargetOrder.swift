/// An app often declares a type twice: its app target and its widget
/// extension each compile a copy of a shared file (`SharedMessageView.swift`
/// in `App/` and in `Widget/`), and the copies drift apart (`maxWidth:` in
/// one, `width:` in the other). The phone runs the widget extension's copy.
/// Every reader of the files keeps the first declaration of a name, so the
/// files are put in the order of their folder's nearness to a file with an
/// `ActivityConfiguration`: the widget's own folder first, then its
/// neighbours, then the rest, each group in the order it was read.
public enum WidgetTargetOrder {
    public static func sorted(_ files: [(path: String, text: String)]) -> [(path: String, text: String)] {
        let anchors = files.filter { $0.text.contains("ActivityConfiguration") }.map { folders($0.path) }
        guard !anchors.isEmpty else { return files }
        let nearness = files.map { f in
            let mine = folders(f.path)
            return anchors.map { shared(mine, $0) }.max() ?? 0
        }
        // Stable: equal nearness keeps the order read (sorted paths).
        return files.indices.sorted { nearness[$0] != nearness[$1] ? nearness[$0] > nearness[$1] : $0 < $1 }.map { files[$0] }
    }

    private static func folders(_ path: String) -> [Substring] { path.split(separator: "/").dropLast() }

    private static func shared(_ a: [Substring], _ b: [Substring]) -> Int {
        zip(a, b).prefix { $0 == $1 }.count
    }
}
