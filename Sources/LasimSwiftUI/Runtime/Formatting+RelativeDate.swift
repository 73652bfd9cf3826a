import LasimModel

/// `date.formatted(.relative(presentation:))` in US English (other regions'
/// words: `relativeCLDR`), by Foundation's
/// rule (swift-foundation's `Date.RelativeFormatStyle`): the largest
/// calendar unit between now and the date that is not zero. An hour, minute
/// or second is rounded by the next smaller unit (1 h 40 min ahead is "in 2
/// hours"); a day or more is counted from the start (or end) of now's day,
/// week, month or year, so last evening is "1 day ago", or "yesterday" when
/// named. The calendar is the zone's wall clock (weeks start on Sunday).
extension Formatting {
    enum RelativeUnit: Int, CaseIterable {
        case year, month, week, day, hour, minute, second
        var word: String { ["year", "month", "week", "day", "hour", "minute", "second"][rawValue] }
        /// The short and narrow (abbreviated) word in US English; a day has none.
        var short: String { ["yr.", "mo.", "wk.", "day", "hr.", "min.", "sec."][rawValue] }
        /// Seconds in one, for the units of fixed length.
        var seconds: Int { [0, 0, 604_800, 86_400, 3600, 60, 1][rawValue] }
    }

    /// How the unit and the count are written: `Date.RelativeFormatStyle.UnitsStyle`
    /// (`wide`, `abbreviated`, `narrow`, `spellOut`) and `RelativeDateTimeFormatter`'s
    /// (`full`, `short`, `abbreviated`, `spellOut`). In US English the short
    /// and narrow (abbreviated) forms are the same: "2 hr. ago", "in 1 wk.".
    enum RelativeUnitsStyle {
        case wide, short, spellOut
        init(_ name: String?) {
            switch name {
            case "abbreviated", "narrow", "short": self = .short
            case "spellOut": self = .spellOut
            default: self = .wide
            }
        }
    }

    static func relativeDate(_ date: Double, now: Double, zone: Zone, named: Bool, units: RelativeUnitsStyle = .wide,
                             locale: FormatLocale = .enUS) -> String {
        let d = wall(date, zone), r = wall(now, zone)
        let (unit, value) = relativeValue(d, from: r)
        if let phrases = relativeCLDR[locale.identifier] {
            // The region's own words, as CLDR writes them (spelled-out counts are said in digits there).
            if named, let word = phrases["named.\(unit.word).\(value)"] { return word }
            let style = units == .short ? "short" : "wide"
            let key = "\(style).\(unit.word).\(value < 0 ? "past" : "future").\(pluralForm(abs(value), language: locale.language))"
            if let pattern = phrases[key] { return pattern.replacing("{0}", with: number(Double(abs(value)), minFraction: 0, maxFraction: 0, locale: locale)) }
        }
        if named, let word = namedWord(unit, value, units) { return word }
        return relativePhrase(abs(value), unit, past: value < 0, units)
    }

    /// Which of the forms `relativeCLDR` keeps a count takes, by CLDR's plural
    /// rules (`PluralRules`): one, two (Hebrew's dual), few (the Slavic
    /// 2-4), or many, which the table keeps for every other count.
    static func pluralForm(_ n: Int, language: String) -> String {
        switch PluralRules.category(n, language: language) {
        case .one: return "one"
        case .two: return "two"
        case .few: return "few"
        default: return "many"
        }
    }

    /// "in 2 hours", "1 minute ago", "2 hr. ago", "in two weeks": Foundation's
    /// relative phrase in US English.
    static func relativePhrase(_ count: Int, _ unit: RelativeUnit, past: Bool, _ units: RelativeUnitsStyle = .wide) -> String {
        let number = units == .spellOut ? spelledOut(count) : "\(count)"
        let word = units == .short && unit != .day ? unit.short : unit.word + (count == 1 ? "" : "s")
        let text = number + " " + word
        return past ? text + " ago" : "in " + text
    }

