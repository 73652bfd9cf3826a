import Foundation
import LasimModel
import NIOCore
import NIOHPACK
import Testing
@testable import LasimServer

/// The endpoint's HTTP/2 without a socket: bytes in, frames out, time
/// passed in. What the RFC (9113) says a server must do with each thing a
/// client can send, and that nothing a client sends breaks it.
@Suite struct HTTP2ConnectionTests {
    /// Answers 200 without a body, or 400 with one when the path says so;
    /// keeps what it was asked and told.
    final class Recorder: HTTP2Responder {
        var requests: [APNsRequest] = []
        var oversized = 0
        var problems: [HTTP2Problem] = []
        func answer(_ request: APNsRequest) -> HTTP2Answer {
            requests.append(request)
            if request.path.hasSuffix("/bad") {
                let body = Array(#"{"reason":"BadDeviceToken"}"#.utf8)
                return HTTP2Answer(status: 400, fields: [("apns-id", "id-\(requests.count)"), ("content-type", "application/json"),
                                                         ("content-length", String(body.count))], body: body)
            }
            return HTTP2Answer(status: 200, fields: [("apns-id", "id-\(requests.count)"), ("content-length", "0")], body: [])
        }
        func answerOversized(_ request: APNsRequest) -> HTTP2Answer {
            oversized += 1
            let body = Array(#"{"reason":"PayloadTooLarge"}"#.utf8)
            return HTTP2Answer(status: 413, fields: [("apns-id", "x")], body: body)
        }
        func report(_ problem: HTTP2Problem) { problems.append(problem) }
    }

    typealias Frame = H2.Frame

    /// A client: encodes with NIO's HPACK encoder, reads the server's frames
    /// back and decodes its header blocks with NIO's decoder.
    final class Client {
        let connection: HTTP2Connection
        let recorder = Recorder()
        var encoder = HPACKEncoder(allocator: ByteBufferAllocator())
        var decoder = HPACKDecoder(allocator: ByteBufferAllocator())
        var now: UInt64 = 1_000_000_000
        var received: [Frame] = []

        init(limits: HTTP2Connection.Limits = .init(), settings: [(UInt16, UInt32)] = []) {
            connection = HTTP2Connection(limits: limits)
            var payload: [UInt8] = []
            for (id, value) in settings { payload += be16(id) + be32(value) }
            send(HTTP2Connection.preface + frame(4, 0, 0, payload))
        }

        func send(_ bytes: [UInt8]) {
            var buffer = ByteBufferAllocator().buffer(capacity: bytes.count)
            buffer.writeBytes(bytes)
            connection.receive(buffer, now: now, responder: recorder)
            drain()
        }

        func drain() {
            var out = connection.output
            connection.output.clear()
            let bytes = out.readBytes(length: out.readableBytes) ?? []
            received += H2.frames(bytes, whole: true)
        }

        func block(_ fields: [(String, String)]) -> [UInt8] {
            try! encoder.beginEncoding(allocator: ByteBufferAllocator())
            for (n, v) in fields { try! encoder.append(header: n, value: v) }
            var buffer = try! encoder.endEncoding()
            return buffer.readBytes(length: buffer.readableBytes)!
        }

        func request(_ stream: UInt32, path: String = "/3/device/abc", extra: [(String, String)] = [], body: [UInt8]? = Array("{}".utf8)) -> [UInt8] {
            let fields = [(":method", "POST"), (":scheme", "https"), (":path", path), (":authority", "lasim")] + extra
            let end: UInt8 = body == nil ? 0x1 : 0
            var bytes = frame(1, 0x4 | end, stream, block(fields))
            if let body { bytes += frame(0, 0x1, stream, body) }
            return bytes
        }

        /// The server's header block for `stream`, decoded.
        func answer(_ stream: UInt32) -> [(String, String)]? {
            guard let h = received.first(where: { $0.type == 1 && $0.stream == stream }) else { return nil }
            var buffer = ByteBufferAllocator().buffer(capacity: h.payload.count)
            buffer.writeBytes(h.payload)
            guard let fields = try? decoder.decodeHeaders(from: &buffer) else { return nil }
            return fields.map { ($0.name, $0.value) }
        }

        func of(_ stream: UInt32) -> [Frame] { received.filter { $0.stream == stream } }
    }

    @Test func answersARequestAndDecodesLikeAPNs() {
        let c = Client()
        #expect(c.received.first?.type == 4 && c.received.first?.flags == 0, "the server's SETTINGS first")
        #expect(c.received.contains { $0.type == 4 && $0.flags == 1 }, "and its acknowledgement of the client's")
        c.send(c.request(1, extra: [("apns-topic", "com.x"), ("apns-priority", "5")]))
        #expect(c.recorder.requests.count == 1)
        let r = c.recorder.requests[0]
        #expect(r.method == "POST" && r.path == "/3/device/abc" && r.body == Array("{}".utf8))
        #expect(r.first("host") == "lasim" && r.first("apns-topic") == "com.x" && r.first("apns-priority") == "5")
        #expect(c.of(1).map(\.type) == [1] && c.of(1)[0].flags & 0x1 == 1, "200: one HEADERS with END_STREAM")
        let fields = c.answer(1)
        #expect(fields?.first?.0 == ":status" && fields?.first?.1 == "200")
        #expect(fields?.contains { $0 == ("apns-id", "id-1") } == true)
        // An error has a body: HEADERS, then one DATA with END_STREAM.
        c.send(c.request(3, path: "/3/device/bad"))
        #expect(c.of(3).map(\.type) == [1, 0] && c.of(3)[1].flags & 0x1 == 1)
        #expect(c.of(3)[1].payload == Array(#"{"reason":"BadDeviceToken"}"#.utf8))
        #expect(c.recorder.problems.isEmpty)
    }

    @Test func bytesOneAtATimeGiveTheSameFrames() {
        let whole = Client()
        let requests = whole.request(1) + whole.request(3, path: "/3/device/bad") + whole.request(5, body: nil)
        whole.send(requests)
        let split = Client()
        let again = split.request(1) + split.request(3, path: "/3/device/bad") + split.request(5, body: nil)
        for b in again { split.send([b]) }
        #expect(split.received == whole.received)
        #expect(split.recorder.requests.count == 3)
    }

    @Test func malformedRequestsResetTheirStreamOnly() {
        let c = Client()
        let cases: [[(String, String)]] = [
            [("APNS-Topic", "x")],                    // upper case
            [("connection", "keep-alive")],          // HTTP/1.1 only
            [("te", "gzip")],
            [("content-length", "abc")],
            [("content-length", "7")],                // the body is 2 bytes
            [("x-bad", "a\nb")],
        ]
        var id: UInt32 = 1
        for extra in cases {
            c.send(c.request(id, extra: extra))
            #expect(c.of(id).contains { $0.type == 3 && $0.errorCode == 1 }, "stream \(id) reset with PROTOCOL_ERROR: \(extra)")
            id += 2
        }
        // Pseudo-header after a regular field; no :path.
        c.send(frame(1, 0x5, id, c.block([(":method", "POST"), ("x", "1"), (":path", "/"), (":scheme", "http")])))
        c.send(frame(1, 0x5, id + 2, c.block([(":method", "POST"), (":scheme", "http")])))
        #expect(c.of(id).contains { $0.type == 3 } && c.of(id + 2).contains { $0.type == 3 })
        c.send(c.request(id + 4))
        #expect(c.answer(id + 4)?.first?.1 == "200", "the connection goes on")
        #expect(!c.received.contains { $0.type == 7 })
        #expect(c.recorder.requests.count == 1)
        #expect(c.recorder.problems.count == cases.count + 2)
    }

    @Test func answerWaitsForFlowControlCredit() {
        let c = Client(settings: [(4, 0)])  // SETTINGS_INITIAL_WINDOW_SIZE 0
        c.send(c.request(1, path: "/3/device/bad"))
        #expect(c.of(1).map(\.type) == [1], "HEADERS only: no credit for the body yet")
        c.send(frame(8, 0, 1, be32(10)))
        #expect(c.of(1).map(\.type) == [1, 0] && c.of(1)[1].payload.count == 10 && c.of(1)[1].flags == 0)
        c.send(frame(8, 0, 1, be32(1000)))
        let data = c.of(1).filter { $0.type == 0 }
        #expect(data.count == 2 && data[1].flags == 1 && (data[0].payload + data[1].payload) == Array(#"{"reason":"BadDeviceToken"}"#.utf8))
        // A window raised by SETTINGS lets a waiting body go.
        c.send(c.request(3, path: "/3/device/bad"))
        #expect(c.of(3).map(\.type) == [1])
        c.send(frame(4, 0, 0, be16(4) + be32(65_535)))
        #expect(c.of(3).map(\.type) == [1, 0] && c.of(3)[1].flags == 1)
    }

    @Test func requestBodiesGetCreditBack() {
        let c = Client()
        let chunk = [UInt8](repeating: 0x20, count: 16_000)
        for id in stride(from: UInt32(1), through: 9, by: 2) {
            c.send(frame(1, 0x4, id, c.block([(":method", "POST"), (":scheme", "http"), (":path", "/3/device/a")])))
            c.send(frame(0, 0, id, chunk) + frame(0, 0, id, chunk) + frame(0, 0x1, id, chunk))
        }
        #expect(!c.received.contains { $0.type == 7 }, "240,000 bytes on one connection, no flow-control error")
        #expect(c.received.contains { $0.type == 8 && $0.stream == 0 })
        #expect(c.recorder.oversized == 0 && c.recorder.requests.count == 5)
    }

    @Test func oversizedBodiesAreAnsweredEarlyAndDrained() {
        var limits = HTTP2Connection.Limits()
        limits.maxBodyBytes = 20_000
        let c = Client(limits: limits)
        let chunk = [UInt8](repeating: 0x20, count: 16_000)
        c.send(frame(1, 0x4, 1, c.block([(":method", "POST"), (":scheme", "http"), (":path", "/3/device/a")])))
        c.send(frame(0, 0, 1, chunk) + frame(0, 0, 1, chunk))
        #expect(c.recorder.oversized == 1 && c.of(1).map(\.type) == [1, 0])
        c.send(frame(0, 0x1, 1, chunk))
        #expect(c.recorder.requests.isEmpty && c.connection.openStreams == 0)
        // Declared too large: answered before a byte of it arrives.
        c.send(c.request(3, extra: [("content-length", "999999")], body: nil))
        #expect(c.recorder.oversized == 2)
    }

    @Test func headerBlocksAcrossContinuationFrames() {
        let c = Client()
        let block = c.block([(":method", "POST"), (":scheme", "http"), (":path", "/3/device/a"), ("apns-topic", String(repeating: "t", count: 300))])
        c.send(frame(1, 0x1, 1, Array(block[..<10])) + frame(9, 0, 1, Array(block[10..<20])) + frame(9, 0x4, 1, Array(block[20...])))
        #expect(c.recorder.requests.first?.first("apns-topic")?.count == 300)
        // Anything between HEADERS and its CONTINUATION ends the connection.
        c.send(frame(1, 0x1, 3, Array(block[..<10])) + frame(6, 0, 0, [UInt8](repeating: 0, count: 8)))
        #expect(c.received.last?.type == 7 && c.received.last?.errorCode == 1 && c.connection.isClosed)
    }

    @Test func floodsEndTheConnection() {
        // CONTINUATION without end (CVE-2024-27316).
        let a = Client()
        a.send(frame(1, 0, 1, a.block([(":method", "POST")])))
        for _ in 0 ..< 10 where !a.connection.isClosed { a.send(frame(9, 0, 1, [UInt8](repeating: 0x40, count: 16_000))) }
        #expect(a.received.last?.type == 7 && a.received.last?.errorCode == 11, "ENHANCE_YOUR_CALM")
        // PING and SETTINGS floods: answered up to the budget, then GOAWAY.
        let b = Client()
        var pings: [UInt8] = []
        for _ in 0 ..< 10_050 { pings += frame(6, 0, 0, [1, 2, 3, 4, 5, 6, 7, 8]) }
        b.send(pings)
        #expect(b.received.filter { $0.type == 6 }.count < 10_001 && b.received.last?.type == 7)
        // Rapid reset: streams opened and reset at once count as frames with no request.
        let r = Client()
        var bytes: [UInt8] = []
        for id in stride(from: UInt32(1), to: 30_000, by: 2) {
            bytes += frame(1, 0x4, id, r.block([(":method", "POST"), (":scheme", "http"), (":path", "/3/device/a")])) + frame(3, 0, id, be32(8))
        }
        r.send(bytes)
        #expect(r.connection.isClosed && r.recorder.requests.isEmpty)
        // Malformed streams: 200 in 30 s.
        let m = Client()
        for id in stride(from: UInt32(1), to: 500, by: 2) where !m.connection.isClosed {
            m.send(frame(1, 0x5, id, m.block([(":method", "POST"), ("X", "1")])))
        }
        #expect(m.received.filter { $0.type == 3 }.count == 200 && m.received.last?.type == 7)
    }

    @Test func streamsBeyondTheLimitAreRefused() {
        var limits = HTTP2Connection.Limits()
        limits.maxConcurrentStreams = 2
        let c = Client(limits: limits)
        for id: UInt32 in [1, 3, 5] {
            c.send(frame(1, 0x4, id, c.block([(":method", "POST"), (":scheme", "http"), (":path", "/3/device/a")])))
        }
        #expect(c.of(5).first?.type == 3 && c.of(5).first?.errorCode == 7, "REFUSED_STREAM")
        #expect(c.connection.openStreams == 2)
        // Ending a stream makes room.
        c.send(frame(0, 0x1, 1, []))
        c.send(c.request(7))
        #expect(c.answer(7)?.first?.1 == "200")
    }

    @Test func streamsThatNeverFinishTimeOut() {
        var limits = HTTP2Connection.Limits()
        limits.requestTimeoutNanos = 1_000
        let c = Client(limits: limits)
        c.send(frame(1, 0x4, 1, c.block([(":method", "POST"), (":scheme", "http"), (":path", "/3/device/a")])))
        #expect(c.connection.nextDeadline == c.now + 1_000)
        c.connection.expire(now: c.now + 999, responder: c.recorder)
        #expect(c.connection.openStreams == 1)
        c.connection.expire(now: c.now + 1_000, responder: c.recorder)
        c.drain()
        #expect(c.of(1).last?.errorCode == 8 && c.recorder.problems == [.timeout])
        // Its late DATA is ignored, not an error.
        c.send(frame(0, 0x1, 1, [1]))
        #expect(c.recorder.problems == [.timeout] && !c.connection.isClosed)
    }

    @Test func connectionErrorsSendGoAway() {
        let cases: [(String, [UInt8], UInt32)] = [
            ("frame too large", frame(0, 0, 1, [UInt8](repeating: 0, count: 16_385)), 6),
            ("DATA on stream 0", frame(0, 0, 0, [1]), 1),
            ("DATA on an idle stream", frame(0, 0, 9, [1]), 1),
            ("even stream", frame(1, 0x5, 2, [0x82]), 1),
            ("PUSH_PROMISE", frame(5, 0x4, 1, [0, 0, 0, 2]), 1),
            ("SETTINGS on a stream", frame(4, 0, 1, []), 1),
            ("SETTINGS of 5 bytes", frame(4, 0, 0, [0, 0, 0, 0, 0]), 6),
            ("ENABLE_PUSH 2", frame(4, 0, 0, be16(2) + be32(2)), 1),
            ("window past 2^31", frame(8, 0, 0, be32(0x7FFF_FFFF)), 3),
            ("WINDOW_UPDATE of 0", frame(8, 0, 0, be32(0)), 1),
            ("PING of 7 bytes", frame(6, 0, 0, [1, 2, 3, 4, 5, 6, 7]), 6),
            ("bad HPACK", frame(1, 0x5, 1, [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]), 9),
            ("padding longer than the frame", frame(0, 0x8, 1, [9, 1]), 1),
        ]
        for (what, bytes, code) in cases {
            let c = Client()
            c.send(bytes)
            #expect(c.received.last?.type == 7 && c.received.last?.errorCode == code, "\(what): \(c.received)")
            #expect(c.connection.isClosed, "\(what)")
            if case .connection = c.recorder.problems.last {} else { Issue.record("\(what): reported \(c.recorder.problems)") }
        }
        let noPreface = HTTP2Connection(limits: .init())
        var garbage = ByteBufferAllocator().buffer(capacity: 8)
        garbage.writeString("GET / HTTP/1.1\r\n")
        noPreface.receive(garbage, now: 0, responder: Recorder())
        #expect(noPreface.isClosed)
        let noSettings = Client()
        _ = noSettings
        let c = HTTP2Connection(limits: .init())
        var b = ByteBufferAllocator().buffer(capacity: 64)
        b.writeBytes(HTTP2Connection.preface + frame(6, 0, 0, [1, 2, 3, 4, 5, 6, 7, 8]))
        c.receive(b, now: 0, responder: Recorder())
        #expect(c.isClosed, "a preface not followed by SETTINGS")
    }

    /// RFC 9113 3.4: an invalid connection preface is a connection error of
    /// type PROTOCOL_ERROR: GOAWAY (after the server's SETTINGS), then close.
    @Test func invalidPrefaceGetsGoAwayProtocolError() {
        for bad in ["INVALID CONNECTION PREFACE\r\n\r\n", "PRI * HTTP/2.0\r\n\r\nXX\r\n\r\n", "GET / HTTP/1.1\r\n"] {
            let c = HTTP2Connection(limits: .init())
            let recorder = Recorder()
            var buffer = ByteBufferAllocator().buffer(capacity: 64)
            buffer.writeString(bad)
            c.receive(buffer, now: 0, responder: recorder)
            var out = c.output
            let frames = H2.frames(out.readBytes(length: out.readableBytes) ?? [], whole: true)
            #expect(frames.map(\.type) == [4, 7], "\(bad.debugDescription): SETTINGS then GOAWAY, got \(frames)")
            #expect(frames.last?.stream == 0 && frames.last?.errorCode == 1, "\(bad.debugDescription): PROTOCOL_ERROR")
            #expect(c.isClosed)
            #expect(recorder.problems == [.connection("not the HTTP/2 connection preface")])
        }
    }

    /// The plain-text port tells HTTP/1.1 from HTTP/2 by the first bytes;
    /// what is neither goes to HTTP/2, which answers it with GOAWAY.
    @Test func firstBytesChooseTheProtocol() {
        func kind(_ text: String) -> ProtocolSniffer.FirstBytes? { ProtocolSniffer.protocolOf(Array(text.utf8)) }
        #expect(kind("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n") == .http2)
        #expect(kind("PRI * HTTP/2.0\r\n") == nil, "a preface under way")
        #expect(kind("POST /3/device/ab HTTP/1.1\r\nhost: x\r\n") == .http1)
        #expect(kind("GET / HTTP/1.0\n") == .http1)
        #expect(kind("POST /3/dev") == nil, "a request line under way")
        #expect(kind("INVALID CONNECTION PREFACE\r\n\r\n") == .http2, "h2spec's invalid preface")
        #expect(kind("PRI * HTTP/2.0\r\n\r\nXX") == .http2)
        #expect(kind("GET / HTTP/2.0\r\n") == .http2)
        #expect(ProtocolSniffer.protocolOf([0x16, 0x03, 0x01, 0x00]) == .http2, "a TLS ClientHello: no method")
        #expect(kind("GET /" + String(repeating: "x", count: ProtocolSniffer.longestFirstLine)) == .http1,
                "a line too long is the HTTP/1.1 parser's to refuse")
    }

