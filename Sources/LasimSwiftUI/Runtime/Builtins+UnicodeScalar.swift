/// `s.unicodeScalars` / `c.unicodeScalars`: each scalar an opaque value with
/// its `value` and the `properties` widget code asks of it (`isEmoji`,
/// most often, to tell an emoji prefix from a name). Read from Swift's own
/// tables, so a scalar answers what it answers on the phone.
extension Builtins {
    static func unicodeScalars(_ scalars: some Sequence<Unicode.Scalar>) -> SwiftValue {
        .array(scalars.map(unicodeScalar))
    }

    static func unicodeScalar(_ u: Unicode.Scalar) -> SwiftValue {
        let p = u.properties
        let properties: [String: SwiftValue] = [
            "isEmoji": .bool(p.isEmoji),
            "isEmojiPresentation": .bool(p.isEmojiPresentation),
            "isAlphabetic": .bool(p.isAlphabetic),
            "isWhitespace": .bool(p.isWhitespace),
            "isUppercase": .bool(p.isUppercase),
            "isLowercase": .bool(p.isLowercase),
            "numericValue": p.numericValue.map { .double($0) } ?? .null,
        ]
        return .opaque(.init("Unicode.Scalar", [
            "value": .int(Int(u.value)),
            "isASCII": .bool(u.isASCII),
            "properties": .opaque(.init("Unicode.Scalar.Properties", properties)),
        ]))
    }
}
