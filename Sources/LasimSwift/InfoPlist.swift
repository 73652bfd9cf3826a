#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimModel

/// The widget extension's Info.plist as the phone's bundle holds it, for
/// `Bundle.main.object(forInfoDictionaryKey:)`, `infoDictionary` and
/// `bundleIdentifier`: the file the project names (`INFOPLIST_FILE`), its
/// `$(VAR)` values expanded from the target's build settings, and, where
/// Xcode generates the plist (`GENERATE_INFOPLIST_FILE`), the keys it
/// writes from settings (`INFOPLIST_KEY_CFBundleDisplayName`,
/// `PRODUCT_BUNDLE_IDENTIFIER`). Without a project, the widget's own
/// Info.plist under the `--swift` folders, with only literal values.
/// The plist is decoded by Foundation's `PropertyListDecoder`; `read` is the
/// only way to the files (nil: absent), so the rule is testable without them.
public enum InfoPlist {
    public struct Contents: Sendable, Equatable {
        public var values: [String: JSONValue] = [:]
        /// The keys left out because their value names a build setting the
        /// project does not give (the phone's value is unknown): key, setting.
        public var unset: [String: String] = [:]
        /// The plist file read (nil: Xcode generates it from settings alone):
        /// its folder holds the widget's `InfoPlist.strings`.
        public var path: String?
        /// `localizedInfoDictionary`: the widget's `InfoPlist.strings` (or
        /// `.xcstrings`) in the phone's language; nil where it has none, as
        /// CoreFoundation's `CFBundleGetLocalInfoDictionary` answers.
        public var localized: [String: String]?
        public init(values: [String: JSONValue] = [:], unset: [String: String] = [:]) { self.values = values; self.unset = unset }
        /// `object(forInfoDictionaryKey:)`: the localized value where there is
        /// one, else the plist's (`CFBundleGetValueForInfoDictionaryKey`).
        public func value(_ key: String) -> JSONValue? { localized?[key].map(JSONValue.string) ?? values[key] }
        /// `infoDictionary`: the values as one dictionary, in their keys' order.
        public var object: JSONValue { InfoPlist.object(values) }
        /// `localizedInfoDictionary` as one dictionary, in its keys' order.
        public var localizedObject: JSONValue? { localized.map { InfoPlist.object($0.mapValues(JSONValue.string)) } }
    }

    /// nil: no plist found.
    public static func dictionary(projects: [(path: String, text: String)], swiftFiles: [String], anchors: Set<String>,
                                  plists: [String], read: (String) -> [UInt8]?) -> Contents? {
        for p in projects where p.path.hasSuffix(".xcodeproj/project.pbxproj") {
            guard let project = XcodeTargets.Project(path: p.path, text: p.text) else { continue }
            let targets = project.targets(swiftFiles).filter(\.isExtension)
            guard let widget = targets.first(where: { !$0.files.isDisjoint(with: anchors) }) else { continue }
            let settings = Settings(project: project, target: widget, read: read)
            var out = Contents()
            if let file = settings.value("INFOPLIST_FILE"), !file.isEmpty, let bytes = read(project.join(project.root, file)) {
                out = expanded(decode(bytes) ?? [:], settings)
                out.path = project.join(project.root, file)
            }
            if settings.value("GENERATE_INFOPLIST_FILE") == "YES" {
                for (key, value) in settings.generatedKeys() where out.values[key] == nil { out.values[key] = value }
            }
            for key in out.values.keys { out.unset[key] = nil }
            return out
        }
        // No project: the widget extension's own plist, its literal values only.
        for path in plists {
            guard let bytes = read(path), let plist = decode(bytes),
                  plist["NSExtension"]?["NSExtensionPointIdentifier"] == .string("com.apple.widgetkit-extension") else { continue }
            var out = expanded(plist, nil)
            out.path = path
            return out
        }
        return nil
    }

    /// An XML or binary plist whose top is a dictionary.
    static func decode(_ bytes: [UInt8]) -> [String: JSONValue]? {
        guard let top = try? PropertyListDecoder().decode([String: Node].self, from: Data(bytes)) else { return nil }
        return top.mapValues(\.json)
    }

    /// Every string's `$(VAR)` expanded; a key whose value cannot be is left out.
    static func expanded(_ plist: [String: JSONValue], _ settings: Settings?) -> Contents {
        func expand(_ v: JSONValue) -> JSONValue? {
            switch v {
            case .string(let s):
                guard s.contains("$") else { return v }
                return settings?.expand(s).map(JSONValue.string)
            case .array(let a): return .array(a.compactMap(expand))
            case .object(let o):
                var d: [String: JSONValue] = [:]
                for e in o.entries { if let x = expand(e.value) { d[e.key] = x } }
                return object(d)
            default: return v
            }
        }
        var out = Contents(values: plist.compactMapValues(expand))
        for (key, value) in plist where out.values[key] == nil {
            if case .string(let s) = value { out.unset[key] = settings?.firstUnset(s) ?? Settings.names(s).first ?? "" }
        }
        return out
    }

