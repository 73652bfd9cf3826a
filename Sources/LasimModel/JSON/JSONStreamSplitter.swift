// Splits a byte stream into top-level JSON values without parsing them, so
// that NDJSON, pretty-printed values one after another, or a mix of both can
// be shown value by value as soon as each one's last byte arrives.

/// One top-level value found by `JSONStreamSplitter`, or one problem in the
/// stream between values.
public struct JSONChunk: Sendable, Equatable {
    public enum Result: Sendable, Equatable {
        /// The bytes of one value, exactly from its first byte to its last
        /// (indices start at 0). Pass them to `JSONParser.parse`.
        case value(ArraySlice<UInt8>)
        /// Something that is not a value: junk between values, a truncated or
        /// oversized value. One line of text, printable.
        case error(String)
    }

    /// 1-based line of the whole stream where the value (or the junk) starts.
    public var line: Int
    public var result: Result

    public init(line: Int, result: Result) {
        self.line = line
        self.result = result
    }

    public var value: ArraySlice<UInt8>? {
        if case .value(let v) = result { return v }
        return nil
    }

    public var errorMessage: String? {
        if case .error(let m) = result { return m }
        return nil
    }

    /// The line of the stream holding byte `offset` of this chunk's value,
    /// e.g. to place a `JSONError.offset` from parsing it.
    public func line(atOffset offset: Int) -> Int {
        guard case .value(let bytes) = result else { return line }
        var n = line
        var k = bytes.startIndex
        let stop = bytes.index(bytes.startIndex, offsetBy: max(0, min(offset, bytes.count)))
        while k < stop {
            if bytes[k] == 0x0A { n += 1 }
            k += 1
        }
        return n
    }
}

/// An incremental splitter of a byte stream into top-level JSON values.
///
/// It finds each value's extent with a string-aware bracket counter (one
/// pass, no recursion, no parsing):
/// - objects and arrays end at the bracket that balances their first one;
/// - top-level strings end at their closing quote (or, unterminated, at the
///   end of their line); other top-level scalars (`42`, `true`) end at
///   whitespace, `,`, `{` or `[`.
///
/// Between values, whitespace and `,` are skipped (people paste the elements
/// of an array line by line); a UTF-8 BOM at the very start is skipped. Any
/// other run of bytes, up to the end of its line or to a `{` or `[` that
/// starts a value, becomes one `.error` chunk (a stray `}`, a log line).
///
/// Recovery: a raw line feed cannot occur inside a JSON string, so one ends
/// any string for the counter. If a line starts (column 0) with `{` while a
/// value is open, that value was truncated: it is reported and the new value
/// starts there. (Nested values printed at column 0, with no indentation at
/// all, are therefore not supported; every pretty-printer indents them.)
///
/// A value longer than `maxValueBytes` is scanned to its end but not kept.
/// Feeding the stream in any pieces, down to one byte at a time, gives the
/// same chunks.
public struct JSONStreamSplitter: Sendable {
    public let maxValueBytes: Int

    private enum Mode: UInt8 {
        case between   // outside any value
        case container // inside an object or array
        case string    // inside a top-level string
        case scalar    // inside a top-level number or literal
        case junk      // inside a run of bytes that are not a value
    }

    private var mode = Mode.between
    /// Current line (1-based) and whether the next byte is at column 0.
    private var line = 1
    private var atLineStart = true
    /// BOM detection at the very start of the stream.
    private var bomMatched = 0
    private var bomDone = false
    /// Counter state inside a value.
    private var depth = 0
    private var inString = false
    private var escaped = false
    /// The value being read: where it started, its size so far, its bytes
    /// from earlier feeds (unless oversized).
    private var valueLine = 0
    private var valueBytes = 0
    private var oversized = false
    private var buffer: [UInt8] = []
    /// The junk run being read: where it started and its first bytes.
    private var junkLine = 0
    private var junkHead: [UInt8] = []

    public init(maxValueBytes: Int = 1 << 20) {
        self.maxValueBytes = maxValueBytes
    }

    /// Bytes of the current value held between feeds (for tests).
    var bufferedByteCount: Int { buffer.count }

    /// True between values with nothing held back: the next byte fed
    /// starts afresh (see `PayloadIntake.feed`'s shortcut).
    var isBetweenValues: Bool { mode == .between && bomDone && buffer.isEmpty && !oversized }

