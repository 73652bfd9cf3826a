import LasimModel
import LasimSwift
import LasimTemplate
import SwiftSyntax

/// SwiftUI's environment as a widget's views read it: the phone's values,
/// the app's own keys, and what a `.environment(_:_:)` around a view sets.
extension Interpreter {
    /// What `@Environment(\.key)` reads while this render runs.
    func environment(_ key: String) -> SwiftValue {
        if let set = environmentSet[key] { return set }
        switch key {
        case "colorScheme":
            return .enumCase(type: "ColorScheme", name: appearance == .light ? "light" : "dark", payload: [])
        case "isLuminanceReduced": return .bool(input.appearance == .sleep)
        case "activityFamily": return .enumCase(type: "ActivityFamily", name: family, payload: [])
        case "showsWidgetContainerBackground": return .bool(true)
        case "layoutDirection": return .enumCase(type: "LayoutDirection", name: resources.rightToLeft ? "rightToLeft" : "leftToRight", payload: [])
        case "locale", "calendar", "timeZone": return phoneValue(key.prefix(1).uppercased() + key.dropFirst())
        // Nothing is redacted on a phone that shows the activity; its updates are not reduced.
        case "redactionReasons": return .array([])
        case "isActivityUpdateReduced", "showsWidgetLabel": return .bool(false)
        case "colorSchemeContrast": return .enumCase(type: "ColorSchemeContrast", name: "standard", payload: [])
        case "scenePhase": return .enumCase(type: "ScenePhase", name: "active", payload: [])
        case "pixelLength": return .double(1.0 / 3)
        case "widgetRenderingMode": return .enumCase(type: "WidgetRenderingMode", name: "fullColor", payload: [])
        case "isActivityFullscreen": return .bool(false)
        // The phone's defaults: no accessibility setting on, enabled.
        case "accessibilityReduceMotion", "accessibilityReduceTransparency", "accessibilityDifferentiateWithoutColor",
             "accessibilityInvertColors", "accessibilityShowButtonShapes", "accessibilityVoiceOverEnabled":
            return .bool(false)
        case "isEnabled": return .bool(true)
        // The text size chosen (`--text-size`); a `.dynamicTypeSize(range)` around
        // the view is the layout's, which this read does not see.
        case "dynamicTypeSize": return .enumCase(type: "DynamicTypeSize", name: input.dynamicTypeSize.name, payload: [])
        case "sizeCategory":
            return .enumCase(type: "ContentSizeCategory", name: input.dynamicTypeSize.contentSizeCategory, payload: [])
        case "legibilityWeight": return .enumCase(type: "LegibilityWeight", name: "regular", payload: [])
        case "displayScale": return .double(3)
        // A phone held upright.
        case "horizontalSizeClass": return .enumCase(type: "UserInterfaceSizeClass", name: "compact", payload: [])
        case "verticalSizeClass": return .enumCase(type: "UserInterfaceSizeClass", name: "regular", payload: [])
        default: return customEnvironment(key)
        }
    }

    /// A view's `@Environment` properties as this render reads them.
    /// `\.widgetFamily` is a widget's family: what it holds in a Live
    /// Activity (whose own is `\.activityFamily`) no source lasim has says,
    /// so lasim makes no value for it, and reading it says so where it is read.
    func environmentFields(_ d: TypeDecl) -> [(name: String, value: SwiftValue)] {
        d.environment.map { name, key in
            if key == "widgetFamily", let at = d.environmentAttributes[name] {
                return (name, unevaluated(at: at, construct: "@Environment(\\.widgetFamily)",
                                          note: "no source says what a widget's family holds in a Live Activity, whose own is \\.activityFamily: lasim does not guess it"))
            }
            return (name, environment(key))
        }
    }

    /// `Locale.current`, `Calendar.current`, `TimeZone.current` and the
    /// environment's `\.locale`, `\.calendar`, `\.timeZone`: the phone's,
    /// as `--locale` and `--tz` set them.
    func phoneValue(_ type: String) -> SwiftValue {
        let zone = SwiftValue.opaque(.init("TimeZone", ["identifier": .string(input.timeZone.identifier)]))
        let phoneLocale = SwiftValue.opaque(.init("Locale", ["identifier": .string(locale.identifier),
                                                             "languageCode": .string(locale.language)]))
        switch type {
        case "TimeZone": return zone
        case "Locale": return phoneLocale
        default: return .opaque(.init(type, ["identifier": .enumCase(type: "Calendar.Identifier", name: "gregorian", payload: []),
                                             "timeZone": zone, "locale": phoneLocale, "firstWeekday": .int(1)]))
        }
    }