    /// A dictionary in its keys' order, so that what is printed of it is the same on every run.
    static func object(_ d: [String: JSONValue]) -> JSONValue {
        .object(JSONObject(d.sorted { $0.key < $1.key }.map { JSONObject.Entry(key: $0.key, value: $0.value) }))
    }

    /// A plist value, as `PropertyListDecoder` hands its parts out.
    struct Node: Decodable {
        let json: JSONValue
        init(from decoder: Decoder) throws {
            if var list = try? decoder.unkeyedContainer() {
                var items: [JSONValue] = []
                while !list.isAtEnd { items.append(try list.decode(Node.self).json) }
                json = .array(items)
                return
            }
            let c = try decoder.singleValueContainer()
            if let d = try? c.decode([String: Node].self) {
                json = InfoPlist.object(d.mapValues(\.json))
            } else if let b = try? c.decode(Bool.self) {
                json = .bool(b)
            } else if let n = try? c.decode(Int.self) {
                json = .number(Double(n))
            } else if let n = try? c.decode(Double.self) {
                json = .number(n)
            } else if let s = try? c.decode(String.self) {
                json = .string(s)
            } else {
                // Data and dates: not values an app's widget code reads from its plist.
                json = .null
            }
        }
    }

    /// A target's build settings in its Release configuration (the App Store
    /// build the phone runs), as Xcode layers them: the target's, its
    /// `.xcconfig`, the project's, the project's `.xcconfig`, then the
    /// settings Xcode gives every target.
    struct Settings {
        var levels: [[String: String]] = []
        var builtIn: [String: String] = [:]

        init(project: XcodeTargets.Project, target: XcodeTargets.Target, read: (String) -> [UInt8]?) {
            let projectID = project.objects.first { $0.value["isa"]?.string == "PBXProject" }?.key
            for owner in [target.id, projectID] {
                guard let owner, let config = Self.release(project, list: project.string(owner, "buildConfigurationList")) else { continue }
                var own: [String: String] = [:]
                if case .dict(let d)? = project.objects[config]?["buildSettings"] {
                    for (k, v) in d { own[k] = v.string ?? v.strings?.joined(separator: " ") }
                }
                levels.append(own)
                if let ref = project.string(config, "baseConfigurationReference"), let path = project.location(ref) {
                    levels.append(Self.xcconfig(path, read: read, depth: 0))
                }
            }
            builtIn = ["TARGET_NAME": target.name, "PRODUCT_NAME": "$(TARGET_NAME)", "EXECUTABLE_NAME": "$(PRODUCT_NAME)",
                       "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)", "CONFIGURATION": "Release",
                       "PLATFORM_NAME": "iphoneos", "SDK_NAME": "iphoneos", "SRCROOT": project.root, "PROJECT_DIR": project.root,
                       "DEVELOPMENT_LANGUAGE": projectID.flatMap { project.string($0, "developmentRegion") } ?? "en"]
        }

        /// The configuration named Release in a configuration list, else its default one.
        static func release(_ project: XcodeTargets.Project, list: String?) -> String? {
            guard let list, let configs = project.objects[list]?["buildConfigurations"]?.strings else { return nil }
            let wanted = configs.contains { project.string($0, "name") == "Release" } ? "Release" : project.string(list, "defaultConfigurationName")
            return configs.first { project.string($0, "name") == wanted } ?? configs.first
        }

