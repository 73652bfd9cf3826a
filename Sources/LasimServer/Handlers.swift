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
/// connection preface `PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n`, HTTP/1.1 with a
/// request line (`METHOD target HTTP/1.x`). Bytes that are neither are a
/// broken HTTP/2 preface: HTTP/2 answers them with GOAWAY (PROTOCOL_ERROR)
/// before closing, as RFC 9113 3.4 asks, where an HTTP/1.1 parser would
/// answer a 400 that an HTTP/2 client cannot read. Buffers the first bytes
/// until it can tell, sets the pipeline up, hands the bytes on and removes
/// itself.
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
        guard let kind = Self.protocolOf(buffered!.readableBytesView) else { return }
        decided = true
        do {
            switch kind {
            case .http2: try state.configureHTTP2(context.channel, secure: secure)
            case .http1: try state.configureHTTP1(context.channel, secure: secure, requestStarted: true)
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
    enum FirstBytes: Equatable { case http1, http2 }

    /// A request line longer than this without its end is left to the
    /// HTTP/1.1 parser, which refuses it.
    static let longestFirstLine = 8 * 1024

    /// Which protocol the first bytes of a connection speak, or nil while
    /// they cannot tell yet.
    static func protocolOf(_ bytes: some Collection<UInt8>) -> FirstBytes? {
        let preface = HTTP2Connection.preface
        let n = min(bytes.count, preface.count)
        if bytes.prefix(n).elementsEqual(preface.prefix(n)) {
            return n == preface.count ? .http2 : nil
        }
        // The method is a token (RFC 9110 5.6.2): any other byte before the
        // first space (a TLS ClientHello, binary junk) is no HTTP/1.1.
        for byte in bytes {
            if byte == UInt8(ascii: " ") { break }
            guard isTokenByte(byte) else { return .http2 }
        }
        guard let end = bytes.firstIndex(of: UInt8(ascii: "\n")) else {
            return bytes.count >= longestFirstLine ? .http1 : nil
        }
        var line = Array(bytes[..<end])
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        let version = Array("HTTP/1.".utf8)
        let isRequestLine = line.count > version.count + 2 && line.first != UInt8(ascii: " ")
            && line[line.count - version.count - 2] == UInt8(ascii: " ")
            && line[(line.count - version.count - 1)..<(line.count - 1)].elementsEqual(version)
            && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(line[line.count - 1])
        return isRequestLine ? .http1 : .http2
    }

    private static func isTokenByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return Array("!#$%&'*+-.^_`|~".utf8).contains(b)
        }
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
