/// A translation that varies with the values put into it: a string
/// catalog's plural variation ("%lld stop" / "%lld stops"), its
/// substitutions (`%#@stops@` with a plural of its own per argument), or a
/// `.stringsdict`'s `NSStringPluralRuleType` variables. Foundation picks
/// each form by the count's CLDR category in the translation's language
/// (`PluralRules`), a missing form by "other"; a "zero" form is used for 0
/// in any language, as Apple's stringsdict rules say.
public struct LocalizedVariants: Sendable {
    /// The translation's language, whose plural rules pick the forms.
    var language: String
    /// The string, where `%#@name@` (or `%2$#@name@`) stands for a variable's form.
    var format: String
    var variables: [String: Variable]

    struct Variable: Sendable {
        /// The 1-based argument whose value picks the form (a catalog's
        /// `argNum`); nil: the place of its token among the string's specifiers.
        var argument: Int?
        /// A catalog's `formatSpecifier`, which a form's `%arg` stands for; a
        /// stringsdict's forms write their specifier out (`%d`).
        var specifier: String?
        var forms: [String: String]
    }

    /// The variable a catalog's plural variation of the whole string is
    /// kept as: its forms are the whole string, their specifiers its own.
    static let wholeString = "\u{1}plural"

    /// A whole-string plural variation's forms (one for each category given).
    init(language: String, forms: [String: String]) {
        self.language = language
        format = "%#@\(Self.wholeString)@"
        variables = [Self.wholeString: Variable(argument: nil, specifier: nil, forms: forms)]
    }

    init(language: String, format: String, variables: [String: Variable]) {
        self.language = language; self.format = format; self.variables = variables
    }

    /// The printf format for these values (nil: a value not known, or not a
    /// number): each variable's form in place, every specifier numbered
    /// (`%2$lld`) so that a form's own refers to its variable's argument.
    func format(_ values: [Double?]) -> String {
        if format == "%#@\(Self.wholeString)@", let v = variables[Self.wholeString] {
            // The count is the string's number, wherever it stands among its values.
            let count = values.compactMap { $0 }.first
            return pick(v, count)
        }
        var out = "", next = 1
        var chars = Substring(format)
        while let c = chars.popFirst() {
            guard c == "%" else { out.append(c); continue }
            if chars.first == "%" { chars.removeFirst(); out += "%%"; continue }
            let position = PrintfSpecifier.position(&chars)
            if chars.hasPrefix("#@"), let end = chars.dropFirst(2).firstIndex(of: "@") {
                let name = String(chars[chars.index(chars.startIndex, offsetBy: 2)..<end])
                chars = chars[chars.index(after: end)...]
                let variable = variables[name]
                // The token takes an argument's place, as a specifier does;
                // a catalog's `argNum` says which value picks its form.
                let argument = position ?? variable?.argument ?? next
                if position == nil { next += 1 }
                guard let variable else { continue }
                let index = argument - 1
                let form = pick(variable, index >= 0 && index < values.count ? values[index] : nil)
                out += Self.numbered(form, argument: argument, specifier: variable.specifier)
                continue
            }
            let spec = Self.specifier(&chars)
            out += "%\(position ?? next)$" + spec
            if position == nil { next += 1 }
        }
        return out
    }

    private func pick(_ v: Variable, _ count: Double?) -> String {
        let category: PluralCategory
        if let count, count == count.rounded(), abs(count) < 1e15 {
            if count == 0, let zero = v.forms["zero"] { return zero }
            category = PluralRules.category(Int(count), language: language)
        } else {
            category = .other
        }
        return v.forms[category.rawValue] ?? v.forms["other"] ?? v.forms.values.sorted().first ?? ""
    }

    /// A form with its specifiers numbered as its variable's argument: a
    /// catalog's `%arg`, a stringsdict's `%d` or `%ld`.
    static func numbered(_ form: String, argument: Int, specifier: String?) -> String {
        var out = ""
        var chars = Substring(form)
        while let c = chars.popFirst() {
            guard c == "%" else { out.append(c); continue }
            if chars.first == "%" { chars.removeFirst(); out += "%%"; continue }
            if chars.hasPrefix("arg") {
                chars = chars.dropFirst(3)
                out += "%\(argument)$" + (specifier ?? "@")
                continue
            }
            // Numbered already: the string's own argument.
            let position = PrintfSpecifier.position(&chars) ?? argument
            out += "%\(position)$" + Self.specifier(&chars)
        }
        return out
    }

    /// A printf specifier after its `%` (and position): flags, width,
    /// precision, length and conversion, taken off `chars`.
    static func specifier(_ chars: inout Substring) -> String {
        var spec = PrintfSpecifier.flags(&chars) + PrintfSpecifier.length(&chars)
        if let conv = chars.popFirst() { spec.append(conv) }
        return spec
    }
}
