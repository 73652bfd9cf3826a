#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A byte stream of payloads (stdin, a file, a socket) turned into pushes
/// and rejections, in order. Incremental: feed bytes as they arrive, get
/// each push as soon as its last byte is in.
public struct PayloadIntake: Sendable {
    public enum Item: Sendable, Equatable {
        case push(Push)
        case rejected(Rejection)
        /// A channel created or deleted, a push-to-start token registered.
        case control(ControlEvent)
    }

    public let sourceName: String
    private var splitter: JSONStreamSplitter
    /// The keys this stream has sent (see `KeyInterner`).
    private var keys = KeyInterner()
    public var maxDepth = 64

    public init(sourceName: String, maxValueBytes: Int = 1 << 20) {
        self.sourceName = sourceName
        self.splitter = JSONStreamSplitter(maxValueBytes: maxValueBytes)
    }

    public mutating func feed(_ bytes: some Collection<UInt8>) -> [Item] {
        if let items = bytes.withContiguousStorageIfAvailable({ oneLineValue($0) }), let items { return items }
        return splitter.feed(bytes).map(item)
    }

    /// The common case, an NDJSON line fed whole: a value that starts at
    /// the first byte and ends before any newline is parsed straight away,
    /// instead of being scanned for its end by the splitter first and then
    /// parsed (the scan was a twentieth of the pipeline). Only
    /// where the splitter would cut the same bytes: an object or array, on
    /// one line, within the size limit, parsed whole. Anything else, a bad
    /// value included, takes the splitter's way (nil) and reads as before.
    private mutating func oneLineValue(_ bytes: UnsafeBufferPointer<UInt8>) -> [Item]? {
        guard splitter.isBetweenValues, let first = bytes.first, first == 0x7B || first == 0x5B else { return nil }
        guard let (value, end) = try? JSONParser.parsePrefix(bytes, maxDepth: maxDepth, keys: &keys),
              end <= splitter.maxValueBytes, memchr(bytes.baseAddress!, 0x0A, end) == nil else { return nil }
        let taken = PushDecoder.item(value, source: "\(sourceName):\(splitter.currentLine)", byteCount: end)
        splitter.tookValue()
        if end == bytes.count { return [taken] }
        return [taken] + splitter.feed(UnsafeBufferPointer(rebasing: bytes[end...])).map(item)
    }

    public mutating func finish() -> [Item] {
        splitter.finish().map(item)
    }

    /// All items of a complete buffer (a file read whole).
    public static func items(of bytes: [UInt8], sourceName: String) -> [Item] {
        var intake = PayloadIntake(sourceName: sourceName)
        return intake.feed(bytes) + intake.finish()
    }

    func item(_ chunk: JSONChunk) -> Item {
        let source = "\(sourceName):\(chunk.line)"
        switch chunk.result {
        case .error(let message):
            return .rejected(Rejection(source: source, problem: .unreadable(message)))
        case .value(let bytes):
            do throws(JSONError) {
                let value = try JSONParser.parse(bytes, maxDepth: maxDepth)
                return PushDecoder.item(value, source: source, byteCount: bytes.count)
            } catch {
                let line = chunk.line(atOffset: error.offset)
                return .rejected(Rejection(source: "\(sourceName):\(line)", problem: .malformedJSON(error.message)))
            }
        }
    }
}

/// Drives a store from intake items with the clock the payloads carry:
/// each payload's `timestamp` moves the simulated clock forward (never
/// back), so headless output is the same on every run.
public struct PayloadClock: Sendable {
    public private(set) var now: Double
    public init(start: Double = 0) { now = start }

    public mutating func advance(for item: PayloadIntake.Item) -> Double {
        if case .push(let p) = item, let t = p.timestamp, !UnixTime.looksLikeMilliseconds(t) { now = max(now, t) }
        return now
    }
}
