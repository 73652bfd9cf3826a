/// An Apple or BCP-47 language identifier (`zh_CN`, `zh-Hans`, `pt-BR`,
/// `es-419`, `zh-Hant-TW`) read into its parts, for `--locale` and for the
/// app's `.lproj` folders and string catalogs.
struct LanguageIdentifier: Equatable, Sendable {
    var language: String
    var script: String?
    var region: String?

    /// nil: not an identifier (a language of two or three letters first,
    /// then a script of four letters and a region of two letters or three digits).
    init?(_ text: String) {
        let parts = text.split { $0 == "-" || $0 == "_" }.map(String.init)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }),
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }) else { return nil }
        language = first.lowercased()
        for p in parts.dropFirst() {
            if p.count == 4, script == nil, region == nil, p.allSatisfy(\.isLetter) {
                script = p.prefix(1).uppercased() + p.dropFirst().lowercased()
            } else if region == nil, (p.count == 2 && p.allSatisfy(\.isLetter)) || (p.count == 3 && p.allSatisfy(\.isNumber)) {
                region = p.uppercased()
            } else {
                return nil
            }
        }
    }

    /// Written right to left (CLDR's character order): Arabic, Hebrew,
    /// Persian, Urdu... The phone lays an app shown in one of them out
    /// right to left.
    var isRightToLeft: Bool { Self.rightToLeft.contains(language) }
    static let rightToLeft: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "dv", "ckb", "sd", "ug", "syr"]

    /// `English.lproj`, as old projects name their folders.
    private init(oldName: String) { language = oldName; script = nil; region = nil }
    static func folder(_ name: String) -> LanguageIdentifier? {
        if let l = oldFolderNames[name] { return LanguageIdentifier(oldName: l) }
        return LanguageIdentifier(name)
    }
    private static let oldFolderNames = ["English": "en", "Japanese": "ja", "German": "de", "French": "fr", "Spanish": "es",
                                         "Italian": "it", "Dutch": "nl"]

    /// The script Chinese is written in: Traditional for Taiwan, Hong Kong
    /// and Macao, else Simplified (as the phone reads `zh_CN` as `zh-Hans`).
    var writtenScript: String? {
        if let script { return script }
        guard language == "zh" else { return nil }
        return ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
    }

    /// The localizations the phone reads for it, best first, as Apple's
    /// `Bundle` falls back: zh_CN → zh-Hans-CN, zh-Hans, zh-CN, zh;
    /// pt_BR → pt-BR, pt; es_MX → es-MX, es-419, es; en_AU → en-AU, en-GB, en.
    var fallbacks: [String] {
        var out: [String] = []
        func add(_ s: String) { if !out.contains(s) { out.append(s) } }
        let script = writtenScript
        if let script, let region { add("\(language)-\(script)-\(region)") }
        if let script { add("\(language)-\(script)") }
        if let region { add("\(language)-\(region)") }
        // Folders named before scripts were: zh_CN.lproj is Simplified, zh_TW.lproj Traditional.
        if language == "zh", region == nil { for r in script == "Hant" ? ["TW", "HK"] : ["CN"] { add("zh-\(r)") } }
        if language == "es", let region, region != "ES", Self.latinAmerica.contains(region) { add("es-419") }
        if language == "en", let region, Self.britishEnglish.contains(region) { add("en-GB") }
        add(language)
        return out
    }

    /// Written with `-`, lower case: how two names are compared.
    static func key(_ s: String) -> String { s.replacing("_", with: "-").lowercased() }

    private static let latinAmerica: Set = ["MX", "AR", "BO", "CL", "CO", "CR", "CU", "DO", "EC", "GT", "HN", "NI", "PA",
                                            "PE", "PR", "PY", "SV", "US", "UY", "VE"]
    private static let britishEnglish: Set = ["AU", "NZ", "IE", "IN", "ZA", "SG"]
}
