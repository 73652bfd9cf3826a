import LasimModel

/// What an app's own widget code is given for one render: the activity's
/// context (`context.state`, `context.attributes`, `isStale`...) and the
/// environment its views read.
public struct LiveViewInput: Sendable {
    public var content: JSONObject
    public var attributes: JSONObject
    public var isStale: Bool
    public var activityID: String
    public var appearance: Appearance
    public var now: Double
    public var timeZone: Zone
    /// The phone the views are drawn for, by name (`--device`): the room
    /// each presentation offers them, which a `GeometryReader` reads; nil
    /// is a Pro.
    public var device: String?
    /// The phone's text size (`--text-size`), which `@Environment(\.dynamicTypeSize)` reads.
    public var dynamicTypeSize: DynamicTypeSize
    /// The iOS release (`--ios`): its formatters' data (iOS 16 writes
    /// "3:45 PM" with a plain space, iOS 17 with a narrow one).
    public var ios: Int

    public init(content: JSONObject, attributes: JSONObject, isStale: Bool, activityID: String, appearance: Appearance,
                now: Double, timeZone: Zone, device: String? = nil, dynamicTypeSize: DynamicTypeSize = .large, ios: Int = 17) {
        self.content = content; self.attributes = attributes; self.isStale = isStale; self.activityID = activityID
        self.appearance = appearance; self.now = now; self.timeZone = timeZone; self.device = device
        self.dynamicTypeSize = dynamicTypeSize; self.ios = ios
    }
}

/// The views an app's code made for one input: one tree per slot, and
/// the lock-screen card's own colour (`.activityBackgroundTint`).
public struct LiveViewOutput: Sendable {
    public var slots: [Slot: ViewNode]
    public var cardTint: ViewColor?
    /// The colour of the system's dismiss button beside the card
    /// (`.activitySystemActionForegroundColor`): nil, the system's.
    public var actionForeground: ViewColor?
    /// The island's keyline (`DynamicIsland.keylineTint`): nil, the system's.
    public var keylineTint: ViewColor?
    /// What was dropped with no view to stand in for it, per slot: a
    /// modifier not applied, an asset colour not found.
    public var notes: [Slot: [Problem]]
    /// The app's asset images the trees name (`Image("crest")`), decoded.
    public var images: [String: AssetImage]
    /// The island's margins the app sets (`DynamicIsland.contentMargins`), by presentation.
    public var margins: [IslandMode: IslandMargins]
    /// The phone lays the views out right to left (each slot's root says
    /// so too): the island places its regions so, leading on the right.
    public var rightToLeft: Bool
    public init(slots: [Slot: ViewNode], cardTint: ViewColor? = nil, notes: [Slot: [Problem]] = [:], images: [String: AssetImage] = [:],
                margins: [IslandMode: IslandMargins] = [:], rightToLeft: Bool = false,
                actionForeground: ViewColor? = nil, keylineTint: ViewColor? = nil) {
        self.slots = slots; self.cardTint = cardTint; self.notes = notes; self.images = images; self.margins = margins
        self.rightToLeft = rightToLeft; self.actionForeground = actionForeground; self.keylineTint = keylineTint
    }
}

/// A template whose views are computed by running code for each render
/// (an app's SwiftUI, `--swift`), rather than declared once.
public protocol LiveViews: Sendable {
    func evaluate(_ input: LiveViewInput) -> LiveViewOutput
    /// What the app's own decoder throws for a content state or the
    /// attributes (`part`) (nil: it returns).
    func decodeFailure(_ part: DropReason.DecodedPart, _ value: JSONObject) -> StateDecoder.Failure?
}

extension LiveViews {
    public func decodeFailure(_ part: DropReason.DecodedPart, _ value: JSONObject) -> StateDecoder.Failure? { nil }
}
