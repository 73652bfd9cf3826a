import LasimTemplate
/// What a template draws for: the place on the phone, and the other
/// surfaces a phone's activity appears on.
public enum Presentation: String, Sendable, CaseIterable {
    case lock, compact, minimal, expanded
    /// The small family (`ActivityFamily.small`): the Apple Watch Smart
    /// Stack, at the watch size in `SurfaceSize.watch`.
    case small
    /// CarPlay Dashboard: the same small family at CarPlay's size.
    case carPlay = "carplay"
    /// A Mac's menu bar (iPhone Mirroring): the compact leading and trailing
    /// views side by side, without the camera between them.
    case menuBar = "menu-bar"

    /// Everything the renderer, the gallery, `render --presentation` and an
    /// app's coverage report know of a presentation, one row each: adding
    /// one is a case here and its row (and, for a new way of drawing, a
    /// `PresentationSpec.Drawing` case the renderer draws).
    /// Read from a table made once: every render reads its presentation's
    /// drawing and slots, and building the row anew each time (its strings
    /// and its slot array) was about 1% of the pipeline's instructions.
    @inline(__always)
    public var spec: PresentationSpec { Self.rows[ordinal] }

    private static let rows = allCases.map(\.row)

    /// How it is drawn (its row's `drawing`), from a table of its own:
    /// every presentation drawn reads it, and reading it through `spec`
    /// copied the row (its strings and slot array, counted in and out).
    @inline(__always)
    public var drawing: PresentationSpec.Drawing { Self.drawings[ordinal] }

    private static let drawings = rows.map(\.drawing)

    /// Its place in `allCases`, which `rows` follows.
    private var ordinal: Int {
        switch self {
        case .lock: 0
        case .compact: 1
        case .minimal: 2
        case .expanded: 3
        case .small: 4
        case .carPlay: 5
        case .menuBar: 6
        }
    }

    private var row: PresentationSpec {
        switch self {
        case .lock:
            return PresentationSpec(title: "Lock screen", slots: [.lock], onPhone: true, needsIsland: false,
                                    galleryColumn: .wide, keepsEnded: true, drawing: .lockCard)
        case .compact:
            return PresentationSpec(title: "Compact", slots: [.compactLeading, .compactTrailing], onPhone: true,
                                    needsIsland: true, galleryColumn: .narrow, keepsEnded: false, drawing: .compactIsland)
        case .minimal:
            return PresentationSpec(title: "Minimal", slots: [.minimal], onPhone: true, needsIsland: true,
                                    galleryColumn: .narrow, keepsEnded: false, drawing: .minimalIsland)
        case .expanded:
            return PresentationSpec(title: "Expanded", slots: [.expandedLeading, .expandedCenter, .expandedTrailing, .expandedBottom],
                                    onPhone: true, needsIsland: true, galleryColumn: .wide, keepsEnded: false,
                                    drawing: .expandedIsland)
        case .small:
            return PresentationSpec(title: "Small · Apple Watch Smart Stack", cliNote: "Apple Watch",
                                    slots: [.small, .compactLeading, .compactTrailing], onPhone: false, needsIsland: false,
                                    galleryColumn: .narrow, keepsEnded: true, drawing: .smallFamily(.watch))
        case .carPlay:
            return PresentationSpec(title: "Small · CarPlay", slots: [.small, .compactLeading, .compactTrailing],
                                    onPhone: false, needsIsland: false, galleryColumn: .wide, keepsEnded: false,
                                    drawing: .smallFamily(.carPlay))
        case .menuBar:
            return PresentationSpec(title: "Mac menu bar", cliNote: "Mac", slots: [.compactLeading, .compactTrailing],
                                    onPhone: false, needsIsland: false, galleryColumn: .narrow, keepsEnded: true,
                                    drawing: .menuBar)
        }
    }

    /// The template slots it draws.
    public var slots: [Slot] { spec.slots }
    /// "Lock screen", "Small · Apple Watch Smart Stack"...: for labels.
    public var title: String { spec.title }

    /// The four presentations of the phone itself (what reports and the
    /// per-template snapshots cover).
    public static let phone = allCases.filter { $0.spec.onPhone }
    /// The surfaces beyond the phone.
    public static let elsewhere = allCases.filter { !$0.spec.onPhone }

    /// The presentation an app's views for `slot` are reported under: the
    /// first that draws it (the compact sides are compact's, though the
    /// watch draws them too without a small view).
    public static func reporting(_ slot: Slot) -> Presentation {
        allCases.first { $0.slots.contains(slot) } ?? .expanded
    }
}

