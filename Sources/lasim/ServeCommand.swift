import ArgumentParser
import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import LasimTerminal
import LasimModel
import LasimRender
import LasimServer
import LasimText
import Synchronization

extension PhoneScenario.Environment: ExpressibleByArgument {}
extension PhoneScenario.UpdateToken: ExpressibleByArgument {}

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the APNs-compatible endpoint with no terminal (for CI).",
        discussion: """
        Point a backend at http://HOST:PORT (or https:// with --tls-cert/--tls-key) instead of Apple's servers:
        POST /3/device/<token> over HTTP/1.1, HTTP/2 with prior knowledge, or HTTP/2 over TLS (ALPN h2).
        Each request is answered as APNs would (status, apns-id, {"reason": ...}); an accepted payload is then applied
        as the phone would. One line per request on stdout: status, reason, token, priority, what the phone did.
        SIGINT or SIGTERM stops it and prints the counters on stderr.
        """)

    enum ClockChoice: String, ExpressibleByArgument, CaseIterable { case wall, payload }

    @Option(help: "HOST:PORT to listen on; port 0 picks a free one.")
    var listen = "127.0.0.1:2197"

    @Option(name: .customLong("manage-listen"), help: "HOST:PORT of a second listener for channel management only (Apple serves it on its own port); the main one answers it too.")
    var manageListen: String?

    @Option(name: .customLong("push-to-start"), help: "A push-to-start token the simulated phone registers (hex); repeatable. Default: one derived from --bundle-id, printed at start.")
    var pushToStart: [String] = []

    @Option(name: .customLong("tls-cert"), help: "PEM certificate (chain): serve HTTP/2 over TLS.")
    var tlsCert: String?

    @Option(name: .customLong("tls-key"), help: "PEM private key of --tls-cert.")
    var tlsKey: String?

    @Option(name: .customLong("auth-key"), help: "AuthKey_XXXX.p8: check provider tokens (authorization: bearer JWT).")
    var authKey: String?

    @Option(name: .customLong("key-id"), help: "Key id of --auth-key (the JWT's kid).")
    var keyID: String?

    @Option(name: .customLong("team-id"), help: "Team id (the JWT's iss).")
    var teamID: String?

    @Option(name: .customLong("bundle-id"), help: "Only accept the topic <bundle id>.push-type.liveactivity.")
    var bundleID: String?

    @Option(name: .customLong("respond"), help: "TOKEN=REASON: answer this device token with an APNs error (Unregistered, TooManyRequests, InternalServerError...). Repeatable.")
    var respond: [String] = []

    @Option(help: "Append every accepted request to FILE as a replayable NDJSON envelope line.")
    var record: String?

    @Option(help: "Decode every content-state with this template (a name or a file).")
    var template: String?

    @OptionGroup var swift: SwiftOptions

    @Flag(help: "Fill defaults for missing or mistyped content-state fields instead of dropping the update.")
    var lenient = false

    @Option(help: "wall: the phone's clock is real time; payload: payload timestamps drive it (reproducible output).")
    var clock: ClockChoice = .wall

    @Option(help: "development or production: the APNs environment this endpoint plays (a token the phone minted for the other is 400 BadDeviceToken).")
    var environment: PhoneScenario.Environment = .development

    @Option(name: .customLong("app-environment"), help: "development or production: what the app was built for, so what the phone's tokens are minted for (default: --environment).")
    var appEnvironment: PhoneScenario.Environment?

    @Option(name: .customLong("phone"), help: "A phone scenario (JSON): tokens late or never, push-to-start after launch, budget, Low Power Mode, offline. See docs/endpoint.md.")
    var phoneFile: String?

    @Option(name: .customLong("update-token"), help: "immediate, late (after POST /lasim/phone/allow) or never: when an activity's update token arrives.")
    var updateToken: PhoneScenario.UpdateToken?

    @Option(help: "Priority-10 pushes per activity per hour; over it the phone shows nothing new (200, throttled).")
    var budget: Int?

    @Option(name: .customLong("low-power-delay"), help: "Low Power Mode: every push waits this many seconds.")
    var lowPower: Double?

    @Option(help: "Connections beyond this are closed at once.")
    var maxConnections = 256

    @Option(help: "HTTP/2 concurrent streams per connection.")
    var maxStreams = 100

    @Option(help: "Seconds a request has to arrive whole.")
    var requestTimeout: Double = 10

    @Option(help: "Seconds of silence after which a connection is closed.")
    var idleTimeout: Double = 60

    @Flag(help: "No line per request; only the summary on exit.")
    var quiet = false

    func run() async throws {
        var config = APNsServerConfig()
        (config.host, config.port) = try parseListen(listen)
        config.tlsCertificatePath = tlsCert
        config.tlsKeyPath = tlsKey
        config.maxConnections = maxConnections
        config.maxConcurrentStreams = maxStreams
        guard requestTimeout > 0, idleTimeout > 0 else { throw ValidationError("timeouts must be positive") }
        config.requestTimeout = .milliseconds(Int64(requestTimeout * 1000))
        config.idleTimeout = .milliseconds(Int64(idleTimeout * 1000))
        config.policy.bundleID = bundleID
        if let authKey {
            guard let keyID, let teamID else { throw ValidationError("--auth-key needs --key-id and --team-id") }
            guard let pem = try? String(contentsOfFile: authKey, encoding: .utf8) else {
                throw ValidationError("cannot read \(authKey)")
            }
            do {
                config.policy.auth = try ProviderAuth(p8: pem, keyID: keyID, teamID: teamID)
            } catch {
                throw ValidationError("\(authKey) is not a P-256 private key in PEM (.p8): \(error)")
            }
        }
        for rule in respond {
            let parts = rule.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let reason = APNsReason(named: parts[1]) else {
                throw ValidationError("--respond \(rule): expected TOKEN=REASON with one of Apple's reasons (Unregistered, TooManyRequests...)")
            }
            config.policy.tokenResponses[parts[0].lowercased()] = reason
        }

        var recorder: AppendFile?
        if let record {
            guard let file = AppendFile(path: record) else { throw ValidationError("cannot write \(record)") }
            recorder = file
        }

        let catalog = try loadCatalog(template: template, swift: swift)
        var tokens: [String] = []
        for t in pushToStart {
            guard t.count >= 64, t.count % 2 == 0, t.allSatisfy(\.isHexDigit) else {
                throw ValidationError("--push-to-start \(t.prefix(20)): expected a device token, 64-200 hex digits")
            }
            tokens.append(t.lowercased())
        }
        var scenario = PhoneScenario()
        if let phoneFile {
            // One line on stderr and exit 2, as `lasim test` does for bad input.
            func refuse(_ message: String) -> ExitCode {
                writeAll(fd: 2, "lasim serve: " + Sanitizer.visible(message) + "\n")
                return ExitCode(2)
            }
            guard let bytes = FileManager.default.contents(atPath: phoneFile) else {
                throw refuse("--phone \(phoneFile): cannot read the file")
            }
            switch PhoneScenario.parse(Array(bytes), file: "--phone \(phoneFile)") {
            case .success(let s): scenario = s
            case .failure(let e): throw refuse(e.message)
            }
        }
        if let updateToken { scenario.updateToken = updateToken }
        if let budget {
            guard budget >= 0 else { throw ValidationError("--budget \(budget): expected 0 or more priority-10 pushes an hour") }
            scenario.budgetPerHour = budget
        }
        if let lowPower {
            guard lowPower > 0, lowPower <= 86_400 else { throw ValidationError("--low-power-delay \(lowPower): expected seconds (0-86400]") }
            scenario.lowPowerDelay = lowPower
        }
        if let appEnvironment { scenario.appEnvironment = appEnvironment }
        let phone = Phone.start(store: ActivityStore(catalog: catalog, mode: lenient ? .lenient : .strict),
                                scenario: scenario, environment: environment,
                                seed: "push-to-start:" + (bundleID ?? "lasim"), given: tokens,
                                recorder: recorder, payloadClock: clock == .payload)
        let channels = config.channels
        config.phoneQuery = { phone.json(channels: channels.snapshot) }
        config.phoneControl = { action, body in phone.control(action: action, body: body) }
        config.policy.tokenCheck = { token in phone.check(token: token) }
        let quiet = quiet
        let (address, server) = try await APNsServer.start(config, onPush: { _ in }, onExchange: { exchange in
            phone.handle(exchange, print: !quiet)
        })
        let scheme = tlsCert != nil ? "https" : "http"
        writeOut("lasim serve: listening on \(scheme)://\(address) (\(tlsCert != nil ? "HTTP/2 over TLS, ALPN h2 or http/1.1" : "HTTP/1.1 and HTTP/2 prior knowledge"))\(config.policy.auth != nil ? ", provider tokens checked" : "")")
        var servers = [server]
        if let manageListen {
            var manage = config
            (manage.host, manage.port) = try parseListen(manageListen)
            manage.policy.routes = [.channels]
            let (manageAddress, manageServer) = try await APNsServer.start(manage, onPush: { _ in }, onExchange: { exchange in
                phone.handle(exchange, print: !quiet)
            })
            servers.append(manageServer)
            writeOut("lasim serve: channel management on \(scheme)://\(manageAddress)")
        }
        for t in phone.pushToStartTokens { writeOut("lasim serve: push-to-start token \(t)") }
        if scenario.pushToStart == .afterLaunch {
            writeOut("lasim serve: no push-to-start token until the app starts (POST /lasim/phone/launch)")
        }

        let signal = await waitForSignal()
        for s in servers { await s.stop() }
        LineOutput.standard.flush()
        recorder?.synchronize()
        var summary = ["lasim serve: stopped (\(signal == SIGINT ? "SIGINT" : "SIGTERM"))"]
        summary += server.counters.snapshot.lines
        if servers.count > 1 { summary += servers[1].counters.snapshot.lines.map { "channel management " + $0 } }
        summary.append("phone: \(phone.applied) applied, \(phone.dropped) dropped")
        writeAll(fd: 2, summary.joined(separator: "\n") + "\n")
    }

    func parseListen(_ text: String) throws -> (String, Int) { try Self.parseListen(text) }

    static func parseListen(_ text: String) throws -> (String, Int) {
        var host = "127.0.0.1"
        var portText = text
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { throw ValidationError("--listen \(text): expected HOST:PORT") }
            host = String(text[text.index(after: text.startIndex)..<close])
            portText = String(text[close...].dropFirst().drop { $0 == ":" })
        } else if let colon = text.lastIndex(of: ":") {
            if colon != text.startIndex { host = String(text[..<colon]) }
            portText = String(text[text.index(after: colon)...])
        }
        guard let port = Int(portText), (0...65535).contains(port) else {
            throw ValidationError("--listen \(text): expected HOST:PORT with a port 0-65535")
        }
        return (host, port)
    }
}

