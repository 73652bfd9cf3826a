#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimModel
import LasimTemplate
import LasimText

/// Builds a `Theme` from a data file (YAML or JSON, read by `DataFile` like
/// templates). The shape:
///
/// ```yaml
/// name: sizl
/// description: One line for `lasim themes`
/// light:                 # and dark:
///   background: system   # or "#rrggbb": the app's own tint
///   primary: "#1c1c1e"   # quote colours: # starts a YAML comment
///   secondary, accent, warning, success,
///   progress-empty, progress-active, progress-completed
/// island:                # the Dynamic Island (system = black)
///   background, keyline, primary, secondary, accent, ...
/// glyphs:
///   rider: {emoji: "🛵", ascii: "o>"}   # or just "🛵"
/// symbols:               # SF Symbols in an app's own SwiftUI views
///   car.fill: {emoji: "🚗", ascii: "=o"}
/// ```
///
/// Every key is optional: a missing one falls back, one by one, to `base`
/// (the built-in `default` theme). An unknown key or a bad value is a
/// warning (one line, with the file and key path) and is ignored; only an
/// unreadable file or a top level that is not a mapping fails the load.
public enum ThemeLoader {
    public struct Loaded: Sendable {
        public var theme: Theme
        public var warnings: [String]
    }

    public static func load(path: String, base: Theme = .standard) throws(DataFile.LoadError) -> Loaded {
        let value = try DataFile.load(path: path)
        return try build(value, file: path, base: base)
    }

    public static let topKeys = ["name", "description", "light", "dark", "island", "glyphs", "symbols"]
    public static let paletteKeys = ["background"] + Palette.roleNames
    public static let islandKeys = paletteKeys + ["keyline"]

    public static func build(_ value: JSONValue, file: String, base: Theme = .standard) throws(DataFile.LoadError) -> Loaded {
        guard case .object(let top) = value else {
            throw DataFile.LoadError(file: file, message: "a theme is a mapping (name, light, dark, island, glyphs)")
        }
        var warnings: [String] = []
        func warn(_ path: String, _ message: String) { warnings.append("\(file): \(path): \(message)") }

        var theme = base
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        theme.name = String(fileName.split(separator: ".").first ?? "theme")
        if let v = top["name"] {
            if let s = v.stringValue, !s.isEmpty, Sanitizer.isPlainASCII(s), !s.contains("/") { theme.name = s }
            else { warn("name", "expected a plain name; using \"\(theme.name)\"") }
        }
        if let v = top["description"] {
            if let s = v.stringValue { theme.description = Sanitizer.visible(s) } else { warn("description", "expected text") }
        } else if base.name != theme.name {
            theme.description = ""
        }
        for key in top.keys where !topKeys.contains(key) {
            warn(Sanitizer.visible(key), "unknown key ignored\(Suggest.hint(key, in: topKeys)) (known: \(topKeys.joined(separator: ", ")))")
        }
        if let v = top["light"] { theme.light = palette(v, path: "light", base: base.light, keys: paletteKeys, warn: warn) }
        if let v = top["dark"] { theme.dark = palette(v, path: "dark", base: base.dark, keys: paletteKeys, warn: warn) }
        if let v = top["island"] {
            theme.island = palette(v, path: "island", base: base.island, keys: islandKeys, warn: warn)
            if let k = v.objectValue?["keyline"], let c = colour(k, path: "island.keyline", allowSystem: false, warn: warn) {
                theme.keyline = c ?? theme.keyline
            }
        }
        if let v = top["glyphs"] { theme.glyphs = glyphs(v, base: base.glyphs, section: "glyphs", warn: warn) }
        if let v = top["symbols"] { theme.symbols = glyphs(v, base: base.symbols, section: "symbols", warn: warn) }
        return Loaded(theme: theme, warnings: warnings)
    }

