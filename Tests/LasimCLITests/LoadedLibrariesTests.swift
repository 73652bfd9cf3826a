import Foundation
import Testing

/// The libraries only a PNG needs (FreeType for a filled symbol, librsvg
/// and cairo, poppler) are opened when a PNG asks for them, not loaded at
/// every start: linked, libfreetype and the brotli it links were about
/// 1 MB of every run's memory. glibc's loader says what it loads under
/// `LD_DEBUG=libs`, on stderr.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/maps"), "glibc's LD_DEBUG, on Linux"))
struct LoadedLibrariesTests {
    static func loaded(_ args: [String]) throws -> String {
        let r = try CLI.run(args, environment: ["LD_DEBUG": "libs"])
        #expect(r.status == 0, "\(r.stderr.suffix(400))")
        return r.stderr
    }

    @Test("lasim --version and a text render load neither FreeType nor librsvg")
    func startsWithoutThePNGLibraries() throws {
        for args in [["--version"], ["render", "--template", "order", "--sample", "in-transit", "--tz", "UTC"]] {
            let log = try Self.loaded(args)
            // The loader did report: libpng is linked (asset images).
            #expect(log.contains("libpng"), "\(args): LD_DEBUG said nothing: \(log.prefix(300))")
            for library in ["libfreetype", "libbrotli", "librsvg", "libcairo"] {
                #expect(!log.contains(library), "\(args) loads \(library)")
            }
        }
    }
}
