import LasimModel
import LasimSwift
import SwiftSyntax

/// What the app keeps on the phone for its widget: the App Group container,
/// `UserDefaults` and iCloud's `NSUbiquitousKeyValueStore` (a store of
/// the same getters that the app syncs). The app fills them at run time, on the device; lasim
/// has only the payload, so they are empty, the widget takes the branch it
/// takes on a fresh install, and a note says so instead of a placeholder
/// standing for the whole view.
extension Builtins {
    static let appGroupRoot = "file:///private/var/mobile/Containers/Shared/AppGroup/"

    static func storageMember(_ t: String, _ name: String, _ i: Interpreter) -> SwiftValue? {
        switch (t, name) {
        case ("FileManager", "default"): return .opaque(.init("FileManager"))
        case ("UserDefaults", "standard"): return .opaque(.init("UserDefaults"))
        case ("NSUbiquitousKeyValueStore", "default"): return .opaque(.init("NSUbiquitousKeyValueStore"))
        // The app's Info.plist is not read: its keys (URL schemes for a
        // `widgetURL`) are absent, the branch a missing key takes. The
        // language the app runs in is its localization that best matches
        // `--locale`, else its development language, as on a phone set to
        // it (an app that picks its strings by it, not by
        // `Localizable.strings`, picks them so); the `--locale` language
        // when no app files were read.
        case ("Bundle", "main"):
            return .opaque(.init("Bundle", ["preferredLocalizations": .array([.string(i.resources.preferredLocalization ?? i.locale.preferredLocalization)]),
                                            "bundleURL": .string(bundleRoot), "resourceURL": .string(bundleRoot),
                                            "bundlePath": .string(String(bundlePath.dropLast())), "resourcePath": .string(String(bundlePath.dropLast()))]))
        default: return nil
        }
    }

    static func storageCall(_ o: SwiftValue.Opaque, _ name: String, _ args: [Argument], _ i: Interpreter,
                            node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        switch (o.kind, name) {
        case ("FileManager", "containerURL"):
            let group = args.first.map { i.describe($0.value) } ?? "group"
            i.note("the App Group container \(group) is empty in lasim (the app writes its files on the phone)", node)
            return .string(appGroupRoot + group + "/")
        case ("FileManager", "urls"):
            return .array([.string(appGroupRoot + "Documents/")])
        case ("FileManager", "fileExists"), ("FileManager", "isReadableFile"):
            return .bool(false)
        case ("FileManager", "contentsOfDirectory"), ("FileManager", "attributesOfItem"):
            throw noSuchFile(node)
        case ("Bundle", "url"), ("Bundle", "path"):
            // `Bundle.main.url(forResource: "stations", withExtension: "json")`: a
            // JSON the app bundles is there (read with its sources); no other file is.
            guard let resource = args.first(where: { $0.label == "forResource" })?.value.asString else { return .null }
            let ext = args.first(where: { $0.label == "withExtension" || $0.label == "ofType" })?.value.asString ?? ""
            let file = ext.isEmpty || resource.hasSuffix("." + ext) ? resource : resource + "." + ext
            guard i.resources.bundleFiles[file] != nil else { return .null }
            return .string((name == "url" ? bundleRoot : bundlePath) + file)
        case ("JSONDecoder", "decode"):
            // `JSONDecoder().decode([Station].self, from: data)`: the bundled file's
            // JSON by Swift's rules (a missing key throws), by the type's own `init(from:)` where it has one.
            guard case .type(let t)? = args.first?.value, case .opaque(let data)? = args.first(where: { $0.label == "from" })?.value,
                  let text = data.settings["$text"]?.asString else { return nil }
            guard let json = try? JSONParser.parse(text) else {
                throw SwiftError(kind: .thrown(.enumCase(type: "DecodingError", name: "dataCorrupted", payload: [])), node: Syntax(node))
            }
            return try i.decode(json, as: t, node: node, rules: DecodingRules(decoder: o))
        case ("Bundle", "object") where args.first?.label == "forInfoDictionaryKey":
            // The widget's Info.plist as the project builds it (`InfoPlist`); a key it lacks is nil.
            let name = args.first?.value.asString ?? ""
            if let v = i.resources.infoDictionary?.value(name) { return Interpreter.plain(v) }
            let key = args.first.map { i.debugDescribe($0.value) } ?? "?"
            i.note("\(infoPlistMissing(name, i)): Bundle.main.object(forInfoDictionaryKey: \(key)) is nil", node)
            return .null
        case ("UserDefaults", _), ("NSUbiquitousKeyValueStore", _):
            let key = args.first(where: { $0.label == "forKey" })?.value.asString
            // The iCloud store's `longLong(forKey:)` is UserDefaults' `integer(forKey:)`.
            let getter = name == "longLong" ? "integer" : name
            if let key, let given = i.defaults[key] { return defaultsValue(given, getter) }
            // A value read names its key, and how to give it.
            let reads = !["set", "removeObject", "synchronize", "register"].contains(name)
            noteUnset(reads ? key : nil, store: o.kind, i, node)
            switch getter {
            case "bool": return .bool(false)
            case "integer": return .int(0)
            case "double", "float": return .double(0)
            case "set", "removeObject", "synchronize", "register": return .void
            default: return .null
            }
        default: return nil
        }
    }

