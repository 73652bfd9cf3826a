/// Which of an app's files the SwiftUI front end needs: the ones with an
/// `ActivityConfiguration`, then, transitively, those that declare a type,
/// extension or function a needed file names. A big app folder (10,000
/// files) is then parsed for the few dozen its Live Activity reaches, not
/// all of it. A text scan, so it may keep a file too many (a name in a
/// comment), never one too few that the translator could look up.
public enum RelevantFiles {
    static let modules: Set<Substring> = ["Swift", "SwiftUI", "Foundation", "UIKit", "ActivityKit", "WidgetKit"]
    static let declaring: Set<Substring> = ["struct", "enum", "class", "extension", "actor", "typealias", "func", "protocol"]

    /// `also`: paths kept as if they held a configuration (where the app's sample states are written).
    /// `configurations`: false when only `also`'s files are wanted (their states run, no views drawn).
    public static func select(_ sources: [(path: String, text: String)], also: Set<String> = [],
                              configurations: Bool = true) -> [(path: String, text: String)] {
        var scans = [Scan?](repeating: nil, count: sources.count)
        func scan(_ i: Int) -> Scan {
            if let s = scans[i] { return s }
            let s = Scan(sources[i].text)
            scans[i] = s
            return s
        }
        var keep = Set(sources.indices.filter { configurations && sources[$0].text.contains("ActivityConfiguration") || also.contains(sources[$0].path) })
        guard !keep.isEmpty else { return [] }
        // Declared name -> the files that declare it.
        var declaredIn: [Substring: [Int]] = [:]
        for i in sources.indices {
            for name in scan(i).declared { declaredIn[name, default: []].append(i) }
        }
        var names = Set<Substring>()
        var queue = Array(keep)
        while let i = queue.popLast() {
            for name in scan(i).used where names.insert(name).inserted {
                for j in declaredIn[name] ?? [] where keep.insert(j).inserted { queue.append(j) }
            }
        }
        return sources.indices.filter { keep.contains($0) }.map { sources[$0] }
    }

    /// The identifiers a file uses and the names it declares.
    struct Scan {
        var used = Set<Substring>()
        var declared: [Substring] = []

        init(_ text: String) {
            let u = text.utf8
            var i = u.startIndex
            var previous: Substring = ""
            func isHead(_ c: UInt8) -> Bool { c == 0x5F || (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A }
            func isBody(_ c: UInt8) -> Bool { isHead(c) || c >= 0x30 && c <= 0x39 }
            while i < u.endIndex {
                let c = u[i]
                if isHead(c) || c >= 0x80 {
                    var j = u.index(after: i)
                    while j < u.endIndex, isBody(u[j]) || u[j] >= 0x80 { j = u.index(after: j) }
                    let word = Substring(text[i..<j])
                    // `extension Swift.Double`: the module's name is not what is declared.
                    if RelevantFiles.declaring.contains(previous), RelevantFiles.modules.contains(word), j < u.endIndex, u[j] == 0x2E {
                        i = u.index(after: j)
                        continue
                    }
                    if RelevantFiles.declaring.contains(previous) { declared.append(word) } else { used.insert(word) }
                    previous = word
                    i = j
                } else {
                    // Punctuation between a keyword and its name (`extension
                    // View`, `func f`) is only white space.
                    if c != 0x20 && c != 0x09 && c != 0x0A && c != 0x0D { previous = "" }
                    i = u.index(after: i)
                }
            }
        }
    }
}
