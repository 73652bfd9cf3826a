import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimModel
import LasimRender
import LasimSwift
import LasimSwiftUI
import LasimTemplate
import LasimText

/// `--swift PATH`: the app's own Live Activity, read from its source. The
/// importer (LasimSwift) gives each ActivityAttributes type its schemas,
/// samples and decoding; the SwiftUI front end (LasimSwiftUI) draws the same
/// type with the app's own views; a type without views gets the generic template.
struct SwiftOptions: ParsableArguments {
    func validate() throws {
        if !assets.isEmpty && paths.isEmpty { throw ValidationError("--assets needs --swift PATH") }
        for dir in assets {
            var isDir = false
            guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir else {
                throw ValidationError("--assets \(Sanitizer.visible(dir)): not a folder (an Assets.xcassets, or a folder holding one)")
            }
        }
        if !defaults.isEmpty && paths.isEmpty { throw ValidationError("--defaults needs --swift PATH") }
        for d in defaults where !d.hasPrefix("@") && d.firstIndex(of: "=").map({ $0 == d.startIndex }) ?? true {
            throw ValidationError("--defaults \(Sanitizer.visible(d)): expected KEY=VALUE (isDark=true, theme=\"ocean\") or @FILE.json")
        }
        _ = try readDefaults()
        guard SwiftUIFrontEnd.isKnownLocale(locale) else {
            throw ValidationError("--locale \"\(Sanitizer.visible(locale))\": not a language identifier (zh-Hans, pt_BR, ja; formatted regions: \(SwiftUIFrontEnd.knownLocales))")
        }
    }

    @Option(name: .customLong("swift"),
            help: "A Swift file or folder of the app (repeatable): its ActivityAttributes decode the payloads, its SwiftUI views draw them, its samples are shown.")
    var paths: [String] = []

    @Option(name: .customLong("assets"),
            help: "With --swift: an Assets.xcassets (or a folder holding one) elsewhere than beside the sources (repeatable): its imagesets and colorsets.")
    var assets: [String] = []

    @Option(help: "With --swift: the phone's language and region (zh-Hans, pt_BR, ja...): the app's strings in that language, numbers and dates as the region prints them (\(SwiftUIFrontEnd.knownLocales); default en_US, an iPhone set to US English).")
    var locale: String = "en_US"

    @Option(name: .customLong("defaults"),
            help: ArgumentHelp("With --swift: a value the app's UserDefaults hold, every suite alike (repeatable): KEY=VALUE, VALUE read as JSON (true, 2, \"a\") or else as text; or @FILE.json, a JSON object of KEY: VALUE.",
                               valueName: "key=value"))
    var defaults: [String] = []

    /// `--defaults`, read: KEY -> its value (JSON when it parses, else the
    /// text), in the order given: a later value of a key wins.
    var defaultsValues: [String: JSONValue] { (try? readDefaults()) ?? [:] }

    /// `--defaults`, read; a file that is not a JSON object is one line naming it and what is wrong.
    func readDefaults() throws -> [String: JSONValue] {
        var out: [String: JSONValue] = [:]
        for d in defaults {
            if d.hasPrefix("@") {
                let path = String(d.dropFirst())
                let shown = "--defaults @\(Sanitizer.visible(path))"
                guard let data = FileManager.default.contents(atPath: path) else { throw ValidationError("\(shown): cannot read the file") }
                let value: JSONValue
                do throws(JSONError) { value = try JSONParser.parse(bytes: Array(data)) } catch {
                    throw ValidationError("\(shown): not JSON: \(error)")
                }
                guard case .object(let o) = value else {
                    throw ValidationError("\(shown): expected a JSON object of key: value ({\"isDark\": true}), not a JSON \(value.kindName)")
                }
                for e in o.entries { out[e.key] = e.value }
                continue
            }
            guard let eq = d.firstIndex(of: "=") else { continue }
            let value = String(d[d.index(after: eq)...])
            out[String(d[..<eq])] = (try? JSONParser.parse(value)) ?? .string(value)
        }
        return out
    }

    /// The app ships imagesets (beside its sources or under `--assets`).
    var hasImageSets: Bool {
        !paths.isEmpty && SwiftFileWalker.resources(paths + assets).contains { $0.path.contains(".imageset/") }
    }

    /// What `--swift` found, for `--coverage`.
    struct Loaded {
        var activities: [ImportedActivity] = []
        var views: [SwiftUIActivity] = []
        /// The templates to put in front of the catalog, in order.
        var templates: [Template] = []
        /// What the importer and the samples could not read, and what the
        /// views leave out (coverage), in the order found (sanitised).
        var found: [Found] = []
        /// One line per problem, for the app's log.
        var warnings: [String] { found.map(\.line) }
        /// The files whose edit changes what was loaded (live reload).
        var watched: [String] = []
    }

    /// Reads the files, imports the activities, prints one line per problem on
    /// stderr, and puts them in front of the templates (attributes-type finds them first).
    /// `drawn`: also translate the SwiftUI views (render and the app). With one
    /// drawn activity and no `--template`, every payload is drawn with it
    /// (updates of an activity started in the app carry no attributes type).
    @discardableResult
    func apply(to catalog: inout TemplateCatalog, drawn: Bool = true, quiet: Bool = false) -> Loaded {
        guard !paths.isEmpty else { return Loaded() }
        let loaded = Self.load(paths, drawn: drawn, generic: catalog.generic, locale: locale, assets: assets, defaults: defaultsValues)
        if !quiet { StderrCauses.shared.warn(loaded.found) }
        for t in loaded.templates { catalog.addImported(t) }
        if loaded.views.count == 1 && catalog.forced == nil { catalog.forced = loaded.views[0].template.name }
        return loaded
    }

