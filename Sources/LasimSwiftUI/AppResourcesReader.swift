import LasimModel
import LasimRender
import LasimTemplate

/// Colour sets and localized strings from their files' text: pure, the
/// files are read at the edge (`SwiftFileWalker.resources`).
extension AppResources {
    /// `language`: which localization a `.xcstrings` catalog and the
    /// `<language>.lproj` folders are read in (an iPhone set to US English: "en").
    public static func parse(_ files: [(path: String, text: String)], language: String = "en") -> AppResources {
        var r = AppResources()
        let tables = LocalizedStringTables(files, language: language)
        let namespaces = AssetNamespaces(files)
        // Lower ranks are read last, so their values win.
        let ranked = files.sorted { (tables.rank($0.path) ?? .max) < (tables.rank($1.path) ?? .max) }
        var catalogued = Set<String>()
        for f in ranked.reversed() {
            if LocalizedStringTables.isStringTable(f.path) && tables.rank(f.path) == nil { continue }
            if f.path.hasSuffix("/Contents.json"), ImageSet.name(f.path) != nil {
                // Two catalogues with one name (the app's and its widget
                // extension's): the one whose file the decoder reads
                // (`ImageFileKind`), as the true-size backend picks it.
                if var set = ImageSet.parse(f.text, contentsPath: f.path) {
                    set.name = namespaces.qualified(set.name, contentsPath: f.path)
                    if set.isDecodable || r.imageSets[set.name]?.isDecodable != true { r.imageSets[set.name] = set }
                }
            } else if f.path.hasSuffix("/Contents.json"), let name = colourSetName(f.path) {
                let qualified = namespaces.qualified(name, contentsPath: f.path)
                if let c = colourSet(f.text) { r.colours[qualified] = c } else { r.colourlessSets.insert(qualified) }
            } else if f.path.hasSuffix(".xcstrings") {
                for (k, v) in catalog(f.text, tables: tables, languages: &catalogued) { r.translate(k, v) }
            } else if f.path.hasSuffix(".strings") {
                for (k, v) in strings(f.text) { r.translate(k, .text(v)) }
            } else if f.path.hasSuffix(".stringsdict") {
                let language = LocalizedStringTables.lproj(f.path) ?? tables.development
                for (k, v) in stringsdict(f.text, language: language) { r.translate(k, v) }
            } else if f.path.hasSuffix(".json"), !f.path.contains(".xcassets/"), let name = f.path.split(separator: "/").last {
                r.bundleFiles[String(name)] = f.text
            }
        }
        let lprojs = Set(files.filter { LocalizedStringTables.isStringTable($0.path) }.compactMap { LocalizedStringTables.lproj($0.path) })
        r.rightToLeft = LanguageIdentifier(tables.shown(lprojs: lprojs, catalogued: catalogued))?.isRightToLeft ?? false
        r.preferredLocalization = tables.preferredLocalization(lprojs: lprojs, catalogued: catalogued)
        r.indexVariants()
        return r
    }

    /// `Bundle.main.localizedInfoDictionary`: the widget's `InfoPlist.strings`
    /// (or `InfoPlist.xcstrings`) under the folder of its Info.plist
    /// (`plist`), in the language the phone reads (the tables' order,
    /// `LocalizedStringTables`; CoreFoundation reads the one file it finds
    /// first); nil: the widget has none in such a language.
    public static func infoPlistStrings(_ files: [(path: String, text: String)], plist: String, language: String) -> [String: String]? {
        func plain(_ p: String) -> String { p.hasPrefix("./") ? String(p.dropFirst(2)) : p }
        let folder = plain(plist).lastIndex(of: "/").map { String(plain(plist)[..<$0]) } ?? ""
        let own = files.filter { f in
            let name = f.path.split(separator: "/").last
            return (name == "InfoPlist.strings" || name == "InfoPlist.xcstrings") && (folder.isEmpty || plain(f.path).hasPrefix(folder + "/"))
        }
        let tables = LocalizedStringTables(own, language: language)
        var out: [String: String]?
        if let table = own.filter({ $0.path.hasSuffix(".strings") }).compactMap({ f in tables.rank(f.path).map { (f, $0) } }).min(by: { $0.1 < $1.1 })?.0 {
            out = Dictionary(strings(table.text), uniquingKeysWith: { _, last in last })
        }
        var languages = Set<String>()
        for f in own where f.path.hasSuffix(".xcstrings") {
            for case (let key, .text(let value)) in catalog(f.text, tables: tables, languages: &languages) where out?[key] == nil {
                out = (out ?? [:]).merging([key: value]) { a, _ in a }
            }
        }
        return out
    }

