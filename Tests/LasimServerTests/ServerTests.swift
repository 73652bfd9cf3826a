import Crypto
import Foundation
import LasimModel
import LasimTestTools
import Testing
@testable import LasimServer

/// A request and the answer APNs gives it.
struct WireCase: Sendable, CustomStringConvertible {
    var name: String
    var headers: [(String, String)] = LasimServerTests.headers()
    var body: String? = goodPayload
    var method = "POST"
    var path: String?
    var status: Int
    var reason: String?
    var description: String { name }
}

let wireCases: [WireCase] = [
    WireCase(name: "good", status: 200),
    WireCase(name: "good priority 5", headers: headers([("apns-priority", "5")]), status: 200),
    WireCase(name: "bad token", path: "/3/device/xyz", status: 400, reason: "BadDeviceToken"),
    WireCase(name: "no token", path: "/3/device/", status: 400, reason: "MissingDeviceToken"),
    WireCase(name: "bad path", path: "/4/notify", status: 404, reason: "BadPath"),
    WireCase(name: "GET", body: nil, method: "GET", status: 405, reason: "MethodNotAllowed"),
    WireCase(name: "no topic", headers: headers(without: ["apns-topic"]), status: 400, reason: "MissingTopic"),
    WireCase(name: "app topic", headers: headers(without: ["apns-topic"]) + [("apns-topic", "com.example.food")],
             status: 400, reason: "TopicDisallowed"),
    WireCase(name: "alert push type", headers: headers(without: ["apns-push-type"]) + [("apns-push-type", "alert")],
             status: 400, reason: "InvalidPushType"),
    WireCase(name: "priority 1", headers: headers([("apns-priority", "1")]), status: 400, reason: "BadPriority"),
    WireCase(name: "expiration", headers: headers([("apns-expiration", "soon")]), status: 400, reason: "BadExpirationDate"),
    WireCase(name: "apns-id", headers: headers([("apns-id", "42")]), status: 400, reason: "BadMessageId"),
    WireCase(name: "collapse id", headers: headers([("apns-collapse-id", String(repeating: "k", count: 80))]),
             status: 400, reason: "BadCollapseId"),
    WireCase(name: "two priorities", headers: headers([("apns-priority", "10"), ("apns-priority", "5")]),
             status: 400, reason: "DuplicateHeaders"),
    WireCase(name: "empty body", body: "", status: 400, reason: "PayloadEmpty"),
    WireCase(name: "malformed JSON", body: "{\"aps\":", status: 400, reason: "PayloadEmpty"),
    WireCase(name: "5000 bytes", body: "{\"aps\":{\"event\":\"update\",\"content-state\":{\"s\":\"" + String(repeating: "x", count: 5000) + "\"}}}",
             status: 413, reason: "PayloadTooLarge"),
    WireCase(name: "unregistered", path: "/3/device/" + String(repeating: "0f", count: 32), status: 410, reason: "Unregistered"),
    WireCase(name: "throttled", path: "/3/device/" + String(repeating: "1e", count: 32), status: 429, reason: "TooManyRequests"),
]

func forcedAnswers(_ c: inout APNsServerConfig) {
    c.policy.tokenResponses[String(repeating: "0f", count: 32)] = .unregistered
    c.policy.tokenResponses[String(repeating: "1e", count: 32)] = .tooManyRequests
}

