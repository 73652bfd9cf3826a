/// How an iPhone set to a region prints numbers and dates (`--locale`):
/// separators, clock, date patterns and names, as iOS's CLDR data gives
/// them for the regions lasim knows (the six written here, the others read
/// from CLDR by scripts/cldr-regions.swift). US English is the default.
struct FormatLocale: Sendable {
    var identifier: String
    var decimal: String
    var grouping: String
    /// `DateFormatter.Style` patterns: short, medium, long, full.
    var dates: [String: String]
    /// Short and medium time (with seconds).
    var time: String
    var timeSeconds: String
    var months: [String]
    var monthsShort: [String]
    /// A month alone (`LLLL`, `standaloneMonthSymbols`) where its name
    /// differs from a date's: Russian, Polish, Ukrainian "январь", not the
    /// "января" of "14 января".
    var monthsStandalone: [String]? = nil
    var weekdays: [String]
    var weekdaysShort: [String]
    var am = "AM", pm = "PM"
    /// CLDR's flexible day periods (pattern letter `B`), each from its hour
    /// on: Taiwan's time styles write "晚上10:13" where "ah:mm" writes "下午10:13".
    var dayPeriods: [(from: Int, name: String)] = []
    /// The locale as a `DateFormatter` template (`setLocalizedDateFormatFromTemplate("jmm")`)
    /// writes it: Foundation's template patterns name AM/PM ("ah:mm",
    /// "下午10:13") where `Date.FormatStyle`'s `.dateTime` fields name the day
    /// period ("晚上10:13"); `B` with no periods falls back to AM/PM.
    var withoutDayPeriods: FormatLocale {
        var l = self
        l.dayPeriods = []
        return l
    }
    /// A month or weekday alone (`LLL`, `cccc`, `ccc`; `.month(.abbreviated)`,
    /// `.weekday()` alone) where CLDR names it apart from a date's: German
    /// "Nov" and "Di" beside "14. Nov." and "Di., 14.", Russian "июнь" beside
    /// "15 июн.". nil: as in a date.
    var monthsShortStandalone: [String]? = nil
    var weekdaysStandalone: [String]? = nil
    var weekdaysShortStandalone: [String]? = nil
    /// The currency symbol before the number ("$1.00") or after it ("1,00 €").
    var symbolFirst = true
    /// Between a leading symbol and the number ("R$ 1,00"); nil: a space
    /// only after a symbol of more than two characters ("CA$" is not).
    var symbolSpace: String? = nil
    /// The region's own symbols where US English writes another ("¥" for CNY in zh_CN).
    var currencySymbols: [String: String] = [:]
    /// The percent sign before the number ("%50" in tr_TR).
    var percentFirst = false
    var percentSpace = ""
    /// An hour alone (`.dateTime.hour()`): "3 PM", "15 Uhr".
    var hour = "h\u{202f}a"
    /// What a `DateFormatter` with `doesRelativeDateFormatting` writes for
    /// the date of a day this many days from today (CLDR's day names, as a
    /// phrase alone starts: "Today"); other days keep their date.
    var relativeDays: [Int: String] = [-1: "Yesterday", 0: "Today", 1: "Tomorrow"]
    /// How that phrase and a time are joined, by the date style (CLDR's
    /// "at time" patterns): long and full "Today at 3:45 PM", else "Today, 3:45 PM".
    var relativeAtTime = " at "
    /// Between the two ends of a range ("9:30 – 11:45 AM"): CLDR's interval
    /// patterns put the dash between thin spaces.
    var rangeDash = "\u{2009}–\u{2009}"

    /// `EEEEE`, `veryShortWeekdaySymbols`: each weekday's first letter.
    var weekdaysNarrow: [String] { weekdays.map { String($0.prefix(1)) } }

    var language: String { String(identifier.prefix { $0 != "_" && $0 != "-" }) }
    /// What the phone is set to (`--locale zh-Hans` prints as zh_CN).
    var requested: LanguageIdentifier?
    /// `Locale.preferredLanguages`: "zh-Hans-CN", "de-DE".
    var preferredLanguage: String { requested?.fallbacks.first ?? identifier.replacing("_", with: "-") }
    /// `Bundle.main.preferredLocalizations`: the language, with its script
    /// where Xcode names the folder by it ("zh-Hans", "de").
    var preferredLocalization: String {
        guard let id = requested else { return language }
        return id.writtenScript.map { "\(id.language)-\($0)" } ?? id.language
    }

