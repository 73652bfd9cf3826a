#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimModel
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import NIOTLS
import Synchronization

/// How the endpoint listens and what it tolerates.
public struct APNsServerConfig: Sendable {
    /// Loopback unless told otherwise.
    public var host = "127.0.0.1"
    /// 0 picks a free port (read it back from `start`).
    public var port = 2197
    /// PEM files: with both, the port speaks TLS (ALPN h2, or http/1.1).
    public var tlsCertificatePath: String?
    public var tlsKeyPath: String?
    public var policy = EndpointPolicy()
    /// Connections beyond this are closed as soon as they are accepted.
    public var maxConnections = 256
    /// HTTP/2 SETTINGS_MAX_CONCURRENT_STREAMS.
    public var maxConcurrentStreams = 100
    /// A body over this is not read on: 413, then the stream (HTTP/2) or
    /// the connection (HTTP/1.1) is closed. Bodies between the payload
    /// limit and this are read and dropped, so the connection survives.
    public var maxBodyBytes = 64 * 1024
    /// A request must arrive whole within this, from its first byte.
    public var requestTimeout: Duration = .seconds(10)
    /// A connection with no traffic at all for this long is closed.
    public var idleTimeout: Duration = .seconds(60)
    public var threads = min(2, System.coreCount)
    /// The channels APNs holds; listeners given the same one share them
    /// (`--manage-listen` and the main listener).
    public var channels = SharedChannels()
    /// Answers `GET /lasim/phone` (not an APNs path): what the simulated
    /// phone holds, as JSON, for a backend test to pick up issued tokens.
    public var phoneQuery: (@Sendable () -> String)?
    /// Answers `POST /lasim/phone/<action>` (lasim's own): the action's
    /// name and the request body in, the status, a JSON body and a line
    /// for the log out.
    public var phoneControl: (@Sendable (_ action: String, _ body: [UInt8]) -> PhoneControlAnswer)?

    public init() {}
}

/// The answer to a control request to the simulated phone.
public struct PhoneControlAnswer: Sendable, Equatable {
    public var status: Int
    public var json: String
    public var line: String
    public init(status: Int, json: String, line: String) { self.status = status; self.json = json; self.line = line }
}

/// One request and what the endpoint answered, for logs.
public struct APNsExchange: Sendable {
    public var method: String
    public var path: String
    /// "HTTP/1.1" or "HTTP/2".
    public var httpVersion: String
    public var secure: Bool
    /// The apns-priority header as sent.
    public var priorityHeader: String?
    public var result: APNsResult

    /// The answer's `apns-channel-id`, if any.
    public var channelID: String? { result.response.channelID }

    /// The device token: the accepted one, or what the path holds.
    public var token: String {
        if let d = result.delivery { return d.token }
        let prefix = "/3/device/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : ""
    }
}

/// The APNs-compatible endpoint: `POST /3/device/<token>` over HTTP/1.1,
/// HTTP/2 with prior knowledge (both on one plain-text port), or HTTP/2
/// over TLS. A thin shell around `APNsValidator`.
public final class APNsServer: Sendable {
    public struct Address: Sendable, Equatable, CustomStringConvertible {
        public var host: String
        public var port: Int
        public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
    }

    public let address: Address
    public let counters: ServerCounters
    let state: ServerState
    let group: MultiThreadedEventLoopGroup
    let serverChannel: Channel

    init(address: Address, state: ServerState, group: MultiThreadedEventLoopGroup, serverChannel: Channel) {
        self.address = address; self.state = state; self.counters = state.counters
        self.group = group; self.serverChannel = serverChannel
    }

    /// Starts listening. `onPush` gets every accepted request (200) in the
    /// order the endpoint answered them, before the answer is sent;
    /// `onExchange` gets every request, accepted or not. Both are called on
    /// the server's threads: hand the work on, or lock.
    public static func start(_ config: APNsServerConfig,
                             onPush: @escaping @Sendable (Delivery) -> Void,
                             onExchange: (@Sendable (APNsExchange) -> Void)? = nil) async throws -> (boundAddress: Address, handle: APNsServer) {
        var tls: NIOSSLContext?
        if config.tlsCertificatePath != nil || config.tlsKeyPath != nil {
            guard let certPath = config.tlsCertificatePath, let keyPath = config.tlsKeyPath else {
                throw ServerError("TLS needs both a certificate and a key (--tls-cert and --tls-key)")
            }
            do {
                let chain = try NIOSSLCertificate.fromPEMFile(certPath).map { NIOSSLCertificateSource.certificate($0) }
                let key = try NIOSSLPrivateKey(file: keyPath, format: .pem)
                var tlsConfig = TLSConfiguration.makeServerConfiguration(certificateChain: chain, privateKey: .privateKey(key))
                tlsConfig.applicationProtocols = ["h2", "http/1.1"]
                tlsConfig.minimumTLSVersion = .tlsv12
                tls = try NIOSSLContext(configuration: tlsConfig)
            } catch {
                throw ServerError("cannot load the TLS certificate or key: \(error)")
            }
        }
        let state = ServerState(config: config, tls: tls, onPush: onPush, onExchange: onExchange)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: max(1, config.threads))
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 512)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            .childChannelOption(.maxMessagesPerRead, value: 16)
            .childChannelInitializer { channel in state.initialize(channel) }
        let channel: Channel
        do {
            channel = try await bootstrap.bind(host: config.host, port: config.port).get()
        } catch {
            try? await group.shutdownGracefully()
            throw ServerError("cannot listen on \(config.host):\(config.port): \(error)")
        }
        let port = channel.localAddress?.port ?? config.port
        let address = Address(host: channel.localAddress?.ipAddress ?? config.host, port: port)
        return (address, APNsServer(address: address, state: state, group: group, serverChannel: channel))
    }

    /// Stops accepting, answers requests still arriving with 503 Shutdown,
    /// closes every connection and releases the threads. Once: a second
    /// call (a second signal, a test's deferred stop) returns at once; it
    /// used to close channels on threads already released, which swift-nio
    /// reports ("Cannot schedule tasks on an EventLoop that has already shut
    /// down") and says it will make a crash.
    public func stop() async {
        let already = state.connections.withLock { _ in
            state.stopping.withLock { s in defer { s = true }; return s }
        }
        guard !already else { return }
        try? await serverChannel.close()
        // A connection accepted just before the close is still on its way to
        // a worker loop; one task through every loop lets it arrive (and be
        // refused, as we are stopping) before the loops go. Otherwise NIO's
        // accept handler closes it on a loop already shut down ("Cannot
        // schedule tasks on an EventLoop that has already shut down", which
        // NIO says will become a crash; SWIFTNIO_STRICT=1 makes it one now).
        for loop in group.makeIterator() { try? await loop.submit {}.get() }
        let open = state.connections.withLock { Array($0.values) }
        for c in open { try? await c.close() }
        try? await group.shutdownGracefully()
    }
}

