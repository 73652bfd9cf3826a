import ArgumentParser
import LasimModel
import LasimRender
import LasimSwift
import LasimSwiftUI

/// `--swift PATH`: the app's own Live Activity, read from its source. The
/// importer (LasimSwift) gives each ActivityAttributes type its schemas,
/// samples and decoding; the SwiftUI front end (LasimSwiftUI) draws the same
/// type with the app's own views; a type without views gets the generic template.
struct SwiftOptions: ParsableArguments {
    @Option(name: .customLong("swift"),
            help: "A Swift file or folder of the app (repeatable): its ActivityAttributes decode the payloads, its SwiftUI views draw them, its samples are shown.")
    var paths: [String] = []

    /// What `--swift` found, for `--coverage`.
    struct Loaded {
        var activities: [ImportedActivity] = []
        var views: [SwiftUIActivity] = []
    }

    /// Reads the files, imports the activities, prints one line per problem on
    /// stderr, and puts them in front of the templates (attributes-type finds them first).
    /// `drawn`: also translate the SwiftUI views (render and the app). With one
    /// drawn activity and no `--template`, every payload is drawn with it
    /// (updates of an activity started in the app carry no attributes type).
    @discardableResult
    func apply(to catalog: inout TemplateCatalog, drawn: Bool = true, quiet: Bool = false) -> Loaded {
        guard !paths.isEmpty else { return Loaded() }
        let read = SwiftFileWalker.read(paths)
        let result = SwiftImporter.importActivities(from: SwiftSourceSet(files: read.files))
        if !quiet { for p in read.problems + result.diagnostics { warn(p.description) } }
        var loaded = Loaded(activities: result.activities)
        var schemas: [String: SwiftUIFrontEnd.Schemas] = [:]
        for a in result.activities {
            schemas[a.typeName] = SwiftUIFrontEnd.Schemas(schema: a.contentState, attributesSchema: a.attributes, samples: Self.samples(of: a))
        }
        // Only the files that could hold views are parsed again (a big folder stays fast).
        if drawn && read.files.contains(where: { $0.text.contains("ActivityConfiguration") }) {
            loaded.views = SwiftUIFrontEnd.activities(in: SwiftFiles.parse(RelevantFiles.select(read.files)), schemas: schemas)
        }
        var drawnNames: Set<String> = []
        for v in loaded.views {
            drawnNames.insert(v.template.name)
            catalog.addImported(v.template)
            if !quiet { for line in v.template.warnings { warn("swift: \(line)") } }
        }
        for a in result.activities where !drawnNames.contains(a.typeName) {
            catalog.addImported(Self.template(for: a, generic: catalog.generic))
        }
        if loaded.views.count == 1 && catalog.forced == nil { catalog.forced = loaded.views[0].template.name }
        return loaded
    }

    /// Without the app's SwiftUI views, the generic template draws its state.
    static func template(for a: ImportedActivity, generic: Template) -> Template {
        var t = generic
        t.name = a.typeName
        t.description = "\(a.typeName) from the app's Swift source (\(a.source)), drawn with the generic template"
        t.attributesType = a.typeName
        t.schema = a.contentState
        t.attributesSchema = a.attributes
        t.file = a.source
        t.samples = samples(of: a)
        return t
    }

    static func samples(of a: ImportedActivity) -> [Sample] {
        a.samples.map {
            Sample(name: $0.name, attributes: $0.attributes, contentState: $0.contentState,
                   now: SwiftImporter.sampleInstant, staleDate: nil, state: .active)
        }
    }
}

/// `--coverage` (render and the app): what of the app's views is drawn.
struct SwiftCoverageOptions: ParsableArguments {
    @Flag(help: "With --swift: print, per presentation, what was drawn, approximated and left out, and stop.")
    var coverage = false

    func check(_ swift: SwiftOptions) throws {
        if coverage && swift.paths.isEmpty { throw ValidationError("--coverage needs --swift PATH") }
    }

    /// The report for every activity drawn; a one-line error when none was found.
    func report(_ swift: SwiftOptions) throws -> String {
        var scratch = TemplateCatalog()
        let loaded = swift.apply(to: &scratch, quiet: true)
        guard !loaded.views.isEmpty else {
            throw ValidationError("\(swift.paths.joined(separator: ", ")): no ActivityConfiguration(for: X.self) { ... } found in the Swift files")
        }
        return loaded.views.map { $0.coverage.report(title: $0.template.name) }.joined(separator: "\n\n")
    }
}
