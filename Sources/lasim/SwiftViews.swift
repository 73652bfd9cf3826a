import ArgumentParser
import LasimRender
import LasimSwiftUI

/// `--swift PATH`: the app's own SwiftUI Live Activity views, translated into
/// templates named after their attributes type and added to the catalog, so
/// payloads for that type are drawn with the app's views by the one renderer.
struct SwiftViewsOptions: ParsableArguments {
    @Option(name: .customLong("swift"), help: "The app's widget extension sources (a .swift file or a directory): draw its own Live Activity views.")
    var swift: String?

    @Flag(help: "With --swift: print, per presentation, what was drawn, approximated and left out, and stop.")
    var coverage = false

    func validate() throws {
        if coverage && swift == nil { throw ValidationError("--coverage needs --swift PATH") }
    }

    /// Loads the views into `catalog`; when there is one activity and no
    /// `--template`, every payload is drawn with it (updates started in the
    /// app carry no attributes type). Left-out constructs are warned, one line each.
    func load(into catalog: inout TemplateCatalog, schemas: [String: SwiftUIFrontEnd.Schemas] = [:]) throws -> [SwiftUIActivity] {
        guard let swift else { return [] }
        let files: SwiftFiles
        do { files = try SwiftFiles.load(path: swift) } catch let e as SwiftUIError { throw ValidationError(e.description) }
        let activities = SwiftUIFrontEnd.activities(in: files, schemas: schemas)
        guard !activities.isEmpty else {
            throw ValidationError("\(swift): no ActivityConfiguration(for: X.self) { ... } found in \(files.files.count) Swift file(s)")
        }
        for a in activities {
            catalog.add(a.template)
            if !coverage { for line in a.template.warnings { warn("swift: \(line)") } }
        }
        if activities.count == 1 && catalog.forced == nil { catalog.forced = activities[0].template.name }
        return activities
    }

    /// `--coverage`: the report for every activity found.
    func report(_ activities: [SwiftUIActivity]) -> String {
        activities.map { $0.coverage.report(title: $0.template.name) }.joined(separator: "\n\n")
    }
}
