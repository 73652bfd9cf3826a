import LasimTemplate
@testable import LasimRender
import Testing

/// The views one layout item places share its environment and paint
/// (`LaidOutView.Look`); a view changed afterwards (moved by rows, turned
/// for right to left) changes alone.
@Suite struct LaidOutLookTests {
    @Test("a view's paint or environment set after placing leaves the views sharing its look as they were")
    func settingOneLeavesTheOthers() {
        let item = SwiftUILayout.items(ViewNode(.text(TextTemplate(parts: [.literal("Hi")], source: "Hi")), location: ""))
        let placed = item.place(ProposedSize(width: 100, height: nil), at: 0, 0)
        var moved = placed
        moved.paint.offsetY = 18
        moved.environment.lineLimit = 1
        #expect(placed.paint.offsetY == 0 && placed.environment.lineLimit == nil)
        #expect(moved.paint.offsetY == 18 && moved.environment.lineLimit == 1)
        // Placed again, the item's look is as it was.
        let again = item.place(ProposedSize(width: 100, height: nil), at: 0, 0)
        #expect(again.paint.offsetY == 0 && again.environment.lineLimit == nil)
    }
}
