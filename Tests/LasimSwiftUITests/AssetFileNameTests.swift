import Foundation
@testable import LasimSwiftUI
import Testing

/// An imageset whose `Contents.json` spells a file name in one Unicode
/// normalisation and the disk in the other is found, as Xcode finds it on
/// a Mac's normalisation-insensitive file system.
@Suite struct AssetFileNameTests {
    @Test("a file named decomposed (NFD) in Contents.json and composed (NFC) on disk, or the reverse, is read")
    func normalisation() throws {
        let composed = "ко\u{0439}.png", decomposed = "ко\u{0438}\u{0306}.png"
        #expect(composed.unicodeScalars.count != decomposed.unicodeScalars.count)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-nfd-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let crest = try Data(contentsOf: URL(fileURLWithPath: AssetImageTests.assets + "/crest.imageset/crest@3x.png"))
        for (set, onDisk, inJSON) in [("a", composed, decomposed), ("b", decomposed, composed)] {
            let folder = root + "/Assets.xcassets/\(set).imageset"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: folder + "/" + onDisk, contents: crest))
            let contents = #"{"images": [{"filename": "\#(inJSON)", "idiom": "universal", "scale": "3x"}]}"#
            let parsed = try #require(ImageSet.parse(contents, contentsPath: folder + "/Contents.json"))
            let path = try #require(parsed.file(dark: false)?.path)
            #expect(AssetFileName.onDisk(path) == folder + "/" + onDisk)
            let image = AssetImageStore.load(path)
            #expect(image.problem == nil, "\(String(describing: image.problem))")
            #expect((image.width, image.height) == (4, 4))
        }
        // A name no file has stays as given, and reads as missing.
        #expect(AssetFileName.onDisk(root + "/none.png") == root + "/none.png")
        #expect(AssetImageStore.load(root + "/none.png").problem?.hasSuffix("none.png: cannot be read") == true)
    }
}