@Suite(.serialized) struct ServerTests {
    func check(_ curl: Curl, http: String, expectVersion: String) throws {
        for c in wireCases {
            let r = try curl.post(token, headers: c.headers, body: c.body, method: c.method, pathOverride: c.path, http: http)
            #expect(r.version == expectVersion, "\(c.name): \(r)")
            #expect(r.status == c.status, "\(c.name): \(r)")
            #expect(r.reason == c.reason, "\(c.name): \(r) \(r.body)")
            #expect(APNsValidator.isUUID(r.headers["apns-id"] ?? ""), "\(c.name): apns-id \(r.headers["apns-id"] ?? "none")")
            if c.status == 200 {
                #expect(APNsValidator.isUUID(r.headers["apns-unique-id"] ?? ""), "\(c.name)")
                #expect(r.body.isEmpty)
            } else {
                #expect(r.headers["content-type"] == "application/json", "\(c.name)")
                #expect(r.headers["apns-unique-id"] == nil, "\(c.name)")
            }
            if c.status == 410 { #expect(r.body.contains("\"timestamp\":"), "\(c.name)") }
        }
        // apns-id is echoed.
        let id = "6c4a5d1e-0f39-4c3a-9b59-34e2b9f2f7a1"
        let r = try curl.post(token, headers: headers([("apns-id", id)]), body: goodPayload, http: http)
        #expect(r.headers["apns-id"] == id)
    }

    @Test(.enabled(if: Tools.curl.runnable, Tools.curl.skipNote))
    func http1AndH2cOnOnePort() async throws {
        let curlPath = try Tools.curl.path()
        let (server, inbox) = try await startServer(forcedAnswers)
        defer { Task { await server.stop() } }
        let curl = Curl(path: curlPath, base: "http://127.0.0.1:\(server.address.port)")
        try check(curl, http: "--http1.1", expectVersion: "HTTP/1.1")
        try check(curl, http: "--http2-prior-knowledge", expectVersion: "HTTP/2")
        // Two accepted cases and the echo, on each protocol.
        #expect(inbox.all.count == 6)
        #expect(inbox.all.map(\.priority) == [10, 5, 10, 10, 5, 10])
        guard case .push(let push)? = inbox.all.first?.item else { Issue.record("no push"); return }
        #expect(push.activityID == token)
        #expect(push.source == "POST /3/device/\(token)")
        let counts = server.counters.snapshot
        #expect(counts.accepted == 6)
        #expect(counts.rejected[.badPriority] == 2)
        #expect(counts.requests == 2 * (wireCases.count + 1))
        await server.stop()
    }

    @Test(.enabled(if: Tools.curl.runnable, Tools.curl.skipNote),
          .enabled(if: Tools.openssl.runnable, Tools.openssl.skipNote))
    func http2OverTLS() async throws {
        let curlPath = try Tools.curl.path()
        let openssl = try Tools.openssl.path()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let cert = dir.appendingPathComponent("cert.pem").path, key = dir.appendingPathComponent("key.pem").path
        let made = try run(openssl, ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                                     "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=localhost",
                                     "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"])
        try #require(made.status == 0, "openssl could not make a certificate")
        let (server, inbox) = try await startServer {
            $0.tlsCertificatePath = cert
            $0.tlsKeyPath = key
            forcedAnswers(&$0)
        }
        defer { Task { await server.stop() } }
        var curl = Curl(path: curlPath, base: "https://localhost:\(server.address.port)")
        curl.extra = ["--cacert", cert]
        try check(curl, http: "--http2", expectVersion: "HTTP/2")
        // ALPN http/1.1 works too, and so do clients that negotiate nothing.
        let r = try curl.post(token, headers: headers(), body: goodPayload, http: "--http1.1")
        #expect(r.version == "HTTP/1.1")
        #expect(r.status == 200)
        var noALPN = curl
        noALPN.extra += ["--no-alpn"]
        let h2 = try noALPN.post(token, headers: headers(), body: goodPayload, http: "--http2-prior-knowledge")
        #expect(h2.version == "HTTP/2" && h2.status == 200, "\(h2)")
        let h1 = try noALPN.post(token, headers: headers(), body: goodPayload, http: "--http1.1")
        #expect(h1.version == "HTTP/1.1" && h1.status == 200, "\(h1)")
        // An untrusted certificate is refused by the client, not the server.
        let untrusted = Curl(path: curlPath, base: "https://localhost:\(server.address.port)")
        #expect(try untrusted.post(token, headers: headers(), body: goodPayload, http: "--http2").curlExit != 0)
        #expect(inbox.all.count == 6)
        await server.stop()
    }