    @Test func pingsAreEchoedAndTableSizeChangesAnnounced() {
        let c = Client()
        c.send(frame(6, 0, 0, [1, 2, 3, 4, 5, 6, 7, 8]))
        #expect(c.received.last == Frame(type: 6, flags: 1, stream: 0, payload: [1, 2, 3, 4, 5, 6, 7, 8]))
        c.send(frame(4, 0, 0, be16(1) + be32(0)))
        c.send(c.request(1))
        let h = c.of(1).first { $0.type == 1 }
        #expect(h?.payload.first == 0x20, "a dynamic table size update opens the next block")
        #expect(c.answer(1)?.first?.1 == "200")
    }

    /// An answer's header block longer than the client's frame size goes
    /// out as HEADERS and CONTINUATION, and decodes whole.
    @Test func longAnswersAreSplitIntoContinuationFrames() {
        final class LongAnswers: HTTP2Responder {
            func answer(_ request: APNsRequest) -> HTTP2Answer {
                HTTP2Answer(status: 200, fields: [("x-long", String(repeating: "v", count: 40_000))], body: [])
            }
            func answerOversized(_ request: APNsRequest) -> HTTP2Answer { answer(request) }
            func report(_ problem: HTTP2Problem) {}
        }
        let c = Client()
        let responder = LongAnswers()
        var bytes = ByteBufferAllocator().buffer(capacity: 512)
        bytes.writeBytes(c.request(1, body: nil))
        c.connection.receive(bytes, now: c.now, responder: responder)
        c.drain()
        let frames = c.of(1)
        #expect(frames.map(\.type) == [1, 9, 9] && frames.map(\.flags) == [0x1, 0, 0x4], "\(frames)")
        var block = ByteBufferAllocator().buffer(capacity: 41_000)
        for f in frames { block.writeBytes(f.payload) }
        var decoder = HPACKDecoder(allocator: ByteBufferAllocator(), maxDynamicTableSize: 4096, maxHeaderListSize: 1 << 20)
        let fields = try? decoder.decodeHeaders(from: &block)
        #expect(fields?.first(name: "x-long")?.count == 40_000)
    }

