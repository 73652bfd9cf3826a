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
}

/// A catalog that knows no templates: everything decodes as-is.
public struct EmptyCatalog: SchemaCatalog {
    public init() {}
    public func resolve(attributesType: String?, contentState: JSONObject?) -> (template: String, schema: ContentSchema?, attributes: ContentSchema?) {
        ("generic", nil, nil)
    }
    public func schema(forTemplate name: String) -> ContentSchema? { nil }
}