    @Test(.enabled(if: Tools.curl.runnable, Tools.curl.skipNote))
    func providerTokensOverTheWire() async throws {
        let curlPath = try Tools.curl.path()
        let key = P256.Signing.PrivateKey()
        let (server, _) = try await startServer {
            $0.policy.auth = ProviderAuth(publicKey: key.publicKey, keyID: "KEY1234567", teamID: "TEAM765432")
        }
        defer { Task { await server.stop() } }
        let curl = Curl(path: curlPath, base: "http://127.0.0.1:\(server.address.port)")
        let t = Date().timeIntervalSince1970
        let good = try ProviderAuth.make(privateKey: key, keyID: "KEY1234567", teamID: "TEAM765432", issuedAt: t - 10)
        let old = try ProviderAuth.make(privateKey: key, keyID: "KEY1234567", teamID: "TEAM765432", issuedAt: t - 4000)
        let other = try ProviderAuth.make(privateKey: P256.Signing.PrivateKey(), keyID: "KEY1234567", teamID: "TEAM765432", issuedAt: t)
        let cases: [(String?, Int, String?)] = [(nil, 403, "MissingProviderToken"), (good, 200, nil),
                                                (old, 403, "ExpiredProviderToken"), (other, 403, "InvalidProviderToken")]
        for http in ["--http1.1", "--http2-prior-knowledge"] {
            for (jwt, status, reason) in cases {
                let h = headers(jwt.map { [("authorization", "bearer \($0)")] } ?? [])
                let r = try curl.post(token, headers: h, body: goodPayload, http: http)
                #expect(r.status == status, "\(http) \(reason ?? "good")")
                #expect(r.reason == reason, "\(http) \(reason ?? "good")")
            }
        }
        await server.stop()
    }

    @Test(.enabled(if: Tools.curl.runnable, Tools.curl.skipNote))
    func oversizedBodyIsCutOff() async throws {
        let curlPath = try Tools.curl.path()
        let (server, inbox) = try await startServer()
        defer { Task { await server.stop() } }
        let curl = Curl(path: curlPath, base: "http://127.0.0.1:\(server.address.port)")
        let huge = String(repeating: "x", count: 200_000)
        for http in ["--http1.1", "--http2-prior-knowledge"] {
            let r = try curl.post(token, headers: headers(), body: huge, http: http)
            #expect(r.status == 413, "\(http): \(r)")
            #expect(r.reason == "PayloadTooLarge", "\(http)")
        }
        #expect(server.counters.snapshot.oversizeClosed == 2)
        // The server is fine afterwards.
        #expect(try curl.post(token, headers: headers(), body: goodPayload, http: "--http2-prior-knowledge").status == 200)
        #expect(inbox.all.count == 1)
        await server.stop()
    }

    @Test(.enabled(if: Tools.curl.runnable, Tools.curl.skipNote))
    func garbageClosesThatConnectionOnly() async throws {
        let curlPath = try Tools.curl.path()
        let (server, _) = try await startServer()
        defer { Task { await server.stop() } }
        let port = server.address.port
        let idle = try RawSocket(port: port)
        idle.send("POST /3/device/\(token) HTTP/1.1\r\nhost: x\r\n")  // a request under way on another connection

        // Neither HTTP/1.1 nor the HTTP/2 preface: a broken preface, GOAWAY
        // with PROTOCOL_ERROR after the server's SETTINGS (RFC 9113 3.4).
        let junk = try RawSocket(port: port)
        junk.send([0x16, 0x03, 0x01, 0x00, 0xFF] + Array("\u{0}\u{1}garbage\r\n\r\n".utf8))
        let answer = junk.readUntilClosed(timeout: 12)
        #expect(answer.closed)
        let goAway = H2.frames(answer.bytes).last
        #expect(goAway?.type == 7 && goAway?.errorCode == 1, "GOAWAY PROTOCOL_ERROR expected, got \(H2.frames(answer.bytes))")

        // A request line, then junk: HTTP/1.1's parser refuses it.
        let badH1 = try RawSocket(port: port)
        badH1.send(Array("GET / HTTP/1.1\r\n".utf8) + [0x00, 0x01] + Array("garbage\r\n\r\n".utf8))
        let refused = badH1.readUntilClosed(timeout: 12)
        #expect(refused.closed)
        #expect(String(decoding: refused.bytes, as: UTF8.self).hasPrefix("HTTP/1.1 400"))

        let badH2 = try RawSocket(port: port)
        badH2.send(Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8) + [UInt8](repeating: 0xEE, count: 64))
        #expect(badH2.readUntilClosed(timeout: 12).closed)

