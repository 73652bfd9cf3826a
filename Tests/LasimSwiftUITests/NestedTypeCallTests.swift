import Testing
@testable import LasimSwiftUI

/// A type called by its short name inside the type that nests it is that
/// nested type, not another type's of the same name: a vehicle model's
/// `Temperature.init` writes `self.units = Units(n)` while `Distance`
/// declared its own `Units` first. Before, `Units(1)` there made
/// `Distance.Units.kilometers`, and the encoded state failed to decode.
/// The same holds for a type written in a declaration inside the owner
/// (`var units: Units`): a member of it, a parameter, a decoded field.
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

    static let declared = """
        struct Distance {
            enum Units: String, Codable { case miles, kilometers }
            var units: Units
        }
        struct Thermo: Codable, Hashable {
            enum Units: String, Codable { case celsius, fahrenheit }
            var units: Units
            var value: Double
            func shown(in target: Units) -> String { target.rawValue }
        }
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var t: Thermo } }
        """

    @Test("a property or parameter declared `Units` inside Thermo is Thermo.Units: an implicit member and a decoded field")
    func declaredNestedType() throws {
        let a = try Fixture.activity(types: Self.declared, lock: """
            VStack {
                Text("[" + context.state.t.units.rawValue + "]")
                Text("(" + Thermo(units: .fahrenheit, value: 1).units.rawValue + ")")
                Text("<" + context.state.t.shown(in: .celsius) + ">")
            }
            """)
        let out = Fixture.draw(a, state: Fixture.json(#"{"t": {"units": "fahrenheit", "value": 70}}"#), presentations: [.lock])
        #expect(out.contains("[fahrenheit]") && out.contains("(fahrenheit)") && out.contains("<celsius>"), "\(out)")
    }
}