        /// `KEY = value` lines, `//` comments, `#include "other.xcconfig"`
        /// (`#include?`: optional) relative to the file; a later line wins.
        static func xcconfig(_ path: String, read: (String) -> [UInt8]?, depth: Int) -> [String: String] {
            guard depth < 8, let bytes = read(path) else { return [:] }
            var out: [String: String] = [:]
            let folder = XcodeTargets.folder(path)
            for raw in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
                var line = Substring(raw)
                if let comment = line.indices.first(where: { line[$0...].hasPrefix("//") }) { line = line[..<comment] }
                line = trimmed(line)
                if line.hasPrefix("#include") {
                    guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"") else { continue }
                    let name = String(line[line.index(after: open)..<close])
                    let included = name.hasPrefix("/") ? name : XcodeTargets.Project.normalized(folder.isEmpty ? name : folder + "/" + name)
                    out.merge(xcconfig(included, read: read, depth: depth + 1)) { _, new in new }
                    continue
                }
                guard let eq = line.firstIndex(of: "=") else { continue }
                let key = String(trimmed(line[..<eq]))
                guard !key.isEmpty else { continue }
                out[key] = String(trimmed(line[line.index(after: eq)...]))
            }
            return out
        }

        static func trimmed(_ s: Substring) -> Substring {
            let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
            guard let first = s.firstIndex(where: { !blank($0) }), let last = s.lastIndex(where: { !blank($0) }) else { return "" }
            return s[first...last]
        }

        /// A setting's raw value at a level or below it (an iPhone build's
        /// `KEY[sdk=iphoneos*]` before the plain key), and the level it was found at.
        func raw(_ key: String, from level: Int) -> (value: String, level: Int)? {
            for l in level..<levels.count {
                if let v = levels[l][key + "[sdk=iphoneos*]"] ?? levels[l][key] { return (v, l) }
            }
            return builtIn[key].map { ($0, levels.count) }
        }

        /// A setting's value, expanded; nil where it or a setting it names is not given.
        func value(_ key: String) -> String? { expandSetting(key, from: 0, depth: 0) }

        func expandSetting(_ key: String, from level: Int, depth: Int) -> String? {
            guard depth < 16, let (v, at) = raw(key, from: level) else { return nil }
            return expand(v, key: key, level: at, depth: depth + 1)
        }

        /// `$(VAR)` and `${VAR}` in a value, with `:rfc1034identifier`,
        /// `:c99extidentifier`, `:lower` and `:upper`; `$(inherited)` is the
        /// key's value at the levels below. nil: a name no level gives.
        func expand(_ s: String, key: String? = nil, level: Int = -1, depth: Int = 0) -> String? {
            var out = ""
            var at = s.startIndex
            for r in Self.references(s) {
                out += s[at..<r.range.lowerBound]
                at = r.range.upperBound
                guard let name = r.parts.first else { continue }
                let found: String?
                if name == "inherited" {
                    found = key.flatMap { expandSetting($0, from: level + 1, depth: depth + 1) } ?? ""
                } else {
                    found = expandSetting(name, from: 0, depth: depth + 1)
                }
                guard var v = found else { return nil }
                for modifier in r.parts.dropFirst() { v = Self.modified(v, modifier) }
                out += v
            }
            return out + s[at...]
        }

        /// Each `$(VAR)` or `${VAR}` in a value (with its `:modifier`s):
        /// where it stands and its parts; a `$` that opens none is text.
        static func references(_ s: String) -> [(range: Range<String.Index>, parts: [String])] {
            var out: [(range: Range<String.Index>, parts: [String])] = []
            var rest = Substring(s)
            while let dollar = rest.firstIndex(of: "$") {
                let after = rest.index(after: dollar)
                guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{",
                      let close = rest[after...].firstIndex(of: rest[after] == "(" ? ")" : "}") else { rest = rest[after...]; continue }
                out.append((dollar..<rest.index(after: close), rest[rest.index(after: after)..<close].split(separator: ":").map(String.init)))
                rest = rest[rest.index(after: close)...]
            }
            return out
        }

        /// The names `$(VAR)` and `${VAR}` in a value.
        static func names(_ s: String) -> [String] { references(s).compactMap(\.parts.first) }

        /// The setting a value names, directly or through others, that no level gives.
        func firstUnset(_ s: String, depth: Int = 0) -> String? {
            guard depth < 16 else { return nil }
            for name in Self.names(s) where name != "inherited" && value(name) == nil {
                return raw(name, from: 0).flatMap { firstUnset($0.value, depth: depth + 1) } ?? name
            }
            return nil
        }

        static func modified(_ v: String, _ modifier: String) -> String {
            switch modifier {
            case "rfc1034identifier": return String(v.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "-" })
            case "c99extidentifier", "identifier": return String(v.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
            case "lower": return v.lowercased()
            case "upper": return v.uppercased()
            default: return v
            }
        }

        /// What Xcode writes into a generated plist: each `INFOPLIST_KEY_X`
        /// as X ("YES" and "NO" as booleans), and the bundle's identity.
        func generatedKeys() -> [String: JSONValue] {
            var out: [String: JSONValue] = [:]
            var keys: Set<String> = []
            for level in levels { for k in level.keys where k.hasPrefix("INFOPLIST_KEY_") { keys.insert(String(k.prefix { $0 != "[" })) } }
            for k in keys {
                guard let v = value(k) else { continue }
                out[String(k.dropFirst("INFOPLIST_KEY_".count))] = v == "YES" ? .bool(true) : v == "NO" ? .bool(false) : .string(v)
            }
            let identity = ["CFBundleIdentifier": "PRODUCT_BUNDLE_IDENTIFIER", "CFBundleName": "PRODUCT_NAME",
                            "CFBundleExecutable": "EXECUTABLE_NAME", "CFBundleShortVersionString": "MARKETING_VERSION",
                            "CFBundleVersion": "CURRENT_PROJECT_VERSION", "CFBundleDevelopmentRegion": "DEVELOPMENT_LANGUAGE"]
            for (plistKey, setting) in identity where out[plistKey] == nil {
                if let v = value(setting) { out[plistKey] = .string(v) }
            }
            return out
        }
    }
}
