import LasimModel

/// `.dateTime.weekday().month().day().hour().minute()`: the fields in the
/// region's order, words and clock, as `Date.FormatStyle` asks CLDR for
/// them. The date fields are a skeleton ("EMMMd") whose pattern the region
/// gives (`FormatLocale.skeletonPatterns`); the time is the region's own
/// short or medium time ("h:mm a", "HH:mm", "a h:mm"); the two are joined
/// the region's way ("Nov 14 at 3:45 PM", "14. Nov., 15:45", "11月14日 15:45").
extension Builtins {
    static func dateTimeStyle(_ settings: [String: SwiftValue], _ d: Double, _ zone: Zone, _ locale: FormatLocale) -> String {
        func width(_ field: String) -> String? { enumName(settings[field]) }
        let has = { (field: String) in settings[field] != nil }
        var skeleton = ""
        if has("weekday") { skeleton += width("weekday") == "wide" ? "EEEE" : "E" }
        if has("year") { skeleton += "y" }
        if has("month") {
            switch width("month") {
            case "wide", "narrow": skeleton += "MMMM"
            case "twoDigits", "defaultDigits": skeleton += "M"
            default: skeleton += "MMM"
            }
        }
        if has("day") { skeleton += "d" }
        var date = skeleton.isEmpty ? "" : locale.fieldPattern(skeleton) ?? skeleton
        // Widths the skeleton does not tell apart: `.weekday(.narrow)` "F",
        // `.month(.twoDigits)` "07", `.year(.twoDigits)` "23".
        switch width("weekday") {
        case "narrow": date = respelled(date, "Ec", as: "EEEEE")
        case "short": date = respelled(date, "Ec", as: "EEEEEE")
        default: break
        }
        switch width("month") {
        case "narrow": date = respelled(date, "ML", as: "MMMMM")
        case "twoDigits": date = respelled(date, "ML", as: "MM")
        default: break
        }
        if width("day") == "twoDigits" { date = respelled(date, "d", as: "dd") }
        if width("year") == "twoDigits" { date = respelled(date, "y", as: "yy") }
        let time = timePattern(settings, locale)
        guard !time.isEmpty else { return Formatting.pattern(date, d, zone, locale: locale) }
        guard !date.isEmpty else { return Formatting.pattern(time, d, zone, locale: locale) }
        let glue = locale.dateTimeGlue(skeleton: skeleton)
        return Formatting.pattern(glue.replacing("{1}", with: date).replacing("{0}", with: time), d, zone, locale: locale)
    }

    /// The time fields' pattern: the region's short time (with seconds: its
    /// medium), an hour alone as the region says one ("3 PM", "15 Uhr"),
    /// minutes and seconds as digits; `.hour(.defaultDigits(amPM: .omitted))` without its AM or PM.
    static func timePattern(_ settings: [String: SwiftValue], _ locale: FormatLocale) -> String {
        let hour = settings["hour"] != nil, minute = settings["minute"] != nil, second = settings["second"] != nil
        let omitted = amPMOmitted(settings["hour"])
        switch (hour, minute, second) {
        case (false, false, false): return ""
        // The hour alone names the day period where the region's time styles do
        // (Taiwan's "晚上10時"): `hour` is the AM/PM of `DateFormatter`'s "j" template.
        case (true, false, false): return omitted ? "h" : locale.dayPeriods.isEmpty ? locale.hour : respelled(locale.hour, "a", as: "B")
        case (true, _, _): return omitted ? withoutDayPeriod(second ? locale.timeSeconds : locale.time) : second ? locale.timeSeconds : locale.time
        case (false, true, true): return "mm:ss"
        case (false, true, false): return "mm"
        case (false, false, true): return "ss"
        }
    }

    /// Each run of `letters` outside quotes written `as`.
    static func respelled(_ pattern: String, _ letters: String, as spelling: String) -> String {
        var out = "", quoted = false, inRun = false
        for c in pattern {
            if c == "'" { quoted.toggle() }
            if !quoted, letters.contains(c) {
                if !inRun { out += spelling }
                inRun = true
                continue
            }
            inRun = false
            out.append(c)
        }
        return out
    }

    /// A time pattern without its AM/PM marker (or flexible day period) and the space beside it.
    static func withoutDayPeriod(_ pattern: String) -> String {
        var out = respelled(pattern, "aB", as: "\u{0}")
        // US English's marker follows a narrow no-break space (CLDR 42, iOS 17).
        for space in [" ", "\u{202f}"] { out = out.replacing(space + "\u{0}", with: "").replacing("\u{0}" + space, with: "") }
        return out.replacing("\u{0}", with: "")
    }
}
