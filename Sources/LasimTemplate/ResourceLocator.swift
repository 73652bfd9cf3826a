#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimText

/// Finds the built-in `Templates/` and `Themes/` folders from any working
/// directory: `$LASIM_HOME`, then upwards from the executable (a build puts
/// it in .build/<triple>/<config>/ inside the checkout), then the checkout
/// this file was compiled from.
public enum ResourceLocator {
    public static func directory(_ name: String, executable: String = CommandLine.arguments.first ?? "") -> String? {
        var candidates: [String] = []
        if let home = ProcessInfo.processInfo.environment["LASIM_HOME"], !home.isEmpty {
            candidates.append(home)
        }
        let exe = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(dir.path)
            dir = dir.deletingLastPathComponent()
        }
        // Sources/LasimTemplate/ResourceLocator.swift -> checkout root
        var source = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { source = source.deletingLastPathComponent() }
        candidates.append(source.path)
        for base in candidates {
            let path = base.appendingPath(name)
            var isDir = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir { return path }
        }
        return nil
    }

    /// `$LASIM_HOME/<name>`'s data files when `LASIM_HOME` is set (nil
    /// otherwise: the compiled-in files are the built-ins).
    public static func homeFiles(in name: String) -> [String]? {
        guard let home = ProcessInfo.processInfo.environment["LASIM_HOME"], !home.isEmpty else { return nil }
        let dir = home.appendingPath(name)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return nil }
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }
            .sorted().map { dir.appendingPath($0) }
    }

    /// Data files (yaml, yml, json) in a built-in folder, sorted by name.
    public static func files(in name: String) -> [String] {
        guard let dir = directory(name),
              let names = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return [] }
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }
            .sorted().map { dir.appendingPath($0) }
    }
}
