#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What kept a vector drawing (librsvg's SVG, poppler's PDF page) from
/// being made; each caller words it, naming the library it asked for.
public enum DrawFailure: Error, Equatable {
    case noLibrary
    case noCairo
    /// The library or cairo lacks this function (too old a version).
    case noSymbol(String)
    /// The library refused the document: its message.
    case unreadable(String)
    case noSurface(width: Int32, height: Int32)
    case notDrawn(String)
    case notWritten(Int32)
}

/// A drawn ARGB32 surface: cairo's premultiplied pixels in native byte
/// order, rows `stride` bytes apart.
public struct CairoSurface {
    fileprivate let handle: OpaquePointer
    fileprivate let api: Cairo
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
    public func png() throws(DrawFailure) -> [UInt8] {
        let sink = Sink()
        let status = api.writePNG(handle, { closure, data, length in
            guard let closure, let data else { return 11 }  // CAIRO_STATUS_WRITE_ERROR
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return 0
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == 0 else { throw .notWritten(status) }
        return withExtendedLifetime(sink) { sink.bytes }
    }

    /// The bytes written by cairo's PNG stream.
    private final class Sink { var bytes: [UInt8] = [] }
}

/// cairo's image surfaces, opened with dlopen by the library that draws
/// into them (librsvg and poppler-glib both bring cairo): the binary links
/// none of them.
struct Cairo {
    typealias Unref = @convention(c) (OpaquePointer?) -> Void
    typealias SurfaceCreate = @convention(c) (Int32, Int32, Int32) -> OpaquePointer?
    typealias SurfaceStatus = @convention(c) (OpaquePointer?) -> Int32
    typealias Create = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias SurfaceData = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<UInt8>?
    typealias WriteFunc = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt32) -> Int32
    typealias WritePNG = @convention(c) (OpaquePointer?, WriteFunc, UnsafeMutableRawPointer?) -> Int32
    typealias Scale = @convention(c) (OpaquePointer?, Double, Double) -> Void

    let surfaceCreate: SurfaceCreate, surfaceStatus: SurfaceStatus, surfaceDestroy: Unref, flush: Unref
    let create: Create, destroy: Unref, scale: Scale, data: SurfaceData, stride: SurfaceStatus, writePNG: WritePNG

    /// cairo's functions, from libcairo or else from `library` (which links it).
    static func open(besides library: UnsafeMutableRawPointer) throws(DrawFailure) -> Cairo {
        guard let cairo = DynamicLibrary.open(["libcairo.so.2", "libcairo.so"]) ?? Optional(library) else { throw .noCairo }
        func sym<T>(_ name: String, _ type: T.Type) throws(DrawFailure) -> T {
            try DynamicLibrary.symbol(name, in: [cairo, library], type)
        }
        return Cairo(
            surfaceCreate: try sym("cairo_image_surface_create", SurfaceCreate.self),
            surfaceStatus: try sym("cairo_surface_status", SurfaceStatus.self),
            surfaceDestroy: try sym("cairo_surface_destroy", Unref.self),
            flush: try sym("cairo_surface_flush", Unref.self),
            create: try sym("cairo_create", Create.self),
            destroy: try sym("cairo_destroy", Unref.self),
            scale: try sym("cairo_scale", Scale.self),
            data: try sym("cairo_image_surface_get_data", SurfaceData.self),
            stride: try sym("cairo_image_surface_get_stride", SurfaceStatus.self),
            writePNG: try sym("cairo_surface_write_to_png_stream", WritePNG.self))
    }

    /// A transparent `width` x `height` surface that `paint` draws on with
    /// its cairo context, then `body` reads.
    func draw<T>(width: Int, height: Int, _ paint: (OpaquePointer) throws -> Void, _ body: (CairoSurface) throws -> T) throws -> T {
        let pw = Int32(max(1, width)), ph = Int32(max(1, height))
        // CAIRO_FORMAT_ARGB32: what is not drawn stays transparent.
        guard let surface = surfaceCreate(0, pw, ph), surfaceStatus(surface) == 0 else {
            throw DrawFailure.noSurface(width: pw, height: ph)
        }
        defer { surfaceDestroy(surface) }
        guard let cr = create(surface) else { throw DrawFailure.notDrawn("cairo could not draw") }
        defer { destroy(cr) }
        try paint(cr)
        return try body(CairoSurface(handle: surface, api: self, width: Int(pw), height: Int(ph)))
    }
}

/// Libraries opened at run time, and GLib's errors read from them.
enum DynamicLibrary {
    /// The first of `names` that opens; `override`, an environment
    /// variable, names another (a path or a soname).
    static func open(_ names: [String], override: String? = nil) -> UnsafeMutableRawPointer? {
        let names = override.flatMap { getenv($0) }.map { [String(cString: $0)] } ?? names
        for n in names { if let h = dlopen(n, RTLD_NOW | RTLD_LOCAL) { return h } }
        return nil
    }

    /// `name` from the first of `libraries` that has it.
    static func symbol<T>(_ name: String, in libraries: [UnsafeMutableRawPointer], _ type: T.Type) throws(DrawFailure) -> T {
        for lib in libraries { if let p = dlsym(lib, name) { return unsafeBitCast(p, to: type) } }
        throw .noSymbol(name)
    }

    /// GError's message (`{ GQuark domain; gint code; gchar *message; }`), on one line.
    static func gErrorMessage(_ e: UnsafeMutableRawPointer?) -> String {
        guard let e, let msg = e.load(fromByteOffset: 8, as: UnsafePointer<CChar>?.self) else { return "" }
        return String(cString: msg).split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