        let curl = Curl(path: curlPath, base: "http://127.0.0.1:\(port)")
        #expect(try curl.post(token, headers: headers(), body: goodPayload, http: "--http2-prior-knowledge").status == 200)
        // The half-sent request on the first connection still completes.
        let body = goodPayload
        idle.send("apns-topic: \(topic)\r\napns-push-type: liveactivity\r\ncontent-length: \(body.utf8.count)\r\n\r\n\(body)")
        let reply = idle.readUntilClosed(timeout: 4)
        #expect(String(decoding: reply.bytes, as: UTF8.self).hasPrefix("HTTP/1.1 200"))
        #expect(await eventually { server.counters.snapshot.protocolErrors == 3 })
        await server.stop()
    }

    @Test func slowClientTimesOut() async throws {
        let (server, _) = try await startServer { $0.requestTimeout = .milliseconds(400) }
        defer { Task { await server.stop() } }
        let slow = try RawSocket(port: server.address.port)
        slow.send("POST /3/device/\(token) HTTP/1.1\r\nhost: x\r\n")
        let start = Date()
        let result = slow.readUntilClosed(timeout: 20)
        #expect(result.closed)
        #expect(Date().timeIntervalSince(start) < 3)
        // HTTP/2: a stream whose body never comes is reset; the connection stays.
        let slowH2 = try RawSocket(port: server.address.port)
        slowH2.send(H2.preface + H2.frame(type: 4, flags: 0, stream: 0, []) + H2.headers(stream: 1, path: "/3/device/\(token)"))
        let frames = H2.frames(slowH2.readUntilClosed(timeout: 6).bytes)
        #expect(frames.contains { $0.type == 3 && $0.stream == 1 }, "RST_STREAM expected, got \(frames)")
        #expect(!frames.contains { $0.type == 7 }, "no GOAWAY expected")
        #expect(await eventually { server.counters.snapshot.timeouts == 2 })
        await server.stop()
    }

    @Test func idleConnectionIsClosed() async throws {
        let (server, _) = try await startServer { $0.idleTimeout = .milliseconds(300) }
        defer { Task { await server.stop() } }
        let c = try RawSocket(port: server.address.port)
        let body = goodPayload
        c.send("POST /3/device/\(token) HTTP/1.1\r\nhost: x\r\napns-topic: \(topic)\r\napns-push-type: liveactivity\r\ncontent-length: \(body.utf8.count)\r\n\r\n\(body)")
        let r = c.readUntilClosed(timeout: 12)
        #expect(r.closed)
        #expect(String(decoding: r.bytes, as: UTF8.self).hasPrefix("HTTP/1.1 200"))
        #expect(await eventually { server.counters.snapshot.idleClosed == 1 })
        await server.stop()
    }

    @Test func connectionLimit() async throws {
        let (server, _) = try await startServer { $0.maxConnections = 2 }
        defer { Task { await server.stop() } }
        let a = try RawSocket(port: server.address.port)
        let b = try RawSocket(port: server.address.port)
        #expect(await eventually { server.counters.snapshot.connectionsOpen == 2 })
        let c = try RawSocket(port: server.address.port)
        #expect(c.readUntilClosed(timeout: 8).closed)
        #expect(server.counters.snapshot.connectionsRefused == 1)
        #expect(!a.readUntilClosed(timeout: 0.1).closed)
        #expect(!b.readUntilClosed(timeout: 0.1).closed)
        await server.stop()
    }

    /// As aioapns sends it: `host` instead of `:authority`. APNs answers a
    /// 200 with one HEADERS frame (END_STREAM) and no DATA frame.
    @Test func http2WithoutAuthorityAnswersLikeAPNs() async throws {
        let (server, inbox) = try await startServer()
        defer { Task { await server.stop() } }
        let c = try RawSocket(port: server.address.port)
        let body = Array(goodPayload.utf8)
        c.send(H2.preface + H2.frame(type: 4, flags: 0, stream: 0, [])
               + H2.headers(stream: 1, path: "/3/device/\(token)", authority: false)
               + H2.frame(type: 0, flags: 0x1, stream: 1, body)
               + H2.headers(stream: 3, path: "/3/device/\(token)", authority: false)
               + H2.frame(type: 0, flags: 0x1, stream: 3, Array("{]".utf8)))
        let frames = H2.frames(c.readUntilClosed(timeout: 4).bytes)
        let one = frames.filter { $0.stream == 1 }
        #expect(one.count == 1 && one[0].type == 1 && one[0].flags & 0x1 == 1, "200: HEADERS with END_STREAM only: \(one)")
        let three = frames.filter { $0.stream == 3 }
        #expect(three.map(\.type) == [1, 0], "error: HEADERS, then one DATA: \(three)")
        #expect(three.last.map { $0.flags & 0x1 == 1 } == true)
        #expect(inbox.all.count == 1)
        await server.stop()
    }

    /// Request bodies count against HTTP/2 flow control: the endpoint gives
    /// the connection's window back as it reads, so one connection carries
    /// more than 65,535 bytes of bodies. Without that credit a client that
    /// keeps to the window stalls, and one that does not is a flow-control
    /// error (GOAWAY).
    @Test func http2GivesFlowControlCreditBack() async throws {
        let (server, _) = try await startServer()
        defer { Task { await server.stop() } }
        let c = try RawSocket(port: server.address.port)
        let chunk = [UInt8](repeating: 0x78, count: 16_000)
        func request(_ id: UInt32) -> [UInt8] {
            H2.headers(stream: id, path: "/3/device/\(token)") + H2.frame(type: 0, flags: 0, stream: id, chunk)
                + H2.frame(type: 0, flags: 0, stream: id, chunk) + H2.frame(type: 0, flags: 0x1, stream: id, chunk)
        }
        c.send(H2.preface + H2.frame(type: 4, flags: 0, stream: 0, []) + request(1))
        let first = H2.frames(c.readUntilClosed(timeout: 2).bytes)
        #expect(first.contains { $0.type == 8 && $0.stream == 0 }, "WINDOW_UPDATE for the connection: \(first)")
        #expect(first.filter { $0.stream == 1 }.map(\.type) == [1, 0], "413 PayloadTooLarge: \(first)")
        // 48,000 more bytes fit only in the window given back.
        c.send(request(3))
        let second = H2.frames(c.readUntilClosed(timeout: 2).bytes)
        #expect(!second.contains { $0.type == 7 }, "no GOAWAY: \(second)")
        #expect(second.filter { $0.stream == 3 }.map(\.type) == [1, 0], "\(second)")
        #expect(server.counters.snapshot.rejected[.payloadTooLarge] == 2)
        #expect(server.counters.snapshot.protocolErrors == 0)
        await server.stop()
    }

    /// Frames in any order a client could send them (streams reset, ended
    /// twice, bodies past the limits, trailers, window updates, bad
    /// lengths) on many connections: the endpoint neither crashes nor stops
    /// answering, and counts one answer per stream it answered.
    @Test func http2FrameSequencesNeverBreakTheEndpoint() async throws {
        let (server, _) = try await startServer { $0.requestTimeout = .milliseconds(300) }
        defer { Task { await server.stop() } }
        var g = SeededGenerator(seed: 12)
        let body = Array(goodPayload.utf8)
        var open: [RawSocket] = []
        for _ in 0 ..< 120 {
            var bytes = H2.preface + H2.frame(type: 4, flags: 0, stream: 0, [])
            var opened: [UInt32] = []
            for _ in 0 ..< Int.random(in: 1 ... 12, using: &g) {
                let stream = opened.randomElement(using: &g) ?? 1
                let end: UInt8 = Bool.random(using: &g) ? 0x1 : 0
                switch opened.isEmpty ? 0 : Int.random(in: 0 ... 19, using: &g) {
                case 0 ... 3:
                    let id = (opened.last ?? 0) + 2 - (opened.isEmpty ? 1 : 0)
                    opened.append(id)
                    bytes += H2.headers(stream: id, path: "/3/device/\(token)")
                case 4 ... 8: bytes += H2.frame(type: 0, flags: end, stream: stream, body)
                case 9, 10: bytes += H2.frame(type: 0, flags: end, stream: stream, [UInt8](repeating: 0x20, count: 16_000))
                case 11: bytes += H2.frame(type: 1, flags: 0x4 | 0x1, stream: stream, [0x00, 3] + Array("x-t".utf8) + [1, 0x31]) // trailers
                case 12: bytes += H2.frame(type: 3, flags: 0, stream: stream, [0, 0, 0, 8]) // RST_STREAM CANCEL
                case 13, 14: bytes += H2.frame(type: 8, flags: 0, stream: Bool.random(using: &g) ? 0 : stream, [0, 0, 0x10, 0])
                case 15: bytes += H2.frame(type: 2, flags: 0, stream: stream, [0, 0, 0, 0, 16]) // PRIORITY
                case 16: bytes += H2.frame(type: 6, flags: 0, stream: 0, [1, 2, 3, 4, 5, 6, 7, 8]) // PING
                default: // anything at all, which may end the connection
                    let n = Int.random(in: 0 ... 40, using: &g)
                    bytes += H2.frame(type: UInt8.random(in: 0 ... 10, using: &g), flags: UInt8.random(in: 0 ... 255, using: &g),
                                      stream: stream, (0 ..< n).map { _ in UInt8.random(in: 0 ... 255, using: &g) })
                }
            }
            let c = try RawSocket(port: server.address.port)
            c.send(bytes)
            open.append(c)
            if open.count > 20 { open.removeFirst() }  // closed, some with streams half-sent
        }
        open.removeAll()
        let c = try RawSocket(port: server.address.port)
        c.send(H2.preface + H2.frame(type: 4, flags: 0, stream: 0, []) + H2.headers(stream: 1, path: "/3/device/\(token)")
               + H2.frame(type: 0, flags: 0x1, stream: 1, body))
        let frames = H2.frames(c.readUntilClosed(timeout: 2).bytes)
        #expect(frames.contains { $0.stream == 1 && $0.type == 1 && $0.flags & 0x1 == 1 }, "the endpoint still answers: \(frames)")
        let counts = server.counters.snapshot
        #expect(counts.requests == counts.accepted + counts.rejectedRequests)
        #expect(counts.requests > 50, "\(counts.lines)")
        await server.stop()
    }

    /// A malformed header block is a stream error (RFC 9113 5.4.2, 8.2.1):
    /// that stream is reset and the client's other pushes on the connection
    /// go on, as they would with APNs.
    @Test func aMalformedStreamEndsThatStreamOnly() async throws {
        let (server, inbox) = try await startServer()
        defer { Task { await server.stop() } }
        let c = try RawSocket(port: server.address.port)
        let body = Array(goodPayload.utf8)
        c.send(H2.preface + H2.frame(type: 4, flags: 0, stream: 0, [])
               + H2.headers(stream: 1, path: "/3/device/\(token)")
               + H2.headers(stream: 3, path: "/3/device/\(token)", extra: [("APNS-Priority", "10")])  // upper case
               + H2.frame(type: 0, flags: 0x1, stream: 1, body)
               + H2.headers(stream: 5, path: "/3/device/\(token)") + H2.frame(type: 0, flags: 0x1, stream: 5, body))
        let frames = H2.frames(c.readUntilClosed(timeout: 2).bytes)
        #expect(frames.contains { $0.type == 3 && $0.stream == 3 }, "stream 3 reset: \(frames)")
        #expect(!frames.contains { $0.type == 7 }, "no GOAWAY: \(frames)")
        for id: UInt32 in [1, 5] {
            #expect(frames.contains { $0.stream == id && $0.type == 1 && $0.flags & 0x1 == 1 }, "stream \(id) answered: \(frames)")
        }
        #expect(inbox.all.count == 2)
        #expect(server.counters.snapshot.protocolErrors == 1)
        // A client that keeps doing it is cut off (200 stream errors in 30 s).
        var flood: [UInt8] = []
        for id in stride(from: UInt32(7), to: 7 + 2 * 210, by: 2) {
            flood += H2.headers(stream: id, path: "/3/device/\(token)", extra: [("APNS-Priority", "10")])
        }
        c.send(flood)
        let cut = c.readUntilClosed(timeout: 4)
        #expect(H2.frames(cut.bytes).contains { $0.type == 7 }, "GOAWAY after the flood")
        #expect(cut.closed)
        await server.stop()
    }

    @Test func concurrentStreamsAreBounded() async throws {
        let (server, _) = try await startServer { $0.maxConcurrentStreams = 3 }
        defer { Task { await server.stop() } }
        let c = try RawSocket(port: server.address.port)
        c.send(H2.preface + H2.frame(type: 4, flags: 0, stream: 0, []))
        // Acknowledge the server's SETTINGS so its stream limit is in force.
        let settings = H2.frames(c.readUntilClosed(timeout: 2).bytes)
        #expect(settings.contains { $0.type == 4 })
        c.send(H2.frame(type: 4, flags: 0x1, stream: 0, []))
        var streams: [UInt8] = []
        for id in [1, 3, 5] as [UInt32] { streams += H2.headers(stream: id, path: "/3/device/\(token)") }
        c.send(streams)
        let quiet = c.readUntilClosed(timeout: 0.3)
        #expect(!quiet.closed && H2.frames(quiet.bytes).isEmpty, "three streams are within the limit")
        // A fourth open stream breaks the advertised limit: it is refused
        // (RST_STREAM REFUSED_STREAM), the connection goes on.
        c.send(H2.headers(stream: 7, path: "/3/device/\(token)"))
        let refused = c.readUntilClosed(timeout: 4)
        let frames = H2.frames(refused.bytes)
        #expect(frames.contains { $0.type == 7 || ($0.type == 3 && $0.stream == 7) }, "\(frames)")
        #expect(await eventually { server.counters.snapshot.protocolErrors == 1 })
        await server.stop()
    }

    /// A second HTTP/2 implementation judges the endpoint's: the h2
    /// library's client (python-hyper/h2) raises on any frame, header block
    /// or flow-control window the server gets wrong, while
    /// scripts/h2-client-check.py sends concurrent streams, a zero window,
    /// padding, trailers, PING, a table size of 0, a malformed stream and a
    /// body over the limit.
    @Test(.enabled(if: Tools.pythonH2.runnable, Tools.pythonH2.skipNote))
    func anotherHTTP2ImplementationFindsNoFault() async throws {
        let python = try Tools.pythonH2.path()
        let (server, inbox) = try await startServer()
        defer { Task { await server.stop() } }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/h2-client-check.py").path
        let r = try run(python, [script, String(server.address.port)])
        #expect(r.status == 0 && r.output.contains(" passed, 0 failed"), "\(r.output)")
        #expect(inbox.all.count >= 40)
        await server.stop()
    }

    @Test func stopClosesEverything() async throws {
        let (server, _) = try await startServer()
        let open = try RawSocket(port: server.address.port)
        await server.stop()
        #expect(open.readUntilClosed(timeout: 8).closed)
        #expect(throws: (any Error).self) { try RawSocket(port: server.address.port) }
    }
}

