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

    /// A computed property with a `set`: assigning it runs the setter on
    /// the value (as Swift does), which changes the stored fields the getter
    /// reads; it was kept as a field of its own, so the getter answered the
    /// assigned value and the stored field never changed.
    @Test("a computed property's setter: on a local, with a named value, from a mutating method, by +=")
    func computedSetter() throws {
        let out = try EvaluatorTests.lock(Self.types + """

            struct Gauge {
                var tenths = 0
                var whole: Int {
                    get { tenths / 10 }
                    set { tenths = newValue * 10 }
                }
                var label: String {
                    get { "g\\(tenths)" }
                    set(text) { tenths = Int(text.dropFirst()) ?? -1 }
                }
                mutating func fill() { whole = 9 }
            }
            """, """
            let summary: String = {
                var g = Gauge()
                g.whole = context.state.laps[0]
                let a = g.tenths
                g.whole += 2
                let b = g.tenths
                g.label = "g7"
                let c = g.tenths
                var h = Gauge()
                h.fill()
                return "a \\(a) b \\(b) c \\(c) whole \\(g.whole) h \\(h.tenths) \\(h.label)"
            }()
            Text(summary)
            """, state: #"{"laps": [3, 9, 4]}"#)
        #expect(out.contains("a 30 b 50 c 7 whole 0 h 90 g90"), "\(out)")
        #expect(!out.contains("problem"), "\(out)")
    }
}
