import LasimText

/// How the phone behind `lasim serve` misbehaves, as real phones do: the
/// conditions it starts with (`--phone FILE`, a JSON object) and the
/// actions a test triggers mid-run (`POST /lasim/phone/<action>`).
public struct PhoneScenario: Sendable, Equatable {
    /// APNs' two environments: a development (sandbox) build's tokens are
    /// unknown to production and the other way round.
    public enum Environment: String, Sendable, CaseIterable { case development, production }
    /// When the push-to-start token exists: at once, or only after the
    /// app's first local start (`launch`).
    public enum PushToStart: String, Sendable, CaseIterable { case atStart = "at-start", afterLaunch = "after-launch" }
    /// When an activity's update token reaches the backend: with the start,
    /// after the person allows Live Activities on the lock screen (`allow`),
    /// or never.
    public enum UpdateToken: String, Sendable, CaseIterable { case immediate, late, never }

    /// The environment the app was built for; the phone mints its tokens
    /// for it. nil: the endpoint's own.
    public var appEnvironment: Environment?
    public var pushToStart: PushToStart = .atStart
    public var updateToken: UpdateToken = .immediate
    /// Priority-10 pushes an activity may take in any sliding hour; nil: no budget.
    public var budgetPerHour: Int?
    /// Low Power Mode: every push waits this many seconds; nil: off.
    public var lowPowerDelay: Double?
    /// The device starts offline: APNs keeps the latest push per token.
    public var offline = false

    public init() {}

    /// Seconds Low Power Mode delays a push when no delay is given.
    public static let defaultLowPowerDelay: Double = 60

    static let keys = ["app-environment", "push-to-start", "update-token", "budget-per-hour", "low-power-delay", "offline"]

    /// Reads a scenario file; the error is one line naming the file, the key and what was expected.
    public static func parse(_ bytes: [UInt8], file: String) -> Result<PhoneScenario, PhoneError> {
        func fail(_ what: String) -> Result<PhoneScenario, PhoneError> { .failure(PhoneError("\(file): \(what)")) }
        let value: JSONValue
        do throws(JSONError) {
            value = try JSONParser.parse(bytes: bytes, maxDepth: 16)
        } catch {
            let before = bytes.prefix(max(0, min(error.offset, bytes.count)))
            let line = before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            return fail("line \(line): not JSON: \(error.message)")
        }
        guard case .object(let top) = value else { return fail("expected a JSON object, found \(value.kindName)") }
        var s = PhoneScenario()
        for entry in top.entries {
            let key = entry.key, v = entry.value
            func bad(_ expected: String) -> Result<PhoneScenario, PhoneError> {
                fail("\"\(Sanitizer.visible(key))\": expected \(expected), found \(Sanitizer.visible(JSONWriter.compact(v).prefix(40).description))")
            }
            switch key {
            case "app-environment":
                guard let e = v.stringValue.flatMap(Environment.init(rawValue:)) else { return bad("\"development\" or \"production\"") }
                s.appEnvironment = e
            case "push-to-start":
                guard let p = v.stringValue.flatMap(PushToStart.init(rawValue:)) else { return bad("\"at-start\" or \"after-launch\"") }
                s.pushToStart = p
            case "update-token":
                guard let u = v.stringValue.flatMap(UpdateToken.init(rawValue:)) else { return bad("\"immediate\", \"late\" or \"never\"") }
                s.updateToken = u
            case "budget-per-hour":
                if v.isNull { s.budgetPerHour = nil; continue }
                guard let n = v.numberValue, n >= 0, n <= 100_000, n == n.rounded() else { return bad("a whole number 0-100000 or null") }
                s.budgetPerHour = Int(n)
            case "low-power-delay":
                if v.isNull || v.boolValue == false { s.lowPowerDelay = nil; continue }
                if v.boolValue == true { s.lowPowerDelay = defaultLowPowerDelay; continue }
                guard let n = v.numberValue, n > 0, n <= 86_400 else { return bad("seconds (0-86400], true, false or null") }
                s.lowPowerDelay = n
            case "offline":
                guard let b = v.boolValue else { return bad("true or false") }
                s.offline = b
            default:
                let hint = Suggest.nearest(key, in: keys).map { " (did you mean \"\($0)\"?)" } ?? ""
                return fail("unknown key \"\(Sanitizer.visible(String(key.prefix(40))))\"\(hint); known: \(keys.joined(separator: ", "))")
            }
        }
        return .success(s)
    }
}

/// A bad scenario file or control request, in one line.
public struct PhoneError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    /// A control request for an action that does not exist (404, not 400).
    public var unknownAction = false
    public init(_ message: String, unknownAction: Bool = false) { self.message = message; self.unknownAction = unknownAction }
    public var description: String { message }
}

