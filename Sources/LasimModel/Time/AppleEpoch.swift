/// `Date`'s reference date, 2001-01-01 00:00 UTC, in Unix seconds: what a
/// `Date` field decodes from with the default strategy, counted from here.
public enum AppleEpoch {
    public static let unixSeconds: Double = 978_307_200
}
