import LasimModel
import LasimRender
import LasimText
import LasimSwift
import LasimSwiftUI
import LasimTemplate

extension FuzzTargets {
    /// `--swift` reads Swift files from anywhere: any bytes, as one file or
    /// cut into two, import without trapping; every diagnostic is one
    /// visible line; the app's own samples decode as its own ContentState
    /// (what lasim shows as the app's states must be what its decoder takes);
    /// the SwiftUI front end turns the same files into templates whose
    /// samples draw in every presentation.
    public static func swift(_ data: [UInt8]) {
        let text = String(decoding: data, as: UTF8.self)
        // Parsing dominates the cost: the cut into two files on half the inputs.
        if let first = data.first, first & 1 == 1 {
            let cut = Int(first) * text.utf8.count / 255
            let head = String(decoding: Array(text.utf8.prefix(cut)), as: UTF8.self)
            let tail = String(decoding: Array(text.utf8.dropFirst(cut)), as: UTF8.self)
            _ = SwiftImporter.importActivities(from: SwiftSourceSet(files: [("A.swift", head), ("B.swift", tail)]))
        }

        let files = [("Widget/Fuzz.swift", text)]
        let result = SwiftImporter.importActivities(from: SwiftSourceSet(files: files))
        for d in result.diagnostics {
            let line = d.description
            precondition(!line.unicodeScalars.contains { Sanitizer.replacement(for: $0.value) != nil },
                         "swift: a diagnostic carries a control or bidi character: \(line.debugDescription)")
        }
        var schemas: [String: SwiftUIFrontEnd.Schemas] = [:]
        // The states are run (and checked) with the views.
        for a in result.activities { schemas[a.typeName] = SwiftUIFrontEnd.Schemas(a) }
        for v in SwiftUIFrontEnd.activities(in: SwiftFiles.parse(RelevantFiles.select(files)), schemas: schemas) {
            for n in v.sampleNotes {
                precondition(!n.description.unicodeScalars.contains { Sanitizer.replacement(for: $0.value) != nil },
                             "swift: a sample's note carries a control or bidi character: \(n.description.debugDescription)")
            }
            if let schema = v.template.schema {
                for s in v.template.samples { mustDecode(s.contentState, schema, "sample \(s.name) of \(v.template.name)") }
            }
            var c = catalog
            c.addImported(v.template)
            let renderer = Renderer(catalog: c)
            for s in v.template.samples {
                for p in Presentation.allCases {
                    _ = renderer.render(p, Snapshot(sample: s, template: v.template), now: s.now)
                }
            }
        }
    }

    /// What lasim shows as the app's states must be what its decoder takes.
    static func mustDecode(_ state: JSONObject, _ schema: ContentSchema, _ what: String) {
        do throws(StateDecoder.Failure) {
            _ = try StateDecoder(mode: .strict).decode(state, as: schema)
        } catch {
            preconditionFailure("swift: \(what) does not decode as its own ContentState: \(error.line)")
        }
    }
}
