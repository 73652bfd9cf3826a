@testable import LasimSwiftUI
import Testing

/// Which overload a call runs, by its arguments' types, as Swift picks it.
@Suite struct OverloadTypeTests {
    /// DuckDuckGo's macOS `FileImportView` adds `Text.init(_ textParts: [TextItem])`;
    /// its VPN Live Activity's `Text(UserText.vpnSnoozing)` ran it and drew "[!]".
    @Test("an app's Text.init(_ parts: [Part]) is not run for Text(aString); it is for an array of parts")
    func arrayParameterTakesNoString() throws {
        let out = try EvaluatorTests.lock("""
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var label: String } }
            struct Part { var s: String }
            extension Text {
                init(_ parts: [Part]) {
                    guard !parts.isEmpty else { self.init(""); return }
                    self.init(parts.map(\\.s).joined(separator: "+"))
                }
            }
            """, """
            VStack {
                Text(context.state.label)
                Text([Part(s: "ab"), Part(s: "cd")])
            }
            """, state: #"{"label": "VPN Snoozing"}"#)
        for text in ["VPN Snoozing", "ab+cd"] { #expect(out.contains(text), "\(text) in \(out)") }
        #expect(!out.contains("problem"), "\(out)")
    }
}
