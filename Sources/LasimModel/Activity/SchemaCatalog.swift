/// Which template (and so which ContentState schema) draws an activity.
/// Implemented by the template catalog; the model only needs the schema.
public protocol SchemaCatalog: Sendable {
    /// The template for an activity that starts with `attributesType`, or,
    /// for an activity started in the app (no attributes-type seen), the one
    /// whose schema fits `contentState`. Falls back to a generic template
    /// with no schema (`nil`).
    func resolve(attributesType: String?, contentState: JSONObject?) -> (template: String, schema: ContentSchema?, attributes: ContentSchema?)
    /// The schema of a template already chosen.
    func schema(forTemplate name: String) -> ContentSchema?
    /// What the app's own `init(from:)` throws for a content state or the
    /// attributes (`part`) their schema took (a schema that
    /// `hasCustomDecoder`, the type's own or a nested type's: only running
    /// it tells): ActivityKit drops such an update, or never starts such an
    /// activity. Nil when it returns, or when only an app's code could tell.
    func appDecoderFailure(template: String, _ part: DropReason.DecodedPart, _ value: JSONObject) -> StateDecoder.Failure?
}

extension SchemaCatalog {
    public func appDecoderFailure(template: String, _ part: DropReason.DecodedPart, _ value: JSONObject) -> StateDecoder.Failure? { nil }
}

/// A catalog that knows no templates: everything decodes as-is.
public struct EmptyCatalog: SchemaCatalog {
    public init() {}
    public func resolve(attributesType: String?, contentState: JSONObject?) -> (template: String, schema: ContentSchema?, attributes: ContentSchema?) {
        ("generic", nil, nil)
    }
    public func schema(forTemplate name: String) -> ContentSchema? { nil }
}
