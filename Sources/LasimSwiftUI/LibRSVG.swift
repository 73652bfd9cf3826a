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
    /// The size an SVG declares (its `width` and `height`, else its
    /// viewBox), in its user units: the points an SVG asset is drawn at.
    public static func size(svg: [UInt8]) throws(DrawFailure) -> (width: Int, height: Int) {
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
    public static func draw<T>(svg: [UInt8], width: Int, height: Int, _ body: (CairoSurface) throws -> T) throws -> T {
        try draw(svg: svg, element: nil, width: width, height: height, body)
    }

    /// One element's box (`id` without its `#`), in the document's user
    /// units: its logical rectangle (its path's own extent, a stroke's
    /// width left out) as librsvg computes it (2.46 and later); nil when
    /// the document has no such element.
    public static func elementBox(svg: [UInt8], id: String) throws(DrawFailure) -> (x: Double, y: Double, width: Double, height: Double)? {
        let api = try API.open()
        let geometry = try api.geometry()
        let handle = try api.handle(svg)
        defer { api.unref(handle) }
        var ink: (Double, Double, Double, Double) = (0, 0, 0, 0), logical = ink
        var error: UnsafeMutableRawPointer?
        let found = withUnsafeMutablePointer(to: &ink) { i in
            withUnsafeMutablePointer(to: &logical) { l in geometry(handle, "#" + id, UnsafeMutableRawPointer(i), UnsafeMutableRawPointer(l), &error) }
        }
        guard found != 0 else { return nil }
        return (logical.0, logical.1, logical.2, logical.3)
    }

    /// One element (`id` without its `#`) drawn alone, its box fitted into
    /// `width` x `height` pixels, on a transparent surface that `body` reads.
    public static func drawElement<T>(svg: [UInt8], id: String, width: Int, height: Int, _ body: (CairoSurface) throws -> T) throws -> T {
        try draw(svg: svg, element: id, width: width, height: height, body)
    }

    /// The document, or one element of it, fitted into `width` x `height` pixels.
    private static func draw<T>(svg: [UInt8], element: String?, width: Int, height: Int, _ body: (CairoSurface) throws -> T) throws -> T {
        let api = try API.open()
        let renderElement = element == nil ? nil : try api.renderElement()
        let handle = try api.handle(svg)
        defer { api.unref(handle) }
        return try api.cairo.draw(width: width, height: height, { cr in
            // RsvgRectangle: the viewport the document (or element) is fitted into, in pixels.
            var viewport: (Double, Double, Double, Double) = (0, 0, Double(max(1, width)), Double(max(1, height)))
            var error: UnsafeMutableRawPointer?
            let drawn = withUnsafePointer(to: &viewport) { v in
                if let element, let renderElement { return renderElement(handle, cr, "#" + element, UnsafeRawPointer(v), &error) }
                return api.renderDocument(handle, cr, UnsafeRawPointer(v), &error)
            }
            guard drawn != 0 else { throw DrawFailure.notDrawn(DynamicLibrary.gErrorMessage(error)) }
        }, body)
    }

    /// The functions used, looked up in the opened libraries.
    private struct API {
        typealias NewFromData = @convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> OpaquePointer?
        typealias RenderDocument = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeRawPointer?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> Int32
        typealias Dimensions = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void

        typealias Geometry = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
                                             UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> Int32
        typealias RenderElement = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<CChar>?, UnsafeRawPointer?,
                                                  UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> Int32

        let newFromData: NewFromData, renderDocument: RenderDocument, dimensions: Dimensions, unref: Cairo.Unref
        let cairo: Cairo
        let library: UnsafeMutableRawPointer

        /// Looked up when an element is asked for: a document alone needs neither.
        func geometry() throws(DrawFailure) -> Geometry {
            try DynamicLibrary.symbol("rsvg_handle_get_geometry_for_element", in: [library], Geometry.self)
        }
        func renderElement() throws(DrawFailure) -> RenderElement {
            try DynamicLibrary.symbol("rsvg_handle_render_element", in: [library], RenderElement.self)
        }

        static func open() throws(DrawFailure) -> API {
            // LASIM_LIBRSVG: another librsvg to open (a path or a soname).
            guard let rsvg = DynamicLibrary.open(["librsvg-2.so.2", "librsvg-2.so"], override: "LASIM_LIBRSVG") else { throw .noLibrary }
            func sym<T>(_ name: String, _ type: T.Type) throws(DrawFailure) -> T { try DynamicLibrary.symbol(name, in: [rsvg], type) }
            return API(
                newFromData: try sym("rsvg_handle_new_from_data", NewFromData.self),
                renderDocument: try sym("rsvg_handle_render_document", RenderDocument.self),
                dimensions: try sym("rsvg_handle_get_dimensions", Dimensions.self),
                unref: try sym("g_object_unref", Cairo.Unref.self),
                cairo: try Cairo.open(besides: rsvg), library: rsvg)
        }

        func handle(_ svg: [UInt8]) throws(DrawFailure) -> OpaquePointer {
            var error: UnsafeMutableRawPointer?
            guard let h = svg.withUnsafeBufferPointer({ newFromData($0.baseAddress, $0.count, &error) }) else {
                throw .unreadable(DynamicLibrary.gErrorMessage(error))
            }
            return h
        }
    }
}