/// The simulated phone behind `lasim serve`: applies each accepted push in
/// the order the endpoint answered, records it, and says what it did. The
/// phone's conditions are `PhoneSimulator`'s (tokens, offline; its budget
/// and Low Power Mode through the core's `PhoneFeed`); this holds the lock,
/// the clock and the outputs.
final class Phone: Sendable {
    struct State {
        var phone: PhoneSimulator
        var clock = PayloadClock()
        /// Seconds `POST /lasim/phone/advance` moved the clock on.
        var offset: Double = 0
        var recorder: AppendFile?

        func now(payloadClock: Bool) -> Double {
            (payloadClock ? clock.now : Date().timeIntervalSince1970) + offset
        }

        mutating func flushRecord() {
            let lines = phone.takeRecordLines()
            if let recorder, !lines.isEmpty { recorder.write(lines.map { $0 + "\n" }.joined()) }
        }
    }
    private let state: Mutex<State>
    private let payloadClock: Bool

    init(phone: PhoneSimulator, recorder: AppendFile?, payloadClock: Bool) {
        var s = State(phone: phone, recorder: recorder)
        s.flushRecord()
        state = Mutex(s)
        self.payloadClock = payloadClock
    }

    /// Builds the phone with the clock the server will use.
    static func start(store: ActivityStore, scenario: PhoneScenario, environment: PhoneScenario.Environment,
                      seed: String, given: [String], recorder: AppendFile?, payloadClock: Bool) -> Phone {
        let now = payloadClock ? 0 : Date().timeIntervalSince1970
        let sim = PhoneSimulator(store: store, scenario: scenario, environment: environment, seed: seed, given: given, at: now)
        return Phone(phone: sim, recorder: recorder, payloadClock: payloadClock)
    }

