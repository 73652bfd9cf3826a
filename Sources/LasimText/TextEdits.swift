#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few string edits lasim needs that Foundation's `NSString` layer
/// (libFoundation.so) would otherwise provide: keeping that library out of
/// the process saves the app about 6 MB, measured in the app's resident memory.
extension StringProtocol {
    /// Without spaces and tabs at either end (any Unicode space, as
    /// Foundation's `.whitespaces`); line breaks stay.
    public func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        func isSpace(_ u: Unicode.Scalar) -> Bool { u == "\t" || u.properties.generalCategory == .spaceSeparator }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isSpace($0) })!
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars[first...last])
        return String(out)
    }

    /// Without `c` repeated at either end.
    public func trimming(_ c: Character) -> String {
        var s = Substring(self)
        while s.first == c { s = s.dropFirst() }
        while s.last == c { s = s.dropLast() }
        return String(s)
    }

    /// Cut or padded with spaces to `width` characters.
    public func padded(to width: Int) -> String {
        count >= width ? String(prefix(width)) : String(self) + String(repeating: " ", count: width - count)
    }
}

extension String {
    /// `dir/name`, with one slash between (what NSString's
    /// `appendingPathComponent` did for lasim's paths).
    public func appendingPath(_ name: String) -> String {
        hasSuffix("/") || isEmpty ? self + name : self + "/" + name
    }
}

/// One number as C's printf writes it (`"%.2f"`, `"%g"`): the same digits
/// and rounding as `String(format:)` without Foundation.
public func printfNumber(_ format: String, _ value: Double) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    var n = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
    if n >= buffer.count {
        buffer = [CChar](repeating: 0, count: Int(n) + 1)
        n = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
    }
    return String(decoding: buffer.prefix(max(0, Int(n))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
