import Synchronization

/// What the views could not draw is found twice: by the coverage pass
/// (`swift: File.swift:12: .title not drawn (why)`) and by each render
/// (`template: File.swift:12: SwiftUI .title not drawn (why)`, once per
/// sample drawn). Said once per cause: the place and the reason, whatever
/// pass found it and however it words the construct.
final class StderrCauses: Sendable {
    static let shared = StderrCauses()
    private let said = Mutex<Set<String>>([])

    /// `line` on stderr, unless a line of the same cause was said before.
    func warn(_ line: String) {
        let first = said.withLock { $0.insert(Self.cause(line)).inserted }
        if first { lasim.warn(line) }
    }

    /// `File.swift:12` and the reason: "X not drawn (why)" is why, a
    /// pass's "⚠ not drawn (why)" is the why another says bare. A line
    /// without a place is its own cause.
    static func cause(_ line: String) -> String {
        var text = Substring(line)
        for prefix in ["swift: ", "template: "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        guard let place = placeEnd(text) else { return String(text) }
        var reason = text[place...].drop { $0 == ":" || $0 == " " }
        if let notDrawn = reason.firstRange(of: " not drawn ("), reason.hasSuffix(")") {
            reason = reason[notDrawn.upperBound..<reason.index(before: reason.endIndex)]
        }
        return text[..<place] + ": " + reason
    }

    /// Where `File.swift:12` ends, when the line starts with one.
    private static func placeEnd(_ text: Substring) -> Substring.Index? {
        guard let swift = text.firstRange(of: ".swift:") else { return nil }
        let digits = text[swift.upperBound...].prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, !text[..<swift.lowerBound].contains(" ") else { return nil }
        return digits.endIndex
    }
}
