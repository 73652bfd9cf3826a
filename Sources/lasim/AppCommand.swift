import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc
import LasimApp
import LasimModel
import LasimRender
import LasimServer
import LasimTemplate
import LasimTerminal
import LasimText

struct AppCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "app",
        abstract: "The terminal app (the default): lasim [FILE...]",
        discussion: """
        Reads payloads from FILE... or, when stdin is not a terminal, from stdin (keys then come from the
        terminal, so `producer | lasim` works). With --template and no payloads it is a designer's preview of
        the template's sample states. Press ? in the app for the keys.
        """)

    enum ColorChoice: String, ExpressibleByArgument, CaseIterable { case auto, always, never }

    @Argument(help: "Payload files (NDJSON, pretty-printed JSON values, .apns).")
    var files: [String] = []

    @OptionGroup var draw: DrawOptions

    @OptionGroup(title: "The app's own views") var swiftViews: SwiftCoverageOptions

    @OptionGroup(title: "Delivery") var delivery: DeliveryOptions

    @Option(help: "Clock speed: 1, 10, 60 or 600 times real time.")
    var speed: Double = 1

    @Option(help: "wall: the phone's clock is real time; payload: it jumps to each payload's timestamp (default for files and pipes).")
    var clock: AppConfig.ClockMode?

    @Option(help: "Seconds an alerting update keeps the island expanded.")
    var alertSeconds: Double = 4

    @Flag(help: "Ring the terminal bell on alerting updates.")
    var bell = false

    @Option(help: "auto, always or never (NO_COLOR and TERM=dumb also turn colour off).")
    var color: ColorChoice = .auto

    @Flag(help: "Start in the projector view with the projector theme (unless --theme): the key figure in big digits.")
    var projector = false

    @Option(help: "Also serve the APNs-compatible endpoint on HOST:PORT (loopback unless told otherwise), e.g. 127.0.0.1:2197.")
    var listen: String?

    func validate() throws {
        guard SimClock.speeds.contains(speed) else { throw ValidationError("--speed must be one of 1, 10, 60, 600") }
        guard alertSeconds >= 0, alertSeconds <= 600 else { throw ValidationError("--alert-seconds must be between 0 and 600") }
    }

    func run() async throws {
        try swiftViews.check(draw.swift)
        if swiftViews.coverage { return print(try swiftViews.report(draw.swift)) }
        let (catalog, swiftLoaded) = try draw.catalogAndSwift()
        let stdinIsPipe = isatty(STDIN_FILENO) == 0
        let preview = files.isEmpty && !stdinIsPipe ? (catalog.forced ?? draw.template ?? catalog.importedPreview) : nil
        var renderOptions = try draw.renderOptions()
        if projector && draw.look.theme == nil { renderOptions.theme = try draw.look.resolvedTheme(fallback: "projector") }
        // Without colour an app's images are drawn as their placeholders.
        if color == .never || ProcessInfo.processInfo.environment["NO_COLOR"] != nil { renderOptions.colorDepth = ColorDepth.none }
        var config = AppConfig(catalog: catalog, options: renderOptions, previewTemplate: preview,
                               clockMode: clock ?? (listen != nil ? .wall : .payload), alertSeconds: alertSeconds,
                               bell: bell, lenient: draw.lenient, delivery: delivery.settings)
        config.projector = projector
        // An app's own Live Activities, every one: n / p go on to the next.
        if let preview, draw.template == nil, catalog.forced == nil {
            config.previewAlso = catalog.importedPreviewable.filter { $0 != preview }
        }
        let wall = Date().timeIntervalSince1970
        var state = AppState(config: config, wall: wall)
        if speed != 1 { state.clock.setSpeed(speed, wall: wall) }
        let inbox = Inbox()
        // What the app's own views could not draw goes to the event log too
        // (stderr is hidden behind the screen once it starts).
        for name in catalog.importedNames {
            for line in catalog.template(named: name)?.warnings ?? [] { inbox.post(.note(Sanitizer.visible("swift: " + line))) }
        }
        for t in ([preview].compactMap { $0 } + config.previewAlso).compactMap(catalog.template(named:)) where t.samples.isEmpty && t.typicalSample != nil {
            inbox.post(.note(Sanitizer.visible("swift: " + t.typicalNote)))
        }
        for file in files where file != "-" && access(file, R_OK) != 0 {
            throw ValidationError("\(file): cannot read the file")
        }
        // Files and stdin are read in pieces as the app applies them:
        // constant memory whatever their size.
        if !files.isEmpty {
            AppRunner.startReader(files, inbox: inbox)
        } else if stdinIsPipe {
            AppRunner.startReader(["-"], inbox: inbox)
        }
        if files.isEmpty && !stdinIsPipe && preview == nil && listen == nil {
            inbox.post(.note("No payloads. Pipe some in (lasim scenario play order | lasim), give files, or preview a template: lasim --template order"))
        }
        let watcher = startWatching(catalog: catalog, theme: renderOptions.theme, swiftFiles: swiftLoaded.watched, inbox: inbox)
        defer { watcher.stop() }
        var server: APNsServer?
        if let listen {
            var serverConfig = APNsServerConfig()
            (serverConfig.host, serverConfig.port) = try ServeCommand.parseListen(listen)
            let (address, handle) = try await APNsServer.start(serverConfig, onPush: { _ in }, onExchange: { exchange in
                let wall = Date().timeIntervalSince1970
                let r = exchange.result.response
                let token = exchange.token.count > 16 ? String(exchange.token.prefix(12)) + "…" : exchange.token
                inbox.post(.note("\(exchange.method) \(exchange.path.count > 40 ? String(exchange.path.prefix(40)) + "…" : exchange.path): \(r.status) \(r.reason?.rawValue ?? "OK") \(token)\(exchange.priorityHeader.map { " p" + $0 } ?? "")"))
                switch exchange.result.delivery?.item {
                case .push(let p): inbox.post(.push(p, wall: wall))
                case .rejected(let rej): inbox.post(.rejected(rej, wall: wall))
                case .control(let e): inbox.post(.control(e, wall: wall))
                case nil: break
                }
                if let e = exchange.result.control { inbox.post(.control(e, wall: wall)) }
            })
            server = handle
            state.config.endpoint = "http://\(address)"
            inbox.post(.note("APNs endpoint listening on http://\(address) (POST /3/device/<token>)"))
        }
        defer { if let server { Task { await server.stop() } } }
        var options = TerminalScreen.Options()
        switch color {
        case .never: options.colorDepth = ColorDepth.none
        case .always: options.colorDepth = .truecolor
        case .auto: break
        }
        if ProcessInfo.processInfo.environment["NO_COLOR"] != nil { options.colorDepth = ColorDepth.none }
        do {
            let status = try AppRunner.run(state, inbox: inbox, options: options)
            if status != 0 { throw ExitCode(status) }
        } catch let e as TerminalError {
            warn("\(e)")
            throw ExitCode(2)
        }
    }
}

