/// A fixed set of short keys (an APNs payload's, an envelope's), tested
/// one by one (`isSameKey`): for a dozen keys this beats hashing each
/// key a payload sends (the hashing was a percent of the
/// pipeline). In the order written, so what is listed from it is stable.
public struct KeySet: Sendable, ExpressibleByArrayLiteral {
    public let keys: [String]

    public init(arrayLiteral elements: String...) { keys = elements }
    public init(_ keys: [String]) { self.keys = keys }

    public func contains(_ key: String) -> Bool {
        let length = key.utf8.count
        for k in keys where k.isSameKey(key, length: length) { return true }
        return false
    }
}

extension KeySet {
    /// Where each of the set's keys is in `object`, found in one pass over
    /// its entries. A payload was read with a dozen lookups, each scanning
    /// the entries, most for keys it did not have. A key sent
    /// twice is found where a lookup would find it: first.
    public func positions(in object: JSONObject) -> KeyPositions {
        precondition(keys.count <= KeyPositions.capacity, "a key set of more than \(KeyPositions.capacity) keys")
        var found = KeyPositions()
        var i = 0
        while i < object.entries.count {
            let length = object.entries[i].key.utf8.count
            var k = 0
            while k < keys.count, !keys[k].isSameKey(object.entries[i].key, length: length) { k += 1 }
            if k == keys.count { found.hasOthers = true } else if found[k] == nil { found.set(k, to: i) }
            i += 1
        }
        return found
    }
}

/// Where the keys of a `KeySet` are in one object, by the key's index in the set.
public struct KeyPositions: Sendable {
    static let capacity = 16
    /// Entry index + 1 of each key (0: absent), sixteen UInt32s, kept inline.
    private var slots: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    /// Whether some entry's key is none of the set's.
    public internal(set) var hasOthers = false

    public subscript(key: Int) -> Int? {
        let stored = withUnsafeBytes(of: slots) { $0.load(fromByteOffset: key * 4, as: UInt32.self) }
        return stored == 0 ? nil : Int(stored) - 1
    }

    mutating func set(_ key: Int, to entry: Int) {
        let stored = UInt32(truncatingIfNeeded: entry + 1)
        withUnsafeMutableBytes(of: &slots) { $0.storeBytes(of: stored, toByteOffset: key * 4, as: UInt32.self) }
    }
}

extension JSONObject {
    /// The value of the key found at `position` (see `KeySet.positions`).
    public func value(at position: Int?) -> JSONValue? { position.map { entries[$0].value } }
}
