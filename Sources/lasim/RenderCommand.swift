import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimModel
import LasimRender
import LasimTemplate
import LasimText

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print one frame, with no terminal needed.",
        discussion: """
        Applies the payloads in FILE... (- reads stdin) as a phone would and prints what it shows.
        Payload timestamps drive the clock, so the output is the same on every run.
        Without FILE, --template T [--sample S] draws a template's sample states (--swift PATH alone: the app's own).
        """
    )

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable { case text, ansi, json, svg, html, png, cast }

    @Argument(help: "Payload files (NDJSON, pretty-printed JSON values, .apns); - for stdin.")
    var files: [String] = []

    @Option(help: ArgumentHelp(PresentationChoice.help))
    var presentation: PresentationChoice = .all

    @Option(help: "When to draw: epoch seconds, or +DURATION after the last payload (+10m).")
    var at: String?

    @Option(help: "text, ansi, json, svg (an image for browsers and design tools), html, png, or cast (an asciicast v2 recording: a frame per applied payload). svg, html and png draw each presentation at its size in points, a template's as an app's views (--cells: the terminal's cells instead).")
    var format: OutputFormat = .text

    @Flag(help: "With --format svg, html or png: the terminal's cells in a monospace font, not the presentations at their size in points.")
    var cells = false

    @Option(help: "With --format png: pixels per point, 1, 2 or 3 (svg and html: the size they ask to be shown at).")
    var scale: String = "1"

    @Option(name: [.customShort("o"), .customLong("output")], help: "With --format svg, html or png: write the image to FILE instead of stdout.")
    var output: String?

    @Option(help: "Colours for ansi, svg, html and cast: truecolor, 256, 16 or none.")
    var colors: String = "truecolor"

    @Option(help: "With --template and no FILE: the sample state to draw (default: all).")
    var sample: String?

    @OptionGroup var draw: DrawOptions

    @OptionGroup(title: "The app's own views") var swiftViews: SwiftCoverageOptions

    @OptionGroup(title: "Delivery") var delivery: DeliveryOptions

    @Flag(help: "The projector layout: the projector theme (unless --theme), the key figure in big digits, a two-row bar.")
    var projector = false

    @Option(help: "With --projector: columns to fill (default: the terminal's, or 80).")
    var width: Int?

    @Option(help: "With --projector: rows to fill (default: the terminal's, or 24).")
    var height: Int?

    func run() throws {
        do {
            try validateImageOptions()
            try render()
        } catch let e as PNGRasteriser.Failure {
            writeAll(fd: 2, "lasim render: " + e.message + "\n")
            throw ExitCode(2)
        }
    }

    /// Without payloads: the template `--template` names, else every Live
    /// Activity the app's Swift declares (a widget bundle may hold several),
    /// those that have a `--sample` of that name when one is given.
    func previewed(_ catalog: TemplateCatalog) throws -> [Template] {
        let named = catalog.forced.map { [$0] } ?? catalog.importedPreviews
        let all = named.compactMap(catalog.template(named:))
        // `--swift` sources that declare no Live Activity are the app's
        // failure, not a usage error: one line naming them (the importer's
        // line above says why), no usage text.
        if all.isEmpty, catalog.forced == nil, !draw.swift.paths.isEmpty {
            let paths = draw.swift.paths.map { Sanitizer.visible($0) }.joined(separator: ", ")
            writeAll(fd: 2, "lasim render: nothing to draw: no Live Activity in --swift \(paths)\n")
            throw ExitCode.failure
        }
        guard !all.isEmpty else {
            throw ValidationError("no payloads: give FILE (- for stdin), or --template NAME [--sample S] (or --swift PATH) to draw samples")
        }
        guard let sample else { return all }
        let having = all.filter { $0.samples.contains { $0.name == sample } }
        // None has it: the first says which samples it has.
        return having.isEmpty ? [all[0]] : having
    }

    func render() throws {
        try swiftViews.check(draw.swift)
        if swiftViews.coverage { return print(try swiftViews.report(draw.swift)) }
        let catalog = try draw.catalog()
        var options = try draw.renderOptions()
        if projector {
            if draw.look.theme == nil { options.theme = try draw.look.resolvedTheme(fallback: "projector") }
            return try runProjector(catalog: catalog, options: options)
        }
        guard let depth = ColorDepth(name: colors) else { throw ValidationError("--colors \(colors): truecolor, 256, 16 or none") }
        // `--colors none` draws an app's images as their placeholders.
        options.colorDepth = depth
        // Plain text shows no colour: an image is drawn as its shape.
        options.glyphsOnly = format == .text
        let renderer = Renderer(catalog: catalog, options: options)
        let views = Views(renderer: renderer)

        if files.isEmpty {
            let drawn = try previewed(catalog)
            let title = "lasim · " + drawn.map(\.name).joined(separator: ", ")
            var frames: [(String, [Grid])] = []
            for t in drawn {
                for s in try samples(of: t, named: sample) {
                    let snap = Snapshot(sample: s, template: t)
                    let now = try at.map { try parseInstant($0, after: s.now) } ?? s.now
                    frames.append(("\(t.name) · \(s.name)", frame([snap], views: views, now: now, standIns: standIns(of: s, in: t))))
                }
            }
            if format.isImage, !cells, let points = try pointSections(
                drawn.flatMap { t in try samples(of: t, named: sample).map { s in
                    ("\(t.name) · \(s.name)", [Snapshot(sample: s, template: t)], try at.map { try parseInstant($0, after: s.now) } ?? s.now)
                } }, renderer: renderer) {
                return try writeImage(points: points, title: title)
            }
            switch format {
            case .text, .ansi, .json:
                print(frames.map { "# \($0.0)\n" + printed($0.1, depth: depth) }.joined(separator: "\n\n"))
            case .svg, .html, .png:
                // One image: each sample under its title.
                var canvas = Canvas(width: frames.flatMap(\.1).map(\.width).max() ?? 72)
                for (i, f) in frames.enumerated() {
                    if i > 0 { canvas.blankLine() }
                    canvas.line("# " + f.0, style: Style(fg: options.theme.keyline, bold: true))
                    canvas.row([Grid.stacked(f.1)], boxed: false)
                }
                try writeImage(canvas.grid, depth: depth, title: title)
            case .cast:
                // Samples have no payload times: one every two seconds.
                var cast = CastPrinter(depth: depth, title: title)
                for (i, f) in frames.enumerated() { cast.add(Grid.stacked(f.1), at: Double(i) * 2) }
                print(cast.cast(), terminator: "")
            }
            return
        }

        var phone = PhoneFeed(store: ActivityStore(catalog: catalog, mode: draw.lenient ? .lenient : .strict),
                              delivery: delivery.settings)
        if format == .cast {
            guard at == nil else { throw ValidationError("--format cast records every payload; --at does not apply") }
            var cast = CastPrinter(depth: depth, title: "lasim · " + files.joined(separator: " "))
            let end = ingest(files, into: &phone) { store, now, decision in
                guard decision.outcome == .applied else { return }
                cast.add(Grid.stacked(frame(store, views: views, now: now, quiet: true)), at: now)
            }
            if cast.frames.isEmpty { warn("no payload was applied: the recording has no frames") }
            _ = end
            print(cast.cast(), terminator: "")
            return
        }
        let now = try ingest(files, into: &phone, at: at)
        let store = phone.store, queue = phone.delivery
        switch format {
        case .json:
            var truncations: [Truncation] = [], problems: [Problem] = []
            for a in store.lockScreenOrder(at: now) {
                for p in Presentation.phone {
                    let r = renderer.render(p, Snapshot(a, at: now), now: now)
                    truncations += r.truncations
                    problems += r.problems
                }
            }
            print(ModelPrinter.json(store: store, now: now, truncations: truncations, problems: problems.map(\.description),
                                    pending: queue.isRealistic ? queue.pending.count : nil))
        case .text, .ansi:
            print(printed(frame(store, views: views, now: now), depth: depth))
        case .svg, .html, .png:
            let title = "lasim · " + files.joined(separator: " ")
            // Drawn in cells either way: what could not be drawn goes to stderr, as for every format.
            let grids = frame(store, views: views, now: now)
            let lock = store.lockScreenOrder(at: now).map { Snapshot($0, at: now) }
            let island = store.islandOrder(at: now).map { Snapshot($0, at: now) }
            if !cells, let points = try pointSections([("", lock, now)], island: island, renderer: renderer) {
                return try writeImage(points: points, title: title)
            }
            try writeImage(Grid.stacked(grids), depth: depth, title: title)
        case .cast:
            break
        }
    }

    /// What the phone shows for the store's activities at `now`.
    func frame(_ store: ActivityStore, views: Views, now: Double, quiet: Bool = false) -> [Grid] {
        let lock = store.lockScreenOrder(at: now).map { Snapshot($0, at: now) }
        let island = store.islandOrder(at: now).map { Snapshot($0, at: now) }
        return frame(lock, island: island, views: views, now: now, quiet: quiet)
    }

    func printed(_ grids: [Grid], depth: ColorDepth) -> String {
        grids.map { format == .ansi ? ANSIPrinter.text($0, depth: depth) : TextPrinter.text($0) }.joined(separator: "\n\n")
    }

    /// The chosen presentation(s), one grid each.
    func frame(_ lock: [Snapshot], island: [Snapshot]? = nil, views: Views, now: Double, quiet: Bool = false,
               standIns: Set<String> = []) -> [Grid] {
        let island = island ?? lock.filter { $0.state == .active || $0.state == .stale }
        var grids: [Grid] = []
        var problems: [Problem] = []
        func add(_ o: Views.Output) { grids.append(o.grid); problems += o.problems }
        switch presentation {
        case .one(.lock): add(views.lockScreen(lock, now: now))
        case .one(.compact): add(views.island(island.count > 1 ? island : Array(island.prefix(1)), now: now, expanded: false))
        case .one(.minimal):
            if island.count == 1, let s = island.first {
                let r = views.renderer.render(.minimal, s, now: now)
                var c = Canvas(width: 72, ascii: views.renderer.options.ascii,
                               keyline: Style(fg: views.renderer.options.theme.keyline))
                c.line("Minimal · \(s.id) · \(r.sizeLabel)", style: Style(fg: views.renderer.options.theme.keyline, bold: true))
                c.row([r.grid], boxed: true, keylines: [r.keyline])
                grids.append(c.grid)
                problems += r.problems
            } else {
                add(views.island(island, now: now, expanded: false))
            }
        case .one(.expanded): add(views.island(island, now: now, expanded: true))
        // The others: each activity's drawn alone. Apple's HIG: an ended
        // activity stays where it `keepsEnded` (the watch, the menu bar: the
        // lock screen's activities) and leaves the others at once (CarPlay:
        // the island's).
        case .one(let p): for s in p.spec.keepsEnded ? lock : island { add(views.column([views.renderer.render(p, s, now: now)])) }
        case .surfaces: for s in lock { add(views.surfaces(s, now: now)) }
        case .all:
            add(views.lockScreen(lock, now: now))
            if views.renderer.options.device.hasIsland {
                add(views.island(island, now: now, expanded: false))
                add(views.island(island, now: now, expanded: true))
                if island.count == 1, let s = island.first {
                    let r = views.renderer.render(.minimal, s, now: now)
                    var c = Canvas(width: 72, ascii: views.renderer.options.ascii,
                                   keyline: Style(fg: views.renderer.options.theme.keyline))
                    c.line("Minimal (with another activity running) · \(r.sizeLabel)",
                           style: Style(fg: views.renderer.options.theme.keyline, bold: true))
                    c.row([r.grid], boxed: true, keylines: [r.keyline])
                    grids.append(c.grid)
                }
            }
        }
        let standInReasons = Set(standIns.map(UnknownSymbol.reason))
        problems.removeAll { standInReasons.contains($0.reason) }
        if !quiet { StderrCauses.shared.warn(Set(problems).sorted { $0.description < $1.description }.map { Found(pass: "template", problem: $0) }) }
        return grids
    }
}
