/// CLDR's cardinal plural categories, which pick a count's form: a string
/// catalog's plural variation, a `.stringsdict` plural rule, a relative
/// date's words. Foundation reads the same rules (CLDR 42 and later: Hebrew
/// has no "many").
enum PluralCategory: String, Sendable {
    case zero, one, two, few, many, other
}

enum PluralRules {
    /// The category of a whole count `n` in `language` (an identifier:
    /// "ru", "pt-PT", "zh-Hans"), by CLDR's rules for integers (v = 0). A
    /// language not listed takes English's rule, one and other.
    static func category(_ n: Int, language: String) -> PluralCategory {
        let id = LanguageIdentifier(language)
        let lang = id?.language ?? language
        let n = n.magnitude
        let ones = n % 10, tens = n % 100
        // The Slavic few: 2, 3, 4, not 12, 13, 14.
        let slavicFew = (2...4).contains(ones) && !(12...14).contains(tens)
        let slavicOne = ones == 1 && tens != 11
        switch lang {
        case "ja", "zh", "ko", "th", "vi", "id", "ms", "my", "lo", "km", "yue":
            return .other
        case "ru", "uk", "be":
            return slavicOne ? .one : slavicFew ? .few : .many
        case "pl":
            return n == 1 ? .one : slavicFew ? .few : .many
        case "cs", "sk":
            return n == 1 ? .one : (2...4).contains(n) ? .few : .other
        case "hr", "sr", "bs":
            return slavicOne ? .one : slavicFew ? .few : .other
        case "lt":
            let teen = (11...19).contains(tens)
            return ones == 1 && !teen ? .one : ones >= 2 && !teen ? .few : .other
        case "lv":
            return ones == 0 || (11...19).contains(tens) ? .zero : slavicOne ? .one : .other
        case "ro":
            return n == 1 ? .one : n == 0 || (2...19).contains(tens) ? .few : .other
        case "sl":
            return tens == 1 ? .one : tens == 2 ? .two : (3...4).contains(tens) ? .few : .other
        case "ar":
            switch n {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            default: return (3...10).contains(tens) ? .few : (11...99).contains(tens) ? .many : .other
            }
        case "he", "iw":
            return n == 1 ? .one : n == 2 ? .two : .other
        case "cy":
            switch n { case 0: return .zero; case 1: return .one; case 2: return .two; case 3: return .few; case 6: return .many; default: return .other }
        case "ga":
            return n == 1 ? .one : n == 2 ? .two : (3...6).contains(n) ? .few : (7...10).contains(n) ? .many : .other
        case "is", "mk":
            return slavicOne ? .one : .other
        case "hi", "bn", "fa", "gu", "kn", "zu", "am", "as":
            return n <= 1 ? .one : .other
        case "fil", "tl":
            return n <= 3 || ![4, 6, 9].contains(ones) ? .one : .other
        case "fr", "pt":
            // Portugal's Portuguese counts 0 as other, Brazil's as one.
            if lang == "pt", id?.region == "PT" { return n == 1 ? .one : n != 0 && n % 1_000_000 == 0 ? .many : .other }
            return n <= 1 ? .one : n % 1_000_000 == 0 ? .many : .other
        case "es", "it", "ca":
            return n == 1 ? .one : n != 0 && n % 1_000_000 == 0 ? .many : .other
        default:
            return n == 1 ? .one : .other
        }
    }
}
