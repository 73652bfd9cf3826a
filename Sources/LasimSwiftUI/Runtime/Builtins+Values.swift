import LasimModel
import LasimRender
import LasimTemplate
import SwiftSyntax

/// Members of strings, numbers, collections, optionals and dates.
extension Builtins {
    static func property(_ v: SwiftValue, _ name: String, _ i: Interpreter, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        if case .substring(let sub) = v { return try substringProperty(sub, name, i, node: node) }
        switch (v, name) {
        case (_, "description"): return .string(i.describe(v))
        case (_, "localizedDescription"): return try errorDescription(v, i, node: node)
        case (_, "debugDescription"): return .string(i.debugDescribe(v))
        case (.string(let s), "count"): return .int(s.count)
        case (.string(let s), "isEmpty"): return .bool(s.isEmpty)
        case (.string(let s), "first"): return s.first.map { .character($0) } ?? .null
        case (.string(let s), "last"): return s.last.map { .character($0) } ?? .null
        case (.string(let s), "capitalized"), (.string(let s), "localizedCapitalized"): return .string(capitalized(s))
        case (.string(let s), "localizedUppercase"): return .string(s.uppercased())
        case (.string(let s), "localizedLowercase"): return .string(s.lowercased())
        case (.string(let s), "utf8"): return .array(s.utf8.map { .int(Int($0)) })
        // A `String.Index` is kept as the number of characters before it.
        case (.string, "startIndex"): return .int(0)
        case (.string(let s), "endIndex"): return .int(s.count)
        case (.string(let s), "indices"): return .range(lower: .int(0), upper: .int(s.count), closed: false)
        // A `URL` and a `UUID` are kept as their strings.
        case (.string(let s), "absoluteString"), (.string(let s), "uuidString"): return .string(s)
        case (.string(let s), "path"): return .string(urlPath(s))
        case (.string(let s), "lastPathComponent"): return .string(s.split(separator: "/").last.map(String.init) ?? "")
        case (.string(let s), "unicodeScalars"): return unicodeScalars(s.unicodeScalars)
        case (.character(let c), "unicodeScalars"): return unicodeScalars(c.unicodeScalars)
        case (.character(let c), _): return characterProperty(c, name)
        // `items.lazy.filter {...}`: laziness changes when, not what, so the collection itself.
        case (.array, "lazy"): return v
        case (.array(let a), "count"): return .int(a.count)
        case (.array(let a), "isEmpty"): return .bool(a.isEmpty)
        case (.array(let a), "first"): return a.first ?? .null
        case (.array(let a), "last"): return a.last ?? .null
        case (.array(let a), "indices"): return .range(lower: .int(0), upper: .int(a.count), closed: false)
        case (.array(let a), "startIndex"): return .int(a.isEmpty ? 0 : 0)
        case (.array(let a), "endIndex"): return .int(a.count)
        case (.dictionary(let d), "count"): return .int(d.count)
        case (.dictionary(let d), "isEmpty"): return .bool(d.isEmpty)
        case (.dictionary(let d), "keys"): return .array(d.map(\.key))
        case (.dictionary(let d), "values"): return .array(d.map(\.value))
        case (.range(let lo, let hi, let closed), "count"):
            guard let l = lo.asInt, let h = hi.asInt else { return nil }
            return .int(max(0, h - l + (closed ? 1 : 0)))
        case (.range(let lo, _, _), "lowerBound"): return lo
        case (.range(_, let hi, _), "upperBound"): return hi
        case (.range(let lo, let hi, let closed), "isEmpty"):
            return .bool(closed ? false : Interpreter.equal(lo, hi))
        case (.tuple(let t), _):
            if let x = t.first(where: { $0.label == name }) { return x.value }
            if let n = Int(name), t.indices.contains(n) { return t[n].value }
            return nil
        case (.int(let n), "magnitude"): return .int(n.magnitude > UInt(Int.max) ? Int.max : Int(n.magnitude))
        case (.int(let n), "isZero"): return .bool(n == 0)
        case (.double(let d), "magnitude"): return .double(d.magnitude)
        case (.double(let d), "isNaN"): return .bool(d.isNaN)
        case (.double(let d), "isFinite"): return .bool(d.isFinite)
        case (.double(let d), "isInfinite"): return .bool(d.isInfinite)
        // An `AsyncImagePhase` in a widget is `.empty` (`AsyncImage`): no image, no error.
        case (.enumCase("AsyncImagePhase", _, _), "image"), (.enumCase("AsyncImagePhase", _, _), "error"): return .null
        // A `Float`'s tests are its value's as a Double (widening keeps NaN, infinities and zero).
        case (.float(let f), "isNaN"), (.float(let f), "isFinite"), (.float(let f), "isInfinite"), (.float(let f), "isZero"):
            return try property(.double(Double(f)), name, i, node: node)
        case (.double(let d), "isZero"): return .bool(d == 0)
        case (.date(let d), "timeIntervalSince1970"): return .double(d)
        case (.date(let d), "timeIntervalSinceReferenceDate"): return .double(d - Value.referenceDateOffset)
        case (.date(let d), "timeIntervalSinceNow"): return .double(d - i.input.now)
        case (.enumCase(let t, let n, _), "id") where t.isEmpty || i.decls.type(t)?.computed["id"] == nil:
            return try i.decls.type(t).map { d throws(SwiftError) in try i.rawValue(d, n, node: node) } ?? .string(n)
        case (.instance(let inst), "id"):
            return inst.fields.first.map(\.value) ?? .null
        case (_, "inverted") where characterTest(v) != nil: return inverted(v)
        // `Duration.components`: whole seconds and the attoseconds left, as the standard library splits it.
        // Both truncated towards zero: `.milliseconds(-1500)` is (-1, -5e17).
        case (.opaque, "components") where Builtins.durationAttoseconds(v) != nil:
            let (seconds, attoseconds) = DurationCoding.components(attoseconds: Builtins.durationAttoseconds(v) ?? 0)
            return .tuple([("seconds", .int(Int(seconds))), ("attoseconds", .int(Int(attoseconds)))])
        case (.opaque(let o), "url") where o.kind == "URLComponents", (.opaque(let o), "string") where o.kind == "URLComponents":
            return urlString(o)
        // Bytes kept as their text: as many bytes as its UTF-8.
        case (.opaque(let o), "isEmpty") where o.kind == "Data": return .bool(dataBytes(.opaque(o))?.isEmpty ?? true)
        case (.opaque(let o), "count") where o.kind == "Data": return .int(dataBytes(.opaque(o))?.count ?? 0)
        case (.opaque(let o), _):
            if let x = o.settings[name] { return x }
            if o.kind == "Bundle", let x = bundleProperty(name, i, node: node) { return x }
            if o.kind == "Locale" { return localePart(o, name) }
            // A formatter's calendar, locale and time zone are the phone's
            // (`autoupdatingCurrent`) until set: `f.calendar?.locale = ...` reaches one.
            if o.kind.hasSuffix("Formatter"), ["calendar", "locale", "timeZone"].contains(name) {
                return i.phoneValue(name.prefix(1).uppercased() + name.dropFirst())
            }
            // `f.weekdaySymbols[k]`, `Calendar.current.shortWeekdaySymbols`: the region's names.
            if o.kind == "DateFormatter" || o.kind == "Calendar", let names = calendarSymbols(name, formatterLocale(o, i)) { return names }
            // A new `DateFormatter`'s format is "" until a style or a format is
            // set (Foundation's default), so `f.dateFormat += "H:mm"` builds one.
            if o.kind == "DateFormatter", name == "dateFormat",
               o.settings["dateStyle"] == nil, o.settings["timeStyle"] == nil, o.settings["dateTemplate"] == nil { return .string("") }
            return nil
        // A `UIBezierPath`'s `.cgPath` is kept as the `Path` it is.
        case (.view, "cgPath") where path(of: v) != nil: return v
        case (.color, "opacity"): return nil
        // `Color.black.gradient`: a subtle gradient of that colour (the colour in the terminal).
        case (.color(let c), "gradient"): return .color(subtleGradient(c))
        case (.enumCase("", let n, let p), "gradient") where p.isEmpty: return i.systemColour(n).map { .color(subtleGradient($0)) }
        default: return nil
        }
    }

