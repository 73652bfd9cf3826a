/// CryptoKit's `SHA256.hash(data:)`: a widget names the files it caches in
/// its App Group by the digest of their URL, and draws its fallback when the
/// file is not there; lasim runs that code to the same names. The digest is
/// OpenSSL's (libcrypto, which the `openssl` tool's package brings), opened
/// when first asked as librsvg is: the binary links no cryptography for one
/// call an app makes to name a file.
enum SHA256Digest {
    private typealias Function = @convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>?

    private static let function: Function? = DynamicLibrary.open(["libcrypto.so.3", "libcrypto.so"], override: "LASIM_LIBCRYPTO")
        .flatMap { try? DynamicLibrary.symbol("SHA256", in: [$0], Function.self) }

    /// The 32 bytes of the digest of `bytes`; nil when libcrypto is not on the machine.
    static func hash(_ bytes: [UInt8]) -> [UInt8]? {
        guard let function else { return nil }
        var digest = [UInt8](repeating: 0, count: 32)
        bytes.withUnsafeBufferPointer { b in
            digest.withUnsafeMutableBufferPointer { d in _ = function(b.baseAddress, b.count, d.baseAddress) }
        }
        return digest
    }
}
