import LasimModel

/// The slots a template fills, one per place the phone shows an activity.
public enum Slot: String, Sendable, CaseIterable {
    case lock = "lock"
    case compactLeading = "compact-leading"
    case compactTrailing = "compact-trailing"
    case minimal = "minimal"
    case expandedLeading = "expanded.leading"
    case expandedTrailing = "expanded.trailing"
    case expandedCenter = "expanded.center"
    case expandedBottom = "expanded.bottom"
    /// The small family (Apple Watch Smart Stack, CarPlay); optional: without
    /// it the compact leading and trailing views are shown side by side.
    case small = "small"

    /// Its index in `allCases`.
    package var position: Int {
        switch self {
        case .lock: return 0
        case .compactLeading: return 1
        case .compactTrailing: return 2
        case .minimal: return 3
        case .expandedLeading: return 4
        case .expandedTrailing: return 5
        case .expandedCenter: return 6
        case .expandedBottom: return 7
        case .small: return 8
        }
    }
}

/// A named sample state a designer can flip through.
public struct Sample: Sendable, Equatable {
    public var name: String
    public var attributes: JSONObject
    public var contentState: JSONObject
    /// The instant the sample is shown at (Unix seconds), so countdowns are stable.
    public var now: Double
    public var staleDate: Double?
    public var state: ActivityState

    public init(name: String, attributes: JSONObject, contentState: JSONObject, now: Double, staleDate: Double? = nil,
                state: ActivityState = .active) {
        self.name = name; self.attributes = attributes; self.contentState = contentState
        self.now = now; self.staleDate = staleDate; self.state = state
    }
}

/// A template: how an app's content state becomes the four presentations.
/// Loaded from a file a designer writes (see Templates/*.yaml).
public struct Template: Sendable {
    public var name: String
    public var description: String
    public var attributesType: String?
    public var schema: ContentSchema? { didSet { compile() } }
    public var attributesSchema: ContentSchema? { didSet { compile() } }
    /// `let:` values computed from the state, usable like fields.
    public var definitions: [String: Expression] { didSet { compile() } }
    public var samples: [Sample]
    /// The state an app's own views are drawn with when the app declares no
    /// samples (`--swift`: each string its field's name, dates ahead), so
    /// that `render` and the app's preview draw a card, not nothing.
    public var typicalSample: Sample?
    public var slots: [Slot: Element] { didSet { compile() } }
    /// Problems found while loading (shown inline where they occur, too).
    public var warnings: [String]
    public var file: String
    /// The app's own lock-screen background (SwiftUI's
    /// `.activityBackgroundTint`): drawn as a theme's custom background is,
    /// so sleep keeps or drops it as that iOS version does.
    public var cardTint: TextTemplate? { didSet { compile() } }
    /// Views computed for each render by running the app's code (`--swift`):
    /// when set, they replace `slots` and `cardTint`.
    public var liveViews: (any LiveViews)? { didSet { compile() } }

    /// What a designer flips through: the samples, else the typical state.
    public var previewSamples: [Sample] { samples.isEmpty ? typicalSample.map { [$0] } ?? [] : samples }

    /// Said wherever the typical state is drawn (`render`, the app's preview).
    public var typicalNote: String {
        // A dictionary of any JSON values (a push SDK's `data`) has no keys
        // in the typical state: said, so that an empty card is not read as the app's.
        func open(_ schema: ContentSchema?, _ prefix: String) -> [String] {
            (schema?.fields ?? []).filter { $0.type == .dictionary(.any) || $0.type == .optional(.dictionary(.any)) }
                .map { prefix + ($0.property ?? $0.name) }
        }
        let empty = open(attributesSchema, "context.attributes.") + open(schema, "context.state.")
        let none = empty.isEmpty ? "" : "; \(empty.joined(separator: " and ")), dictionaries of any values, hold no keys: lasim has no sample of them and invents none"
        return "\(name) declares no sample states (a static ContentState value or #Preview(...) contentStates:); drawn with a typical state (each string its field's name, numbers 3, dates in ten minutes\(none)): give payloads to see real ones"
    }

    /// What a render reads, made whenever the above change.
    package private(set) var program: TemplateProgram

    /// The element a template draws in `slot`, if any, its names bound.
    public func element(_ slot: Slot) -> Element? { program.element(slot) }

    public init(name: String, description: String = "", attributesType: String? = nil, schema: ContentSchema? = nil,
                attributesSchema: ContentSchema? = nil, definitions: [String: Expression] = [:], samples: [Sample] = [],
                slots: [Slot: Element], warnings: [String] = [], file: String) {
        self.name = name; self.description = description; self.attributesType = attributesType; self.schema = schema
        self.attributesSchema = attributesSchema; self.definitions = definitions; self.samples = samples
        self.slots = slots; self.warnings = warnings; self.file = file
        program = TemplateProgram(definitions: definitions, slots: slots, cardTint: nil, schema: schema,
                                  attributesSchema: attributesSchema)
    }

    private mutating func compile() {
        program = TemplateProgram(definitions: definitions, slots: slots, cardTint: cardTint, schema: schema,
                                  attributesSchema: attributesSchema, liveViews: liveViews)
    }
}
