#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimModel
import LasimText

/// Finds and reads the `.swift` files under the paths given to `--swift`,
/// within bounds: a folder of thousands of files must stay fast.
public enum SwiftFileWalker {
    public static let maxFiles = 20_000
    public static let maxFileBytes = 2 << 20
    public static let maxTotalBytes = 128 << 20
    /// Build products, dependencies and VCS data are never the app's own source.
    static let skipped: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules", "build"]

    /// The files' (path, text) pairs, and one line per problem; `outside`:
    /// those the app's `.xcodeproj` compiles into no app extension (or into
    /// another than the widget's), and those of a module the widget does not import.
    public static func read(_ paths: [String]) -> (files: [(path: String, text: String)], problems: [SwiftDiagnostic], outside: Set<String>) {
        var files: [(path: String, text: String)] = []
        var projects: [(path: String, text: String)] = []
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
            var isDir = false
            guard fm.fileExists(atPath: root, isDirectory: &isDir) else {
                problems.append(SwiftDiagnostic(file: root, line: 0, message: "no such file or folder"))
                continue
            }
            guard isDir else { take(root); continue }
            // One walk: the Swift files, and the projects that say which target compiles them.
            guard let listed = Self.files(under: root, matching: { $0.hasSuffix(".swift") || $0.hasSuffix(".xcodeproj/project.pbxproj") }) else {
                problems.append(SwiftDiagnostic(file: root, line: 0, message: "cannot list the folder"))
                continue
            }
            let found = listed.filter { $0.hasSuffix(".swift") }
            for rel in listed where rel.hasSuffix(".pbxproj") {
                let path = root.appendingPath(rel)
                if let data = fm.contents(atPath: path), data.count <= maxFileBytes * 4 { projects.append((path, String(decoding: data, as: UTF8.self))) }
            }
            for rel in found { take(root.appendingPath(rel)) }
            // A folder of localized strings only (`ios/Localizable`) is given for them (`resources` reads it): no problem.
            if found.isEmpty, Self.files(under: root, matching: isLocalizedStrings)?.isEmpty ?? true {
                problems.append(SwiftDiagnostic(file: root, line: 0, message: "no .swift files in this folder"))
            }
        }
        var read = Set(projects.map(\.path))
        for path in projectsAbove(paths) where read.insert(path).inserted {
            if let data = fm.contents(atPath: path), data.count <= maxFileBytes * 4 { projects.append((path, String(decoding: data, as: UTF8.self))) }
        }
        if truncated {
            problems.append(SwiftDiagnostic(file: paths.joined(separator: ", "), line: 0,
                message: "more than \(maxFiles) Swift files or \(maxTotalBytes >> 20) MB: read the first \(files.count) (point --swift at the widget's folder)"))
        }
        let anchors = Set(WidgetTargetOrder.anchors(files))
        let outside = XcodeTargets.outsideExtensions(projects: projects, swiftFiles: files.map(\.path), anchors: anchors)
            .union(ModuleVisibility.unimported(files, anchors: anchors))
        return (WidgetTargetOrder.sorted(files, outside: outside), problems, outside)
    }


    /// The widget extension's Info.plist as the phone's bundle holds it
    /// (`InfoPlist`), from the projects under and above the paths and the
    /// files they name; `files`: the Swift files `read` returned.
    public static func infoDictionary(_ paths: [String], files: [(path: String, text: String)]) -> InfoPlist.Contents? {
        let fm = FileManager.default
        var projects: [String] = []
        var plists: [String] = []
        for root in paths {
            var isDir = false
            guard fm.fileExists(atPath: root, isDirectory: &isDir), isDir else { continue }
            for rel in Self.files(under: root, matching: { $0.hasSuffix(".xcodeproj/project.pbxproj") || $0.hasSuffix("Info.plist") }) ?? [] {
                if rel.hasSuffix(".pbxproj") { projects.append(root.appendingPath(rel)) } else { plists.append(root.appendingPath(rel)) }
            }
        }
        for path in projectsAbove(paths) where !projects.contains(path) { projects.append(path) }
        func read(_ path: String) -> [UInt8]? {
            guard let data = fm.contents(atPath: path), data.count <= maxFileBytes * 4 else { return nil }
            return Array(data)
        }
        let texts = projects.compactMap { p in read(p).map { (path: p, text: String(decoding: $0, as: UTF8.self)) } }
        return InfoPlist.dictionary(projects: texts, swiftFiles: files.map(\.path), anchors: Set(WidgetTargetOrder.anchors(files)),
                                    plists: plists, read: read)
    }

    /// The `.xcodeproj` that says which target compiles a widget's files
    /// usually sits above the folder given (`App.xcodeproj` beside
    /// `Widget/`, `ios/Runner.xcodeproj` beside `ios/Widget/`): the folders
    /// above each path are looked in, up to the working directory for a
    /// relative path (the files' paths are relative to it) and, for an
    /// absolute one, up to the repository's root (the folder holding `.git`)
    /// or eight folders up. Paths of `project.pbxproj` files, in order.
    public static func projectsAbove(_ paths: [String]) -> [String] {
        let fm = FileManager.default
        var out: [String] = []
        var looked: Set<String> = []
        for path in paths {
            let absolute = path.hasPrefix("/")
            var parts = path.split(separator: "/").map(String.init).filter { $0 != "." }
            guard !parts.contains("..") else { continue }
            for _ in 0..<(absolute ? 8 : parts.count) {
                guard !parts.isEmpty else { break }
                parts.removeLast()
                let dir = (absolute ? "/" : "") + parts.joined(separator: "/")
                guard looked.insert(dir).inserted else { continue }
                let names = (try? fm.contentsOfDirectory(atPath: dir.isEmpty ? "." : dir)) ?? []
                for name in names.sorted() where name.hasSuffix(".xcodeproj") {
                    let file = dir.appendingPath(name).appendingPath("project.pbxproj")
                    if fm.fileExists(atPath: file) { out.append(file) }
                }
                if names.contains(".git") { break }
            }
        }
        return out
    }

    /// What an app ships beside its Swift that its views read: colour sets
    /// and image sets (`X.colorset/Contents.json`, `X.imageset/Contents.json`,
    /// a custom symbol's `X.symbolset/Contents.json`:
    /// the images themselves are read when drawn) and the catalogue folders
    /// around them (a folder may name a namespace), localized strings (`.strings`,
    /// `.stringsdict`, `.xcstrings`), what names the app's development language (`Info.plist`,
    /// `project.pbxproj`) and the JSON files the app bundles (a station list
    /// its code loads with `Bundle.main.url(forResource:)`), as (path, text) pairs; UTF-16 `.strings` files
    /// (Xcode's old default) decoded by their byte order mark.
    public static func resources(_ paths: [String]) -> [(path: String, text: String)] {
        let fm = FileManager.default
        var out: [(String, String)] = []
        for root in paths {
            var isDir = false
            guard fm.fileExists(atPath: root, isDirectory: &isDir), isDir else { continue }
            let found = files(under: root) { path in
                isLocalizedStrings(path)
                    || path.hasSuffix("/Info.plist") || path == "Info.plist" || path.hasSuffix(".pbxproj")
                    || isPictureContents(path) || (path.hasSuffix("/Contents.json") && path.contains(".colorset/"))
                    || (path.hasSuffix(".json") && !path.contains(".xcassets/"))
            } ?? []
            for rel in found.prefix(5_000) {
                guard let data = fm.contents(atPath: root.appendingPath(rel)), data.count <= maxFileBytes else { continue }
                out.append((root.appendingPath(rel), decodeText(Array(data))))
            }
        }
        return out
    }

    /// A table of the app's localized strings, in any of Xcode's forms.
    static func isLocalizedStrings(_ path: String) -> Bool {
        path.hasSuffix(".strings") || path.hasSuffix(".stringsdict") || path.hasSuffix(".xcstrings")
    }

    /// An image set's or a custom symbol's `Contents.json`, or a catalogue
    /// folder's (a folder may name a namespace): what says where an app's
    /// pictures are.
    static func isPictureContents(_ path: String) -> Bool {
        path.hasSuffix("/Contents.json") && (path.contains(".imageset/") || path.contains(".symbolset/") || path.contains(".xcassets/"))
    }

    /// Every image set's `Contents.json` (`X.imageset/Contents.json`, a
    /// custom symbol's `X.symbolset/Contents.json`) under
    /// the folders, and the catalogue folders' (a folder may name a
    /// namespace), as (path, text): the true-size backends embed the files
    /// the sets list.
    public static func imageSets(_ paths: [String]) -> [(path: String, text: String)] {
        let fm = FileManager.default
        var out: [(String, String)] = []
        for root in paths {
            var isDir = false
            guard fm.fileExists(atPath: root, isDirectory: &isDir), isDir else { continue }
            let found = files(under: root, matching: isPictureContents) ?? []
            for rel in found.prefix(5_000) {
                guard let data = fm.contents(atPath: root.appendingPath(rel)), data.count <= maxFileBytes else { continue }
                out.append((root.appendingPath(rel), decodeText(Array(data))))
            }
        }
        return out
    }

    static func decodeText(_ bytes: [UInt8]) -> String {
        if bytes.count >= 2, (bytes[0], bytes[1]) == (0xFF, 0xFE) || (bytes[0], bytes[1]) == (0xFE, 0xFF) {
            let little = bytes[0] == 0xFF
            var units: [UInt16] = []
            var i = 2
            while i + 1 < bytes.count {
                units.append(little ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
                i += 2
            }
            return String(decoding: units, as: UTF16.self)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The files under `root` that `keep` takes, relative to it, sorted (the
    /// same folder gives the same result on every machine). Skipped and
    /// hidden folders are not entered, links to folders not followed (a loop
    /// of links cannot trap it); nil if `root` cannot be listed.
    static func files(under root: String, matching keep: (String) -> Bool) -> [String]? {
        let fm = FileManager.default
        var found: [String] = []
        func walk(_ rel: String, depth: Int) -> Bool {
            let dir = rel.isEmpty ? root : root.appendingPath(rel)
            guard let names = try? fm.contentsOfDirectory(atPath: dir) else { return false }
            for name in names.sorted() where found.count <= maxFiles {
                if skipped.contains(name) || (name.hasPrefix(".") && name.count > 1) { continue }
                let path = rel.isEmpty ? name : rel + "/" + name
                let type = (try? fm.attributesOfItem(atPath: dir.appendingPath(name)))?[.type] as? FileAttributeType
                if type == .typeDirectory {
                    if depth < 64 { _ = walk(path, depth: depth + 1) }
                } else if keep(path) {
                    found.append(path)
                }
            }
            return true
        }
        guard walk("", depth: 0) else { return nil }
        return found.sorted()
    }

    /// `Widget.swift` from `Sources/Widget/Widget.swift`.
    public static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
