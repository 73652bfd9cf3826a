/// How a region's times read on an older iOS (`--ios`): iOS 17 took
/// CLDR 42, whose English patterns put a narrow no-break space (U+202F)
/// before AM/PM and thin spaces (U+2009) around a range's dash; iOS 16
/// (CLDR 41) wrote plain spaces there. The tables hold the newer form.
extension FormatLocale {
    /// The locale as iOS `major` writes it.
    func onIOS(_ major: Int) -> FormatLocale {
        guard major < 17 else { return self }
        var l = self
        // Only the space beside the day period: France's grouping U+202F is older than CLDR 42.
        func plain(_ p: String) -> String { p.replacing("\u{202f}a", with: " a").replacing("a\u{202f}", with: "a ") }
        l.time = plain(time); l.timeSeconds = plain(timeSeconds); l.hour = plain(hour)
        if language == "en" { l.rangeDash = " – " }
        return l
    }
}
