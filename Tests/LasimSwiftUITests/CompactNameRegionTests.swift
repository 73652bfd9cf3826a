import Testing

/// `.number.notation(.compactName)` on a phone set to another region: its
/// units and where a number is shortened, as ICU writes them (the values
/// below are Foundation's); lasim wrote US English's K, M, B in every region.
@Suite struct CompactNameRegionTests {
    @Test("the region's units", arguments: [
        ("ja_JP", 12_345, "[1.2万]"),
        ("ja_JP", 1_234_567, "[123万]"),
        ("zh_CN", 120_000_000, "[1.2亿]"),
        ("ko_KR", 1_234, "[1.2천]"),
        ("de_DE", 12_345, "[12.345]"),
        ("de_DE", 1_234_567, "[1,2\u{a0}Mio.]"),
        ("fr_FR", 999_999, "[1\u{a0}M]"),
        ("en_US", 999_999, "[1M]"),
    ])
    func compact(_ locale: String, _ n: Int, _ expected: String) throws {
        let out = try EvaluatorTests.lock(FormatStyleTests.types, "Text(\"[\" + \(n).formatted(.number.notation(.compactName)) + \"]\")",
                                          state: #"{"n": 1}"#, locale: locale)
        #expect(out.contains(expected), "\(expected) in \(out)")
    }
}
