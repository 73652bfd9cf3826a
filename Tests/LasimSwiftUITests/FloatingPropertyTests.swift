import Testing

/// A Double's and a Float's tests of what kind of number they hold, as a
/// run-pace formatter guards a division by a distance still zero.
@Suite struct FloatingPropertyTests {
    static let types = "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }"

    @Test("isInfinite on a Double (a pace over no distance yet) and on a Float; isNaN, isFinite and isZero on a Float")
    func kinds() throws {
        try Fixture.expectPrinted(Self.types, #"String((Double(context.state.n) / 0).isInfinite) + String(Double(context.state.n).isInfinite)"#, "truefalse")
        try Fixture.expectPrinted(Self.types, #"String((Float(context.state.n) / 0).isInfinite) + String(Float.nan.isNaN)"#, "truetrue")
        try Fixture.expectPrinted(Self.types, #"String(Float(context.state.n).isFinite) + String(Float(0).isZero)"#, "truetrue")
    }
}
