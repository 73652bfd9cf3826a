/// The names Apple's frameworks give `Double` (`typealias X = Double`):
/// Foundation's `TimeInterval` and CoreLocation's degrees, metres, speeds
/// and accuracies. A value the app declares as one (a bus stop's
/// `CLLocationDegrees` latitude, a route's `CLLocationDistance` to the next
/// turn) is a `Double` in its JSON and in its code, as in Swift.
public enum DoubleAliases {
    public static let names: Set<String> = [
        "TimeInterval", "CLLocationDegrees", "CLLocationDistance", "CLLocationSpeed", "CLLocationDirection",
        "CLLocationAccuracy", "CLLocationSpeedAccuracy", "CLLocationDirectionAccuracy",
    ]
}
