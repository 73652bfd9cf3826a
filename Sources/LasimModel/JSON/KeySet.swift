/// A fixed set of short keys (an APNs payload's, an envelope's), tested
/// one by one (`isSameKey`): for a dozen keys this beats hashing each
/// key a payload sends (issue 12: the hashing was a percent of the
/// pipeline). In the order written, so what is listed from it is stable.
public struct KeySet: Sendable, ExpressibleByArrayLiteral {
    public let keys: [String]

    public init(arrayLiteral elements: String...) { keys = elements }

    public func contains(_ key: String) -> Bool {
        let length = key.utf8.count
        for k in keys where k.isSameKey(key, length: length) { return true }
        return false
    }
}
