/// `DateComponentsFormatter` in US English: a length of time in the
/// `allowedUnits` (all of them unless set), largest first, in its
/// `unitsStyle`: `.positional` "1:05:00" (the default), `.abbreviated`
/// "1h 5m", `.brief` "1hr 5min", `.short` "1 hr, 5 min", `.full` "1 hour,
/// 5 minutes", `.spellOut` "one hour, five minutes". Zero units are left
/// out (positional: the leading ones, unless `.pad`), what is below the
/// smallest unit is dropped, and `maximumUnitCount` keeps the largest ones.
extension Formatting {
    struct ClockUnit {
        let name: String
        let seconds: Int
        /// Abbreviated, brief and short words; the full word's singular.
        let abbreviated: String, brief: String, short: String, full: String
    }

    static let clockUnits: [ClockUnit] = [
        .init(name: "year", seconds: 31_536_000, abbreviated: "y", brief: "yr", short: "yr", full: "year"),
        .init(name: "month", seconds: 2_592_000, abbreviated: "mo", brief: "mth", short: "mth", full: "month"),
        .init(name: "weekOfMonth", seconds: 604_800, abbreviated: "w", brief: "wk", short: "wk", full: "week"),
        .init(name: "day", seconds: 86_400, abbreviated: "d", brief: "day", short: "day", full: "day"),
        .init(name: "hour", seconds: 3600, abbreviated: "h", brief: "hr", short: "hr", full: "hour"),
        .init(name: "minute", seconds: 60, abbreviated: "m", brief: "min", short: "min", full: "minute"),
        .init(name: "second", seconds: 1, abbreviated: "s", brief: "sec", short: "sec", full: "second"),
    ]

    static func dateComponents(_ seconds: Double, allowed: Set<String>, style: String, maximumUnitCount: Int = 0, pad: Bool = false) -> String {
        let units = clockUnits.filter { allowed.isEmpty || allowed.contains($0.name) || ($0.name == "weekOfMonth" && allowed.contains("weekOfYear")) }
        guard !units.isEmpty, seconds.isFinite else { return "" }
        var rest = Int(abs(seconds).rounded(.down))
        var values = units.map { u in defer { rest %= u.seconds }; return rest / u.seconds }
        let sign = seconds <= -1 ? "-" : ""
        if style == "positional" {
            var first = pad ? 0 : values.firstIndex { $0 != 0 } ?? values.count - 1
            // A clock shows minutes and seconds at least: "0:05", not "5".
            if !pad, units.count > 1 { first = min(first, units.count - 2) }
            var shown = Array(zip(units, values).dropFirst(first))
            if maximumUnitCount > 0 { shown = Array(shown.prefix(maximumUnitCount)) }
            return sign + shown.enumerated().map { i, p in
                i == 0 && !pad ? "\(p.1)" : (p.1 < 10 ? "0\(p.1)" : "\(p.1)")
            }.joined(separator: ":")
        }
        var shown = zip(units, values).filter { $0.1 != 0 }
        if shown.isEmpty, let last = units.last { shown = [(last, 0)]; values = [0] }
        if maximumUnitCount > 0 { shown = Array(shown.prefix(maximumUnitCount)) }
        let parts = shown.map { u, n -> String in
            switch style {
            case "abbreviated": return "\(n)\(u.abbreviated)"
            case "brief": return "\(n)\(u.brief)"
            case "short": return "\(n) \(u.short)" + (u.name == "day" && n != 1 ? "s" : "")
            case "spellOut": return spelledOut(n) + " " + u.full + (n == 1 ? "" : "s")
            default: return "\(n) \(u.full)" + (n == 1 ? "" : "s")
            }
        }
        return sign + parts.joined(separator: ["abbreviated", "brief"].contains(style) ? " " : ", ")
    }
}
