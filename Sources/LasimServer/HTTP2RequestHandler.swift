import NIOCore
import NIOHPACK
import NIOHTTP2

/// Reads APNs requests from HTTP/2 frames on the connection itself and
/// answers each with frames. NIO's `NIOHTTP2Handler` below it parses
/// frames, keeps the connection's and the streams' state and does HPACK;
/// streams get no channel of their own here. A child channel per stream
/// (NIO's multiplexer, with an HTTP/1-style codec on it) cost more than
/// validating and applying the push did (issue 12).
///
/// APNs clients send `host` rather than `:authority` (aioapns does), and
/// APNs answers them, so neither is required. Every stream must arrive whole
/// within the request timeout, or it is reset; the connection goes on.
final class HTTP2RequestHandler: ChannelInboundHandler {
    typealias InboundIn = HTTP2Frame
    typealias OutboundOut = HTTP2Frame

    private struct Stream {
        var method = ""
        var path = ""
        var headers: [APNsRequest.Header] = []
        var body = IncomingBody()
        let deadline: NIODeadline
        /// Bytes of this stream's flow-control window not yet given back.
        var unacknowledged = 0
    }

    private let state: ServerState
    private let secure: Bool
    private let timeout: TimeAmount
    private let written: HTTP2WrittenFrames
    private var streams: [HTTP2StreamID: Stream] = [:]
    private var connectionUnacknowledged = 0
    /// Frames written since the last flush: all answers to one read go out
    /// in one write.
    private var unflushed = false
    /// One timer for the connection, set for the stream due first.
    private var timer: Scheduled<Void>?
    private var timerDeadline: NIODeadline?

    /// A window is given back once half of it is used (the default initial
    /// window is 65,535 bytes on both levels).
    static let windowUpdateThreshold = 32 * 1024

    init(state: ServerState, secure: Bool, written: HTTP2WrittenFrames) {
        self.state = state; self.secure = secure; self.written = written
        timeout = TimeAmount(state.config.requestTimeout)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
    }

    func channelInactive(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        streams = [:]
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        switch frame.payload {
        case .headers(let h):
            if streams[frame.streamID] != nil {
                // Trailers end the request; their fields are not read.
                if h.endStream { finish(context, frame.streamID) }
            } else {
                open(context, frame.streamID, h)
            }
        case .data(let d):
            receive(context, frame.streamID, d)
        case .rstStream:
            streams[frame.streamID] = nil
        default:
            break
        }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        _ = written.takeReset()
        flushIfNeeded(context)
        context.fireChannelReadComplete()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let closed = event as? StreamClosedEvent { streams[closed.streamID] = nil }
        context.fireUserInboundEventTriggered(event)
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        if let e = error as? NIOHTTP2Errors.StreamError {
            // An answer that could not be sent on one stream: that stream is gone.
            streamFailed(e.streamID, e.baseError)
        } else if !written.sentGoAway, let id = written.takeReset() {
            // NIO reset one stream for what it held (a malformed header
            // block, say): a stream error, which ends that stream only
            // (RFC 9113 5.4.2), not the client's other pushes in flight. NIO
            // turns a flood of them into a connection error itself.
            streamFailed(id, error)
        } else {
            // The connection's: its error handler counts it and closes.
            context.fireErrorCaught(error)
        }
    }

    private func streamFailed(_ id: HTTP2StreamID, _ error: Error) {
        streams[id] = nil
        let text = String(String(describing: error).prefix(200))
        state.counters.update { $0.protocolErrors += 1; $0.lastConnectionError = text }
    }

    private func open(_ context: ChannelHandlerContext, _ id: HTTP2StreamID, _ h: HTTP2Frame.FramePayload.Headers) {
        var stream = Stream(deadline: .now() + timeout)
        var contentLength: String?
        for (name, value, _) in h.headers {
            switch name {
            case ":method": stream.method = value
            case ":path": stream.path = value
            case ":authority": stream.headers.append(APNsRequest.Header("host", value))
            case ":scheme": continue
            default:
                if name == "content-length" { contentLength = value }
                stream.headers.append(APNsRequest.Header(name, value))
            }
        }
        let step = stream.body.declare(contentLength, maxBodyBytes: state.config.maxBodyBytes)
        streams[id] = stream
        if step == .cutOff { cutOff(context, id) }
        if h.endStream {
            finish(context, id)
        } else {
            armTimer(context, for: stream.deadline)
        }
    }

    private func receive(_ context: ChannelHandlerContext, _ id: HTTP2StreamID, _ d: HTTP2Frame.FramePayload.Data) {
        guard case .byteBuffer(let chunk) = d.data else { return }
        let flowControlled = chunk.readableBytes + (d.paddingBytes.map { $0 + 1 } ?? 0)
        giveBack(context, .rootStream, &connectionUnacknowledged, flowControlled)
        guard var stream = streams[id] else { return }
        let step = stream.body.append(chunk, maxBodyBytes: state.config.maxBodyBytes,
                                      keptLimit: state.config.policy.keptBodyLimit)
        streams[id] = stream
        switch step {
        case .more, .drained: break
        case .cutOff: cutOff(context, id)
        case .drainedTooMuch:
            reset(context, id, .enhanceYourCalm)
            return
        }
        if d.endStream {
            finish(context, id)
        } else if var open = streams[id] {
            // (Answering early may have ended the stream already.)
            giveBack(context, id, &open.unacknowledged, flowControlled)
            streams[id] = open
        }
    }