    static func palette(_ v: JSONValue, path: String, base: Palette, keys: [String],
                        warn: (String, String) -> Void) -> Palette {
        guard let o = v.objectValue else {
            warn(path, "expected a mapping of colours (\(keys.joined(separator: ", "))); using the default's")
            return base
        }
        var p = base
        for e in o.entries {
            let keyPath = "\(path).\(Sanitizer.visible(e.key))"
            guard keys.contains(e.key) else {
                warn(keyPath, "unknown key ignored\(Suggest.hint(e.key, in: keys)) (known: \(keys.joined(separator: ", ")))")
                continue
            }
            if e.key == "keyline" { continue } // the theme's, read by the caller
            guard let parsed = colour(e.value, path: keyPath, allowSystem: e.key == "background", warn: warn) else { continue }
            switch e.key {
            case "background": p.background = parsed
            default:
                guard let c = parsed else { continue }
                switch e.key {
                case "primary": p.primary = c
                case "secondary": p.secondary = c
                case "accent": p.accent = c
                case "warning": p.warning = c
                case "success": p.success = c
                case "progress-empty": p.progressEmpty = c
                case "progress-active": p.progressActive = c
                default: p.progressCompleted = c
                }
            }
        }
        return p
    }

    /// nil: a bad value (warned; the default's stays). `.some(nil)`: `system`.
    static func colour(_ v: JSONValue, path: String, allowSystem: Bool, warn: (String, String) -> Void) -> RGB?? {
        switch v {
        case .string(let s):
            if allowSystem && s.lowercased() == "system" { return .some(nil) }
            if let c = RGB(hex: s.trimmingSpaces()) { return .some(c) }
            warn(path, "\"\(Sanitizer.visible(s))\" is not a colour (\"#rrggbb\" or \"#rgb\"\(allowSystem ? ", or system" : "")); using the default's")
        case .null:
            warn(path, "no colour: quote it, \"#rrggbb\" (an unquoted # starts a YAML comment); using the default's")
        default:
            warn(path, "expected a colour string (\"#rrggbb\"), got \(v.kindName); using the default's")
        }
        return nil
    }

    static func glyphs(_ v: JSONValue, base: [String: Glyph], section: String, warn: (String, String) -> Void) -> [String: Glyph] {
        guard let o = v.objectValue else { warn(section, "expected a mapping of name: {emoji, ascii}; using the default's"); return base }
        var out = base
        for e in o.entries {
            let path = "\(section).\(Sanitizer.visible(e.key))"
            var g = base[e.key]
            switch e.value {
            case .string(let s):
                guard !s.isEmpty else { warn(path, "empty glyph ignored"); continue }
                let isASCII = Sanitizer.isPlainASCII(s)
                if isASCII { g = Glyph(emoji: s, ascii: s) }
                else if let old = g { g = Glyph(emoji: s, ascii: old.ascii) }
                else { warn(path, "no ASCII fallback; write {emoji: \"…\", ascii: \"…\"} (using \"?\")"); g = Glyph(emoji: s, ascii: "?") }
            case .object(let spec):
                for key in spec.keys where key != "emoji" && key != "ascii" {
                    warn("\(path).\(Sanitizer.visible(key))", "unknown key ignored\(Suggest.hint(key, in: ["emoji", "ascii"])) (known: emoji, ascii)")
                }
                var emoji = spec["emoji"]?.stringValue ?? g?.emoji
                var ascii = spec["ascii"]?.stringValue ?? g?.ascii
                if let a = ascii, a.isEmpty || !Sanitizer.isPlainASCII(a) {
                    warn("\(path).ascii", "\"\(Sanitizer.visible(a))\" is not plain ASCII; using \(g.map { "\"\($0.ascii)\"" } ?? "\"?\"")")
                    ascii = g?.ascii ?? "?"
                }
                if let em = emoji, em.isEmpty { emoji = nil }
                guard emoji != nil || ascii != nil else { warn(path, "needs emoji or ascii; ignored"); continue }
                if ascii == nil { warn(path, "no ASCII fallback (using \"?\")") }
                g = Glyph(emoji: Sanitizer.visible(emoji ?? ascii!), ascii: ascii ?? "?")
            default:
                warn(path, "expected \"text\" or {emoji, ascii}, got \(e.value.kindName); ignored")
                continue
            }
            out[e.key] = g
        }
        return out
    }
}