    var applied: Int { state.withLock { $0.phone.store.appliedCount } }
    var dropped: Int { state.withLock { $0.phone.store.droppedCount } }
    var pushToStartTokens: [String] { state.withLock { s in s.phone.tokenOrder.filter { s.phone.tokens[$0]?.kind == .pushToStart } } }

    /// What the phone holds and why, for `GET /lasim/phone`.
    func json(channels: ChannelRegistry) -> String {
        state.withLock { s in
            let now = s.now(payloadClock: payloadClock)
            s.phone.release(upTo: now)
            return JSONWriter.compact(s.phone.json(at: now, channels: channels.allIDs))
        }
    }

    /// The endpoint asks before answering 200: 410 or 400 for a token the phone refuses.
    func check(token: String) -> TokenRefusal? {
        state.withLock { s in
            let now = s.now(payloadClock: payloadClock)
            guard let r = s.phone.answer(token: token, at: now) else { return nil }
            let reason: APNsReason = switch r.kind {
            case .unregistered: .unregistered
            case .badDeviceToken: .badDeviceToken
            }
            return TokenRefusal(reason: reason, timestampMs: r.timestampMs, detail: "\(r.detail) [\(r.rule)]")
        }
    }

    /// `POST /lasim/phone/<action>`: a bad request is a 400 with one line saying what and where.
    func control(action name: String, body: [UInt8]) -> PhoneControlAnswer {
        switch PhoneAction.parse(name: name, body: body) {
        case .failure(let e):
            return PhoneControlAnswer(status: e.unknownAction ? 404 : 400,
                                      json: JSONWriter.compact(.object(JSONObject(["error": .string(e.message)]))),
                                      line: "phone: " + e.message)
        case .success(let action):
            return state.withLock { s in
                if case .advance(let seconds) = action { s.offset += seconds }
                let r = s.phone.perform(action, at: s.now(payloadClock: payloadClock))
                s.flushRecord()
                return PhoneControlAnswer(status: r.status, json: JSONWriter.compact(.object(r.json)),
                                          line: "phone \(name): \(r.line)")
            }
        }
    }