    /// The app's own key: `EnvironmentValues.key` reads `self[Key.self]`
    /// (or is an `@Entry var key = value`), and a view gets the key's
    /// `defaultValue` unless a `.environment(\.key, v)` around it sets it.
    func customEnvironment(_ key: String) -> SwiftValue {
        if let k = decls.environmentKeys[key] {
            return (try? staticMember(k.keyType, "defaultValue", node: k.node)) ?? .null
        }
        guard let entry = decls.types["EnvironmentValues"]?.stored.first(where: { $0.name == key }), let initial = entry.initial else { return .null }
        return (try? eval(initial, Scope(parent: globals, selfType: nil), expected: entry.type.map(typeName))) ?? .null
    }

    /// `.environment(\.key, value)`: the key and its value, evaluated as
    /// the key's type (`.environment(\.theme, .compact)`); the one-argument
    /// form (and `.environmentObject`) an object by its type; nil for a
    /// value lasim cannot make (a Core Data context): the modifier is then
    /// dropped with a note, as any other, and the views still draw.
    func environmentSetting(_ raw: [RawArgument], _ s: Scope) throws(SwiftError) -> (String, SwiftValue)? {
        // `.environment(model)`, `.environmentObject(model)`: the object, for the views that read its type.
        if raw.count == 1, raw[0].label == nil {
            guard case .instance(let object)? = try? eval(raw[0].expr, s) else { return nil }
            return (Declarations.objectKey(object.type), .instance(object))
        }
        guard raw.count == 2, let path = raw[0].expr.as(KeyPathExprSyntax.self), path.root == nil,
              case .property(let p)? = path.components.last?.component else { return nil }
        let key = p.declName.baseName.plain
        do {
            return (key, try eval(raw[1].expr, s, expected: environmentType(key)))
        } catch {
            guard case .unsupported = error.kind else { throw error }
            return nil
        }
    }

    /// The type an environment key holds: the app's `EnvironmentValues`
    /// property's, or SwiftUI's for the keys lasim reads.
    func environmentType(_ key: String) -> String? {
        if let t = decls.environmentKeys[key]?.type ?? decls.types["EnvironmentValues"]?.stored.first(where: { $0.name == key })?.type {
            return typeName(t)
        }
        return Self.environmentTypes[key]
    }

    static let environmentTypes = [
        "colorScheme": "ColorScheme", "activityFamily": "ActivityFamily", "layoutDirection": "LayoutDirection",
        "widgetRenderingMode": "WidgetRenderingMode", "dynamicTypeSize": "DynamicTypeSize",
        "sizeCategory": "ContentSizeCategory", "legibilityWeight": "LegibilityWeight", "font": "Font",
    ]

    /// A view as drawn here: its `@Environment` properties read again.
    func withEnvironment(_ i: SwiftValue.Instance, _ d: TypeDecl) -> SwiftValue.Instance {
        let me = i.copy()
        for (name, value) in environmentFields(d) { me.set(name, value) }
        return me
    }

    /// Runs `body` (the views a `.environment(\.key, value)` is written on,
    /// and the modifier) with the key set: a view's `@Environment(\.key)`
    /// inside reads the value, the views beside it do not.
    /// `.environment(\.locale, Locale(identifier: "ja_JP"))`: the views inside
    /// write their dates and numbers in that region (`Text(date, style: .date)`,
    /// `Text(n, format: .number)`), as SwiftUI formats with the environment's locale.
    func withEnvironment<T>(_ key: String, _ value: SwiftValue, _ body: () throws(SwiftError) -> T) throws(SwiftError) -> T {
        let saved = environmentSet[key], savedLocale = locale
        environmentSet[key] = value
        if key == "locale" { locale = Builtins.ownLocale(value, self) }
        defer { environmentSet[key] = saved; locale = savedLocale }
        return try body()
    }

}
