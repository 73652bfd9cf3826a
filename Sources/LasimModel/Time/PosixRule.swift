/// A POSIX TZ rule, as in a TZif footer: `CET-1CEST,M3.5.0,M10.5.0/3`,
/// `<-03>3`, `AEST-10AEDT,M10.1.0,M4.1.0/3`. It gives the offsets after a
/// zone's last listed transition (slim tz files list none after 2007).
/// Offsets here are seconds east of UTC (POSIX writes them west).
struct PosixRule: Sendable, Equatable {
    var standard: Int
    var daylight: Int?
    /// When daylight time starts and ends, each in the local time then in force.
    var start: Day?
    var end: Day?
    var startTime = 7200
    var endTime = 7200

    enum Day: Sendable, Equatable {
        case julianNoLeap(Int)      // Jn: 1...365, February 29 never counted
        case zeroBased(Int)         // n: 0...365
        case week(month: Int, week: Int, weekday: Int) // Mm.w.d, week 5 = the last

        func days(in year: Int) -> Int {
            let jan1 = CivilDate(year: year, month: 1, day: 1).daysSinceEpoch
            switch self {
            case .julianNoLeap(let n):
                return jan1 + n - 1 + (CivilDate.isLeap(year) && n >= 60 ? 1 : 0)
            case .zeroBased(let n):
                return jan1 + n
            case .week(let month, let week, let weekday):
                let first = CivilDate(year: year, month: month, day: 1)
                var day = 1 + (weekday - first.weekday + 7) % 7 + (week - 1) * 7
                let last = CivilDate.daysIn(month: month, year: year)
                while day > last { day -= 7 }
                return CivilDate(year: year, month: month, day: day).daysSinceEpoch
            }
        }
    }

    init?(_ text: String) {
        var p = Scanner(Array(text.utf8))
        guard p.name(), let std = p.offset() else { return nil }
        standard = -std
        if p.atEnd { return }
        guard p.name() else { return nil }
        if let dst = p.offset() { daylight = -dst } else { daylight = standard + 3600 }
        // No rule after the names: POSIX leaves it to the implementation; glibc uses the US rule.
        guard p.take(",") else {
            guard p.atEnd else { return nil }
            start = .week(month: 3, week: 2, weekday: 0); end = .week(month: 11, week: 1, weekday: 0)
            return
        }
        guard let s = p.day() else { return nil }
        start = s
        if p.take("/") { guard let t = p.offset() else { return nil }; startTime = t }
        guard p.take(","), let e = p.day() else { return nil }
        end = e
        if p.take("/") { guard let t = p.offset() else { return nil }; endTime = t }
        guard p.atEnd else { return nil }
    }

    func offset(at t: Int64) -> Int {
        guard let daylight, let start, let end else { return standard }
        // The year by standard time; the transitions of that year and its neighbours.
        let year = CivilDate.split(Int(t) + standard).date.year
        for y in [year - 1, year, year + 1].reversed() {
            let on = Int64(start.days(in: y) * 86400 + startTime - standard)
            let off = Int64(end.days(in: y) * 86400 + endTime - daylight)
            if on < off {
                if t >= on && t < off { return daylight }
                if t >= off { return standard }
            } else {
                // Southern hemisphere: daylight time spans the new year.
                if t >= on { return daylight }
                if t >= off { return standard }
            }
        }
        return standard
    }

    struct Scanner {
        let b: [UInt8]
        var i = 0
        init(_ b: [UInt8]) { self.b = b }
        var atEnd: Bool { i >= b.count }

        mutating func take(_ c: Unicode.Scalar) -> Bool {
            guard i < b.count, b[i] == UInt8(c.value) else { return false }
            i += 1
            return true
        }

        /// `<...>` or three or more letters.
        mutating func name() -> Bool {
            if take("<") {
                while i < b.count, b[i] != UInt8(ascii: ">") { i += 1 }
                return take(">")
            }
            let start = i
            while i < b.count, (b[i] | 0x20) >= 0x61, (b[i] | 0x20) <= 0x7A { i += 1 }
            return i - start >= 3
        }

        /// `[+-]hh[:mm[:ss]]` in seconds, as written (POSIX: west positive).
        mutating func offset() -> Int? {
            var sign = 1
            if take("-") { sign = -1 } else { _ = take("+") }
            guard let h = number(), h <= 167 else { return nil }
            var seconds = h * 3600
            if take(":") {
                guard let m = number(), m < 60 else { return nil }
                seconds += m * 60
                if take(":") {
                    guard let s = number(), s < 60 else { return nil }
                    seconds += s
                }
            }
            return sign * seconds
        }

        mutating func number() -> Int? {
            let start = i
            var n = 0
            while i < b.count, b[i] >= 0x30, b[i] <= 0x39, i - start < 4 { n = n * 10 + Int(b[i] - 0x30); i += 1 }
            return i > start ? n : nil
        }

        mutating func day() -> Day? {
            if take("J") {
                guard let n = number(), (1...365).contains(n) else { return nil }
                return .julianNoLeap(n)
            }
            if take("M") {
                guard let m = number(), (1...12).contains(m), take("."), let w = number(), (1...5).contains(w),
                      take("."), let d = number(), (0...6).contains(d) else { return nil }
                return .week(month: m, week: w, weekday: d)
            }
            guard let n = number(), (0...365).contains(n) else { return nil }
            return .zeroBased(n)
        }
    }
}
