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
        let phone = Phone(store: ActivityStore(catalog: catalog, mode: lenient ? .lenient : .strict),
                          recorder: recorder, payloadClock: clock == .payload)
        var tokens: [String] = []
        for t in pushToStart {
            guard t.count >= 64, t.count % 2 == 0, t.allSatisfy(\.isHexDigit) else {
                throw ValidationError("--push-to-start \(t.prefix(20)): expected a device token, 64-200 hex digits")
            }
            tokens.append(t.lowercased())
        }
        if tokens.isEmpty { tokens = [ActivityStore.issueToken(from: "push-to-start:" + (bundleID ?? "lasim"), number: 0)] }
        for t in tokens { phone.register(ControlEvent(source: "phone", kind: .pushToStartToken(t))) }
        let channels = config.channels
        config.phoneQuery = { phone.json(channels: channels.snapshot) }
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
        for t in tokens { writeOut("lasim serve: push-to-start token \(t)") }

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
/// the order the endpoint answered, records it, and says what it did.
final class Phone: Sendable {
    struct State {
        var store: ActivityStore
        var clock = PayloadClock()
        var recorder: AppendFile?
    }
    private let state: Mutex<State>
    private let payloadClock: Bool

    init(store: ActivityStore, recorder: AppendFile?, payloadClock: Bool) {
        state = Mutex(State(store: store, recorder: recorder))
        self.payloadClock = payloadClock
    }

    var applied: Int { state.withLock { $0.store.appliedCount } }
    var dropped: Int { state.withLock { $0.store.droppedCount } }

    /// A control event from the phone itself (a push-to-start token): applied and recorded.
    func register(_ event: ControlEvent) {
        state.withLock { s in
            if let recorder = s.recorder { recorder.write(event.line + "\n") }
            s.store.apply(event, at: payloadClock ? s.clock.now : Date().timeIntervalSince1970)
        }
    }

    /// What the phone holds, for `GET /lasim/phone`.
    func json(channels: ChannelRegistry) -> String {
        state.withLock { s in
            let now = payloadClock ? s.clock.now : Date().timeIntervalSince1970
            let activities = s.store.activities.map { a -> JSONValue in
                var o = JSONObject([JSONObject.Entry(key: "id", value: .string(a.id)),
                                    JSONObject.Entry(key: "state", value: .string(a.state(at: now).rawValue)),
                                    JSONObject.Entry(key: "content-state", value: .object(a.content))])
                if let t = a.updateToken { o.entries.append(.init(key: "update-token", value: .string(t))) }
                if let c = a.channel { o.entries.append(.init(key: "channel", value: .string(c))) }
                if let p = a.startedByToken { o.entries.append(.init(key: "push-to-start-token", value: .string(p))) }
                return .object(o)
            }
            return JSONWriter.compact(.object(JSONObject([
                JSONObject.Entry(key: "push-to-start-tokens", value: .array(s.store.pushToStartTokens.sorted().map { .string($0) })),
                JSONObject.Entry(key: "activities", value: .array(activities)),
                JSONObject.Entry(key: "channels", value: .array(channels.allIDs.map { .string($0) })),
            ])))
        }
    }

    /// Applies an accepted push, records it, and prints one line on stdout,
    /// all under one lock so the lines come in the order the phone applied.
    func handle(_ exchange: APNsExchange, print: Bool) {
        let r = exchange.result.response
        let target = exchange.result.delivery?.channel.map { "channel:" + $0 } ?? exchange.channelID.map { "channel:" + $0 } ?? exchange.token
        let token = target.count > 16 && exchange.result.delivery?.channel == nil ? String(target.prefix(12)) + "…" : target
        let priority = exchange.result.delivery.map { "p\($0.priority)" } ?? exchange.priorityHeader.map { "p\($0)" } ?? "p-"
        var line = "\(r.status) \(r.reason?.rawValue ?? "OK") \(token.isEmpty ? "-" : token) \(priority)"
        state.withLock { s in
            if let control = exchange.result.control {
                if let recorder = s.recorder { recorder.write(control.line + "\n") }
                let d = s.store.apply(control, at: payloadClock ? s.clock.now : Date().timeIntervalSince1970)
                line += ": \(d.reason)"
            } else if let delivery = exchange.result.delivery {
                if let recorder = s.recorder { recorder.write(delivery.envelopeLine + "\n") }
                let now = payloadClock ? s.clock.advance(for: delivery.item) : Date().timeIntervalSince1970
                let decision: Decision
                switch delivery.item {
                case .push(let p): decision = s.store.apply(p, at: now)
                case .rejected(let rejection): decision = s.store.reject(rejection, at: now)
                case .control(let e): decision = s.store.apply(e, at: now)
                }
                line += " \(decision.event ?? "-"): phone \(decision.outcome.rawValue): \(decision.reason)"
                if !decision.warnings.isEmpty { line += " (" + decision.warnings.joined(separator: "; ") + ")" }
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
