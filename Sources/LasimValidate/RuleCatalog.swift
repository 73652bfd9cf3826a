import LasimTemplate
/// What a rule means and how to fix what it finds.
public struct RuleDescription: Sendable, Equatable {
    /// The level its findings usually have (SARIF's `defaultConfiguration`);
    /// a finding carries its own, which differs only where `detail` says so.
    public let level: Finding.Severity
    /// A few words: SARIF's `shortDescription`, GitHub's annotation title.
    public let title: String
    /// What was found and what the phone or APNs does with it.
    public let detail: String
    /// What to change, in the payload or in the app.
    public let fix: String
}

/// The one table of rules: SARIF's `tool.driver.rules`, the JUnit failure
/// text and the table in docs/validate.md are all made from it (a test
/// keeps the document equal to `markdownTable`). One `switch`, so a rule
/// added to `Rule` does not compile until it is described here.
public enum RuleCatalog {
    public static let rules: [Rule] = Rule.allCases

    public static func describe(_ rule: Rule) -> RuleDescription {
        switch rule {
        case .missingField: RuleDescription(
            level: .error, title: "Required field missing",
            detail: "A non-optional property of the content-state (or of the attributes of a start) is absent. The phone's decoder fails on it and drops the whole update, while APNs still answers 200.",
            fix: "Send the field in every payload, or declare the property optional in the app (and in the template's schema).")
        case .nullField: RuleDescription(
            level: .error, title: "Null in a non-optional field",
            detail: "A field, or an element of a collection, is null where its type is not optional: the decoder fails and the update is dropped.",
            fix: "Send a value, or leave the key out and declare the property optional.")
        case .wrongType: RuleDescription(
            level: .error, title: "Value of the wrong type",
            detail: "A value's JSON type is not the one its property decodes from: a string for a Double, a number for a String, a fraction for an Int, a dictionary where an array is expected. The update is dropped.",
            fix: "Send the type the property declares (numbers unquoted, whole numbers for integers), or change the property's type in the app.")
        case .wrongValue: RuleDescription(
            level: .error, title: "Value the decoder rejects",
            detail: "The JSON type is right but the value does not decode: an integer too large for its type (UInt8, Int16...), a URL or UUID that does not parse, Data that is not Base64, a range whose lower bound is above its upper one. The update is dropped.",
            fix: "Send a value within the type's range and in its format.")
        case .unknownCase: RuleDescription(
            level: .error, title: "Not a case of the enum",
            detail: "A string is not one of the enum's raw values, or an enum with associated values is not a dictionary with exactly one key, the case name. The update is dropped.",
            fix: "Send one of the cases the message lists (raw values are case-sensitive), or ship the new case in the app before the backend sends it.")
        case .outOfRange: RuleDescription(
            level: .error, title: "Number outside the declared range",
            detail: "A number lies outside the range the template declares for it (a progress above 1, say).",
            fix: "Clamp the value on the backend to the declared range.")
        case .extraField: RuleDescription(
            level: .warning, title: "Field the app does not declare",
            detail: "A key that is not a property of the content-state (or attributes): the app's decoder ignores it. Usually a misspelt or renamed field, whose intended property is then missing or stale.",
            fix: "Rename it to the property it was meant for (the message suggests one), or stop sending it.")
        case .decodeFailure: RuleDescription(
            level: .error, title: "Content-state does not decode",
            detail: "The decoder the phone runs fails on the content-state where no other finding explains why, or the app's own init(from:), run as written, throws (on the content-state, or at a start on the attributes). The update is dropped (a start: the activity never shows) while APNs answers 200.",
            fix: "Make the payload match the app's ContentState; the message quotes the decoder's error.")
        case .customDecoding: RuleDescription(
            level: .warning, title: "Custom init(from:), partly checked",
            detail: "The type decodes itself with a custom init(from:). The keys it reads plainly were checked; what else the custom code expects cannot be seen, and extra keys are not reported.",
            fix: "Nothing in the payload; check what the custom decoder reads, or try the payload on a device.")
        case .unixDate: RuleDescription(
            level: .error, title: "Unix time in a Date field",
            detail: "A Date field holds Unix time (seconds since 1970). Swift's default decoding reads seconds since 2001-01-01, so the phone shows a date 31 years late.",
            fix: "Send seconds since 2001-01-01 (subtract 978307200), or decode with .secondsSince1970 in the app.")
        case .unixDateUnknownApp: RuleDescription(
            level: .warning, title: "Number that looks like Unix time",
            detail: "With no schema (an app lasim has no template for), a content-state number that reads as Unix seconds from 2001 to 2100. If the app decodes it as a Date, the phone shows it 31 years late.",
            fix: "If it is a date, send seconds since 2001-01-01 or set a dateDecodingStrategy; give --template or --swift so the types are known.")
        case .millisecondDate: RuleDescription(
            level: .error, title: "Date in milliseconds",
            detail: "A date in milliseconds. In a Date field the phone shows a date thousands of years ahead (an error); as aps.stale-date the activity never goes stale, and as aps.dismissal-date the 4-hour cap applies anyway (warnings).",
            fix: "Send seconds, not milliseconds.")
        case .millisecondDateUnknownApp: RuleDescription(
            level: .warning, title: "Number that looks like Unix milliseconds",
            detail: "With no schema, a content-state number that reads as Unix milliseconds. If the app decodes it as a Date, the phone shows a date tens of thousands of years ahead.",
            fix: "If it is a date, send seconds since 2001-01-01; give --template or --swift so the types are known.")
        case .millisecondTimestamp: RuleDescription(
            level: .error, title: "aps.timestamp in milliseconds",
            detail: "aps.timestamp is read as Unix seconds. In milliseconds, every later update sent in seconds looks older and the phone drops it.",
            fix: "Send aps.timestamp in Unix seconds.")
        case .noTimestamp: RuleDescription(
            level: .warning, title: "No aps.timestamp",
            detail: "Without a timestamp the phone cannot order this update against others: one delivered late may replace a newer state.",
            fix: "Send aps.timestamp (Unix seconds) in every payload.")
        case .stalePast: RuleDescription(
            level: .warning, title: "Stale on arrival",
            detail: "aps.stale-date is not after the payload's own timestamp, so the activity shows as stale as soon as it arrives.",
            fix: "Set stale-date later than timestamp (both Unix seconds).")
        case .dismissalNotEnd: RuleDescription(
            level: .warning, title: "dismissal-date on an event other than end",
            detail: "aps.dismissal-date only has an effect on an end event; on a start or an update it is ignored.",
            fix: "Send dismissal-date with the end event, or leave it out.")
        case .dismissalCapped: RuleDescription(
            level: .warning, title: "dismissal-date more than 4 hours after the end",
            detail: "The phone removes an ended activity at most 4 hours after the end, whatever dismissal-date says.",
            fix: "Set a dismissal-date within 4 hours of the end's timestamp.")
        case .startWithoutAlert: RuleDescription(
            level: .error, title: "Start without an alert",
            detail: "A push that starts a Live Activity needs aps.alert; without one iOS does not start the activity.",
            fix: "Add aps.alert (a title and a body) to the start event.")
        case .unknownKey: RuleDescription(
            level: .warning, title: "Unknown aps key",
            detail: "A key in aps that Live Activity pushes do not use: the phone ignores it. Often a misspelling (content_state, staleDate).",
            fix: "Use the key the message suggests, or remove it.")
        case .unknownAttributesType: RuleDescription(
            level: .warning, title: "Unknown attributes-type",
            detail: "No template draws this attributes-type, so the content-state was not checked at all.",
            fix: "Give --template, or --swift with the app's sources, so the content-state is checked.")
        case .malformedJSON: RuleDescription(
            level: .error, title: "Malformed JSON",
            detail: "The payload is not JSON: comments, a trailing comma, single quotes, unquoted keys, NaN... APNs answers 400 PayloadEmpty.",
            fix: "Fix what the message names; make payloads with a JSON encoder rather than by hand.")
        case .dropped: RuleDescription(
            level: .error, title: "Payload refused",
            detail: "APNs or the phone refuses the payload outright: over 4096 bytes, no aps dictionary, no or an unknown event, a start without attributes-type or attributes, an envelope without a payload. The message says which.",
            fix: "Fix what the message names.")
        case .stream: RuleDescription(
            level: .error, title: "Not a payload",
            detail: "Something in the stream that is not a JSON value: text between payloads (a log line, a stray brace), a value cut off, or one over 1 MiB.",
            fix: "Keep only JSON payloads in the file, one value after another.")
        case .unreadable: RuleDescription(
            level: .error, title: "File cannot be read",
            detail: "The file named on the command line does not exist or cannot be read.",
            fix: "Check the path and its permissions.")
        case .snapshotMismatch: RuleDescription(
            level: .error, title: "Card differs from its golden",
            detail: "lasim test: after a payload of a scenario, a presentation (lock, compact, minimal, expanded) is drawn differently from the card in the scenario's golden file: other text, another style, another size, or a cut or template problem that was not there. The output shows both cards side by side and the cells that differ.",
            fix: "If the change is intended, run lasim test --record and review the golden's diff; otherwise fix the views, template or payload that changed it.")
        case .snapshotMissing: RuleDescription(
            level: .error, title: "No golden for a card",
            detail: "lasim test: a scenario has no golden file yet, or its golden has no card for something the scenario now draws (a new payload, activity, presentation or appearance). A test run never writes a golden, so no card is accepted unseen.",
            fix: "Run lasim test --record, check the new cards and commit the golden beside the scenario.")
        case .snapshotObsolete: RuleDescription(
            level: .error, title: "Golden that no scenario draws",
            detail: "lasim test: a golden or expectation file whose scenario is gone, or a card in a golden that its scenario no longer draws (a payload removed, an activity renamed, a presentation no longer shown). Left in place it would check nothing.",
            fix: "Run lasim test --record, which rewrites the goldens and removes the files left without a scenario; or delete them.")
        case .unexpectedDrop: RuleDescription(
            level: .error, title: "Payload dropped",
            detail: "lasim test: the phone would drop a payload of the scenario (its content-state does not decode as the app's ContentState, its timestamp is older, its activity has ended, it is malformed...) and the scenario does not say it expects that drop. APNs would still answer 200 and the card would not change.",
            fix: "Fix the payload or the app's types as the message says; if the drop is what the scenario tests, list the payload in the scenario's NAME.expect.json.")
        case .expectedDropMissing: RuleDescription(
            level: .error, title: "Expected drop did not happen",
            detail: "lasim test: the scenario's NAME.expect.json says a payload is dropped, but the phone applied it, or the stream has no such payload.",
            fix: "Point the entry at the payload meant to drop (payloads count from 1, or give its line), or remove it.")
        case .swipedAway: RuleDescription(
            level: .warning, title: "Card swiped away",
            detail: "lasim serve's phone: the person swiped the card off the lock screen. APNs still answers 200 to every push for it and the app is not told; the phone shows nothing.",
            fix: "Nothing to fix in the payload. Stop updating after the activity's end or a sign from the app; do not read 200 as \"shown\".")
        case .activityEnded: RuleDescription(
            level: .warning, title: "Activity ended or dismissed",
            detail: "lasim serve's phone: the push went to an activity that had ended or been dismissed (end event, 8 hours active, dismissal-date). APNs answers 200; the phone ignores it.",
            fix: "Stop sending to an activity once it has ended; start a new one instead.")
        case .olderTimestamp: RuleDescription(
            level: .warning, title: "Older than the update shown",
            detail: "lasim serve's phone: the push's aps.timestamp is older than the update on screen, so the phone drops it (pushes can overtake each other).",
            fix: "Send a fresh aps.timestamp (Unix seconds) with every push.")
        case .throttled: RuleDescription(
            level: .warning, title: "Throttled: update budget spent",
            detail: "lasim serve's phone: the activity took its budget of priority-10 pushes for the hour (--budget, scenario budget-per-hour). APNs answers 200; the phone shows nothing new.",
            fix: "Send routine updates at priority 5 and keep priority 10 for what matters; set NSSupportsLiveActivitiesFrequentUpdates if the app needs more.")
        case .lowPowerDelayed: RuleDescription(
            level: .warning, title: "Held by Low Power Mode",
            detail: "lasim serve's phone: Low Power Mode is on, so the push reaches the phone only after a delay (--low-power, scenario low-power-delay).",
            fix: "Nothing to fix; give the card a stale-date so it can say its data is old.")
        case .offlineHeld: RuleDescription(
            level: .warning, title: "Held: device offline",
            detail: "lasim serve's phone: the device is offline. APNs answers 200 and keeps the latest push for the token until the device is back.",
            fix: "Nothing to fix; expect only the latest push to arrive after a gap.")
        case .offlineCoalesced: RuleDescription(
            level: .warning, title: "Replaced while offline",
            detail: "lasim serve's phone: a newer push for the same token arrived while the device was offline; APNs keeps only the latest, so this one never reaches the phone.",
            fix: "Make every push complete (the whole content-state), never a delta that depends on the one before.")
        case .offlineExpired: RuleDescription(
            level: .warning, title: "Expired while offline",
            detail: "lasim serve's phone: the device was offline and the push's apns-expiration was 0 (now or never) or passed before it came back; APNs discards it.",
            fix: "Give pushes that still matter later an apns-expiration in the future.")
        case .updateTokenWithheld: RuleDescription(
            level: .warning, title: "No update token (yet)",
            detail: "lasim serve's phone: the activity's update token arrives late (after the person allows Live Activities on the lock screen) or never; updates sent before it arrives are ignored.",
            fix: "Wait for the token from the app before sending updates; end or re-start the activity if it never comes.")
        case .tokenUnregistered: RuleDescription(
            level: .error, title: "410 Unregistered",
            detail: "lasim serve: the token is no longer valid: the push-to-start token was rotated, the activity was dismissed or the app removed. APNs answers 410 Unregistered with a timestamp (ms since 1970) of when it stopped being valid.",
            fix: "Delete the token on the backend unless the app sends it again with a later date; use the newest token the app reported.")
        case .tokenWrongEnvironment: RuleDescription(
            level: .error, title: "Token of the other environment",
            detail: "lasim serve: the token was minted for the other APNs environment (a development build's token sent to production, or the reverse). APNs answers 400 BadDeviceToken.",
            fix: "Send development builds' tokens to api.sandbox.push.apple.com and release builds' to api.push.apple.com; store the environment with each token.")
        case .imageTooLarge: RuleDescription(
            level: .warning, title: "Asset image larger than its slot",
            detail: "With --swift, the app's views are drawn for the payload: an image from its Assets.xcassets has more pixels than the slot it is drawn in has points at 3x (the lock card 371 x 160 pt, a compact side 52.33 x 36.67 pt...). A device may refuse to start such an activity (ActivityKit's Activity.request: \"the system may fail to start the Live Activity\"), or draw the image grey; the Simulator draws it all the same, so a run there proves nothing. A vector asset kept as a vector (an SVG or PDF whose imageset sets \"Preserves Vector Data\") is not judged by its nominal size: the phone rasterises it at the size its view gives it, so a 1200 x 400 pt logo drawn in a 40 pt slot is no warning. Without that setting Xcode writes bitmaps at the file's nominal size (x2, x3) when it builds, and those are judged.",
            fix: "Ship the image at the size it is drawn (points x 3 for the @3x file, x 2 for @2x).")
        }
    }

    /// The table in docs/validate.md, between its `rules` markers.
    public static var markdownTable: String {
        var out = "| Rule id | Level | What it finds | Fix |\n| --- | --- | --- | --- |\n"
        for rule in rules {
            let d = describe(rule)
            out += "| `\(rule.id)` | \(d.level.rawValue) | **\(MarkdownText.cell(d.title)).** \(MarkdownText.cell(d.detail)) | \(MarkdownText.cell(d.fix)) |\n"
        }
        return out
    }
}

extension Rule {
    public var level: Finding.Severity { RuleCatalog.describe(self).level }
    public var title: String { RuleCatalog.describe(self).title }
}