    /// `error.localizedDescription` in a `catch`: a `LocalizedError`'s own
    /// `errorDescription`, else what Foundation says for the errors lasim
    /// throws for a JSON that does not parse or decode: NSCocoaErrorDomain
    /// 3840 and 4864 (`typeMismatch`, `dataCorrupted`: "isn’t in the correct
    /// format"), 4865 (`keyNotFound`, `valueNotFound`: "is missing"). Another
    /// type's, lasim cannot tell (its module's name is in it).
    static func errorDescription(_ v: SwiftValue, _ i: Interpreter, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        if let own = try i.instanceMember(v, "errorDescription", node: node), case .string = own { return own }
        guard case .enumCase(let type, let name, _) = v, type == "DecodingError" || type == "CocoaError" else { return nil }
        if type == "DecodingError" && (name == "keyNotFound" || name == "valueNotFound") {
            return .string("The data couldn’t be read because it is missing.")
        }
        return .string("The data couldn’t be read because it isn’t in the correct format.")
    }

    /// `locale.language.languageCode?.identifier`, `locale.region?.identifier`
    /// (iOS 16's `Locale.Language` and `Locale.Region`), `languageCode`,
    /// `regionCode`: what the locale's identifier names ("he_IL": he, IL).
    static func localePart(_ o: SwiftValue.Opaque, _ name: String) -> SwiftValue? {
        let id = o.settings["identifier"]?.asString ?? "en_US"
        let parts = id.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        let language = parts.first ?? "en"
        let region = parts.dropFirst().last { $0.count == 2 && $0.allSatisfy(\.isUppercase) || $0.count == 3 && $0.allSatisfy(\.isNumber) }
        func identified(_ kind: String, _ s: String?) -> SwiftValue { s.map { .opaque(.init(kind, ["identifier": .string($0)])) } ?? .null }
        switch name {
        case "language":
            return .opaque(.init("Locale.Language", ["languageCode": identified("Locale.LanguageCode", language),
                                                     "region": identified("Locale.Region", region),
                                                     "minimalIdentifier": .string(language), "maximalIdentifier": .string(id)]))
        case "region": return identified("Locale.Region", region)
        // iOS 16's `Locale.hourCycle`: the clock the region's short time is written with ("h:mm a" in en_US).
        case "hourCycle":
            let time = (FormatLocale.named(id) ?? .enUS).time
            let cycles: [(Character, String)] = [("h", "oneToTwelve"), ("K", "zeroToEleven"), ("H", "zeroToTwentyThree"), ("k", "oneToTwentyFour")]
            let cycle = cycles.first { time.contains($0.0) }?.1 ?? "oneToTwelve"
            return .enumCase(type: "Locale.HourCycle", name: cycle, payload: [])
        case "languageCode": return .string(language)
        case "regionCode": return region.map { .string($0) } ?? .null
        default: return nil
        }
    }

    static func capitalized(_ s: String) -> String {
        var out = "", start = true
        for c in s {
            out += start ? c.uppercased() : c.lowercased()
            start = c == " " || c == "-" || c == "\n"
        }
        return out
    }