    /// Applies an accepted push, records it, and prints one line on stdout,
    /// all under one lock so the lines come in the order the phone applied.
    func handle(_ exchange: APNsExchange, print: Bool) {
        let r = exchange.result.response
        let target = exchange.result.delivery?.channel.map { "channel:" + $0 } ?? exchange.channelID.map { "channel:" + $0 } ?? exchange.token
        let token = target.count > 16 && exchange.result.delivery?.channel == nil ? String(target.prefix(12)) + "…" : target
        let priority = exchange.result.delivery.map { "p\($0.priority)" } ?? exchange.priorityHeader.map { "p\($0)" } ?? "p-"
        var line = "\(r.status) \(r.reason?.rawValue ?? (r.status < 300 ? "OK" : "-")) \(token.isEmpty ? "-" : token) \(priority)"
        state.withLock { s in
            if let control = exchange.result.control {
                if let recorder = s.recorder { recorder.write(control.line + "\n") }
                let o = s.phone.deliver(.control(control), at: s.now(payloadClock: payloadClock))
                line += ": \(o.reason)"
            } else if let delivery = exchange.result.delivery {
                if let recorder = s.recorder { recorder.write(delivery.envelopeLine + "\n") }
                if payloadClock { _ = s.clock.advance(for: delivery.item) }
                let o = s.phone.deliver(delivery.item, expiration: delivery.expiration, at: s.now(payloadClock: payloadClock))
                line += " \(o.event ?? "-"): phone \(o.outcome): \(o.reason)"
                if let rule = o.rule { line += " [\(rule)]" }
            } else {
                line += ": " + r.detail
            }
            if print { writeOut(Sanitizer.visible(line)) }
        }
    }
}

/// One line on stdout. Lines are gathered and written together every 20 ms
/// (or per 64 KiB): a write per request was a tenth of the endpoint's time
/// under load (perf). A reader still sees each line within 20 ms, in order.
func writeOut(_ line: String) { LineOutput.standard.append(line) }

final class LineOutput: Sendable {
    static let standard = LineOutput(fd: 1)
    private let fd: Int32
    private let pending = Mutex<[UInt8]>([])
    /// Held while writing, so that batches reach the file in order.
    private let writing = Mutex(())
    private let started = Atomic<Bool>(false)

    init(fd: Int32) { self.fd = fd }

    func append(_ line: String) {
        let full = pending.withLock { p -> Bool in
            p.append(contentsOf: line.utf8)
            p.append(0x0A)
            return p.count >= 1 << 16
        }
        if full { flush() }
        if !started.exchange(true, ordering: .relaxed) {
            if self === LineOutput.standard { atexit { LineOutput.standard.flush() } }
            BackgroundThread.start(stackSize: 1 << 18) { [self] in
                while true {
                    BackgroundThread.pause(seconds: 0.02)
                    flush()
                }
            }
        }
    }

    func flush() {
        writing.withLock { _ in
            let bytes = pending.withLock { p -> [UInt8] in
                defer { p.removeAll(keepingCapacity: true) }
                return p
            }
            writeAll(fd: fd, bytes)
        }
    }
}

/// Waits for SIGINT or SIGTERM; returns which.
func waitForSignal() async -> Int32 {
    let (stream, continuation) = AsyncStream.makeStream(of: Int32.self)
    let queue = DispatchQueue(label: "lasim.signals")
    var sources: [DispatchSourceSignal] = []
    for sig in [SIGINT, SIGTERM] {
        signal(sig, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: sig, queue: queue)
        source.setEventHandler { continuation.yield(sig) }
        source.resume()
        sources.append(source)
    }
    var received = SIGTERM
    for await sig in stream {
        received = sig
        break
    }
    for s in sources { s.cancel() }
    return received
}
