/// A day of the proleptic Gregorian calendar, from and to days since
/// 1970-01-01 (Howard Hinnant's `civil_from_days` / `days_from_civil`):
/// what `Format.date` and the time-zone rules need, without Foundation's
/// `Calendar`, which on Linux loads ICU (the app's resident memory).
public struct CivilDate: Sendable, Equatable {
    public var year: Int
    public var month: Int   // 1...12
    public var day: Int     // 1...31

    public init(year: Int, month: Int, day: Int) {
        self.year = year; self.month = month; self.day = day
    }

    public init(daysSinceEpoch days: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        day = doy - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    }

    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// 0 = Sunday ... 6 = Saturday.
    public var weekday: Int {
        ((daysSinceEpoch % 7) + 11) % 7 // 1970-01-01 was a Thursday
    }

    public static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The date and the seconds into it of a count of seconds since the epoch.
    public static func split(_ seconds: Int) -> (date: CivilDate, secondOfDay: Int) {
        let days = seconds >= 0 ? seconds / 86400 : -((-seconds + 86399) / 86400)
        return (CivilDate(daysSinceEpoch: days), seconds - days * 86400)
    }
}
