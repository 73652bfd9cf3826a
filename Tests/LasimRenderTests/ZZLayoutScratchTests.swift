import Testing
@testable import LasimRender

@Suite struct ZZLayoutScratch {
    typealias T = SwiftUILayoutTests
    func show(_ node: ViewNode, _ w: Double, _ h: Double? = nil) {
        let size = SwiftUILayout.size(of: node, proposal: ProposedSize(width: w, height: h))
        let c = SwiftUILayout.draw(node, width: Int(w / 8), height: max(1, Int((size.height / 16).rounded(.up))), palette: T.palette, proposal: ProposedSize(width: w, height: size.height))
        print("size \(size)")
        print(c.grid.lines.map { "|" + $0 + "|" }.joined(separator: "\n"))
        print(c.truncations.map(\.description), c.problems)
    }
    @Test func scenes() {
        let cap = ViewModifier.font(size: 12, weight: nil, design: nil)
        let head = ViewModifier.font(size: 17, weight: "semibold", design: nil)
        // delivery card
        show(T.vstack(alignment: "leading", spacing: 6,
            T.hstack(T.text("Your order is on the way", head), T.spacer(), T.text("ETA 12:30", cap, .foreground(.named("secondary")))),
            T.text(T.long, cap, .lineLimit(2)),
            T.hstack(T.text("LIVE", cap, .padding(edges: "horizontal", amount: 6), .background(.view(T.shape("Capsule", .foreground(.named("red")))))),
                     T.text("Picked up 12:03 · Driver Alex · 2.3 km away", cap))
        ).adding(.padding(edges: "all", amount: nil)), 371)
        // compact leading 52pt
        show(T.text("12m", .font(size: 15, weight: "bold", design: nil)), 52.33, 36.67)
        // frames in hstack
        show(T.hstack(T.text("Flight", .frame(width: nil, height: nil, maxWidth: .infinity, alignment: "leading")),
                      T.text("LH 454", .frame(width: nil, height: nil, maxWidth: .infinity, alignment: "trailing"))), 339)
        // zstack with colour
        show(T.zstack(T.color("blue", .opacity(0.2)), T.vstack(T.text("Gate"), T.text("B12", T.title))).adding(.frame(width: 80, height: 80, maxWidth: nil, alignment: nil)), 339)
        // caption2 vstack spacing 0
        show(T.vstack(spacing: 0, T.text("one", T.caption2), T.text("two", T.caption2), T.text("three", T.caption2), T.text("four", T.caption2)), 339)
        // divider hstack
        show(T.hstack(T.text("Left"), ViewNode(.divider, location: "d"), T.text("Right")).adding(.other("fixedSize:vertical")), 339, 100)
        // timing
        let card = T.vstack(alignment: "leading",
            T.hstack(T.symbol("bag"), T.text("Order #4821", head), T.spacer(), T.text("12:45", T.title)),
            ViewNode(.progress(value: 0.6, total: 1), location: "p"),
            T.hstack(T.text("Preparing your food", cap), T.spacer(), T.text("2 items", cap))).adding(.padding(edges: "all", amount: nil))
        let clock = ContinuousClock()
        let t = clock.measure {
            for _ in 0..<1000 { _ = SwiftUILayout.draw(card, width: 46, height: 7, palette: T.palette) }
        }
        print("1000 draws:", t)
    }
}
