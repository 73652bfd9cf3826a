#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `Measurement(value:unit:)` as an iPhone prints it (`Measurement.FormatStyle`,
/// `MeasurementFormatter`): converted to the region's own units unless the
/// app asks for the unit as given: miles, feet, °F, mph and pounds in the US,
/// their metric units elsewhere. Units and words are CLDR's US English.
extension Formatting {
    struct MeasureUnit: Sendable {
        var dimension: String
        /// The value in the dimension's base unit is `value * factor + offset`.
        var factor: Double
        var offset = 0.0
        var short: String
        var narrow: String
        var one: String
        var other: String
        /// "100°F", not "100 °F".
        var attached = false
    }

    static let measureUnits: [String: MeasureUnit] = [
        "kilometers": .init(dimension: "length", factor: 1000, short: "km", narrow: "km", one: "kilometer", other: "kilometers"),
        "meters": .init(dimension: "length", factor: 1, short: "m", narrow: "m", one: "meter", other: "meters"),
        "centimeters": .init(dimension: "length", factor: 0.01, short: "cm", narrow: "cm", one: "centimeter", other: "centimeters"),
        "millimeters": .init(dimension: "length", factor: 0.001, short: "mm", narrow: "mm", one: "millimeter", other: "millimeters"),
        "miles": .init(dimension: "length", factor: 1609.344, short: "mi", narrow: "mi", one: "mile", other: "miles"),
        "yards": .init(dimension: "length", factor: 0.9144, short: "yd", narrow: "yd", one: "yard", other: "yards"),
        "feet": .init(dimension: "length", factor: 0.3048, short: "ft", narrow: "′", one: "foot", other: "feet"),
        "inches": .init(dimension: "length", factor: 0.0254, short: "in", narrow: "″", one: "inch", other: "inches"),
        "nauticalMiles": .init(dimension: "length", factor: 1852, short: "nmi", narrow: "nmi", one: "nautical mile", other: "nautical miles"),
        "metersPerSecond": .init(dimension: "speed", factor: 1, short: "m/s", narrow: "m/s", one: "meter per second", other: "meters per second"),
        "kilometersPerHour": .init(dimension: "speed", factor: 1 / 3.6, short: "km/h", narrow: "km/h", one: "kilometer per hour", other: "kilometers per hour"),
        "milesPerHour": .init(dimension: "speed", factor: 0.44704, short: "mph", narrow: "mph", one: "mile per hour", other: "miles per hour"),
        "knots": .init(dimension: "speed", factor: 1852 / 3600, short: "kn", narrow: "kn", one: "knot", other: "knots"),
        "kelvin": .init(dimension: "temperature", factor: 1, short: "K", narrow: "K", one: "kelvin", other: "kelvins"),
        "celsius": .init(dimension: "temperature", factor: 1, offset: 273.15, short: "°C", narrow: "°C", one: "degree Celsius", other: "degrees Celsius", attached: true),
        "fahrenheit": .init(dimension: "temperature", factor: 5.0 / 9, offset: 273.15 - 32 * 5.0 / 9, short: "°F", narrow: "°",
                            one: "degree Fahrenheit", other: "degrees Fahrenheit", attached: true),
        "kilograms": .init(dimension: "mass", factor: 1, short: "kg", narrow: "kg", one: "kilogram", other: "kilograms"),
        "grams": .init(dimension: "mass", factor: 0.001, short: "g", narrow: "g", one: "gram", other: "grams"),
        "pounds": .init(dimension: "mass", factor: 0.45359237, short: "lb", narrow: "lb", one: "pound", other: "pounds"),
        "ounces": .init(dimension: "mass", factor: 0.028349523125, short: "oz", narrow: "oz", one: "ounce", other: "ounces"),
        "hours": .init(dimension: "duration", factor: 3600, short: "hr", narrow: "h", one: "hour", other: "hours"),
        "minutes": .init(dimension: "duration", factor: 60, short: "min", narrow: "m", one: "minute", other: "minutes"),
        "seconds": .init(dimension: "duration", factor: 1, short: "sec", narrow: "s", one: "second", other: "seconds"),
        "milliseconds": .init(dimension: "duration", factor: 0.001, short: "ms", narrow: "ms", one: "millisecond", other: "milliseconds"),
        "kilocalories": .init(dimension: "energy", factor: 4184, short: "kcal", narrow: "kcal", one: "kilocalorie", other: "kilocalories"),
        "calories": .init(dimension: "energy", factor: 4.184, short: "cal", narrow: "cal", one: "calorie", other: "calories"),
        "kilojoules": .init(dimension: "energy", factor: 1000, short: "kJ", narrow: "kJ", one: "kilojoule", other: "kilojoules"),
        "joules": .init(dimension: "energy", factor: 1, short: "J", narrow: "J", one: "joule", other: "joules"),
        "kilowattHours": .init(dimension: "energy", factor: 3_600_000, short: "kWh", narrow: "kWh", one: "kilowatt-hour", other: "kilowatt-hours"),
        "liters": .init(dimension: "volume", factor: 1, short: "L", narrow: "L", one: "liter", other: "liters"),
        "milliliters": .init(dimension: "volume", factor: 0.001, short: "mL", narrow: "mL", one: "milliliter", other: "milliliters"),
        "gallons": .init(dimension: "volume", factor: 3.785411784, short: "gal", narrow: "gal", one: "gallon", other: "gallons"),
        "fluidOunces": .init(dimension: "volume", factor: 0.0295735295625, short: "fl oz", narrow: "fl oz", one: "fluid ounce", other: "fluid ounces"),
        "watts": .init(dimension: "power", factor: 1, short: "W", narrow: "W", one: "watt", other: "watts"),
        "kilowatts": .init(dimension: "power", factor: 1000, short: "kW", narrow: "kW", one: "kilowatt", other: "kilowatts"),
    ]

