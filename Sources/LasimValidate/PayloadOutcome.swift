/// What one payload came to: its findings, none when it passed. `line` is
/// where it starts; nil for a file that could not be read at all.
public struct PayloadOutcome: Sendable, Equatable {
    public var file: String
    public var line: Int?
    public var findings: [Finding]
}
