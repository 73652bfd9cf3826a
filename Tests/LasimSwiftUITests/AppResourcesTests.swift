import LasimModel
import LasimRender
@testable import LasimSwiftUI
import Testing

/// What an app ships beside its Swift: colour sets and localized strings,
/// read as Xcode writes them.
@Suite struct AppResourcesTests {
    static let colourSet = """
        {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x5C","green":"0.200","red":"234"}},"idiom":"universal"},
         {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"1.000","green":"1.000","red":"1.000"}},"idiom":"universal"}],
         "info":{"author":"xcode","version":1}}
        """

    @Test("a colour set: components in all three of Xcode's notations, and its dark variant")
    func colourSets() throws {
        let r = AppResources.parse([("W/Assets.xcassets/Brand Blue.colorset/Contents.json", Self.colourSet)])
        let c = try #require(r.colours["Brand Blue"])
        #expect(c.light.hex == "#ea335c")
        #expect(c.dark?.hex == "#ffffff")
        // Xcode's generated symbol for it.
        #expect(r.colour(symbol: "brandBlue") != nil)
    }

    @Test("Localizable.strings with comments and escapes, the chosen language first; a string catalog")
    func strings() {
        let en = #"/* the title */ "order.title" = "Your order"; // done"# + "\n" + #""order.eta" = "Arrives in \"%@\"";"#
        let es = #""order.title" = "Tu pedido";"#
        let catalog = #"{"sourceLanguage":"en","strings":{"hello":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello!"}}}}}}"#
        let r = AppResources.parse([("W/es.lproj/Localizable.strings", es), ("W/en.lproj/Localizable.strings", en),
                                    ("W/Localizable.xcstrings", catalog)])
        #expect(r.strings["order.title"] == "Your order")
        #expect(r.strings["order.eta"] == "Arrives in \"%@\"")
        #expect(r.strings["hello"] == "Hello!")
    }

    @Test("a string catalog's language by the tables' chain: a regional variant of the user's language, never a language that shares two letters")
    func catalogLanguageChain() {
        func unit(_ v: String) -> String { #"{"stringUnit":{"state":"translated","value":"\#(v)"}}"# }
        let catalog = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":\#(unit("Order")),"fi":\#(unit("Tilaus")),"pt-BR":\#(unit("Pedido"))}}}}"#
        func value(_ language: String, _ extra: [(path: String, text: String)] = []) -> String? {
            AppResources.parse([("W/Localizable.xcstrings", catalog)] + extra, language: language).strings["k"]
        }
        #expect(value("pt") == "Pedido")
        #expect(value("fil") == "Order", "Filipino is not Finnish")
        #expect(value("de") == "Order")
        #expect(value("de", [("W/Info.plist", "<key>CFBundleDevelopmentRegion</key>\n<string>fi</string>")]) == "Tilaus",
                "the app's development language before the catalog's source")
    }

