#if canImport(Glibc)
import Glibc
#endif
import LasimModel
import LasimRender
import LasimTemplate
import SwiftSyntax

/// The part of the standard library, Foundation and SwiftUI that widget
/// code calls, by name. What is not here is a placeholder naming it.
enum Builtins {
    static let viewTypes: Set<String> = [
        "Text", "Image", "Label", "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group", "ForEach", "Spacer",
        "Divider", "ProgressView", "Gauge", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse",
        "ContainerRelativeShape", "Color", "EmptyView", "ViewThatFits", "GeometryReader", "Link", "Button", "AnyView",
        "DynamicIsland", "DynamicIslandExpandedRegion", "Grid", "GridRow", "LinearGradient", "RadialGradient",
        "AngularGradient", "UnevenRoundedRectangle", "Toggle", "TimelineView", "Section", "LazyVGrid", "LazyHGrid",
        "Chart", "LineMark", "PointMark", "BarMark", "AreaMark", "RuleMark", "RectangleMark",
        "AxisMarks", "AxisGridLine", "AxisTick", "AxisValueLabel", "Path", "Canvas", "AsyncImage",
    ]
    static let valueTypes: Set<String> = Set(ButtonStyles.styleTypes.keys).union([
        "String", "Int", "Double", "Float", "CGFloat", "Bool", "Date", "DateFormatter", "NumberFormatter", "Array",
        "Dictionary", "Set", "Character", "TimeInterval", "Decimal", "URL", "URLComponents", "URLQueryItem", "UUID", "Calendar", "Locale", "TimeZone",
        "Font", "NSNumber", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "UIColor", "UITraitCollection", "DateComponentsFormatter", "RelativeDateTimeFormatter", "Measurement", "Duration", "AttributedString",
        "LocalizedStringKey", "LocalizedStringResource", "Bundle", "StrokeStyle", "Gradient", "UnitPoint", "CGSize", "CGPoint", "CGRect", "FillStyle", "UIBezierPath", "EdgeInsets", "Angle", "ClosedRange", "Range", "ISO8601DateFormatter",
        "FileManager", "UserDefaults", "NSUbiquitousKeyValueStore", "Data", "JSONDecoder", "JSONSerialization", "NSLocale", "CircularProgressViewStyle", "LinearProgressViewStyle", "DefaultProgressViewStyle", "SwitchToggleStyle",
        "Scanner", "CharacterSet", "UIImage", "UIGraphicsImageRenderer", "SHA256", "DecodingError", "UIScreen", "DynamicTypeSize", "ContentSizeCategory",
        "Alignment", "HorizontalAlignment", "VerticalAlignment", "ByteCountFormatter",
        "KeyPathComparator", "SortDescriptor", "GridItem", "Material", "ShapeStyle", "BackgroundStyle", "AnyShapeStyle",
        "UIFont", "NSAttributedString", "NSAttributedString.Key", "NSString", "State",
    ]).union(unitTypes).union(qualifiedCaseTypes).union(FloatingTypes.all)
    /// SwiftUI's enumerations and option sets that widget code also writes
    /// with their type (`.aspectRatio(contentMode: ContentMode.fit)`,
    /// `RoundedRectangle(cornerRadius: 8, style: RoundedCornerStyle.continuous)`):
    /// `ContentMode.fit` is the `.fit` the modifier reads.
    static let qualifiedCaseTypes: Set<String> = [
        "ContentMode", "TextAlignment", "Edge", "Edge.Set", "Axis", "Axis.Set", "Text.TruncationMode", "Text.Case",
        "Image.Scale", "Image.TemplateRenderingMode", "Image.ResizingMode", "Image.Interpolation", "SymbolRenderingMode",
        "SymbolVariants", "ColorScheme", "BlendMode", "RoundedCornerStyle", "ControlSize", "LayoutDirection",
        "RedactionReasons", "Visibility", "Prominence", "DynamicIslandExpandedRegionPosition",
    ]
    static let knownTypes = viewTypes.union(valueTypes)

