import LasimModel
import SwiftSyntax

/// A sample state the app itself declares (a `static` value or a
/// `#Preview`'s state): where it is written and what makes it. The
/// interpreter that runs the app's views runs it (LasimSwiftUI), for every
/// command alike: one evaluator of preview states.
public struct ImportedSample: Sendable, Equatable {
    public var name: String
    /// "file:line" of the declaration.
    public var source: String
    public var code: CodeSample
}

/// What to run for a sample state, and where it is written.
public struct CodeSample: Sendable, Equatable {
    /// A static (`owner.name`, called when `isFunction`), or an expression
    /// as written in `path` at `offset` (a `#Preview`'s state).
    public enum Made: Sendable, Hashable {
        case staticMember(owner: String, name: String, isFunction: Bool)
        case expression(text: String, path: String, offset: Int)
    }
    public var made: Made
    /// The attributes shown with it: a preview's `using:`, else the
    /// attributes type's first static (nil: none, an empty object).
    public var attributes: Made? = nil
    /// The file the state is written in (its static or its `#Preview`), and the line.
    public var path: String
    public var line: Int
    /// What the state is, for notes (`#Preview content state`, `sample X.y`).
    public var subject: String
    /// The files it is written in: the state's, and its attributes' when elsewhere.
    public var files: [String]
}

/// One `ActivityAttributes` type of the app.
public struct ImportedActivity: Sendable {
    /// The Swift type name: what a push's `attributes-type` must say.
    public var typeName: String
    public var attributes: ContentSchema
    public var contentState: ContentSchema
    public var samples: [ImportedSample]
    /// "file:line" of the type.
    public var source: String
}

public struct SwiftImport: Sendable {
    public var activities: [ImportedActivity]
    public var diagnostics: [SwiftDiagnostic]
}

/// Reads an app's Live Activities from its Swift source: every type that
/// conforms to `ActivityAttributes` (directly or through an extension), its
/// attributes and `ContentState` as schemas, and the sample states it declares.
/// Pure: (path, text) pairs in, schemas and one-line diagnostics out.
public enum SwiftImporter {
    /// Samples are shown at this instant (Unix seconds), like templates' samples.
    public static let sampleInstant = 1_700_000_000.0

    /// Why a sample state would not decode as `schema` (nil: it decodes):
    /// code that would not compile (a misspelt label) makes a state the
    /// app's own decoder refuses, which is no sample.
    public static func decodeFailure(_ state: JSONObject, _ schema: ContentSchema) -> String? {
        do throws(StateDecoder.Failure) {
            _ = try StateDecoder(mode: .strict).decode(state, as: schema)
            return nil
        } catch {
            return error.line
        }
    }

    /// One file's text, for fuzzing and tests.
    public static func importActivities(path: String, text: String) -> SwiftImport {
        importActivities(from: SwiftSourceSet(files: [(path, text)]))
    }