    static func method(_ v: SwiftValue, _ name: String, _ args: [Argument], _ i: Interpreter, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        if case .substring(let sub) = v { return try substringMethod(sub, name, args, i, node: node) }
        let a = args.map(\.value)
        let first = a.first
        func closure(_ at: Int = 0) throws(SwiftError) -> (SwiftValue) throws(SwiftError) -> SwiftValue {
            guard at < a.count else { throw .unsupported(".\(name)", node, "expected a closure") }
            let f = a[at]
            return { x throws(SwiftError) in try i.invoke(f, [Argument(label: nil, value: x, node: Syntax(node))], node: node) }
        }
        // `.white.opacity(0.6)`, `.accent.opacity(0)` (an asset's generated symbol):
        // an implicit member is a colour once it is used as one.
        if case .enumCase("", let n, let p) = v, p.isEmpty, name == "opacity" || name == "mix", let c = i.systemColour(n) ?? i.assetColour(n) {
            return try method(.color(c), name, args, i, node: node)
        }
        if let f = fontMethod(v, name, first) { return f }
        switch (v, name) {
        // `.opacity.combined(with: .scale)`: transitions draw nothing in a still frame.
        case (.enumCase("", _, _), "combined"): return v
        // Optional
        case (.null, "map"), (.null, "flatMap"): return .null
        case (_, "map") where !isCollection(v): return try closure()(v)
        // `Locale(identifier: "en-US").localizedString(forLanguageCode: "he")`: "Hebrew", the language's name in the locale's (CLDR's).
        case (.opaque(let o), "localizedString") where o.kind == "Locale" && args.first?.label == "forLanguageCode":
            let own = o.settings["identifier"].flatMap { LanguageIdentifier(i.describe($0)) }?.language ?? i.locale.language
            let code = first.flatMap { LanguageIdentifier(i.describe($0)) }?.language ?? ""
            guard let name = FormatLocale.languageNames[own]?[code == "iw" ? "he" : code] else {
                throw .unsupported("Locale.localizedString(forLanguageCode: \"\(code)\") in \(own)", node,
                                   "not among the languages lasim names (scripts/cldr-languages.swift)")
            }
            return .string(name)
        case (_, "localizedString") where !isOpaque(v, "RelativeDateTimeFormatter"):
            return .string(i.localized(args.first { $0.label == "forKey" }?.value.asString ?? first.map { i.describe($0) } ?? ""))
        // Formatting
        // `names.formatted()`, `.formatted(.list(type: .or, width: .short))`: "a, b, and c".
        case (.array(let items), "formatted") where items.allSatisfy({ if case .string = $0 { return true }; return false }):
            let (kind, settings) = a.isEmpty ? ("list", [:]) : style(a[0])
            guard kind == "list" else { return nil }
            return .string(Formatting.list(items.map { i.describe($0) }, or: enumName(settings["type"]) == "or", width: enumName(settings["width"]) ?? "standard"))
        case (_, "formatted"):
            if a.isEmpty { return .string(try i.formatted(v, with: .enumCase(type: "", name: isDate(v) ? "default" : "number", payload: []), node: node)) }
            if args.contains(where: { $0.label == "date" || $0.label == "time" }) {
                return .string(try i.formatted(v, with: .enumCase(type: "", name: "formatted", payload: args.map { ($0.label, $0.value) }), node: node))
            }
            return .string(try i.formatted(v, with: a[0], node: node))
        // Styles being built: `.number.precision(...)`, `.dateTime.hour()`
        case (.enumCase("", let base, let payload), _) where ["number", "percent", "currency", "dateTime", "relative"].contains(base)
            || base.hasPrefix("style:"):
            var settings: [String: SwiftValue] = [:]
            for p in payload { settings[p.label ?? "_"] = p.value }
            if name == "precision", case .enumCase(_, let kind, let p)? = first {
                settings[kind] = p.first?.value ?? .int(0)
            } else if name == "grouping" {
                settings["grouping"] = first ?? .null
            } else if name == "rounded" {
                // `.rounded(rule: .up, increment: 0.5)`: each argument by its label.
                for a in args { settings[a.label == "increment" ? "increment" : "roundingRule"] = a.value }
            } else {
                settings[name] = first ?? .bool(true)
            }
            return .enumCase(type: "", name: base, payload: settings.map { ($0.key, $0.value) })
        default: break
        }
        if case .string(let s) = v, let size = measuredText(s, name, args, attributes: nil, i) { return size }
        if case .string(let s) = v { return try string(s, name, args, i, node: node) }
        if case .character(let c) = v { return try string(String(c), name, args, i, node: node) }
        if let d = v.asDouble, !isDate(v) { return try number(v, d, name, a, i, node: node) }
        if case .date(let d) = v {
            switch name {
            case "addingTimeInterval", "advanced": return .date(d + (first?.asDouble ?? 0))
            // `ISO8601Format(.Strategy(includingFractionalSeconds: true))`: to the millisecond.
            case "ISO8601Format":
                var fraction = false
                if case .enumCase(_, _, let payload)? = first {
                    fraction = payload.contains { $0.label == "includingFractionalSeconds" && $0.value.asBool == true }
                }
                return .string(Formatting.iso8601(d, fractionalSeconds: fraction))
            case "timeIntervalSince", "distance":
                guard case .date(let o)? = first else { return nil }
                return .double(name == "distance" ? o - d : d - o)
            default: return nil
            }
        }
        if case .dictionary(let d) = v {
            switch name {
            case "mapValues": let f = try closure(); var out: [(key: SwiftValue, value: SwiftValue)] = []; for e in d { out.append((e.key, try f(e.value))) }; return .dictionary(out)
            case "index" where args.first?.label == "forKey": return .bool(d.contains { Interpreter.equal($0.key, first ?? .null) })
            default: return try collection(d.map { .tuple([("key", $0.key), ("value", $0.value)]) }, name, args, i, node: node)
            }
        }
        if case .range(let lo, let hi, let closed) = v, let answer = rangeBounds(lo, hi, closed, name, first) { return answer }
        if case .range = v { return try collection(try i.elements(of: v, node: node), name, args, i, node: node, range: v) }
        if case .array(let items) = v { return try collection(items, name, args, i, node: node) }
        if case .opaque(let o) = v {
            // `DynamicIsland { } ... .keylineTint(.red).widgetURL(url)`: nothing the island's regions draw.
            if o.kind == "DynamicIsland" { return v }
            if let d = try i.decoderMethod(o, name, args, node: node) { return d }
            if let e = try i.encoderMethod(o, name, args, node: node) { return e }
            return try opaque(o, name, args, i, node: node)
        }
        if case .color(let c) = v, name == "opacity", let o = first?.asDouble { return .color(i.labelColour(c).withOpacity(o)) }
        // UIKit's `resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))`:
        // a dynamic colour (`UIColor.label`, `.systemRed`) fixed in that appearance's variant.
        if case .color(let c) = v, name == "resolvedColor" {
            // Written `UITraitCollection(userInterfaceStyle:)` or `.init(userInterfaceStyle:)`.
            let style: String?
            switch first {
            case .opaque(let traits)? where traits.kind == "UITraitCollection": style = enumName(traits.settings["userInterfaceStyle"])
            case .enumCase("", "init", let p)?: style = enumName(p.first { $0.label == "userInterfaceStyle" }?.value)
            default: return nil
            }
            let dark = style == "dark" || (style != "light" && i.appearance.isDark)
            let fixed = i.labelColour(c, in: dark ? .dark : .light)
            return .color(fixed == c ? c.variant(dark: dark) : fixed)
        }
        // `.mix(with: .gray, by: 0.5, in: .perceptual)`, in the variant of the surface it is drawn on.
        if case .color(let c) = v, name == "mix" {
            guard let other = colour(args.first { $0.label == "with" }?.value, i),
                  let fraction = args.first(where: { $0.label == "by" })?.value.asDouble else { return nil }
            let space = args.first { $0.label == "in" }.flatMap { arg -> String? in
                if case .enumCase(_, let n, _) = arg.value { return n }
                return nil
            }
            return i.labelColour(c).mixed(with: i.labelColour(other), by: fraction, perceptual: space != "device",
                                          dark: i.appearance.isDark).map { .color($0) }
        }
        return nil
    }

    static func isDate(_ v: SwiftValue) -> Bool { if case .date = v { return true }; return false }
    /// A date template's fields as `.dateTime` settings: "yMMMd" is year, month
    /// (abbreviated) and day; "jmm" hour and minute; "EEEE" the weekday, wide.
    static func templateFields(_ template: String) -> [String: SwiftValue] {
        var fields: [String: SwiftValue] = [:]
        func width(_ name: String) -> SwiftValue { .enumCase(type: "", name: name, payload: []) }
        for c in Set(template) {
            let n = template.filter { $0 == c }.count
            switch c {
            case "y", "u": fields["year"] = width(n == 2 ? "twoDigits" : "defaultDigits")
            case "M", "L": fields["month"] = width([1: "defaultDigits", 2: "twoDigits", 3: "abbreviated", 4: "wide"][n] ?? "narrow")
            case "d": fields["day"] = width(n == 2 ? "twoDigits" : "defaultDigits")
            case "E": fields["weekday"] = width([4: "wide", 5: "narrow", 6: "short"][n] ?? "abbreviated")
            case "j", "h", "H", "J": fields["hour"] = width("defaultDigits")
            case "m": fields["minute"] = width("twoDigits")
            case "s": fields["second"] = width("twoDigits")
            default: break
            }
        }
        return fields
    }

    /// The region a formatter or format style writes for: its own
    /// (`f.locale = Locale(identifier: "zh_CN")`, `.dateTime.locale(...)`)
    /// where it has one, else the phone's. `en_US_POSIX` is US English.
    static func formatterLocale(_ o: SwiftValue.Opaque, _ i: Interpreter) -> FormatLocale {
        ownLocale(o.settings["locale"], i)
    }

    static func ownLocale(_ v: SwiftValue?, _ i: Interpreter) -> FormatLocale {
        guard case .opaque(let l)? = v, l.kind == "Locale", let id = l.settings["identifier"]?.asString, id != i.locale.identifier else { return i.locale }
        return FormatLocale.named(id.hasSuffix("_POSIX") ? String(id.dropLast(6)) : id)?.onIOS(i.input.ios) ?? i.locale
    }