    /// The line the next byte is on.
    var currentLine: Int { line }

    /// A value of one line was taken from the stream without being fed
    /// here: the state is as if it had been.
    mutating func tookValue() { atLineStart = false }

    /// Scans `bytes`; returns the values (and errors) they complete, in
    /// stream order.
    public mutating func feed(_ bytes: some Collection<UInt8>) -> [JSONChunk] {
        var out: [JSONChunk] = []
        let done: Void? = bytes.withContiguousStorageIfAvailable { scan($0, into: &out) }
        if done == nil {
            Array(bytes).withUnsafeBufferPointer { scan($0, into: &out) }
        }
        return out
    }

    /// Ends the stream: reports a value or junk run left open, then resets the
    /// splitter so that it can read a new stream.
    public mutating func finish() -> [JSONChunk] {
        var out: [JSONChunk] = []
        if !bomDone && bomMatched > 0 {
            junkHead = Array([0xEF, 0xBB, 0xBF].prefix(bomMatched))
            junkLine = 1
            mode = .junk
        }
        switch mode {
        case .between:
            break
        case .container, .string:
            reportAbandonedValue("unexpected end of input inside a value", into: &out)
        case .scalar:
            let empty: [UInt8] = []
            empty.withUnsafeBufferPointer { completeValue($0, from: 0, to: 0, into: &out) }
        case .junk:
            reportJunk(into: &out)
        }
        self = JSONStreamSplitter(maxValueBytes: maxValueBytes)
        return out
    }

    // MARK: Scanning

