import LasimModel
import LasimRender
import LasimSwift
import LasimTemplate
import SwiftSyntax

/// An app's own Live Activity views, as a template whose views are computed
/// for each render by running the app's code.
public struct SwiftUIActivity: Sendable {
    /// Named after the attributes type: payloads with `attributes-type` X pick it.
    public var template: Template
    public var coverage: Coverage
    /// One line per sample state the app's code was run for and did not
    /// make, and per type declared twice where the folders do not tell which
    /// the widget compiles.
    public var sampleNotes: [SwiftDiagnostic] = []
}

/// The second front end: `ActivityConfiguration(for: X.self) { lock }
/// dynamicIsland: { DynamicIsland { regions } compactLeading: ... }` in an
/// app's sources -> a template whose views the evaluator runs.
public enum SwiftUIFrontEnd {
    /// What the schema importer (`--swift`) knows of each attributes type:
    /// its content-state and attributes schemas and where its sample states are written.
    public struct Schemas: Sendable {
        public var schema: ContentSchema?
        public var attributesSchema: ContentSchema?
        /// Run by the views' evaluator (`samples(_:)`): the template's samples.
        public var states: [ImportedSample]
        public init(schema: ContentSchema? = nil, attributesSchema: ContentSchema? = nil, states: [ImportedSample] = []) {
            self.schema = schema; self.attributesSchema = attributesSchema; self.states = states
        }

        public init(_ a: ImportedActivity) {
            self.init(schema: a.contentState, attributesSchema: a.attributes, states: a.samples)
        }
    }

    /// The sample states of an activity the app has no views for (drawn
    /// with a template, or not drawn: `validate`), made by the same
    /// evaluator as those of an activity with views, and one line per state
    /// it could not make.
    public static func samples(of typeName: String, in files: SwiftFiles, schemas: Schemas,
                               locale: String = "en_US", defaults: [String: JSONValue] = [:],
                               zones: (String) -> Zone? = { _ in nil },
                               everyZone: () -> [String: Zone] = { [:] }) -> (samples: [Sample], notes: [SwiftDiagnostic]) {
        guard !schemas.states.isEmpty else { return ([], []) }
        let views = SwiftLiveViews(files: files, decls: Declarations(files), attributesType: typeName, resources: AppResources())
        views.locale = FormatLocale.named(locale) ?? .enUS
        views.defaults = defaults
        views.zones = ZoneNames.resolved(in: files, zones, every: everyZone)
        views.schema = schemas.schema
        views.attributesSchema = schemas.attributesSchema
        return views.samples(schemas.states)
    }