extension AppCommand {
    /// Live reload: every template file in the catalog and the theme's file
    /// are watched; a save loads the file again and posts the outcome (the
    /// new version, or its error) to the app. `--swift`: the files that
    /// declare the app's types and those its views reach; a save imports
    /// the sources again (a Swift file never fails to load: its problems
    /// are warnings, and what still parses is kept).
    func startWatching(catalog: TemplateCatalog, theme: Theme, swiftFiles: [String], inbox: Inbox) -> FileWatcher {
        let watcher = FileWatcher()
        let templateFiles = catalog.templates.map(\.file).filter { FileManager.default.fileExists(atPath: $0) }
        watcher.watch(templateFiles) { path in
            do throws(DataFile.LoadError) {
                inbox.post(.reload(.template(try TemplateLoader.load(path: path), path: path)))
            } catch {
                inbox.post(.reload(.failed(path: path, message: error.description)))
            }
        }
        let themes = ThemeCatalog.builtIn()
        let name = draw.look.theme ?? (projector ? "projector" : "default")
        let looksLikePath = name.contains("/") || [".yaml", ".yml", ".json"].contains { name.hasSuffix($0) }
        if let themeFile = looksLikePath ? name : themes.files[theme.name] {
            let base = themes.standard
            watcher.watch([themeFile]) { path in
                do throws(DataFile.LoadError) {
                    let loaded = try ThemeLoader.load(path: path, base: path == themes.files["default"] ? .standard : base)
                    inbox.post(.reload(.theme(loaded.theme, warnings: loaded.warnings, path: path)))
                } catch {
                    inbox.post(.reload(.failed(path: path, message: error.description)))
                }
            }
        }
        if !draw.swift.paths.isEmpty {
            let paths = draw.swift.paths, generic = catalog.generic, locale = draw.swift.locale, assets = draw.swift.assets
            let defaults = draw.swift.defaultsValues
            watcher.watch(swiftFiles) { path in
                let loaded = SwiftOptions.load(paths, drawn: true, generic: generic, locale: locale, assets: assets, defaults: defaults)
                inbox.post(.reload(.swift(loaded.templates, warnings: loaded.warnings, path: path)))
            }
        }
        watcher.start()
        return watcher
    }
}

extension AppConfig.ClockMode: ExpressibleByArgument {}
