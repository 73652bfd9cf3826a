import Foundation

/// The Delivery app's Swift sources copied into a new temporary directory,
/// for a test that edits them; removed with `remove()`.
struct DeliveryCopy {
    let dir: URL
    /// The file that declares the Live Activity's views.
    var view: URL { dir.appendingPathComponent("DeliveryLiveActivity.swift") }

    init(_ name: String) throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let fixtures = Tmux.repo.appendingPathComponent("Tests/LasimSwiftTests/Fixtures/Delivery")
        for file in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) where file.hasSuffix(".swift") {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(file), to: dir.appendingPathComponent(file))
        }
    }

    func remove() { try? FileManager.default.removeItem(at: dir) }
}
