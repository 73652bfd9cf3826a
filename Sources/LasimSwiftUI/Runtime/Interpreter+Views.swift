import LasimModel
import LasimSwift
import LasimRender
import LasimTemplate
import SwiftSyntax

/// Values as views: a custom view's `body` runs when it is drawn.
extension Interpreter {
    func isViewLike(_ v: SwiftValue) -> Bool {
        switch v {
        case .view, .color: return true
        case .instance(let i): return decls.type(i.type).map { $0.isView || $0.isShape } ?? false
        default: return false
        }
    }

    /// The view a value stands for; anything else is not a view.
    func view(of v: SwiftValue, node: some SyntaxProtocol) throws(SwiftError) -> ViewNode {
        if let n = try viewIfView(v, node: node) { return n }
        throw .unsupported(Self.shortName(node), node, "\(v.typeName) is not a view")
    }

    /// A builder's statement: views are kept, other values (a `print`) dropped.
    func viewIfView(_ v: SwiftValue, node: some SyntaxProtocol) throws(SwiftError) -> ViewNode? {
        switch v {
        case .view(let n): return n
        case .color(let c): return ViewNode(.color(c), location: loc(node))
        case .instance(let i):
            // It takes the room any shape takes, and its `.fill`, `.stroke`
            // and `.frame` apply; its outline is its `path(in:)` at the rect it gets.
            if let d = decls.type(i.type), d.isShape { return shapeView(i, d, node: node) }
            guard let d = decls.type(i.type), d.isView, let body = d.computed["body"] else { return nil }
            views += 1
            if views > Self.maxViews { throw SwiftError(kind: .budget, node: Syntax(node)) }
            let scope = Scope(parent: globals, selfType: d.name)
            // Its `@Environment` properties are what the views around it set
            // where it is drawn, which may be after it was made.
            scope.declare("self", d.environment.isEmpty ? v : .instance(withEnvironment(i, d)))
            let result = try call(depthOf: node) { () throws(SwiftError) in try run(body.statements, scope, builder: true) }
            return try viewIfView(result, node: node)
        case .opaque(let o) where o.kind == "$unevaluated":
            if let fatal = o.settings["fatal"]?.asString { return ViewNode(.failure(message: fatal), location: o.settings["at"]?.asString ?? loc(node)) }
            return ViewNode(.placeholder(construct: o.settings["construct"]?.asString ?? "?", note: o.settings["note"]?.asString ?? ""),
                            location: o.settings["at"]?.asString ?? loc(node))
        case .string(let s):
            // A bare string in a builder is a compile error in Swift; shown as text all the same.
            _ = s
            return nil
        default: return nil
        }
    }

    /// `Color("Brand Blue")`, or the symbol Xcode generates for it (`Color.brandBlue`).
    /// `Color.accentColor`: the app's AccentColor colour set (the name
    /// Xcode gives the accent a target's build settings name) in the
    /// appearance drawn; without one, or with an empty one, the name, which
    /// is drawn as the system blue (`ViewColor.drawnName`).
    var accentColour: ViewColor { assetColour("AccentColor") ?? .named("accentColor") }

    /// A colour named by the system (`.green`, `.accentColor`): the accent as the app sets it.
    func systemColour(_ name: String) -> ViewColor? {
        name == "accentColor" ? accentColour : Builtins.systemColour(name)
    }

    func assetColour(_ name: String) -> ViewColor? {
        guard let c = resources.colours[name] ?? resources.colour(symbol: name) else { return nil }
        return appearance == .light ? c.light : (c.dark ?? c.light)
    }

    /// `.primary` and `.secondary` as the components of the appearance
    /// drawn: made translucent (`Color.primary.opacity(0.1)`, a faint
    /// track), a role would otherwise lose its opacity.
    func labelColour(_ c: ViewColor, in fixed: Appearance? = nil) -> ViewColor {
        guard case .named(let n) = c.level(of: nil), n == "label" || n == "secondaryLabel" else { return c }
        let palette = fixed.map { Theme.standard.palette(for: $0) } ?? (inIsland ? Theme.standard.island : Theme.standard.palette(for: appearance))
        return ViewColor(n == "label" ? palette.primary : palette.secondary)
    }

    /// `Text("key")`: the app's `Localizable.strings` / `.xcstrings`; a key
    /// they lack is shown as the default given (`NSLocalizedString`'s
    /// `value:`, `String(localized:defaultValue:)`), else as itself
    /// (Foundation's rule).
    func localized(_ key: String, default fallback: String? = nil) -> String {
        resources.variants[key]?.format([]) ?? resources.strings[key] ?? fallback ?? key
    }