    static func systemColour(_ name: String) -> ViewColor? {
        switch name {
        // `Color.primary`, `Color.secondary`: the system's label colours, not levels of a style (`ViewColor.label`).
        case "primary": return ViewColor.label(0)
        case "secondary": return ViewColor.label(1)
        case "accentColor", "clear": return .named(name)
        // `ShapeStyle.background` (`.background(.background.opacity(0.4))`):
        // the background of the view's context, a widget's the system's.
        case "background": return .named("systemBackground")
        case "ultraThin", "thin", "regular", "thick", "ultraThick": return nil
        default:
            return ViewColor.hierarchical(name) ?? ViewColor.material(name) ?? (ViewColor.system[name] != nil ? .named(name) : nil)
        }
    }

    /// A system colour by the name SwiftUI or UIKit gives it: `.green`,
    /// `UIColor.systemGreen`, `.systemBackground`, `.label`; also what an
    /// asset catalog's colour set refers to ("systemGreenColor", less its
    /// "Color"). Nil for a name that is no system colour lasim knows.
    static func uiKitColour(_ name: String) -> ViewColor? {
        if let c = systemColour(name) { return c }
        if name.hasPrefix("system"), let c = systemColour(name.dropFirst(6).prefix(1).lowercased() + name.dropFirst(7)) { return c }
        if name == "label" || name == "secondaryLabel" { return .named(name) }
        return nil
    }

    /// The parameter types a builtin method's arguments are read as.
    static func expectedArguments(_ name: String) -> [String?] {
        switch name {
        case "foregroundColor", "foregroundStyle", "background", "overlay", "tint", "activityBackgroundTint", "fill", "stroke",
             "activitySystemActionForegroundColor", "keylineTint", "accentColor", "border":
            return ["Color"]
        case "frame", "padding": return ["Double", "Double", "Double", "Double"]
        // `.font(.subheadline2)`: the app's own `extension Font { static var subheadline2 }` first.
        case "font": return ["Font"]
        default: return []
        }
    }

    static func arg(_ args: [Argument], _ label: String?) -> SwiftValue? { args.first { $0.label == label }?.value }

    // MARK: - Statics

