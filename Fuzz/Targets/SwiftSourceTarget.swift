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
        for a in result.activities {
            var samples: [Sample] = []
            for s in a.samples {
                do throws(StateDecoder.Failure) {
                    _ = try StateDecoder(mode: .strict).decode(s.contentState, as: a.contentState)
                } catch {
                    preconditionFailure("swift: sample \(s.name) of \(a.typeName) does not decode as its own ContentState: \(error.line)")
                }
                samples.append(Sample(name: s.name, attributes: s.attributes, contentState: s.contentState,
                                      now: SwiftImporter.sampleInstant))
            }
            schemas[a.typeName] = SwiftUIFrontEnd.Schemas(schema: a.contentState, attributesSchema: a.attributes, samples: samples)
        }
        for v in SwiftUIFrontEnd.activities(in: SwiftFiles.parse(RelevantFiles.select(files)), schemas: schemas) {
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
}
