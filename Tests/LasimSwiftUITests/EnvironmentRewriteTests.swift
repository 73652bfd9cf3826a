import Testing
@testable import LasimSwiftUI

/// Modifiers whose effect reaches the views inside the one they are written
/// on: `.symbolVariant` and `.labelsHidden`.
@Suite struct EnvironmentRewriteTests {
    static let types = "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }"

    @Test("a symbol variant's parts join the name in SF Symbols' order, once each", arguments: [
        ("bell", ["fill"], "bell.fill"),
        ("person.fill", ["circle"], "person.circle.fill"),
        ("xmark", ["circle", "fill"], "xmark.circle.fill"),
        ("xmark.circle.fill", ["fill"], "xmark.circle.fill"),
        ("bell", ["fill", "slash"], "bell.slash.fill"),
        ("circle", ["fill"], "circle.fill"),
    ])
    func variantName(_ name: String, _ parts: [String], _ expected: String) {
        #expect(ViewEnvironmentRewrites.variantName(name, Set(parts)) == expected)
    }

    @Test("`.symbolVariant(.circle.fill)` on a stack draws its symbols in that variant")
    func symbolVariantDrawn() throws {
        let plain = try EvaluatorTests.lock(Self.types, #"HStack { Image(systemName: "xmark") }"#, state: #"{"n": 1}"#)
        let variant = try EvaluatorTests.lock(Self.types, #"HStack { Image(systemName: "xmark") }.symbolVariant(.circle.fill)"#, state: #"{"n": 1}"#)
        #expect(plain.contains("✕") && !plain.contains("❌"), "\(plain)")
        #expect(variant.contains("❌") && !variant.contains("✕") && !variant.contains("problem"), "\(variant)")
    }

    @Test("`.labelsHidden()` leaves a progress view's label out, and says nothing")
    func labelsHidden() throws {
        let bar = #"ProgressView("Uploading", value: 0.5)"#
        let shown = try EvaluatorTests.lock(Self.types, "VStack { \(bar) }", state: #"{"n": 1}"#)
        let hidden = try EvaluatorTests.lock(Self.types, "VStack { \(bar) }.labelsHidden()", state: #"{"n": 1}"#)
        #expect(shown.contains("Uploading"), "\(shown)")
        #expect(!hidden.contains("Uploading") && !hidden.contains("problem") && hidden.contains("━"), "\(hidden)")
    }
}
