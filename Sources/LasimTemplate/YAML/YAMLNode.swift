/// One node of a YAML document as `YAMLReader` builds it from libyaml's
/// events: what `DataFile` needs to build a `JSONValue` (the text of a
/// scalar and how it was written, the tag, the line it starts on), nothing
/// more.
struct YAMLNode: Sendable, Equatable {
    /// How a scalar was written: only plain scalars are typed by their text
    /// (`3`, `true`); quoted and block scalars are text unless tagged.
    enum Style: Sendable, Equatable { case plain, quoted, block }

    struct Pair: Sendable, Equatable {
        var key: YAMLNode
        var value: YAMLNode
    }

    enum Content: Sendable, Equatable {
        case scalar(String, Style)
        case sequence([YAMLNode])
        case mapping([Pair])
        case alias(String)
    }

    var content: Content
    /// The tag, shorthand expanded (`!!int` is `tag:yaml.org,2002:int`);
    /// nil when none was written.
    var tag: String?
    /// 1-based.
    var line: Int

    /// The text of a scalar key, for messages and duplicate checks.
    var keyText: String? {
        if case .scalar(let s, _) = content { return s }
        return nil
    }
}
