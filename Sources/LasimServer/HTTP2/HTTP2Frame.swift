import NIOCore

/// The HTTP/2 frame types (RFC 9113 section 6) the endpoint reads or writes.
enum HTTP2FrameType: UInt8 {
    case data = 0, headers, priority, rstStream, settings, pushPromise, ping, goAway, windowUpdate, continuation
}

/// RFC 9113 section 7.
enum HTTP2ErrorCode: UInt32 {
    case noError = 0, protocolError, internalError, flowControlError, settingsTimeout, streamClosed,
         frameSizeError, refusedStream, cancel, compressionError, connectError, enhanceYourCalm
}

enum HTTP2Flag {
    static let endStream: UInt8 = 0x1
    static let ack: UInt8 = 0x1
    static let endHeaders: UInt8 = 0x4
    static let padded: UInt8 = 0x8
    static let priority: UInt8 = 0x20
}

/// RFC 9113 section 6.5.2.
enum HTTP2Setting: UInt16 {
    case headerTableSize = 1, enablePush, maxConcurrentStreams, initialWindowSize, maxFrameSize, maxHeaderListSize
}

extension ByteBuffer {
    mutating func writeFrameHeader(length: Int, _ type: HTTP2FrameType, flags: UInt8 = 0, stream: UInt32 = 0) {
        writeInteger(UInt8(truncatingIfNeeded: length >> 16))
        writeInteger(UInt16(truncatingIfNeeded: length))
        writeInteger(type.rawValue)
        writeInteger(flags)
        writeInteger(stream & 0x7FFF_FFFF)
    }
}

/// The answers' header blocks, written without HPACK's dynamic table: the
/// status from the static table where it has it, every other field as a
/// literal that is not indexed (RFC 7541 6.2.2), so the encoder holds no
/// state a client's table size could invalidate. An answer carries a fresh
/// `apns-id` each time; indexing it would only churn the client's table.
enum HTTP2ResponseHeaders {
    /// RFC 7541 appendix A: `:status` values with an index of their own.
    static let statusIndex: [Int: UInt8] = [200: 8, 204: 9, 206: 10, 304: 11, 400: 12, 404: 13, 500: 14]
    /// Names from the static table the answers use.
    static let nameIndex: [String: Int] = ["content-length": 28, "content-type": 31]

    /// `tableSizeUpdate`: the client changed SETTINGS_HEADER_TABLE_SIZE, so the
    /// block starts with a dynamic table size update (to 0: nothing is indexed).
    static func write(status: Int, fields: [(String, String)], tableSizeUpdate: Bool, into out: inout ByteBuffer) {
        if tableSizeUpdate { out.writeInteger(UInt8(0x20)) }
        if let index = statusIndex[status] {
            out.writeInteger(0x80 | index)
        } else {
            writeLiteral(nameIndex: 8, name: nil, value: String(status), into: &out)
        }
        for (name, value) in fields {
            if let index = nameIndex[name] {
                writeLiteral(nameIndex: index, name: nil, value: value, into: &out)
            } else {
                writeLiteral(nameIndex: 0, name: name, value: value, into: &out)
            }
        }
    }

    /// Literal header field without indexing: `0000` and a 4-bit name index
    /// (0: the name follows as a string), then the value; no Huffman coding.
    static func writeLiteral(nameIndex: Int, name: String?, value: String, into out: inout ByteBuffer) {
        writeInteger(nameIndex, prefixBits: 4, firstBits: 0x00, into: &out)
        if let name { writeString(name, into: &out) }
        writeString(value, into: &out)
    }

    static func writeString(_ s: String, into out: inout ByteBuffer) {
        writeInteger(s.utf8.count, prefixBits: 7, firstBits: 0x00, into: &out)
        out.writeString(s)
    }

    /// RFC 7541 5.1.
    static func writeInteger(_ value: Int, prefixBits: Int, firstBits: UInt8, into out: inout ByteBuffer) {
        let max = (1 << prefixBits) - 1
        if value < max {
            out.writeInteger(firstBits | UInt8(value))
            return
        }
        out.writeInteger(firstBits | UInt8(max))
        var rest = value - max
        while rest >= 128 {
            out.writeInteger(UInt8(rest & 0x7F | 0x80))
            rest >>= 7
        }
        out.writeInteger(UInt8(rest))
    }
}
