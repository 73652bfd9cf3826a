/// Swift sees a module's types only in files that import it: an app split
/// into frameworks and Swift packages (`OBAKit/` and `OBAKitCore/`,
/// `LocalPackages/AIChat/Sources/AIChat/`) declares one name in several
/// modules, and the widget's file sees the one in the module it imports.
/// A file's module is the folder after `Sources/` (a package's target), or
/// else its first folder named as a module some file imports.
public enum ModuleVisibility {
    /// The paths of files in a module that no file with an
    /// `ActivityConfiguration` imports or is in: never the widget's copy of a
    /// type. Empty when there is no such file.
    public static func unimported(_ files: [(path: String, text: String)], anchors: Set<String>) -> Set<String> {
        guard !anchors.isEmpty else { return [] }
        var imported = Set<Substring>(), visible = Set<Substring>()
        for f in files {
            let names = imports(f.text)
            imported.formUnion(names)
            if anchors.contains(f.path) { visible.formUnion(names) }
        }
        for a in anchors { if let m = module(a, imported) { visible.insert(m) } }
        var out: Set<String> = []
        for f in files { if let m = module(f.path, imported), !visible.contains(m) { out.insert(f.path) } }
        return out
    }

    /// `import OBAKitCore`, `@testable import X`, `import struct X.Y`: the modules a file imports.
    static func imports(_ text: String) -> Set<Substring> {
        var out = Set<Substring>()
        for line in text.split(separator: "\n") {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).drop { $0.hasPrefix("@") }
            guard words.first == "import" else { continue }
            words = words.dropFirst()
            if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
            if let name = words.first?.split(separator: ".").first { out.insert(name) }
        }
        return out
    }

    static let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]

    /// The module a path is in, by the folder names above.
    static func module(_ path: String, _ imported: Set<Substring>) -> Substring? {
        let folders = path.split(separator: "/").dropLast()
        if let s = folders.lastIndex(of: "Sources"), s + 1 < folders.endIndex { return folders[s + 1] }
        return folders.first { imported.contains($0) }
    }
}
