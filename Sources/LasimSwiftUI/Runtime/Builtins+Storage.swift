import SwiftSyntax

/// What the app keeps on the phone for its widget: the App Group container
/// and `UserDefaults`. The app fills them at run time, on the device; lasim
/// has only the payload, so they are empty, the widget takes the branch it
/// takes on a fresh install, and a note says so instead of a placeholder
/// standing for the whole view.
extension Builtins {
    static let appGroupRoot = "file:///private/var/mobile/Containers/Shared/AppGroup/"

    static func storageMember(_ t: String, _ name: String) -> SwiftValue? {
        switch (t, name) {
        case ("FileManager", "default"): return .opaque(.init("FileManager"))
        case ("UserDefaults", "standard"): return .opaque(.init("UserDefaults"))
        // The app's Info.plist is not read: its keys (URL schemes for a
        // `widgetURL`) are absent, the branch a missing key takes.
        case ("Bundle", "main"): return .opaque(.init("Bundle", ["infoDictionary": .dictionary([])]))
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
        case ("Bundle", "object") where args.first?.label == "forInfoDictionaryKey":
            // The Info.plist is not read (as `infoDictionary`): the key is absent.
            return .null
        case ("UserDefaults", _):
            i.note("UserDefaults holds nothing in lasim (the app fills it on the phone)", node)
            switch name {
            case "bool": return .bool(false)
            case "integer": return .int(0)
            case "double", "float": return .double(0)
            case "set", "removeObject", "synchronize", "register": return .void
            default: return .null
            }
        default: return nil
        }
    }

    /// `Data(contentsOf:)`, `String(contentsOf:)`: no file is there.
    static func noSuchFile(_ node: some SyntaxProtocol) -> SwiftError {
        SwiftError(kind: .thrown(.enumCase(type: "CocoaError", name: "fileReadNoSuchFile", payload: [])), node: Syntax(node))
    }
}
