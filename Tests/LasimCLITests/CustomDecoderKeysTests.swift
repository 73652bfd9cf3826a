import Foundation
import Testing

/// A key a custom `init(from:)` never reads, next to one it does, is a
/// warning that names the key it reads: the payload sent `criticalText`,
/// the type reads `critical_text`.
@Suite struct CustomDecoderKeysTests {
    @Test func aNearMissOfAKeyTheDecoderReadsIsAWarningWithDidYouMean() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
            import ActivityKit
            struct AlertAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var title: String
                    var criticalText: String?
                    enum CodingKeys: String, CodingKey { case title, criticalText = "critical_text" }
                    init(from decoder: Decoder) throws {
                        let c = try decoder.container(keyedBy: CodingKeys.self)
                        title = (try? c.decode(String.self, forKey: .title)) ?? "?"
                        criticalText = try c.decodeIfPresent(String.self, forKey: .criticalText)
                    }
                }
            }
            """.write(to: dir.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let payload = dir.appendingPathComponent("p.json")
        try #"{"aps":{"event":"update","timestamp":1700000000,"content-state":{"title":"x","criticalText":"y","unrelated":1}}}"#
            .write(to: payload, atomically: true, encoding: .utf8)
        let r = try CLI.run(["validate", "--swift", dir.path, payload.path])
        #expect(r.stdout.contains("aps.content-state.criticalText: not read by AlertAttributes.ContentState's init(from:), which reads critical_text (did you mean critical_text?) [extra-field]"), "\(r.stdout)")
        // A key near nothing it reads may be read in a way lasim cannot follow: no claim.
        #expect(!r.stdout.contains("content-state.unrelated"), "\(r.stdout)")
    }
}
