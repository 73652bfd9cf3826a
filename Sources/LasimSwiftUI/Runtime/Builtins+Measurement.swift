import SwiftSyntax

/// `Measurement(value:unit:)`, its `converted(to:)`, `.formatted(...)` and
/// `MeasurementFormatter`: the value and the unit's name (`UnitLength.miles`
/// and `.miles` alike), printed by `Formatting`'s units.
extension Builtins {
    static let unitTypes: Set<String> = [
        "UnitLength", "UnitSpeed", "UnitTemperature", "UnitMass", "UnitDuration", "UnitEnergy", "UnitVolume", "UnitPower",
        "MeasurementFormatter",
    ]

    /// A measurement's value and unit name; nil for anything else.
    static func measurement(_ v: SwiftValue) -> (value: Double, unit: String)? {
        guard case .opaque(let o) = v, o.kind == "Measurement", let value = o.settings["value"]?.asDouble,
              let unit = enumName(o.settings["unit"]) else { return nil }
        return (value, unit)
    }

    static func measurementValue(_ value: Double, _ unit: String) -> SwiftValue {
        .opaque(.init("Measurement", ["value": .double(value), "unit": .enumCase(type: "", name: unit, payload: [])]))
    }

    /// `m.converted(to: .miles)`.
    static func measurementMethod(_ v: SwiftValue, _ name: String, _ args: [Argument]) -> SwiftValue? {
        guard let m = measurement(v), name == "converted", let to = enumName(args.first?.value),
              let from = Formatting.measureUnits[m.unit], let target = Formatting.measureUnits[to], from.dimension == target.dimension else { return nil }
        return measurementValue(Formatting.converted(m.value, from: from, to: target), to)
    }

    /// `MeasurementFormatter().string(from: m)`: the region's unit unless
    /// `unitOptions` holds `.providedUnit` (`.naturalScale` picks it by
    /// size), its `numberFormatter` or a decimal one of up to 3 fraction
    /// digits, `unitStyle` `.medium` unless set.
    static func measurementFormatterString(_ o: SwiftValue.Opaque, _ v: SwiftValue, _ i: Interpreter, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        guard let m = measurement(v) else { return nil }
        let options = optionNames(o.settings["unitOptions"])
        var (unit, value) = (m.unit, m.value)
        if !options.contains("providedUnit"),
           let r = Formatting.regionUnit(value, unit, locale: i.locale, largestOnly: !options.contains("naturalScale")) { (unit, value) = r }
        let numbers: SwiftValue.Opaque
        if case .opaque(let n)? = o.settings["numberFormatter"], n.kind == "NumberFormatter" { numbers = n } else {
            numbers = .init("NumberFormatter", ["numberStyle": .enumCase(type: "", name: "decimal", payload: [])])
        }
        let printed = try opaque(numbers, "string", [Argument(label: "from", value: .double(value), node: Syntax(node))], i, node: node)
        let number = printed?.asString ?? Formatting.number(value)
        if options.contains("temperatureWithoutUnit"), Formatting.measureUnits[unit]?.dimension == "temperature" { return .string(number + "°") }
        return .string(Formatting.measurePhrase(number, unit, width: enumName(o.settings["unitStyle"]) ?? "medium"))
    }

    /// `[.providedUnit, .naturalScale]` or one of them.
    static func optionNames(_ v: SwiftValue?) -> Set<String> {
        switch v {
        case .enumCase(_, let n, _)?: return [n]
        case .array(let list)?: return Set(list.compactMap(enumName))
        default: return []
        }
    }
}

extension Interpreter {
    /// `m.formatted()`, `m.formatted(.measurement(width:usage:numberFormatStyle:))`:
    /// abbreviated, in the region's unit unless the usage is `.asProvided`.
    func formattedMeasurement(_ m: (value: Double, unit: String), _ kind: String, _ settings: [String: SwiftValue], node: some SyntaxProtocol) throws(SwiftError) -> String {
        var (unit, value) = (m.unit, m.value)
        var converted = false
        if Builtins.enumName(settings["usage"]) != "asProvided", let r = Formatting.regionUnit(value, unit, locale: locale) {
            (unit, value) = r
            converted = true
        }
        let number: String
        if let style = settings["numberFormatStyle"], !style.isNil {
            number = try formatted(.double(value), with: style, node: node)
        } else {
            number = Formatting.number(converted ? Formatting.usageRounded(value) : value, locale: locale)
        }
        return Formatting.measurePhrase(number, unit, width: kind == "measurement" ? Builtins.enumName(settings["width"]) ?? "abbreviated" : "abbreviated")
    }
}
