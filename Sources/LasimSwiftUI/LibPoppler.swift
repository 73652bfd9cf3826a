#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// poppler-glib drawing a PDF's first page into a cairo image surface: an
/// imageset's vector PDF, which Xcode draws at its page size in points.
/// Opened when a PDF is drawn (dlopen), not linked, as `LibRSVG` is
/// (Debian: `libpoppler-glib8`, which brings cairo).
public enum LibPoppler {
    /// The first page's size in PDF points (1/72 inch): the points Xcode
    /// gives a vector PDF asset at 1x.
    public static func size(pdf: [UInt8]) throws -> (width: Double, height: Double) {
        let api = try API.open()
        return try api.firstPage(pdf) { page in
            var w = 0.0, h = 0.0
            api.pageSize(page, &w, &h)
            return (w, h)
        }
    }

    /// The first page drawn to fill `width` x `height` pixels, on a
    /// transparent surface that `body` reads.
    public static func draw<T>(pdf: [UInt8], width: Int, height: Int, _ body: (CairoSurface) throws -> T) throws -> T {
        let api = try API.open()
        return try api.firstPage(pdf) { page in
            var w = 0.0, h = 0.0
            api.pageSize(page, &w, &h)
            guard w > 0, h > 0 else { throw DrawFailure.notDrawn("its page has no size") }
            return try api.cairo.draw(width: width, height: height, { cr in
                api.cairo.scale(cr, Double(max(1, width)) / w, Double(max(1, height)) / h)
                api.render(page, cr)
            }, body)
        }
    }

    /// The functions used, looked up in the opened libraries.
    private struct API {
        typealias BytesNew = @convention(c) (UnsafeRawPointer?, Int) -> OpaquePointer?
        typealias NewFromBytes = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> OpaquePointer?
        typealias PageCount = @convention(c) (OpaquePointer?) -> Int32
        typealias GetPage = @convention(c) (OpaquePointer?, Int32) -> OpaquePointer?
        typealias PageSize = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Void
        typealias Render = @convention(c) (OpaquePointer?, OpaquePointer?) -> Void

        let bytesNew: BytesNew, bytesUnref: Cairo.Unref, newFromBytes: NewFromBytes, pageCount: PageCount
        let getPage: GetPage, pageSize: PageSize, render: Render, unref: Cairo.Unref
        let cairo: Cairo

        static func open() throws(DrawFailure) -> API {
            // LASIM_LIBPOPPLER: another poppler-glib to open (a path or a soname).
            guard let poppler = DynamicLibrary.open(["libpoppler-glib.so.8", "libpoppler-glib.so"], override: "LASIM_LIBPOPPLER") else {
                throw .noLibrary
            }
            func sym<T>(_ name: String, _ type: T.Type) throws(DrawFailure) -> T { try DynamicLibrary.symbol(name, in: [poppler], type) }
            return API(
                bytesNew: try sym("g_bytes_new", BytesNew.self),
                bytesUnref: try sym("g_bytes_unref", Cairo.Unref.self),
                newFromBytes: try sym("poppler_document_new_from_bytes", NewFromBytes.self),
                pageCount: try sym("poppler_document_get_n_pages", PageCount.self),
                getPage: try sym("poppler_document_get_page", GetPage.self),
                pageSize: try sym("poppler_page_get_size", PageSize.self),
                render: try sym("poppler_page_render", Render.self),
                unref: try sym("g_object_unref", Cairo.Unref.self),
                cairo: try Cairo.open(besides: poppler))
        }

        /// `body` given the document's first page, released after it.
        func firstPage<T>(_ pdf: [UInt8], _ body: (OpaquePointer) throws -> T) throws -> T {
            // GBytes copies the file: the document reads it for as long as it lives.
            guard let bytes = pdf.withUnsafeBytes({ bytesNew($0.baseAddress, $0.count) }) else { throw DrawFailure.unreadable("") }
            defer { bytesUnref(bytes) }
            var error: UnsafeMutableRawPointer?
            guard let document = newFromBytes(bytes, nil, &error) else { throw DrawFailure.unreadable(DynamicLibrary.gErrorMessage(error)) }
            defer { unref(document) }
            guard pageCount(document) > 0, let page = getPage(document, 0) else { throw DrawFailure.unreadable("it has no page") }
            defer { unref(page) }
            return try body(page)
        }
    }
}
