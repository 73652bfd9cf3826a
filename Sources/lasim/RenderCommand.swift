import ArgumentParser
import Foundation
import LasimModel
import LasimRender

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

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable { case text, ansi, json }

    @Argument(help: "Payload files (NDJSON, pretty-printed JSON values, .apns); - for stdin.")
    var files: [String] = []

    @Option(help: "lock, compact, minimal, expanded or all.")
    var presentation: PresentationChoice = .all

    @Option(help: "When to draw: epoch seconds, or +DURATION after the last payload (+10m).")
    var at: String?

    @Option(help: "text, ansi or json.")
    var format: OutputFormat = .text

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

    enum PresentationChoice: String, ExpressibleByArgument, CaseIterable { case lock, compact, minimal, expanded, all }

    func run() throws {
        try swiftViews.check(draw.swift)
        if swiftViews.coverage { return print(try swiftViews.report(draw.swift)) }
        let catalog = try draw.catalog()
        var options = try draw.renderOptions()
        if projector {
            if draw.look.theme == nil { options.theme = try draw.look.resolvedTheme(fallback: "projector") }
            return try runProjector(catalog: catalog, options: options)
        }
        let renderer = Renderer(catalog: catalog, options: options)
        let views = Views(renderer: renderer)

        if files.isEmpty {
            guard let name = draw.template ?? catalog.forced ?? catalog.importedPreview, let t = catalog.template(named: catalog.forced ?? name) else {
                throw ValidationError("no payloads: give FILE (- for stdin), or --template NAME [--sample S] (or --swift PATH) to draw samples")
            }
            var outputs: [String] = []
            for s in try samples(of: t, named: sample) {
                let snap = Snapshot(sample: s, template: t)
                let now = try at.map { try parseInstant($0, after: s.now) } ?? s.now
                outputs.append("# \(t.name) · \(s.name)\n" + frame([snap], views: views, now: now))
            }
            print(outputs.joined(separator: "\n\n"))
            return
        }

        var store = ActivityStore(catalog: catalog, mode: draw.lenient ? .lenient : .strict)
        var queue = DeliveryQueue(settings: delivery.settings)
        let now = try ingest(files, into: &store, queue: &queue, at: at)
        switch format {
        case .json:
            var truncations: [Truncation] = [], problems: [String] = []
            for a in store.lockScreenOrder(at: now) {
                for p in Presentation.allCases {
                    let r = renderer.render(p, Snapshot(a, at: now), now: now)
                    truncations += r.truncations
                    problems += r.problems
                }
            }
            print(ModelPrinter.json(store: store, now: now, truncations: truncations, problems: problems,
                                    pending: queue.isRealistic ? queue.pending.count : nil))
        case .text, .ansi:
            let lock = store.lockScreenOrder(at: now).map { Snapshot($0, at: now) }
            let island = store.islandOrder(at: now).map { Snapshot($0, at: now) }
            print(frame(lock, island: island, views: views, now: now))
        }
    }

    /// The chosen presentation(s) as text or ANSI.
    func frame(_ lock: [Snapshot], island: [Snapshot]? = nil, views: Views, now: Double) -> String {
        let island = island ?? lock.filter { $0.state == .active || $0.state == .stale }
        var grids: [Grid] = []
        var problems: [String] = []
        func add(_ o: Views.Output) { grids.append(o.grid); problems += o.problems }
        switch presentation {
        case .lock: add(views.lockScreen(lock, now: now))
        case .compact: add(views.island(island.count > 1 ? island : Array(island.prefix(1)), now: now, expanded: false))
        case .minimal:
            if island.count == 1, let s = island.first {
                let r = views.renderer.render(.minimal, s, now: now)
                var c = Canvas(width: 72, ascii: views.renderer.options.ascii,
                               keyline: Style(fg: views.renderer.options.theme.keyline))
                c.line("Minimal · \(s.id) · \(r.sizeLabel)", style: Style(fg: views.renderer.options.theme.keyline, bold: true))
                c.row([r.grid], boxed: true)
                grids.append(c.grid)
                problems += r.problems
            } else {
                add(views.island(island, now: now, expanded: false))
            }
        case .expanded: add(views.island(island, now: now, expanded: true))
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
                    c.row([r.grid], boxed: true)
                    grids.append(c.grid)
                }
            }
        }
        for p in Set(problems).sorted() { warn("template: \(p)") }
        return grids.map { format == .ansi ? ANSIPrinter.text($0) : TextPrinter.text($0) }.joined(separator: "\n\n")
    }
}
