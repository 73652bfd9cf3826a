import LasimSwiftUI
import LasimText

extension FuzzTargets {
    /// The bytes a payload's `Data` field carries to `UIImage(data:)`:
    /// libpng or libjpeg-turbo decode them through lasim's C wrapper
    /// (Sources/CLasimImage), which owns the error recovery (setjmp) and
    /// the size limit. Any bytes decode or fail with a message; a decoded
    /// image is inside the limit, four bytes a pixel; a failure's message
    /// (libpng's text may name a chunk) carries no control or bidi
    /// character; the name that carries the bytes through a view gives
    /// them back whole.
    public static func image(_ data: [UInt8]) {
        switch AssetImageStore.decode(data) {
        case .success(let (width, height, pixels)):
            let side = Int(AssetImageStore.maxSide)
            precondition(width >= 1 && height >= 1 && width <= side && height <= side,
                         "image: decoded to \(width) x \(height), outside 1...\(side)")
            precondition(pixels.count == width * height * 4, "image: \(pixels.count) bytes for \(width) x \(height) RGBA")
            let name = ImageBytes.name(data)
            precondition(name.flatMap(ImageBytes.bytes) == data, "image: a decoded image's bytes do not come back from its name")
        case .failure(let e):
            precondition(!e.message.isEmpty, "image: a failure without a message")
            precondition(!e.message.unicodeScalars.contains { Sanitizer.replacement(for: $0.value) != nil },
                         "image: a failure's message carries a control or bidi character: \(e.message.debugDescription)")
        }
    }
}
