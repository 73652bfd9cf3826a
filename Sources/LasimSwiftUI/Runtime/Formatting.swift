#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LasimModel

/// Numbers and dates as an iPhone set to US English prints them, and C's
/// `printf` formats (`String(format:)`, `specifier:`) as Foundation does.
enum Formatting {
    /// `%d %.1f %@ %s %x %%`, with flags, width and precision; `%@` and
    /// `%s` print a value's description; `decimal` separates a `%f`'s fraction.
    static func printf(_ format: String, _ args: [SwiftValue], decimal: String = ".", describe: (SwiftValue) -> String) -> String {
        var out = ""
        var chars = Substring(format)
        var next = 0
        while let ch = chars.popFirst() {
            guard ch == "%" else { out.append(ch); continue }
            // Positional `%1$@`.
            let position = PrintfSpecifier.position(&chars).map { $0 - 1 }
            let spec = "%" + PrintfSpecifier.flags(&chars)
            // The length is the argument's: integers are passed as 64 bits (`ll`).
            _ = PrintfSpecifier.length(&chars)
            guard let conv = chars.popFirst() else { out += spec; break }
            if conv == "%" { out.append("%"); continue }
            let index = position ?? next
            if position == nil { next += 1 }
            let arg = index < args.count ? args[index] : .int(0)
            switch conv {
            case "d", "i", "u", "x", "X", "o", "c":
                let n = arg.asInt ?? 0
                out += c(spec + "ll" + String(conv), int: n)
            case "f", "F", "e", "E", "g", "G", "a", "A":
                let text = c(spec + String(conv), double: arg.asDouble ?? 0)
                out += decimal == "." ? text : text.replacing(".", with: decimal)
            case "@", "s", "S":
                let text = describe(arg)
                // Width and precision apply to strings as well.
                out += c(spec + "s", string: text)
            default:
                out += spec + String(conv)
            }
        }
        return out
    }

    private static func c(_ spec: String, int: Int) -> String {
        withVaList([Int64(int)]) { format(spec, $0) }
    }

    private static func c(_ spec: String, double: Double) -> String {
        withVaList([double]) { format(spec, $0) }
    }

    private static func c(_ spec: String, string: String) -> String {
        string.withCString { p in withVaList([p]) { format(spec, $0) } }
    }

