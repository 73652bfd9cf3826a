/// Which Swift files an app's `.xcodeproj` compiles into no app extension:
/// Xcode compiles each target alone, and a file it keeps out of the widget
/// extension (another target's copy of a type, in the widget's own folder)
/// is never the one the phone runs. Read from `project.pbxproj`: the files
/// of each target's Sources build phase, and Xcode 16's synchronized folders
/// (a folder's files belong to its target but those its exception set
/// lists; a folder of another target lends a target the files its exception
/// set for that target lists). Pure: (path, text) pairs in, paths out.
public enum XcodeTargets {
    /// The paths among `swiftFiles` that a project compiles, but only into
    /// targets that are not app extensions, in projects that have one; and
    /// those it compiles into no target at all although it compiles their
    /// neighbours file by file: a file left in the widget's folder when its
    /// views moved to a subfolder, which the phone never runs.
    ///
    /// `anchors` are the files that declare an `ActivityConfiguration`: when
    /// an extension compiles one of them, another that no target compiles is
    /// a copy left behind (`backup-live-activity/`, `Widget (1).swift`), and so
    /// is what no target compiles in its folder, unless the compiled widget
    /// is in that folder or under it.
    public static func outsideExtensions(projects: [(path: String, text: String)], swiftFiles: [String],
                                         anchors: Set<String> = []) -> Set<String> {
        var out: Set<String> = []
        for p in projects where p.path.hasSuffix(".xcodeproj/project.pbxproj") {
            guard let project = Project(path: p.path, text: p.text) else { continue }
            let targets = project.targets(swiftFiles)
            guard targets.contains(where: \.isExtension) else { continue }
            let inExtensions = targets.filter(\.isExtension).reduce(into: Set<String>()) { $0.formUnion($1.files) }
            for t in targets where !t.isExtension { out.formUnion(t.files.subtracting(inExtensions)) }
            let compiled = targets.reduce(into: Set<String>()) { $0.formUnion($1.files) }
            let listedFolders = Set(project.listed(swiftFiles).map(folder))
            out.formUnion(swiftFiles.filter { !compiled.contains($0) && listedFolders.contains(folder($0)) })
            let widgets = anchors.intersection(inExtensions)
            guard !widgets.isEmpty else { continue }
            // The extension that compiles the widget is the one the phone runs it
            // in: another extension's copy of a type (a password autofill
            // extension's `UserText`) is not the widget's.
            let widgetTargets = targets.filter { $0.isExtension && !$0.files.isDisjoint(with: widgets) }
            let inWidget = widgetTargets.reduce(into: Set<String>()) { $0.formUnion($1.files) }
            for t in targets where t.isExtension && t.files.isDisjoint(with: widgets) { out.formUnion(t.files.subtracting(inWidget)) }
            let inProject = project.root.isEmpty ? "" : project.root + "/"
            for stale in anchors where !compiled.contains(stale) && stale.hasPrefix(inProject) {
                out.insert(stale)
                let f = folder(stale) + "/"
                guard f != inProject, !widgets.contains(where: { $0.hasPrefix(f) }) else { continue }
                out.formUnion(swiftFiles.filter { $0.hasPrefix(f) && !compiled.contains($0) })
            }
        }
        return out
    }