    public static func importActivities(from sources: SwiftSourceSet) -> SwiftImport {
        var index = TypeIndex()
        var diagnostics: [SwiftDiagnostic] = []
        func indexFiles(mentioning word: String) -> Bool { indexFiles(sources.files(mentioning: word)) }
        // Each name's declaring files are looked for once: the files do not change between rounds.
        var declarationsSought: Set<String> = []
        func indexFiles(declaring name: String, extending: Bool) -> Bool {
            guard declarationsSought.insert((extending ? "extension " : "") + name).inserted else { return false }
            return indexFiles(sources.files(declaring: name, extending: extending))
        }
        func indexFiles(_ found: [Int]) -> Bool {
            var added = false
            for i in found where !index.indexedFiles.contains(i) {
                index.add(file: i, tree: sources.syntax(i))
                if let cut = sources.cutBracketRun(i) {
                    diagnostics.append(SwiftDiagnostic(file: sources.files[i].path, line: cut.line,
                        message: "\(cut.length) '\(cut.bracket)' in a row: only the first \(SwiftParsing.maxBracketRun) are read (Swift's parser takes exponential time on such runs)"))
                }
                if let e = sources.firstSyntaxError(i) {
                    diagnostics.append(SwiftDiagnostic(file: sources.files[i].path, line: e.line,
                        message: "does not parse as Swift (near \"\(e.near)\"); declarations after it may be missed"))
                }
                added = true
            }
            return added
        }
        for word in ["ActivityAttributes", "ContentState", "contentStates"] { _ = indexFiles(mentioning: word) }
        // The type an `ActivityConfiguration(for:)` names is attributes
        // whatever its conformances say: an SDK's protocol that refines
        // ActivityAttributes (`PushwooshLiveActivityAttributes`) is not in
        // the app's files.
        var configured: Set<String> = []
        for i in sources.files(mentioning: "ActivityConfiguration") {
            for call in ActivityConfigurationCall.all(in: Syntax(sources.syntax(i))) {
                if let name = ActivityConfigurationCall.attributesType(call) { configured.insert(name) }
            }
        }
        for name in configured.sorted() { _ = indexFiles(mentioning: name) }

        var attributeTypes: [String] = []
        var builder = SchemaBuilder(sources: sources, index: index)
        // Types the attributes use may be declared in files not read yet:
        // read the files that mention them and build again (a few rounds at most).
        for _ in 0..<8 {
            // A protocol that refines ActivityAttributes (`protocol Tracked: ActivityAttributes`) makes its conformers attributes too.
            var refining: Set<String> = ["ActivityAttributes", "ActivityKit.ActivityAttributes"]
            while true {
                let more = index.types.values.filter { $0.kind == .proto && !refining.contains($0.name) && $0.inherited.contains(where: refining.contains) }
                if more.isEmpty { break }
                for p in more { refining.insert(p.name) }
            }
            attributeTypes = index.types.values
                .filter { $0.kind != .proto && ($0.inherited.contains(where: refining.contains)
                    || configured.contains(String($0.name.split(separator: ".").last!))) }
                .map(\.name).sorted()
            var grew = false
            for name in attributeTypes { grew = indexFiles(mentioning: name) || grew }
            builder = SchemaBuilder(sources: sources, index: index)
            for name in attributeTypes {
                _ = builder.userType(name, file: index.types[name]!.file, node: index.types[name]!.node)
                if let content = contentStateName(name, index) {
                    _ = builder.userType(content, file: index.types[name]!.file, node: index.types[name]!.node)
                }
            }
            for name in builder.unknownNames.sorted() where !name.isEmpty { grew = indexFiles(mentioning: name) || grew }
            for name in builder.standardNamesRead.sorted() { grew = indexFiles(declaring: name, extending: false) || grew }
            for name in builder.protocolsAdopted.sorted() { grew = indexFiles(declaring: name, extending: true) || grew }
            if !grew { break }
        }
        // The schemas read the declaration nearest the widget (its own
        // target's); a second one the folders cannot tell from it is said.
        let anchors = WidgetTargetOrder.anchors(sources.files.map { ($0.path, $0.text) }, outside: sources.outsideWidget)
        for d in index.duplicates where builder.built.contains(d.name)
            && WidgetTargetOrder.cannotTell(kept: (sources.files[d.first.file].path, d.first.node),
                                            ignored: (sources.files[d.file].path, d.node), anchors: anchors,
                                            outside: sources.outsideWidget) {
            let firstAt = sources.location(of: d.first.node, in: d.first.file)
            diagnostics.append(SwiftDiagnostic(file: sources.files[d.file].path, line: sources.line(of: d.node, in: d.file),
                message: "a second type named \(d.name) (the first is at \(firstAt)); this one is ignored"))
        }

        var activities: [ImportedActivity] = []
        for name in attributeTypes {
            let decl = index.types[name]!
            guard case .object(let attributes) = builder.userType(name, file: decl.file, node: decl.node) else { continue }
            guard let contentName = contentStateName(name, index) else {
                builder.note(decl.file, decl.node, "\(name) conforms to ActivityAttributes but has no ContentState type")
                continue
            }
            var content: ContentSchema
            switch builder.userType(contentName, file: decl.file, node: decl.node) {
            case .object(let s), .custom(_, .object(let s)?):
                // An enum decoding itself from keys: the keys its decoder reads.
                content = s
            default:
                builder.note(decl.file, decl.node, "\(contentName) is not a struct lasim can read: \(SchemaBuilder.runByApp)")
                content = ContentSchema(name: contentName, fields: [], swiftType: contentName, customDecoding: SchemaBuilder.runByApp)
            }
            var attributesSchema = attributes
            attributesSchema.name = name
            var contentSchema = content
            contentSchema.name = "\(name).ContentState"
            activities.append(ImportedActivity(typeName: String(name.split(separator: ".").last!), attributes: attributesSchema,
                                               contentState: contentSchema, samples: [],
                                               source: sources.location(of: decl.node, in: decl.file)))
        }
        var samples = SampleCollector(sources: sources, index: index, builder: builder, activities: activities)
        samples.collect()
        activities = samples.activities
        diagnostics += samples.builder.diagnostics
        if attributeTypes.isEmpty {
            let where_ = sources.files.count == 1 ? sources.files[0].path : "\(sources.files.count) Swift files"
            diagnostics.append(SwiftDiagnostic(file: where_, line: 0,
                message: "no type conforms to ActivityAttributes: nothing to import (point --swift at the widget's sources)"))
        }
        return SwiftImport(activities: activities, diagnostics: diagnostics)
    }

    /// `X.ContentState`: a nested type or a typealias.
    static func contentStateName(_ attributes: String, _ index: TypeIndex) -> String? {
        let name = attributes + ".ContentState"
        return index.types[name] != nil || index.aliases[name] != nil ? name : nil
    }
}
