// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "lasim",
    products: [
        .executable(name: "lasim", targets: ["lasim"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        // Rules about untrusted text shared by every layer: grapheme width, sanitising.
        .target(name: "LasimText"),
        // Payloads -> activities. No I/O, no clock: time is passed in.
        .target(name: "LasimModel", dependencies: ["LasimText"]),
        // Templates, themes, layout -> a grid of styled cells; text/ANSI printers.
        .target(name: "LasimRender", dependencies: [
            "LasimModel", "LasimText", .product(name: "Yams", package: "Yams"),
        ]),
        .executableTarget(name: "lasim", dependencies: [
            "LasimModel", "LasimRender", "LasimText",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "LasimTextTests", dependencies: ["LasimText"]),
        .testTarget(name: "LasimModelTests", dependencies: ["LasimModel"]),
        .testTarget(name: "LasimRenderTests", dependencies: ["LasimRender", "LasimModel"], exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