    /// A formatter's or calendar's names of the weekdays (Sunday first),
    /// months and day periods, in `locale`.
    static func calendarSymbols(_ name: String, _ locale: FormatLocale) -> SwiftValue? {
        let names: [String]
        switch name {
        case "weekdaySymbols": names = locale.weekdays
        case "standaloneWeekdaySymbols": names = locale.weekdaysStandalone ?? locale.weekdays
        case "shortWeekdaySymbols": names = locale.weekdaysShort
        case "shortStandaloneWeekdaySymbols": names = locale.weekdaysShortStandalone ?? locale.weekdaysShort
        case "veryShortWeekdaySymbols", "veryShortStandaloneWeekdaySymbols": names = locale.weekdaysNarrow
        case "monthSymbols": names = locale.months
        case "standaloneMonthSymbols": names = locale.monthsStandalone ?? locale.months
        case "shortMonthSymbols": names = locale.monthsShort
        case "shortStandaloneMonthSymbols": names = locale.monthsShortStandalone ?? locale.monthsShort
        case "amSymbol": return .string(locale.am)
        case "pmSymbol": return .string(locale.pm)
        default: return nil
        }
        return .array(names.map { .string($0) })
    }

    /// A formatter's own `timeZone`: UTC (`TimeZone(identifier: "UTC")`,
    /// `.gmt`), a fixed offset (`TimeZone(secondsFromGMT: 3600)`,
    /// `TimeZone(abbreviation: "GMT+2")`), or a zone the app names by
    /// identifier or abbreviation (`"Europe/Paris"`, `"PST"`, a state's
    /// field), read when it loaded (`ZoneNames`); nil: the render's, as a
    /// zone Foundation does not know is nil there.
    static func formatterZone(_ v: SwiftValue?, _ i: Interpreter) -> Zone? {
        switch v {
        case .enumCase(_, let n, _)? where ["gmt", "utc"].contains(n): return .utc
        case .opaque(let o)? where o.kind == "TimeZone":
            if let seconds = o.settings["secondsFromGMT"]?.asInt {
                return abs(seconds) <= 18 * 3600 ? Zone.fixed(secondsFromGMT: seconds) : nil
            }
            let name: String
            if let abbreviation = o.settings["abbreviation"]?.asString {
                if let seconds = gmtOffset(abbreviation) { return Zone.fixed(secondsFromGMT: seconds) }
                name = ZoneAbbreviations.identifiers[abbreviation] ?? ""
            } else {
                name = o.settings["identifier"]?.asString ?? ""
                // Foundation reads `TimeZone(identifier: "GMT+2")` as the fixed offset too.
                if let seconds = gmtOffset(name) { return Zone.fixed(secondsFromGMT: seconds) }
            }
            if ["UTC", "GMT", "Etc/UTC", "Etc/GMT"].contains(name) { return .utc }
            return i.zones[name]
        default: return nil
        }
    }

    /// The zone a formatter writes and reads in: its own where it has one, else the phone's.
    static func formatterTimeZone(_ o: SwiftValue.Opaque, _ i: Interpreter) -> Zone { formatterZone(o.settings["timeZone"], i) ?? i.input.timeZone }

