import Testing

/// Collections made and folded as Swift code writes them: `[T]()`,
/// `[K: V]()`, `[T](repeating:count:)`, and `reduce(into:)`, whose closure
/// changes its first parameter in place.
@Suite struct CollectionIdiomTests {
    static let types = "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var items: [String] } }"
    static let state = #"{"items": ["a", "bb", "a", "ccc"]}"#

    @Test("reduce(into:) with += on $0, with a dictionary's default subscript, and with named parameters")
    func reduceInto() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            let letters = context.state.items.reduce(into: 0) { $0 += $1.count }
            let counts = context.state.items.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
            let long = context.state.items.reduce(into: [String]()) { acc, x in if x.count > 1 { acc.append(x.uppercased()) } }
            VStack {
                Text("letters \\(letters)")
                Text("a \\(counts["a"] ?? 0) ccc \\(counts["ccc"] ?? 0)")
                Text("long \\(long.joined(separator: "+"))")
            }
            """, state: Self.state)
        for text in ["letters 7", "a 2 ccc 1", "long BB+CCC"] { #expect(out.contains(text), "\(text) in \(out)") }
        #expect(!out.contains("problem"), "\(out)")
    }

    @Test("an empty array or dictionary made by its type, and an array of repeated values")
    func madeByType() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            let none = [String]()
            var seen = [String: Bool]()
            let dots = [String](repeating: "•", count: 3)
            VStack {
                Text("none \\(none.count) seen \\(seen.isEmpty ? "empty" : "some")")
                Text(dots.joined())
            }
            """, state: Self.state)
        for text in ["none 0 seen empty", "•••"] { #expect(out.contains(text), "\(text) in \(out)") }
        #expect(!out.contains("problem"), "\(out)")
    }

    @Test("a closure over zip's pairs names their parts $0 and $1; a pair read whole stays a pair")
    func zipPairs() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            let ranks = zip(context.state.items, [1, 2, 3]).map { "\\($1)\\($0)" }.joined(separator: " ")
            let firsts = zip(context.state.items, [7, 8]).map { $0.0 }.joined()
            VStack { Text("ranks \\(ranks)"); Text("firsts \\(firsts)") }
            """, state: Self.state)
        for text in ["ranks 1a 2bb 3a", "firsts abb"] { #expect(out.contains(text), "\(text) in \(out)") }
        #expect(!out.contains("problem"), "\(out)")
    }

    @Test(".map on a collection's first or last (an optional) maps the value, not a string's characters")
    func optionalMapOnFirst() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            let head = context.state.items.last.map { $0.uppercased() } ?? "-"
            let word = "Ada Lovelace".split(separator: " ").first.map(String.init) ?? ""
            let none = context.state.items.first(where: { $0 == "zz" }).map { $0 + "!" } ?? "none"
            Text("\\(head) \\(word) \\(none)")
            """, state: Self.state)
        #expect(out.contains("CCC Ada none"), "\(out)")
        #expect(!out.contains("problem"), "\(out)")
    }

    @Test("items.lazy.filter {...}.map(...): the same values as without .lazy")
    func lazyChain() throws {
        let out = try EvaluatorTests.lock(Self.types, #"Text("long " + context.state.items.lazy.filter { $0.count > 1 }.map { $0.uppercased() }.joined(separator: "+"))"#,
                                          state: Self.state)
        #expect(out.contains("long BB+CCC") && !out.contains("problem"), "\(out)")
    }

    /// `Dictionary(grouping:by:)` made an empty dictionary.
    @Test("Dictionary(grouping:by:) with a key path or a closure: each key's elements, in order")
    func grouping() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            let byLength = Dictionary(grouping: context.state.items, by: \\.count)
            let byFirst = Dictionary(grouping: context.state.items) { $0.prefix(1) == "a" ? "a" : "other" }
            VStack {
                Text("1: \\(byLength[1]?.joined(separator: "+") ?? "-") 3: \\(byLength[3]?.count ?? 0)")
                Text("keys \\(byFirst.keys.sorted().joined(separator: ","))")
            }
            """, state: Self.state)
        for text in ["1: a+a 3: 1", "keys a,other"] { #expect(out.contains(text), "\(text) in \(out)") }
        #expect(!out.contains("problem"), "\(out)")
    }

    /// `KeyPathComparator` was "not found in the widget's sources".
    @Test("sorted(using:) with a KeyPathComparator, its reverse order, and SortDescriptors that break ties in turn")
    func sortedUsing() throws {
        let types = """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
            struct Row { var name: String; var qty: Int }
            let rows = [Row(name: "b", qty: 2), Row(name: "a", qty: 5), Row(name: "c", qty: 2)]
            """
        try Fixture.expectPrinted(types, #"rows.sorted(using: KeyPathComparator(\.qty)).map(\.name).joined()"#, "bca")
        try Fixture.expectPrinted(types, #"rows.sorted(using: KeyPathComparator(\.qty, order: .reverse)).map(\.name).joined()"#, "abc")
        try Fixture.expectPrinted(types, #"rows.sorted(using: [SortDescriptor(\.qty), SortDescriptor(\.name, order: .reverse)]).map(\.name).joined()"#, "cba")
    }
}
