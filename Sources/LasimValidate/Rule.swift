/// A kind of finding. The raw value is its stable id: what text, JSON,
/// SARIF and JUnit name it by, and what teams filter and suppress by, so a
/// published id is never renamed. What each means and how to fix it:
/// `RuleCatalog`.
public enum Rule: String, CaseIterable, Sendable, Equatable {
    // The content-state (and attributes) against the schema.
    case missingField = "missing-field"
    case nullField = "null-field"
    case wrongType = "wrong-type"
    case wrongValue = "wrong-value"
    case unknownCase = "unknown-case"
    case outOfRange = "out-of-range"
    case extraField = "extra-field"
    case decodeFailure = "decode-failure"
    case customDecoding = "custom-decoding"
    // Dates.
    case unixDate = "unix-date"
    case unixDateUnknownApp = "unix-date-unknown-app"
    case millisecondDate = "millisecond-date"
    case millisecondDateUnknownApp = "millisecond-date-unknown-app"
    case millisecondTimestamp = "millisecond-timestamp"
    case noTimestamp = "no-timestamp"
    case stalePast = "stale-past"
    case dismissalNotEnd = "dismissal-not-end"
    case dismissalCapped = "dismissal-capped"
    // What APNs and the phone make of the payload as a whole.
    case startWithoutAlert = "start-without-alert"
    case unknownKey = "unknown-key"
    case unknownAttributesType = "unknown-attributes-type"
    case malformedJSON = "malformed-json"
    case dropped = "dropped"
    case stream = "stream"
    case unreadable = "unreadable"
    // The app's own views (`--swift`) drawn for the payload.
    case imageTooLarge = "image-too-large"
    // `lasim test`: a scenario's cards against its goldens, its drops against what it expects.
    case snapshotMismatch = "snapshot-mismatch"
    case snapshotMissing = "snapshot-missing"
    case snapshotObsolete = "snapshot-obsolete"
    case unexpectedDrop = "unexpected-drop"
    case expectedDropMissing = "expected-drop-missing"
    // `lasim serve`'s phone: what it did with a push APNs answered (GET /lasim/phone).
    case swipedAway = "swiped-away"
    case activityEnded = "activity-ended"
    case olderTimestamp = "older-timestamp"
    case throttled = "throttled"
    case lowPowerDelayed = "low-power-delayed"
    case offlineHeld = "offline-held"
    case offlineCoalesced = "offline-coalesced"
    case offlineExpired = "offline-expired"
    case updateTokenWithheld = "update-token-withheld"
    case tokenUnregistered = "token-unregistered"
    case tokenWrongEnvironment = "token-wrong-environment"

    public var id: String { rawValue }
}
