import LasimModel

/// Dates read back from text, as Foundation's formatters read them:
/// `DateFormatter.date(from:)` by its `dateFormat` (what the pattern leaves
/// out is 1 January 2000, midnight, in the formatter's zone), and
/// `ISO8601DateFormatter.date(from:)`, which by default takes
/// `2023-11-15T08:30:00Z` or an offset, and fractional seconds only when its
/// `formatOptions` hold `.withFractionalSeconds`. Text that does not fit is nil.
extension Formatting {
    /// A date as Foundation writes ISO 8601 (`ISO8601DateFormatter`,
    /// `Date.ISO8601Format()`, `.formatted(.iso8601)`): in UTC, to the
    /// second, or to the millisecond with fractional seconds.
    static func iso8601(_ d: Double, fractionalSeconds: Bool = false) -> String {
        pattern(fractionalSeconds ? "yyyy-MM-dd'T'HH:mm:ss.SSS'Z'" : "yyyy-MM-dd'T'HH:mm:ss'Z'", d, .utc)
    }

    static func parseISO8601(_ s: String, fractionalSeconds: Bool, dateOnly: Bool) -> Double? {
        let hasFraction = s.count > 19 && Array(s)[19] == "."
        if dateOnly { return s.count == 10 ? ISO8601.unixSeconds(s) : nil }
        guard s.count > 10, hasFraction == fractionalSeconds, Array(s)[10] == "T" else { return nil }
        return ISO8601.unixSeconds(s)
    }

    /// Wall-clock seconds (a day's count times 86,400 plus the second of the
    /// day) in `zone` as Unix seconds.
    static func unix(local: Int, _ zone: Zone) -> Double {
        let guess = Double(local - zone.secondsFromGMT(at: Double(local)))
        return Double(local - zone.secondsFromGMT(at: guess))
    }

    /// `Calendar.startOfDay(for:)`: midnight of the date's day in `zone`.
    static func startOfDay(_ unix: Double, _ zone: Zone) -> Double {
        let (date, _) = zone.local(unix)
        return Self.unix(local: date.daysSinceEpoch * 86_400, zone)
    }

    static func parseDate(_ text: String, pattern: String, zone: Zone, locale: FormatLocale = .enUS) -> Double? {
        var s = Substring(text), p = Substring(pattern)
        var year = 2000, month = 1, day = 1, hour = 0, minute = 0, second = 0, fraction = 0.0
        var pm: Bool?, offset: Int?
        func digits(_ most: Int) -> Int? {
            let run = s.prefix(most).prefix { $0.isASCII && $0.isNumber }
            guard !run.isEmpty, let n = Int(run) else { return nil }
            s = s.dropFirst(run.count)
            return n
        }
        func word(_ names: [String]) -> Int? {
            // The longest name first: "June" before "Jun".
            for (i, n) in names.enumerated().sorted(by: { $0.element.count > $1.element.count })
            where s.lowercased().hasPrefix(n.lowercased()) { s = s.dropFirst(n.count); return i }
            return nil
        }
        while let c = p.first {
            if c == "'" {
                p = p.dropFirst()
                let literal = p.prefix { $0 != "'" }
                p = p.dropFirst(literal.count + 1)
                guard s.hasPrefix(literal.isEmpty ? "'" : literal) else { return nil }
                s = s.dropFirst(max(1, literal.count))
                continue
            }
            let run = p.prefix { $0 == c }.count
            p = p.dropFirst(run)
            switch c {
            case "y", "u":
                guard let n = digits(run == 2 ? 2 : 4) else { return nil }
                year = run == 2 ? 2000 + n : n
            case "M", "L":
                if run >= 3 {
                    guard let m = word(run == 3 ? locale.monthsShort : locale.months) else { return nil }
                    month = m + 1
                } else {
                    guard let m = digits(2), (1...12).contains(m) else { return nil }
                    month = m
                }
            case "d": guard let n = digits(2), (1...31).contains(n) else { return nil }; day = n
            case "H", "k": guard let n = digits(2), n < 25 else { return nil }; hour = n % 24
            case "h", "K": guard let n = digits(2), n <= 12 else { return nil }; hour = n % 12
            case "m": guard let n = digits(2), n < 60 else { return nil }; minute = n
            case "s": guard let n = digits(2), n < 61 else { return nil }; second = n
            case "S":
                let run = s.prefix { $0.isASCII && $0.isNumber }
                guard !run.isEmpty else { return nil }
                fraction = Double("0." + run) ?? 0
                s = s.dropFirst(run.count)
            case "a":
                if s.lowercased().hasPrefix(locale.am.lowercased()) { pm = false; s = s.dropFirst(locale.am.count) }
                else if s.lowercased().hasPrefix(locale.pm.lowercased()) { pm = true; s = s.dropFirst(locale.pm.count) }
                else { return nil }
            case "E", "e", "c":
                guard word(locale.weekdays) != nil || word(locale.weekdaysShort) != nil else { return nil }
            case "Z", "X", "x", "z", "O":
                if s.first == "Z" { offset = 0; s = s.dropFirst(); continue }
                if s.hasPrefix("GMT") || s.hasPrefix("UTC") { s = s.dropFirst(3); if s.first != "+" && s.first != "-" { offset = 0; continue } }
                guard let sign = s.first, sign == "+" || sign == "-" else { return nil }
                s = s.dropFirst()
                guard let h = digits(2) else { return nil }
                if s.first == ":" { s = s.dropFirst() }
                let m = digits(2) ?? 0
                offset = (h * 3600 + m * 60) * (sign == "-" ? -1 : 1)
            default:
                // Anything else in the pattern is itself: "-", ":", "T", " ".
                for _ in 0..<run { guard s.first == c else { return nil }; s = s.dropFirst() }
            }
        }
        guard s.isEmpty, day <= CivilDate.daysIn(month: month, year: year) else { return nil }
        if pm == true { hour += 12 }
        let local = CivilDate(year: year, month: month, day: day).daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second
        if let offset { return Double(local - offset) + fraction }
        return unix(local: local, zone) + fraction
    }
}
