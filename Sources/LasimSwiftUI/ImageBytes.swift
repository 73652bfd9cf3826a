#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimTemplate

/// An image a widget makes from bytes (`UIImage(data:)` of a payload's
/// `Data`, of a `Data(base64Encoded:)` literal, of an asset's
/// `pngData()`): named by its bytes, as a data URL, so that the cells, the
/// PNG and the SVG find the same pixels from the name a view holds, with
/// no store to keep in step. Only PNG and JPEG, the bitmaps `UIImage`
/// reads that lasim decodes; SVG and PDF bytes make no `UIImage`.
public enum ImageBytes {
    static let prefix = AssetImage.bytesPrefix

    /// The name of the image those bytes hold, drawn at `scale` pixels a
    /// point (`UIImage(data:scale:)`, 1 by default); nil when they are not
    /// a PNG or JPEG (the phone's `UIImage(data:)` is nil too).
    public static func name(_ bytes: [UInt8], scale: Double = 1) -> String? {
        guard let kind = ImageFileKind(bytes: bytes), kind == .png || kind == .jpeg, scale > 0, scale.isFinite else { return nil }
        return prefix + kind.mime + ";scale=\(scale);base64," + Data(bytes).base64EncodedString()
    }

    /// A view's image name is one made from bytes, not an asset's.
    public static func isBytes(_ name: String) -> Bool { AssetImage.isMadeFromBytes(name) }

    /// The MIME type, scale and Base64 bytes of a name `name(_:scale:)` made.
    public static func parts(_ name: String) -> (mime: String, scale: Double, base64: Substring)? {
        guard isBytes(name), let comma = name.firstIndex(of: ",") else { return nil }
        let fields = name[name.index(name.startIndex, offsetBy: prefix.count)..<comma].split(separator: ";")
        guard fields.count == 3, fields[2] == "base64", fields[1].hasPrefix("scale="),
              let scale = Double(fields[1].dropFirst(6)) else { return nil }
        return (String(fields[0]), scale, name[name.index(after: comma)...])
    }

    /// The bytes a name holds.
    public static func bytes(_ name: String) -> [UInt8]? {
        parts(name).flatMap { Data(base64Encoded: String($0.base64)) }.map(Array.init)
    }

    /// How a problem names it: not its bytes.
    public static func shown(_ name: String) -> String {
        guard let p = parts(name) else { return name }
        return "an image made from \(p.base64.count * 3 / 4) bytes (\(p.mime))"
    }
}
