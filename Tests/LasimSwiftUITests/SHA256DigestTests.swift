@testable import LasimSwiftUI
import Testing

/// CryptoKit's `SHA256` as lasim gives it (libcrypto's): FIPS 180-4's examples, and a
/// widget naming its App Group cache by the digest of a URL.
@Suite struct SHA256DigestTests {
    static func hex(_ s: String) -> String {
        (SHA256Digest.hash(Array(s.utf8)) ?? []).map { b in (b < 16 ? "0" : "") + String(b, radix: 16) }.joined()
    }

    @Test("the standard's digests of \"abc\", the empty message and a two-block message")
    func knownDigests() {
        #expect(Self.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Self.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(Self.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    /// A football widget (corpus29a's matchzh) looks for each team's badge
    /// in its App Group under the SHA-256 of the badge's URL and draws the
    /// team's first letter when it is not there; lasim drew "[SHA256]" in
    /// the badge's circle.
    @Test("SHA256.hash(data:) runs: a cache file named by it is not in the empty App Group, and the fallback is drawn")
    func cacheNamedByADigest() throws {
        let out = try EvaluatorTests.lock(WidgetIdiomTests.plain + """

            import CryptoKit
            enum Cache {
                static func name(_ url: String) -> String {
                    SHA256.hash(data: Data(url.utf8)).map { String(format: "%02x", $0) }.joined()
                }
                static func path(_ url: String) -> String? {
                    guard let dir = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.badges") else { return nil }
                    let file = dir.appendingPathComponent(name(url))
                    return FileManager.default.fileExists(atPath: file.path) ? file.path : nil
                }
            }
            struct Badge: View {
                let team: String
                var body: some View {
                    if let path = Cache.path("https://example.com/\\(team).png"), let image = UIImage(contentsOfFile: path) {
                        Image(uiImage: image)
                    } else {
                        Text(String(team.prefix(1)))
                    }
                }
            }
            struct Row: View {
                var body: some View {
                    VStack { Badge(team: "Madrid"); Text(String(Cache.name("abc").prefix(12))) }
                }
            }
            """, "Row()", state: WidgetIdiomTests.state)
        #expect(out.contains("M") && out.contains("ba7816bf8f01") && !out.contains("["), "\(out)")
    }
}