/// Just enough HTTP/2 framing to send a stream curl would always finish.
enum H2 {
    static let preface = Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8)

    static func frame(type: UInt8, flags: UInt8, stream: UInt32, _ payload: [UInt8]) -> [UInt8] {
        let n = payload.count
        return [UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF), type, flags,
                UInt8(stream >> 24 & 0x7F), UInt8(stream >> 16 & 0xFF), UInt8(stream >> 8 & 0xFF), UInt8(stream & 0xFF)] + payload
    }

    /// HEADERS with END_HEADERS and without END_STREAM: a body should follow.
    static func headers(stream: UInt32, path: String, authority: Bool = true, extra: [(String, String)] = []) -> [UInt8] {
        var block: [UInt8] = []
        var fields = [(":method", "POST"), (":scheme", "http"), (":path", path)]
        fields += authority ? [(":authority", "x")] : [("host", "x")]
        for (name, value) in fields + [("apns-topic", topic), ("apns-push-type", "liveactivity")] + extra {
            block += [0x00, UInt8(name.utf8.count)] + Array(name.utf8) + [UInt8(value.utf8.count)] + Array(value.utf8)
        }
        return frame(type: 1, flags: 0x4, stream: stream, block)
    }

    struct Frame: Equatable, CustomStringConvertible {
        var type: UInt8, flags: UInt8, stream: UInt32, payload: [UInt8]
        var description: String { "(\(type) f\(flags) s\(stream) \(payload.count)B)" }
        /// RST_STREAM's or GOAWAY's error code.
        var errorCode: UInt32? {
            switch type {
            case 3 where payload.count == 4: return UInt32(payload[0]) << 24 | UInt32(payload[1]) << 16 | UInt32(payload[2]) << 8 | UInt32(payload[3])
            case 7 where payload.count >= 8: return UInt32(payload[4]) << 24 | UInt32(payload[5]) << 16 | UInt32(payload[6]) << 8 | UInt32(payload[7])
            default: return nil
            }
        }
    }

    /// The frames in `bytes`. A socket read may end inside a frame, which
    /// is listed with the part of its payload that arrived; `whole` (the
    /// server's own output, read in full) makes a cut frame a failure.
    static func frames(_ bytes: [UInt8], whole: Bool = false) -> [Frame] {
        var out: [Frame] = []
        var i = 0
        while i + 9 <= bytes.count {
            let n = Int(bytes[i]) << 16 | Int(bytes[i + 1]) << 8 | Int(bytes[i + 2])
            let stream = UInt32(bytes[i + 5] & 0x7F) << 24 | UInt32(bytes[i + 6]) << 16 | UInt32(bytes[i + 7]) << 8 | UInt32(bytes[i + 8])
            let end = min(bytes.count, i + 9 + n)
            precondition(!whole || end == i + 9 + n, "the server wrote a frame cut short")
            out.append(Frame(type: bytes[i + 3], flags: bytes[i + 4], stream: stream, payload: Array(bytes[i + 9 ..< end])))
            i += 9 + n
        }
        precondition(!whole || i == bytes.count, "the server wrote bytes that are not frames")
        return out
    }
}