    /// The whole `--swift` load, pure but for reading the files: the app
    /// runs it again when a watched file is saved.
    static func load(_ paths: [String], drawn: Bool, generic: Template, locale: String = "en_US", assets: [String] = [],
                     defaults: [String: JSONValue] = [:]) -> Loaded {
        var read = SwiftFileWalker.read(paths)
        read.files += AlarmKitModel.files(for: read.files)
        read.files += PushSDKModel.files(for: read.files)
        let result = SwiftImporter.importActivities(from: SwiftSourceSet(files: read.files, outsideWidget: read.outside))
        var loaded = Loaded(activities: result.activities)
        loaded.found = (read.problems + result.diagnostics).map(Self.found)
        var schemas: [String: SwiftUIFrontEnd.Schemas] = [:]
        for a in result.activities {
            schemas[a.typeName] = SwiftUIFrontEnd.Schemas(a)
        }
        // The files sample states are written in: their statics and previews
        // are run by the views' evaluator for every command that draws them.
        // validate, report and serve never draw a preview state, so they do
        // not make them: on a big app that is most of their start-up.
        let sampleFiles = drawn ? Set(result.activities.flatMap { $0.samples.flatMap(\.code.files) }) : []
        // Only the files that could hold views are parsed again (a big folder stays fast).
        // A content state or attributes decoded by an init(from:) of the
        // app's (its own or a type's it holds) are decoded by running it,
        // with the views' evaluator, even when nothing is drawn (`validate`):
        // what it throws, the phone drops.
        let decodersToRun = result.activities.contains { $0.contentState.hasCustomDecoder || $0.attributes.hasCustomDecoder }
        let withViews = drawn || decodersToRun
        let viewFiles = withViews || !sampleFiles.isEmpty
            ? RelevantFiles.select(read.files, also: sampleFiles, configurations: withViews) : []
        let parsed = viewFiles.isEmpty ? nil : SwiftFiles.parse(viewFiles, outsideWidget: read.outside)
        // An activity the app's widget bundle leaves out is not drawn, not even with a template.
        var unlistedTypes: Set<String> = []
        if withViews, let parsed {
            let bundles = WidgetBundleList.read(read.files)
            let unlisted = SwiftUIFrontEnd.unlisted(in: parsed, bundles: bundles)
            loaded.found += unlisted.map { Self.found($0.note) }
            unlistedTypes = Set(unlisted.map(\.attributesType))
            let resourceFiles = SwiftFileWalker.resources(paths + assets)
            var resources = AppResources.parse(resourceFiles, language: locale)
            resources.infoDictionary = SwiftFileWalker.infoDictionary(paths, files: read.files)
            if let plist = resources.infoDictionary?.path {
                resources.infoDictionary?.localized = AppResources.infoPlistStrings(resourceFiles, plist: plist, language: locale)
            }
            if let note = SwiftUIFrontEnd.localeSubstitute(locale) { loaded.found.append(Found(pass: "swift", problem: Problem(at: "--locale", Sanitizer.visible(note)))) }
            loaded.views = SwiftUIFrontEnd.activities(in: parsed, schemas: schemas, resources: resources,
                                                      locale: locale, defaults: defaults, zones: { ZoneDatabase.zone(named: $0) },
                                                      everyZone: { ZoneDatabase.all() }, leavingOut: unlisted)
        }
        var drawnNames: Set<String> = []
        for v in loaded.views {
            drawnNames.insert(v.template.name)
            loaded.found += v.sampleNotes.map(Self.found)
            loaded.templates.append(v.template)
            if drawn { loaded.found += v.coverage.leftOut.map { Found(pass: "swift", problem: $0) } }
        }
        for a in result.activities where !drawnNames.contains(a.typeName) && !unlistedTypes.contains(a.typeName) {
            // No views: the same evaluator makes its states, for the generic template.
            var t = Self.template(for: a, generic: generic)
            if drawn, let parsed {
                let (samples, notes) = SwiftUIFrontEnd.samples(of: a.typeName, in: parsed, schemas: schemas[a.typeName] ?? .init(a),
                                                               locale: locale, defaults: defaults, zones: { ZoneDatabase.zone(named: $0) },
                                                               everyZone: { ZoneDatabase.all() })
                t.samples = samples
                loaded.found += notes.map(Self.found)
            }
            loaded.templates.append(t)
        }
        // The views' files, and those that declare the activities' types.
        let words = ["ActivityAttributes", "ContentState"] + result.activities.map(\.typeName)
        loaded.watched = Array(Set(viewFiles.map(\.path) + read.files.filter { f in words.contains { f.text.contains($0) } }.map(\.path))).sorted()
        return loaded
    }

    /// A diagnostic of the importer or the samples with its place apart, so
    /// a render that finds the same cause at the same place does not say it again.
    static func found(_ d: SwiftDiagnostic) -> Found {
        Found(pass: nil, problem: Problem(at: Sanitizer.visible(d.line > 0 ? "\(d.file):\(d.line)" : d.file), Sanitizer.visible(d.message)))
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
        t.samples = []
        return t
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
