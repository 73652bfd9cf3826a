import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimModel
import LasimRender
import LasimTemplate
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension RenderCommand {
    /// `lasim render --projector`: the samples of --template, or the most
    /// relevant activity of the payloads, in the projector layout.
    func runProjector(catalog: TemplateCatalog, options: RenderOptions) throws {
        let size = terminalSize()
        let w = width ?? size.width, h = height ?? size.height
        guard w >= 1, h >= 1, w <= 1000, h <= 1000 else { throw ValidationError("--width and --height: 1...1000") }
        let views = Views(renderer: Renderer(catalog: catalog, options: options))
        var frames: [(String, Grid)] = []
        if files.isEmpty {
            guard let name = draw.template ?? catalog.forced ?? catalog.importedPreview, let t = catalog.template(named: catalog.forced ?? name) else {
                throw ValidationError("no payloads: give FILE (- for stdin), or --template NAME [--sample S]")
            }
            for s in try samples(of: t, named: sample) {
                let now = try at.map { try parseInstant($0, after: s.now) } ?? s.now
                frames.append(("# \(t.name) · \(s.name)", views.projector(Snapshot(sample: s, template: t), now: now, width: w, height: h).grid))
            }
        } else {
            var phone = PhoneFeed(store: ActivityStore(catalog: catalog, mode: draw.lenient ? .lenient : .strict))
            let now = try ingest(files, into: &phone, at: at)
            let store = phone.store
            guard let a = store.lockScreenOrder(at: now).first else { throw ValidationError("no activity on the lock screen") }
            frames.append(("", views.projector(Snapshot(a, at: now), now: now, width: w, height: h).grid))
        }
        switch format {
        case .svg, .html, .png:
            try writeImage(Grid.stacked(frames.map(\.1)), depth: .truecolor, title: "lasim · projector")
            return
        case .cast:
            var cast = CastPrinter(title: "lasim · projector")
            for (i, f) in frames.enumerated() { cast.add(f.1, at: Double(i) * 2) }
            print(cast.cast(), terminator: "")
            return
        case .text, .ansi, .json:
            break
        }
        let out = frames.map { title, grid in
            let body = format == .ansi ? ANSIPrinter.text(grid) : TextPrinter.text(grid)
            return frames.count > 1 ? title + "\n" + body : body
        }
        print(out.joined(separator: "\n\n"))
    }

    func terminalSize() -> (width: Int, height: Int) {
        let env = ProcessInfo.processInfo.environment
        var ws = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 {
            return (Int(ws.ws_col), Int(ws.ws_row) - 1)
        }
        return (env["COLUMNS"].flatMap(Int.init) ?? 80, env["LINES"].flatMap(Int.init) ?? 24)
    }
}
