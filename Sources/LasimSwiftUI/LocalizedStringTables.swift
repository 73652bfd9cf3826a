/// Which `<language>.lproj` string tables a phone reads, as `Bundle` picks
/// them: the user's language by Apple's fallback order (zh_CN → zh-Hans →
/// zh; `LanguageIdentifier.fallbacks`), then another table in that language
/// and script (pt-PT for pt), then the app's development language, then
/// `Base.lproj`, then tables outside any `.lproj`; a key none of them holds
/// is shown as the key. Another language's table is read only when the app
/// has none of those (the phone then settles on one it has).
struct LocalizedStringTables {
    let language: String
    let development: String
    let fallsBackToOtherLanguages: Bool
    /// The user's localizations, best first, as `LanguageIdentifier.key`s.
    let preferred: [String]

    /// `language`: the `--locale` identifier (`zh_CN`, `pt-BR`, `ja`).
    init(_ files: [(path: String, text: String)], language: String) {
        self.language = language
        let development = Self.developmentLanguage(files)
        self.development = development
        let preferred = (LanguageIdentifier(language)?.fallbacks ?? [language]).map(LanguageIdentifier.key)
        self.preferred = preferred
        let names = Set(files.filter { Self.isStringTable($0.path) }.compactMap { Self.lproj($0.path) })
        fallsBackToOtherLanguages = !names.contains {
            Self.userRank($0, preferred: preferred, language: language) != nil || Self.matches($0, development) || $0 == "Base"
        }
    }

    /// Where a localization stands among the user's: its place in the
    /// fallbacks, else after them when it is the same language in the same
    /// script (never zh-Hant for zh-Hans); nil: not the user's language.
    private func userRank(_ name: String) -> Int? { Self.userRank(name, preferred: preferred, language: language) }
    private static func userRank(_ name: String, preferred: [String], language: String) -> Int? {
        let key = LanguageIdentifier.key(name)
        if let i = preferred.firstIndex(of: key) { return i }
        guard let user = LanguageIdentifier(language), let other = LanguageIdentifier.folder(name),
              other.language == user.language, other.writtenScript == user.writtenScript else { return nil }
        return preferred.count
    }

    /// Lower reads first; nil: not read.
    func rank(_ path: String) -> Int? {
        let n = preferred.count + 1
        guard let name = Self.lproj(path) else { return n + 2 }
        if let r = userRank(name) { return r }
        if Self.matches(name, development) { return n }
        if name == "Base" { return n + 1 }
        return fallsBackToOtherLanguages ? n + 3 : nil
    }

    /// The language the phone shows the app in: the user's, where the app
    /// is localised into it (a `.lproj` table of it among `lprojs`, or a
    /// string catalog's localization among `catalogued`), else the app's
    /// development language. It sets the app's layout direction: a phone
    /// in Hebrew shows an app with no Hebrew in English, left to right.
    func shown(lprojs: Set<String>, catalogued: Set<String>) -> String {
        lprojs.union(catalogued).contains { userRank($0) != nil } ? language : development
    }

    /// `Bundle.main.preferredLocalizations.first`: the app's localization
    /// that best matches the user's language, as the app names it
    /// ("zh-Hans"), else its development language: a phone in German
    /// answers "en" for an app localised into English and Hebrew only.
    func preferredLocalization(lprojs: Set<String>, catalogued: Set<String>) -> String {
        let ranked = lprojs.union(catalogued).subtracting(["Base"]).compactMap { l in userRank(l).map { (l, $0) } }
        return ranked.min { ($0.1, $0.0) < ($1.1, $1.0) }?.0 ?? development
    }

    /// A `.strings` or `.stringsdict` table (a `.lproj` holds both).
    static func isStringTable(_ path: String) -> Bool { path.hasSuffix(".strings") || path.hasSuffix(".stringsdict") }

    /// Which of a string catalog's localizations a key is shown in: the
    /// user's language, then the development language, as for the tables,
    /// then the catalog's own source language.
    func pick(_ localizations: [String], source: String) -> String? {
        if let mine = localizations.compactMap({ l in userRank(l).map { (l, $0) } }).min(by: { $0.1 < $1.1 }) { return mine.0 }
        // "pt" itself before "pt-BR".
        func best(_ l: String) -> String? { localizations.first { $0 == l } ?? localizations.first { Self.matches($0, l) } }
        return best(development) ?? localizations.first { $0 == source }
    }

    /// `.../pl.lproj/Localizable.strings` -> "pl".
    static func lproj(_ path: String) -> String? {
        let folders = path.split(separator: "/").dropLast()
        return folders.last { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }
    }

    /// "pt-BR" and "zh-Hans" are tables in "pt" and "zh".
    static func matches(_ lproj: String, _ language: String) -> Bool {
        lproj == language || lproj.hasPrefix(language + "-") || lproj.hasPrefix(language + "_")
    }

    /// The app's development language: `CFBundleDevelopmentRegion` in an
    /// `Info.plist` (when written out, not Xcode's `$(DEVELOPMENT_LANGUAGE)`),
    /// else the project's `developmentRegion`, else a string catalog's
    /// `sourceLanguage`, else English (Xcode's default for all three).
    static func developmentLanguage(_ files: [(path: String, text: String)]) -> String {
        func literal(_ s: Substring?) -> String? {
            let quoteOrSpace: Set<Character> = [" ", "\t", "\n", "\""]
            guard let s = s.map({ String($0.filter { !quoteOrSpace.contains($0) }) }), !s.isEmpty, !s.hasPrefix("$") else { return nil }
            // Old projects name the language in English.
            return s == "English" ? "en" : String(s.prefix { $0 != "_" })
        }
        for f in files where f.path.hasSuffix("Info.plist") {
            if let v = literal(f.text.after("<key>CFBundleDevelopmentRegion</key>")?.after("<string>")?.prefix { $0 != "<" }) { return v }
        }
        for f in files where f.path.hasSuffix(".pbxproj") {
            if let v = literal(f.text.after("developmentRegion =")?.prefix { $0 != ";" }) { return v }
        }
        for f in files where f.path.hasSuffix(".xcstrings") {
            if let v = literal(f.text.after("\"sourceLanguage\"")?.after(":")?.drop { $0 == " " }.prefix { $0 != "," && $0 != "}" }) { return v }
        }
        return "en"
    }
}

private extension StringProtocol {
    func after(_ marker: String) -> SubSequence? {
        firstRange(of: marker).map { self[$0.upperBound...] }
    }
}