/// A presentation's facts (see `Presentation.spec`).
public struct PresentationSpec: Sendable {
    /// For labels: the gallery's, the surfaces view's, an image's.
    public let title: String
    /// Said after its name in `render --presentation`'s help ("Apple Watch").
    public let cliNote: String?
    /// The template slots it draws.
    public let slots: [Slot]
    /// One of the phone's own four (what reports, snapshots and the contrast
    /// check cover), else a surface beyond the phone.
    public let onPhone: Bool
    /// Shown only by a phone with a Dynamic Island.
    public let needsIsland: Bool
    /// The gallery's column it is shown in.
    public let galleryColumn: GalleryColumn
    /// An ended activity stays on it, as on the lock screen (the watch, the
    /// menu bar), or leaves it at once, as the island (CarPlay): Apple's HIG.
    public let keepsEnded: Bool
    /// How it is drawn, and so its size in points.
    public let drawing: Drawing

    init(title: String, cliNote: String? = nil, slots: [Slot], onPhone: Bool, needsIsland: Bool,
         galleryColumn: GalleryColumn, keepsEnded: Bool, drawing: Drawing) {
        self.title = title; self.cliNote = cliNote; self.slots = slots; self.onPhone = onPhone
        self.needsIsland = needsIsland; self.galleryColumn = galleryColumn; self.keepsEnded = keepsEnded
        self.drawing = drawing
    }

    /// The gallery's two columns: beside the lock card (as wide as it), or
    /// beside the island.
    public enum GalleryColumn: Sendable { case wide, narrow }

    /// The ways `Renderer` draws a presentation, each with its size.
    public enum Drawing: Sendable, Equatable {
        /// The device's lock width, 84...160 pt high (twice that in StandBy).
        case lockCard
        /// The lock card's width: the four regions around the camera.
        case expandedIsland
        /// The device's compact width either side of the camera, widened for their content.
        case compactIsland
        /// The device's minimal width.
        case minimalIsland
        /// The small family at a fixed size: the `small` slot, or the
        /// compact views side by side.
        case smallFamily(SurfaceSize)
        /// The compact sides at their island widths, side by side in one capsule.
        case menuBar

        /// Laid out in points for an app's own views (`Renderer.pointLayout`);
        /// the others are drawn in cells only.
        public var hasPointLayout: Bool {
            switch self {
            case .lockCard, .expandedIsland, .compactIsland, .minimalIsland: return true
            case .smallFamily, .menuBar: return false
            }
        }
    }
}

/// Sizes of the surfaces beyond the phone, in points. Source: Apple's Human
/// Interface Guidelines, Live Activities, "Specifications" (watchOS
/// dimensions: "Live Activities in the Smart Stack use the same dimensions as
/// watchOS widgets", 40 mm 152x69.5, 41 mm 165x72.5, 44 mm 173x76.5, 45 mm
/// 184x80.5, 49 mm 191x81.5; CarPlay dimensions 240x78, 240x100, 170x78;
/// macOS dimensions: "Use the provided iOS dimensions").
public struct SurfaceSize: Sendable, Equatable {
    public var label: String
    public var widthPt: Double
    public var heightPt: Double

    /// The 45 mm watch: the middle of Apple's table, drawn by default.
    public static let watch = SurfaceSize(label: "Apple Watch 45 mm", widthPt: 184, heightPt: 80.5)
    public static let watchSizes: [SurfaceSize] = [
        SurfaceSize(label: "Apple Watch 40 mm", widthPt: 152, heightPt: 69.5),
        SurfaceSize(label: "Apple Watch 41 mm", widthPt: 165, heightPt: 72.5),
        SurfaceSize(label: "Apple Watch 44 mm", widthPt: 173, heightPt: 76.5),
        watch,
        SurfaceSize(label: "Apple Watch 49 mm", widthPt: 191, heightPt: 81.5),
    ]
    /// CarPlay's first listed size; the system may scale it to the car's screen.
    public static let carPlay = SurfaceSize(label: "CarPlay", widthPt: 240, heightPt: 78)
    public static let carPlaySizes: [SurfaceSize] = [
        carPlay,
        SurfaceSize(label: "CarPlay", widthPt: 240, heightPt: 100),
        SurfaceSize(label: "CarPlay", widthPt: 170, heightPt: 78),
    ]
    /// Each surface's sizes in Apple's table, the one drawn among them.
    public static let families = [watchSizes, carPlaySizes]

    /// Its grid on `device`'s cells: at least one row.
    public func cells(on device: Device) -> (width: Int, height: Int) {
        (Int(widthPt / device.cellWidthPt), max(1, Int(heightPt / device.cellHeightPt)))
    }
}
