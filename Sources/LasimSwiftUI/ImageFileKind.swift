/// The image files lasim reads, decodes and embeds: PNG and JPEG, known by
/// the name an asset catalogue lists and by their first bytes (an SVG or a
/// PDF in a catalogue is neither, and is drawn as its placeholder).
public enum ImageFileKind: Sendable, Equatable {
    case png, jpeg

    /// By the file's name: ".png", ".jpg" or ".jpeg", in any case.
    public init?(fileName: String) {
        let lower = fileName.lowercased()
        if lower.hasSuffix(".png") { self = .png } else if lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") { self = .jpeg } else { return nil }
    }

    /// By the format's signature at the start of the bytes.
    public init?(bytes: some Sequence<UInt8>) {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { self = .png } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { self = .jpeg } else { return nil }
    }

    public var mime: String { self == .png ? "image/png" : "image/jpeg" }

    /// What a file that is neither is told.
    public static let notDecodable = "not a PNG or JPEG file"
}