    static func folder(_ path: String) -> String { path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/") }

    struct Target {
        var isExtension: Bool
        var files: Set<String>
        /// The target's object in the project, and its name (`$(TARGET_NAME)`).
        var id = ""
        var name = ""
    }

    struct Project {
        let objects: [String: [String: PlistValue]]
        /// The folder the project's paths start from (where the `.xcodeproj` is).
        let root: String
        var parents: [String: String] = [:]

        init?(path: String, text: String) {
            guard case .dict(let top)? = PlistReader.parse(text), case .dict(let objs)? = top["objects"] else { return nil }
            var objects: [String: [String: PlistValue]] = [:]
            for (id, v) in objs { if case .dict(let d) = v { objects[id] = d } }
            self.objects = objects
            let folders = path.split(separator: "/", omittingEmptySubsequences: false).dropLast(2)
            root = folders.joined(separator: "/")
            for (id, o) in objects {
                for child in o["children"]?.strings ?? [] { parents[child] = id }
            }
        }

        func string(_ id: String, _ key: String) -> String? { objects[id]?[key]?.string }

        /// Where a file or folder reference points, from the project's folder (nil: outside it).
        func location(_ id: String, depth: Int = 0) -> String? {
            guard depth < 64, let o = objects[id] else { return nil }
            let own = o["path"]?.string
            switch o["sourceTree"]?.string ?? "<group>" {
            case "SOURCE_ROOT": return join(root, own)
            case "<group>":
                guard let parent = parents[id] else { return join(root, own) }
                return location(parent, depth: depth + 1).map { join($0, own) }
            default: return nil
            }
        }

        func join(_ a: String, _ b: String?) -> String {
            guard let b, !b.isEmpty else { return a }
            return Self.normalized(a.isEmpty ? b : a + "/" + b)
        }

        static func normalized(_ path: String) -> String {
            var parts: [Substring] = []
            for p in path.split(separator: "/", omittingEmptySubsequences: false) {
                if p == "." || (p.isEmpty && !parts.isEmpty) { continue }
                if p == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(p) }
            }
            return parts.joined(separator: "/")
        }

        /// The files of `swiftFiles` a Sources build phase names, whichever
        /// target's (a synchronized folder compiles what it holds, named or not).
        func listed(_ swiftFiles: [String]) -> [String] {
            let known = Dictionary(swiftFiles.map { (Self.normalized($0), $0) }, uniquingKeysWith: { a, _ in a })
            return objects.values.filter { $0["isa"]?.string == "PBXBuildFile" }.compactMap { b in
                b["fileRef"]?.string.flatMap { location($0) }.flatMap { known[$0] }
            }
        }

        /// Each native target and the files of `swiftFiles` it compiles.
        func targets(_ swiftFiles: [String]) -> [Target] {
            let known = Dictionary(swiftFiles.map { (Self.normalized($0), $0) }, uniquingKeysWith: { a, _ in a })
            // Exception sets by folder: (target, files relative to the folder).
            var lent: [String: [(target: String, files: [String])]] = [:]
            for (id, o) in objects {
                guard o["isa"]?.string?.hasPrefix("PBXFileSystemSynchronized") == true, o["isa"]?.string?.hasSuffix("Group") == true else { continue }
                for e in o["exceptions"]?.strings ?? [] {
                    guard let target = string(e, "target") else { continue }
                    lent[id, default: []].append((target, objects[e]?["membershipExceptions"]?.strings ?? []))
                }
            }
            var out: [Target] = []
            for (id, o) in objects where o["isa"]?.string == "PBXNativeTarget" {
                var files: Set<String> = []
                for phase in o["buildPhases"]?.strings ?? [] where string(phase, "isa") == "PBXSourcesBuildPhase" {
                    for b in objects[phase]?["files"]?.strings ?? [] {
                        if let ref = string(b, "fileRef"), let at = location(ref), let f = known[at] { files.insert(f) }
                    }
                }
                let owned = Set(o["fileSystemSynchronizedGroups"]?.strings ?? [])
                for (group, sets) in lent where !owned.contains(group) {
                    guard let folder = location(group) else { continue }
                    for s in sets where s.target == id {
                        for f in s.files { if let k = known[join(folder, f)] { files.insert(k) } }
                    }
                }
                for group in owned {
                    guard let folder = location(group) else { continue }
                    let left = Set((lent[group] ?? []).filter { $0.target == id }.flatMap(\.files).map { join(folder, $0) })
                    for (n, f) in known where n.hasPrefix(folder + "/") && !left.contains(n) { files.insert(f) }
                }
                let type = o["productType"]?.string ?? ""
                out.append(Target(isExtension: type.contains("app-extension") || type.contains("extensionkit-extension"), files: files,
                                  id: id, name: o["name"]?.string ?? ""))
            }
            return out
        }
    }
}

