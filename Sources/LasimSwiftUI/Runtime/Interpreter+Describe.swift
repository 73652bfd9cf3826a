import LasimModel
import SwiftSyntax
import LasimRender
import LasimTemplate

/// How values print (`description`, `debugDescription`) and format.
extension Interpreter {
    func describe(_ v: SwiftValue) -> String {
        switch v {
        case .void: return "()"
        case .null: return "nil"
        case .bool(let b): return b ? "true" : "false"
        case .int(let n): return String(n)
        case .uint64(let n): return String(n)
        case .double(let d): return d.description
        case .float(let f): return f.description
        case .string(let s): return s
        case .substring(let s): return String(s)
        case .character(let c): return String(c)
        case .date(let d): return Formatting.pattern("yyyy-MM-dd HH:mm:ss", d, .utc) + " +0000"
        case .array(let a): return "[" + a.map(debugDescribe).joined(separator: ", ") + "]"
        case .dictionary(let d):
            return d.isEmpty ? "[:]" : "[" + d.map { debugDescribe($0.key) + ": " + debugDescribe($0.value) }.joined(separator: ", ") + "]"
        case .tuple(let t): return "(" + t.map { ($0.label.map { $0 + ": " } ?? "") + debugDescribe($0.value) }.joined(separator: ", ") + ")"
        case .range(let l, let u, let closed): return describe(l) + (closed ? "..." : "..<") + describe(u)
        case .instance(let i):
            if let d = decls.type(i.type), d.computed["description"] != nil,
               d.inherited.contains("CustomStringConvertible"), let s = try? instanceMember(v, "description", node: d.computed["description"]!.node)?.asString {
                return s
            }
            return shortType(i.type) + "(" + i.fields.map { $0.name + ": " + debugDescribe($0.value) }.joined(separator: ", ") + ")"
        case .enumCase(let t, let name, let payload):
            if let d = decls.type(t), d.computed["description"] != nil, d.inherited.contains("CustomStringConvertible"),
               let s = try? instanceMember(v, "description", node: d.computed["description"]!.node)?.asString {
                return s
            }
            if payload.isEmpty { return name }
            return name + "(" + payload.map { ($0.label.map { $0 + ": " } ?? "") + debugDescribe($0.value) }.joined(separator: ", ") + ")"
        case .closure(let c):
            if case .syntax(let body) = c.body { note("a closure printed as text: drawn as \"(Function)\", as Swift prints it", body.node) }
            return "(Function)"
        case .bound(let b):
            // An unknown member is kept as a method not called yet; printed, it is almost always a
            // property lasim does not model, so the note names it rather than drawing a silent "(Function)".
            if let at = b.readAt {
                note("'\(at.trimmedDescription)' is read as a method (\(unknownProperty(b))): drawn as \"(Function)\"", at)
            }
            return "(Function)"
        case .type(let t): return shortType(t)
        case .view: return "View"
        case .color(let c):
            // A translucent system colour is described by its light components, as a light phone prints it.
            switch c.flat {
            // `Color.secondary` prints as SwiftUI names it.
            case .named("label"): return "primary"
            case .named("secondaryLabel"): return "secondary"
            case .named(let n): return n
            case .translucent(let n, _): return ViewColor.system[n] == nil ? n : debugDescribe(.color(c.variant(dark: false)))
            case .rgb(let r, let g, let b, let o): return "#" + [r, g, b, o].map { Formatting.printf("%02X", [.int(Int((max(0, min(1, $0)) * 255).rounded()))], describe: { _ in "" }) }.joined()
            case .gradient: return "Gradient"
            }
        case .opaque(let o):
            // `"\(distance)"`: Foundation's description, "10.0 km", "20.0 °C".
            if let m = Builtins.measurement(v) { return describe(.double(m.value)) + " " + (Formatting.measureUnits[m.unit]?.short ?? m.unit) }
            // The standard library's: its attoseconds as a Double of seconds, "125.0 seconds".
            if let a = Builtins.durationAttoseconds(v) { return describe(.double(Double(a) / 1e18)) + " seconds" }
            return o.kind
        }
    }

