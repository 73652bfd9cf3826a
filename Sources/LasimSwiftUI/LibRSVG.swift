#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// librsvg drawing an SVG into a cairo image surface, for `--format png`
/// and for an app's SVG asset images. The libraries are opened when an SVG
/// is drawn (dlopen), not linked: the binary keeps its short list of
/// libraries and starts without them, and a machine without librsvg is
/// told so by whoever asked (Debian: `librsvg2-2`, which brings cairo).
public enum LibRSVG {
    /// What kept the drawing from being made; each caller words it.
    public enum Failure: Error, Equatable {
        case noLibrary
        case noCairo
        /// librsvg or cairo lacks this function (librsvg before 2.46).
        case noSymbol(String)
        /// librsvg refused the document: its message.
        case unreadable(String)
        case noSurface(width: Int32, height: Int32)
        case notDrawn(String)
        case notWritten(Int32)
    }

    /// A drawn ARGB32 surface: cairo's premultiplied pixels in native
    /// byte order, rows `stride` bytes apart.
    public struct Surface {
        fileprivate let handle: OpaquePointer
        fileprivate let api: API
        public let width: Int, height: Int

        /// Straight-alpha RGBA, rows top to bottom: what `AssetImage` holds.
        public func rgba() -> [UInt8] {
            api.flush(handle)
            guard let data = api.data(handle) else { return [] }
            let stride = Int(api.stride(handle))
            var out = [UInt8](repeating: 0, count: width * height * 4)
            let raw = UnsafeRawPointer(data)
            for y in 0..<height {
                for x in 0..<width {
                    let p = raw.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                    let a = p >> 24, o = (y * width + x) * 4
                    guard a > 0 else { continue }
                    func straight(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
                    out[o] = straight((p >> 16) & 0xFF); out[o + 1] = straight((p >> 8) & 0xFF)
                    out[o + 2] = straight(p & 0xFF); out[o + 3] = UInt8(a)
                }
            }
            return out
        }

        /// The surface as a PNG file, written by cairo.
        public func png() throws(Failure) -> [UInt8] {
            let sink = Sink()
            let status = api.writePNG(handle, { closure, data, length in
                guard let closure, let data else { return 11 }  // CAIRO_STATUS_WRITE_ERROR
                Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return 0
            }, Unmanaged.passUnretained(sink).toOpaque())
            guard status == 0 else { throw .notWritten(status) }
            return withExtendedLifetime(sink) { sink.bytes }
        }
    }

    /// The size an SVG declares (its `width` and `height`, else its
    /// viewBox), in its user units: the points an SVG asset is drawn at.
    public static func size(svg: [UInt8]) throws(Failure) -> (width: Int, height: Int) {
        let api = try API.open()
        let handle = try api.handle(svg)
        defer { api.unref(handle) }
        // RsvgDimensionData: { int width; int height; double em; double ex; }
        var d: (Int32, Int32, Double, Double) = (0, 0, 0, 0)
        withUnsafeMutablePointer(to: &d) { api.dimensions(handle, UnsafeMutableRawPointer($0)) }
        return (Int(d.0), Int(d.1))
    }

    /// `svg` drawn to fill `width` x `height` pixels (its viewBox fitted
    /// into them), on a transparent surface that `body` reads.
    public static func draw<T>(svg: [UInt8], width: Int, height: Int, _ body: (Surface) throws -> T) throws -> T {
        let api = try API.open()
        let handle = try api.handle(svg)
        defer { api.unref(handle) }
        let pw = Int32(max(1, width)), ph = Int32(max(1, height))
        // CAIRO_FORMAT_ARGB32: what is not drawn stays transparent.
        guard let surface = api.surfaceCreate(0, pw, ph), api.surfaceStatus(surface) == 0 else {
            throw Failure.noSurface(width: pw, height: ph)
        }
        defer { api.surfaceDestroy(surface) }
        guard let cr = api.create(surface) else { throw Failure.notDrawn("cairo could not draw") }
        defer { api.destroy(cr) }
        // RsvgRectangle: the viewport the document is fitted into, in pixels.
        var viewport: (Double, Double, Double, Double) = (0, 0, Double(pw), Double(ph))
        var error: UnsafeMutableRawPointer?
        let drawn = withUnsafePointer(to: &viewport) { api.renderDocument(handle, cr, UnsafeRawPointer($0), &error) }
        guard drawn != 0 else { throw Failure.notDrawn(gErrorMessage(error)) }
        return try body(Surface(handle: surface, api: api, width: Int(pw), height: Int(ph)))
    }

