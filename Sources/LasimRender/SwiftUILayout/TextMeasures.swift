/// A thread's texts already measured, by string, font and proposal, for
/// the items a template's next payloads make: a changed text is most
/// often one this thread measured for another activity or an earlier
/// payload ("26 min", a store's name, a time), and measuring it again
/// (its one line's width, its wrap, a character a line) was most of what
/// sizing a changed item cost (callgrind, perf29b). The answers are what
/// `LayoutItem.fitted` works out from these inputs alone, so an item
/// asked again is answered alike. Forgotten whole at `most` of each, so
/// a stream of ever new texts holds no more than that.
final class TextMeasures {
    /// What a text's one line depends on (`LayoutItem.oneLine`).
    struct Line: Hashable {
        let text: String
        let font: SwiftUIFont
        /// Its `minimumScaleFactor` is under 1.
        let shrinks: Bool
    }

    /// What `TextFitting.fit` depends on.
    struct Fit: Hashable {
        let text: String
        let font: SwiftUIFont
        let proposal: ProposedSize
        let lineLimit: Int?
        let minimumScale: Double
        let truncation: TruncationMode
    }

    /// How many of each are kept.
    static let most = 4096

    private var lines: [Line: LayoutItem.OneLine?] = [:]
    private var fits: [Fit: FittedText] = [:]

    func line(_ key: Line, _ make: () -> LayoutItem.OneLine?) -> LayoutItem.OneLine? {
        if let known = lines[key] { return known }
        let line = make()
        if lines.count >= Self.most { lines.removeAll(keepingCapacity: true) }
        lines[key] = line
        return line
    }

    func fit(_ key: Fit, _ make: () -> FittedText) -> FittedText {
        if let known = fits[key] { return known }
        let t = make()
        if fits.count >= Self.most { fits.removeAll(keepingCapacity: true) }
        fits[key] = t
        return t
    }
}
