import NIOCore
import NIOHPACK

/// What a connection asks of the server it serves.
package protocol HTTP2Responder: AnyObject {
    /// A whole request: its answer.
    func answer(_ request: APNsRequest) -> HTTP2Answer
    /// A body over the hard limit, answered before its end (413).
    func answerOversized(_ request: APNsRequest) -> HTTP2Answer
    /// Something the client did wrong, or a stream that timed out.
    func report(_ problem: HTTP2Problem)
}

package struct HTTP2Answer {
    package var status: Int
    /// Lower-case names, without `:status`.
    package var fields: [(String, String)]
    package var body: [UInt8]

    package init(status: Int, fields: [(String, String)], body: [UInt8]) {
        self.status = status; self.fields = fields; self.body = body
    }
}

package enum HTTP2Problem: Equatable {
    /// One stream was reset; the connection goes on.
    case stream(String)
    /// GOAWAY was written: flush, then close.
    case connection(String)
    /// A stream not whole within the request timeout, reset.
    case timeout
}

/// The server side of one HTTP/2 connection (RFC 9113), as the endpoint
/// needs it: requests in, one answer per stream out. Bytes go in with
/// `receive`, frames to send collect in `output`; time is passed in, so the
/// whole protocol runs without a socket (tests and the property test drive
/// it directly). HPACK decoding is swift-nio-http2's `HPACKDecoder`.
///
/// Why not swift-nio-http2's `NIOHTTP2Handler`: its frame-by-frame state
/// machine, header validation and HPACK encoder were half of the endpoint's
/// CPU under load (one HEADERS frame sent was 24%). An APNs
/// endpoint needs much less of HTTP/2: no server push, no priorities, no
/// request bodies streamed to a handler, answers of a few hundred bytes.
///
/// Limits against abusive clients: the concurrent streams advertised
/// (over it: REFUSED_STREAM), 16 KiB of decoded header list and 64 KiB of
/// header block (CONTINUATION floods), 200 stream errors in 30 s, and 10,000
/// frames a second that carry no request (SETTINGS, PING, RST_STREAM,
/// PRIORITY, WINDOW_UPDATE, empty DATA or CONTINUATION: control floods and
/// rapid reset); past any of these the connection ends with GOAWAY.
package final class HTTP2Connection {
    package struct Limits {
        package var maxConcurrentStreams = 100
        package var maxHeaderListSize = 16 * 1024
        package var maxHeaderBlock = 64 * 1024
        /// A body over this is answered 413 at once, the rest drained.
        package var maxBodyBytes = 64 * 1024
        /// Bodies up to this are kept for the validator.
        package var keptBodyLimit = 5 * 1024
        package var requestTimeoutNanos: UInt64 = 10_000_000_000
        package var streamErrorsPerWindow = 200
        package var streamErrorWindowNanos: UInt64 = 30_000_000_000
        package var idleFramesPerSecond = 10_000

        package init() {}
    }

    package static let preface = Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8)
    /// SETTINGS_MAX_FRAME_SIZE stays at its initial value: frames are read
    /// whole, so this bounds what one frame can make the server hold.
    package static let maxFrameSize = 1 << 14
    static let defaultWindow = 65_535
    static let maxWindow = Int(Int32.max)
    /// Flow-control credit goes back once half a window is used.
    static let windowUpdateThreshold = 32 * 1024

    private enum Phase { case preface, firstSettings, open, closed }

    private struct Stream {
        var head: HTTP2RequestHead
        var body = IncomingBody()
        let deadline: UInt64
        /// Bytes of this stream's window not yet given back: the window left
        /// is the default window less these.
        var unacknowledged = 0
        var sendWindow: Int
        /// The client sent END_STREAM.
        var remoteClosed = false
        /// The answer's HEADERS went out.
        var answered = false
        /// The answer's body, waiting for flow-control credit; END_STREAM follows it.
        var pending: ByteBuffer?
    }

    package let limits: Limits
    /// Frames to send; the owner writes and empties it.
    package var output: ByteBuffer
    private var phase = Phase.preface
    private var inbound: ByteBuffer?
    private var decoder: HPACKDecoder
    private var streams: [UInt32: Stream] = [:]
    private var lastStreamID: UInt32 = 0
    /// Streams this side reset lately: frames the client sent before it
    /// learnt of the reset are ignored (RFC 9113 5.1, closed).
    private var recentlyReset: [UInt32] = []
    /// A header block still waiting for its CONTINUATION frames.
    private var partialBlock: (stream: UInt32, endStream: Bool, selfDependent: Bool, bytes: ByteBuffer)?
    /// Bytes of the connection's window not yet given back (as for a stream).
    private var connectionUnacknowledged = 0
    private var connectionSendWindow = HTTP2Connection.defaultWindow
    private var peerInitialWindow = HTTP2Connection.defaultWindow
    private var peerMaxFrameSize = HTTP2Connection.maxFrameSize
    private var tableSizeUpdate = false
    private var streamErrors = (windowStart: UInt64(0), count: 0)
    private var idleFrames = (second: UInt64(0), count: 0)

    package var isClosed: Bool { phase == .closed }
    package var openStreams: Int { streams.count }

    package init(limits: Limits, allocator: ByteBufferAllocator = ByteBufferAllocator()) {
        self.limits = limits
        decoder = HPACKDecoder(allocator: allocator, maxDynamicTableSize: HPACKDecoder.maxDynamicTableSize,
                               maxHeaderListSize: limits.maxHeaderListSize)
        output = allocator.buffer(capacity: 256)
        // The server's preface: its SETTINGS, sent at once.
        let settings: [(HTTP2Setting, Int)] = [
            (.maxConcurrentStreams, limits.maxConcurrentStreams),
            (.maxHeaderListSize, limits.maxHeaderListSize),
            (.enablePush, 0),
        ]
        output.writeFrameHeader(length: 6 * settings.count, .settings)
        for (id, value) in settings {
            output.writeInteger(id.rawValue)
            output.writeInteger(UInt32(clamping: value))
        }
    }

    /// The stream due first, if any: when `expire` has work.
    package var nextDeadline: UInt64? { streams.values.lazy.map(\.deadline).min() }

    // MARK: - Bytes in

    package func receive(_ bytes: ByteBuffer, now: UInt64, responder: some HTTP2Responder) {
        guard phase != .closed else { return }
        var buffer: ByteBuffer
        if var held = inbound {
            inbound = nil
            var more = bytes
            held.writeBuffer(&more)
            buffer = held
        } else {
            buffer = bytes
        }
        if phase == .preface {
            let n = min(buffer.readableBytes, Self.preface.count)
            guard buffer.readableBytesView.prefix(n).elementsEqual(Self.preface.prefix(n)) else {
                return connectionError(.protocolError, "not the HTTP/2 connection preface", responder)
            }
            guard n == Self.preface.count else {
                inbound = buffer
                return
            }
            buffer.moveReaderIndex(forwardBy: n)
            phase = .firstSettings
        }
        while phase != .closed, buffer.readableBytes >= 9 {
            let at = buffer.readerIndex
            let length = Int(buffer.getInteger(at: at, as: UInt8.self)!) << 16 | Int(buffer.getInteger(at: at + 1, as: UInt16.self)!)
            guard length <= Self.maxFrameSize else {
                return connectionError(.frameSizeError, "a frame of \(length) bytes (at most \(Self.maxFrameSize))", responder)
            }
            guard buffer.readableBytes >= 9 + length else { break }
            let type = buffer.getInteger(at: at + 3, as: UInt8.self)!
            let flags = buffer.getInteger(at: at + 4, as: UInt8.self)!
            let stream = buffer.getInteger(at: at + 5, as: UInt32.self)! & 0x7FFF_FFFF
            let payload = buffer.getSlice(at: at + 9, length: length)!
            buffer.moveReaderIndex(forwardBy: 9 + length)
            frame(type: type, flags: flags, stream: stream, payload: payload, now: now, responder)
        }
        if phase != .closed && buffer.readableBytes > 0 {
            // Part of a frame: kept, compacted, until the rest arrives.
            var rest = ByteBufferAllocator().buffer(capacity: max(buffer.readableBytes, 9 + Self.maxFrameSize))
            rest.writeBuffer(&buffer)
            inbound = rest
        }
    }

    private func frame(type: UInt8, flags: UInt8, stream: UInt32, payload: ByteBuffer, now: UInt64,
                       _ responder: some HTTP2Responder) {
        if let partial = partialBlock, type != HTTP2FrameType.continuation.rawValue || stream != partial.stream {
            return connectionError(.protocolError, "a header block was interrupted by another frame", responder)
        }
        if phase == .firstSettings {
            guard type == HTTP2FrameType.settings.rawValue, flags & HTTP2Flag.ack == 0 else {
                return connectionError(.protocolError, "the client's preface is not followed by SETTINGS", responder)
            }
            phase = .open
        }
        guard let kind = HTTP2FrameType(rawValue: type) else {
            // Unknown frame types are ignored (RFC 9113 5.5).
            return countIdle(now, responder)
        }
        switch kind {
        case .data: data(flags: flags, stream: stream, payload: payload, now: now, responder)
        case .headers: headers(flags: flags, stream: stream, payload: payload, now: now, responder)
        case .continuation: continuation(flags: flags, stream: stream, payload: payload, now: now, responder)
        case .priority: priority(stream: stream, payload: payload, now: now, responder)
        case .rstStream: rstStream(stream: stream, payload: payload, now: now, responder)
        case .settings: settings(flags: flags, stream: stream, payload: payload, now: now, responder)
        case .pushPromise: connectionError(.protocolError, "PUSH_PROMISE from a client", responder)
        case .ping: ping(flags: flags, stream: stream, payload: payload, now: now, responder)
        case .goAway:
            guard stream == 0 else { return connectionError(.protocolError, "GOAWAY on a stream", responder) }
            guard payload.readableBytes >= 8 else { return connectionError(.frameSizeError, "GOAWAY shorter than 8 bytes", responder) }
            // The client opens no more streams; those under way are answered.
            countIdle(now, responder)
        case .windowUpdate: windowUpdate(stream: stream, payload: payload, now: now, responder)
        }
    }

    // MARK: - Frames

    private func data(flags: UInt8, stream: UInt32, payload: ByteBuffer, now: UInt64, _ responder: some HTTP2Responder) {
        guard stream != 0 else { return connectionError(.protocolError, "DATA on stream 0", responder) }
        let flowed = payload.readableBytes
        guard connectionUnacknowledged + flowed <= Self.defaultWindow else {
            return connectionError(.flowControlError, "DATA past the connection's flow-control window", responder)
        }
        // The connection's credit goes back however the stream fares.
        giveBack(flowed, of: &connectionUnacknowledged, stream: 0)
        var body = payload
        guard unpad(&body, flags: flags) else { return connectionError(.protocolError, "DATA padding longer than the frame", responder) }
        guard stream <= lastStreamID else { return connectionError(.protocolError, "DATA on stream \(stream), never opened", responder) }
        guard var s = streams[stream] else {
            if !recentlyReset.contains(stream) {
                streamError(stream, .streamClosed, "DATA on stream \(stream), already closed", now, responder)
            }
            return
        }
        guard !s.remoteClosed else {
            return streamError(stream, .streamClosed, "DATA on stream \(stream) after its END_STREAM", now, responder)
        }
        guard s.unacknowledged + flowed <= Self.defaultWindow else {
            return streamError(stream, .flowControlError, "DATA past stream \(stream)'s flow-control window", now, responder)
        }
        let end = flags & HTTP2Flag.endStream != 0
        if flowed == 0 && !end { countIdle(now, responder) }
        let step = s.body.append(body, maxBodyBytes: limits.maxBodyBytes, keptLimit: limits.keptBodyLimit)
        // (After END_STREAM the stream takes no more DATA: nothing to give back.)
        if !end { giveBack(flowed, of: &s.unacknowledged, stream: stream) }
        streams[stream] = s
        switch step {
        case .more, .drained: break
        case .cutOff: answerOversized(stream, responder)
        case .drainedTooMuch: return reset(stream, .enhanceYourCalm)
        }
        if end { remoteEnded(stream, now: now, responder) }
    }

    private func headers(flags: UInt8, stream: UInt32, payload: ByteBuffer, now: UInt64, _ responder: some HTTP2Responder) {
        guard stream != 0 else { return connectionError(.protocolError, "HEADERS on stream 0", responder) }
        var block = payload
        guard unpad(&block, flags: flags) else { return connectionError(.protocolError, "HEADERS padding longer than the frame", responder) }
        var selfDependent = false
        if flags & HTTP2Flag.priority != 0 {
            guard block.readableBytes >= 5, let dependency = block.readInteger(as: UInt32.self) else {
                return connectionError(.frameSizeError, "HEADERS too short for its priority", responder)
            }
            block.moveReaderIndex(forwardBy: 1)
            selfDependent = dependency & 0x7FFF_FFFF == stream
        }
        let end = flags & HTTP2Flag.endStream != 0
        if flags & HTTP2Flag.endHeaders == 0 {
            partialBlock = (stream, end, selfDependent, block)
            return
        }
        headerBlock(stream: stream, endStream: end, selfDependent: selfDependent, block: block, now: now, responder)
    }

    private func continuation(flags: UInt8, stream: UInt32, payload: ByteBuffer, now: UInt64, _ responder: some HTTP2Responder) {
        guard var partial = partialBlock, partial.stream == stream else {
            return connectionError(.protocolError, "CONTINUATION without a header block before it", responder)
        }
        if payload.readableBytes == 0 { countIdle(now, responder) }
        guard partial.bytes.readableBytes + payload.readableBytes <= limits.maxHeaderBlock else {
            return connectionError(.enhanceYourCalm, "a header block over \(limits.maxHeaderBlock) bytes", responder)
        }
        var more = payload
        partial.bytes.writeBuffer(&more)
        guard flags & HTTP2Flag.endHeaders != 0 else {
            partialBlock = partial
            return
        }
        partialBlock = nil
        headerBlock(stream: stream, endStream: partial.endStream, selfDependent: partial.selfDependent, block: partial.bytes,
                    now: now, responder)
    }

    /// A whole header block: a new request, or trailers ending one.
    private func headerBlock(stream: UInt32, endStream: Bool, selfDependent: Bool, block: ByteBuffer, now: UInt64,
                             _ responder: some HTTP2Responder) {
        // Decoded whatever becomes of the stream: HPACK's table is the connection's.
        var bytes = block
        let fields: HPACKHeaders
        do {
            fields = try decoder.decodeHeaders(from: &bytes)
        } catch {
            return connectionError(.compressionError, "a header block that does not decode (\(error))", responder)
        }
        if selfDependent { return streamError(stream, .protocolError, "stream \(stream) depends on itself", now, responder) }
        if let s = streams[stream] {
            guard !s.remoteClosed else {
                return streamError(stream, .streamClosed, "HEADERS on stream \(stream) after its END_STREAM", now, responder)
            }
            guard endStream else { return streamError(stream, .protocolError, "trailers without END_STREAM", now, responder) }
            if let malformed = HTTP2RequestHead.checkTrailers(fields) {
                return streamError(stream, .protocolError, "malformed trailers: \(malformed.reason)", now, responder)
            }
            return remoteEnded(stream, now: now, responder)
        }
        guard stream > lastStreamID else {
            if recentlyReset.contains(stream) { return }
            return connectionError(.streamClosed, "HEADERS on stream \(stream), already closed", responder)
        }
        guard stream & 1 == 1 else { return connectionError(.protocolError, "a client stream with an even id (\(stream))", responder) }
        lastStreamID = stream
        guard streams.count < limits.maxConcurrentStreams else {
            return streamError(stream, .refusedStream, "over \(limits.maxConcurrentStreams) concurrent streams", now, responder)
        }
        let head: HTTP2RequestHead
        switch HTTP2RequestHead.parse(fields) {
        case .success(let h): head = h
        case .failure(let malformed):
            return streamError(stream, .protocolError, "malformed request: \(malformed.reason)", now, responder)
        }
        var s = Stream(head: head, deadline: now &+ limits.requestTimeoutNanos, sendWindow: peerInitialWindow)
        let declared = head.contentLength.map(String.init)
        let step = s.body.declare(declared, maxBodyBytes: limits.maxBodyBytes)
        streams[stream] = s
        if step == .cutOff { answerOversized(stream, responder) }
        if endStream { remoteEnded(stream, now: now, responder) }
    }

    private func priority(stream: UInt32, payload: ByteBuffer, now: UInt64, _ responder: some HTTP2Responder) {
        guard stream != 0 else { return connectionError(.protocolError, "PRIORITY on stream 0", responder) }
        countIdle(now, responder)
        guard payload.readableBytes == 5 else {
            return streamError(stream, .frameSizeError, "PRIORITY of \(payload.readableBytes) bytes", now, responder)
        }
        if payload.getInteger(at: payload.readerIndex, as: UInt32.self)! & 0x7FFF_FFFF == stream {
            streamError(stream, .protocolError, "stream \(stream) depends on itself", now, responder)
        }
    }

    private func rstStream(stream: UInt32, payload: ByteBuffer, now: UInt64, _ responder: some HTTP2Responder) {
        guard stream != 0 else { return connectionError(.protocolError, "RST_STREAM on stream 0", responder) }
        guard payload.readableBytes == 4 else { return connectionError(.frameSizeError, "RST_STREAM of \(payload.readableBytes) bytes", responder) }
        guard stream <= lastStreamID else { return connectionError(.protocolError, "RST_STREAM on stream \(stream), never opened", responder) }
        countIdle(now, responder)
        streams[stream] = nil
    }

    private func settings(flags: UInt8, stream: UInt32, payload: ByteBuffer, now: UInt64, _ responder: some HTTP2Responder) {
        guard stream == 0 else { return connectionError(.protocolError, "SETTINGS on a stream", responder) }
        countIdle(now, responder)
        if flags & HTTP2Flag.ack != 0 {
            guard payload.readableBytes == 0 else { return connectionError(.frameSizeError, "a SETTINGS acknowledgement with a payload", responder) }
            return
        }
        guard payload.readableBytes % 6 == 0 else { return connectionError(.frameSizeError, "SETTINGS of \(payload.readableBytes) bytes", responder) }
        var p = payload
        var windowGrew = false
        while let id = p.readInteger(as: UInt16.self), let value = p.readInteger(as: UInt32.self) {
            switch HTTP2Setting(rawValue: id) {
            case .headerTableSize:
                tableSizeUpdate = true
            case .enablePush:
                guard value <= 1 else { return connectionError(.protocolError, "SETTINGS_ENABLE_PUSH \(value)", responder) }
            case .initialWindowSize:
                guard value <= UInt32(Self.maxWindow) else {
                    return connectionError(.flowControlError, "SETTINGS_INITIAL_WINDOW_SIZE \(value)", responder)
                }
                let delta = Int(value) - peerInitialWindow
                peerInitialWindow = Int(value)
                for id in streams.keys {
                    streams[id]!.sendWindow += delta
                    guard streams[id]!.sendWindow <= Self.maxWindow else {
                        return connectionError(.flowControlError, "a stream's window past 2^31-1", responder)
                    }
                }
                windowGrew = windowGrew || delta > 0
            case .maxFrameSize:
                guard value >= 1 << 14, value < 1 << 24 else {
                    return connectionError(.protocolError, "SETTINGS_MAX_FRAME_SIZE \(value)", responder)
                }
                peerMaxFrameSize = Int(value)
            case .maxConcurrentStreams, .maxHeaderListSize, nil:
                break // the server opens no streams; answers are small
            }
        }
        output.writeFrameHeader(length: 0, .settings, flags: HTTP2Flag.ack)
        if windowGrew { sendBlocked() }
    }

    private func ping(flags: UInt8, stream: UInt32, payload: ByteBuffer, now: UInt64, _ responder: some HTTP2Responder) {
        guard stream == 0 else { return connectionError(.protocolError, "PING on a stream", responder) }
        guard payload.readableBytes == 8 else { return connectionError(.frameSizeError, "PING of \(payload.readableBytes) bytes", responder) }
        countIdle(now, responder)
        guard flags & HTTP2Flag.ack == 0, phase != .closed else { return }
        output.writeFrameHeader(length: 8, .ping, flags: HTTP2Flag.ack)
        var p = payload
        output.writeBuffer(&p)
    }

    private func windowUpdate(stream: UInt32, payload: ByteBuffer, now: UInt64, _ responder: some HTTP2Responder) {
        guard payload.readableBytes == 4 else { return connectionError(.frameSizeError, "WINDOW_UPDATE of \(payload.readableBytes) bytes", responder) }
        countIdle(now, responder)
        let increment = Int(payload.getInteger(at: payload.readerIndex, as: UInt32.self)! & 0x7FFF_FFFF)
        if stream == 0 {
            guard increment > 0 else { return connectionError(.protocolError, "WINDOW_UPDATE of 0 for the connection", responder) }
            connectionSendWindow += increment
            guard connectionSendWindow <= Self.maxWindow else {
                return connectionError(.flowControlError, "the connection's window past 2^31-1", responder)
            }
            return sendBlocked()
        }
        guard stream <= lastStreamID else { return connectionError(.protocolError, "WINDOW_UPDATE on stream \(stream), never opened", responder) }
        guard var s = streams[stream] else { return }
        guard increment > 0 else { return streamError(stream, .protocolError, "WINDOW_UPDATE of 0", now, responder) }
        s.sendWindow += increment
        guard s.sendWindow <= Self.maxWindow else {
            return streamError(stream, .flowControlError, "stream \(stream)'s window past 2^31-1", now, responder)
        }
        streams[stream] = s
        sendPending(stream)
    }

    // MARK: - Streams

    /// The client's END_STREAM: the request is whole, so it is answered,
    /// unless it was answered early.
    private func remoteEnded(_ id: UInt32, now: UInt64, _ responder: some HTTP2Responder) {
        guard var s = streams[id] else { return }
        s.remoteClosed = true
        if s.answered {
            if s.pending == nil { streams[id] = nil } else { streams[id] = s }
            return
        }
        if let declared = s.head.contentLength, declared != s.body.received {
            return streamError(id, .protocolError, "content-length \(declared), body of \(s.body.received) bytes", now, responder)
        }
        let request = APNsRequest(method: s.head.method, path: s.head.path, headers: s.head.headers,
                                  body: s.body.take(), bodyByteCount: s.body.received)
        streams[id] = s
        send(id, responder.answer(request))
    }

    private func answerOversized(_ id: UInt32, _ responder: some HTTP2Responder) {
        guard var s = streams[id], !s.answered else { return }
        s.body.markAnswered()
        streams[id] = s
        let request = APNsRequest(method: s.head.method, path: s.head.path, headers: s.head.headers, body: [],
                                  bodyByteCount: s.body.received)
        send(id, responder.answerOversized(request))
    }

    /// HEADERS, with END_STREAM when there is no body; the body follows as
    /// flow control allows. APNs sends a bodiless answer (200) as one HEADERS
    /// frame and an error as HEADERS and one DATA frame; clients (aioapns)
    /// parse every DATA frame as JSON, so an empty one breaks them.
    private func send(_ id: UInt32, _ answer: HTTP2Answer) {
        guard var s = streams[id], phase != .closed else { return }
        let endStream = answer.body.isEmpty ? HTTP2Flag.endStream : 0
        let lengthAt = output.writerIndex
        output.writeFrameHeader(length: 0, .headers, flags: HTTP2Flag.endHeaders | endStream, stream: id)
        let blockStart = output.writerIndex
        HTTP2ResponseHeaders.write(status: answer.status, fields: answer.fields, tableSizeUpdate: tableSizeUpdate, into: &output)
        tableSizeUpdate = false
        let blockLength = output.writerIndex - blockStart
        if blockLength <= peerMaxFrameSize {
            output.setInteger(UInt8(truncatingIfNeeded: blockLength >> 16), at: lengthAt)
            output.setInteger(UInt16(truncatingIfNeeded: blockLength), at: lengthAt + 1)
        } else {
            // Answers are a few hundred bytes; a longer block (a long echoed
            // field) goes out as HEADERS and CONTINUATION frames.
            var block = output.getSlice(at: blockStart, length: blockLength)!
            output.moveWriterIndex(to: lengthAt)
            var type = HTTP2FrameType.headers
            while block.readableBytes > 0 {
                let n = min(block.readableBytes, peerMaxFrameSize)
                var part = block.readSlice(length: n)!
                let flags = (block.readableBytes == 0 ? HTTP2Flag.endHeaders : 0) | (type == .headers ? endStream : 0)
                output.writeFrameHeader(length: n, type, flags: flags, stream: id)
                output.writeBuffer(&part)
                type = .continuation
            }
        }
        s.answered = true
        if !answer.body.isEmpty {
            var body = ByteBufferAllocator().buffer(capacity: answer.body.count)
            body.writeBytes(answer.body)
            s.pending = body
        }
        let done = s.remoteClosed && s.pending == nil
        streams[id] = done ? nil : s
        if s.pending != nil { sendPending(id) }
    }

    /// Sends as much of a stream's waiting body as both windows allow.
    private func sendPending(_ id: UInt32) {
        guard var s = streams[id], var body = s.pending else { return }
        while body.readableBytes > 0 {
            let n = min(body.readableBytes, s.sendWindow, connectionSendWindow, peerMaxFrameSize)
            guard n > 0 else { break }
            var chunk = body.readSlice(length: n)!
            let last = body.readableBytes == 0
            output.writeFrameHeader(length: n, .data, flags: last ? HTTP2Flag.endStream : 0, stream: id)
            output.writeBuffer(&chunk)
            s.sendWindow -= n
            connectionSendWindow -= n
        }
        if body.readableBytes == 0 {
            s.pending = nil
            streams[id] = s.remoteClosed ? nil : s
        } else {
            s.pending = body
            streams[id] = s
        }
    }

    /// The waiting bodies, oldest stream first, after the window grew.
    private func sendBlocked() {
        for id in streams.keys.sorted() where streams[id]?.pending != nil {
            sendPending(id)
            if connectionSendWindow <= 0 { break }
        }
    }

    /// Resets every stream past its deadline.
    package func expire(now: UInt64, responder: some HTTP2Responder) {
        guard phase != .closed else { return }
        for (id, s) in streams where s.deadline <= now {
            responder.report(.timeout)
            reset(id, .cancel)
        }
    }

    // MARK: - Errors

    /// RFC 9113 5.4.2: RST_STREAM, and the connection goes on, unless the
    /// client keeps doing it.
    private func streamError(_ id: UInt32, _ code: HTTP2ErrorCode, _ message: String, _ now: UInt64,
                             _ responder: some HTTP2Responder) {
        if now &- streamErrors.windowStart > limits.streamErrorWindowNanos {
            streamErrors = (now, 0)
        }
        streamErrors.count += 1
        guard streamErrors.count <= limits.streamErrorsPerWindow else {
            return connectionError(.enhanceYourCalm, "over \(limits.streamErrorsPerWindow) stream errors in 30 s (last: \(message))", responder)
        }
        reset(id, code)
        responder.report(.stream(message))
    }

    private func reset(_ id: UInt32, _ code: HTTP2ErrorCode) {
        streams[id] = nil
        output.writeFrameHeader(length: 4, .rstStream, stream: id)
        output.writeInteger(code.rawValue)
        recentlyReset.append(id)
        if recentlyReset.count > 64 { recentlyReset.removeFirst(recentlyReset.count - 64) }
    }

    /// RFC 9113 5.4.1: GOAWAY with the last stream the server took, then the
    /// owner closes once `output` is written.
    private func connectionError(_ code: HTTP2ErrorCode, _ message: String, _ responder: some HTTP2Responder) {
        guard phase != .closed else { return }
        phase = .closed
        let debug = Array(message.utf8.prefix(200))
        output.writeFrameHeader(length: 8 + debug.count, .goAway)
        output.writeInteger(lastStreamID)
        output.writeInteger(code.rawValue)
        output.writeBytes(debug)
        streams = [:]
        inbound = nil
        partialBlock = nil
        responder.report(.connection(message))
    }

    /// A frame that carries no request: past the budget a second, the
    /// client is flooding the connection.
    private func countIdle(_ now: UInt64, _ responder: some HTTP2Responder) {
        let second = now / 1_000_000_000
        if second != idleFrames.second { idleFrames = (second, 0) }
        idleFrames.count += 1
        if idleFrames.count > limits.idleFramesPerSecond {
            connectionError(.enhanceYourCalm, "over \(limits.idleFramesPerSecond) frames a second that carry no request", responder)
        }
    }

    /// Counts `n` bytes received against a window and gives the credit back
    /// once half of it is used, so bodies up to the hard limit (and drained
    /// ones past it) keep coming.
    private func giveBack(_ n: Int, of unacknowledged: inout Int, stream: UInt32) {
        unacknowledged += n
        guard unacknowledged >= Self.windowUpdateThreshold else { return }
        output.writeFrameHeader(length: 4, .windowUpdate, stream: stream)
        output.writeInteger(UInt32(unacknowledged))
        unacknowledged = 0
    }

    /// Strips PADDED's length byte and padding; false when the padding is
    /// longer than the frame (a connection error).
    private func unpad(_ payload: inout ByteBuffer, flags: UInt8) -> Bool {
        guard flags & HTTP2Flag.padded != 0 else { return true }
        guard let pad = payload.readInteger(as: UInt8.self), Int(pad) <= payload.readableBytes else { return false }
        payload = payload.getSlice(at: payload.readerIndex, length: payload.readableBytes - Int(pad))!
        return true
    }
}