    static func staticMember(_ t: String, _ name: String, _ i: Interpreter, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        switch t {
        case "Material": if let m = ViewColor.material(name) { return .color(m) }
        case "Color", "ShapeStyle", "UIColor", "BackgroundStyle":
            if t == "ShapeStyle", ViewColor.levelNames.contains(name) { return .color(.named(name)) }
            // The accent as the app sets it (`Interpreter.systemColour`), then UIKit's names.
            if let c = i.systemColour(name) ?? uiKitColour(name) { return .color(c) }
            if let c = i.assetColour(name) { return .color(c) }
        // Xcode's generated symbol of an image asset, `UIImage.logo` for "Logo".
        case "UIImage" where i.resources.image(name, dark: i.appearance.isDark) != nil: return assetUIImage(name, i)
        case "CGPoint" where name == "zero": return .opaque(.init(t, ["x": .double(0), "y": .double(0)]))
        case "CGSize" where name == "zero": return .opaque(.init(t, ["width": .double(0), "height": .double(0)]))
        case "CGRect" where name == "zero": return constructRect([])
        case "UInt64":
            if name == "max" { return .uint64(.max) }
            if name == "min" || name == "zero" { return .uint64(0) }
        case "Int", "Int64", "Int32", "UInt":
            if name == "max" { return .int(Int.max) }
            if name == "min" { return .int(Int.min) }
        case _ where FloatingTypes.contains(t):
            switch name {
            case "pi": return FloatingTypes.singles.contains(t) ? .float(.pi) : .double(.pi)
            case "infinity": return FloatingTypes.value(.infinity, as: t)
            case "zero": return FloatingTypes.value(0, as: t)
            case "nan": return FloatingTypes.value(.nan, as: t)
            case "greatestFiniteMagnitude": return FloatingTypes.singles.contains(t) ? .float(.greatestFiniteMagnitude) : .double(.greatestFiniteMagnitude)
            default: break
            }
        case "Date":
            if name == "now" { return .date(i.input.now) }
            if name == "distantFuture" { return .date(64_092_211_200) }
            if name == "distantPast" { return .date(-62_135_769_600) }
        case "Calendar", "Locale", "TimeZone":
            if ["current", "autoupdatingCurrent", "gregorian"].contains(name) { return i.phoneValue(t) }
            // The phone's languages: the one `--locale` names.
            if t == "Locale", name == "preferredLanguages" { return .array([.string(i.locale.preferredLanguage)]) }
        case "Font":
            // `Font.Weight.bold`, `Font.Design.rounded`: a nested type, whose members are what `.bold` names.
            if name.startsUppercase { return .type("Font." + name) }
            return .enumCase(type: "", name: name, payload: [])
        // `NSAttributedString.Key.font`: the key, as `[.font: font]` writes it.
        case "NSAttributedString" where name == "Key": return .type("NSAttributedString.Key")
        case "Font.Weight", "Font.Design", "Font.Width", "Font.TextStyle", "Font.Leading", "NSAttributedString.Key":
            return .enumCase(type: "", name: name, payload: [])
        case "FileManager", "UserDefaults", "NSUbiquitousKeyValueStore", "Bundle":
            if let v = storageMember(t, name, i) { return v }
        case "CharacterSet":
            if let v = characterSet(named: name) { return v }
        // `UIScreen.main.bounds.width`: the screen of the phone lasim draws (`--device`).
        case "UIScreen" where name == "main":
            let d = i.input.device.flatMap(Device.named) ?? .pro
            let size: [String: SwiftValue] = ["width": .double(d.screenWidthPt), "height": .double(d.screenHeightPt)]
            let bounds = SwiftValue.opaque(.init("CGRect", size.merging(["size": .opaque(.init("CGSize", size))]) { a, _ in a }))
            return .opaque(.init("UIScreen", ["bounds": bounds, "nativeBounds": bounds, "scale": .double(3)]))
        case "String": if name == "init" { return .bound(.init(receiver: .type("String"), name: "init")) }
        default: break
        }
        if name == "init" { return .bound(.init(receiver: .type(t), name: "init")) }
        // `Text.TruncationMode`, `Edge.Set`: a nested type whose members are cases.
        if name.startsUppercase, qualifiedCaseTypes.contains(t + "." + name) { return .type(t + "." + name) }
        // `Font.title`, `Calendar.Component.hour`: a member lasim knows by name only. Type names are not members.
        if (viewTypes.contains(t) || valueTypes.contains(t)) && !name.startsUppercase { return .enumCase(type: "", name: name, payload: []) }
        return nil
    }

