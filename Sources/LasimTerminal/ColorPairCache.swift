/// Colour pairs created lazily, one per (foreground, background) colour
/// numbers after degradation, numbered 1...limit (0 is the terminal default).
/// Pure bookkeeping; `TerminalScreen` does the ncurses calls.
struct ColorPairCache {
    struct Key: Hashable { var fg: Int32; var bg: Int32 }

    enum Lookup: Equatable {
        /// Already initialised.
        case existing(Int32)
        /// Newly numbered: initialise it with init_extended_pair.
        case new(Int32)
        /// Every pair number is taken.
        case full
    }

    /// The highest pair number that may be used.
    let limit: Int32
    private(set) var pairs: [Key: Int32] = [:]
    private var next: Int32 = 1

    init(limit: Int) { self.limit = Int32(clamping: max(0, limit)) }

    var count: Int { pairs.count }

    mutating func lookup(fg: Int32, bg: Int32) -> Lookup {
        let key = Key(fg: fg, bg: bg)
        if let n = pairs[key] { return .existing(n) }
        guard next <= limit else { return .full }
        let n = next
        next += 1
        pairs[key] = n
        return .new(n)
    }

    mutating func reset() {
        pairs.removeAll(keepingCapacity: true)
        next = 1
    }
}
