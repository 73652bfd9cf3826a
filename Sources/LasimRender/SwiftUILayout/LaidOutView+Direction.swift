/// A right-to-left layout direction, applied where views are placed: a
/// view whose environment is right to left has its children placed as
/// the mirror image of where the left-to-right rules put them inside its
/// frame. One rule for every stack, frame, padding, overlay and alignment
/// (SwiftUI's leading is the right edge there); a view set back to left
/// to right (`.environment(\.layoutDirection, .leftToRight)`) is placed
/// by its parent, its own children left to right. What a view draws
/// inside its frame stays as it is (a text's words, an image), except
/// what the phone mirrors too: a progress bar fills from the right, a
/// symbol with a right-to-left variant is drawn as that variant, an
/// `.offset(x:)` moves the other way.
extension LaidOutView {
    func directed() -> LaidOutView {
        var any = false
        walk { any = any || $0.environment.rightToLeft }
        return any ? directed(at: frame.x) : self
    }

    private func directed(at x: Double) -> LaidOutView {
        var out = self
        out.frame.x = x
        let rtl = environment.rightToLeft
        out.children = children.map { c in
            let from = c.frame.x - frame.x
            return c.directed(at: x + (rtl ? frame.width - from - c.frame.width : from))
        }
        guard rtl else { return out }
        // A row's children in the order they are seen, left to right, which
        // the cells pack a row's views in (`CellDrawer.placedChildren`):
        // they never overlap, so drawing them so changes nothing else.
        if case .hstack = content { out.children.reverse() }
        out.childAnchor.horizontal = 1 - childAnchor.horizontal
        out.paint.offsetX = -paint.offsetX
        switch content {
        case .progress:
            out.paint.mirrored = true
        case .image(let name, true):
            switch RightToLeftSymbol(name) {
            case .named(let other)?: out.content = .image(name: other, systemName: true)
            case .mirrored?: out.paint.mirrored = true
            case nil: break
            }
        default:
            break
        }
        return out
    }
}
