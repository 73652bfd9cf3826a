import LasimModel
@testable import LasimRender
@testable import LasimTemplate
import Testing

/// Misspelt keys, elements, formats and glyph names get a "did you mean".
@Suite struct LoaderSuggestionTests {
    func load(_ yaml: String) throws -> Template {
        try TemplateLoader.build(try DataFile.parse(yaml, file: "mine.yaml"), file: "mine.yaml")
    }

    @Test func misspeltTopKey() throws {
        let t = try load("name: x\nlocks: hello\n")
        #expect(t.warnings.contains { $0.contains("unknown key \"locks\" ignored (did you mean lock?)") }, "\(t.warnings)")
    }

    @Test func misspeltElement() throws {
        let t = try load("name: x\nlock:\n  - txt: hello\n")
        #expect(t.warnings.contains { $0.contains("\"txt\" is not an element (did you mean text?)") }, "\(t.warnings)")
    }

    @Test func misspeltModifier() throws {
        let t = try load("name: x\nlock:\n  text: hello\n  bold: true\n  colr: accent\n")
        #expect(t.warnings.contains { $0.contains("unknown key \"colr\" ignored (did you mean color?)") }, "\(t.warnings)")
    }

    @Test func misspeltFormat() throws {
        let t = try load("name: x\nlock: \"{now|tme}\"\n")
        #expect(t.warnings.contains { $0.contains("unknown format \"tme\" (did you mean time?") }, "\(t.warnings)")
    }

    @Test("glyph: pizza is a warning with a suggestion, and a render problem")
    func unknownGlyph() throws {
        let t = try load("name: x\nlock: {glyph: pizza}\ncompact-leading: {glyph: ridr}\nminimal: {glyph: \"•\"}\n")
        #expect(t.warnings.contains { $0.contains("lock.glyph: \"pizza\" is not a glyph name;") }, "\(t.warnings)")
        #expect(t.warnings.contains { $0.contains("\"ridr\" is not a glyph name (did you mean rider?)") }, "\(t.warnings)")
        #expect(!t.warnings.contains { $0.contains("•") }, "literal glyph text is not a name")
        var c = TemplateCatalog(); c.add(t)
        let r = Renderer(catalog: c).render(.lock, Snapshot(sample: Sample(name: "s", attributes: JSONObject(), contentState: JSONObject(),
                                                                           now: 0, staleDate: nil, state: .active), template: t), now: 0)
        #expect(r.problems.contains { $0.description.contains("\"pizza\" is not a glyph of theme default") }, "\(r.problems)")
    }

    @Test func misspeltExpandedRegion() throws {
        let t = try load("name: x\nexpanded:\n  botom: hi\n")
        #expect(t.warnings.contains { $0.contains("unknown region \"botom\" ignored (did you mean bottom?)") }, "\(t.warnings)")
    }
}

@Suite struct ThemeSuggestionTests {
    @Test func misspeltThemeKeys() throws {
        let loaded = try ThemeLoader.build(try DataFile.parse("ligt: {primary: \"#000000\"}\ndark: {acent: \"#ffffff\"}\n", file: "t.yaml"), file: "t.yaml")
        #expect(loaded.warnings.contains { $0.contains("ligt: unknown key ignored (did you mean light?)") }, "\(loaded.warnings)")
        #expect(loaded.warnings.contains { $0.contains("dark.acent: unknown key ignored (did you mean accent?)") }, "\(loaded.warnings)")
    }
}