    /// The app's translation of an interpolated key (`%lld stops left`) as
    /// a printf format for `values`: a plural form picked by them.
    func translation(_ key: String, _ values: [SwiftValue]) -> String? {
        resources.variants[key]?.format(values.map(\.asDouble)) ?? resources.strings[key]
    }
}

/// What an app ships beside its Swift: colour sets and localized strings.
public struct AppResources: Sendable {
    public struct Colour: Sendable { public var light: ViewColor; public var dark: ViewColor? }
    public var colours: [String: Colour] = [:]
    /// Colour sets that define no colour (Xcode's template AccentColor,
    /// never filled in): the phone has no colour of that name, as for a
    /// set missing, but the note says the set is there and empty.
    public var colourlessSets: Set<String> = []
    public var strings: [String: String] = [:]
    /// Translations whose form the values pick (plural variations), by key.
    public var variants: [String: LocalizedVariants] = [:]
    /// A variant translation's key by the text `NSLocalizedString` returns
    /// for it (`indexVariants`): `String(format: NSLocalizedString("stops",
    /// comment: ""), n)` formats what Foundation returns, which still
    /// carries its forms.
    public private(set) var variantKeys: [String: String] = [:]
    mutating func indexVariants() {
        variantKeys = Dictionary(variants.map { ($0.value.format([]), $0.key) }, uniquingKeysWith: { a, _ in a })
    }
    /// `Bundle.main.preferredLocalizations.first`: the app's localization
    /// the phone picks for the user (`LocalizedStringTables.preferredLocalization`).
    public var preferredLocalization: String?
    public enum Translation: Sendable { case text(String), variants(LocalizedVariants) }
    /// A key's translation from a table read later than the last, which it replaces.
    mutating func translate(_ key: String, _ t: Translation) {
        switch t {
        case .text(let s): strings[key] = s; if variants[key] != nil { variants[key] = nil }
        case .variants(let v): variants[key] = v; strings[key] = nil
        }
    }
    /// The widget extension's Info.plist (`InfoPlist`): nil, none was found.
    public var infoDictionary: InfoPlist.Contents?
    /// The JSON files the app bundles, by file name (`stations.json`), for
    /// its code to load as on the phone.
    public var bundleFiles: [String: String] = [:]
    /// The imagesets by name, and their files decoded once per load.
    public var imageSets: [String: ImageSet] = [:]
    /// The phone lays the app's views out right to left: it shows the app
    /// in a language written so (`LocalizedStringTables.shown`).
    public var rightToLeft = false
    public let imageStore = AssetImageStore()
    public init(colours: [String: Colour] = [:], strings: [String: String] = [:], imageSets: [String: ImageSet] = [:]) {
        self.colours = colours; self.strings = strings; self.imageSets = imageSets
    }

    /// `Image("crest")` as the phone loads it in this appearance (the
    /// generated symbol `.crest` names it too); nil when the assets lack it.
    public func image(_ name: String, dark: Bool) -> AssetImage? {
        if ImageBytes.isBytes(name) { return imageStore.image(madeFrom: name) }
        guard let set = Self.named(name, in: imageSets) else { return nil }
        return imageStore.image(set, dark: dark)
    }

    /// An asset by the name the code gives: its own, else Xcode's generated
    /// symbol for it (`.crestLogo` for "Crest-Logo"). The cells and the
    /// true-size backends find images by this one rule.
    public static func named<T>(_ name: String, in assets: [String: T]) -> T? {
        if let exact = assets[name] { return exact }
        let key = symbolKey(name)
        return assets.first { symbolKey($0.key) == key }?.value
    }

    /// Xcode's generated asset symbols drop what is not a letter or digit
    /// and lower the first letter: "Brand-Blue" is `.brandBlue`; a colour's
    /// name ending in "Color" loses it: "AccentColor" is `.accent`.
    func colour(symbol: String) -> Colour? {
        if let c = Self.named(symbol, in: colours) { return c }
        let key = Self.symbolKey(symbol)
        return colours.keys.sorted().first { $0.hasSuffix("Color") && Self.symbolKey(String($0.dropLast(5))) == key }.flatMap { colours[$0] }
    }

    static func symbolKey(_ s: String) -> String { String(s.lowercased().filter { $0.isLetter || $0.isNumber }) }
}
