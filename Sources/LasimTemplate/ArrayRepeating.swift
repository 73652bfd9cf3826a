extension Array {
    /// `count` copies of `value`, for small arrays made at every render.
    /// `Array(repeating:count:)` reaches a generic allocation that looks the
    /// array's storage type up at run time on every call, several hundred
    /// instructions (measured with callgrind); `reserveCapacity` takes the path
    /// the compiler specialises, and a few appends cost less than the lookup.
    static func repeating(_ value: Element, count: Int) -> [Element] {
        var a: [Element] = []
        a.reserveCapacity(count)
        for _ in 0..<count { a.append(value) }
        return a
    }
}
