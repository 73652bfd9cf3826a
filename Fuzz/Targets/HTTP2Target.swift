import LasimServer
import NIOCore

extension FuzzTargets {
    /// Any bytes a client can send after the connection preface and an
    /// empty SETTINGS, cut into reads where the first byte says, with the
    /// clock jumping past the request timeout now and then: the endpoint's
    /// HTTP/2 (Sources/LasimServer/HTTP2) never traps, writes only whole
    /// frames, answers each stream at most once, writes nothing after its
    /// GOAWAY, and hands on only requests with a method and a path.
    public static func h2(_ data: [UInt8]) {
        guard let first = data.first else { return }
        var limits = HTTP2Connection.Limits()
        limits.maxConcurrentStreams = 4
        limits.maxBodyBytes = 600
        limits.keptBodyLimit = 300
        limits.streamErrorsPerWindow = 20
        limits.idleFramesPerSecond = 200
        limits.requestTimeoutNanos = 1_000
        let connection = HTTP2Connection(limits: limits)
        let responder = FuzzResponder()
        var written: [UInt8] = []
        func drain() {
            var out = connection.output
            connection.output.clear()
            written += out.readBytes(length: out.readableBytes) ?? []
        }
        let client = HTTP2Connection.preface + [0, 0, 0, 4, 0, 0, 0, 0, 0] + data.dropFirst()
        let step = Int(first % 64) + 1
        var now: UInt64 = 1_000_000_000
        var at = 0
        var closedAt: Int?
        while at < client.count {
            let end = min(client.count, at + step + (at % 7))
            var buffer = ByteBufferAllocator().buffer(capacity: end - at)
            buffer.writeBytes(client[at ..< end])
            connection.receive(buffer, now: now, responder: responder)
            if first & 0x80 != 0 && at % 3 == 0 {
                now += 2_000
                connection.expire(now: now, responder: responder)
            }
            drain()
            if let closedAt { precondition(written.count == closedAt, "h2: output after GOAWAY") }
            if connection.isClosed && closedAt == nil { closedAt = written.count }
            at = end
        }
        // Whole frames, within the client's default frame size.
        var answered = Set<UInt32>()
        var i = 0
        while i < written.count {
            precondition(i + 9 <= written.count, "h2: a frame header cut short")
            let length = Int(written[i]) << 16 | Int(written[i + 1]) << 8 | Int(written[i + 2])
            precondition(length <= HTTP2Connection.maxFrameSize && i + 9 + length <= written.count, "h2: a frame cut short")
            let stream = UInt32(written[i + 5] & 0x7F) << 24 | UInt32(written[i + 6]) << 16 | UInt32(written[i + 7]) << 8 | UInt32(written[i + 8])
            if written[i + 3] == 1 { precondition(answered.insert(stream).inserted, "h2: stream \(stream) answered twice") }
            i += 9 + length
        }
        precondition(answered.count <= responder.asked, "h2: an answer nobody asked for")
        for r in responder.requests { precondition(!r.method.isEmpty && !r.path.isEmpty, "h2: a request without method or path") }
    }
}

private final class FuzzResponder: HTTP2Responder {
    var requests: [APNsRequest] = []
    var asked = 0
    func answer(_ request: APNsRequest) -> HTTP2Answer {
        asked += 1
        requests.append(request)
        let body = request.body.isEmpty ? [] : Array(#"{"reason":"BadDeviceToken"}"#.utf8)
        return HTTP2Answer(status: body.isEmpty ? 200 : 400, fields: [("apns-id", "x")], body: body)
    }
    func answerOversized(_ request: APNsRequest) -> HTTP2Answer {
        asked += 1
        return HTTP2Answer(status: 413, fields: [], body: Array(#"{"reason":"PayloadTooLarge"}"#.utf8))
    }
    func report(_ problem: HTTP2Problem) {}
}
