/// Which `<language>.lproj` string tables a phone reads, as `Bundle` picks
/// them: the user's language if the app has it, then the app's development
/// language, then `Base.lproj`, then tables outside any `.lproj`; a key none
/// of them holds is shown as the key. Another language's table is read only
/// when the app has none of those (the phone then settles on one it has).
struct LocalizedStringTables {
    let language: String
    let development: String
    let fallsBackToOtherLanguages: Bool

    init(_ files: [(path: String, text: String)], language: String) {
        self.language = language
        let development = Self.developmentLanguage(files)
        self.development = development
        let names = Set(files.filter { $0.path.hasSuffix(".strings") }.compactMap { Self.lproj($0.path) })
        fallsBackToOtherLanguages = !names.contains { Self.matches($0, language) || Self.matches($0, development) || $0 == "Base" }
    }

    /// Lower reads first; nil: not read.
    func rank(_ path: String) -> Int? {
        guard let name = Self.lproj(path) else { return 3 }
        if Self.matches(name, language) { return 0 }
        if Self.matches(name, development) { return 1 }
        if name == "Base" { return 2 }
        return fallsBackToOtherLanguages ? 4 : nil
    }

    /// Which of a string catalog's localizations a key is shown in: the
    /// user's language, then the development language, as for the tables,
    /// then the catalog's own source language.
    func pick(_ localizations: [String], source: String) -> String? {
        // "pt" itself before "pt-BR".
        func best(_ l: String) -> String? { localizations.first { $0 == l } ?? localizations.first { Self.matches($0, l) } }
        return best(language) ?? best(development) ?? localizations.first { $0 == source }
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
