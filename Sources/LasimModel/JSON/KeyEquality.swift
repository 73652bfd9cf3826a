extension String {
    /// Equal to `other`, lengths compared first: comparing two different
    /// strings costs far more than comparing their lengths, and most keys
    /// and names searched for differ in length. The one rule of
    /// every key and field search: objects, schemas, key sets, the parser.
    /// `length`: `other.utf8.count`, which a search measures once.
    @inline(__always)
    func isSameKey(_ other: String, length: Int) -> Bool { utf8.count == length && self == other }
}
