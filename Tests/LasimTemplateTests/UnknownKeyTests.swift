import LasimModel
@testable import LasimTemplate
import Testing

/// Every place a template's keys are checked words an unknown key the same
/// way (`TemplateLoader.unknownKeys`): pinned here byte for byte, in the
/// order a designer reads them.
@Suite struct UnknownKeyTests {
    @Test func everyPlaceAKeyIsCheckedWordsItTheSameWay() throws {
        let text = """
        name: keys
        locks: 1
        samples:
          one:
            now: 1
            stat: active
        expanded:
          botom: "x"
          center: "y"
        lock:
          vstack:
            - glyph: car
              lines: 2
              totl: 1
            - segmented:
                segments: 3
                active: 1
                ridr: car
            - text: "a"
              colr: red
        """
        let t = try TemplateLoader.build(DataFile.parse(text, file: "t/keys.yaml"), file: "t/keys.yaml")
        #expect(t.warnings == [
            #"keys.yaml: samples.one: unknown key "stat" ignored (did you mean state?)"#,
            #"keys.yaml: lock.vstack[0]: "lines" is a key of text, not of glyph; ignored"#,
            #"keys.yaml: lock.vstack[0]: unknown key "totl" ignored"#,
            #"keys.yaml: lock.vstack[1].segmented: unknown key "ridr" ignored (did you mean rider?)"#,
            #"keys.yaml: lock.vstack[2]: unknown key "colr" ignored (did you mean color?)"#,
            #"keys.yaml: unknown key "locks" ignored (did you mean lock?)"#,
            #"keys.yaml: expanded: unknown region "botom" ignored (did you mean bottom?) (regions: leading, center, trailing, bottom)"#,
        ])
    }

    /// A key the grammar knows is not reported, whatever it is spelt
    /// beside; one it does not know is, in any of the five places.
    @Test func knownKeysAreNotReported() {
        #expect(TemplateLoader.unknownKeys(["lock", "name"], known: TemplateLoader.topKeys, at: "") == [])
        #expect(TemplateLoader.unknownKeys(["lock", "locks"], known: TemplateLoader.topKeys, at: "x: ")
                == [#"x: unknown key "locks" ignored (did you mean lock?)"#])
    }
}
