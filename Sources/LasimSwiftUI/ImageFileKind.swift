/// The image files lasim reads, decodes and embeds: PNG, JPEG, and an
/// imageset's vector file, SVG or PDF (which Xcode accepts as it does a
/// PNG), known by the name an asset catalogue lists and by their first bytes.
public enum ImageFileKind: Sendable, Equatable {
    case png, jpeg, svg, pdf

    /// By the file's name: ".png", ".jpg", ".jpeg", ".svg" or ".pdf", in any case.
    public init?(fileName: String) {
        let lower = fileName.lowercased()
        if lower.hasSuffix(".png") { self = .png } else if lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") { self = .jpeg }
        else if lower.hasSuffix(".svg") { self = .svg } else if lower.hasSuffix(".pdf") { self = .pdf } else { return nil }
    }

    /// By the format's signature at the start of the bytes (a PDF's
    /// `%PDF-`, which a file may follow with other bytes); an SVG by its
    /// `<svg` element within the first kilobyte (after an XML declaration,
    /// comments or a doctype).
    public init?(bytes: some Sequence<UInt8>) {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { self = .png } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { self = .jpeg }
        else if bytes.starts(with: Array("%PDF-".utf8)) { self = .pdf }
        else if Self.isSVG(Array(bytes.prefix(1024))) { self = .svg } else { return nil }
    }

    private static func isSVG(_ head: [UInt8]) -> Bool {
        var text = Substring(decoding: head, as: UTF8.self)
        text = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        return text.hasPrefix("<") && text.contains("<svg")
    }

    public var mime: String {
        switch self {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        case .svg: "image/svg+xml"
        case .pdf: "application/pdf"
        }
    }

    /// What a file that is none of them is told.
    public static let notDecodable = "not a PNG, JPEG, SVG or PDF file"
}
