#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimModel
import NIOCore
import NIOHTTP1
import NIOHTTP2
import NIOSSL

/// First in every connection's pipeline: closes slow and idle clients.
///
/// Until the protocol is known (TLS handshake, HTTP/2 preface) and, on
/// HTTP/1.1, from the first byte of each request until its answer, the
/// client has `timeout` to finish; HTTP/2 streams keep their own deadline.
/// A connection with no traffic for the idle timeout is closed too.
final class ConnectionGuard: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer

    enum Mode { case preamble, http1Idle, http1Busy, http2 }

    private let counters: ServerCounters
    private let timeout: TimeAmount
    private var mode = Mode.preamble
    private var timer: Scheduled<Void>?
    private var context: ChannelHandlerContext?

    init(counters: ServerCounters, timeout: TimeAmount) {
        self.counters = counters; self.timeout = timeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        if context.channel.isActive { arm() }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        self.context = nil
    }

    func channelActive(context: ChannelHandlerContext) {
        if mode == .preamble && timer == nil { arm() }
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if mode == .http1Idle {
            mode = .http1Busy
            arm()
        }
        context.fireChannelRead(data)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is IdleStateHandler.IdleStateEvent {
            counters.update { $0.idleClosed += 1 }
            context.close(promise: nil)
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    /// The connection speaks HTTP/1.1 or HTTP/2 from now on. `requestStarted`:
    /// the bytes that told the protocol apart were the start of a request,
    /// whose deadline runs on.
    func protocolChosen(http1: Bool, requestStarted: Bool) {
        if http1 && requestStarted {
            mode = .http1Busy
            return
        }
        timer?.cancel()
        timer = nil
        mode = http1 ? .http1Idle : .http2
    }

    /// HTTP/1.1: a response went out; the next request gets a fresh deadline.
    func requestFinished() {
        guard mode == .http1Busy else { return }
        mode = .http1Idle
        timer?.cancel()
        timer = nil
    }

    private func arm() {
        guard let context else { return }
        timer?.cancel()
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) { [self] in
            guard let context = self.context else { return }
            counters.update { $0.timeouts += 1 }
            context.close(promise: nil)
        }
    }
}

/// On the plain-text port (and over TLS without ALPN): HTTP/2 with prior knowledge starts with the
/// connection preface `PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n`; anything else is
/// HTTP/1.1. Buffers the first bytes until it can tell, sets the pipeline
/// up, hands the bytes on and removes itself.
final class ProtocolSniffer: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    static let preface = Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8)
    private let state: ServerState
    private let secure: Bool
    private var buffered: ByteBuffer?
    private var decided = false

    init(state: ServerState, secure: Bool) { self.state = state; self.secure = secure }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !decided else {
            context.fireChannelRead(data)
            return
        }
        var incoming = unwrapInboundIn(data)
        if buffered == nil {
            buffered = incoming
        } else {
            buffered!.writeBuffer(&incoming)
        }
        let view = buffered!.readableBytesView
        let n = min(view.count, Self.preface.count)
        let matches = view.prefix(n).elementsEqual(Self.preface.prefix(n))
        if matches && n < Self.preface.count { return }
        decided = true
        do {
            if matches {
                try state.configureHTTP2(context.channel, secure: secure)
            } else {
                try state.configureHTTP1(context.channel, secure: secure, requestStarted: true)
            }
        } catch {
            context.close(promise: nil)
            return
        }
        let bytes = buffered!
        buffered = nil
        context.fireChannelRead(wrapInboundOut(bytes))
        context.fireChannelReadComplete()
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }
}

/// Last in a connection's pipeline: a connection whose bytes cannot be
/// read (garbage, a broken HTTP/2 frame, a failed TLS handshake) is counted
/// and closed; other connections are not affected.
final class ConnectionErrorHandler: ChannelInboundHandler {
    typealias InboundIn = Any
    private let counters: ServerCounters
    private var reported = false

    init(counters: ServerCounters) { self.counters = counters }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        context.fireChannelRead(data)
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        // A client closing TCP without TLS close_notify is common and harmless.
        if let e = error as? NIOSSLError, case .uncleanShutdown = e {
            context.close(promise: nil)
            return
        }
        if !reported {
            reported = true
            let text = String(String(describing: error).prefix(200))
            if error is NIOSSLError || error is BoringSSLError {
                counters.update { $0.tlsErrors += 1; $0.lastConnectionError = text }
            } else {
                counters.update { $0.protocolErrors += 1; $0.lastConnectionError = text }
            }
        }
        context.close(promise: nil)
    }
}

