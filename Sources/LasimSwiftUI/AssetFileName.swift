#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A file an imageset's `Contents.json` names, as it is spelt on disk.
/// A Mac's file system is normalisation-insensitive, so Xcode finds
/// `кофе-с-собой.png` written decomposed (NFD) in the JSON and composed
/// (NFC) on disk, or the reverse, as copies made on other systems leave
/// them; Linux compares bytes, so the folder is searched for the name
/// Swift's `==` (canonical equivalence) finds equal.
public enum AssetFileName {
    public static func onDisk(_ path: String) -> String {
        if FileManager.default.fileExists(atPath: path) { return path }
        guard let slash = path.lastIndex(of: "/") else { return path }
        let folder = String(path[..<slash]), name = String(path[path.index(after: slash)...])
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "/" : folder),
              let match = entries.first(where: { $0 == name }) else { return path }
        return folder + "/" + match
    }
}
