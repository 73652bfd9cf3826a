import NIOCore
import NIOHPACK
import NIOHTTP1
import NIOHTTP2

/// One HTTP/2 stream as HTTP/1-style request parts, and responses back as
/// frames. NIO's own codec insists on `:authority`, which APNs does not:
/// client libraries send `host` instead (aioapns does), and APNs answers them.
final class StreamCodec: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTP2Frame.FramePayload
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTP2Frame.FramePayload

    private var sawHead = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .headers(let frame):
            if sawHead {
                // Trailers end the request.
                context.fireChannelRead(wrapInboundOut(.end(HTTPHeaders(regular(frame.headers)))))
                return
            }
            sawHead = true
            var method = "", path = ""
            var headers = HTTPHeaders()
            for (name, value, _) in frame.headers {
                switch name {
                case ":method": method = value
                case ":path": path = value
                case ":authority": headers.add(name: "host", value: value)
                case ":scheme": continue
                default: headers.add(name: name, value: value)
                }
            }
            let head = HTTPRequestHead(version: .http2, method: HTTPMethod(rawValue: method), uri: path, headers: headers)
            context.fireChannelRead(wrapInboundOut(.head(head)))
            if frame.endStream { context.fireChannelRead(wrapInboundOut(.end(nil))) }
        case .data(let frame):
            if case .byteBuffer(let buffer) = frame.data, buffer.readableBytes > 0 {
                context.fireChannelRead(wrapInboundOut(.body(buffer)))
            }
            if frame.endStream { context.fireChannelRead(wrapInboundOut(.end(nil))) }
        default:
            break
        }
    }

    private func regular(_ headers: HPACKHeaders) -> [(String, String)] {
        headers.compactMap { $0.name.hasPrefix(":") ? nil : ($0.name, $0.value) }
    }

    /// The response, held until its end: APNs sends a bodiless answer (200)
    /// as one HEADERS frame with END_STREAM and an error as HEADERS + one
    /// DATA frame with END_STREAM; clients (aioapns) parse every DATA frame
    /// as JSON, so an empty one breaks them. Answers here are small.
    private var pendingHead: HPACKHeaders?
    private var pendingBody: ByteBuffer?

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head):
            var headers = HPACKHeaders()
            headers.add(name: ":status", value: String(head.status.code))
            for (name, value) in head.headers where name.lowercased() != "connection" {
                headers.add(name: name.lowercased(), value: value)
            }
            if head.status.code < 200 {
                context.write(wrapOutboundOut(.headers(.init(headers: headers))), promise: promise)
            } else {
                pendingHead = headers
                promise?.succeed(())
            }
        case .body(let body):
            var buffer: ByteBuffer
            switch body {
            case .byteBuffer(let b): buffer = b
            case .fileRegion: promise?.fail(ChannelError.operationUnsupported); return
            }
            if pendingBody == nil { pendingBody = buffer } else { pendingBody!.writeBuffer(&buffer) }
            promise?.succeed(())
        case .end(let trailers):
            let body = pendingBody
            pendingBody = nil
            if let head = pendingHead {
                pendingHead = nil
                let headOnly = body == nil && trailers == nil
                context.write(wrapOutboundOut(.headers(.init(headers: head, endStream: headOnly))),
                              promise: headOnly ? promise : nil)
                if headOnly { return }
            }
            if let body {
                context.write(wrapOutboundOut(.data(.init(data: .byteBuffer(body), endStream: trailers == nil))),
                              promise: trailers == nil ? promise : nil)
                if trailers == nil { return }
            }
            var headers = HPACKHeaders()
            for (name, value) in trailers ?? [:] { headers.add(name: name.lowercased(), value: value) }
            context.write(wrapOutboundOut(.headers(.init(headers: headers, endStream: true))), promise: promise)
        }
    }
}
