import LasimText

/// One problem found in the Swift source: where, and what, on one line.
public struct SwiftDiagnostic: Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file; self.line = line; self.message = message
    }

    /// "path:line: message", sanitised: file names and source text are untrusted.
    public var description: String {
        Sanitizer.visible(line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)")
    }
}
