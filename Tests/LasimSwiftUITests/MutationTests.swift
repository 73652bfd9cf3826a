import Testing

/// What a `mutating func` does to `self`, and what a function does to an
/// `inout` parameter, reaches the variable the call was made on or with.
@Suite struct MutationTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var laps: [Int] } }
        struct Tally {
            var total = 0
            var best = 0
            mutating func add(_ x: Int) { total += x; if x > best { self.best = x } }
        }
        struct Card { var tally = Tally() }
        func double(_ x: inout Int) { x *= 2 }
        """

    @Test("a mutating method on a local, on a property of a local; an inout parameter")
    func writtenBack() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            let summary: String = {
                var t = Tally()
                for lap in context.state.laps { t.add(lap) }
                var card = Card()
                card.tally.add(7)
                var n = 21
                double(&n)
                return "total \\(t.total) best \\(t.best) card \\(card.tally.total) n \\(n)"
            }()
            Text(summary)
            """, state: #"{"laps": [3, 9, 4]}"#)
        #expect(out.contains("total 16 best 9 card 7 n 42"), "\(out)")
        #expect(!out.contains("problem"), "\(out)")
    }

    @Test("an enum's mutating method that assigns self; an array sorted and reversed in place")
    func enumAndArrayInPlace() throws {
        let out = try EvaluatorTests.lock(Self.types + """

            enum Side { case home, away
                mutating func flip() { self = self == .home ? .away : .home }
            }
            """, """
            let summary: String = {
                var side = Side.home
                side.flip()
                var laps = context.state.laps
                laps.sort()
                var down = context.state.laps
                down.sort(by: >)
                down.reverse()
                return "\\(side == .away ? "away" : "home") \\(laps) \\(down)"
            }()
            Text(summary)
            """, state: #"{"laps": [3, 9, 4]}"#)
        #expect(out.contains("away [3, 4, 9] [3, 4, 9]"), "\(out)")
        #expect(!out.contains("problem"), "\(out)")
    }
}
