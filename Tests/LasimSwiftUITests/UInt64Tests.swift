import Testing

/// `UInt64` as Swift runs it: literals up to `UInt64.max`, the `&`
/// operators wrapping, the others trapping, conversions to and from Int.
@Suite struct UInt64Tests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var name: String; var n: Int } }
        func stableHash(_ value: String) -> UInt64 {
            var hash: UInt64 = 14_695_981_039_346_656_037
            for byte in Array(value.lowercased().utf8) {
                hash ^= UInt64(byte)
                hash &*= 1_099_511_628_211
            }
            return hash
        }
        """

    static func lock(_ view: String) throws -> String {
        try EvaluatorTests.lock(types, view, state: #"{"name": "Alice", "n": 5}"#)
    }

    @Test("an FNV-1a hash of a name: the wrapping product, its description, and an index from it by %")
    func fnvHash() throws {
        let out = try Self.lock("""
            VStack {
                Text("h \\(stableHash(context.state.name))")
                Text("i \\(Int(stableHash(context.state.name) % UInt64(context.state.n)))")
                Text("d \\(stableHash(context.state.name).description)")
            }
            """)
        #expect(out.contains("h 5803779529149266183"), "\(out)")
        #expect(out.contains("i 3"), "\(out)")
        #expect(out.contains("d 5803779529149266183") && !out.contains("problem"), "\(out)")
    }

    @Test("shifts, bit operators, / and the wrapping ones at UInt64's ends")
    func operators() throws {
        let out = try Self.lock("""
            VStack {
                let h = stableHash("alice")
                Text("a \\(h >> 60) \\(h << 4) \\(h & 0xFF) \\(h | 1) \\(h / 1000)")
                Text("b \\(UInt64.max &+ 1) \\(UInt64(0) &- 1) \\(18446744073709551615 as UInt64)")
                Text("c \\(h > 9_000_000_000_000_000_000) \\(h == 5803779529149266183)")
            }
            """).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(out.contains("a 5 626752097840500848 7 5803779529149266183 5803779529149266"), "\(out)")
        #expect(out.contains("b 0 18446744073709551615 18446744073709551615"), "\(out)")
        #expect(out.contains("c false true"), "\(out)")
    }

    @Test("overflow without &, a negative Int made unsigned, a UInt64 past Int.max made Int: Swift's runtime errors")
    func traps() throws {
        let over = try Self.lock(#"Text("x \(UInt64.max + 1)")"#)
        #expect(over.contains("Arithmetic overflow"), "\(over)")
        let negative = try Self.lock(#"Text("x \(UInt64(context.state.n - 6))")"#)
        #expect(negative.contains("Negative value is not representable"), "\(negative)")
        let wide = try Self.lock(#"Text("x \(Int(stableHash("alice") * 1 + 13_000_000_000_000_000_000))")"#)
        #expect(wide.contains("Arithmetic overflow"), "\(wide)")
        let big = try Self.lock(#"Text("x \(Int(UInt64.max))")"#)
        #expect(big.contains("Not enough bits to represent the passed value"), "\(big)")
    }
}
