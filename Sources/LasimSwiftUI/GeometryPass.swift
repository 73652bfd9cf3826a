import LasimRender
import LasimTemplate

/// A `GeometryReader`'s size is the room its parent offers, which only
/// layout knows: the views are drawn once with `usual`, laid out as each
/// presentation offers them, and drawn again with what each reader got.
/// A reader takes all it is offered whatever its content, so one more
/// render is exact.
enum GeometryPass {
    struct Size: Equatable { var width: Double; var height: Double }
    /// The lock card's content inside a 16 pt padding, by its least height.
    static let usual = Size(width: 339, height: 84)

    /// A reader's location, numbered in the order the render made them.
    static func marker(_ k: Int, at location: String) -> String { "\(location) GeometryReader#\(k)" }

    static func index(_ path: String) -> Int? {
        guard let r = path.ranges(of: " GeometryReader#").last else { return nil }
        return Int(path[r.upperBound...])
    }

    /// What each of `count` readers in `slots` was laid out at, as the
    /// presentations of `device` offer their views.
    static func sizes(_ slots: [Slot: ViewNode], count: Int, device: Device, textSize: DynamicTypeSize = .large) -> [Size] {
        var out = Array(repeating: usual, count: count)
        var seen = Set<Int>()
        func measure(_ node: ViewNode?, _ proposal: ProposedSize) {
            guard let node else { return }
            // Depth first, outermost first: a reader's own frame before its content's.
            SwiftUILayout.layout(node, proposal: proposal, environment: ViewEnvironment(dynamicTypeSize: textSize)).walk { v in
                guard let k = index(v.path), k < count, seen.insert(k).inserted else { return }
                out[k] = Size(width: v.frame.width, height: v.frame.height)
            }
        }
        // As written: the root `.padding` the cells draw as the card's border is room the phone's reader does not get.
        measure(slots[.lock].map { $0.asWritten ?? $0 }, ProposedSize(width: device.lockWidthPt, height: nil))
        let environment = ViewEnvironment(dynamicTypeSize: textSize)
        let idealWidth = { (n: ViewNode, offered: Double?) in
            SwiftUILayout.layout(n, proposal: ProposedSize(width: offered, height: nil), environment: environment).frame.width
        }
        measure(Renderer.expandedView({ slots[$0] }, device: device, idealWidth: idealWidth),
                ProposedSize(width: device.expandedWidthPt - 2 * Renderer.expandedMarginPt, height: nil))
        for slot in [Slot.compactLeading, .compactTrailing, .minimal] {
            measure(slots[slot], ProposedSize(width: nil, height: Device.islandHeightPt))
        }
        return out
    }
}