public struct ServerError: Error, CustomStringConvertible, Sendable {
    public var description: String
    init(_ d: String) { description = d }
}

/// What every connection shares.
final class ServerState: Sendable {
    let config: APNsServerConfig
    let tls: NIOSSLContext?
    let counters = ServerCounters()
    let onPush: @Sendable (Delivery) -> Void
    let onExchange: (@Sendable (APNsExchange) -> Void)?
    let stopping = Mutex(false)
    let connections = Mutex<[ObjectIdentifier: Channel]>([:])

    init(config: APNsServerConfig, tls: NIOSSLContext?, onPush: @escaping @Sendable (Delivery) -> Void,
         onExchange: (@Sendable (APNsExchange) -> Void)?) {
        self.config = config; self.tls = tls; self.onPush = onPush; self.onExchange = onExchange
    }

    var isStopping: Bool { stopping.withLock { $0 } }

    func initialize(_ channel: Channel) -> EventLoopFuture<Void> {
        let id = ObjectIdentifier(channel)
        // Checked under the same lock `stop` reads the connections with, so a
        // connection accepted while stopping is either closed by `stop` or
        // refused here, never left open.
        let admitted = connections.withLock { open -> Bool in
            guard open.count < config.maxConnections, !stopping.withLock({ $0 }) else { return false }
            open[id] = channel
            return true
        }
        guard admitted else {
            counters.update { $0.connectionsRefused += 1 }
            channel.close(promise: nil)
            return channel.eventLoop.makeSucceededVoidFuture()
        }
        counters.update { $0.connectionsAccepted += 1; $0.connectionsOpen += 1 }
        channel.closeFuture.whenComplete { [self] _ in
            connections.withLock { _ = $0.removeValue(forKey: id) }
            counters.update { $0.connectionsOpen -= 1 }
        }
        return channel.eventLoop.makeCompletedFuture {
            let sync = channel.pipeline.syncOperations
            try sync.addHandler(IdleStateHandler(allTimeout: TimeAmount(config.idleTimeout)))
            try sync.addHandler(ConnectionGuard(counters: counters, timeout: TimeAmount(config.requestTimeout)))
            if let tls {
                try sync.addHandler(NIOSSLServerHandler(context: tls))
                try sync.addHandler(ApplicationProtocolNegotiationHandler { [self] result, channel in
                    channel.eventLoop.makeCompletedFuture {
                        switch result {
                        case .negotiated("h2"):
                            try configureHTTP2(channel, secure: true)
                        case .negotiated:
                            try configureHTTP1(channel, secure: true, requestStarted: false)
                        case .fallback:
                            // No ALPN (some APNs clients send the HTTP/2
                            // preface without negotiating): tell by the bytes.
                            let sync = channel.pipeline.syncOperations
                            try sync.addHandler(ProtocolSniffer(state: self, secure: true),
                                                position: .before(try sync.handler(type: ConnectionErrorHandler.self)))
                        }
                    }
                })
            } else {
                try sync.addHandler(ProtocolSniffer(state: self, secure: false))
            }
            try sync.addHandler(ConnectionErrorHandler(counters: counters))
        }
    }

    /// Must run on the channel's event loop.
    func configureHTTP1(_ channel: Channel, secure: Bool, requestStarted: Bool) throws {
        let sync = channel.pipeline.syncOperations
        let errors = try sync.handler(type: ConnectionErrorHandler.self)
        try sync.configureHTTPServerPipeline(position: .before(errors), withPipeliningAssistance: true,
                                             withErrorHandling: true)
        try sync.addHandler(HTTP1RequestHandler(state: self, secure: secure), position: .before(errors))
        try sync.handler(type: ConnectionGuard.self).protocolChosen(http1: true, requestStarted: requestStarted)
    }

    /// Must run on the channel's event loop.
    func configureHTTP2(_ channel: Channel, secure: Bool) throws {
        let sync = channel.pipeline.syncOperations
        let errors = try sync.handler(type: ConnectionErrorHandler.self)
        try sync.addHandler(HTTP2RequestHandler(state: self, secure: secure), position: .before(errors))
        try sync.handler(type: ConnectionGuard.self).protocolChosen(http1: false, requestStarted: false)
    }
}

extension TimeAmount {
    init(_ d: Duration) {
        let (s, atto) = d.components
        self = .nanoseconds(s * 1_000_000_000 + atto / 1_000_000_000)
    }
}