    static func staticCall(_ t: String, _ name: String, _ args: [Argument], _ i: Interpreter, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue {
        switch (t, name) {
        case ("Date", "init"): return try constructEvaluated("Date", args, i, node: node)
        case (_, "random"): return try random(t, args, i, node: node)
        case ("Swift", _), ("Foundation", _): return try globalFunction(name, args, i, node: node) ?? .void
        // `String.localizedStringWithFormat("%d items", n)`: `String(format:locale:)` with the phone's locale.
        case ("String", "localizedStringWithFormat"):
            let relabelled = args.enumerated().map { k, a in k == 0 ? Argument(label: "format", value: a.value, node: a.node) : a }
            return try constructEvaluated("String", relabelled + [Argument(label: "locale", value: i.phoneValue("Locale"), node: Syntax(node))], i, node: node)
        // `ByteCountFormatter.string(fromByteCount:countStyle:)`.
        case ("ByteCountFormatter", "string"):
            let f = SwiftValue.Opaque("ByteCountFormatter", Dictionary(args.compactMap { a in a.label.map { ($0, a.value) } }, uniquingKeysWith: { a, _ in a }))
            return try opaque(f, "string", args.filter { $0.label == "fromByteCount" }, i, node: node) ?? .string("")
        // `JSONSerialization.jsonObject(with: json.data(using: .utf8)!)`: the JSON as
        // dictionaries, arrays, strings, numbers and flags, as a `JSONDecoder` reads it.
        case ("JSONSerialization", "jsonObject"):
            guard case .opaque(let data)? = args.first?.value, let text = data.settings["$text"]?.asString else { return .null }
            guard let json = try? JSONParser.parse(text) else {
                throw SwiftError(kind: .thrown(.enumCase(type: "CocoaError", name: "propertyListReadCorrupt", payload: [])), node: Syntax(node))
            }
            return Interpreter.plain(json)
        // `DateFormatter.localizedString(from:dateStyle:timeStyle:)`: a formatter of those styles.
        case ("DateFormatter", "localizedString"):
            let f = SwiftValue.Opaque("DateFormatter", Dictionary(args.compactMap { a in a.label.map { ($0, a.value) } }, uniquingKeysWith: { a, _ in a }))
            return try opaque(f, "string", args.filter { $0.label == "from" }, i, node: node) ?? .string("")
        // `Font.system(size: 11, weight: .regular)`, `Font.custom("X", size: 12)`: the
        // static member `.system(...)` names where a font is expected, so one value for both.
        // `Font.monospacedDigit(.system(size: 50))()`: an instance method named on
        // its type, given the font, is that font's method, not yet called.
        case ("Font", _) where args.count == 1 && args[0].label == nil && fontMethod(args[0].value, name, nil) != nil:
            return .bound(.init(receiver: args[0].value, name: name))
        case ("Font", _) where name != "init": return try implicitCall(name, args, i, node: node)
        case ("UIFont", _): if let f = uiFont(name, args) { return f }
        // CryptoKit's `SHA256.hash(data: Data(url.utf8))`: the digest's 32 bytes, which the app
        // maps to hex (`String(format: "%02x", $0)`) to name a cached file.
        case ("SHA256", "hash"):
            guard let bytes = args.first.flatMap({ dataBytes($0.value) }) else { throw .unsupported("SHA256.hash", node, "not bytes lasim can read") }
            guard let digest = SHA256Digest.hash(bytes) else {
                throw .unsupported("SHA256.hash", node, "needs OpenSSL's libcrypto (libcrypto.so.3), which is not on this machine")
            }
            return .array(digest.map { .int(Int($0)) })
        // `NSLocale.characterDirection(forLanguage: "he")`: right to left for the
        // languages written so (CLDR's), else left to right.
        case ("NSLocale", "characterDirection"), ("Locale", "characterDirection"):
            let rtl = args.first.flatMap { LanguageIdentifier(i.describe($0.value)) }?.isRightToLeft ?? false
            return .enumCase(type: "", name: rtl ? "rightToLeft" : "leftToRight", payload: [])
        default: break
        }
        if viewTypes.contains(t) || valueTypes.contains(t) {
            return .opaque(.init("\(t).\(name)", Dictionary(args.map { ($0.label ?? "_", $0.value) }, uniquingKeysWith: { a, _ in a })))
        }
        throw .unsupported("\(t).\(name)", node, knownTypes.contains(t) ? "a static member of \(t) lasim does not model" : Interpreter.notFound(t))
    }

    /// `Duration.seconds(90)`, `.milliseconds(1500)`: its length in seconds.
    static func durationSeconds(_ v: SwiftValue) -> Double? {
        guard case .opaque(let o) = v, o.kind.hasPrefix("Duration."), let n = o.settings["_"]?.asDouble else { return nil }
        return durationUnits[String(o.kind.dropFirst(9))].map { n * $0 }
    }

    /// Its count of attoseconds, as the standard library keeps it: exact
    /// for a whole number of a unit (`.seconds(25000)`), what its `Codable`
    /// writes (`DurationCoding`).
    static func durationAttoseconds(_ v: SwiftValue) -> Int128? {
        guard case .opaque(let o) = v, o.kind.hasPrefix("Duration."), let unit = durationUnits[String(o.kind.dropFirst(9))] else { return nil }
        let perUnit = DurationCoding.attosecondsPerSecond / Int128((1 / unit).rounded())
        switch o.settings["_"] {
        case .int(let n)?: return Int128(n) * perUnit
        case let x? where x.asDouble != nil: return DurationCoding.attoseconds(seconds: x.asDouble! * unit)
        default: return nil
        }
    }

    /// A `Duration` decoded or made from a count of attoseconds: whole seconds as `.seconds(n)`.
    static func duration(attoseconds a: Int128) -> SwiftValue {
        let (whole, rest) = DurationCoding.components(attoseconds: a)
        let n: SwiftValue = rest == 0 ? .int(Int(whole)) : .double(DurationCoding.seconds(attoseconds: a))
        return .opaque(.init("Duration.seconds", ["_": n]))
    }

    private static let durationUnits: [String: Double] = ["seconds": 1, "milliseconds": 0.001, "microseconds": 1e-6, "nanoseconds": 1e-9]

    /// The standard library's `Duration` arithmetic on its attoseconds: `+`
    /// and `-` of two (the other may be an implicit `.seconds(5)`), `*` and
    /// `/` by an integer or a `Double`, and a `Duration` divided by one, a
    /// `Double`. Nil where neither side is a `Duration`, or Swift would trap
    /// (overflow, a division by zero).
    static func durationArithmetic(_ op: String, _ l: SwiftValue, _ r: SwiftValue) -> SwiftValue? {
        let x = durationAttoseconds(l), y = durationAttoseconds(r)
        guard x != nil || y != nil else { return nil }
        func implicit(_ v: SwiftValue) -> Int128? {
            guard case .enumCase("", let unit, let payload) = v, payload.count == 1, payload[0].label == nil, durationUnits[unit] != nil else { return nil }
            return durationAttoseconds(.opaque(.init("Duration." + unit, ["_": payload[0].value])))
        }
        func scaled(_ a: Int128, _ by: SwiftValue, divide: Bool) -> SwiftValue? {
            if case .int(let n) = by {
                if divide { return n == 0 ? nil : duration(attoseconds: a / Int128(n)) }
                let (p, overflow) = a.multipliedReportingOverflow(by: Int128(n))
                return overflow ? nil : duration(attoseconds: p)
            }
            guard let d = by.asDouble, !(divide && d == 0) else { return nil }
            return duration(attoseconds: DurationCoding.attoseconds(seconds: DurationCoding.seconds(attoseconds: a) * (divide ? 1 / d : d)))
        }
        switch op {
        case "+", "-":
            guard let a = x ?? implicit(l), let b = y ?? implicit(r) else { return nil }
            let (sum, overflow) = op == "+" ? a.addingReportingOverflow(b) : a.subtractingReportingOverflow(b)
            return overflow ? nil : duration(attoseconds: sum)
        case "/":
            guard let a = x else { return nil }
            if let b = y ?? implicit(r) { return b == 0 ? nil : .double(Double(a) / Double(b)) }
            return scaled(a, r, divide: true)
        case "*":
            if let a = x, y == nil { return scaled(a, r, divide: false) }
            if let b = y, x == nil { return scaled(b, l, divide: false) }
            return nil
        default: return nil
        }
    }

    /// `.seconds(3600)` where the code declares a `Duration` (a parameter, a
    /// stored or computed property of that type): Swift reads it as
    /// `Duration.seconds(3600)`, so it is made as that one is.
    static func isDurationUnit(_ name: String, expected: String?) -> Bool {
        guard var t = expected else { return false }
        if t.hasSuffix("?") { t.removeLast() }
        return t == "Duration" && durationUnits[name] != nil
    }

    /// Two values of which one is a `Duration`, both in seconds: the other
    /// may be written as an implicit member (`remaining > .seconds(3600)`),
    /// which is a `Duration` because it is compared with one.
    static func durationsSeconds(_ a: SwiftValue, _ b: SwiftValue) -> (Double, Double)? {
        func implicit(_ v: SwiftValue) -> Double? {
            guard case .enumCase("", let unit, let payload) = v, payload.count == 1, payload[0].label == nil,
                  let n = payload[0].value.asDouble else { return nil }
            return durationUnits[unit].map { n * $0 }
        }
        let x = durationSeconds(a), y = durationSeconds(b)
        guard x != nil || y != nil, let l = x ?? implicit(a), let r = y ?? implicit(b) else { return nil }
        return (l, r)
    }

    /// `.system(size: 14, weight: .bold)`, `.fractionLength(1)`: an implicit
    /// member called, kept as a value with its arguments.
    static func implicitCall(_ name: String, _ args: [Argument], _ i: Interpreter, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue {
        if args.count == 1, args[0].label == nil, !["system", "custom"].contains(name) {
            return .enumCase(type: "", name: name, payload: [(nil, args[0].value)])
        }
        return .enumCase(type: "", name: name, payload: args.map { ($0.label, $0.value) })
    }

    /// `NSDecimalRound`'s modes: `.plain` halves away from zero, `.bankers`
    /// halves to even, `.down` and `.up` towards minus and plus infinity.
    static func decimalRounded(_ v: Double, scale: Int, mode: String) -> Double {
        let p = pow(10.0, Double(max(-20, min(20, scale))))
        let x = v * p
        let r: Double
        switch mode {
        case "down": r = x.rounded(.down)
        case "up": r = x.rounded(.up)
        case "bankers": r = x.rounded(.toNearestOrEven)
        default: r = x.rounded(.toNearestOrAwayFromZero)
        }
        return r / p
    }

    static let globalFunctions: Set<String> = [
        "min", "max", "abs", "round", "floor", "ceil", "sqrt", "pow", "log10", "exp", "trunc", "zip", "stride",
        "assert", "precondition", "fatalError", "preconditionFailure", "NSLocalizedString",
        "String.LocalizedStringResource", "withAnimation", "type", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "hypot",
    ]

    /// The functions that only write to the console: called, they are not
    /// run, nor are their arguments (`Interpreter`'s call).
    static let consoleFunctions: Set<String> = ["print", "debugPrint", "dump"]

    static func globalFunction(_ name: String, _ args: [Argument], _ i: Interpreter, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        let v = args.map(\.value)
        switch name {
        case "min", "max":
            let items = v.count == 1 ? (try i.elements(of: v[0], node: node)) : v
            guard var best = items.first else { return .null }
            for x in items.dropFirst() {
                guard let c = Interpreter.compare(x, best) else { throw .unsupported(name, node, "values cannot be compared") }
                if (name == "min" && c < 0) || (name == "max" && c > 0) { best = x }
            }
            if case .int = best, items.contains(where: { if case .double = $0 { return true }; return false }) { return .double(best.asDouble ?? 0) }
            return best
        case "abs":
            switch v.first {
            case .int(let n)?: return .int(n == Int.min ? n : abs(n))
            case .double(let d)?: return .double(abs(d))
            case .float(let f)?: return .float(abs(f))
            default: return nil
            }
        case "round", "floor", "ceil", "sqrt", "pow", "log10", "exp", "trunc":
            guard let d = v.first?.asDouble else { return nil }
            switch name {
            case "round": return .double(d.rounded())
            case "floor": return .double(d.rounded(.down))
            case "ceil": return .double(d.rounded(.up))
            case "trunc": return .double(d.rounded(.towardZero))
            case "sqrt": return .double(d.squareRoot())
            case "pow": return .double(Self.pow(d, v.count > 1 ? v[1].asDouble ?? 1 : 1))
            default: return nil
            }
        // A shape's path turns by these (an arc's end, a wave).
        case "sin", "cos", "tan", "asin", "acos", "atan":
            guard let d = v.first?.asDouble else { return nil }
            let f: (Double) -> Double = switch name { case "sin": sin; case "cos": cos; case "tan": tan; case "asin": asin; case "acos": acos; default: atan }
            return .double(f(d))
        case "atan2", "hypot":
            guard v.count == 2, let a = v[0].asDouble, let b = v[1].asDouble else { return nil }
            return .double(name == "atan2" ? atan2(a, b) : hypot(a, b))
        case "zip":
            guard v.count == 2 else { return nil }
            let a = try i.elements(of: v[0], node: node), b = try i.elements(of: v[1], node: node)
            return .array(zip(a, b).map { .tuple([(nil, $0), (nil, $1)]) })
        case "stride":
            guard let from = v.first?.asDouble, v.count == 3, let to = v[1].asDouble, let by = v[2].asDouble, by != 0 else { return nil }
            let through = args[1].label == "through"
            var out: [SwiftValue] = []
            var x = from
            let isInt: Bool = { if case .int = v[0], case .int = v[2] { return true }; return false }()
            while by > 0 ? (through ? x <= to : x < to) : (through ? x >= to : x > to) {
                out.append(isInt ? .int(Int(x)) : .double(x))
                x += by
                try i.count(1, node)
            }
            return .array(out)
        case "assert", "precondition": return .void
        case "fatalError", "preconditionFailure":
            throw .fatal(v.first.map { i.describe($0) } ?? "", node)
        case "NSLocalizedString", "String.LocalizedStringResource":
            guard let key = v.first?.asString else { return .string("") }
            return .string(i.localized(key, default: args.first { $0.label == "value" }?.value.asString))
        case "withAnimation": return try args.last.map { a throws(SwiftError) in try i.invoke(a.value, [], node: node) } ?? .void
        case "type": return v.first.map { .type($0.typeName) }
        default: return nil
        }
    }

    static func pow(_ a: Double, _ b: Double) -> Double {
        if b == b.rounded(), abs(b) < 64 {
            var r = 1.0
            for _ in 0..<Int(abs(b)) { r *= a }
            return b < 0 ? 1 / r : r
        }
        return .nan
    }

    // MARK: - Styles

    /// A format style as written (`.number.precision(.fractionLength(1))`,
    /// `.percent`, `.currency(code:)`, `.dateTime.hour().minute()`) -> its
    /// kind and settings.
    static func style(_ v: SwiftValue) -> (String, [String: SwiftValue]) {
        switch v {
        case .enumCase(_, let name, let payload):
            var settings: [String: SwiftValue] = [:]
            for p in payload { settings[p.label ?? "_"] = p.value }
            return (name, settings)
        case .opaque(let o) where o.kind.hasPrefix("style:"):
            return (String(o.kind.dropFirst(6)), o.settings)
        // `Date.FormatStyle(date: .abbreviated, time: .omitted)`: as `formatted(date:time:)`.
        case .opaque(let o) where o.kind == "Date.FormatStyle":
            return ("formatted", o.settings)
        default: return ("number", [:])
        }
    }

    static func amPMOmitted(_ hour: SwiftValue?) -> Bool {
        guard case .enumCase(_, _, let payload)? = hour else { return false }
        return payload.contains { $0.label == "amPM" && enumName($0.value) == "omitted" }
    }

    static let dateTimeFields: Set<String> = ["weekday", "year", "month", "day", "hour", "minute", "second"]

    static func dateStyle(_ kind: String, _ settings: [String: SwiftValue], _ d: Double, _ zone: Zone, _ locale: FormatLocale) -> String {
        let name = enumName
        switch kind {
        case "dateTime":
            if Set(settings.keys).isDisjoint(with: dateTimeFields) {
                return Formatting.joined(Formatting.formatStyleDate("numeric", d, zone, locale: locale), Formatting.time("short", d, zone, locale: locale),
                                         skeleton: FormatLocale.styleSkeleton("numeric"), locale: locale)
            }
            return dateTimeStyle(settings, d, zone, locale)
        case "iso8601":
            return Formatting.iso8601(d)
        case "formatted", "default":
            let date = name(settings["date"]) ?? "numeric", time = name(settings["time"]) ?? "shortened"
            let ds = date == "omitted" ? "" : Formatting.formatStyleDate(date, d, zone, locale: locale)
            let ts = time == "omitted" ? "" : Formatting.time(time, d, zone, locale: locale)
            return Formatting.joined(ds, ts, skeleton: FormatLocale.styleSkeleton(date), locale: locale)
        default:
            return Formatting.dateAndTime("short", "short", d, zone, locale: locale)
        }
    }
}