/// What a test asks the phone to do mid-run: `POST /lasim/phone/<name>`.
public enum PhoneAction: Sendable, Equatable {
    /// The app's first local start: the push-to-start token appears (again, after `uninstall`).
    case launch
    /// The system replaces the push-to-start token; the old one is unregistered.
    case rotatePushToStart
    /// The person allows Live Activities on the lock screen: late update tokens arrive.
    case allow
    /// The person swipes the card away: pushes still answer 200, nothing is shown.
    case swipe(activity: String)
    /// The system removes the activity; its update token is unregistered (410).
    case dismiss(activity: String)
    /// The app is removed: every token the phone minted is unregistered (410).
    case uninstall
    case lowPower(on: Bool, delay: Double?)
    case offline
    /// Back online: the latest push per token arrives.
    case online
    case budget(perHour: Int?)
    /// The phone's clock moves on (pushes Low Power Mode held become due).
    case advance(seconds: Double)

    public static let names = ["launch", "rotate-push-to-start", "allow", "swipe", "dismiss", "uninstall",
                               "low-power", "offline", "online", "budget", "advance"]

    /// `name` from the path, `body` the request's (empty, or a JSON object).
    public static func parse(name: String, body: [UInt8]) -> Result<PhoneAction, PhoneError> {
        let shown = Sanitizer.visible(String(name.prefix(40)))
        func fail(_ what: String, unknownAction: Bool = false) -> Result<PhoneAction, PhoneError> {
            .failure(PhoneError("POST /lasim/phone/\(shown): \(what)", unknownAction: unknownAction))
        }
        guard names.contains(name) else {
            let hint = Suggest.nearest(name, in: names).map { " (did you mean \"\($0)\"?)" } ?? ""
            return fail("unknown action\(hint); known: \(names.joined(separator: ", "))", unknownAction: true)
        }
        var top = JSONObject()
        if !body.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            do throws(JSONError) {
                guard case .object(let o) = try JSONParser.parse(bytes: body, maxDepth: 8) else {
                    return fail("the body must be a JSON object")
                }
                top = o
            } catch {
                return fail("the body is not JSON: \(error.message) at byte \(error.offset)")
            }
        }
        let allowed: [String]
        switch name {
        case "swipe", "dismiss": allowed = ["activity"]
        case "low-power": allowed = ["on", "delay"]
        case "budget": allowed = ["per-hour"]
        case "advance": allowed = ["seconds"]
        default: allowed = []
        }
        if let extra = top.keys.first(where: { !allowed.contains($0) }) {
            return fail("unknown key \"\(Sanitizer.visible(String(extra.prefix(40))))\"" + (allowed.isEmpty ? "; this action takes no body" : "; it takes \(allowed.joined(separator: ", "))"))
        }
        switch name {
        case "launch": return .success(.launch)
        case "rotate-push-to-start": return .success(.rotatePushToStart)
        case "allow": return .success(.allow)
        case "uninstall": return .success(.uninstall)
        case "offline": return .success(.offline)
        case "online": return .success(.online)
        case "swipe", "dismiss":
            guard let id = top["activity"]?.stringValue, !id.isEmpty, id.utf8.count <= 200 else {
                return fail("\"activity\": expected the activity's id or update token (a string), as GET /lasim/phone lists it")
            }
            return .success(name == "swipe" ? .swipe(activity: id.lowercased()) : .dismiss(activity: id.lowercased()))
        case "low-power":
            guard let on = top["on"]?.boolValue ?? (top["on"] == nil ? true : nil) else { return fail("\"on\": expected true or false") }
            var delay: Double?
            if let d = top["delay"] {
                guard let n = d.numberValue, n > 0, n <= 86_400 else { return fail("\"delay\": expected seconds (0-86400]") }
                delay = n
            }
            return .success(.lowPower(on: on, delay: delay))
        case "budget":
            guard let v = top["per-hour"] else { return fail("\"per-hour\": expected a whole number 0-100000, or null for no budget") }
            if v.isNull { return .success(.budget(perHour: nil)) }
            guard let n = v.numberValue, n >= 0, n <= 100_000, n == n.rounded() else {
                return fail("\"per-hour\": expected a whole number 0-100000, or null for no budget")
            }
            return .success(.budget(perHour: Int(n)))
        default: // advance
            guard let n = top["seconds"]?.numberValue, n > 0, n <= 30 * 86_400 else {
                return fail("\"seconds\": expected a number of seconds (0-2592000]")
            }
            return .success(.advance(seconds: n))
        }
    }
}
