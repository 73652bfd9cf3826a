/// A place inside a JSON value: the keys and array indices from its root.
/// Kept as a value from where a problem is found (the decoders, the linter)
/// to where it is printed; `description` is the one way it becomes words.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    public enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) { self.components = components }

    /// The value as a whole.
    public static let root = JSONPath()

    /// A path of keys: `JSONPath(keys: "aps", "timestamp")`.
    public init(keys: String...) { components = keys.map { .key($0) } }

    public var isRoot: Bool { components.isEmpty }

    public func appending(key: String) -> JSONPath { JSONPath(components + [.key(key)]) }
    public func appending(index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }
    public func appending(_ other: JSONPath) -> JSONPath { JSONPath(components + other.components) }

    /// The path without its last component (the root stays the root).
    public var parent: JSONPath { JSONPath(Array(components.dropLast())) }

    /// `aps.content-state.items[0].name`; `$` for the root. Keys are written
    /// as they are (a key holding a dot reads as two).
    public var description: String { isRoot ? "$" : relativeText }

    /// As `description`, but the root is empty: for a path inside a named
    /// value (`content-state`).
    public var relativeText: String {
        var s = ""
        for c in components {
            switch c {
            case .key(let k): s += s.isEmpty ? k : "." + k
            case .index(let i): s += "[\(i)]"
            }
        }
        return s
    }
}