    private mutating func scan(_ p: UnsafeBufferPointer<UInt8>, into out: inout [JSONChunk]) {
        let n = p.count
        var k = 0

        if !bomDone {
            while k < n && !bomDone {
                let bom: UInt8 = bomMatched == 0 ? 0xEF : bomMatched == 1 ? 0xBB : 0xBF
                if p[k] == bom {
                    bomMatched += 1
                    k += 1
                    if bomMatched == 3 { bomDone = true }
                } else {
                    bomDone = true
                    if bomMatched > 0 {
                        // Not a BOM after all: those bytes start a junk run.
                        mode = .junk
                        junkLine = 1
                        junkHead = Array([0xEF, 0xBB, 0xBF].prefix(bomMatched))
                    }
                }
            }
        }

        // Where the open value's bytes start in this feed.
        var segmentStart = k

        while k < n {
            let b = p[k]
            switch mode {
            case .between:
                switch b {
                case 0x0A:
                    line += 1
                    atLineStart = true
                    k += 1
                    continue
                case 0x20, 0x09, 0x0D, 0x2C: // space tab CR ,
                    k += 1
                case 0x7B, 0x5B: // { [
                    startValue(.container, at: k, &segmentStart)
                    depth = 1
                    k += 1
                case 0x22: // "
                    startValue(.string, at: k, &segmentStart)
                    k += 1
                case 0x2D, 0x30...0x39, 0x74, 0x66, 0x6E: // - 0-9 t f n
                    startValue(.scalar, at: k, &segmentStart)
                    k += 1
                default:
                    mode = .junk
                    junkLine = line
                    junkHead.removeAll(keepingCapacity: true)
                    junkHead.append(b)
                    k += 1
                }
                atLineStart = false

            case .container:
                // The hot loop: stay here until the value ends.
                while k < n {
                    let c = p[k]
                    let lineStart = atLineStart
                    atLineStart = c == 0x0A
                    if inString {
                        if c == 0x0A {
                            line += 1
                            inString = false // a raw LF: the string is broken
                            escaped = false
                        } else if escaped {
                            escaped = false
                        } else if c == 0x5C { // backslash
                            escaped = true
                        } else if c == 0x22 {
                            inString = false
                        }
                        k += 1
                        continue
                    }
                    switch c {
                    case 0x0A:
                        line += 1
                    case 0x22:
                        inString = true
                    case 0x7B: // {
                        if lineStart {
                            // A new value at column 0: the open one was cut.
                            valueBytes += k - segmentStart
                            reportAbandonedValue(
                                "unterminated value (a new value starts at line \(line))", into: &out)
                            startValue(.container, at: k, &segmentStart)
                        }
                        depth += 1
                    case 0x5B: // [
                        depth += 1
                    case 0x7D, 0x5D: // } ]
                        depth -= 1
                        if depth == 0 {
                            k += 1
                            completeValue(p, from: segmentStart, to: k, into: &out)
                            break
                        }
                    default:
                        break
                    }
                    if mode != .container { break }
                    k += 1
                }

            case .string:
                if b == 0x0A {
                    // Unterminated: the value is the line; the parser says why.
                    completeValue(p, from: segmentStart, to: k, into: &out)
                    continue // the LF is read between values
                }
                if escaped {
                    escaped = false
                } else if b == 0x5C {
                    escaped = true
                } else if b == 0x22 {
                    completeValue(p, from: segmentStart, to: k + 1, into: &out)
                }
                k += 1

            case .scalar:
                switch b {
                case 0x20, 0x09, 0x0D, 0x0A, 0x2C, 0x7B, 0x5B: // whitespace , { [
                    completeValue(p, from: segmentStart, to: k, into: &out)
                    continue // the terminator is read between values
                default:
                    k += 1
                }

            case .junk:
                switch b {
                case 0x0A, 0x7B, 0x5B: // LF { [
                    reportJunk(into: &out)
                    continue // the terminator is read between values
                default:
                    if junkHead.count < 4 { junkHead.append(b) }
                    k += 1
                }
            }
        }

        // Keep the open value's bytes for the next feed, unless it is too big.
        switch mode {
        case .container, .string, .scalar:
            let count = n - segmentStart
            valueBytes += count
            if !oversized && valueBytes > maxValueBytes {
                oversized = true
                buffer = []
            }
            if !oversized && count > 0 {
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: p[segmentStart..<n]))
            }
        case .between, .junk:
            break
        }
    }

    @inline(__always)
    private mutating func startValue(_ kind: Mode, at k: Int, _ segmentStart: inout Int) {
        mode = kind
        segmentStart = k
        valueLine = line
        valueBytes = 0
        oversized = false
        depth = 0
        inString = false
        escaped = false
    }

    /// The open value ends at `p[to - 1]`: emit it, or say why not.
    private mutating func completeValue(
        _ p: UnsafeBufferPointer<UInt8>, from: Int, to: Int, into out: inout [JSONChunk]
    ) {
        valueBytes += to - from
        if oversized || valueBytes > maxValueBytes {
            out.append(JSONChunk(line: valueLine, result: .error(tooLargeMessage)))
        } else {
            let segment = UnsafeBufferPointer(rebasing: p[from..<to])
            var bytes: [UInt8]
            if buffer.isEmpty {
                bytes = Array(segment)
            } else {
                bytes = []
                bytes.reserveCapacity(buffer.count + segment.count)
                bytes.append(contentsOf: buffer)
                bytes.append(contentsOf: segment)
            }
            out.append(JSONChunk(line: valueLine, result: .value(bytes[...])))
        }
        endValue()
    }

    /// The open value will never be complete: report it and drop its bytes.
    private mutating func reportAbandonedValue(_ message: String, into out: inout [JSONChunk]) {
        let text = oversized || valueBytes > maxValueBytes ? tooLargeMessage : message
        out.append(JSONChunk(line: valueLine, result: .error(text)))
        endValue()
    }

    private mutating func endValue() {
        mode = .between
        valueBytes = 0
        oversized = false
        depth = 0
        inString = false
        escaped = false
        // Keep a small buffer's storage for the next value; free a big one.
        if buffer.capacity > 1 << 16 { buffer = [] } else { buffer.removeAll(keepingCapacity: true) }
    }

    private mutating func reportJunk(into out: inout [JSONChunk]) {
        var what = "unexpected \(JSONBytes.describe(junkHead)) outside any value"
        if junkHead.starts(with: [0x2F, 0x2F]) || junkHead.starts(with: [0x2F, 0x2A]) || junkHead.first == 0x23 {
            what += "; JSON has no comments"
        }
        out.append(JSONChunk(line: junkLine, result: .error(what)))
        junkHead.removeAll(keepingCapacity: true)
        mode = .between
    }

    private var tooLargeMessage: String { "value larger than \(maxValueBytes) bytes (skipped)" }
}