    /// What the app reads of its bundle's Info.plist: the widget
    /// extension's, as its project builds it (`InfoPlist`: Xcode fills
    /// `$(PRODUCT_BUNDLE_IDENTIFIER)` and the version from the project's
    /// settings). What it lacks (no plist found, or a value naming a setting
    /// the project does not give) is nil, and a note names what was read, so
    /// `Bundle.main.bundleIdentifier ?? "app"` takes its fallback visibly.
    static func bundleProperty(_ name: String, _ i: Interpreter, node: some SyntaxProtocol) -> SwiftValue? {
        let info = i.resources.infoDictionary?.values
        switch name {
        case "bundleIdentifier", "developmentLocalization":
            let key = name == "bundleIdentifier" ? "CFBundleIdentifier" : "CFBundleDevelopmentRegion"
            if case .string(let s)? = info?[key] { return .string(s) }
            i.note("\(infoPlistMissing(key, i)): Bundle.main.\(name) is nil", node)
            return .null
        case "localizedInfoDictionary":
            if let strings = i.resources.infoDictionary?.localizedObject { return Interpreter.plain(strings) }
            let why = i.resources.infoDictionary == nil ? infoPlistMissing(nil, i) : "the widget has no InfoPlist.strings in the phone's language"
            i.note("\(why): Bundle.main.localizedInfoDictionary is nil", node)
            return .null
        case "appStoreReceiptURL":
            i.note("a widget has no App Store receipt: Bundle.main.\(name) is nil", node)
            return .null
        case "infoDictionary":
            if let plist = i.resources.infoDictionary { return Interpreter.plain(plist.object) }
            i.note("\(infoPlistMissing(nil, i)): Bundle.main.infoDictionary is empty", node)
            return .dictionary([])
        default: return nil
        }
    }

    /// Why a key of the Info.plist is not there.
    static func infoPlistMissing(_ key: String?, _ i: Interpreter) -> String {
        guard let info = i.resources.infoDictionary else { return "the app's Info.plist is not read" }
        if let key, let setting = info.unset[key] {
            return "the widget's Info.plist takes \(key) from the build setting \(setting), which the project does not give"
        }
        return "the widget's Info.plist (as its project builds it) has no such key"
    }

    /// `UserDefaults` (or the iCloud store, `store`) read where `--defaults`
    /// gave nothing: a note names the key read (nil: none, as for a write)
    /// and how to give it.
    static func noteUnset(_ key: String?, store: String = "UserDefaults", _ i: Interpreter, _ node: some SyntaxProtocol) {
        let what = key.map { " for \"\($0)\"" } ?? ""
        let give = key.map { "; --defaults \($0)=VALUE gives it" } ?? ""
        i.note("\(store) holds nothing in lasim\(what) (the app fills it on the phone\(give))", node)
    }

    /// A value given with `--defaults`, as the getter called reads it:
    /// `bool(forKey:)` of "true" or 1 is true, `string(forKey:)` of 2 is "2".
    static func defaultsValue(_ v: JSONValue, _ getter: String) -> SwiftValue {
        switch (getter, v) {
        case ("bool", .bool(let b)): return .bool(b)
        case ("bool", .number(let n)): return .bool(n != 0)
        case ("bool", .string(let s)): return .bool(["true", "yes", "1"].contains(s.lowercased()))
        case ("integer", .number(let n)): return .int(n.isFinite && abs(n) < 9e15 ? Int(n) : 0)
        case ("integer", .bool(let b)): return .int(b ? 1 : 0)
        case ("integer", .string(let s)): return .int(Int(s) ?? 0)
        case ("double", .number(let n)), ("float", .number(let n)): return .double(n)
        case ("double", .string(let s)), ("float", .string(let s)): return .double(Double(s) ?? 0)
        case ("string", .number(let n)): return .string(n == n.rounded() && abs(n) < 9e15 ? String(Int(n)) : String(n))
        case ("string", .string(let t)): return .string(t)
        // What the getter makes of a value of another kind: its default.
        case ("bool", _): return .bool(false)
        case ("integer", _): return .int(0)
        case ("double", _), ("float", _): return .double(0)
        case ("string", _): return .null
        default: return Interpreter.plain(v)
        }
    }

    /// The app's bundle on the phone, as a URL and as a path.
    static let bundlePath = "/private/var/containers/Bundle/Application/App.app/"
    static let bundleRoot = "file://" + bundlePath

    /// `Data(contentsOf:)`: a JSON file the app bundles, its text kept for a
    /// `JSONDecoder`; no other file is there.
    static func bundleData(_ url: SwiftValue, _ i: Interpreter, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue {
        let path = i.describe(url)
        guard let root = [bundleRoot, bundlePath].first(where: { path.hasPrefix($0) }),
              let text = i.resources.bundleFiles[String(path.dropFirst(root.count))] else { throw noSuchFile(node) }
        return data(text: text)
    }

    /// `Data(contentsOf:)`, `String(contentsOf:)`: no file is there.
    static func noSuchFile(_ node: some SyntaxProtocol) -> SwiftError {
        SwiftError(kind: .thrown(.enumCase(type: "CocoaError", name: "fileReadNoSuchFile", payload: [])), node: Syntax(node))
    }
}
