#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where zones come from: the system's tz database (`/usr/share/zoneinfo`,
/// or `TZDIR`), the `TZ` variable and `/etc/localtime`, as glibc reads them.
/// The only file access of the time rules; the CLI calls it once at start.
public enum ZoneDatabase {
    public static func directory(_ environment: [String: String]) -> String {
        environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
    }

    /// The zone an IANA name (`Europe/Paris`) or a POSIX TZ string
    /// (`CET-1CEST,M3.5.0,M10.5.0/3`) names; nil if neither.
    public static func zone(named name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> Zone? {
        if ["UTC", "GMT", "Etc/UTC", "Z"].contains(name) {
            return Zone(identifier: name, transitions: [], offsets: [], initialOffset: 0, rule: nil)
        }
        if isSafeName(name), let bytes = read(directory(environment) + "/" + name), let zone = Zone(tzif: bytes, identifier: name) {
            return zone
        }
        return Zone(posix: name)
    }

    /// Every zone of the database by its name (`Europe/Paris`): for an app
    /// that names its zones from values (`TimeZone(identifier: state.zone)`),
    /// read once at start so that a render reads no file. The `posix/` and
    /// `right/` copies are left out; a file that is not TZif is skipped.
    public static func all(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String: Zone] {
        let root = directory(environment)
        guard let names = try? FileManager.default.subpathsOfDirectory(atPath: root) else { return [:] }
        var out: [String: Zone] = [:]
        for name in names {
            guard !name.hasPrefix("posix/"), !name.hasPrefix("right/"), isSafeName(name), !name.contains("."),
                  let bytes = read(root + "/" + name), let zone = Zone(tzif: bytes, identifier: name) else { continue }
            out[name] = zone
        }
        return out
    }

    /// The zone this process shows times in: `TZ` (a name, `:name`, a path
    /// or a POSIX string), else `/etc/localtime`, else UTC.
    public static func local(environment: [String: String] = ProcessInfo.processInfo.environment) -> Zone {
        if var tz = environment["TZ"], !tz.isEmpty {
            if tz.hasPrefix(":") { tz.removeFirst() }
            if tz.hasPrefix("/") {
                if let bytes = read(tz), let zone = Zone(tzif: bytes, identifier: name(ofPath: tz)) { return zone }
            } else if let zone = zone(named: tz, environment: environment) {
                return zone
            }
            return .utc // glibc: an unreadable TZ means UTC
        }
        if let bytes = read("/etc/localtime") {
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/etc/localtime")) ?? "/etc/localtime"
            if let zone = Zone(tzif: bytes, identifier: name(ofPath: target)) { return zone }
        }
        return .utc
    }

    /// `Europe/Paris` from `/usr/share/zoneinfo/Europe/Paris`.
    static func name(ofPath path: String) -> String {
        guard let range = path.firstRange(of: "zoneinfo/") else { return path }
        return String(path[range.upperBound...])
    }

    /// A name stays inside the database: no absolute path, no `..`.
    static func isSafeName(_ name: String) -> Bool {
        !name.isEmpty && name.count < 256 && !name.hasPrefix("/") && !name.split(separator: "/").contains("..")
            && name.unicodeScalars.allSatisfy { $0.isASCII && $0.value > 0x20 }
    }

    static func read(_ path: String) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: path), data.count < 1 << 20 else { return nil }
        return [UInt8](data)
    }
}