    static let enUS = FormatLocale(
        identifier: "en_US", decimal: ".", grouping: ",",
        dates: ["short": "M/d/yy", "medium": "MMM d, y", "long": "MMMM d, y", "full": "EEEE, MMMM d, y"],
        time: "h:mm\u{202f}a", timeSeconds: "h:mm:ss\u{202f}a",
        months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
        monthsShort: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
        weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        weekdaysShort: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])

    static let all: [String: FormatLocale] = {
        var gb = enUS
        gb.identifier = "en_GB"
        gb.dates = ["short": "dd/MM/y", "medium": "d MMM y", "long": "d MMMM y", "full": "EEEE d MMMM y"]
        gb.time = "HH:mm"; gb.timeSeconds = "HH:mm:ss"; gb.am = "am"; gb.pm = "pm"; gb.hour = "HH"
        var de = FormatLocale(
            identifier: "de_DE", decimal: ",", grouping: ".",
            dates: ["short": "dd.MM.yy", "medium": "dd.MM.y", "long": "d. MMMM y", "full": "EEEE, d. MMMM y"],
            time: "HH:mm", timeSeconds: "HH:mm:ss",
            months: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
            monthsShort: ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."],
            weekdays: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
            weekdaysShort: ["So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."], symbolFirst: false, percentSpace: "\u{a0}", hour: "HH 'Uhr'",
            relativeDays: [-2: "Vorgestern", -1: "Gestern", 0: "Heute", 1: "Morgen", 2: "Übermorgen"], relativeAtTime: " um ")
        // CLDR's stand-alone abbreviations (ICU's shortStandaloneMonthSymbols and
        // shortStandaloneWeekdaySymbols for de_DE and ru_RU, as scripts/cldr-regions.swift reads them).
        de.monthsShortStandalone = ["Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"]
        de.weekdaysShortStandalone = ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"]
        let fr = FormatLocale(
            identifier: "fr_FR", decimal: ",", grouping: "\u{202f}",
            dates: ["short": "dd/MM/y", "medium": "d MMM y", "long": "d MMMM y", "full": "EEEE d MMMM y"],
            time: "HH:mm", timeSeconds: "HH:mm:ss",
            months: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
            monthsShort: ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."],
            weekdays: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
            weekdaysShort: ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."], symbolFirst: false, percentSpace: "\u{202f}", hour: "HH 'h'",
            relativeDays: [-2: "Avant-hier", -1: "Hier", 0: "Aujourd’hui", 1: "Demain", 2: "Après-demain"], relativeAtTime: " à ")
        let es = FormatLocale(
            identifier: "es_ES", decimal: ",", grouping: ".",
            dates: ["short": "d/M/yy", "medium": "d MMM y", "long": "d 'de' MMMM 'de' y", "full": "EEEE, d 'de' MMMM 'de' y"],
            time: "H:mm", timeSeconds: "H:mm:ss",
            months: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
            monthsShort: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
            weekdays: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
            weekdaysShort: ["dom", "lun", "mar", "mié", "jue", "vie", "sáb"], symbolFirst: false, percentSpace: "\u{a0}", hour: "H",
            relativeDays: [-2: "Anteayer", -1: "Ayer", 0: "Hoy", 1: "Mañana", 2: "Pasado mañana"], relativeAtTime: ", ")
        var ru = FormatLocale(
            identifier: "ru_RU", decimal: ",", grouping: "\u{a0}",
            dates: ["short": "dd.MM.y", "medium": "d MMM y\u{202f}'г.'", "long": "d MMMM y\u{202f}'г.'", "full": "EEEE, d MMMM y\u{202f}'г.'"],
            time: "HH:mm", timeSeconds: "HH:mm:ss",
            months: ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"],
            monthsShort: ["янв.", "февр.", "мар.", "апр.", "мая", "июн.", "июл.", "авг.", "сент.", "окт.", "нояб.", "дек."],
            monthsStandalone: ["январь", "февраль", "март", "апрель", "май", "июнь", "июль", "август", "сентябрь", "октябрь", "ноябрь", "декабрь"],
            weekdays: ["воскресенье", "понедельник", "вторник", "среда", "четверг", "пятница", "суббота"],
            weekdaysShort: ["вс", "пн", "вт", "ср", "чт", "пт", "сб"], symbolFirst: false, percentSpace: "\u{a0}", hour: "HH",
            relativeDays: [-2: "Позавчера", -1: "Вчера", 0: "Сегодня", 1: "Завтра", 2: "Послезавтра"], relativeAtTime: ", ")
        ru.monthsShortStandalone = ["янв.", "февр.", "март", "апр.", "май", "июнь", "июль", "авг.", "сент.", "окт.", "нояб.", "дек."]
        return ["en_US": enUS, "en_GB": gb, "de_DE": de, "fr_FR": fr, "es_ES": es, "ru_RU": ru]
    }()

    /// Every region lasim knows, by identifier.
    static let regions: [String: FormatLocale] = all.merging(cldr.map { ($0.identifier, $0) }) { a, _ in a }

    /// The region lasim formats for on a phone set to `name` (`de_DE`,
    /// `de-DE`, `zh-Hans`, `ja`), and whether it is that region: a region
    /// lasim lacks is another of its language's (`de_AT` prints as `de_DE`)
    /// or else US English, still named `name` so the app reads its language.
    /// nil: not a language identifier.
    static func resolve(_ name: String) -> (locale: FormatLocale, exact: Bool)? {
        guard let id = LanguageIdentifier(name) else { return nil }
        var (l, exact) = region(for: id)
        l.requested = id
        return (l, exact)
    }

    private static func region(for id: LanguageIdentifier) -> (FormatLocale, Bool) {
        if let region = id.region, let l = regions["\(id.language)_\(region)"] { return (l, true) }
        // Chinese by its script: Simplified is China's, Traditional Taiwan's.
        if let script = id.writtenScript, id.language == "zh", let l = regions[script == "Hant" ? "zh_TW" : "zh_CN"] {
            return (l, id.region == nil)
        }
        if let l = regions.values.sorted(by: { $0.identifier < $1.identifier }).first(where: { $0.language == id.language }) {
            return (l, id.region == nil)
        }
        var us = enUS
        us.identifier = [id.language, id.script, id.region].compactMap { $0 }.joined(separator: "_")
        return (us, false)
    }

    static func named(_ name: String) -> FormatLocale? { resolve(name)?.locale }

    /// How a date of these fields and a time are joined ("{1}" the date,
    /// "{0}" the time, an ICU pattern): CLDR's "atTime" dateTimeFormats
    /// (from CLDR 42), which ICU picks by the date's skeleton: full for a
    /// weekday and a month's name, long for a month's name, medium for an
    /// abbreviated month, short for digits. So "Nov 14, 2023 at 10:23 PM" in
    /// US English, "14. November 2023 um 22:23" but "14.11.2023, 22:23" in
    /// German. The table is the toolchain's (ICU 76.1, CLDR 46:
    /// scripts/cldr-regions.swift --skeletons), whose `DateFormatter` and
    /// `Date.FormatStyle` join every style so in all of lasim's regions, as
    /// iOS 26 does autophagy's medium date ("May 28, 2026 at 17:08"). Older
    /// data differs: ICU 72.1's (CLDR 42, /usr/lib/x86_64-linux-gnu) English
    /// medium "atTime" is "{1}, {0}", and iOS 16's CLDR had no "atTime" at all.
    func dateTimeGlue(skeleton: String) -> String {
        let glues = Self.skeletonGlues[identifier] ?? Self.skeletonGlues["en_US"] ?? [:]
        return glues[skeleton] ?? glues[""] ?? "{1}, {0}"
    }

    /// The region's pattern for a date of these fields (a skeleton, "yMMMd"),
    /// as ICU's pattern generator gives it (`skeletonPatterns`; US English's
    /// for a region the table lacks); nil: fields the table has no pattern for.
    func fieldPattern(_ skeleton: String) -> String? {
        (Self.skeletonPatterns[identifier] ?? Self.skeletonPatterns["en_US"])?[skeleton]
    }

    /// The skeleton of a `DateFormatter.Style` or `Date.FormatStyle.DateStyle`
    /// date, as ICU's date-time pattern generator sees its pattern: the
    /// fields that choose the join above.
    static func styleSkeleton(_ style: String) -> String {
        switch style {
        case "medium", "abbreviated": "yMMMd"
        case "long": "yMMMMd"
        case "full", "complete": "EEEEyMMMMd"
        default: "yMd"
        }
    }

    static var names: String { regions.keys.sorted().joined(separator: ", ") }
}
