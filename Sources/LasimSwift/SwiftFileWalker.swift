import Foundation

/// Finds and reads the `.swift` files under the paths given to `--swift`,
/// within bounds: a folder of thousands of files must stay fast.
public enum SwiftFileWalker {
    public static let maxFiles = 20_000
    public static let maxFileBytes = 2 << 20
    public static let maxTotalBytes = 128 << 20
    /// Build products, dependencies and VCS data are never the app's own source.
    static let skipped: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules", "build"]

    /// The files' (path, text) pairs, and one line per problem.
    public static func read(_ paths: [String]) -> (files: [(path: String, text: String)], problems: [SwiftDiagnostic]) {
        var files: [(String, String)] = []
        var problems: [SwiftDiagnostic] = []
        var total = 0
        var truncated = false
        let fm = FileManager.default
        func take(_ path: String) {
            guard files.count < maxFiles, total < maxTotalBytes else { truncated = true; return }
            guard let data = fm.contents(atPath: path) else {
                problems.append(SwiftDiagnostic(file: path, line: 0, message: "cannot read the file"))
                return
            }
            guard data.count <= maxFileBytes else {
                problems.append(SwiftDiagnostic(file: path, line: 0, message: "skipped: larger than \(maxFileBytes >> 20) MB"))
                return
            }
            total += data.count
            files.append((path, String(decoding: data, as: UTF8.self)))
        }
        for root in paths {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: root, isDirectory: &isDir) else {
                problems.append(SwiftDiagnostic(file: root, line: 0, message: "no such file or folder"))
                continue
            }
            guard isDir.boolValue else { take(root); continue }
            guard let e = fm.enumerator(atPath: root) else {
                problems.append(SwiftDiagnostic(file: root, line: 0, message: "cannot list the folder"))
                continue
            }
            var found: [String] = []
            while let rel = e.nextObject() as? String {
                let name = (rel as NSString).lastPathComponent
                if skipped.contains(name) || (name.hasPrefix(".") && name.count > 1) {
                    e.skipDescendants()
                    continue
                }
                if name.hasSuffix(".swift") { found.append(rel) }
                if found.count > maxFiles { break }
            }
            // Sorted: the same folder gives the same result on every machine.
            for rel in found.sorted() { take(root.hasSuffix("/") ? root + rel : root + "/" + rel) }
            if found.isEmpty { problems.append(SwiftDiagnostic(file: root, line: 0, message: "no .swift files in this folder")) }
        }
        if truncated {
            problems.append(SwiftDiagnostic(file: paths.joined(separator: ", "), line: 0,
                message: "more than \(maxFiles) Swift files or \(maxTotalBytes >> 20) MB: read the first \(files.count) (point --swift at the widget's folder)"))
        }
        return (files, problems)
    }
}
