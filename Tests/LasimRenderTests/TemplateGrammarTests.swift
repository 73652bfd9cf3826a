import LasimModel
@testable import LasimRender
import LasimSnapshotTesting
@testable import LasimTemplate
import Testing

/// The grammar table is what the loader accepts, and docs/templates.md
/// carries the reference it makes.
@Suite struct TemplateGrammarTests {
    func load(_ yaml: String) throws -> Template {
        try TemplateLoader.build(try DataFile.parse(yaml, file: "mine.yaml"), file: "mine.yaml")
    }

    /// docs/templates.md carries `TemplateGrammar.markdownReference` between
    /// its markers; LASIM_RECORD=1 writes it there.
    @Test func docsCarryTheReference() throws {
        let current = try assertDocSection(TemplateGrammar.markdownReference, marker: "grammar", in: "docs/templates.md",
                                           suite: "TemplateGrammarTests")
        for kind in TemplateGrammar.kinds { #expect(current.contains("| `\(kind.name)` |"), "\(kind.name)") }
        for name in ColourSpec.names { #expect(current.contains("`\(name)`"), "\(name)") }
    }

    /// Every colour name the reference and the schema list loads, in any
    /// case, and the schema lists exactly the loader's names.
    @Test func colourNamesAreTheLoaders() throws {
        for name in ColourSpec.names {
            for spelling in [name, name.uppercased(), name.prefix(1).uppercased() + name.dropFirst()] {
                guard case .fixed = ColourSpec.literal(spelling) else { Issue.record("\(spelling) is not a colour"); continue }
            }
        }
        let anyOf = try #require(FileSchemas.template["definitions"]?["colour"]?["anyOf"]?.arrayValue)
        #expect(anyOf.contains { $0["enum"] == .array(ColourSpec.names.map { .string($0) }) })
    }

    /// The schema takes the colours the loader takes: a hex with or without
    /// "#", short or long, and the roles' short aliases; and refuses what
    /// the loader refuses.
    @Test func schemaTakesTheLoadersColours() throws {
        let anyOf = try #require(FileSchemas.template["definitions"]?["colour"]?["anyOf"]?.arrayValue)
        let pattern = try #require(anyOf.compactMap { $0["pattern"]?.stringValue }.first { $0.contains("0-9a-fA-F") })
        let regex = try Regex(pattern)
        for text in ["#1e5ad7", "1e5ad7", "#FFF", "fff", "#12", "1e5ad7ff", "#ggg", "# fff", ""] {
            #expect((RGB(hex: text) != nil) == (try regex.wholeMatch(in: text) != nil), "\(text)")
        }
        let roles = try #require(anyOf.compactMap { $0["enum"]?.arrayValue }.first { $0.contains(.string("primary")) })
        for alias in Palette.Role.aliases {
            #expect(Palette.Role(name: alias) != nil, "\(alias)")
            #expect(roles.contains(.string(alias)), "\(alias)")
        }
        let themeHex = try #require(FileSchemas.theme["properties"]?["light"]?["properties"]?["primary"]?["pattern"]?.stringValue)
        #expect(themeHex == pattern)
    }

    /// Each kind with every key it takes loads with no warning: the loader
    /// builds every kind the table lists and takes every key it lists.
    @Test func everyKeyOfEveryKindLoads() throws {
        let values: [String: String] = ["text": "hi", "glyph": "car", "hstack": "[a]", "vstack": "[a]", "spacer": "2",
                                        "progress": "0.5", "segmented": "null", "big": "'12'", "fields": "{}",
                                        "if": "true", "color": "accent", "background": "'#000000'", "bold": "true",
                                        "dim": "false", "italic": "true", "align": "center", "spacing": "1", "lines": "2",
                                        "min": "1", "total": "1", "rider": "rider", "segments": "3", "active": "1"]
        for kind in TemplateGrammar.kinds {
            let keys = [kind.name] + TemplateGrammar.keys(of: kind).map(\.name)
            let pairs = try keys.map { key in
                let v = try #require(key == "progress" && kind.name == "segmented" ? "50" : values[key], "no sample value for \(key)")
                return "\(key): \(v)"
            }
            let t = try load("name: x\nlock: {\(pairs.joined(separator: ", "))}\n")
            #expect(t.warnings.isEmpty, "\(kind.name): \(t.warnings)")
            #expect(t.slots[.lock].map { if case .error = $0.kind { false } else { true } } == true, "\(kind.name)")
        }
    }

    @Test("a key of another kind is named as such, and refused by the schema too")
    func anotherKindsKey() throws {
        let t = try load("name: x\nlock: {glyph: car, lines: 2, totl: 1}\n")
        #expect(t.warnings.contains { $0.hasSuffix("lock: \"lines\" is a key of text, not of glyph; ignored") }, "\(t.warnings)")
        #expect(t.warnings.contains { $0.hasSuffix("lock: unknown key \"totl\" ignored") }, "\(t.warnings)")
        let glyph = try #require(FileSchemas.template["definitions"]?["element"]?["anyOf"]?.arrayValue?
            .first { $0["required"] == .array(["glyph"]) })
        #expect(glyph["properties"]?["lines"] == nil && glyph["additionalProperties"] == .bool(false))
    }

    @Test func unknownKeyInsideSegmented() throws {
        let t = try load("name: x\nlock: {segmented: {segments: 3, active: 1, ridr: rider}}\n")
        #expect(t.warnings.contains { $0.hasSuffix("lock.segmented: unknown key \"ridr\" ignored (did you mean rider?)") }, "\(t.warnings)")
    }

    /// Every slot a template fills is a key of the table, and every key
    /// holding elements is a slot.
    @Test func slotsAreTheElementKeys() {
        var keys: [String] = []
        for key in TemplateGrammar.top {
            switch key.value {
            case .element: keys.append(key.name)
            case .mapping(let regions): keys += regions.map { "\(key.name).\($0.name)" }
            default: break
            }
        }
        #expect(Set(keys) == Set(Slot.allCases.map(\.rawValue)))
    }
}
