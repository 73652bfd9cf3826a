import Testing
@testable import LasimSwiftUI

/// `Measurement` as an iPhone in the US prints it: in miles, feet, °F and
/// mph unless the unit is asked for as given, a converted value whole
/// with two significant digits at least. The cases marked "Apple" are the
/// examples in Apple's documentation of `Measurement.FormatStyle` and
/// `measurement(width:usage:numberFormatStyle:)`. It printed "[UnitLength]"
/// and said "UnitLength not drawn".
@Suite struct MeasurementTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        func formatter(_ configure: (MeasurementFormatter) -> Void = { _ in }) -> MeasurementFormatter {
            let f = MeasurementFormatter()
            configure(f)
            return f
        }
        """

    static func printed(_ expression: String) throws -> String {
        let (text, card) = try Fixture.printed(Self.types, expression)
        #expect(!card.contains("problem") && !card.contains("not drawn"), "\(card)")
        return text
    }

    @Test(arguments: [
        ("Measurement(value: 10, unit: UnitLength.kilometers).formatted()", "6.2 mi"),
        ("Measurement<UnitTemperature>(value: 38, unit: .celsius).formatted()", "100°F"), // Apple
        ("Measurement<UnitTemperature>(value: 38, unit: .celsius).formatted(.measurement(width: .wide))", "100 degrees Fahrenheit"), // Apple
        ("Measurement<UnitLength>(value: 36, unit: .miles).formatted(.measurement(width: .wide, usage: .road))", "36 miles"), // Apple
        ("Measurement(value: 36.8, unit: UnitTemperature.celsius).formatted(.measurement(width: .abbreviated, usage: .asProvided))", "36.8°C"), // Apple
        ("Measurement(value: 1000, unit: UnitLength.kilometers).formatted(.measurement(width: .narrow, usage: .asProvided, numberFormatStyle: .number))",
         "1,000km"), // Apple
        ("Measurement(value: 500, unit: UnitLength.meters).formatted()", "1,640 ft"),
        ("Measurement(value: 20, unit: UnitSpeed.kilometersPerHour).formatted(.measurement(width: .abbreviated, usage: .general))", "12 mph"),
        ("Measurement(value: 2, unit: UnitMass.kilograms).formatted()", "4.4 lb"),
        ("Measurement(value: 90, unit: UnitDuration.minutes).formatted(.measurement(width: .wide))", "90 minutes"),
        ("String(format: \"%.2f\", Measurement(value: 5, unit: UnitLength.kilometers).converted(to: .miles).value)", "3.11"),
        ("\"\\(Measurement(value: 10, unit: UnitLength.kilometers))\"", "10.0 km"),
    ])
    func formatStyle(expression: String, expected: String) throws {
        #expect(try Self.printed(expression) == expected)
    }

    @Test(arguments: [
        ("formatter().string(from: Measurement(value: 5, unit: UnitSpeed.kilometersPerHour))", "3.107 mph"),
        ("formatter { $0.unitOptions = .providedUnit }.string(from: Measurement(value: 5, unit: UnitSpeed.kilometersPerHour))", "5 km/h"),
        ("formatter { $0.unitStyle = .long }.string(from: Measurement(value: 5, unit: UnitSpeed.kilometersPerHour))", "3.107 miles per hour"),
        ("formatter { $0.unitStyle = .short }.string(from: Measurement(value: 20, unit: UnitTemperature.celsius))", "68°"),
        ("formatter { f in let n = NumberFormatter(); n.maximumFractionDigits = 0; f.numberFormatter = n; f.unitOptions = .naturalScale }"
            + ".string(from: Measurement(value: 1500, unit: UnitLength.meters))", "4921 ft"),
        ("formatter().string(from: Measurement(value: 1500, unit: UnitLength.meters))", "0.932 mi"),
    ])
    func measurementFormatter(expression: String, expected: String) throws {
        #expect(try Self.printed(expression) == expected)
    }
}