    static func namedWord(_ unit: RelativeUnit, _ value: Int, _ units: RelativeUnitsStyle = .wide) -> String? {
        let word = units == .short && unit != .day ? unit.short : unit.word
        switch (unit, value) {
        case (.second, 0): return "now"
        case (.minute, 0), (.hour, 0): return "this \(word)"
        case (.day, -1): return "yesterday"
        case (.day, 0): return "today"
        case (.day, 1): return "tomorrow"
        case (.week, -1), (.month, -1), (.year, -1): return "last \(word)"
        case (.week, 0), (.month, 0), (.year, 0): return "this \(word)"
        case (.week, 1), (.month, 1), (.year, 1): return "next \(word)"
        default: return nil
        }
    }

    /// Unix seconds as seconds of the zone's wall clock, whole.
    static func wall(_ unix: Double, _ zone: Zone) -> Int {
        let u = Int(unix.rounded())
        return u + zone.secondsFromGMT(at: Double(u))
    }

    static func relativeValue(_ d: Int, from r: Int) -> (RelativeUnit, Int) {
        let all = RelativeUnit.allCases
        guard let largest = nonZero(components(from: r, to: d, all)) else { return (.second, 0) }
        if largest.0.rawValue >= RelativeUnit.hour.rawValue {
            // Rounded by the next smaller unit; a rounding that reaches the
            // next larger unit (59.5 minutes) is said in it.
            let units = all.filter { $0.rawValue >= largest.0.rawValue }
            let c = components(from: r, to: d, units)
            var value = c[largest.0] ?? 0
            if let next = RelativeUnit(rawValue: largest.0.rawValue + 1), let v = c[next], abs(v) * 2 >= 60 { value += v.signum() }
            let shifted = d - value * largest.0.seconds
            if let again = nonZero(components(from: shifted, to: d, all)), again.0 != largest.0 { return again }
            return (largest.0, value)
        }
        // Aligned: counted from the start of now's unit (the end, for a date before it).
        let start = startOf(largest.0, r)
        let from = r < d ? start : step(largest.0, start, 1) - 1
        return nonZero(components(from: from, to: d, all)) ?? largest
    }

    static func nonZero(_ c: [RelativeUnit: Int]) -> (RelativeUnit, Int)? {
        RelativeUnit.allCases.first { (c[$0] ?? 0) != 0 }.map { ($0, c[$0]!) }
    }

    /// Calendar's `dateComponents(units, from:to:)` on wall-clock seconds:
    /// each unit as many whole ones as fit, largest first.
    static func components(from a: Int, to b: Int, _ units: [RelativeUnit]) -> [RelativeUnit: Int] {
        if b < a { return components(from: b, to: a, units).mapValues { -$0 } }
        var cur = a, out: [RelativeUnit: Int] = [:]
        for u in units {
            var n: Int
            if u.seconds > 0 {
                n = (b - cur) / u.seconds
            } else {
                let (x, y) = (CivilDate(daysSinceEpoch: floorDiv(cur, 86_400)), CivilDate(daysSinceEpoch: floorDiv(b, 86_400)))
                n = ((y.year - x.year) * 12 + y.month - x.month) / (u == .year ? 12 : 1)
                while n > 0 && step(u, cur, n) > b { n -= 1 }
            }
            out[u] = n
            cur = step(u, cur, n)
        }
        return out
    }

    /// `t` plus `n` of a unit; a month or year keeps the day, or the month's last.
    static func step(_ u: RelativeUnit, _ t: Int, _ n: Int) -> Int {
        if u.seconds > 0 { return t + n * u.seconds }
        let days = floorDiv(t, 86_400), c = CivilDate(daysSinceEpoch: days)
        let m = c.year * 12 + c.month - 1 + n * (u == .year ? 12 : 1)
        let year = floorDiv(m, 12), month = m - year * 12 + 1
        let day = min(c.day, CivilDate.daysIn(month: month, year: year))
        return CivilDate(year: year, month: month, day: day).daysSinceEpoch * 86_400 + (t - days * 86_400)
    }

    static func startOf(_ u: RelativeUnit, _ t: Int) -> Int {
        let days = floorDiv(t, 86_400), c = CivilDate(daysSinceEpoch: days)
        switch u {
        case .year: return CivilDate(year: c.year, month: 1, day: 1).daysSinceEpoch * 86_400
        case .month: return CivilDate(year: c.year, month: c.month, day: 1).daysSinceEpoch * 86_400
        case .week: return (days - c.weekday) * 86_400
        default: return days * 86_400
        }
    }

    static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
}
