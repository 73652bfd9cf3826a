import Testing
@testable import LasimSwiftUI

/// A type called by its short name inside the type that nests it is that
/// nested type, not another type's of the same name: a vehicle model's
/// `Temperature.init` writes `self.units = Units(n)` while `Distance`
/// declared its own `Units` first. Before, `Units(1)` there made
/// `Distance.Units.kilometers`, and the encoded state failed to decode.
@Suite struct NestedTypeCallTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        struct Distance {
            enum Units: String { case miles, kilometers
                init(_ n: Int) { self = n == 1 ? .kilometers : .miles } }
            var units: Units
        }
        struct Temperature {
            enum Units: String { case celsius, fahrenheit
                init(_ n: Int?) { self = n == 1 ? .fahrenheit : .celsius } }
            var units: Units
            init(units: Int?) { self.units = Units(units) }
            func made(_ n: Int) -> String { Units(n).rawValue }
            static func zero() -> Temperature { Temperature(units: 0) }
        }
        """

    @Test(arguments: [
        ("Temperature(units: 1).units.rawValue", "fahrenheit"),
        ("Temperature(units: 0).made(1)", "fahrenheit"),
        ("Temperature.zero().units.rawValue", "celsius"),
        ("Distance(units: Distance.Units(1)).units.rawValue", "kilometers"),
    ])
    func ownNestedType(expression: String, expected: String) throws {
        try Fixture.expectPrinted(Self.types, expression, expected)
    }
}