    func debugDescribe(_ v: SwiftValue) -> String {
        switch v {
        case .string(let s): return "\"" + s.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"").replacing("\n", with: "\\n") + "\""
        case .substring: return debugDescribe(v.unsliced)
        case .character(let c): return "\"\(c)\""
        case .null: return "nil"
        default: return describe(v)
        }
    }

    /// The app's own `FormatStyle`: a value of its type (`Miles()`), or a
    /// static it declares for the protocol (`.emoji` in `extension
    /// FormatStyle where Self == EmojiFormatStyle<Int>`); nil for Foundation's styles.
    func appFormatStyle(_ style: SwiftValue, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        if case .instance = style { return style }
        guard case .enumCase("", let name, let payload) = style, payload.isEmpty else { return nil }
        for proto in ["FormatStyle", "ParseableFormatStyle"] where decls.type(proto)?.staticComputed[name] != nil || decls.type(proto)?.staticStored[name] != nil {
            return try staticMember(proto, name, node: node)
        }
        return nil
    }

    /// What an unknown member read as a method (`SwiftValue.Bound.readAt`)
    /// stands for: a property lasim does not model, named with its receiver's type.
    func unknownProperty(_ b: SwiftValue.Bound) -> String {
        "lasim knows no property '\(b.name)' of \(b.receiver.map { shortType($0.typeName) } ?? "it")"
    }

    func shortType(_ t: String) -> String { Declarations.shownName(t).split(separator: ".").last.map(String.init) ?? t }

    /// `x.formatted(style)`, `Text(x, format: style)`, `"\(x, format: style)"`.
    func formatted(_ v: SwiftValue, with style: SwiftValue, node: some SyntaxProtocol) throws(SwiftError) -> String {
        if let own = try appFormatStyle(style, node: node), let format = methods(of: own, "format") {
            let out = try callFunction(format, receiver: own, selfType: typeNames(of: own).first,
                                       args: [Argument(label: nil, value: v, node: Syntax(node))], node: node)
            return describe(out)
        }
        let (kind, settings) = Builtins.style(style)
        // `.dateTime.locale(Locale(identifier: "ja_JP"))`: the style's own region.
        let locale = Builtins.ownLocale(settings["locale"], self)
        if let m = Builtins.measurement(v) { return try formattedMeasurement(m, kind, settings, node: node) }
        if case .date(let d) = v {
            if kind == "relative" {
                return Formatting.relativeDate(d, now: input.now, zone: input.timeZone, named: Builtins.enumName(settings["presentation"]) == "named",
                                               units: .init(Builtins.enumName(settings["unitsStyle"])), locale: locale)
            }
            // `Date.FormatStyle(date:time:locale:timeZone:)`: the style's own zone, as a formatter's.
            return Builtins.dateStyle(kind, settings, d, Builtins.formatterZone(settings["timeZone"], self) ?? input.timeZone, locale)
        }
        if let seconds = Builtins.durationSeconds(v) { return Formatting.duration(seconds, kind, settings, locale: locale) }
        guard let n = v.asDouble else { return try shown(v, node: node) }
        let isInt: Bool = { switch v { case .int, .uint64: return true; default: return false } }()
        var minF = 0, maxF = isInt ? 0 : 3
        if let f = settings["fractionLength"]?.asInt { minF = f; maxF = f }
        if case .range(let lo, let hi, _)? = settings["fractionLength"] { minF = lo.asInt ?? 0; maxF = hi.asInt ?? 3 }
        let grouping = !(settings["grouping"].map { if case .enumCase(_, "never", _) = $0 { return true }; return false } ?? false)
        switch kind {
        case "percent":
            let value = isInt ? n : n * 100
            return Formatting.percent(value, minFraction: minF, maxFraction: settings["fractionLength"] == nil ? (isInt ? 0 : 2) : maxF,
                                      grouping: grouping, locale: locale)
        case "currency":
            return Formatting.currency(n, code: settings["code"]?.asString ?? "USD", locale: locale)
        // `bytes.formatted(.byteCount(style: .file))`: `ByteCountFormatStyle`, which writes as `ByteCountFormatter` does, but "kB".
        case "byteCount":
            let style = Builtins.enumName(settings["style"]) ?? "file"
            return Formatting.byteCount(n, binary: style == "memory" || style == "binary", locale: locale, kilo: "kB")
        default:
            if Builtins.enumName(settings["notation"]) == "compactName" { return Formatting.compactName(n, locale: locale) }
            var x = n
            if let increment = settings["increment"]?.asDouble {
                let r = Formatting.roundedTo(x, increment: increment)
                x = r.value
                if settings["fractionLength"] == nil { minF = r.fraction; maxF = r.fraction }
            }
            // `.significantDigits(2)` shows exactly two, `(1...3)` up to three.
            var significant: (min: Int, max: Int)?
            if let d = settings["significantDigits"]?.asInt { significant = (d, d) }
            if case .range(let lo, let hi, let closed)? = settings["significantDigits"], let l = lo.asInt, let h = hi.asInt {
                significant = (l, closed ? h : h - 1)
            }
            if let (low, high) = significant, x != 0 {
                x = Formatting.significant(x, high)
                maxF = Formatting.significantFraction(x, high)
                minF = Formatting.significantFraction(x, low)
            }
            return Formatting.number(x, minFraction: minF, maxFraction: maxF, grouping: grouping, locale: locale)
        }
    }

    /// `Text(date, style: ...)` at the render's instant.
    func dateText(_ v: SwiftValue, style: SwiftValue, node: some SyntaxProtocol) throws(SwiftError) -> String {
        guard case .date(let d) = v else { return describe(v) }
        guard case .enumCase(_, let name, _) = style else { return describe(v) }
        let now = input.now
        switch name {
        case "time": return Formatting.time("short", d, input.timeZone, locale: locale)
        case "date": return Formatting.date("long", d, input.timeZone, locale: locale)
        case "timer": return Formatting.timer(abs(d - now))
        case "relative": return Formatting.relative(d - now, locale: locale)
        case "offset": return Formatting.offset(d - now, locale: locale)
        default: return describe(v)
        }
    }
}