    /// The units a region prefers for a dimension, largest first (CLDR's
    /// unit preferences, default usage); a dimension not here keeps its unit.
    static func preferredUnits(_ dimension: String, locale: FormatLocale) -> [String]? {
        let us = locale.identifier.hasSuffix("US")
        switch dimension {
        case "length": return us ? ["miles", "feet", "inches"] : ["kilometers", "meters", "centimeters"]
        case "speed": return [us ? "milesPerHour" : "kilometersPerHour"]
        case "temperature": return [us ? "fahrenheit" : "celsius"]
        case "mass": return us ? ["pounds", "ounces"] : ["kilograms", "grams"]
        default: return nil
        }
    }

    static func converted(_ value: Double, from: MeasureUnit, to: MeasureUnit) -> Double {
        (value * from.factor + from.offset - to.offset) / to.factor
    }

    /// The region's unit for a value: the first preferred one it is at least
    /// 1 of (`largestOnly`: the first, as `MeasurementFormatter` without
    /// `.naturalScale` picks), and the value in it; nil when the dimension keeps its unit.
    static func regionUnit(_ value: Double, _ unit: String, locale: FormatLocale, largestOnly: Bool = false) -> (String, Double)? {
        guard let from = measureUnits[unit], let prefs = preferredUnits(from.dimension, locale: locale) else { return nil }
        let candidates = largestOnly ? [prefs[0]] : prefs
        for name in candidates {
            let v = converted(value, from: from, to: measureUnits[name]!)
            if abs(v) >= 1 || name == candidates.last { return (name, v) }
        }
        return nil
    }

    /// ICU's rounding of a value converted for a usage when the app sets no
    /// precision: whole, but with two significant digits at least (6.2 mi,
    /// 100°F, 0.5 mi; no zeros added).
    static func usageRounded(_ v: Double) -> Double {
        guard v != 0, v.isFinite else { return v }
        let whole = v.rounded()
        if abs(whole) >= 10 { return whole }
        let digits = 1 - Int((abs(v)).log10Floor)
        let p = pow(10.0, Double(digits))
        return (v * p).rounded() / p
    }

    /// "6.2 mi", "6.2mi", "6.2 miles", "100°F": a printed number with its unit.
    static func measurePhrase(_ number: String, _ unit: String, width: String) -> String {
        guard let u = measureUnits[unit] else { return number + " " + unit }
        switch width {
        case "wide", "long": return number + " " + (number == "1" ? u.one : u.other)
        case "narrow", "short": return number + u.narrow
        default: return number + (u.attached ? "" : " ") + u.short
        }
    }
}

extension Double {
    /// ⌊log₁₀ x⌋ for x > 0.
    var log10Floor: Int { Int((log10(self)).rounded(.down)) }
}