    /// "GMT+2", "UTC-0530", "GMT+05:30": the fixed offset Foundation reads from such an abbreviation.
    static func gmtOffset(_ abbreviation: String) -> Int? {
        guard abbreviation.hasPrefix("GMT") || abbreviation.hasPrefix("UTC") else { return nil }
        let rest = abbreviation.dropFirst(3)
        guard let sign = rest.first, sign == "+" || sign == "-" else { return nil }
        let digits = String(rest.dropFirst().filter { $0 != ":" })
        guard (1...4).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(digits) else { return nil }
        let (hours, minutes) = digits.count <= 2 ? (n, 0) : (n / 100, n % 100)
        guard hours <= 18, minutes < 60 else { return nil }
        return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    /// A `Character`'s properties, the standard library's own answers.
    static func characterProperty(_ c: Character, _ name: String) -> SwiftValue? {
        switch name {
        case "isNumber": return .bool(c.isNumber)
        case "isWholeNumber": return .bool(c.isWholeNumber)
        case "wholeNumberValue": return c.wholeNumberValue.map { .int($0) } ?? .null
        case "isHexDigit": return .bool(c.isHexDigit)
        case "hexDigitValue": return c.hexDigitValue.map { .int($0) } ?? .null
        case "isLetter": return .bool(c.isLetter)
        case "isUppercase": return .bool(c.isUppercase)
        case "isLowercase": return .bool(c.isLowercase)
        case "isCased": return .bool(c.isCased)
        case "isWhitespace": return .bool(c.isWhitespace)
        case "isNewline": return .bool(c.isNewline)
        case "isPunctuation": return .bool(c.isPunctuation)
        case "isSymbol": return .bool(c.isSymbol)
        case "isMathSymbol": return .bool(c.isMathSymbol)
        case "isCurrencySymbol": return .bool(c.isCurrencySymbol)
        case "isASCII": return .bool(c.isASCII)
        case "asciiValue": return c.asciiValue.map { .int(Int($0)) } ?? .null
        default: return nil
        }
    }

    static func isOpaque(_ v: SwiftValue, _ kind: String) -> Bool { if case .opaque(let o) = v { return o.kind == kind }; return false }

    static func isCollection(_ v: SwiftValue) -> Bool {
        switch v {
        case .array, .dictionary, .range, .string, .substring: return true
        default: return false
        }
    }

    static func joinedPath(_ base: String, _ component: String) -> String { (base.hasSuffix("/") ? base : base + "/") + component }

    /// A `URL`'s path (it is kept as its string): a file URL less its scheme.
    static func urlPath(_ url: String) -> String { url.hasPrefix("file://") ? String(url.dropFirst(7)) : url }

    static func string(_ s: String, _ name: String, _ args: [Argument], _ i: Interpreter, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        let a = args.map(\.value)
        let text = a.first.flatMap(\.asString) ?? ""
        if case .opaque(let o)? = a.first, o.kind == "Regex", let pattern = o.settings["pattern"]?.asString, let re = try? Regex(pattern) {
            switch name {
            case "contains": return .bool(s.contains(re))
            case "replacing": return .string(s.replacing(re, with: a.count > 1 ? a[1].asString ?? "" : ""))
            case "firstMatch":
                guard let m = s.firstMatch(of: re) else { return .null }
                return .opaque(.init("Regex.Match", ["output": .string(String(s[m.range]))]))
            case "wholeMatch": return s.wholeMatch(of: re) == nil ? .null : .opaque(.init("Regex.Match", ["output": .string(s)]))
            case "split": return .array(s.split(separator: re).map { .substring($0) })
            default: break
            }
        }
        switch name {
        // A `URL` is kept as its string: a path component joins it after one "/".
        case "appendingPathComponent": return .string(joinedPath(s, text))
        // iOS 16's `url.path()` (`path(percentEncoded:)`): the path, as the property gives it.
        case "path" where a.isEmpty || (args.count == 1 && args[0].label == "percentEncoded"): return .string(urlPath(s))
        case "appending" where ["path", "component"].contains(args.first?.label): return .string(joinedPath(s, text))
        case "uppercased": return .string(s.uppercased())
        case "lowercased": return .string(s.lowercased())
        case "hasPrefix": return .bool(s.hasPrefix(text))
        // `Sequence.starts(with:)`: a price formatter's `result.starts(with: ".")`.
        case "starts" where args.first?.label == "with" && a.first?.asString != nil: return .bool(s.hasPrefix(text))
        case "hasSuffix": return .bool(s.hasSuffix(text))
        case "contains":
            if let f = a.first, case .closure = f { return try collection(s.map { .character($0) }, name, args, i, node: node) }
            return .bool(text.isEmpty || s.contains(text))
        case "replacingOccurrences", "replacing":
            let with = a.count > 1 ? a[1].asString ?? "" : ""
            return .string(text.isEmpty ? s : s.replacing(text, with: with))
        case "trimmingCharacters":
            return .string(trimming(s, a.first))
        // `json.data(using: .utf8)`: its bytes, kept as the text a `JSONDecoder` reads
        // (a content state that carries JSON in a string, as app bridges write it).
        case "data" where args.first?.label == "using":
            return data(text: s)
        case "split":
            if let v = stringSplit(.string(s), args) { return v }
            let sep: Character = a.first.flatMap(\.asString).flatMap(\.first) ?? " "
            return .array(s.split(separator: sep).map { .substring($0) })
        case "components":
            if let test = a.first.flatMap(characterTest) {
                return .array(s.split(omittingEmptySubsequences: false, whereSeparator: test).map { .string(String($0)) })
            }
            guard !text.isEmpty else { return .array([.string(s)]) }
            return .array(s.split(separator: text, omittingEmptySubsequences: false).map { .string(String($0)) })
        case "prefix", "suffix", "dropFirst", "dropLast":
            return try stringSlice(.string(s), name, args, i, node: node)
        case "padding":
            let length = a.first?.asInt ?? s.count, pad = a.count > 1 ? a[1].asString ?? " " : " "
            if s.count >= length { return .string(String(s.prefix(length))) }
            var out = s
            while out.count < length { out += pad }
            return .string(String(out.prefix(length)))
        case "appending": return .string(s + text)
        case "lowercasedFirst": return nil
        case "isEmpty": return .bool(s.isEmpty)
        case "index" where args.first?.label == "after": return .int((a.first?.asInt ?? 0) + 1)
        case "index" where args.first?.label == "before": return .int((a.first?.asInt ?? 0) - 1)
        case "index" where args.count >= 2 && args[1].label == "offsetBy":
            let to = (a[0].asInt ?? 0) + (a[1].asInt ?? 0)
            // `limitedBy:`: nil past the limit, in the direction of the offset.
            if args.count > 2, let limit = a[2].asInt, let from = a[0].asInt,
               (a[1].asInt ?? 0) >= 0 ? (from <= limit && to > limit) : (from >= limit && to < limit) { return .null }
            return .int(to)
        case "distance" where args.count == 2: return .int((a[1].asInt ?? 0) - (a[0].asInt ?? 0))
        case "firstIndex" where args.first?.label == "of":
            return s.firstIndex(where: { String($0) == i.describe(a[0]) }).map { .int(s.distance(from: s.startIndex, to: $0)) } ?? .null
        // `s.range(of: "x")` (`options: .caseInsensitive`): the characters' offsets, as indices are here; nil when absent.
        case "range" where args.first?.label == "of":
            let caseless = optionNames(arg(args, "options")).contains("caseInsensitive")
            // Lower-cased alike when asked, where that keeps the characters' count (offsets hold).
            let base = caseless && s.lowercased().count == s.count ? s.lowercased() : s
            guard let r = base.firstRange(of: caseless ? i.describe(a[0]).lowercased() : i.describe(a[0])) else { return .null }
            return .range(lower: .int(base.distance(from: base.startIndex, to: r.lowerBound)), upper: .int(base.distance(from: base.startIndex, to: r.upperBound)), closed: false)
        case "index", "range": throw .unsupported("String.\(name)", node, "string indices")
        default: return try collection(s.map { .character($0) }, name, args, i, node: node, string: true)
        }
    }

    static func number(_ v: SwiftValue, _ d: Double, _ name: String, _ a: [SwiftValue], _ i: Interpreter, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        func same(_ x: Double) -> SwiftValue {
            switch v {
            case .float: return .float(Float(x))
            case .int: return .int(Int(x))
            default: return .double(x)
            }
        }
        switch name {
        case "rounded":
            let rule: FloatingPointRoundingRule
            switch a.first {
            case .enumCase(_, "up", _)?: rule = .up
            case .enumCase(_, "down", _)?: rule = .down
            case .enumCase(_, "towardZero", _)?: rule = .towardZero
            case .enumCase(_, "toNearestOrEven", _)?: rule = .toNearestOrEven
            default: rule = .toNearestOrAwayFromZero
            }
            return same(d.rounded(rule))
        case "truncatingRemainder", "remainder":
            guard let b = a.first?.asDouble else { return nil }
            return same(d.truncatingRemainder(dividingBy: b))
        case "squareRoot": return same(d.squareRoot())
        case "isMultiple":
            guard let n = v.asInt, let m = a.first?.asInt else { return nil }
            return .bool(m == 0 ? n == 0 : n % m == 0)
        case "clamped":
            guard case .range(let lo, let hi, _)? = a.first, let l = lo.asDouble, let h = hi.asDouble else { return nil }
            return same(min(max(d, l), h))
        case "advanced": return same(d + (a.first?.asDouble ?? 0))
        case "distance": return same((a.first?.asDouble ?? 0) - d)
        case "signum": return same(d > 0 ? 1 : d < 0 ? -1 : 0)
        default: return nil
        }
    }

    static func collection(_ items: [SwiftValue], _ name: String, _ args: [Argument], _ i: Interpreter, node: some SyntaxProtocol,
                           range: SwiftValue? = nil, string: Bool = false) throws(SwiftError) -> SwiftValue? {
        let a = args.map(\.value)
        func call(_ f: SwiftValue, _ xs: SwiftValue...) throws(SwiftError) -> SwiftValue {
            try i.invoke(f, xs.map { Argument(label: nil, value: $0, node: Syntax(node)) }, node: node)
        }
        func test(_ f: SwiftValue, _ x: SwiftValue) throws(SwiftError) -> Bool {
            guard case .bool(let b) = try call(f, x) else { throw .unsupported(".\(name)", node, "the closure does not return a Bool") }
            return b
        }
        func wrap(_ xs: [SwiftValue]) -> SwiftValue { string ? .string(xs.compactMap(\.asString).joined()) : .array(xs) }
        let f = a.first
        switch name {
        case "map":
            guard let f else { return nil }
            var out: [SwiftValue] = []
            out.reserveCapacity(items.count)
            for x in items { out.append(try call(f, x)) }
            return .array(out)
        case "compactMap":
            guard let f else { return nil }
            var out: [SwiftValue] = []
            for x in items { let y = try call(f, x); if !y.isNil { out.append(y) } }
            return .array(out)
        case "flatMap":
            guard let f else { return nil }
            var out: [SwiftValue] = []
            for x in items { out += try i.elements(of: try call(f, x), node: node) }
            return .array(out)
        case "filter":
            guard let f else { return nil }
            var out: [SwiftValue] = []
            for x in items where try test(f, x) { out.append(x) }
            return wrap(out)
        case "forEach":
            guard let f else { return nil }
            for x in items { _ = try call(f, x) }
            return .void
        case "reduce" where args.first?.label == "into":
            // `reduce(into: 0) { $0 += $1.count }`: the closure changes its first parameter (`inout`).
            guard a.count == 2, case .closure(let c) = a[1] else { return nil }
            var acc = a[0]
            for x in items { acc = try i.invokeChangingFirst(c, [acc, x], node: node) }
            return acc
        case "reduce":
            guard a.count == 2 else { return nil }
            var acc = a[0]
            for x in items { acc = try call(a[1], acc, x) }
            return acc
        case "joined":
            let sep = args.first { $0.label == "separator" }?.value.asString ?? ""
            if items.allSatisfy({ if case .array = $0 { return true }; return false }) && !items.isEmpty {
                return .array(items.flatMap { x -> [SwiftValue] in if case .array(let y) = x { return y }; return [] })
            }
            return .string(items.map { i.describe($0) }.joined(separator: sep))
        case "contains":
            if let f, case .closure = f { for x in items where try test(f, x) { return .bool(true) }; return .bool(false) }
            if let f, case .bound = f { for x in items where try test(f, x) { return .bool(true) }; return .bool(false) }
            if let r = range, case .range(let lo, let hi, let closed) = r, let x = f {
                guard let l = Interpreter.compare(x, lo), let h = Interpreter.compare(x, hi) else { return .bool(false) }
                return .bool(l >= 0 && (closed ? h <= 0 : h < 0))
            }
            return .bool(items.contains { Interpreter.equal($0, f ?? .null) })
        case "allSatisfy":
            guard let f else { return nil }
            for x in items where !(try test(f, x)) { return .bool(false) }
            return .bool(true)
        case "first", "last":
            guard let f else { return name == "first" ? items.first ?? .null : items.last ?? .null }
            for x in (name == "first" ? items : items.reversed()) where try test(f, x) { return x }
            return .null
        case "firstIndex", "lastIndex":
            let order = name == "firstIndex" ? Array(items.indices) : items.indices.reversed()
            for j in order {
                if let f, args.first?.label == "where" { if try test(f, items[j]) { return .int(j) } }
                else if Interpreter.equal(items[j], f ?? .null) { return .int(j) }
            }
            return .null
        case "count":
            guard let f else { return .int(items.count) }
            var n = 0
            for x in items where try test(f, x) { n += 1 }
            return .int(n)
        // `sorted(using: KeyPathComparator(\.qty, order: .reverse))`, `[SortDescriptor(\.a), ...]`:
        // by each comparator's key in turn, the next breaking a tie.
        case "sorted" where args.first?.label == "using":
            let comparators: [SwiftValue.Opaque] = {
                switch f {
                case .opaque(let o)?: return [o]
                case .array(let list)?: return list.compactMap { if case .opaque(let o) = $0 { return o }; return nil }
                default: return []
                }
            }()
            var keyed: [(item: SwiftValue, keys: [SwiftValue])] = []
            for x in items {
                var keys: [SwiftValue] = []
                for c in comparators { keys.append(try c.settings["_"].map { k throws(SwiftError) in try call(k, x) } ?? .null) }
                keyed.append((x, keys))
            }
            let reverse = comparators.map { enumName($0.settings["order"]) == "reverse" }
            // A stable sort, as Swift's is.
            let order = keyed.indices.sorted { a, b in
                for (k, r) in reverse.enumerated() {
                    guard let c = Interpreter.compare(keyed[a].keys[k], keyed[b].keys[k]), c != 0 else { continue }
                    return r ? c > 0 : c < 0
                }
                return a < b
            }
            return wrap(order.map { keyed[$0].item })
        case "sorted", "min", "max":
            var out = items
            var failure: SwiftError?
            if let f {
                out.sort { x, y in
                    do throws(SwiftError) { guard case .bool(let b) = try call(f, x, y) else { return false }; return b } catch { failure = error; return false }
                }
            } else {
                out.sort { Interpreter.compare($0, $1).map { $0 < 0 } ?? false }
            }
            if let failure { throw failure }
            if name == "min" { return out.first ?? .null }
            if name == "max" { return out.last ?? .null }
            return wrap(out)
        case "reversed": return wrap(items.reversed())
        case "enumerated": return .array(items.enumerated().map { .tuple([("offset", .int($0.offset)), ("element", $0.element)]) })
        case "prefix":
            if let f, case .closure = f { var out: [SwiftValue] = []; for x in items { if try test(f, x) { out.append(x) } else { break } }; return wrap(out) }
            return wrap(Array(items.prefix(max(0, f?.asInt ?? 0))))
        case "suffix": return wrap(Array(items.suffix(max(0, f?.asInt ?? 0))))
        case "dropFirst": return wrap(Array(items.dropFirst(max(0, f?.asInt ?? 1))))
        case "dropLast": return wrap(Array(items.dropLast(max(0, f?.asInt ?? 1))))
        case "randomElement": return try random(items, name, i, node: node)
        case "shuffled":
            guard case .array(let xs) = try random(items, name, i, node: node) else { return nil }
            return wrap(xs)
        case "index":
            guard let n = items.indices.first, let by = args.first(where: { $0.label == "offsetBy" })?.value.asInt else { return nil }
            return .int((f?.asInt ?? n) + by)
        case "split":
            let sep = f ?? .null
            var out: [SwiftValue] = [], cur: [SwiftValue] = []
            for x in items { if Interpreter.equal(x, sep) { if !cur.isEmpty { out.append(wrap(cur)) }; cur = [] } else { cur.append(x) } }
            if !cur.isEmpty { out.append(wrap(cur)) }
            return .array(out)
        case "append", "insert", "remove", "removeAll", "removeFirst", "removeLast":
            throw .unsupported(".\(name)", node, "mutating a collection in place")
        default: return nil
        }
    }

    static func opaque(_ o: SwiftValue.Opaque, _ name: String, _ args: [Argument], _ i: Interpreter, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        let a = args.map(\.value)
        if let v = try storageCall(o, name, args, i, node: node) { return v }
        if let v = try imageRendererCall(o, name, args, i, node: node) { return v }
        if let v = axisValue(o, name, args) { return v }
        // `attributed.size()`: its text in its own attributes.
        if o.kind == "AttributedString", let s = o.settings["_"].map(i.describe),
           let size = measuredText(s, name, args, attributes: o.settings["attributes"] ?? .dictionary([]), i) {
            return size
        }
        switch (o.kind, name) {
        case ("GeometryProxy", "frame"):
            // `geometry.frame(in: .local)`: the reader's own rect, at zero. Where it
            // stands on the screen (`.global`, a named space) is not known.
            guard case .enumCase(_, "local", _)? = a.first, case .opaque(let size)? = o.settings["size"],
                  let w = size.settings["width"]?.asDouble, let h = size.settings["height"]?.asDouble else {
                throw .unsupported("GeometryProxy.frame(in: \(a.first.map { i.describe($0) } ?? ""))", node, "only .local is known: where the view stands on the screen is not")
            }
            return rectValue(ViewPath.Rect(x: 0, y: 0, width: w, height: h))
        case ("CGRect", _):
            return rect(of: .opaque(o)).flatMap { rectMethod($0, name, args) }
        case ("GraphicsContext", _):
            return try graphicsContextCall(o, name, args, i, node: node)
        // `image.pngData()`, `.jpegData(compressionQuality:)`: the image's pixels as bytes
        // (PNG for both: they are only read back, by `UIImage(data:)`); nil for a symbol.
        case ("UIImage", "pngData"), ("UIImage", "jpegData"):
            guard let n = o.settings["name"]?.asString, let image = i.resources.image(n, dark: i.appearance.isDark), image.isDecoded,
                  let png = AssetImageStore.encodePNG(image.pixels, width: image.width, height: image.height) else { return .null }
            return data(png)
        // `.withRenderingMode(.alwaysTemplate)`: drawn as `Image(...).renderingMode(.template)` is.
        case ("UIImage", "withRenderingMode"):
            let mode = ["alwaysTemplate": "template", "alwaysOriginal": "original"][enumName(a.first) ?? ""]
            return .opaque(.init(o.kind, o.settings.merging(["renderingMode": mode.map { .enumCase(type: "", name: $0, payload: []) } ?? .null]) { _, b in b }))
        case ("ByteCountFormatter", "string"):
            guard let n = a.first?.asDouble else { return nil }
            let style = enumName(o.settings["countStyle"]) ?? "file"
            return .string(Formatting.byteCount(n, binary: style == "memory" || style == "binary", locale: formatterLocale(o, i)))
        case ("MeasurementFormatter", "string"):
            return try a.first.flatMap { v throws(SwiftError) in try measurementFormatterString(o, v, i, node: node) }
        case ("Measurement", "converted"):
            return measurementMethod(.opaque(o), name, args)
        // `f.setLocalizedDateFormatFromTemplate("jmm")`: the fields the template names, written as the locale writes them.
        case ("DateFormatter", "setLocalizedDateFormatFromTemplate"):
            o.settings["dateTemplate"] = a.first ?? .null
            o.settings["dateFormat"] = nil
            return .void
        case ("DateFormatter", "string"), ("ISO8601DateFormatter", "string"):
            guard case .date(let d)? = a.first else { return .string("") }
            if o.kind == "ISO8601DateFormatter" {
                return .string(Formatting.iso8601(d, fractionalSeconds: optionNames(o.settings["formatOptions"]).contains("withFractionalSeconds")))
            }
            let zone = formatterTimeZone(o, i)
            if let f = o.settings["dateFormat"]?.asString { return .string(Formatting.pattern(f, d, zone, locale: formatterLocale(o, i))) }
            if let t = o.settings["dateTemplate"]?.asString {
                return .string(dateStyle("dateTime", templateFields(t), d, zone, formatterLocale(o, i).withoutDayPeriods))
            }
            let relative = o.settings["doesRelativeDateFormatting"]?.asBool == true
            return .string(Formatting.dateAndTime(enumName(o.settings["dateStyle"]), enumName(o.settings["timeStyle"]), d, zone,
                                                  locale: formatterLocale(o, i), relativeTo: relative ? i.input.now : nil))
        case ("ISO8601DateFormatter", "date"):
            guard let text = a.first?.asString else { return .null }
            let options = optionNames(o.settings["formatOptions"])
            let dateOnly = options.contains("withFullDate") && options.isDisjoint(with: ["withInternetDateTime", "withTime", "withFullTime"])
            return Formatting.parseISO8601(text, fractionalSeconds: options.contains("withFractionalSeconds"), dateOnly: dateOnly).map { .date($0) } ?? .null
        case ("DateFormatter", "date"):
            guard let f = o.settings["dateFormat"]?.asString else { throw .unsupported("DateFormatter.date(from:)", node, "parsing dates by dateStyle") }
            guard let text = a.first?.asString else { return .null }
            return Formatting.parseDate(text, pattern: f, zone: formatterTimeZone(o, i), locale: formatterLocale(o, i))
                .map { .date($0) } ?? .null
        case ("Calendar", "startOfDay"):
            guard case .date(let d)? = a.first else { return nil }
            return .date(Formatting.startOfDay(d, i.input.timeZone))
        case ("NumberFormatter", "string"):
            guard let n = a.first?.asDouble else { return .null }
            let minF = o.settings["minimumFractionDigits"]?.asInt ?? 0
            let maxF = o.settings["maximumFractionDigits"]?.asInt ?? (o.settings["minimumFractionDigits"]?.asInt ?? 0)
            let styleName: String = { if case .enumCase(_, let s, _)? = o.settings["numberStyle"] { return s }; return "none" }()
            if styleName == "currency" {
                return .string(Formatting.currency(n, code: o.settings["currencyCode"]?.asString ?? "USD", locale: formatterLocale(o, i)))
            }
            let grouping = o.settings["usesGroupingSeparator"]?.asBool ?? (styleName != "none")
            let body: String
            switch styleName {
            case "percent": body = Formatting.percent(abs(n) * 100, minFraction: minF, maxFraction: maxF, locale: formatterLocale(o, i))
            case "spellOut" where n == n.rounded() && abs(n) < 1e15: return .string(Formatting.spelledOut(Int(n)))
            case "ordinal" where abs(n) < 1e15: return .string(Formatting.ordinal(Int(n.rounded())))
            case "decimal": body = Formatting.number(abs(n), minFraction: minF, maxFraction: max(maxF, o.settings["maximumFractionDigits"] == nil ? 3 : maxF), grouping: grouping, locale: formatterLocale(o, i))
            default: body = Formatting.number(abs(n), minFraction: minF, maxFraction: maxF, grouping: grouping, locale: formatterLocale(o, i))
            }
            // A sign of its own (`positivePrefix = "+"`) replaces the usual one; zero, as printed, is positive.
            let negative = n < 0 && Formatting.showsSign(body)
            let prefix = o.settings[negative ? "negativePrefix" : "positivePrefix"]?.asString ?? (negative ? "-" : "")
            let suffix = o.settings[negative ? "negativeSuffix" : "positiveSuffix"]?.asString ?? ""
            return .string(prefix + body + suffix)
        case ("RelativeDateTimeFormatter", "localizedString"):
            // `localizedString(for: date, relativeTo: now)`, `(fromTimeInterval: seconds)` from now.
            guard let d = a.first?.asDouble else { return .string("") }
            let now = arg(args, "relativeTo")?.asDouble ?? i.input.now
            let date = args.first?.label == "for" ? d : i.input.now + d
            return .string(Formatting.relativeDate(date, now: now, zone: i.input.timeZone, named: enumName(o.settings["dateTimeStyle"]) == "named",
                                                   units: .init(enumName(o.settings["unitsStyle"])), locale: formatterLocale(o, i)))
        case ("DateComponentsFormatter", "string"):
            // `string(from: seconds)`, `string(from: start, to: end)`.
            guard let d = a.first?.asDouble else { return .null }
            let seconds = args.count == 2 && args[1].label == "to" ? (a[1].asDouble ?? d) - d : d
            return .string(Formatting.dateComponents(seconds, allowed: optionNames(o.settings["allowedUnits"]),
                                                     style: enumName(o.settings["unitsStyle"]) ?? "positional",
                                                     maximumUnitCount: o.settings["maximumUnitCount"]?.asInt ?? 0,
                                                     pad: optionNames(o.settings["zeroFormattingBehavior"]).contains("pad")))
        case ("Calendar", "component"):
            guard a.count == 2, case .enumCase(_, let unit, _) = a[0], case .date(let d) = a[1] else { return nil }
            let p = Formatting.Parts(d, i.input.timeZone)
            switch unit {
            case "hour": return .int(p.hour)
            case "minute": return .int(p.minute)
            case "second": return .int(p.second)
            case "day": return .int(p.day)
            case "month": return .int(p.month)
            case "year": return .int(p.year)
            case "weekday": return .int(p.weekday + 1)
            default: return nil
            }
        case ("Calendar", "dateComponents"):
            return dateComponents(args, i)
        case ("Calendar", "isDateInToday"), ("Calendar", "isDateInTomorrow"), ("Calendar", "isDateInYesterday"):
            guard case .date(let d)? = a.first else { return nil }
            let shift: Double = name == "isDateInTomorrow" ? 86_400 : name == "isDateInYesterday" ? -86_400 : 0
            return .bool(sameDay(d, i.input.now + shift, i.input.timeZone))
        case ("Calendar", "isDate"):
            // isDate(a, inSameDayAs: b)
            guard a.count == 2, args.last?.label == "inSameDayAs", case .date(let d) = a[0], case .date(let e) = a[1] else { return nil }
            return .bool(sameDay(d, e, i.input.timeZone))
        case ("Calendar", "date"):
            return calendarDate(args, i)
        default:
            return nil
        }
    }

    /// `dateComponents([.hour, .minute], from: a, to: b)`: the time between
    /// them in the units asked, largest first, each whole (toward zero), as a
    /// countdown reads it; `dateComponents([.hour], from: date)`: the date's
    /// own fields. Units not asked are nil; months and years between two
    /// dates are not counted (nil).
    static func dateComponents(_ args: [Argument], _ i: Interpreter) -> SwiftValue? {
        guard case .array(let list)? = args.first?.value, case .date(let from)? = arg(args, "from") else { return nil }
        let units = Set(list.compactMap(enumName))
        var fields: [String: SwiftValue] = [:]
        for u in ["year", "month", "day", "hour", "minute", "second", "weekday", "nanosecond"] { fields[u] = .null }
        if case .date(let to)? = arg(args, "to") {
            var left = (to - from).rounded(.towardZero)
            for (u, seconds) in [("day", 86_400.0), ("hour", 3600), ("minute", 60), ("second", 1)] where units.contains(u) {
                let n = (left / seconds).rounded(.towardZero)
                fields[u] = .int(Int(n)); left -= n * seconds
            }
        } else {
            let p = Formatting.Parts(from, i.input.timeZone)
            let own: [String: Int] = ["year": p.year, "month": p.month, "day": p.day, "hour": p.hour, "minute": p.minute,
                                      "second": p.second, "weekday": p.weekday + 1]
            for u in units { if let v = own[u] { fields[u] = .int(v) } }
        }
        return .opaque(.init("DateComponents", fields))
    }

    /// `Calendar.date(...)` in the zone the views print for:
    /// `date(byAdding: .hour, value: n, to: d)` (a month or year keeps the
    /// day, or the month's last, as `Calendar` does), `date(from: components)`
    /// (a field not set is the first: January, the 1st, midnight; one past
    /// its range carries, 25 hours being the next day's first),
    /// `date(bySettingHour:minute:second:of:)`.
    static func calendarDate(_ args: [Argument], _ i: Interpreter) -> SwiftValue? {
        let zone = i.input.timeZone
        func labelled(_ l: String) -> SwiftValue? { args.first { $0.label == l }?.value }
        // The value as a number (an `Int` the app computed may be held as a Double here).
        if case .enumCase(_, let u, _)? = labelled("byAdding"), let v = labelled("value")?.asDouble, v.isFinite, abs(v) < 1e12,
           case .date(let d)? = labelled("to") {
            let n = Int(v.rounded())
            let fixed: [String: Int] = ["second": 1, "minute": 60, "hour": 3600, "day": 86_400, "weekOfYear": 604_800, "weekOfMonth": 604_800]
            if let seconds = fixed[u] { return .date(d + Double(n * seconds)) }
            guard u == "month" || u == "year" else { return nil }
            let wall = Formatting.wall(d, zone)
            return .date(Formatting.unix(local: Formatting.step(u == "year" ? .year : .month, wall, n), zone))
        }
        if case .opaque(let o)? = labelled("from"), o.kind == "DateComponents" {
            func field(_ n: String, _ fallback: Int) -> Int { o.settings[n]?.asInt ?? fallback }
            let day = CivilDate(year: field("year", 1), month: 1, day: 1)
            // Months past December carry into the years, as days and hours carry below.
            let months = field("month", 1) - 1
            let start = CivilDate(year: day.year + Int((Double(months) / 12).rounded(.down)), month: ((months % 12) + 12) % 12 + 1, day: 1)
            let local = (start.daysSinceEpoch + field("day", 1) - 1) * 86_400 + field("hour", 0) * 3600 + field("minute", 0) * 60 + field("second", 0)
            return .date(Formatting.unix(local: local, zone))
        }
        if let h = labelled("bySettingHour")?.asInt, case .date(let d)? = labelled("of") {
            let local = Formatting.wall(Formatting.startOfDay(d, zone), zone) + h * 3600
                + (labelled("minute")?.asInt ?? 0) * 60 + (labelled("second")?.asInt ?? 0)
            return .date(Formatting.unix(local: local, zone))
        }
        return nil
    }

    /// Two instants on one calendar day in the zone the views print for.
    static func sameDay(_ d: Double, _ e: Double, _ zone: Zone) -> Bool {
        let p = Formatting.Parts(d, zone), q = Formatting.Parts(e, zone)
        return p.year == q.year && p.month == q.month && p.day == q.day
    }
}

extension Builtins {
    /// A range's methods answered by its bounds, for any Comparable (a
    /// `ClosedRange<Date>` has no elements to walk): `contains`, `overlaps`,
    /// `clamped(to:)`. Nil: not one of them, or bounds that do not compare.
    static func rangeBounds(_ lo: SwiftValue, _ hi: SwiftValue, _ closed: Bool, _ name: String, _ first: SwiftValue?) -> SwiftValue? {
        func below(_ a: SwiftValue, _ b: SwiftValue, orEqual: Bool) -> Bool? {
            Interpreter.compare(a, b).map { orEqual ? $0 <= 0 : $0 < 0 }
        }
        switch (name, first) {
        case ("contains", let x?) where x.asInt == nil || lo.asInt == nil:
            guard let a = below(lo, x, orEqual: true), let b = below(x, hi, orEqual: closed) else { return nil }
            return .bool(a && b)
        case ("overlaps", .range(let lo2, let hi2, let closed2)?):
            // Two ranges share a point; an empty half-open one shares none.
            guard let a = below(lo, hi2, orEqual: closed2 && closed), let b = below(lo2, hi, orEqual: closed2 && closed),
                  let e1 = below(lo, hi, orEqual: closed), let e2 = below(lo2, hi2, orEqual: closed2) else { return nil }
            return .bool(a && b && e1 && e2)
        case ("clamped", .range(let lo2, let hi2, _)?):
            guard let c1 = Interpreter.compare(lo, lo2), let c2 = Interpreter.compare(hi, hi2) else { return nil }
            let l = c1 < 0 ? lo2 : lo, h = c2 > 0 ? hi2 : hi
            if let lh = Interpreter.compare(l, h), lh > 0 { return .range(lower: h, upper: h, closed: closed) }
            return .range(lower: l, upper: h, closed: closed)
        default: return nil
        }
    }
}
