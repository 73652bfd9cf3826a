import Testing

/// Swift's implicit member chains: `.Samples.home` where a `Team` is
/// expected starts at `Team` (a nested type, then its static member).
@Suite struct ImplicitMemberChainTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        struct Team { let name: String }
        extension Team {
            enum Samples {
                static let home = Team(name: "Home FC")
                static let away = Team(name: "Away United")
            }
            static let spare = Team(name: "Spare XI")
        }
        struct Fixture { let first: Team; let second: Team }
        func label(_ t: Team) -> String { t.name }
        """

    @Test("a chain through a nested type, as an argument and in a memberwise init; a plain static member still works")
    func nestedTypeChain() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            VStack {
                Text(label(.Samples.home))
                Text(Fixture(first: .Samples.away, second: .spare).first.name)
                Text(label(.spare))
            }
            """, state: #"{"n": 1}"#)
        for text in ["Home FC", "Away United", "Spare XI"] { #expect(out.contains(text), "\(text) in \(out)") }
        #expect(!out.contains("problem"), "\(out)")
    }
}
