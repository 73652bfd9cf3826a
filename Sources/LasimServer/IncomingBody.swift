import NIOCore

/// A request body as it arrives, on either protocol: kept while it is
/// within the payload limit (the validator reads it), only counted beyond
/// that, and refused past the hard limit. After an early answer the rest is
/// drained, but only up to a bound.
struct IncomingBody {
    enum Step { case more, cutOff, drained, drainedTooMuch }

    private(set) var bytes: [UInt8] = []
    /// How many bytes arrived or were declared, even when not kept.
    private(set) var received = 0
    /// Answered early (oversized): the rest is read and dropped.
    private(set) var answered = false
    private var discarded = 0
    static let discardLimit = 4 << 20

    /// A declared `content-length` over the hard limit is refused before any
    /// byte of it arrives.
    mutating func declare(_ contentLength: String?, maxBodyBytes: Int) -> Step {
        guard let declared = contentLength.flatMap({ Int($0) }), declared > maxBodyBytes else { return .more }
        received = declared
        return .cutOff
    }

    mutating func append(_ chunk: ByteBuffer, maxBodyBytes: Int, keptLimit: Int) -> Step {
        if answered {
            discarded += chunk.readableBytes
            return discarded > Self.discardLimit ? .drainedTooMuch : .drained
        }
        received += chunk.readableBytes
        if received > maxBodyBytes { return .cutOff }
        if received <= keptLimit {
            bytes.append(contentsOf: chunk.readableBytesView)
        } else if !bytes.isEmpty {
            bytes = []
        }
        return .more
    }

    /// The request was answered before its end; nothing more is kept.
    mutating func markAnswered() {
        answered = true
        bytes = []
    }

    /// Hands the kept bytes over, leaving none behind.
    mutating func take() -> [UInt8] {
        defer { bytes = [] }
        return bytes
    }
}
