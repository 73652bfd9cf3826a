import NIOCore

/// The endpoint's HTTP/2: bytes from the socket into an `HTTP2Connection`,
/// its frames back out, one write and one flush per read. The connection
/// does the protocol; this handler answers its requests (validator, phone,
/// counters), keeps its one timer and closes the channel after a GOAWAY.
final class HTTP2RequestHandler: ChannelInboundHandler, HTTP2Responder {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let state: ServerState
    private let secure: Bool
    private let connection: HTTP2Connection
    /// One timer for the connection, set for the stream due first.
    private var timer: Scheduled<Void>?
    private var timerDeadline: UInt64?
    /// GOAWAY went out and the channel is closing: bytes still arriving are dropped.
    private var closing = false

    init(state: ServerState, secure: Bool) {
        self.state = state; self.secure = secure
        var limits = HTTP2Connection.Limits()
        limits.maxConcurrentStreams = state.config.maxConcurrentStreams
        limits.maxBodyBytes = state.config.maxBodyBytes
        limits.keptBodyLimit = state.config.policy.keptBodyLimit
        limits.requestTimeoutNanos = UInt64(max(0, TimeAmount(state.config.requestTimeout).nanoseconds))
        connection = HTTP2Connection(limits: limits)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        // The server's SETTINGS go out at once, before the client's preface.
        if context.channel.isActive { writeOutput(context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
    }

    func channelActive(context: ChannelHandlerContext) {
        writeOutput(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !closing else { return }
        connection.receive(unwrapInboundIn(data), now: NIODeadline.now().uptimeNanoseconds, responder: self)
        if connection.isClosed {
            close(context)
        } else if let due = connection.nextDeadline {
            armTimer(context, for: due)
        }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        writeOutput(context)
        context.fireChannelReadComplete()
    }

    /// The connection's frames so far, in one write, flushed.
    private func writeOutput(_ context: ChannelHandlerContext, promise: EventLoopPromise<Void>? = nil) {
        guard connection.output.readableBytes > 0 else {
            promise?.succeed()
            return
        }
        let out = connection.output
        connection.output = context.channel.allocator.buffer(capacity: 512)
        context.writeAndFlush(wrapOutboundOut(out), promise: promise)
    }

    /// After GOAWAY: written, then the connection is closed.
    private func close(_ context: ChannelHandlerContext) {
        closing = true
        timer?.cancel()
        timer = nil
        let channel = context.channel
        let written = context.eventLoop.makePromise(of: Void.self)
        written.futureResult.whenComplete { _ in channel.close(promise: nil) }
        writeOutput(context, promise: written)
    }

    // MARK: - HTTP2Responder

    func answer(_ request: APNsRequest) -> HTTP2Answer {
        respond(request, state.answer(request))
    }

    func answerOversized(_ request: APNsRequest) -> HTTP2Answer {
        respond(request, state.oversized())
    }

    private func respond(_ request: APNsRequest, _ result: APNsResult) -> HTTP2Answer {
        state.record(result, method: request.method, path: request.path, http2: true, secure: secure,
                     priority: request.first("apns-priority"))
        let body = Array(result.response.body.utf8)
        return HTTP2Answer(status: result.response.status,
                           fields: ServerState.responseFields(result.response, bodyLength: body.count), body: body)
    }

    func report(_ problem: HTTP2Problem) {
        switch problem {
        case .stream(let text), .connection(let text):
            state.counters.update { $0.protocolErrors += 1; $0.lastConnectionError = String(text.prefix(200)) }
        case .timeout:
            state.counters.update { $0.timeouts += 1 }
        }
    }

    // MARK: - Timer

    private func armTimer(_ context: ChannelHandlerContext, for deadline: UInt64) {
        if let current = timerDeadline, current <= deadline { return }
        timer?.cancel()
        timerDeadline = deadline
        timer = context.eventLoop.assumeIsolated().scheduleTask(deadline: .uptimeNanoseconds(deadline)) { [self] in
            timer = nil
            timerDeadline = nil
            connection.expire(now: NIODeadline.now().uptimeNanoseconds, responder: self)
            writeOutput(context)
            if let next = connection.nextDeadline { armTimer(context, for: next) }
        }
    }
}