    /// Returns flow-control credit to the client once half a window is used,
    /// so bodies up to the hard limit (and drained ones past it) keep coming.
    private func giveBack(_ context: ChannelHandlerContext, _ id: HTTP2StreamID, _ pending: inout Int, _ n: Int) {
        pending += n
        guard pending >= Self.windowUpdateThreshold else { return }
        context.write(wrapOutboundOut(HTTP2Frame(streamID: id, payload: .windowUpdate(windowSizeIncrement: pending))),
                      promise: nil)
        pending = 0
        unflushed = true
    }

    /// The stream's request is whole: answer it, unless it was answered early.
    private func finish(_ context: ChannelHandlerContext, _ id: HTTP2StreamID) {
        guard var stream = streams.removeValue(forKey: id), !stream.body.answered else { return }
        let request = APNsRequest(method: stream.method, path: stream.path, headers: stream.headers,
                                  body: stream.body.take(), bodyByteCount: stream.body.received)
        respond(context, id, stream, state.answer(request))
    }

    /// A body over the hard limit: a complete early answer (413); the
    /// client's remaining DATA is read and dropped (RFC 9113 8.1) while the
    /// request timeout still runs.
    private func cutOff(_ context: ChannelHandlerContext, _ id: HTTP2StreamID) {
        guard var stream = streams[id] else { return }
        stream.body.markAnswered()
        streams[id] = stream
        respond(context, id, stream, state.oversized())
    }

    private func respond(_ context: ChannelHandlerContext, _ id: HTTP2StreamID, _ stream: Stream,
                         _ result: APNsResult) {
        state.record(result, method: stream.method, path: stream.path, http2: true, secure: secure,
                     priority: stream.headers.first { $0.name == "apns-priority" }?.value)
        // APNs sends a bodiless answer (200) as one HEADERS frame with
        // END_STREAM and an error as HEADERS and one DATA frame with
        // END_STREAM; clients (aioapns) parse every DATA frame as JSON, so an
        // empty one breaks them.
        let text = result.response.body
        var headers = HPACKHeaders([(":status", String(result.response.status))])
        for (name, value) in ServerState.responseFields(result.response, bodyLength: text.utf8.count) {
            // A fresh id each answer would only churn HPACK's dynamic table.
            headers.add(name: name, value: value, indexing: name.hasSuffix("-id") ? .nonIndexable : .indexable)
        }
        context.write(wrapOutboundOut(HTTP2Frame(streamID: id, payload: .headers(.init(headers: headers,
                                                                                       endStream: text.isEmpty)))),
                      promise: nil)
        if !text.isEmpty {
            let data = HTTP2Frame.FramePayload.Data(data: .byteBuffer(context.channel.allocator.buffer(string: text)),
                                                    endStream: true)
            context.write(wrapOutboundOut(HTTP2Frame(streamID: id, payload: .data(data))), promise: nil)
        }
        unflushed = true
    }

    private func reset(_ context: ChannelHandlerContext, _ id: HTTP2StreamID, _ code: HTTP2ErrorCode) {
        streams[id] = nil
        context.write(wrapOutboundOut(HTTP2Frame(streamID: id, payload: .rstStream(code))), promise: nil)
        _ = written.takeReset() // ours, not a stream error of NIO's
        unflushed = true
    }

    private func flushIfNeeded(_ context: ChannelHandlerContext) {
        guard unflushed else { return }
        unflushed = false
        context.flush()
    }

    private func armTimer(_ context: ChannelHandlerContext, for deadline: NIODeadline) {
        if let current = timerDeadline, current <= deadline { return }
        timer?.cancel()
        timerDeadline = deadline
        timer = context.eventLoop.assumeIsolated().scheduleTask(deadline: deadline) { [self] in
            expire(context)
        }
    }

    /// Resets every stream past its deadline and sets the timer for the next.
    private func expire(_ context: ChannelHandlerContext) {
        timer = nil
        timerDeadline = nil
        let now = NIODeadline.now()
        var next: NIODeadline?
        for (id, stream) in streams {
            if stream.deadline <= now {
                state.counters.update { $0.timeouts += 1 }
                reset(context, id, .cancel)
            } else if next.map({ stream.deadline < $0 }) ?? true {
                next = stream.deadline
            }
        }
        flushIfNeeded(context)
        if let next { armTimer(context, for: next) }
    }
}

/// The frames NIO's HTTP/2 handler wrote, as far as telling its errors apart
/// needs: a stream error is reported after it resets that one stream, a
/// connection error after it sends GOAWAY. Both arrive as the same error
/// types, so the frames are the only way to tell.
final class HTTP2WrittenFrames: NIOHTTP2FrameDelegate {
    private(set) var sentGoAway = false
    private var lastReset: HTTP2StreamID?

    func wroteFrame(_ frame: HTTP2Frame) {
        switch frame.payload {
        case .goAway: sentGoAway = true
        case .rstStream: lastReset = frame.streamID
        default: break
        }
    }

    /// The stream reset since the last call, if any.
    func takeReset() -> HTTP2StreamID? {
        defer { lastReset = nil }
        return lastReset
    }
}
