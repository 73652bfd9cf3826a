import Foundation
import LasimModel
import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// Images a widget makes from bytes: `UIImage(data:)` of an asset's
/// `pngData()` (a preview's team crest kept as `Data` in the attributes),
/// of a `Data(base64Encoded:)` literal (a preview's map tile), of a
/// payload's `Data` field. The phone draws the PNG or JPEG they hold; lasim
/// drew a placeholder ("an image made at run time").
@Suite struct ImageBytesTests {
    /// A 2 x 1 PNG of our own: a green pixel and a magenta one.
    static let png: [UInt8] = AssetImageStore.encodePNG([0, 255, 0, 255, 255, 0, 255, 255], width: 2, height: 1) ?? []

    @Test("UIImage(data:) of an asset's pngData() is that asset: Image(uiImage:) draws its pixels")
    func assetThroughData() throws {
        let made = #"Image(uiImage: UIImage(data: UIImage(named: "mark")!.pngData()!)!).resizable().frame(width: 32, height: 32)"#
        #expect(try AssetImageTests.inks(made) == [RGB(255, 0, 0), RGB(0, 0, 255)])
        let jpeg = #"Image(uiImage: UIImage(data: UIImage(named: "mark")!.jpegData(compressionQuality: 0.8)!)!).resizable().frame(width: 32, height: 32)"#
        #expect(try AssetImageTests.inks(jpeg) == [RGB(255, 0, 0), RGB(0, 0, 255)])
    }

    @Test("UIImage(data: Data(base64Encoded:)) of a PNG literal draws it, its size in points the PNG's pixels (scale 1)")
    func base64Literal() throws {
        let b64 = Data(Self.png).base64EncodedString()
        let lock = """
            if let d = Data(base64Encoded: "\(b64)"), let ui = UIImage(data: d) {
                VStack { Image(uiImage: ui).resizable().frame(width: 32, height: 32); Text("\\(Int(ui.size.width)) pt") }
            } else { Text("no image") }
            """
        let a = try AssetImageTests.inline(lock)
        let out = Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        #expect(out.contains("2 pt") && !out.contains("["), "\(out)")
        #expect(try AssetImageTests.inks(lock) == [RGB(0, 255, 0), RGB(255, 0, 255)])
    }

    @Test("bytes that are not an image make no UIImage (the app's fallback is drawn), nor does text that is not Base64 make Data; String(data:encoding:) is the bytes' text, nil where they are not UTF-8")
    func notAnImage() throws {
        let a = try AssetImageTests.inline(#"""
            VStack {
                Text(UIImage(data: Data("hello".utf8)) == nil ? "no image" : "image")
                Text(Data(base64Encoded: "not base64!") == nil ? "no data" : "data")
                Text("\(Data(base64Encoded: "aGk=")!.count) bytes")
                Text(String(data: Data(base64Encoded: "aGk=")!, encoding: .utf8) ?? "?")
                Text(String(data: Data(base64Encoded: "/w==")!, encoding: .utf8) ?? "not UTF-8")
            }
            """#)
        let out = Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        #expect(out.contains("no image") && out.contains("no data") && out.contains("2 bytes") && out.contains(" hi") && out.contains("not UTF-8"), "\(out)")
    }

    @Test("a payload's Data field holding a PNG (a song's album art) is drawn by UIImage(data:); an empty one is the app's fallback")
    func payloadData() throws {
        let source = """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var art: Data } }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
                        if let ui = UIImage(data: context.state.art) {
                            Image(uiImage: ui).resizable().frame(width: 32, height: 32)
                        } else {
                            Text("no art")
                        }
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
            }
            """
        let a = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Art.swift", source)]), resources: try AssetImageTests.resources()).first)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        func inks(_ state: String) -> (Set<RGB>, String) {
            let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(state), now: 0, state: .active)
            let r = Renderer(catalog: catalog).render(.lock, Snapshot(sample: sample, template: a.template), now: 0)
            return (Set(AssetImageTests.halfBlocks(r.grid).compactMap(\.cell.style.fg)), r.grid.lines.joined(separator: "\n"))
        }
        #expect(inks(#"{"art": "\#(Data(Self.png).base64EncodedString())"}"#).0 == [RGB(0, 255, 0), RGB(255, 0, 255)])
        let empty = inks(#"{"art": ""}"#)
        #expect(empty.0.isEmpty && empty.1.contains("no art"), "\(empty.1)")
    }

    @Test("an image's name made from bytes holds them: its MIME type, scale and bytes read back; a problem names it by its size, not its bytes")
    func names() throws {
        let name = try #require(ImageBytes.name(Self.png, scale: 3))
        #expect(ImageBytes.isBytes(name) && !ImageBytes.isBytes("crest"))
        let parts = try #require(ImageBytes.parts(name))
        #expect(parts.mime == "image/png" && parts.scale == 3)
        #expect(ImageBytes.bytes(name) == Self.png)
        #expect(ImageBytes.shown(name) == "an image made from \(Self.png.count) bytes (image/png)")
        #expect(ImageBytes.name(Array("<svg></svg>".utf8)) == nil)
    }

    @Test("images made from a stream's bytes are kept decoded only while recent: a new album cover with every update does not grow the store without end")
    func streamOfImages() throws {
        let store = AssetImageStore()
        func cover(_ i: Int) throws -> String {
            let shade = UInt8(i)
            let png = try #require(AssetImageStore.encodePNG([shade, 0, 255 &- shade, 255], width: 1, height: 1))
            return try #require(ImageBytes.name(png))
        }
        let first = try cover(0)
        #expect(store.image(madeFrom: first)?.width == 1)
        for i in 1...100 {
            #expect(store.image(madeFrom: try cover(i))?.pixels.count == 4)
            // The first cover stays on screen (drawn at every render): it is kept.
            _ = store.image(madeFrom: first)
        }
        #expect(store.imagesMadeFromBytes == (AssetImageStore.maxMadeFromBytes, AssetImageStore.maxMadeFromBytes * 4))
        #expect(store.image(madeFrom: first)?.pixels == [0, 0, 255, 255])
        // One evicted long ago is decoded again, the same.
        #expect(store.image(madeFrom: try cover(1))?.pixels == [1, 0, 254, 255])
    }

    @Test("large images made from small payloads (one colour compresses to nothing) are held to a budget of pixels, the one being drawn always kept")
    func budgetOfPixels() throws {
        let store = AssetImageStore()
        // 1024 x 1024 of one colour: 4 MiB of pixels (600 x 600 is 2,316 bytes of PNG at zlib's best, inside APNs's 4 KB).
        func big(_ i: Int) throws -> String {
            let pixels = [UInt8](repeating: UInt8(i), count: 1024 * 1024 * 4)
            let png = try #require(AssetImageStore.encodePNG(pixels, width: 1024, height: 1024))
            return try #require(ImageBytes.name(png))
        }
        for i in 0..<10 { #expect(store.image(madeFrom: try big(i))?.width == 1024) }
        let held = store.imagesMadeFromBytes
        #expect(held.pixelBytes <= AssetImageStore.maxMadeFromBytesPixels && held.count == AssetImageStore.maxMadeFromBytesPixels / (4 << 20))
    }
}
