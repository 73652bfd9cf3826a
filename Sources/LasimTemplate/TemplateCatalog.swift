#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimModel

/// The templates lasim knows: the built-in ones plus any the user loads.
/// Also the model's `SchemaCatalog`: it picks which template (and schema)
/// an activity is decoded and drawn with.
public struct TemplateCatalog: SchemaCatalog {
    public private(set) var templates: [Template] = [] { didSet { indexByName() } }
    /// Where each name is in `templates`: every payload applied and every
    /// presentation drawn looks its template up, and a search copied each
    /// `Template` it passed (callgrind: 80 copies a payload).
    private var positions: [String: Int] = [:]

    private mutating func indexByName() {
        positions = [:]
        for (i, t) in templates.enumerated() where positions[t.name] == nil { positions[t.name] = i }
    }
    /// Forced with `--template`: every activity uses it.
    public var forced: String?
    /// Load problems (one line each), for stderr and the event log.
    public private(set) var problems: [String] = []

    public init() {}

    /// The built-in templates, compiled in from `Templates/`; from
    /// `$LASIM_HOME/Templates` when that is set (a designer's own set).
    public static func builtIn() -> TemplateCatalog {
        var c = TemplateCatalog()
        if let paths = ResourceLocator.homeFiles(in: "Templates") {
            for path in paths { c.load(path: path) }
        } else {
            for f in BuiltInFiles.files where f.folder == "Templates" { c.load(text: f.text, file: "Templates/" + f.name) }
        }
        if c.template(named: "generic") == nil { c.add(Self.fallbackGeneric) }
        return c
    }

    /// A template from its text; `file` names it in messages.
    @discardableResult
    public mutating func load(text: String, file: String) -> Bool {
        adding { () throws(DataFile.LoadError) in try TemplateLoader.build(try DataFile.parse(text, file: file), file: file) }
    }

    @discardableResult
    public mutating func load(path: String) -> Bool {
        adding { () throws(DataFile.LoadError) in try TemplateLoader.load(path: path) }
    }

    /// Adds what `load` makes, its warnings to `problems`; a file that
    /// does not load is one line there instead.
    private mutating func adding(_ load: () throws(DataFile.LoadError) -> Template) -> Bool {
        do throws(DataFile.LoadError) {
            let t = try load()
            add(t)
            problems += t.warnings
            return true
        } catch {
            problems.append(error.description)
            return false
        }
    }

    public mutating func add(_ t: Template) {
        templates.removeAll { $0.name == t.name }
        templates.append(t)
    }

    public mutating func remove(named name: String) { templates.removeAll { $0.name == name } }

    /// A type imported from the app's Swift source: ahead of every template,
    /// so its `attributes-type` (and a state started in the app) resolves to it first.
    public mutating func addImported(_ t: Template) {
        templates.removeAll { $0.name == t.name }
        templates.insert(t, at: 0)
        if !importedNames.contains(t.name) { importedNames.append(t.name) }
    }

    /// Templates made from the app's Swift types (`--swift`), in import order.
    public private(set) var importedNames: [String] = []

    /// What `--swift` alone previews first: the first imported type with
    /// sample states, else the first the app's views draw (its typical state).
    public var importedPreview: String? {
        importedNames.first { !(template(named: $0)?.samples.isEmpty ?? true) } ?? importedPreviewable.first
    }

    /// Every Live Activity of the app a preview can show (samples or a
    /// typical state), in import order: the app preview flips through them all.
    public var importedPreviewable: [String] {
        importedPreviews.filter { !(template(named: $0)?.previewSamples.isEmpty ?? true) }
    }

    /// Every Live Activity the app declares, in import order, for a render
    /// without payloads: those drawn with the app's own views (the widget
    /// bundle's), or every imported type where none is.
    public var importedPreviews: [String] {
        let imported = importedNames.compactMap(template(named:))
        let drawn = imported.filter { $0.liveViews != nil }
        return (drawn.isEmpty ? imported : drawn).map(\.name)
    }

    public func template(named name: String) -> Template? { positions[name].map { templates[$0] } }

    /// What drawing the template named `name` reads: a reference, not a copy.
    package func program(named name: String) -> TemplateProgram? { positions[name].map { templates[$0].program } }

    public var generic: Template { template(named: "generic") ?? Self.fallbackGeneric }

    public func resolve(attributesType: String?, contentState: JSONObject?) -> (template: String, schema: ContentSchema?, attributes: ContentSchema?) {
        if let forced, let t = template(named: forced) { return (t.name, t.schema, t.attributesSchema) }
        if let attributesType, let t = templates.first(where: { $0.attributesType == attributesType }) {
            return (t.name, t.schema, t.attributesSchema)
        }
        // Started in the app, and the app (`--swift`) has one activity type:
        // the update is decoded as that type, so a defective one is dropped as the phone drops it.
        if attributesType == nil, importedNames.count == 1, let t = template(named: importedNames[0]) {
            return (t.name, t.schema, t.attributesSchema)
        }
        if attributesType == nil, let state = contentState {
            // Started in the app: pick the template whose schema this state decodes as.
            let strict = StateDecoder(mode: .strict)
            for t in templates where t.schema != nil && t.name != "generic" {
                if (try? strict.decode(state, as: t.schema!)) != nil, fieldsOverlap(state, t.schema!) {
                    return (t.name, t.schema, t.attributesSchema)
                }
            }
        }
        let g = generic
        return (g.name, g.schema, g.attributesSchema)
    }

    /// Guards against a schema of all-optional fields matching anything.
    func fieldsOverlap(_ state: JSONObject, _ schema: ContentSchema) -> Bool {
        let names = Set(schema.fields.map(\.name))
        return state.keys.filter { names.contains($0) }.count * 2 >= state.count
    }

    /// Read in place: every payload applied asks, and copying the whole
    /// template to read one field was a measurable cost.
    public func schema(forTemplate name: String) -> ContentSchema? { positions[name].flatMap { templates[$0].schema } }

    /// Only an app's views run its decoder; a YAML template has none.
    public func appDecoderFailure(template: String, _ part: DropReason.DecodedPart, _ value: JSONObject) -> StateDecoder.Failure? {
        program(named: template)?.liveViews?.decodeFailure(part, value)
    }

    /// Used when Templates/ cannot be found: any state as label/value rows.
    public static let fallbackGeneric: Template = {
        let value: JSONValue = .object(JSONObject([
            "name": .string("generic"),
            "lock": .object(JSONObject(["fields": .object(JSONObject())])),
            "compact-leading": .string("{activityID}"),
            "compact-trailing": .string("{state}"),
            "minimal": .string("•"),
            "expanded": .object(JSONObject(["bottom": .object(JSONObject(["fields": .object(JSONObject())]))])),
        ]))
        return (try? TemplateLoader.build(value, file: "built-in generic"))!
    }()
}