    /// `locale`: how the views' numbers and dates print (`--locale`; see `knownLocales`).
    /// `defaults`: what the app's `UserDefaults` hold (`--defaults`).
    /// `zones`: a zone's rules by its identifier (the tz database), asked
    /// once here for each zone the sources name; `everyZone`: all of them,
    /// asked once when the sources name a zone from a value; `unlisted`:
    /// the configurations the app's widget bundle leaves out, not drawn.
    public static func activities(in files: SwiftFiles, schemas: [String: Schemas] = [:], resources: AppResources = AppResources(),
                                  locale: String = "en_US", defaults: [String: JSONValue] = [:],
                                  zones: (String) -> Zone? = { _ in nil },
                                  everyZone: () -> [String: Zone] = { [:] }, leavingOut unlisted: [Unlisted] = []) -> [SwiftUIActivity] {
        let format = FormatLocale.named(locale) ?? .enUS
        let decls = Declarations(files)
        let left = Set(unlisted.map(\.call))
        let named = ZoneNames.resolved(in: files, zones, every: everyZone)
        var out: [SwiftUIActivity] = []
        // Two configurations for one type: the one declared last draws, as
        // before, but one in a file the widget extension does not compile
        // (`outsideWidget`) only when there is no other.
        var last: [String: Int] = [:]
        for (k, call) in decls.configurations.enumerated() where !left.contains(call.id) {
            guard let t = attributesType(call) else { continue }
            if let kept = last[t], !files.isOutsideWidget(decls.configurations[kept]), files.isOutsideWidget(call) { continue }
            last[t] = k
        }
        // Configurations written in one file share their target's declarations.
        var targets: [String: (SwiftFiles, Declarations)] = [:]
        for (k, call) in decls.configurations.enumerated() {
            guard let typeName = attributesType(call), last[typeName] == k else { continue }
            let path = files.place(call)?.path ?? ""
            let (files, decls) = targets[path] ?? target(of: call, files, decls)
            targets[path] = (files, decls)
            let views = SwiftLiveViews(files: files, decls: decls, call: call, attributesType: typeName, resources: resources)
            let s = schemas[typeName] ?? Schemas()
            views.locale = format
            views.defaults = defaults
            views.zones = named
            views.schema = s.schema
            views.attributesSchema = s.attributesSchema
            let (made, sampleNotes) = views.samples(s.states)
            var template = Template(name: typeName, description: "\(typeName): the app's own SwiftUI views (\(files.location(call)))",
                                    attributesType: typeName, schema: s.schema, attributesSchema: s.attributesSchema,
                                    samples: made, slots: [:], file: files.location(call))
            template.liveViews = views
            var undeclared: [SwiftDiagnostic] = []
            if s.schema == nil && s.attributesSchema == nil && decls.type(typeName) == nil {
                let read = UndeclaredAttributes.typicalSchemas(call, typeName: typeName)
                template.typicalSample = TypicalState.sample(read.state, attributes: read.attributes, now: SwiftImporter.sampleInstant)
                let place = files.place(call)
                undeclared.append(SwiftDiagnostic(file: place?.path ?? "", line: place?.line ?? 0,
                    message: "\(typeName) is not declared in the files given (a type the app's build generates, or a folder not given): its typical state is the members the views read on context.state and context.attributes, each its name"))
            } else {
                template.typicalSample = TypicalState.sample(s.schema, attributes: s.attributesSchema, now: SwiftImporter.sampleInstant)
            }
            let coverage = views.coverage(samples: template.previewSamples)
            template.warnings = coverage.leftOut.map(\.description)
            let notes = unclearTargets(of: call, files, decls) + sampleNotes + undeclared
            out.append(SwiftUIActivity(template: template, coverage: coverage, sampleNotes: notes))
        }
        return out
    }

    /// A configuration whose widget the app's `@main` `WidgetBundle` does not list.
    public struct Unlisted: Sendable {
        public var call: SyntaxIdentifier
        public var attributesType: String
        public var note: SwiftDiagnostic
    }

    /// The configurations the phone never runs (`WidgetBundleList.leavingOut`):
    /// not drawn, each with one line naming its widget and the bundle.
    public static func unlisted(in files: SwiftFiles, bundles: WidgetBundleList) -> [Unlisted] {
        guard !bundles.bundles.isEmpty else { return [] }
        let calls = files.files.flatMap { ActivityConfigurationCall.all(in: Syntax($0.tree)) }
        let widgets = calls.map(widgetName)
        let activityWidgets = Set(widgets.compactMap { $0 })
        return zip(calls, widgets).compactMap { call, widget -> Unlisted? in
            guard let widget, let type = attributesType(call), let place = files.place(call),
                  let bundle = bundles.leavingOut(widget, at: place.path, activityWidgets: activityWidgets) else { return nil }
            let others = bundle.listed.filter(activityWidgets.contains).joined(separator: ", ")
            return Unlisted(call: call.id, attributesType: type, note: SwiftDiagnostic(file: place.path, line: place.line,
                message: "\(widget) (\(type)) not drawn: not in WidgetBundle \(bundle.name), which lists \(others)"))
        }
    }

    /// The widget type a configuration is written in (`struct X: Widget`, or an extension of it).
    static func widgetName(_ call: FunctionCallExprSyntax) -> String? {
        var node = call.parent
        while let n = node {
            if let s = n.as(StructDeclSyntax.self) { return s.name.text }
            if let e = n.as(ExtensionDeclSyntax.self) { return e.extendedType.trimmedDescription }
            node = n.parent
        }
        return nil
    }

