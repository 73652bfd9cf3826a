import LasimModel

/// The template language in one table: every key a template file may hold,
/// where it may stand, what its value is, its default and what it does.
/// The loader checks keys against it, `FileSchemas` builds the JSON Schema
/// editors read from it, and the reference in docs/templates.md is made from
/// it (`TemplateGrammar.markdownReference`, which a test keeps equal to the
/// page), so the three cannot drift apart.
public enum TemplateGrammar {
    /// What a key's value is: the JSON Schema says it exactly, the reference in words.
    public indirect enum Value: Sendable {
        case string, boolean, number
        case integer(minimum: Int? = nil, maximum: Int? = nil)
        case oneOf([String])
        /// One element; a list of elements.
        case element, elements
        /// Text with `{expression|format}` holes.
        case textTemplate
        case expression
        case colour
        case glyphName
        /// A schema: field names and their types.
        case fields
        /// Names of the author's choosing, each with such a value (`let:`, `samples:`).
        case named(Value)
        case sample
        /// A mapping of exactly these keys.
        case mapping([Key])
        /// Any mapping.
        case object
        /// Any of these JSON types (`spacer: 2`, `spacer: {}`, `spacer:`).
        case types([String], words: String)
        /// The value, or nothing (`segmented:` with its keys beside it).
        case orNothing(Value)
    }

    public struct Key: Sendable {
        public let name: String
        public let value: Value
        /// What the loader takes when the key is absent, in words; nil when
        /// absence means "none".
        public let defaultValue: String?
        public let summary: String

        public init(_ name: String, _ value: Value, default defaultValue: String? = nil, _ summary: String) {
            self.name = name; self.value = value; self.defaultValue = defaultValue; self.summary = summary
        }
    }

    /// An element kind: the key that names it, its value, and the keys only
    /// it takes (every kind also takes `modifiers`).
    public struct Kind: Sendable {
        public let name: String
        public let body: Value
        public let keys: [Key]
        public let summary: String
    }

    /// Keys at the top of a template, in the order the reference lists them.
    public static let top: [Key] = [
        Key("name", .string, default: "the file's name", "What `--template` and `lasim templates` call it."),
        Key("description", .string, "One line for `lasim templates`."),
        Key("attributes-type", .string, default: "`name`",
            "The ActivityAttributes type name payloads carry in attributes-type."),
        Key("attributes", .fields, "Schema of the static attributes (`attributes.x` in expressions)."),
        Key("content-state", .fields, "Schema of the ContentState payloads are decoded against."),
        Key("let", .named(.expression), "Computed values, usable like fields everywhere below."),
        Key("samples", .named(.sample), "Named states for previews, snapshots and `render --sample`."),
        Key("lock", .element, "The lock-screen card."),
        Key("compact-leading", .element, "The island's left side when compact."),
        Key("compact-trailing", .element, "The island's right side when compact."),
        Key("minimal", .element, "The island's one-circle view when two activities share it."),
        Key("expanded", .mapping(expandedRegions), "The long-pressed island, by region."),
        Key("small", .element,
            "Apple Watch Smart Stack and CarPlay (ActivityFamily.small); without it the compact views are merged."),
    ]

    /// The regions of `expanded:`.
    public static let expandedRegions: [Key] = [
        Key("leading", .element, "Left of the camera."),
        Key("center", .element, "Under the camera, between leading and trailing, in the middle of the island where it fits there."),
        Key("trailing", .element, "Right of the camera."),
        Key("bottom", .element, "Below the three, the whole width, its content centred."),
    ]

    /// Keys of one sample state.
    public static let sample: [Key] = [
        Key("attributes", .object, "The static attributes."),
        Key("content-state", .object, "The content state."),
        Key("now", .number, default: "\(Int(TemplateLoader.defaultSampleTime)) (2023-11-14 22:13:20 UTC)",
            "The instant it is drawn at, Unix seconds, so countdowns are stable."),
        Key("stale-date", .number, "When it turns stale, Unix seconds."),
        Key("state", .oneOf(ActivityState.allCases.map(\.rawValue)), default: "`active`", "The lifecycle state."),
    ]

    /// Keys any element may carry besides its kind.
    public static let modifiers: [Key] = [
        Key("if", .expression, "Drawn only when this expression is true."),
        Key("color", .colour, default: "the enclosing element's", "Its text colour."),
        Key("background", .colour, "Colour behind it."),
        Key("bold", .boolean, default: "`false`", "Bold text."),
        Key("dim", .boolean, default: "`false`", "Faint text."),
        Key("italic", .boolean, default: "`false`", "Italic text."),
        Key("align", .oneOf(Element.Align.allCases.map(\.rawValue)), "How it lines up in its space (a stack: its children)."),
        Key("spacing", .integer(minimum: 0), default: "0", "Cells between a stack's children."),
    ]

    static let rider = Key("rider", .glyphName, "A glyph drawn at the bar's tip.")
    static let segmentedKeys: [Key] = [
        Key("segments", .expression, "How many capsules."),
        Key("active", .expression, "Which one is highlighted (those before it are completed)."),
        Key("progress", .expression, "0-100: all capsules empty and a completed bar with the rider over them, up to it."),
        rider,
    ]

    /// Element kinds, in the order the reference lists them.
    public static let kinds: [Kind] = [
        Kind(name: "text", body: .textTemplate,
             keys: [Key("lines", .integer(minimum: textLines.lowerBound, maximum: textLines.upperBound),
                        default: "\(textLines.lowerBound)", "Lines it may wrap onto.")],
             summary: "Text, cut with … when it does not fit."),
        Kind(name: "glyph", body: .glyphName, keys: [],
             summary: "A theme glyph by name (emoji, with an ASCII fallback), or literal text."),
        Kind(name: "hstack", body: .elements, keys: [], summary: "Elements side by side."),
        Kind(name: "vstack", body: .elements, keys: [], summary: "Elements one under another."),
        Kind(name: "spacer", body: .types(["integer", "object", "null"], words: "cells, or nothing"),
             keys: [Key("min", .integer(), default: "0", "At least this many cells.")],
             summary: "Flexible space (`spacer: N` is at least N cells)."),
        Kind(name: "progress", body: .expression,
             keys: [Key("total", .expression, default: "1", "The value of a full bar."), rider],
             summary: "A bar filled to value / total, with an optional rider glyph at the tip."),
        Kind(name: "segmented", body: .orNothing(.mapping(segmentedKeys)), keys: segmentedKeys,
             summary: "Capsule segments, the active one highlighted; progress (0-100) draws the rider over them."),
        Kind(name: "big", body: .textTemplate, keys: [], summary: "Digits three rows high (projector)."),
        Kind(name: "fields", body: .types(["object", "null"], words: "`{}`"), keys: [],
             summary: "Every content-state field as label/value rows."),
    ]

    public static let kindNames = kinds.map(\.name)
    /// How many lines a `text` may take (a number outside is taken as the nearest end).
    static let textLines = 1...10
    /// Every key an element of `kind` may carry besides the kind itself.
    static func keys(of kind: Kind) -> [Key] { modifiers + kind.keys }
    static func kind(_ name: String) -> Kind? { kinds.first { $0.name == name } }
}