    /// Random frame sequences (valid, broken and plain noise) on thousands
    /// of connections: the connection never traps, writes only whole frames,
    /// answers each stream at most once, writes nothing after its GOAWAY, and
    /// hands on only well-formed requests.
    /// `LASIM_H2_RUNS=N` (and `LASIM_H2_SEED`) for a longer run by hand.
    @Test func anyFrameSequenceKeepsTheRules() {
        let env = ProcessInfo.processInfo.environment
        let runs = env["LASIM_H2_RUNS"].flatMap { Int($0) } ?? 3_000
        var g = SeededGenerator(seed: env["LASIM_H2_SEED"].flatMap { UInt64($0) } ?? 2026)
        var answered = 0, closed = 0
        for _ in 0 ..< runs {
            var limits = HTTP2Connection.Limits()
            limits.maxConcurrentStreams = Int.random(in: 1 ... 4, using: &g)
            limits.maxBodyBytes = Int.random(in: 10 ... 300, using: &g)
            limits.keptBodyLimit = 100
            let c = Client(limits: limits, settings: Bool.random(using: &g) ? [(UInt16(4), UInt32.random(in: 0 ... 40, using: &g))] : [])
            var ids: [UInt32] = []
            for _ in 0 ..< Int.random(in: 1 ... 30, using: &g) {
                let id = ids.randomElement(using: &g) ?? 1
                var bytes: [UInt8]
                // Mostly what clients send, sometimes what breaks a stream,
                // now and then what breaks the connection.
                switch Int.random(in: 0 ... 39, using: &g) {
                case 0 ... 11:
                    let next = (ids.last ?? 0) + (Int.random(in: 0 ... 30, using: &g) == 0 ? 1 : (ids.isEmpty ? 1 : 2))
                    ids.append(next)
                    bytes = c.request(next, path: Bool.random(using: &g) ? "/3/device/a" : "/3/device/bad",
                                      extra: Int.random(in: 0 ... 9, using: &g) == 0 ? [("X-Upper", "1")] : [],
                                      body: Bool.random(using: &g) ? nil : Array(repeating: 0x41, count: Int.random(in: 0 ... 400, using: &g)))
                    if Int.random(in: 0 ... 9, using: &g) == 0 { bytes = Array(bytes.prefix(Int.random(in: 0 ... bytes.count, using: &g))) }
                case 12 ... 19: bytes = frame(0, [0, 1, 8, 9].randomElement(using: &g)!, id, Array(repeating: 1, count: Int.random(in: 0 ... 120, using: &g)))
                case 20 ... 23: bytes = frame(8, 0, Bool.random(using: &g) ? 0 : id, be32(UInt32.random(in: 0 ... 100, using: &g)))
                case 24 ... 26: bytes = frame(3, 0, id, be32(8))
                case 27 ... 29: bytes = frame(4, 0, 0, be16([1, 3, 4, 6].randomElement(using: &g)!) + be32(UInt32.random(in: 0 ... 70_000, using: &g)))
                case 30 ... 31: bytes = frame(6, 0, 0, [1, 2, 3, 4, 5, 6, 7, 8])
                case 32 ... 33: bytes = frame(1, 0x5, id, c.block([("x-trailer", "1")]))
                case 34 ... 35: bytes = frame(2, 0, id, [0, 0, 0, UInt8(truncatingIfNeeded: id), 1])
                case 36: bytes = frame(9, UInt8.random(in: 0 ... 4, using: &g), id, c.block([("x", "y")]))
                default:
                    bytes = frame(UInt8.random(in: 0 ... 12, using: &g), UInt8.random(in: 0 ... 255, using: &g), id,
                                  (0 ..< Int.random(in: 0 ... 30, using: &g)).map { _ in UInt8.random(in: 0 ... 255, using: &g) })
                }
                // Cut anywhere: reads rarely end on a frame boundary.
                let cut = Int.random(in: 0 ... bytes.count, using: &g)
                let before = c.received.count
                let wasClosed = c.connection.isClosed
                c.send(Array(bytes[..<cut]))
                c.send(Array(bytes[cut...]))
                if wasClosed { #expect(c.received.count == before, "nothing after GOAWAY") }
                if Bool.random(using: &g) {
                    c.now += 20_000_000_000
                    c.connection.expire(now: c.now, responder: c.recorder)
                    c.drain()
                }
            }
            let headers = c.received.filter { $0.type == 1 }
            #expect(Set(headers.map(\.stream)).count == headers.count, "one answer per stream")
            #expect(c.recorder.requests.count + c.recorder.oversized >= headers.count)
            // (A block the server never got whole leaves the two HPACK tables
            // apart, and noise can decode as fields: what a request holds is
            // then not what the client meant, but it is always well formed.)
            for r in c.recorder.requests {
                #expect(!r.method.isEmpty && !r.path.isEmpty && r.headers.allSatisfy { HTTP2RequestHead.check(name: $0.name, value: $0.value) == nil })
            }
            #expect(c.received.filter { $0.type == 7 }.count <= 1)
            answered += headers.count
            if c.connection.isClosed { closed += 1 }
        }
        #expect(answered > runs / 3 && closed > runs / 30 && closed < runs - runs / 30, "both kinds of run: \(answered) answers, \(closed) closed")
    }
}

func frame(_ type: UInt8, _ flags: UInt8, _ stream: UInt32, _ payload: [UInt8]) -> [UInt8] {
    H2.frame(type: type, flags: flags, stream: stream, payload)
}
func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
