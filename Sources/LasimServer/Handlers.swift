#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimModel
import NIOCore
import NIOHTTP1
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
        let n = min(view.count, HTTP2Connection.preface.count)
        let matches = view.prefix(n).elementsEqual(HTTP2Connection.preface.prefix(n))
        if matches && n < HTTP2Connection.preface.count { return }
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
