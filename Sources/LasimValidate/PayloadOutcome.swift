/// What one payload came to: its findings, none when it passed. `line` is
/// where it starts; nil for a file that could not be read at all.
public struct PayloadOutcome: Sendable, Equatable {
    public var file: String
    public var line: Int?
    public var findings: [Finding]
    /// The JUnit test case's name when it is not about one payload.
    public var name: String? = nil
    /// More for the test case's `<system-out>` (`lasim test`: the cards side by side).
    public var output: String? = nil
}
