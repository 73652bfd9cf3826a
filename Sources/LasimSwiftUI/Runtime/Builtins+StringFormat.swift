extension Builtins {
    /// `String(format:_:)`, `String(format:locale:_:)` and `String(format:arguments:)`.
    /// The values are the unlabelled arguments, or the array `arguments:` holds:
    /// an app's own `func format(_ key: String, _ args: CVarArg...)` hands its
    /// variadic on that way, so taking the arguments after `format:` as they
    /// come printed "Set 0 of 0" for "Set %ld of %ld". A `locale:` prints
    /// decimals as that locale writes them (Foundation's "1,5" in Spanish);
    /// without one, or with `nil`, they keep the point, as Foundation does.
    /// A plural translation (`NSLocalizedString` of a `.stringsdict` key) is
    /// formatted in the form the values pick.
    static func formatted(_ format: String, _ args: [Argument], _ i: Interpreter) -> String {
        let values: [SwiftValue]
        if let list = arg(args, "arguments") {
            if case .array(let items) = list { values = items } else { values = [list] }
        } else {
            values = args.filter { $0.label == nil }.map(\.value)
        }
        let decimal: String
        if case .opaque(let o) = arg(args, "locale"), o.kind == "Locale", let id = o.settings["identifier"]?.asString {
            decimal = FormatLocale.named(id)?.decimal ?? "."
        } else {
            decimal = "."
        }
        // A plural translation `NSLocalizedString` handed over: its form for these values.
        let format = i.resources.variantKeys[format].flatMap { i.translation($0, values) } ?? format
        return Formatting.printf(format, values, decimal: decimal, describe: i.describe)
    }
}
