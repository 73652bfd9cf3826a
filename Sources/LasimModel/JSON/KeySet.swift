/// A fixed set of short keys (an APNs payload's, an envelope's), tested
/// by length and then compared: for a dozen keys this beats hashing each
/// key a payload sends (issue 12: the hashing was a percent of the
/// pipeline). In the order written, so what is listed from it is stable.
public struct KeySet: Sendable, ExpressibleByArrayLiteral {
    public let keys: [String]

    public init(arrayLiteral elements: String...) { keys = elements }

    public func contains(_ key: String) -> Bool {
        let n = key.utf8.count
        for k in keys where k.utf8.count == n && k == key { return true }
        return false
    }
}
