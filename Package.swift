// swift-tools-version:6.0
import PackageDescription
import Foundation
#if os(Linux)
import Glibc

/// The release binary links with lld and packed relative relocations
/// (DT_RELR): the loader then reads a 13 KB table instead of 1.4 MB of
/// RELA entries at every start, which stayed resident in the app (its
/// resident memory: 1.8 MB less). Position independence (ASLR) is kept.
/// Only where the loader knows DT_RELR (glibc 2.36 and later) and lld is
/// installed (Swift's Linux toolchains ship it); elsewhere the default link.
let packedRelocations: [LinkerSetting] = {
    var buffer = [CChar](repeating: 0, count: 64)
    guard confstr(Int32(_CS_GNU_LIBC_VERSION), &buffer, buffer.count) > 0 else { return [] }
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let version = text.split(separator: " ").last?.split(separator: ".").compactMap { Int($0) } ?? []
    guard version.count >= 2, (version[0], version[1]) >= (2, 36) else { return [] }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    guard path.split(separator: ":").contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/ld.lld") }) else { return [] }
    return [.unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"], .when(platforms: [.linux], configuration: .release))]
}()

/// The release binary carries the Swift runtime and FoundationEssentials
/// (`-static-stdlib`) instead of loading them as shared libraries, so only
/// the code lasim calls is in it: no libFoundation.so and ICU brought in by
/// the dependencies that `import Foundation` (swift-syntax, swift-nio,
/// swift-crypto), and no start-up relocation of libraries it barely uses.
/// The app holds about 10 MB less (the app's resident memory). Release
/// only: the test bundles link the debug build with the shared runtime
/// XCTest and Swift Testing use.
/// FoundationEssentials' own two libraries are named here because nothing
/// links Foundation, which would otherwise bring them.
let staticRuntime: [LinkerSetting] = [
    .unsafeFlags(["-static-stdlib", "-l_FoundationCollections", "-l_FoundationCShims"], .when(platforms: [.linux], configuration: .release)),
]

/// The release binary allocates with mimalloc (Debian's libmimalloc2.0,
/// which `scripts/install-deps.sh` installs) instead of glibc's malloc: the
/// pipeline allocates and frees small objects at every step (values, text
/// runs, layout nodes), and mimalloc does each in about half the
/// instructions (callgrind on 2,000 payloads: 336.2 M -> 327.8 M, the
/// whole-process run against jq a few percent faster). Linked, not
/// preloaded: its malloc and free come before libc's in the executable's
/// libraries, so the static Swift runtime, libyaml, libpng and ncurses all
/// use it. Where it is not installed, the release build links glibc's.
let fastAllocator: [LinkerSetting] = {
    let candidates = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib"]
    guard candidates.contains(where: { FileManager.default.fileExists(atPath: "\($0)/libmimalloc.so") }) else { return [] }
    return [.linkedLibrary("mimalloc", .when(platforms: [.linux], configuration: .release))]
}()
#else
let packedRelocations: [LinkerSetting] = []
let staticRuntime: [LinkerSetting] = []
let fastAllocator: [LinkerSetting] = []
#endif

/// FreeType's headers, for CLasimImage's C (a colour emoji's bitmap,
/// `--format png`'s filled symbols): not on the default include path
/// (Debian's libfreetype-dev puts them in /usr/include/freetype2), so
/// their folder is named here. Not with a `pkgConfig:` system library
/// target, as before: SwiftPM links what freetype2.pc's `--libs` says
/// too, and every start of lasim then loaded libfreetype and the brotli
/// it links (`lasim --version`: 18,044 kB peak, 17,040 kB without them),
/// when only a PNG with a filled symbol needs FreeType, which it opens
/// itself (dlopen). Headers at build time; the library at run time, if asked.
let freeTypeHeaders: [CSetting] = {
    let folders = ["/usr/include/freetype2", "/usr/local/include/freetype2", "/opt/homebrew/include/freetype2"]
    return folders.first { FileManager.default.fileExists(atPath: "\($0)/ft2build.h") }.map { [.unsafeFlags(["-I\($0)"])] } ?? []
}()

/// A file sees the members of the modules it imports, not of every module
/// its target reaches: otherwise `"a".contains("b")` in a target whose
/// dependencies import Foundation quietly calls Foundation's NSString
/// version, which links libFoundation back into the binary (see above).
let ownImportsOnly: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

/// The pure core (text, model, template language, renderer) in the release binary: no runtime
/// exclusivity checks. The renderer's context and evaluator are classes
/// whose properties change while they draw, and checking each access was
/// about 3% of the pipeline (measured with callgrind). The compile-time checks
/// stay, and the debug build the tests run keeps the runtime ones.
///
/// Nor lexical lifetimes: a local's value is kept alive to the end of its
/// scope only where it is used, so the optimiser can drop a copy and its
/// reference counts. That is what Swift did before 5.7; the guarantee it
/// gives up matters to code whose correctness hangs on when a deinit runs
/// (weak references, pointers into an object outside a `with...` scope),
/// and the core has none. 8% fewer reference counts and 4.5 M fewer
/// instructions on 2,000 payloads (measured with callgrind); everything it
/// draws is the same, byte for byte.
///
/// And cross-module optimisation: the renderer and the command line inline
/// the model's and the text rules' small functions and specialise their
/// generics (callgrind on 2,000 payloads: 337.6 M -> 336.2 M instructions,
/// the same digest).
let coreSettings: [SwiftSetting] = ownImportsOnly + [.unsafeFlags(["-enforce-exclusivity=unchecked", "-Xfrontend", "-enable-lexical-lifetimes=false", "-cross-module-optimization"], .when(configuration: .release))]

let package = Package(
    name: "lasim",
    products: [
        .executable(name: "lasim", targets: ["lasim"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Tests only: the reference `YAMLReader` is checked against (see LasimRenderTests).
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.80.0"),
        .package(url: "https://github.com/apple/swift-nio-http2.git", from: "1.35.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.30.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.0.0"),
        // The Swift compiler's own parser, to read an app's ActivityAttributes (`--swift`).
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "602.0.0"),
    ],
    targets: [
        // Rules about untrusted text shared by every layer: grapheme width, sanitising.
        .target(name: "LasimText", swiftSettings: coreSettings),
        // Payloads -> activities. No I/O, no clock: time is passed in.
        .target(name: "LasimModel", dependencies: ["LasimText"], swiftSettings: coreSettings),
        // The template language: a file (YAML through libyaml) -> its element
        // tree, expressions and their evaluation, formats, the template catalog;
        // the view trees an app's own code computes. The built-in templates and
        // themes are compiled in (EmbedResourcesPlugin).
        .target(name: "LasimTemplate", dependencies: ["LasimModel", "LasimText", "CLibYAML"], swiftSettings: coreSettings,
                plugins: ["EmbedResourcesPlugin"]),
        // Templates and themes drawn: layout -> a grid of styled cells; text/ANSI printers.
        .target(name: "LasimRender", dependencies: ["LasimTemplate", "LasimModel", "LasimText"], swiftSettings: coreSettings),
        // libyaml's event parser, which reads templates and themes (YAMLReader).
        // No `pkgConfig:`, as for CNcursesw: yaml.h is on the default include
        // path and the modulemap links.
        .systemLibrary(
            name: "CLibYAML", path: "Sources/CLibYAML",
            providers: [.apt(["libyaml-dev"])]
        ),
        .executableTarget(name: "EmbedResources"),
        .plugin(name: "EmbedResourcesPlugin", capability: .buildTool(), dependencies: ["EmbedResources"]),
        // The interactive app's state, update loop and screen, with no terminal.
        .target(name: "LasimApp", dependencies: ["LasimModel", "LasimRender", "LasimTemplate", "LasimText"], swiftSettings: ownImportsOnly),
        // ncursesw, wide-char API switched on, macros wrapped for Swift. No
        // `pkgConfig:` on purpose: ncursesw.pc only adds -D flags, which SwiftPM
        // drops with a warning on every build (shim.h defines them instead);
        // the header is on the default include path and the modulemap links.
        .systemLibrary(
            name: "CNcursesw", path: "Sources/CNcursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        // Signal flag and crash restore state: C, defined once in a .c file.
        .target(name: "CLasimSignals"),
        // An app's asset images decoded by the platform's libpng and
        // libjpeg-turbo (libpng-dev, libjpeg-dev), and a colour emoji's bitmap
        // read from its font by FreeType (opened at run time; its headers
        // from libfreetype-dev), their errors kept in C.
        .target(name: "CLasimImage", cSettings: freeTypeHeaders,
                linkerSettings: [.linkedLibrary("png"), .linkedLibrary("jpeg")]),
        // The terminal: screen setup, diffed drawing of a Grid, input, colour depth, restore.
        .target(name: "LasimTerminal", dependencies: ["LasimRender", "LasimTemplate", "LasimText", "LasimApp", "CNcursesw", "CLasimSignals"], swiftSettings: ownImportsOnly),
        // The APNs-compatible endpoint: a pure request validator and a thin NIO shell around it.
        .target(name: "LasimServer", dependencies: [
            "LasimModel", "LasimText",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOTLS", package: "swift-nio"),
            .product(name: "NIOHPACK", package: "swift-nio-http2"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"),
            .product(name: "Crypto", package: "swift-crypto"),
        ], swiftSettings: ownImportsOnly),
        // An app's own Live Activity from its Swift source: ActivityAttributes and
        // ContentState as schemas, its sample states. Pure over (path, text) pairs.
        .target(name: "LasimSwift", dependencies: [
            "LasimModel", "LasimText",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ], swiftSettings: ownImportsOnly),
        // `lasim validate`: payload lint against APNs rules and the template's schema.
        .target(name: "LasimValidate", dependencies: ["LasimModel", "LasimRender", "LasimTemplate", "LasimText"], swiftSettings: ownImportsOnly),
        // The fuzzers' properties (scripts/fuzz.sh builds them with libFuzzer;
        // here they are a plain library the regression tests run).
        .target(name: "LasimFuzzTargets", dependencies: ["LasimModel", "LasimRender", "LasimTemplate", "LasimServer", "LasimText", "LasimSwift", "LasimSwiftUI",
                                                       .product(name: "NIOCore", package: "swift-nio")],
                path: "Fuzz/Targets"),
        // The app's own SwiftUI Live Activity views -> templates: a second front
        // end for the one renderer (parsed with swift-syntax, never compiled).
        .target(name: "LasimSwiftUI", dependencies: [
            "LasimRender", "LasimTemplate", "LasimModel", "LasimText", "LasimSwift", "CLasimImage",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftOperators", package: "swift-syntax"),
        ], swiftSettings: ownImportsOnly),
        .executableTarget(name: "lasim", dependencies: [
            "LasimModel", "LasimRender", "LasimTemplate", "LasimText", "LasimApp", "LasimTerminal", "LasimServer", "LasimValidate", "LasimSwift", "LasimSwiftUI",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], swiftSettings: ownImportsOnly, linkerSettings: packedRelocations + staticRuntime + fastAllocator),
        .testTarget(name: "LasimTextTests", dependencies: ["LasimText"]),
        // Golden-snapshot assertions shared by the test targets that draw, and
        // the check that a doc carries the reference text the code makes.
        .target(name: "LasimSnapshotTesting", path: "Tests/LasimSnapshotTesting"),
        // The external tools some tests need: skipped when missing, failed under CI=true.
        .target(name: "LasimTestTools", path: "Tests/LasimTestTools"),
        .testTarget(name: "LasimSwiftUITests", dependencies: ["LasimSwiftUI", "LasimRender", "LasimTemplate", "LasimModel", "LasimSnapshotTesting"],
                    exclude: ["Fixtures", "__Snapshots__"]),
        .testTarget(name: "LasimModelTests", dependencies: ["LasimModel"]),
        .testTarget(name: "LasimTemplateTests", dependencies: ["LasimTemplate", "LasimModel"]),
        .testTarget(name: "LasimRenderTests", dependencies: ["LasimRender", "LasimTemplate", "LasimModel", "LasimSnapshotTesting", .product(name: "Yams", package: "Yams")], exclude: ["__Snapshots__"]),
        .testTarget(name: "LasimAppTests", dependencies: ["LasimApp", "LasimRender", "LasimTemplate", "LasimModel", "LasimSnapshotTesting"]),
        .testTarget(name: "LasimTerminalTests", dependencies: ["LasimTerminal", "LasimRender", "LasimTemplate", "LasimText", "LasimTestTools"]),
        // Drives the built `lasim` binary; depends on it so `swift test` builds it first.
        .testTarget(name: "LasimCLITests", dependencies: ["lasim", "LasimTestTools"], exclude: ["Fixtures"]),
        // The app in a real terminal: tmux, keys, resize, signals.
        .testTarget(name: "LasimE2ETests", dependencies: ["lasim"], exclude: ["Expected", "Fixtures"]),
        .testTarget(name: "LasimServerTests", dependencies: [
            "LasimServer", "LasimModel", "LasimTestTools", .product(name: "Crypto", package: "swift-crypto"),
            // A client's side of HTTP/2 in the tests: frames and HPACK, as NIO encodes them.
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOHPACK", package: "swift-nio-http2"),
        ]),
        // Every input a fuzzer found, replayed: Fuzz/regressions/<target>/.
        .testTarget(name: "LasimFuzzTests", dependencies: ["LasimFuzzTargets"]),
        .testTarget(name: "LasimSwiftTests", dependencies: ["LasimSwift", "LasimModel"], exclude: ["Fixtures"]),
        .testTarget(name: "LasimValidateTests", dependencies: ["LasimValidate", "LasimRender", "LasimTemplate", "LasimModel", "LasimTestTools", "LasimSnapshotTesting"],
                    exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
