import LasimModel

/// Xcode's "Provides Namespace" folders in an asset catalogue: a folder
/// whose `Contents.json` says `"provides-namespace": true` puts its name
/// before the names of the sets inside it, so `TeamLogos/GSW.imageset` is
/// `Image("TeamLogos/GSW")` and `TeamColors/GSW.colorset` is
/// `Color("TeamColors/GSW")`. A folder without it adds nothing.
public struct AssetNamespaces: Sendable {
    /// The folders (their paths, as the files give them) that provide one.
    let folders: Set<Substring>

    /// From every `Contents.json` of the catalogues, the sets' and the folders'.
    public init(_ files: [(path: String, text: String)]) {
        var folders: Set<Substring> = []
        for f in files where f.path.hasSuffix("/Contents.json") && f.text.contains("provides-namespace") {
            let folder = f.path.dropLast("/Contents.json".count)
            guard !folder.hasSuffix(".imageset"), !folder.hasSuffix(".colorset"), !folder.hasSuffix(".xcassets"),
                  case .object(let root)? = try? JSONParser.parse(f.text),
                  case .bool(true)? = root["properties"]?["provides-namespace"] else { continue }
            folders.insert(folder)
        }
        self.folders = folders
    }

    /// The set's name as the app's code names it: `name` (its folder's,
    /// without `.imageset`) after the namespaces of the folders around it,
    /// up to its catalogue.
    public func qualified(_ name: String, contentsPath: String) -> String {
        guard !folders.isEmpty else { return name }
        var parts = contentsPath.split(separator: "/", omittingEmptySubsequences: false).dropLast(2)
        var prefix: [Substring] = []
        while let last = parts.last, !last.hasSuffix(".xcassets"), !last.isEmpty {
            let folder = contentsPath[contentsPath.startIndex..<last.endIndex]
            if folders.contains(folder) { prefix.insert(last, at: 0) }
            parts.removeLast()
        }
        return prefix.isEmpty ? name : (prefix + [Substring(name)]).joined(separator: "/")
    }
}
