import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// A translation whose words change with a count: string catalogs' plural
/// and device variations and substitutions, `.stringsdict` plural rules,
/// each form picked by CLDR's rules in the translation's language.
@Suite struct PluralVariationTests {
    /// The texts of the lock card laid out in points for `lock`, with `n`
    /// in the state, joined by " | " (in the order they are read: the
    /// cells would write a right-to-left text in the order it is seen).
    static func lock(_ lock: String, n: Int, files: [(path: String, text: String)], locale: String) throws -> String {
        let resources = AppResources.parse(files, language: locale)
        let source = LayoutRuleTests.widget(lock)
        let a = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", source)]), resources: resources, locale: locale).first)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let renderer = Renderer(catalog: catalog, options: RenderOptions())
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(#"{"n": \#(n)}"#), now: 0, state: .active)
        let p = try #require(renderer.pointLayout(.lock, Snapshot(sample: sample, template: a.template), now: 0))
        return LayoutRuleTests.views(p).compactMap { v in if case .text(let t) = v.view.content { return t.text }; return nil }.joined(separator: " | ")
    }

    static func unit(_ v: String) -> String { #"{"stringUnit":{"state":"translated","value":"\#(v)"}}"# }
    static func plural(_ forms: [(String, String)]) -> String {
        #"{"variations":{"plural":{"# + forms.map { #""\#($0.0)":\#(unit($0.1))"# }.joined(separator: ",") + "}}}"
    }

    /// "%lld stops left" in English (the source) and Russian, by plural.
    static let catalog = #"{"sourceLanguage":"en","version":"1.0","strings":{"%lld stops left":{"localizations":{"#
        + #""en":"# + plural([("one", "%lld stop left"), ("other", "%lld stops left")]) + ","
        + #""ru":"# + plural([("one", "Осталась %lld остановка"), ("few", "Осталось %lld остановки"), ("many", "Осталось %lld остановок"), ("other", "Осталось %lld остановки")])
        + "}}}}"

    @Test("CLDR's categories for whole counts: Russian, Polish, Arabic, Hebrew, French, Portugal's Portuguese, Japanese, English")
    func categories() {
        func c(_ n: Int, _ l: String) -> String { PluralRules.category(n, language: l).rawValue }
        #expect([1, 2, 5, 11, 21, 22, 25, 111].map { c($0, "ru") } == ["one", "few", "many", "many", "one", "few", "many", "many"])
        #expect([1, 2, 5, 12, 22, 21].map { c($0, "pl") } == ["one", "few", "many", "many", "few", "many"])
        #expect([0, 1, 2, 3, 10, 11, 99, 100, 102].map { c($0, "ar") } == ["zero", "one", "two", "few", "few", "many", "many", "other", "other"])
        #expect([1, 2, 3, 20].map { c($0, "he") } == ["one", "two", "other", "other"])
        #expect([0, 1, 2].map { c($0, "fr") } == ["one", "one", "other"])
        #expect(c(0, "pt-PT") == "other" && c(0, "pt_BR") == "one")
        #expect(c(1, "ja") == "other" && c(1, "zh-Hans") == "other")
        #expect(c(1, "en") == "one" && c(0, "en") == "other" && c(1, "de_DE") == "one")
    }

    @Test("Text(\"\\(n) stops left\") picks the catalog's form for n: English one/other, Russian one/few/many")
    func catalogPlural() throws {
        let files = [("W/Localizable.xcstrings", Self.catalog)]
        let text = #"Text("\(context.state.n) stops left")"#
        #expect(try Self.lock(text, n: 1, files: files, locale: "en_US").contains("1 stop left"))
        #expect(try Self.lock(text, n: 3, files: files, locale: "en_US").contains("3 stops left"))
        #expect(try Self.lock(text, n: 21, files: files, locale: "ru_RU").contains("Осталась 21 остановка"))
        #expect(try Self.lock(text, n: 3, files: files, locale: "ru_RU").contains("Осталось 3 остановки"))
        #expect(try Self.lock(text, n: 5, files: files, locale: "ru_RU").contains("Осталось 5 остановок"))
        // A language the catalog lacks: the development language's forms.
        #expect(try Self.lock(text, n: 1, files: files, locale: "de_DE").contains("1 stop left"))
    }

    @Test("a catalog's substitutions: each %#@name@ by its own argument's plural; a device variation's iPhone form")
    func substitutionsAndDevices() throws {
        let subs = #"{"stringUnit":{"state":"translated","value":"Noch %#@stops@ bis %@"},"substitutions":{"stops":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":\#(Self.unit("%arg Halt")),"other":\#(Self.unit("%arg Halte"))}}}}}"#
        let device = #"{"variations":{"device":{"iphone":\#(Self.unit("Tippe hier")),"other":\#(Self.unit("Klicke hier"))}}}"#
        let catalog = #"{"sourceLanguage":"en","strings":{"%lld stops to %@":{"localizations":{"de":\#(subs)}},"tap":{"localizations":{"de":\#(device)}}}}"#
        let files = [("W/Localizable.xcstrings", catalog)]
        let view = #"VStack { Text("\(context.state.n) stops to \("Köln")"); Text("tap") }"#
        let one = try Self.lock(view, n: 1, files: files, locale: "de_DE")
        #expect(one.contains("Noch 1 Halt bis Köln") && one.contains("Tippe hier"), "\(one)")
        #expect(try Self.lock(view, n: 4, files: files, locale: "de_DE").contains("Noch 4 Halte bis Köln"))
    }

    @Test("a .stringsdict: Arabic's six forms, through Text and through String(format: NSLocalizedString(...), n)")
    func stringsdict() throws {
        let dict = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>%lld minutes</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key>
                    <string>%#@minutes@ &amp; more</string>
                    <key>minutes</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>lld</string>
                        <key>zero</key><string>لا دقائق</string>
                        <key>one</key><string>دقيقة واحدة</string>
                        <key>two</key><string>دقيقتان</string>
                        <key>few</key><string>%lld دقائق</string>
                        <key>many</key><string>%lld دقيقة</string>
                        <key>other</key><string>%lld دقيقة</string>
                    </dict>
                </dict>
            </dict>
            </plist>
            """
        let files = [("W/ar.lproj/Localizable.stringsdict", dict), ("W/ar.lproj/Localizable.strings", #""x" = "y";"#)]
        let text = #"Text("\(context.state.n) minutes")"#
        #expect(try Self.lock(text, n: 0, files: files, locale: "ar").contains("لا دقائق & more"))
        #expect(try Self.lock(text, n: 2, files: files, locale: "ar").contains("دقيقتان & more"))
        #expect(try Self.lock(text, n: 5, files: files, locale: "ar").contains("5 دقائق & more"))
        let formatted = #"Text(String(format: NSLocalizedString("%lld minutes", comment: ""), context.state.n))"#
        #expect(try Self.lock(formatted, n: 1, files: files, locale: "ar").contains("دقيقة واحدة & more"))
        #expect(try Self.lock(formatted, n: 11, files: files, locale: "ar").contains("11 دقيقة & more"))
    }

    @Test("Hebrew relative dates: its dual said as one word (\"לפני שעתיים\"), other counts with their digits, as ICU's CLDR data says them")
    func hebrewRelativeDates() throws {
        let he = try #require(FormatLocale.named("he"))
        let now = 1_700_000_000.0
        func ago(_ seconds: Double) -> String { Formatting.relativeDate(now - seconds, now: now, zone: .utc, named: false, locale: he) }
        #expect(ago(3600) == "לפני שעה")
        #expect(ago(7200) == "לפני שעתיים")
        #expect(ago(5 * 3600) == "לפני 5 שעות")
        #expect(Formatting.relativeDate(now + 600, now: now, zone: .utc, named: false, locale: he) == "בעוד 10 דקות")
        // `Text(date, style: .relative)`: two hours and five minutes.
        #expect(Formatting.relative(2 * 3600 + 300, locale: he) == "שעתיים ו5 דק׳")
    }

    @Test("Bundle.main.preferredLocalizations is the app's localization that best matches the phone's language, else its development language")
    func preferredLocalization() throws {
        let files: [(path: String, text: String)] = [("W/en.lproj/Localizable.strings", #""a" = "b";"#),
                                                     ("W/he.lproj/Localizable.strings", #""a" = "ב";"#),
                                                     ("W/zh-Hans.lproj/Localizable.strings", #""a" = "乙";"#)]
        let text = #"Text("[" + (Bundle.main.preferredLocalizations.first ?? "none") + "]")"#
        #expect(try Self.lock(text, n: 1, files: files, locale: "de_DE").contains("[en]"))
        #expect(try Self.lock(text, n: 1, files: files, locale: "he_IL").contains("[he]"))
        #expect(try Self.lock(text, n: 1, files: files, locale: "zh_CN").contains("[zh-Hans]"))
        #expect(AppResources.parse(files + [("W/Info.plist", "<key>CFBundleDevelopmentRegion</key><string>he</string>")], language: "fr").preferredLocalization == "he")
    }
}
