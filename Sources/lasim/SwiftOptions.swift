import ArgumentParser
import LasimModel
import LasimRender
import LasimSwift

/// `--swift PATH`: the app's own ActivityAttributes, read from its source.
struct SwiftOptions: ParsableArguments {
    @Option(name: .customLong("swift"),
            help: "A Swift file or folder of the app (repeatable): its ActivityAttributes decode the payloads and its samples are shown.")
    var paths: [String] = []

    /// Reads the files, imports the activities, prints one line per problem on
    /// stderr, and puts them in front of the templates (attributes-type finds them first).
    func apply(to catalog: inout TemplateCatalog, quiet: Bool = false) {
        guard !paths.isEmpty else { return }
        let read = SwiftFileWalker.read(paths)
        let result = SwiftImporter.importActivities(from: SwiftSourceSet(files: read.files))
        if !quiet { for p in read.problems + result.diagnostics { warn(p.description) } }
        for a in result.activities { catalog.addImported(Self.template(for: a, generic: catalog.generic)) }
    }

    /// Until the app's SwiftUI views are drawn, the generic template draws its state.
    static func template(for a: ImportedActivity, generic: Template) -> Template {
        var t = generic
        t.name = a.typeName
        t.description = "\(a.typeName) from the app's Swift source (\(a.source)), drawn with the generic template"
        t.attributesType = a.typeName
        t.schema = a.contentState
        t.attributesSchema = a.attributes
        t.file = a.source
        t.samples = a.samples.map {
            Sample(name: $0.name, attributes: $0.attributes, contentState: $0.contentState,
                   now: SwiftImporter.sampleInstant, staleDate: nil, state: .active)
        }
        return t
    }
}