    @Test("any language identifier, by Apple's fallback order: zh_CN reads zh-Hans, zh_HK zh-Hant, es_MX es-419, pt_BR a pt-BR.lproj")
    func languageIdentifiers() {
        func unit(_ v: String) -> String { #"{"stringUnit":{"state":"translated","value":"\#(v)"}}"# }
        let catalog = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":\#(unit("Order")),"zh-Hans":\#(unit("订单")),"zh-Hant":\#(unit("訂單")),"es":\#(unit("Pedido")),"es-419":\#(unit("Orden"))}}}}"#
        func value(_ language: String) -> String? {
            AppResources.parse([("W/Localizable.xcstrings", catalog)], language: language).strings["k"]
        }
        for l in ["zh_CN", "zh-Hans", "zh", "zh-Hans-SG", "zh_SG"] { #expect(value(l) == "订单", "\(l)") }
        for l in ["zh_TW", "zh-Hant", "zh_HK", "zh-Hant-MO"] { #expect(value(l) == "訂單", "\(l)") }
        #expect(value("es_MX") == "Orden" && value("es-419") == "Orden" && value("es_ES") == "Pedido")
        #expect(value("ja_JP") == "Order", "a language the app lacks: its development language")
        let tables: [(path: String, text: String)] = [("W/pt-BR.lproj/Localizable.strings", #""k" = "Pedido";"#),
                                                      ("W/pt-PT.lproj/Localizable.strings", #""k" = "Encomenda";"#),
                                                      ("W/en.lproj/Localizable.strings", #""k" = "Order";"#),
                                                      ("W/zh_CN.lproj/Localizable.strings", #""k" = "订单";"#)]
        func table(_ language: String) -> String? { AppResources.parse(tables, language: language).strings["k"] }
        #expect(table("pt_BR") == "Pedido" && table("pt-BR") == "Pedido" && table("pt_PT") == "Encomenda")
        #expect(table("zh-Hans") == "订单", "a folder named before scripts were")
        #expect(table("zh_TW") == "Order", "Traditional Chinese never reads the Simplified table")
    }

    @Test("two catalogues with an imageset of one name: the one with a file the decoder reads (not a HEIC), whichever is read first")
    func imageSetTheDecoderReads() throws {
        func contents(_ file: String) -> String { #"{"images":[{"filename":"\#(file)","idiom":"universal","scale":"2x"}]}"# }
        let app = ("App/Assets.xcassets/crest.imageset/Contents.json", contents("crest.heic"))
        let widget = ("Widget/Assets.xcassets/crest.imageset/Contents.json", contents("crest.png"))
        for files in [[app, widget], [widget, app]] {
            let r = AppResources.parse(files.map { (path: $0.0, text: $0.1) })
            #expect(try #require(r.imageSets["crest"]).files.first?.path == "Widget/Assets.xcassets/crest.imageset/crest.png")
        }
    }

    @Test("a catalogue folder that provides a namespace names the sets inside it (TeamLogos/GSW); a plain folder adds nothing")
    func assetNamespaces() throws {
        let folder = #"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#
        let plain = #"{"info":{"author":"xcode","version":1}}"#
        let image = #"{"images":[{"filename":"x.png","idiom":"universal","scale":"3x"}]}"#
        let r = AppResources.parse([
            ("W/Assets.xcassets/Contents.json", plain),
            ("W/Assets.xcassets/TeamLogos/Contents.json", folder),
            ("W/Assets.xcassets/TeamLogos/GSW.imageset/Contents.json", image),
            ("W/Assets.xcassets/TeamLogos/West/Contents.json", plain),
            ("W/Assets.xcassets/TeamLogos/West/LAL.imageset/Contents.json", image),
            ("W/Assets.xcassets/TeamLogos/Cup/Contents.json", folder),
            ("W/Assets.xcassets/TeamLogos/Cup/NBA.imageset/Contents.json", image),
            ("W/Assets.xcassets/Icons/Contents.json", plain),
            ("W/Assets.xcassets/Icons/ball.imageset/Contents.json", image),
            ("W/Assets.xcassets/TeamColors/Contents.json", folder),
            ("W/Assets.xcassets/TeamColors/GSW.colorset/Contents.json", Self.colourSet),
        ])
        #expect(Set(r.imageSets.keys) == ["TeamLogos/GSW", "TeamLogos/LAL", "TeamLogos/Cup/NBA", "ball"])
        #expect(r.imageSets["TeamLogos/GSW"]?.files.first?.path == "W/Assets.xcassets/TeamLogos/GSW.imageset/x.png")
        #expect(Set(r.colours.keys) == ["TeamColors/GSW"])
    }

    @Test("a key the chosen language lacks is not taken from another language; an app without that language falls back to one")
    func missingKeyStaysTheKey() {
        let en = #""title" = "Oil";"#, pl = #""title" = "Olej"; "COOL" = "PŁYN";"#
        let both = AppResources.parse([("W/pl.lproj/Localizable.strings", pl), ("W/en.lproj/Localizable.strings", en)])
        #expect(both.strings["title"] == "Oil")
        #expect(both.strings["COOL"] == nil, "shown as its key, as the phone does")
        let polishOnly = AppResources.parse([("W/pl.lproj/Localizable.strings", pl)])
        #expect(polishOnly.strings["COOL"] == "PŁYN")
    }

    @Test("a language the app lacks reads the development language, then Base, never a third language")
    func developmentLanguageFallback() {
        let en = #""title" = "Oil";"#, pl = #""title" = "Olej"; "COOL" = "PŁYN";"#, base = #""COOL" = "Coolant";"#
        let files: [(path: String, text: String)] = [("W/pl.lproj/Localizable.strings", pl), ("W/en.lproj/Localizable.strings", en)]
        let german = AppResources.parse(files, language: "de")
        #expect(german.strings["title"] == "Oil", "English: Xcode's default development language")
        #expect(german.strings["COOL"] == nil, "shown as its key")
        #expect(AppResources.parse(files + [("W/Base.lproj/Localizable.strings", base)], language: "de").strings["COOL"] == "Coolant")
        #expect(AppResources.parse(files, language: "pl").strings["title"] == "Olej")
        let plist = "<dict>\n\t<key>CFBundleDevelopmentRegion</key>\n\t<string>pl</string>\n</dict>"
        #expect(AppResources.parse(files + [("W/Info.plist", plist)], language: "de").strings["COOL"] == "PŁYN")
        let unexpanded = "<key>CFBundleDevelopmentRegion</key><string>$(DEVELOPMENT_LANGUAGE)</string>"
        let project = "buildSettings = {};\n\t\t\tdevelopmentRegion = pl;\n"
        #expect(AppResources.parse(files + [("W/Info.plist", unexpanded), ("A.xcodeproj/project.pbxproj", project)], language: "de").strings["COOL"] == "PŁYN")
        let catalog = #"{"sourceLanguage" : "pl", "strings" : {}}"#
        #expect(AppResources.parse(files + [("W/Localizable.xcstrings", catalog)], language: "de").strings["COOL"] == "PŁYN")
    }

    @Test("Text(\"key\") and Color(\"Name\") read them while the views run; a missing colour is a note, drawn clear")
    func usedByTheViews() throws {
        let source = """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
                        VStack { Text("order.title").foregroundColor(Color("Brand Blue")); Text("x").foregroundColor(Color("Nope")) }
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
            }
            """
        let resources = AppResources.parse([("W/Assets.xcassets/Brand Blue.colorset/Contents.json", Self.colourSet),
                                            ("W/en.lproj/Localizable.strings", #""order.title" = "Your order";"#)])
        let a = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", source)]), resources: resources).first)
        let out = Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        #expect(out.contains("Your order"), "\(out)")
        #expect(out.contains("Inline.swift:5: Color(\"Nope\"): no colour set named Nope"), "\(out)")
    }

    @Test("Color(\"AccentColor\") of a set with no colour in it (Xcode's template): drawn clear, and the note says the set is empty, not missing")
    func colourlessSet() throws {
        let source = """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
                        HStack { Circle().fill(Color("AccentColor")).frame(width: 40, height: 40); Text("breathe") }
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
            }
            """
        let empty = #"{"colors": [{"idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#
        let resources = AppResources.parse([("W/Assets.xcassets/AccentColor.colorset/Contents.json", empty)])
        #expect(resources.colours["AccentColor"] == nil && resources.colourlessSets == ["AccentColor"])
        let a = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", source)]), resources: resources).first)
        let out = Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        #expect(out.contains("breathe"), "\(out)")
        #expect(out.contains("Inline.swift:5: Color(\"AccentColor\"): the colour set AccentColor defines no colour"), "\(out)")
        #expect(!out.contains("no colour set named"), "\(out)")
    }

    @Test("a key passed as a LocalizedStringKey (a parameter, a property) and Text(flag ? \"a\" : \"b\") of two literals are looked up; a String stays as written")
    func keysThroughTypesAndChoices() throws {
        let source = """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var busy: Bool; var name: String } }
            struct Chip: View {
                let title: LocalizedStringKey
                var body: some View { Text(title) }
            }
            struct W: Widget {
                func chip(_ key: LocalizedStringKey) -> some View { Text(key) }
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
                        VStack {
                            Text(context.state.busy ? "hdr.busy" : "hdr.idle")
                            chip("lbl.run")
                            Chip(title: "lbl.wait")
                            Text(context.state.busy ? "hdr.busy" : context.state.name)
                        }
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
            }
            """
        let strings = #""hdr.busy" = "Working"; "hdr.idle" = "Resting"; "lbl.run" = "Running"; "lbl.wait" = "Waiting";"#
        let resources = AppResources.parse([("W/en.lproj/Localizable.strings", strings)])
        let a = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", source)]), resources: resources).first)
        let busy = Fixture.draw(a, state: Fixture.json(#"{"busy": true, "name": "hdr.idle"}"#), presentations: [.lock])
        for shown in ["Working", "Running", "Waiting"] { #expect(busy.contains(shown), "\(busy)") }
        for key in ["lbl.run", "lbl.wait"] { #expect(!busy.contains(key), "\(busy)") }
        // A choice with a `String` in it is a `String`: shown as written, even its literal.
        #expect(busy.components(separatedBy: "hdr.busy").count == 2, "\(busy)")
        // A `String` from the state is shown as written, even when it names a key.
        let idle = Fixture.draw(a, state: Fixture.json(#"{"busy": false, "name": "hdr.idle"}"#), presentations: [.lock])
        #expect(idle.contains("Resting") && idle.contains("hdr.idle"), "\(idle)")
    }
}

/// `Text("\(n) active")`: Xcode files it under a key of specifiers
/// ("%lld active"), and the phone shows the translation with the values in.
@Suite struct InterpolatedKeyTests {
    @Test("an interpolated title is looked up by its key of specifiers, in the --locale language; a String is %@, an Int %lld")
    func interpolatedTitle() throws {
        let source = """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var rate: String; var users: Int } }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
                        VStack {
                            Text("\\(context.state.rate) TPS · \\(context.state.users) online")
                            Text("\\(context.state.users)% done")
                            Text("\\(context.state.rate) left")
                        }
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
            }
            """
        func unit(_ v: String) -> String { #"{"stringUnit":{"state":"translated","value":"\#(v)"}}"# }
        let catalog = #"{"sourceLanguage":"en","strings":{"%@ TPS · %lld online":{"localizations":{"zh-Hans":\#(unit("%@ TPS · %lld 在线"))}},"#
            + #""%lld%% done":{"localizations":{"zh-Hans":\#(unit("完成 %lld%%"))}}}}"#
        func lock(_ locale: String) throws -> String {
            let resources = AppResources.parse([("W/Localizable.xcstrings", catalog)], language: locale)
            let a = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", source)]), resources: resources,
                                                            locale: locale).first)
            return Fixture.draw(a, state: Fixture.json(#"{"rate": "56.8k", "users": 11}"#), presentations: [.lock])
        }
        let chinese = try lock("zh_CN")
        for shown in ["56.8k TPS · 11 在线", "完成 11%", "56.8k left"] { #expect(chinese.contains(shown), "\(shown) in \(chinese)") }
        let english = try lock("en_US")
        for shown in ["56.8k TPS · 11 online", "11% done"] { #expect(english.contains(shown), "\(shown) in \(english)") }
    }

    @Test("LocalizedStringKey(\"get off in \\(n) stops\") and an interpolated literal where a key is expected are looked up by their key of specifiers, as a title is")
    func interpolatedKeyValue() throws {
        let source = """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var left: Int } }
            struct W: Widget {
                var info: LocalizedStringKey { LocalizedStringKey("get off in \\(String(3)) stops") }
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
                        VStack {
                            Text(info)
                            Text(hint(for: context.state.left))
                        }
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
                func hint(for n: Int) -> LocalizedStringKey { "\\(n) stops left" }
            }
            """
        let strings = #""get off in %@ stops" = "Get off in %@ stops"; "%lld stops left" = "Stops left: %lld";"#
        let resources = AppResources.parse([("W/en.lproj/Localizable.strings", strings)])
        let a = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", source)]), resources: resources).first)
        let out = Fixture.draw(a, state: Fixture.json(#"{"left": 4}"#), presentations: [.lock])
        for shown in ["Get off in 3 stops", "Stops left: 4"] { #expect(out.contains(shown), "\(out)") }
    }
}
