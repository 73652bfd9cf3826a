#if canImport(Glibc)
import Glibc
#endif

/// `--format png`: an SVG rasterised by librsvg into a cairo image surface,
/// written as PNG. The libraries are opened when a PNG is asked for
/// (dlopen), not linked: the binary keeps its short list of libraries and
/// starts without them, and a machine without librsvg gets a one-line
/// error for this format only (Debian: `librsvg2-2`, which brings cairo).
enum PNGRasteriser {
    struct Failure: Error { var message: String }

    private typealias NewFromData = @convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> OpaquePointer?
    private typealias RenderDocument = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeRawPointer?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> Int32
    private typealias Unref = @convention(c) (OpaquePointer?) -> Void
    private typealias SurfaceCreate = @convention(c) (Int32, Int32, Int32) -> OpaquePointer?
    private typealias SurfaceStatus = @convention(c) (OpaquePointer?) -> Int32
    private typealias Create = @convention(c) (OpaquePointer?) -> OpaquePointer?
    private typealias WriteFunc = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt32) -> Int32
    private typealias WritePNG = @convention(c) (OpaquePointer?, WriteFunc, UnsafeMutableRawPointer?) -> Int32

    /// The bytes written by cairo's PNG stream.
    private final class Sink { var bytes: [UInt8] = [] }

    /// `svg`, whose outline is `width` x `height` (its viewBox), as a PNG of
    /// `scale` pixels per unit.
    static func png(svg: String, width: Double, height: Double, scale: Double) throws -> [UInt8] {
        let pw = Int32(max(1, (width * scale).rounded(.up))), ph = Int32(max(1, (height * scale).rounded(.up)))
        // LASIM_LIBRSVG: another librsvg to open (a path or a soname).
        let names = getenv("LASIM_LIBRSVG").map { [String(cString: $0)] } ?? ["librsvg-2.so.2", "librsvg-2.so"]
        guard let rsvg = open(names) else {
            throw Failure(message: "--format png needs librsvg, which is not installed (Debian/Ubuntu: apt-get install librsvg2-2); --format svg needs nothing")
        }
        guard let cairo = open(["libcairo.so.2", "libcairo.so"]) ?? Optional(rsvg) else { throw Failure(message: "--format png needs cairo (libcairo2)") }
        func sym<T>(_ lib: UnsafeMutableRawPointer, _ name: String, _ type: T.Type) throws -> T {
            guard let p = dlsym(lib, name) ?? dlsym(rsvg, name) else {
                throw Failure(message: "--format png: the installed librsvg has no \(name) (librsvg 2.46 or later is needed)")
            }
            return unsafeBitCast(p, to: type)
        }
        let newFromData = try sym(rsvg, "rsvg_handle_new_from_data", NewFromData.self)
        let renderDocument = try sym(rsvg, "rsvg_handle_render_document", RenderDocument.self)
        let unref = try sym(rsvg, "g_object_unref", Unref.self)
        let surfaceCreate = try sym(cairo, "cairo_image_surface_create", SurfaceCreate.self)
        let surfaceStatus = try sym(cairo, "cairo_surface_status", SurfaceStatus.self)
        let surfaceDestroy = try sym(cairo, "cairo_surface_destroy", Unref.self)
        let create = try sym(cairo, "cairo_create", Create.self)
        let destroy = try sym(cairo, "cairo_destroy", Unref.self)
        let writePNG = try sym(cairo, "cairo_surface_write_to_png_stream", WritePNG.self)

        var error: UnsafeMutableRawPointer?
        let bytes = Array(svg.utf8)
        guard let handle = bytes.withUnsafeBufferPointer({ newFromData($0.baseAddress, $0.count, &error) }) else {
            throw Failure(message: "--format png: librsvg could not read the drawing" + gErrorMessage(error))
        }
        defer { unref(handle) }
        // CAIRO_FORMAT_ARGB32: the page around the cards stays transparent.
        guard let surface = surfaceCreate(0, pw, ph), surfaceStatus(surface) == 0 else {
            throw Failure(message: "--format png: cairo could not make a \(pw) x \(ph) image")
        }
        defer { surfaceDestroy(surface) }
        guard let cr = create(surface) else { throw Failure(message: "--format png: cairo could not draw") }
        defer { destroy(cr) }
        // RsvgRectangle: the viewport the document is fitted into, in pixels.
        var viewport: (Double, Double, Double, Double) = (0, 0, Double(pw), Double(ph))
        let drawn = withUnsafePointer(to: &viewport) { renderDocument(handle, cr, UnsafeRawPointer($0), &error) }
        guard drawn != 0 else { throw Failure(message: "--format png: librsvg could not draw" + gErrorMessage(error)) }
        let sink = Sink()
        let status = writePNG(surface, { closure, data, length in
            guard let closure, let data else { return 11 }  // CAIRO_STATUS_WRITE_ERROR
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return 0
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == 0 else { throw Failure(message: "--format png: cairo could not write the PNG (status \(status))") }
        return withExtendedLifetime(sink) { sink.bytes }
    }

    private static func open(_ names: [String]) -> UnsafeMutableRawPointer? {
        for n in names { if let h = dlopen(n, RTLD_NOW | RTLD_LOCAL) { return h } }
        return nil
    }

    /// GError's message (`{ GQuark domain; gint code; gchar *message; }`).
    private static func gErrorMessage(_ e: UnsafeMutableRawPointer?) -> String {
        guard let e, let msg = e.load(fromByteOffset: 8, as: UnsafePointer<CChar>?.self) else { return "" }
        return ": " + String(cString: msg).split(separator: "\n").joined(separator: " ")
    }
}