/// Reads one APNs request (HTTP/1.1, or one HTTP/2 stream through the
/// HTTP/1 codec), keeping at most the payload limit of its body, and
/// answers with what `APNsValidator` says.
final class APNsRequestHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let state: ServerState
    private let http2: Bool
    private let secure: Bool
    private var head: HTTPRequestHead?
    private var body: [UInt8] = []
    private var received = 0
    /// Answered early (oversized): ignore the rest of this request.
    private var answered = false
    private var discarded = 0
    static let discardLimit = 4 << 20
    private var connectionGuard: ConnectionGuard?
    private var deadline: Scheduled<Void>?

    init(state: ServerState, http2: Bool, secure: Bool) {
        self.state = state; self.http2 = http2; self.secure = secure
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if http2 {
            // Each stream must arrive whole within the request timeout.
            let counters = state.counters
            deadline = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(state.config.requestTimeout)) {
                counters.update { $0.timeouts += 1 }
                context.close(promise: nil)
            }
        } else {
            connectionGuard = try? context.pipeline.syncOperations.handler(type: ConnectionGuard.self)
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let h):
            head = h
            body = []
            received = 0
            answered = false
            if let declared = h.headers.first(name: "content-length").flatMap({ Int($0) }),
               declared > state.config.maxBodyBytes {
                received = declared
                cutOff(context)
            } else if !http2, h.headers.first(name: "expect")?.lowercased() == "100-continue" {
                // curl asks before sending a larger HTTP/1.1 body.
                context.writeAndFlush(wrapOutboundOut(.head(HTTPResponseHead(version: h.version, status: .continue))),
                                      promise: nil)
            }
        case .body(let chunk):
            guard head != nil else { return }
            if answered {
                // HTTP/2, answered early: read and drop the rest so the client
                // sees the 413 rather than a reset, but only up to a bound.
                discarded += chunk.readableBytes
                if discarded > Self.discardLimit { context.close(promise: nil) }
                return
            }
            received += chunk.readableBytes
            if received > state.config.maxBodyBytes {
                cutOff(context)
            } else if received <= state.config.policy.keptBodyLimit {
                body.append(contentsOf: chunk.readableBytesView)
            } else if !body.isEmpty {
                body = []
            }
        case .end:
            if answered {
                deadline?.cancel()
                deadline = nil
                head = nil
                return
            }
            guard let h = head else { return }
            head = nil
            if answered { return }
            let request = APNsRequest(method: h.method.rawValue, path: h.uri,
                                      headers: h.headers.map { APNsRequest.Header($0.name, $0.value) },
                                      body: body, bodyByteCount: received)
            body = []
            let result: APNsResult
            if state.isStopping {
                let r = APNsResponse(status: 503, reason: .shutdown, apnsID: RandomUUID.make(),
                                     detail: "lasim is shutting down")
                result = APNsResult(response: r, delivery: nil)
            } else if request.method == "GET", request.path == "/lasim/phone", let query = state.config.phoneQuery {
                var r = APNsResponse(status: 200, reason: nil, apnsID: RandomUUID.make(),
                                     detail: "the simulated phone's tokens and activities")
                r.json = query()
                result = APNsResult(response: r, delivery: nil)
            } else if APNsValidator.route(of: request.path) == .device {
                result = APNsValidator.validate(request, policy: state.config.policy,
                                                now: Date().timeIntervalSince1970,
                                                makeUUID: { RandomUUID.make() })
            } else {
                // Channel management and broadcasts read (and change) the
                // channels, so they are validated one at a time.
                let policy = state.config.policy
                result = state.config.channels.withLock { channels in
                    APNsValidator.validate(request, policy: policy, channels: &channels,
                                           now: Date().timeIntervalSince1970,
                                           makeUUID: { RandomUUID.make() })
                }
            }
            respond(context, head: h, result: result, close: !http2 && !h.isKeepAlive)
        }
    }

    /// A body over the hard limit: answer 413 without reading on, then close
    /// the stream (HTTP/2) or the connection (HTTP/1.1).
    private func cutOff(_ context: ChannelHandlerContext) {
        guard let h = head else { return }
        answered = true
        body = []
        state.counters.update { $0.oversizeClosed += 1 }
        let r = APNsResponse(status: 413, reason: .payloadTooLarge, apnsID: RandomUUID.make(),
                             detail: "body over \(state.config.maxBodyBytes) bytes; not read, connection closed")
        // HTTP/1.1 closes the connection; an HTTP/2 stream stays open to
        // drain (RFC 9113 8.1: a complete early response, then the client's
        // remaining DATA is discarded), while the request timeout still runs.
        respond(context, head: h, result: APNsResult(response: r, delivery: nil), close: !http2, keepDeadline: http2)
    }

    private func respond(_ context: ChannelHandlerContext, head h: HTTPRequestHead, result: APNsResult, close: Bool,
                         keepDeadline: Bool = false) {
        let r = result.response
        state.counters.update {
            $0.requests += 1
            if let reason = r.reason { $0.rejected[reason.rawValue, default: 0] += 1 } else { $0.accepted += 1 }
        }
        if let d = result.delivery { state.onPush(d) }
        state.onExchange?(APNsExchange(method: h.method.rawValue, path: h.uri, httpVersion: http2 ? "HTTP/2" : "HTTP/1.1",
                                       secure: secure, priorityHeader: h.headers.first(name: "apns-priority"),
                                       result: result))

        var headers = HTTPHeaders()
        headers.add(name: r.usesRequestID ? "apns-request-id" : "apns-id", value: r.apnsID)
        if let c = r.channelID { headers.add(name: "apns-channel-id", value: c) }
        if let u = r.uniqueID { headers.add(name: "apns-unique-id", value: u) }
        let text = r.body
        if !text.isEmpty { headers.add(name: "content-type", value: "application/json") }
        headers.add(name: "content-length", value: String(text.utf8.count))
        if close && !http2 { headers.add(name: "connection", value: "close") }
        let version: HTTPVersion = http2 ? .http2 : h.version
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: version, status: .init(statusCode: r.status),
                                                             headers: headers))), promise: nil)
        if !text.isEmpty {
            context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(string: text)))), promise: nil)
        }
        if !keepDeadline {
            deadline?.cancel()
            deadline = nil
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

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        guard http2 else {
            // HTTP/1.1: the connection's error handler counts it and closes.
            context.fireErrorCaught(error)
            return
        }
        // A broken stream: close it; the connection's other streams go on.
        let text = String(String(describing: error).prefix(200))
        state.counters.update { $0.protocolErrors += 1; $0.lastConnectionError = text }
        context.close(promise: nil)
    }
}
