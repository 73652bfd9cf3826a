import Testing
@testable import LasimSwiftUI

/// `ByteCountFormatter` as an iPhone in US English writes a size (a
/// download's progress: "1.5 MB / 20 MB"). It said "ByteCountFormatter not
/// drawn" and drew the text as "[ByteCountFormatter]".
@Suite struct ByteCountFormatterTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        func size(_ bytes: Int64, _ style: ByteCountFormatter.CountStyle = .file) -> String {
            let f = ByteCountFormatter()
            f.countStyle = style
            return f.string(fromByteCount: bytes)
        }
        """

    @Test(arguments: [
        ("size(0)", "Zero KB"),
        ("size(1)", "1 byte"),
        ("size(999)", "999 bytes"),
        ("size(1_500_000)", "1.5 MB"),
        ("size(20_000_000)", "20 MB"),
        ("size(1_234_567_890)", "1.23 GB"),
        ("size(64_400)", "64 KB"),
        ("size(1_048_576, .memory)", "1 MB"),
        ("size(999_999)", "1 MB"),
        ("ByteCountFormatter.string(fromByteCount: 3_500_000, countStyle: .file)", "3.5 MB"),
        // `ByteCountFormatStyle` (iOS 15): the formatter's numbers, the
        // kilobyte as "kB", as Apple's examples print them (lasim printed
        // the count as a plain number, "123,456,789").
        ("Int64(123_456_789).formatted(.byteCount(style: .file))", "123.5 MB"),
        ("Int64(1024).formatted(.byteCount(style: .memory))", "1 kB"),
        ("Int64(1_000_000_000_000).formatted(.byteCount(style: .binary))", "931.32 GB"),
        ("Int64(1_000_000_000_000).formatted(.byteCount(style: .decimal))", "1 TB"),
    ])
    func printed(call: String, expected: String) throws {
        try Fixture.expectPrinted(Self.types, call, expected)
    }
}