    /// `.../Brand.colorset/Contents.json` -> "Brand".
    static func colourSetName(_ path: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".colorset") else { return nil }
        return String(parts[parts.count - 2].dropLast(9))
    }

    /// A colour set: the universal (or iPhone) colour, and its dark appearance.
    static func colourSet(_ text: String) -> Colour? {
        guard case .object(let root)? = try? JSONParser.parse(text), case .array(let colours)? = root["colors"] else { return nil }
        var light: ViewColor?, dark: ViewColor?
        for entry in colours {
            guard case .object(let e) = entry, case .object(let c)? = e["color"], let colour = components(c) else { continue }
            var isDark = false
            if case .array(let appearances)? = e["appearances"] {
                // High-contrast variants are not what a phone shows by default.
                if appearances.contains(where: { $0["appearance"]?.stringValue == "contrast" }) { continue }
                isDark = appearances.contains { $0["value"]?.stringValue == "dark" }
            }
            if isDark { dark = dark ?? colour } else { light = light ?? colour }
        }
        guard let light = light ?? dark else { return nil }
        return Colour(light: light, dark: dark)
    }

    /// Components as Xcode writes them: "0.361", "0x5C" or "92" (0-255).
    static func components(_ c: JSONObject) -> ViewColor? {
        // A system colour picked in Xcode's inspector ("systemGreenColor"):
        // the phone draws that colour, in the appearance it is drawn in.
        if case .string(let reference)? = c["reference"] {
            return Builtins.uiKitColour(reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference)
        }
        guard case .object(let k)? = c["components"] else { return nil }
        func value(_ key: String) -> Double? {
            switch k[key] {
            case .number(let n)?: return n > 1 ? n / 255 : n
            case .string(let s)?:
                if s.hasPrefix("0x") || s.hasPrefix("0X") { return UInt8(s.dropFirst(2), radix: 16).map { Double($0) / 255 } }
                guard let n = Double(s) else { return nil }
                return n > 1 || (s.contains(".") == false && n == 1 && key != "alpha") ? n / 255 : n
            default: return nil
            }
        }
        if let white = value("white") { return .rgb(r: white, g: white, b: white, opacity: value("alpha") ?? 1) }
        guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
        return .rgb(r: r, g: g, b: b, opacity: value("alpha") ?? 1)
    }

    /// `"key" = "value";` with comments and escapes.
    static func strings(_ text: String) -> [(String, String)] {
        var out: [(String, String)] = []
        var chars = Array(text.unicodeScalars)[...]
        func skipSpaceAndComments() {
            while let c = chars.first {
                if c == " " || c == "\n" || c == "\t" || c == "\r" || c == "\u{FEFF}" { chars.removeFirst(); continue }
                if c == "/", chars.dropFirst().first == "/" { while let d = chars.first, d != "\n" { chars.removeFirst() }; continue }
                if c == "/", chars.dropFirst().first == "*" {
                    chars.removeFirst(2)
                    while !chars.isEmpty, !(chars.first == "*" && chars.dropFirst().first == "/") { chars.removeFirst() }
                    chars = chars.dropFirst(2)
                    continue
                }
                return
            }
        }
        func quoted() -> String? {
            guard chars.first == "\"" else { return nil }
            chars.removeFirst()
            var s = String.UnicodeScalarView()
            while let c = chars.popFirst() {
                if c == "\"" { return String(s) }
                if c == "\\", let e = chars.popFirst() {
                    switch e {
                    case "n": s.append("\n")
                    case "t": s.append("\t")
                    case "U", "u":
                        let hex = String(String.UnicodeScalarView(chars.prefix(4)))
                        chars = chars.dropFirst(4)
                        if let n = UInt32(hex, radix: 16), let u = Unicode.Scalar(n) { s.append(u) }
                    default: s.append(e)
                    }
                } else {
                    s.append(c)
                }
            }
            return nil
        }
        while true {
            skipSpaceAndComments()
            guard let key = quoted() else { break }
            skipSpaceAndComments()
            guard chars.first == "=" else { break }
            chars.removeFirst()
            skipSpaceAndComments()
            guard let value = quoted() else { break }
            skipSpaceAndComments()
            if chars.first == ";" { chars.removeFirst() }
            out.append((key, value))
        }
        return out
    }

    /// A string catalog's values in the language the phone picks for each
    /// key, by the chain the string tables follow (`LocalizedStringTables.pick`).
    /// `languages`: gets the catalog's translated localizations.
    static func catalog(_ text: String, tables: LocalizedStringTables, languages: inout Set<String>) -> [(String, Translation)] {
        guard case .object(let root)? = try? JSONParser.parse(text), case .object(let strings)? = root["strings"] else { return [] }
        let source = root["sourceLanguage"]?.stringValue ?? "en"
        var out: [(String, Translation)] = []
        for e in strings.entries {
            guard case .object(let entry) = e.value, case .object(let locs)? = entry["localizations"] else { continue }
            let translations = locs.entries.compactMap { l in catalogTranslation(l.value, language: l.key).map { (l.key, $0) } }
            languages.formUnion(translations.map(\.0))
            if let lang = tables.pick(translations.map(\.0), source: source), let v = translations.first(where: { $0.0 == lang })?.1 {
                out.append((e.key, v))
            }
        }
        return out
    }

    /// One localization of a catalog's key: its string unit; a device
    /// variation's iPhone form (else its "other"); a plural variation's forms;
    /// with `substitutions`, the `%#@name@` variables its string holds.
    static func catalogTranslation(_ loc: JSONValue, language: String, substitutions: JSONValue? = nil) -> Translation? {
        let substitutions = substitutions ?? loc["substitutions"]
        if let v = loc["stringUnit"]?["value"]?.stringValue {
            guard case .object(let subs)? = substitutions else { return .text(v) }
            var variables: [String: LocalizedVariants.Variable] = [:]
            for s in subs.entries {
                guard let forms = pluralForms(s.value["variations"]?["plural"]) else { continue }
                variables[s.key] = .init(argument: s.value["argNum"]?.numberValue.map { Int($0) },
                                         specifier: s.value["formatSpecifier"]?.stringValue, forms: forms)
            }
            return .variants(LocalizedVariants(language: language, format: v, variables: variables))
        }
        if let device = loc["variations"]?["device"] {
            return (device["iphone"] ?? device["other"]).flatMap { catalogTranslation($0, language: language, substitutions: substitutions) }
        }
        return pluralForms(loc["variations"]?["plural"]).map { .variants(LocalizedVariants(language: language, forms: $0)) }
    }

    /// A catalog's plural variation: each category's string unit.
    static func pluralForms(_ plural: JSONValue?) -> [String: String]? {
        guard case .object(let p)? = plural else { return nil }
        var forms: [String: String] = [:]
        for f in p.entries { if let v = f.value["stringUnit"]?["value"]?.stringValue { forms[f.key] = v } }
        return forms.isEmpty ? nil : forms
    }
}