/// A value of an old-style (OpenStep) property list, as `project.pbxproj` is written.
enum PlistValue {
    case string(String)
    case array([PlistValue])
    case dict([String: PlistValue])

    var string: String? { if case .string(let s) = self { return s } else { return nil } }
    var strings: [String]? { if case .array(let a) = self { return a.compactMap(\.string) } else { return nil } }
}

/// Reads an old-style property list: `{ key = value; }`, `( a, b, )`,
/// quoted and bare strings, `/* comments */` and `// comments`. Bounded by
/// its input; nil where it does not parse.
enum PlistReader {
    static func parse(_ text: String) -> PlistValue? {
        var r = Reader(bytes: Array(text.utf8))
        return r.value(depth: 0)
    }

    struct Reader {
        let bytes: [UInt8]
        var i = 0

        mutating func skip() {
            while i < bytes.count {
                let c = bytes[i]
                if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { i += 1; continue }
                if c == 0x2F, i + 1 < bytes.count, bytes[i + 1] == 0x2A {
                    i += 2
                    while i + 1 < bytes.count, !(bytes[i] == 0x2A && bytes[i + 1] == 0x2F) { i += 1 }
                    i += 2
                    continue
                }
                if c == 0x2F, i + 1 < bytes.count, bytes[i + 1] == 0x2F {
                    while i < bytes.count, bytes[i] != 0x0A { i += 1 }
                    continue
                }
                return
            }
        }

        mutating func value(depth: Int) -> PlistValue? {
            skip()
            guard i < bytes.count, depth < 64 else { return nil }
            switch bytes[i] {
            case 0x7B: // {
                i += 1
                var d: [String: PlistValue] = [:]
                while true {
                    skip()
                    guard i < bytes.count else { return nil }
                    if bytes[i] == 0x7D { i += 1; return .dict(d) }
                    guard case .string(let key)? = value(depth: depth + 1) else { return nil }
                    skip()
                    guard i < bytes.count, bytes[i] == 0x3D else { return nil }
                    i += 1
                    guard let v = value(depth: depth + 1) else { return nil }
                    d[key] = v
                    skip()
                    if i < bytes.count, bytes[i] == 0x3B { i += 1 }
                }
            case 0x28: // (
                i += 1
                var a: [PlistValue] = []
                while true {
                    skip()
                    guard i < bytes.count else { return nil }
                    if bytes[i] == 0x29 { i += 1; return .array(a) }
                    guard let v = value(depth: depth + 1) else { return nil }
                    a.append(v)
                    skip()
                    if i < bytes.count, bytes[i] == 0x2C { i += 1 }
                }
            case 0x22: // "
                i += 1
                var out: [UInt8] = []
                while i < bytes.count, bytes[i] != 0x22 {
                    if bytes[i] == 0x5C, i + 1 < bytes.count {
                        i += 1
                        out.append(bytes[i] == 0x6E ? 0x0A : bytes[i] == 0x74 ? 0x09 : bytes[i])
                    } else {
                        out.append(bytes[i])
                    }
                    i += 1
                }
                guard i < bytes.count else { return nil }
                i += 1
                return .string(String(decoding: out, as: UTF8.self))
            default:
                let start = i
                while i < bytes.count, Self.bare(bytes[i]) { i += 1 }
                guard i > start else { return nil }
                return .string(String(decoding: bytes[start..<i], as: UTF8.self))
            }
        }

        static func bare(_ c: UInt8) -> Bool {
            (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A) || [0x5F, 0x24, 0x2F, 0x2E, 0x2D, 0x3A, 0x2B].contains(c) || c >= 0x80
        }
    }
}
