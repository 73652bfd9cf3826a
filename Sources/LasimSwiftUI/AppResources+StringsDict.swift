#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimTemplate

extension AppResources {
    /// A `.stringsdict`'s keys: a format with plural variables
    /// (`NSStringLocalizedFormatKey`, `NSStringPluralRuleType`), a device's
    /// string (`NSStringDeviceSpecificRuleType`: the iPhone's, else "other"),
    /// or the widest of a width variation (`NSStringVariableWidthRuleType`:
    /// a Live Activity's text is not shortened by width).
    static func stringsdict(_ text: String, language: String) -> [(String, Translation)] {
        // Foundation's decoder (XML or binary); a file that is not a property list adds nothing.
        guard let root = try? PropertyListDecoder().decode([String: PlistValue].self, from: Data(text.utf8)) else { return [] }
        var out: [(String, Translation)] = []
        for key in root.keys.sorted() {
            guard let entry = root[key]?.dict else { continue }
            if let format = entry["NSStringLocalizedFormatKey"]?.string {
                var variables: [String: LocalizedVariants.Variable] = [:]
                for (name, value) in entry {
                    guard let v = value.dict, v["NSStringFormatSpecTypeKey"]?.string == "NSStringPluralRuleType" else { continue }
                    var forms: [String: String] = [:]
                    for (category, form) in v where PluralCategory(rawValue: category) != nil { forms[category] = form.string }
                    variables[name] = .init(argument: nil, specifier: nil, forms: forms)
                }
                out.append((key, .variants(LocalizedVariants(language: language, format: format, variables: variables))))
            } else if let device = entry["NSStringDeviceSpecificRuleType"]?.dict, let s = (device["iphone"] ?? device["other"])?.string {
                out.append((key, .text(s)))
            } else if let widths = entry["NSStringVariableWidthRuleType"]?.dict,
                      let widest = widths.compactMap({ w in Int(w.key).flatMap { n in w.value.string.map { (n, $0) } } }).max(by: { $0.0 < $1.0 }) {
                out.append((key, .text(widest.1)))
            }
        }
        return out
    }
}

/// A property list's strings and dictionaries, what a `.stringsdict` holds;
/// any other value (numbers, arrays, dates) is `.other`.
enum PlistValue: Decodable {
    case string(String)
    case dict([String: PlistValue])
    case other

    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let s = try? c.decode(String.self) { self = .string(s) }
        else if let d = try? c.decode([String: PlistValue].self) { self = .dict(d) }
        else { self = .other }
    }

    var string: String? { if case .string(let s) = self { return s }; return nil }
    var dict: [String: PlistValue]? { if case .dict(let d) = self { return d }; return nil }
}