/// The themes lasim knows: the built-in ones in `Themes/` (found from any
/// directory by `ResourceLocator`), and any the user loads by path.
/// `default` is always there: from Themes/default.yaml, or compiled in
/// (`Theme.standard`) when the folder is missing; every other theme falls
/// back to it key by key.
public struct ThemeCatalog: Sendable {
    public private(set) var themes: [Theme] = [.standard]
    /// Theme name -> the file it came from (none for the compiled-in default).
    public private(set) var files: [String: String] = [:]
    /// Load problems, one line each, for stderr.
    public private(set) var problems: [String] = []

    public init() {}

    /// The built-in themes, compiled in from `Themes/`; from
    /// `$LASIM_HOME/Themes` (files a change reloads) when that is set.
    public static func builtIn() -> ThemeCatalog {
        var c = ThemeCatalog()
        // default first: the others are built on it.
        let isDefault = { (p: String) in p.split(separator: "/").last.map { $0.hasPrefix("default.") } ?? false }
        if let paths = ResourceLocator.homeFiles(in: "Themes") {
            for path in paths.filter(isDefault) + paths.filter({ !isDefault($0) }) { _ = c.load(path: path) }
        } else {
            let files = BuiltInFiles.files.filter { $0.folder == "Themes" }
            for f in files.filter({ isDefault($0.name) }) + files.filter({ !isDefault($0.name) }) {
                c.load(text: f.text, file: "Themes/" + f.name)
            }
        }
        return c
    }

    /// A compiled-in theme: no file to reload it from.
    mutating func load(text: String, file: String) {
        do throws(DataFile.LoadError) {
            let loaded = try ThemeLoader.build(try DataFile.parse(text, file: file), file: file, base: standard)
            problems += loaded.warnings
            themes.removeAll { $0.name == loaded.theme.name }
            themes.append(loaded.theme)
        } catch {
            problems.append(error.description)
        }
    }

    public var standard: Theme { theme(named: "default") ?? .standard }

    public func theme(named name: String) -> Theme? { themes.first { $0.name == name } }

    public var names: [String] { themes.map(\.name) }

    /// Loads a theme file on top of `default`; nil (and a problem) if unreadable.
    @discardableResult
    public mutating func load(path: String) -> Theme? {
        switch loadResult(path: path) {
        case .success(let t): return t
        case .failure(let error): problems.append(error.description); return nil
        }
    }

    mutating func loadResult(path: String) -> Result<Theme, DataFile.LoadError> {
        do throws(DataFile.LoadError) {
            let loaded = try ThemeLoader.load(path: path, base: standard)
            problems += loaded.warnings
            themes.removeAll { $0.name == loaded.theme.name }
            themes.append(loaded.theme)
            files[loaded.theme.name] = path
            return .success(loaded.theme)
        } catch {
            return .failure(error)
        }
    }

    /// `--theme`: a built-in name, or a path to a file (anything with a `/`
    /// or a data-file extension).
    public mutating func resolve(_ nameOrPath: String) -> Result<Theme, DataFile.LoadError> {
        let looksLikePath = nameOrPath.contains("/") || [".yaml", ".yml", ".json"].contains { nameOrPath.hasSuffix($0) }
        if looksLikePath { return loadResult(path: nameOrPath) }
        if let t = theme(named: nameOrPath) { return .success(t) }
        return .failure(DataFile.LoadError(file: nameOrPath, message: "no such theme (built in: \(names.sorted().joined(separator: ", ")); or give a path)"))
    }
}
