/// `Date`'s reference date, 2001-01-01 00:00 UTC, in Unix seconds: what a
/// `Date` field decodes from with the default strategy, counted from here.
public enum AppleEpoch {
    public static let unixSeconds: Double = 978_307_200
}

/// Unix times as payloads carry them: seconds, or (a common backend bug)
/// milliseconds. One threshold tells them apart everywhere: 1e11 seconds is
/// the year 5138, 1e11 milliseconds is 1973.
public enum UnixTime {
    public static let millisecondsAbove: Double = 1e11
    public static func looksLikeMilliseconds(_ n: Double) -> Bool { n > millisecondsAbove }
}