    /// The files and declarations a configuration's widget compiles: where
    /// a type is declared in several targets (an app's folders of samples,
    /// each with its widget), the declaration nearest the configuration's file.
    static func target(of call: FunctionCallExprSyntax, _ files: SwiftFiles, _ decls: Declarations) -> (SwiftFiles, Declarations) {
        guard !decls.duplicates.isEmpty, let path = files.place(call)?.path else { return (files, decls) }
        let near = files.nearest(to: path)
        return (near, near.files.map(\.path) == files.files.map(\.path) ? decls : Declarations(near))
    }

    /// One line for each type declared twice that the views looked up and
    /// whose declarations the folders cannot tell apart (run after the views).
    static func unclearTargets(of call: FunctionCallExprSyntax, _ files: SwiftFiles, _ decls: Declarations) -> [SwiftDiagnostic] {
        guard !decls.duplicates.isEmpty, let path = files.place(call)?.path else { return [] }
        let used = decls.duplicatesLookedUp
        return decls.duplicates.compactMap { d -> SwiftDiagnostic? in
            guard used.contains(d.name), let kept = files.place(d.kept), let ignored = files.place(d.ignored),
                  WidgetTargetOrder.cannotTell(kept: (kept.path, d.kept), ignored: (ignored.path, d.ignored), anchors: [path],
                                               outside: files.outsideWidget) else { return nil }
            return SwiftDiagnostic(file: ignored.path, line: ignored.line,
                                   message: "a second type named \(d.name) (the first is at \(kept.path):\(kept.line)); this one is ignored")
        }
    }

    /// The regions `--locale` formats for, and whether a name is a language
    /// identifier it takes (any: the app's strings are read in its language).
    public static var knownLocales: String { FormatLocale.names }
    public static func isKnownLocale(_ name: String) -> Bool { FormatLocale.resolve(name) != nil }

    /// One line when `--locale` names a region lasim does not format for:
    /// the region it uses instead; nil when it knows it.
    public static func localeSubstitute(_ name: String) -> String? {
        guard let (l, exact) = FormatLocale.resolve(name), !exact else { return nil }
        let used = FormatLocale.regions[l.identifier] == nil ? "en_US" : l.identifier
        return "no formatting data for \(name): numbers and dates as \(used) prints them; the app's strings in \(name)"
    }

    static func attributesType(_ call: FunctionCallExprSyntax) -> String? { ActivityConfigurationCall.attributesType(call) }

    /// `ActivityConfiguration(...) { } .supplementalActivityFamilies([.small])` -> ["small"];
    /// also through the app's own `extension WidgetConfiguration` method
    /// that calls it, as apps still on iOS 16 write it
    /// (`.supplementalActivityFamiliesIfAvailable()`, `if #available(iOS 18.0, *)` inside).
    static func supplementalFamilies(_ call: FunctionCallExprSyntax, _ decls: Declarations) -> [String] {
        var node = Syntax(call)
        while let m = node.parent?.as(MemberAccessExprSyntax.self), let c = m.parent?.as(FunctionCallExprSyntax.self) {
            let name = m.declName.baseName.plain
            if name == "supplementalActivityFamilies" { return families(c) }
            for f in decls.type("WidgetConfiguration")?.methods[name] ?? [] {
                if let inner = f.body.flatMap(supplementalCall) { return families(inner) }
            }
            node = Syntax(c)
        }
        return []
    }

    private static func families(_ c: FunctionCallExprSyntax) -> [String] {
        c.arguments.flatMap { a in
            (a.expression.as(ArrayExprSyntax.self)?.elements.map(\.expression) ?? [a.expression])
                .compactMap { $0.as(MemberAccessExprSyntax.self)?.declName.baseName.plain }
        }
    }

    /// The first `.supplementalActivityFamilies(...)` call written in a body.
    private static func supplementalCall(_ body: CodeBlockSyntax) -> FunctionCallExprSyntax? {
        for t in body.tokens(viewMode: .sourceAccurate) where t.text == "supplementalActivityFamilies" {
            if let c = t.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) { return c }
        }
        return nil
    }
}
