import NIOCore
import NIOHTTP1

/// Reads one APNs request at a time over HTTP/1.1, keeping at most the
/// payload limit of its body, and answers with what the validator says.
final class HTTP1RequestHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let state: ServerState
    private let secure: Bool
    private var head: HTTPRequestHead?
    private var body = IncomingBody()
    private var connectionGuard: ConnectionGuard?

    init(state: ServerState, secure: Bool) {
        self.state = state; self.secure = secure
    }

    func handlerAdded(context: ChannelHandlerContext) {
        connectionGuard = try? context.pipeline.syncOperations.handler(type: ConnectionGuard.self)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let h):
            head = h
            body = IncomingBody()
            if body.declare(h.headers.first(name: "content-length"), maxBodyBytes: state.config.maxBodyBytes) == .cutOff {
                cutOff(context)
            } else if h.headers.first(name: "expect")?.lowercased() == "100-continue" {
                // curl asks before sending a larger body.
                context.writeAndFlush(wrapOutboundOut(.head(HTTPResponseHead(version: h.version, status: .continue))),
                                      promise: nil)
            }
        case .body(let chunk):
            guard head != nil, !body.answered else { return }
            if body.append(chunk, maxBodyBytes: state.config.maxBodyBytes,
                           keptLimit: state.config.policy.keptBodyLimit) == .cutOff {
                cutOff(context)
            }
        case .end:
            guard let h = head, !body.answered else { return }
            head = nil
            let request = APNsRequest(method: h.method.rawValue, path: h.uri,
                                      headers: h.headers.map { APNsRequest.Header($0.name, $0.value) },
                                      body: body.take(), bodyByteCount: body.received)
            respond(context, head: h, result: state.answer(request), close: !h.isKeepAlive)
        }
    }

    /// A body over the hard limit: answer 413 without reading on, then close
    /// the connection (what is left of the body cannot be told from the next
    /// request).
    private func cutOff(_ context: ChannelHandlerContext) {
        guard let h = head else { return }
        body.markAnswered()
        respond(context, head: h, result: state.oversized(), close: true)
    }

    private func respond(_ context: ChannelHandlerContext, head h: HTTPRequestHead, result: APNsResult, close: Bool) {
        state.record(result, method: h.method.rawValue, path: h.uri, http2: false, secure: secure,
                     priority: h.headers.first(name: "apns-priority"))
        let text = result.response.body
        var headers = HTTPHeaders(ServerState.responseFields(result.response, bodyLength: text.utf8.count))
        if close { headers.add(name: "connection", value: "close") }
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: h.version,
                                                             status: .init(statusCode: result.response.status),
                                                             headers: headers))), promise: nil)
        if !text.isEmpty {
            context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(string: text)))), promise: nil)
        }
        if close {
            let channel = context.channel
            let promise = context.eventLoop.makePromise(of: Void.self)
            promise.futureResult.whenComplete { _ in channel.close(promise: nil) }
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: promise)
        } else {
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
            connectionGuard?.requestFinished()
        }
    }
}