    /// The bytes written by cairo's PNG stream.
    private final class Sink { var bytes: [UInt8] = [] }

    /// The functions used, looked up in the opened libraries.
    fileprivate struct API {
        typealias NewFromData = @convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> OpaquePointer?
        typealias RenderDocument = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeRawPointer?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> Int32
        typealias Dimensions = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void
        typealias Unref = @convention(c) (OpaquePointer?) -> Void
        typealias SurfaceCreate = @convention(c) (Int32, Int32, Int32) -> OpaquePointer?
        typealias SurfaceStatus = @convention(c) (OpaquePointer?) -> Int32
        typealias Create = @convention(c) (OpaquePointer?) -> OpaquePointer?
        typealias SurfaceData = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<UInt8>?
        typealias WriteFunc = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt32) -> Int32
        typealias WritePNG = @convention(c) (OpaquePointer?, WriteFunc, UnsafeMutableRawPointer?) -> Int32

        let newFromData: NewFromData, renderDocument: RenderDocument, dimensions: Dimensions, unref: Unref
        let surfaceCreate: SurfaceCreate, surfaceStatus: SurfaceStatus, surfaceDestroy: Unref, flush: Unref
        let create: Create, destroy: Unref, data: SurfaceData, stride: SurfaceStatus, writePNG: WritePNG

        static func open() throws(Failure) -> API {
            // LASIM_LIBRSVG: another librsvg to open (a path or a soname).
            let names = getenv("LASIM_LIBRSVG").map { [String(cString: $0)] } ?? ["librsvg-2.so.2", "librsvg-2.so"]
            guard let rsvg = dl(names) else { throw .noLibrary }
            guard let cairo = dl(["libcairo.so.2", "libcairo.so"]) ?? Optional(rsvg) else { throw .noCairo }
            func sym<T>(_ lib: UnsafeMutableRawPointer, _ name: String, _ type: T.Type) throws(Failure) -> T {
                guard let p = dlsym(lib, name) ?? dlsym(rsvg, name) else { throw .noSymbol(name) }
                return unsafeBitCast(p, to: type)
            }
            return API(
                newFromData: try sym(rsvg, "rsvg_handle_new_from_data", NewFromData.self),
                renderDocument: try sym(rsvg, "rsvg_handle_render_document", RenderDocument.self),
                dimensions: try sym(rsvg, "rsvg_handle_get_dimensions", Dimensions.self),
                unref: try sym(rsvg, "g_object_unref", Unref.self),
                surfaceCreate: try sym(cairo, "cairo_image_surface_create", SurfaceCreate.self),
                surfaceStatus: try sym(cairo, "cairo_surface_status", SurfaceStatus.self),
                surfaceDestroy: try sym(cairo, "cairo_surface_destroy", Unref.self),
                flush: try sym(cairo, "cairo_surface_flush", Unref.self),
                create: try sym(cairo, "cairo_create", Create.self),
                destroy: try sym(cairo, "cairo_destroy", Unref.self),
                data: try sym(cairo, "cairo_image_surface_get_data", SurfaceData.self),
                stride: try sym(cairo, "cairo_image_surface_get_stride", SurfaceStatus.self),
                writePNG: try sym(cairo, "cairo_surface_write_to_png_stream", WritePNG.self))
        }

        func handle(_ svg: [UInt8]) throws(Failure) -> OpaquePointer {
            var error: UnsafeMutableRawPointer?
            guard let h = svg.withUnsafeBufferPointer({ newFromData($0.baseAddress, $0.count, &error) }) else {
                throw .unreadable(LibRSVG.gErrorMessage(error))
            }
            return h
        }
    }

    private static func dl(_ names: [String]) -> UnsafeMutableRawPointer? {
        for n in names { if let h = dlopen(n, RTLD_NOW | RTLD_LOCAL) { return h } }
        return nil
    }

    /// GError's message (`{ GQuark domain; gint code; gchar *message; }`), on one line.
    private static func gErrorMessage(_ e: UnsafeMutableRawPointer?) -> String {
        guard let e, let msg = e.load(fromByteOffset: 8, as: UnsafePointer<CChar>?.self) else { return "" }
        return String(cString: msg).split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