    private static func format(_ spec: String, _ args: CVaListPointer) -> String {
        var buffer = [CChar](repeating: 0, count: 512)
        let n = vsnprintf(&buffer, buffer.count, spec, args)
        guard n >= 0 else { return "" }
        return String(decoding: buffer.prefix(min(Int(n), buffer.count - 1)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    // MARK: - Numbers

    /// `1234.5` -> "1,234.5": grouping, between `minFraction` and
    /// `maxFraction` digits, rounded half to even as ICU does.
    static func number(_ value: Double, minFraction: Int = 0, maxFraction: Int = 3, grouping: Bool = true,
                       locale: FormatLocale = .enUS) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        let digits = min(15, max(0, maxFraction))
        var text = c("%.\(digits)f", double: value)
        var negative = false
        if text.hasPrefix("-") { negative = true; text.removeFirst() }
        var parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var fraction = parts.count > 1 ? parts[1] : ""
        while fraction.count > minFraction, fraction.hasSuffix("0") { fraction.removeLast() }
        var whole = parts[0]
        if grouping {
            var grouped = ""
            for (i, ch) in whole.reversed().enumerated() {
                if i > 0 && i % 3 == 0 { grouped.append(contentsOf: locale.grouping.reversed()) }
                grouped.append(ch)
            }
            whole = String(grouped.reversed())
        }
        parts = [whole] + (fraction.isEmpty ? [] : [fraction])
        let body = parts.joined(separator: locale.decimal)
        return (negative && showsSign(body) ? "-" : "") + body
    }

    /// A negative number that prints as zero ("0.0") is printed without its sign, as Foundation does.
    /// "1st", "2nd", "3rd", "4th", "11th", "21st", "112th": US English ordinals.
    static func ordinal(_ n: Int) -> String {
        let last2 = abs(n) % 100, last = abs(n) % 10
        let suffix = (11...13).contains(last2) ? "th" : last == 1 ? "st" : last == 2 ? "nd" : last == 3 ? "rd" : "th"
        return number(Double(n), maxFraction: 0) + suffix
    }

    /// A whole number in US English words, as ICU's spell-out rules write
    /// it: "twenty-one", "one hundred five", "minus three".
    static func spelledOut(_ n: Int) -> String {
        if n < 0 { return "minus " + spelledOut(n == Int.min ? Int.max : -n) }
        let ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
                    "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
        let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
        if n < 20 { return ones[n] }
        if n < 100 { return tens[n / 10] + (n % 10 == 0 ? "" : "-" + ones[n % 10]) }
        if n < 1000 { return ones[n / 100] + " hundred" + (n % 100 == 0 ? "" : " " + spelledOut(n % 100)) }
        for (size, name) in [(1_000_000_000_000, "trillion"), (1_000_000_000, "billion"), (1_000_000, "million"), (1000, "thousand")] where n >= size {
            return spelledOut(n / size) + " " + name + (n % size == 0 ? "" : " " + spelledOut(n % size))
        }
        return "\(n)"
    }

    static func showsSign(_ printed: String) -> Bool { printed.contains { $0.isNumber && $0 != "0" } }

    static func currency(_ value: Double, code: String, locale: FormatLocale = .enUS) -> String {
        let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CNY": "CN¥", "RUB": "₽", "INR": "₹", "CAD": "CA$", "AUD": "A$"]
        let digits = code == "JPY" ? 0 : 2
        let n = number(abs(value), minFraction: digits, maxFraction: digits, locale: locale)
        let symbol = locale.currencySymbols[code.uppercased()] ?? symbols[code.uppercased()] ?? code.uppercased()
        if locale.symbolFirst { return (value < 0 ? "-" : "") + symbol + (locale.symbolSpace ?? (symbol.count > 2 ? "\u{a0}" : "")) + n }
        return (value < 0 ? "-" : "") + n + "\u{a0}" + symbol
    }

    static func percent(_ value: Double, minFraction: Int, maxFraction: Int, grouping: Bool = true, locale: FormatLocale = .enUS) -> String {
        let n = number(value, minFraction: minFraction, maxFraction: maxFraction, grouping: grouping, locale: locale)
        return locale.percentFirst ? "%" + locale.percentSpace + n : n + locale.percentSpace + "%"
    }

    // MARK: - Dates


    struct Parts {
        var year, month, day, hour, minute, second, weekday: Int
        init(_ unix: Double, _ zone: Zone) {
            let (date, secondOfDay) = zone.local(unix)
            year = date.year; month = date.month; day = date.day
            hour = secondOfDay / 3600; minute = secondOfDay % 3600 / 60; second = secondOfDay % 60
            weekday = date.weekday
        }
    }

    /// A `DateFormatter.dateFormat` pattern (`HH:mm`, `EEE d MMM`, `h:mm a`).
    static func pattern(_ p: String, _ unix: Double, _ zone: Zone, locale: FormatLocale = .enUS) -> String {
        let d = Parts(unix, zone)
        var out = ""
        var chars = Array(p)[...]
        while let c = chars.first {
            if c == "'" {
                chars.removeFirst()
                if chars.first == "'" { out.append("'"); chars.removeFirst(); continue }
                while let q = chars.popFirst(), q != "'" { out.append(q) }
                continue
            }
            guard c.isLetter else { out.append(c); chars.removeFirst(); continue }
            let run = chars.prefix { $0 == c }.count
            chars = chars.dropFirst(run)
            func pad(_ n: Int, _ w: Int) -> String { zeroPadded(n, w) }
            let hour12 = d.hour % 12 == 0 ? 12 : d.hour % 12
            switch c {
            case "y": out += run == 2 ? pad(d.year % 100, 2) : pad(d.year, run)
            case "M", "L":
                // `LLLL`: the month alone, in the name it takes alone.
                let names = c == "L" ? locale.monthsStandalone ?? locale.months : locale.months
                let short = c == "L" ? locale.monthsShortStandalone ?? locale.monthsShort : locale.monthsShort
                out += run == 5 ? String(names[d.month - 1].prefix(1))
                    : run >= 4 ? names[d.month - 1] : run == 3 ? short[d.month - 1] : pad(d.month, run)
            case "d": out += pad(d.day, run)
            case "E", "e", "c":
                // `cccc`, `ccc`: the weekday alone, in the name it takes alone.
                let names = c == "c" ? locale.weekdaysStandalone ?? locale.weekdays : locale.weekdays
                let short = c == "c" ? locale.weekdaysShortStandalone ?? locale.weekdaysShort : locale.weekdaysShort
                out += run == 5 ? locale.weekdaysNarrow[d.weekday] : run == 6 ? String(names[d.weekday].prefix(2))
                    : run >= 4 ? names[d.weekday] : short[d.weekday]
            case "H": out += pad(d.hour, run)
            case "k": out += pad(d.hour == 0 ? 24 : d.hour, run)
            case "h": out += pad(hour12, run)
            case "K": out += pad(d.hour % 12, run)
            case "m": out += pad(d.minute, run)
            case "s": out += pad(d.second, run)
            case "a": out += d.hour < 12 ? locale.am : locale.pm
            // CLDR's flexible day period ("晚上" for 22:13 in zh_TW), where the region has them; else AM/PM.
            case "B": out += locale.dayPeriods.last { $0.from <= d.hour }?.name ?? (d.hour < 12 ? locale.am : locale.pm)
            case "S": out += String(repeating: "0", count: run)
            case "z", "Z", "O", "v", "V", "x", "X":
                let offset = zone.secondsFromGMT(at: unix) / 60
                out += offset == 0 ? "GMT" : "GMT" + (offset < 0 ? "-" : "+") + String(abs(offset) / 60) + (abs(offset) % 60 == 0 ? "" : ":" + pad(abs(offset) % 60, 2))
            default: out += String(repeating: c, count: run)
            }
        }
        return out
    }

    /// `DateFormatter.Style` names: short, medium, long, full.
    static func date(_ style: String, _ unix: Double, _ zone: Zone, locale: FormatLocale = .enUS) -> String {
        guard let p = locale.dates[style] else { return "" }
        return pattern(p, unix, zone, locale: locale)
    }

    /// `Date.FormatStyle.DateStyle` names: numeric, abbreviated, long,
    /// complete. Foundation asks ICU for the style's fields
    /// (`FormatLocale.styleSkeleton`), not for `DateFormatter`'s dateStyle,
    /// and the region spells those fields its own way: German abbreviated
    /// "14. Nov. 2023" where DateFormatter's medium is "14.11.2023", Japanese
    /// and Korean abbreviated with the month's name, numeric with the whole
    /// year ("11/14/2023", "14.11.2023" where the short style has "11/14/23").
    static func formatStyleDate(_ style: String, _ unix: Double, _ zone: Zone, locale: FormatLocale = .enUS) -> String {
        guard ["numeric", "abbreviated", "long", "complete"].contains(style),
              let p = locale.fieldPattern(FormatLocale.styleSkeleton(style)) else { return "" }
        return pattern(p, unix, zone, locale: locale)
    }

    static func time(_ style: String, _ unix: Double, _ zone: Zone, locale: FormatLocale = .enUS) -> String {
        switch style {
        case "short", "shortened": return pattern(locale.time, unix, zone, locale: locale)
        case "medium", "standard": return pattern(locale.timeSeconds, unix, zone, locale: locale)
        case "long", "full", "complete": return pattern(locale.timeSeconds + " z", unix, zone, locale: locale)
        default: return ""
        }
    }

    /// A `DateFormatter`'s `dateStyle` and `timeStyle` together (nil or
    /// "none": left out), joined as "Nov 14, 2023, 10:13 PM". `relativeTo`:
    /// its `doesRelativeDateFormatting`, the date of a day near `now`'s
    /// written as the locale names it ("Today", "Tomorrow at 9:00 AM" in a
    /// long style); the time is never relative.
    static func dateAndTime(_ dateStyle: String?, _ timeStyle: String?, _ unix: Double, _ zone: Zone,
                            locale: FormatLocale = .enUS, relativeTo now: Double? = nil) -> String {
        let ts = timeStyle.map { time($0, unix, zone, locale: locale) } ?? ""
        let ds = dateStyle.map { date($0, unix, zone, locale: locale) } ?? ""
        if !ds.isEmpty, let now, let word = locale.relativeDays[floorDiv(wall(unix, zone), 86_400) - floorDiv(wall(now, zone), 86_400)] {
            guard !ts.isEmpty else { return word }
            return word + (dateStyle == "long" || dateStyle == "full" ? locale.relativeAtTime : ", ") + ts
        }
        return joined(ds, ts, skeleton: FormatLocale.styleSkeleton(dateStyle ?? ""), locale: locale)
    }

    /// A formatted date and time joined as the region joins a date of
    /// `skeleton`'s fields and a time (`FormatLocale.dateTimeGlue`); either
    /// alone where the other is empty.
    static func joined(_ date: String, _ time: String, skeleton: String, locale: FormatLocale) -> String {
        guard !date.isEmpty, !time.isEmpty else { return date + time }
        // The join's words, its quotes read as any pattern's ("{1} 'at' {0}"); braces and digits are no pattern letters.
        let glue = pattern(locale.dateTimeGlue(skeleton: skeleton), 0, .utc, locale: locale)
        return glue.replacing("{1}", with: date).replacing("{0}", with: time)
    }

    /// `Text(start...end)`: two times of one day as "9:30 – 11:45 AM" (the
    /// half of the day said once, "11:30 AM – 1:15 PM" when they differ);
    /// two days each with its short date, "11/14/23, 9:26 PM – 11/15/23, 12:13 AM".
    static func dateRange(_ lo: Double, _ hi: Double, _ zone: Zone, locale: FormatLocale = .enUS) -> String {
        let dash = locale.rangeDash
        guard floorDiv(wall(lo, zone), 86_400) == floorDiv(wall(hi, zone), 86_400) else {
            return dateAndTime("short", "short", lo, zone, locale: locale) + dash + dateAndTime("short", "short", hi, zone, locale: locale)
        }
        let end = time("short", hi, zone, locale: locale)
        // "9:13 – 10:13 PM": a trailing day period both ends share is written once.
        let bare = Builtins.withoutDayPeriod(locale.time)
        let sameHalf = locale.time.hasSuffix("a") && bare != locale.time && pattern("a", lo, zone, locale: locale) == pattern("a", hi, zone, locale: locale)
        let start = sameHalf ? pattern(bare, lo, zone, locale: locale) : time("short", lo, zone, locale: locale)
        return start + dash + end
    }

    /// `Text(date, style: .timer)`: m:ss, h:mm:ss past an hour.
    static func timer(_ seconds: Double, showsHours: Bool = true) -> String {
        let s = Int(max(0, seconds).rounded(.down))
        // `showsHours: false` counts the hours as minutes: 4,000 s is "66:40".
        let h = showsHours ? s / 3600 : 0, m = showsHours ? s % 3600 / 60 : s / 60, sec = s % 60
        let ss = zeroPadded(sec, 2)
        if h > 0 { return "\(h):" + zeroPadded(m, 2) + ":" + ss }
        return "\(m):" + ss
    }

    /// `n` with zeros before it to `width` digits ("07", "0042"); a clock's,
    /// a date pattern's and a duration's fields.
    static func zeroPadded(_ n: Int, _ width: Int) -> String {
        let digits = String(n)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// `.stopwatch(startingAt:)`: minutes and seconds two digits each, hours
    /// once past an hour (unless `showsHours: false`), then the fraction:
    /// "00:05.23", "45:30.12", "01:00:00.00"; nothing before the start.
    static func stopwatch(_ seconds: Double, showsHours: Bool, fractionDigits: Int) -> String {
        let step = pow(10, Double(fractionDigits))
        let ticks = Int((max(0, seconds) * step).rounded(.down)), whole = ticks / Int(step)
        let h = showsHours ? whole / 3600 : 0, m = showsHours ? whole % 3600 / 60 : whole / 60
        let clock = (h > 0 ? zeroPadded(h, 2) + ":" : "") + zeroPadded(m, 2) + ":" + zeroPadded(whole % 60, 2)
        guard fractionDigits > 0 else { return clock }
        return clock + "." + zeroPadded(ticks % Int(step), fractionDigits)
    }

    /// `Duration.formatted(.time(pattern: .minuteSecond))` "2:03", `.hourMinute`
    /// "0:02", `.hourMinuteSecond` "0:02:03" (also `.formatted()`), the first
    /// field padded as asked (`.minuteSecond(padMinuteToLength: 2)` "02:03");
    /// other styles as units, "2 min, 3 sec".
    static func duration(_ seconds: Double, _ kind: String, _ settings: [String: SwiftValue], locale: FormatLocale = .enUS) -> String {
        let s = Int(abs(seconds).rounded(.toNearestOrEven)), sign = seconds < 0 ? "-" : ""
        func two(_ n: Int) -> String { zeroPadded(n, 2) }
        var pattern = "hourMinuteSecond", padding: [(label: String?, value: SwiftValue)] = []
        if kind == "time", case .enumCase(_, let p, let payload)? = settings["pattern"] { (pattern, padding) = (p, payload) } else if kind == "units" {
            return sign + durationUnits(abs(seconds), settings, locale: locale)
        } else if kind != "number" {
            return sign + relative(Double(s))
        }
        let width = padding.first { $0.label?.hasPrefix("pad") == true }?.value.asInt ?? 1
        func lead(_ n: Int) -> String { zeroPadded(n, width) }
        switch pattern {
        case "minuteSecond": return sign + lead(s / 60) + ":" + two(s % 60)
        case "hourMinute": return sign + lead(s / 3600) + ":" + two(Int((Double(s % 3600) / 60).rounded(.toNearestOrEven)))
        default: return sign + lead(s / 3600) + ":" + two(s % 3600 / 60) + ":" + two(s % 60)
        }
    }

    /// `Duration.UnitsFormatStyle` (`.units(allowed:width:maximumUnitCount:)`)
    /// in US English: every allowed unit that is not zero (hours, minutes
    /// and seconds unless given), the smallest shown rounded to the
    /// nearest, at most `maximumUnitCount` of them; `.wide` in words ("1
    /// hour, 10 minutes, 32 seconds", Apple's example), else abbreviated
    /// ("2 min, 3 sec"; `.narrow` and `.condensedAbbreviated` too, which
    /// lasim has no source for). Nothing left is "0" of the smallest unit.
    /// Another region's units and joins are CLDR's ("1 Std., 2 Min.", "1時間 2分",
    /// "1 heure et 2 minutes"; `relativeCLDR`), where it has them.
    static func durationUnits(_ seconds: Double, _ settings: [String: SwiftValue], locale: FormatLocale = .enUS) -> String {
        let all: [(name: String, seconds: Double, short: String, word: String)] = [
            ("days", 86_400, "day", "day"), ("hours", 3600, "hr", "hour"), ("minutes", 60, "min", "minute"),
            ("seconds", 1, "sec", "second"), ("milliseconds", 0.001, "ms", "millisecond"),
        ]
        var allowed: Set<String> = ["hours", "minutes", "seconds"]
        if case .array(let names)? = settings["allowed"] { allowed = Set(names.compactMap { if case .enumCase(_, let n, _) = $0 { return n }; return nil }) }
        var units = all.filter { allowed.contains($0.name) }
        guard !units.isEmpty else { return "" }
        let wide = { if case .enumCase(_, "wide", _)? = settings["width"] { return true }; return false }()
        func counts(_ units: [(name: String, seconds: Double, short: String, word: String)]) -> [Int] {
            var rest = seconds
            return units.indices.map { k in
                if k == units.count - 1 { return Int((rest / units[k].seconds).rounded(.toNearestOrEven)) }
                let n = (rest / units[k].seconds).rounded(.down)
                rest -= n * units[k].seconds
                return Int(n)
            }
        }
        var n = counts(units)
        // At most that many units, from the largest one shown: the last of them rounded.
        if let most = settings["maximumUnitCount"]?.asInt, most > 0, let first = n.firstIndex(where: { $0 != 0 }),
           n.indices.filter({ $0 >= first && n[$0] != 0 }).count > most {
            units = Array(units[first..<min(units.count, first + most)])
            n = counts(units)
        }
        let shown = units.indices.filter { n[$0] != 0 }
        let words = relativeCLDR[locale.identifier], prefix = wide ? "unitsWide" : "units"
        let parts = (shown.isEmpty ? [units.count - 1] : shown).map { k -> String in
            let cldrName = units[k].word, form = pluralForm(n[k], language: locale.language)
            if let pattern = words?["\(prefix).\(cldrName).\(form)"] { return pattern.replacing("{0}", with: "\(n[k])") }
            let word = wide ? units[k].word : units[k].short
            return "\(n[k]) " + word + (n[k] == 1 || (!wide && word != "day") ? "" : "s")
        }
        guard let join = words?["\(prefix).join"] else { return parts.joined(separator: ", ") }
        // A list of units: a join that is a word ("et", "und") goes before the last only, commas before the others.
        let isWord = join.contains { $0.isLetter }
        return parts.enumerated().map { k, p in k == 0 ? p : (isWord && k < parts.count - 1 ? ", " : join) + p }.joined()
    }

    /// `Text(date, style: .offset)`, `seconds` from now to the date: its
    /// largest unit alone, whole, in words, a date to come with "-" and one
    /// gone with "+" (WidgetKit's "-11 minutes" 11 min 14 s ahead); another
    /// region's unit words are CLDR's ("-11 Minuten", "-11分").
    static func offset(_ seconds: Double, locale: FormatLocale = .enUS) -> String {
        let s = Int(abs(seconds).rounded(.down))
        let (size, name) = [(86_400, "day"), (3600, "hour"), (60, "minute"), (1, "second")].first { s >= $0.0 } ?? (1, "second")
        let n = s / size, sign = seconds > 0 ? "-" : "+"
        if let pattern = relativeCLDR[locale.identifier]?["unitsWide.\(name).\(pluralForm(n, language: locale.language))"] {
            return sign + pattern.replacing("{0}", with: "\(n)")
        }
        return sign + "\(n) " + name + (n == 1 ? "" : "s")
    }

    /// `Text(date, style: .relative)`: "5 min, 3 sec", "1 hr, 5 min", "2 days, 3 hr".
    static func relative(_ seconds: Double, locale: FormatLocale = .enUS) -> String {
        let s = Int(abs(seconds).rounded(.down))
        // Another region's abbreviated units and joiner, as CLDR writes them ("1 Std., 5 Min.", "1 ч 5 мин").
        let words = relativeCLDR[locale.identifier]
        let units: [(Int, String, String)] = [(86_400, "day", "day"), (3600, "hr", "hour"), (60, "min", "minute"), (1, "sec", "second")]
        var parts: [String] = []
        var rest = s
        for (size, name, unit) in units where rest >= size || (parts.isEmpty && size == 1) {
            let n = rest / size
            rest %= size
            if n == 0 && !parts.isEmpty { continue }
            if let pattern = words?["units.\(unit).\(pluralForm(n, language: locale.language))"] {
                parts.append(pattern.replacing("{0}", with: "\(n)"))
            } else {
                parts.append("\(n) " + (name == "day" && n != 1 ? "days" : name))
            }
            if parts.count == 2 { break }
        }
        return parts.joined(separator: words?["units.join"] ?? ", ")
    }
}
