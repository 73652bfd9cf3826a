import LasimTemplate

/// The layout items one slot of one activity was built into last time,
/// handed out again where the next payload's view is the same: a
/// template's view tree keeps its shape from one payload to the next (a
/// text, a bar's fraction or a colour changes), so every subtree that
/// did not change keeps its item, and with it its answers to the
/// proposals it was asked (`LayoutItem.size`), which are its alone: an
/// item's answers depend on its view, its environment and the stack it
/// is in, all compared here. Only the changed views and their containers
/// are made, and sized, again.
///
/// The builds are kept in the order they were made (each view before its
/// children); a new build walks that order beside its own, so a view is
/// compared with the one built in its place last time. A view that moved
/// (a conditional's view added above it) is made again: never a wrong
/// item, at worst one made anew. Each kept item is handed out at most
/// once a build (the walk only goes forward).
final class KeptItems {
    /// A class: a kept subtree's builds pass from one build's list to the
    /// next each payload, and a copy of the struct it was (its environment
    /// field by field) was a retain and a release for each of its parts.
    private final class Built {
        let node: ViewNode
        let environment: ViewEnvironment
        let stackAxis: LayoutAxis?, groupAxis: LayoutAxis?
        var item: LayoutItem?
        /// Its subtree's builds, itself first: they follow it in the list.
        var count = 1

        init(node: ViewNode, environment: ViewEnvironment, stackAxis: LayoutAxis?, groupAxis: LayoutAxis?) {
            self.node = node; self.environment = environment; self.stackAxis = stackAxis; self.groupAxis = groupAxis
        }
    }

    private var previous: [Built] = []
    /// The thread's texts already measured, shared by the texts it makes.
    let measures: TextMeasures?

    init(measures: TextMeasures? = nil) { self.measures = measures }
    private var current: [Built] = []
    private var cursor = 0

    /// `node`'s item as built last time in this place, or `make()`'s.
    func item(_ node: ViewNode, _ environment: ViewEnvironment, stackAxis: LayoutAxis?, groupAxis: LayoutAxis?,
              make: () -> LayoutItem) -> LayoutItem {
        let i = cursor
        if i < previous.count {
            let old = previous[i]
            if old.stackAxis == stackAxis, old.groupAxis == groupAxis, let item = old.item,
               old.environment == environment, old.node == node {
                // Its subtree's builds kept too: what changes inside it next time finds them.
                current.append(contentsOf: previous[i..<(i + old.count)])
                cursor = i + old.count
                return item
            }
        }
        let at = current.count
        let built = Built(node: node, environment: environment, stackAxis: stackAxis, groupAxis: groupAxis)
        current.append(built)
        if i < previous.count { cursor = i + 1 }
        let item = make()
        built.item = item
        built.count = current.count - at
        // Past the subtree it replaced: its next sibling is compared with the old one's.
        if i < previous.count { cursor = max(cursor, i + previous[i].count) }
        return item
    }

    /// A build is over: what it made is what the next one is compared with.
    func finish() {
        swap(&previous, &current)
        current.removeAll(keepingCapacity: true)
        cursor = 0
    }
}

/// A thread's kept items (`KeptItems`), by activity and slot, for the
/// activities drawn most recently: at most `activities` of them (the one
/// drawn longest ago dropped first), each a few trees of items.
final class KeptLayouts {
    /// How many activities' items are kept.
    static let activities = 64

    final class Slots {
        fileprivate var used = 0
        private let measures: TextMeasures
        private var bySlot: [String: KeptItems] = [:]
        /// Each template slot as views (`ViewNode`), as its last payload said
        /// it: the next says again only what changed (`ViewNode.reusing`),
        /// and the items above find the rest kept by identity.
        var views: [String: ViewNode] = [:]

        fileprivate init(measures: TextMeasures) { self.measures = measures }

        func items(_ slot: String) -> KeptItems {
            if let k = bySlot[slot] { return k }
            let k = KeptItems(measures: measures)
            bySlot[slot] = k
            return k
        }
    }

    private var byActivity: [String: Slots] = [:]
    private var clock = 0
    /// Texts measured for any activity: the next payload's changed texts are most often among them.
    private let measures = TextMeasures()

    func slots(_ activity: String) -> Slots {
        clock += 1
        if let s = byActivity[activity] {
            s.used = clock
            return s
        }
        if byActivity.count >= Self.activities, let oldest = byActivity.min(by: { $0.value.used < $1.value.used })?.key {
            byActivity[oldest] = nil
        }
        let s = Slots(measures: measures)
        s.used = clock
        byActivity[activity] = s
        return s
    }
}
