#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimModel
import LasimText

/// How an interpolated value becomes text: `{eta.to|time}`, `{x|number:1}`.
public enum Format: Sendable, Equatable {
    case time            // 14:05
    case clock           // 14:05:09
    case relative        // in 5 min / 5 min ago
    case countdown       // 12:34 (m:ss), 1:02:03 over an hour, never negative
    case minutes         // a duration in seconds as "5 min"
    case duration        // 1 h 05 min
    case number(Int)     // fixed decimals
    case percent         // 40 -> "40%"
    case upper, lower
    case date            // 21 Nov

    public static let names = "time, clock, relative, countdown, minutes, duration, number[:N], percent, upper, lower, date"
    /// The format names, for suggestions and the JSON Schema.
    public static let nameList = ["time", "clock", "relative", "countdown", "minutes", "duration", "number", "percent",
                                  "upper", "lower", "date"]

    public static func parse(_ spec: String) -> Format? {
        let parts = spec.split(separator: ":", maxSplits: 1).map { $0.trimmingSpaces() }
        guard let name = parts.first else { return nil } // "{x|}": no format named
        switch name {
        case "time": return .time
        case "clock": return .clock
        case "relative": return .relative
        case "countdown": return .countdown
        case "minutes": return .minutes
        case "duration": return .duration
        case "number": return .number(parts.count > 1 ? min(6, max(0, Int(parts[1]) ?? 0)) : 0)
        case "percent": return .percent
        case "upper": return .upper
        case "lower": return .lower
        case "date": return .date
        default: return nil
        }
    }

    /// Text for `value`; `now` is the simulated clock (Unix seconds).
    public func apply(_ value: Value, now: Double, timeZone: Zone) -> String {
        if case .null = value { return "" }
        switch self {
        case .upper: return value.text.uppercased()
        case .lower: return value.text.lowercased()
        case .percent:
            guard let n = value.number else { return value.text }
            return formatNumber(n.rounded()) + "%"
        case .number(let places):
            guard let n = value.number else { return value.text }
            return places == 0 ? formatNumber(n.rounded()) : printfNumber("%.\(places)f", n)
        case .time, .clock:
            guard let t = value.number else { return value.text }
            let day = timeZone.local(t).secondOfDay
            let hm = pad2(day / 3600) + ":" + pad2(day % 3600 / 60)
            return self == .clock ? hm + ":" + pad2(day % 60) : hm
        case .date:
            guard let t = value.number else { return value.text }
            let d = timeZone.local(t).date
            return "\(d.day) \(Self.months[d.month - 1])"
        case .relative:
            guard let t = value.number else { return value.text }
            let delta = t - now
            let mins = Int(saturating: (abs(delta) / 60).rounded())
            if mins == 0 { return "now" }
            let amount = mins >= 60 ? "\(mins / 60) h" + (mins % 60 > 0 ? " \(mins % 60) min" : "") : "\(mins) min"
            return delta > 0 ? "in \(amount)" : "\(amount) ago"
        case .countdown:
            guard let t = value.number else { return value.text }
            let left = max(0, Int(saturating: (t - now).rounded(.up)))
            if left >= 3600 { return "\(left / 3600):" + pad2(left % 3600 / 60) + ":" + pad2(left % 60) }
            return "\(left / 60):" + pad2(left % 60)
        case .minutes:
            guard let s = value.number else { return value.text }
            return "\(max(0, Int(saturating: (s / 60).rounded(.up)))) min"
        case .duration:
            guard let s = value.number else { return value.text }
            let m = max(0, Int(saturating: (s / 60).rounded()))
            return m >= 60 ? "\(m / 60) h " + pad2(m % 60) + " min" : "\(m) min"
        }
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    private func pad2(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}

/// Text with `{expression|format}` holes; `{{` and `}}` are literal braces.
public struct TextTemplate: Sendable, Equatable {
    public enum Part: Sendable, Equatable {
        case literal(String)
        case hole(Expression, Format?)
    }
    public var parts: [Part]
    public var source: String

    public init(parts: [Part], source: String) { self.parts = parts; self.source = source }

    /// True when there is nothing to evaluate.
    public var isConstant: Bool { parts.allSatisfy { if case .literal = $0 { return true }; return false } }

    public static func parse(_ source: String) throws(ExpressionError) -> TextTemplate {
        var parts: [Part] = []
        var literal = ""
        let chars = Array(source)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "{" && i + 1 < chars.count && chars[i + 1] == "{" { literal.append("{"); i += 2; continue }
            if c == "}" && i + 1 < chars.count && chars[i + 1] == "}" { literal.append("}"); i += 2; continue }
            if c == "{" {
                guard let close = chars[(i + 1)...].firstIndex(of: "}") else {
                    throw ExpressionError(message: "'{' without a closing '}'", column: i + 1)
                }
                let inner = String(chars[(i + 1)..<close])
                var exprText = inner
                var format: Format?
                // The last '|' not inside quotes separates the format.
                if let bar = lastBar(inner) {
                    exprText = String(inner[..<bar])
                    let spec = String(inner[inner.index(after: bar)...])
                    guard let f = Format.parse(spec) else {
                        let word = spec.split(separator: ":").first.map(String.init)?.trimmingSpaces() ?? spec
                        let hint = Suggest.nearest(word, in: Format.nameList).map { "did you mean \($0)? " } ?? ""
                        throw ExpressionError(message: "unknown format \"\(spec)\" (\(hint)known: \(Format.names))", column: i + 1)
                    }
                    format = f
                }
                do throws(ExpressionError) {
                    let e = try ExpressionParser.parse(exprText)
                    if !literal.isEmpty { parts.append(.literal(literal)); literal = "" }
                    parts.append(.hole(e, format))
                } catch {
                    throw ExpressionError(message: "in {\(inner)}: \(error.message)", column: i + 1 + error.column)
                }
                i = close + 1
                continue
            }
            if c == "}" { throw ExpressionError(message: "'}' without an opening '{' (write }} for a brace)", column: i + 1) }
            literal.append(c)
            i += 1
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        return TextTemplate(parts: parts, source: source)
    }

    static func lastBar(_ s: String) -> String.Index? {
        var quote: Character?
        var found: String.Index?
        var i = s.startIndex
        while i < s.endIndex {
            let c = s[i]
            if let q = quote { if c == q { quote = nil } }
            else if c == "'" || c == "\"" { quote = c }
            else if c == "|" {
                let next = s.index(after: i)
                if next < s.endIndex && s[next] == "|" { i = s.index(after: next); continue }
                found = i
            }
            i = s.index(after: i)
        }
        return found
    }
}
