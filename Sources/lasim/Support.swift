import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import LasimModel
import LasimRender
import LasimSwift
import LasimSwiftUI
import LasimTemplate
import LasimText

extension Appearance: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
}
extension Presentation: ExpressibleByArgument {}


/// Writes one line to stderr, sanitised (it may quote payload text).
func warn(_ line: String) {
    writeAll(fd: 2, "lasim: " + Sanitizer.visible(line) + "\n")
}

/// Options every drawing command shares.
struct DrawOptions: ParsableArguments {
    @Option(help: "light, dark, sleep (always-on), standby or standby-night.")
    var appearance: Appearance = .light

    @OptionGroup var look: ThemeOptions

    @Option(help: ArgumentHelp(stringLiteral: Device.optionHelp))
    var device: String = "pro"

    @Option(help: DrawOptions.textSizeHelp)
    var textSize: String = "large"

    /// `--text-size`'s help, for every command that takes it.
    static let textSizeHelp = ArgumentHelp("The phone's text size (Dynamic Type): xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1...AX5.",
                                           valueName: "size")

    func resolvedTextSize() throws -> DynamicTypeSize {
        guard let s = DynamicTypeSize(name: textSize) else {
            throw ValidationError("unknown text size \"\(Sanitizer.visible(textSize))\" (\(DynamicTypeSize.optionNames))")
        }
        return s
    }

    @Option(name: .customLong("template"), help: "Draw every activity with this template (a name or a file).")
    var template: String?

    @OptionGroup var swift: SwiftOptions

    @Flag(help: "Fill defaults for missing or mistyped content-state fields instead of dropping the update.")
    var lenient = false

    @Flag(help: "ASCII glyphs instead of emoji.")
    var ascii = false

    @Option(help: "Time zone for clock times: an IANA name (Europe/Paris) or a POSIX TZ string (default: TZ, else /etc/localtime).")
    var tz: String?

    func resolvedDevice() throws -> Device {
        guard let d = Device.named(device) else {
            throw ValidationError("unknown device \"\(Sanitizer.visible(device))\" (\(Device.choices))")
        }
        return d
    }

    func timeZone() throws -> Zone {
        guard let tz else { return ZoneDatabase.local() }
        guard let zone = ZoneDatabase.zone(named: tz) else {
            throw ValidationError("unknown time zone \"\(Sanitizer.visible(tz))\" (an IANA name such as Europe/Paris, from \(ZoneDatabase.directory(ProcessInfo.processInfo.environment)), or a POSIX TZ string)")
        }
        return zone
    }

    /// The built-in templates, plus `--template` when it names a file.
    func catalog() throws -> TemplateCatalog { try loadCatalog(template: template, swift: swift, drawn: true) }

    /// The catalog and what `--swift` loaded into it (the app watches those files).
    func catalogAndSwift() throws -> (catalog: TemplateCatalog, swift: SwiftOptions.Loaded) {
        try loadCatalogAndSwift(template: template, swift: swift, drawn: true)
    }

    func renderOptions() throws -> RenderOptions {
        RenderOptions(theme: try look.resolvedTheme(), appearance: appearance, device: try resolvedDevice(),
                      timeZone: try timeZone(), ascii: ascii, ios: try look.resolvedIOS(),
                      templateLayout: .fromEnvironment, textSize: try resolvedTextSize())
    }
}

extension TemplateLayout {
    /// `LASIM_TEMPLATE_LAYOUT=points` draws templates' slots through the
    /// layout that draws apps' own views: for measuring and comparing the
    /// two (`render`, `bench`), not a user's option (nor one `--help` lists).
    static var fromEnvironment: TemplateLayout {
        ProcessInfo.processInfo.environment["LASIM_TEMPLATE_LAYOUT"].flatMap(TemplateLayout.init) ?? .cells
    }
}

/// The built-in templates and the app's own (`--swift`); `template` (a name or
/// a file) forces one. `drawn`: also translate the app's SwiftUI views.
func loadCatalog(template: String?, swift: SwiftOptions? = nil, drawn: Bool = false) throws -> TemplateCatalog {
    try loadCatalogAndSwift(template: template, swift: swift, drawn: drawn).catalog
}

func loadCatalogAndSwift(template: String?, swift: SwiftOptions? = nil, drawn: Bool = false) throws
    -> (catalog: TemplateCatalog, swift: SwiftOptions.Loaded) {
    var c = TemplateCatalog.builtIn()
    let loaded = swift?.apply(to: &c, drawn: drawn) ?? SwiftOptions.Loaded()
    if let t = template {
        if t.contains("/") || t.hasSuffix(".yaml") || t.hasSuffix(".yml") || t.hasSuffix(".json") {
            let before = c.templates.map(\.name)
            guard c.load(path: t) else { throw ValidationError(c.problems.last ?? "cannot load \(t)") }
            c.forced = c.templates.map(\.name).first { !before.contains($0) } ?? c.templates.last?.name
        } else {
            guard c.template(named: t) != nil else {
                throw ValidationError("no template \"\(t)\" (built in: \(c.templates.map(\.name).sorted().joined(separator: ", ")))")
            }
            c.forced = t
        }
    }
    for p in c.problems { warn(p) }
    return (c, loaded)
}

/// How pushes reach the phone (`--delivery realistic`); see DeliveryModel.
struct DeliveryOptions: ParsableArguments {
    @Option(help: "off (every payload arrives at once) or realistic (APNs budgets, throttling, priority-5 delays and losses).")
    var delivery: DeliverySettings.Mode = .off

    @Option(help: "With --delivery realistic: priority-10 pushes per activity per hour before throttling.")
    var budget: Int = 10

    @Flag(help: "With --delivery realistic: NSSupportsLiveActivitiesFrequentUpdates (10x the budget).")
    var frequentUpdates = false

    @Flag(help: "With --delivery realistic: Low Power Mode (delays pushes further).")
    var lowPower = false

    @Option(help: "With --delivery realistic: seed for the random delays and losses.")
    var seed: UInt64 = 1

    var settings: DeliverySettings {
        DeliverySettings(mode: delivery, budgetPerHour: budget, frequentUpdates: frequentUpdates,
                         lowPower: lowPower, seed: seed)
    }

    func validate() throws {
        if budget < 0 { throw ValidationError("--budget must be 0 or more") }
    }
}

extension DeliverySettings.Mode: ExpressibleByArgument {}

/// Reads FILE arguments ("-" is stdin) as payload streams into the phone,
/// printing one line per dropped payload on stderr; payloads stamped after
/// `until` have not arrived yet and are skipped. Delayed pushes are applied
/// at their delivery time, in time order; those still on the way at the end
/// stay in the phone's queue (`deliver(into:until:)` applies them up to the
/// render instant). Returns the clock the payloads drove.
func ingest(_ files: [String], into phone: inout PhoneFeed, quiet: Bool = false, until: Double? = nil,
            observe: ((ActivityStore, Double, Decision) -> Void)? = nil) -> Double {
    var clock = PayloadClock()
    for file in files {
        let name = file == "-" ? "stdin" : file
        var intake = PayloadIntake(sourceName: name)
        func handle(_ items: [PayloadIntake.Item]) {
            for item in items {
                if let until, case .push(let p) = item, let t = p.timestamp, t > until { continue }
                let now = clock.advance(for: item)
                deliver(into: &phone, until: now, quiet: quiet, observe: observe)
                guard case .decided(let d) = phone.receive(item, at: now) else { continue }
                if d.outcome == .dropped && !quiet { warn(d.line) }
                observe?(phone.store, now, d)
            }
        }
        // In pieces, file or stdin: constant memory whatever the size.
        guard ChunkedInput.read(file, { handle(intake.feed($0)) }) else {
            warn("\(file): cannot read the file")
            continue
        }
        handle(intake.finish())
    }
    return clock.now
}

/// Applies the delayed pushes that reached the phone by `until`, each at its
/// own delivery time.
func deliver(into phone: inout PhoneFeed, until: Double, quiet: Bool = false,
             observe: ((ActivityStore, Double, Decision) -> Void)? = nil) {
    for late in phone.arrivals(until: until) {
        if late.decision.outcome == .dropped && !quiet { warn(late.decision.line + " (delivered late: \(late.reason.text))") }
        observe?(phone.store, late.at, late.decision)
    }
}

/// Reads FILE... into the phone as it would see them at `--at`: an absolute
/// instant sees only the payloads stamped by then, +DURATION is counted
/// from the last payload. Returns that instant.
func ingest(_ files: [String], into phone: inout PhoneFeed, at: String?, quiet: Bool = false) throws -> Double {
    if files.filter({ $0 == "-" }).count > 1 { throw ValidationError("- (stdin) can be given once") }
    let absolute = try at.flatMap { $0.hasPrefix("+") ? nil : try parseInstant($0, after: 0) }
    let last = ingest(files, into: &phone, quiet: quiet, until: absolute)
    let now = try absolute ?? at.map { try parseInstant($0, after: last) } ?? last
    deliver(into: &phone, until: now, quiet: quiet)
    return now
}

/// A template's sample states, all or the one `--sample` names.
func samples(of t: Template, named name: String?) throws -> [Sample] {
    let chosen = name.map { n in t.samples.filter { $0.name == n } } ?? t.samples
    if chosen.isEmpty && name == nil, let typical = t.typicalSample ?? t.schema.map({ TypicalState.sample($0, attributes: t.attributesSchema, now: SwiftImporter.sampleInstant) }) {
        // An app that declares no sample states: its views drawn with the
        // typical state `--coverage` runs them with (each text its field's
        // name, dates ten minutes ahead, optionals filled), so every text and
        // timer the views draw shows, where "" and 2001 drew an empty card.
        warn(t.typicalNote)
        return [typical]
    }
    if chosen.isEmpty {
        throw ValidationError("template \(t.name) has no sample \"\(name ?? "")\" (samples: \(t.samples.map(\.name).joined(separator: ", ")))")
    }
    return chosen
}

/// The strings of a template's typical state (each a field's name), when
/// `s` is that state or is shown with typical attributes: an SF Symbol so
/// named is lasim's stand-in, not the app's mistake, so no warning says it
/// is missing (the one line saying the state is typical covers it).
func standIns(of s: Sample, in t: Template) -> Set<String> {
    var typical: [JSONObject] = []
    if t.samples.isEmpty, s.name == "typical" {
        typical = [s.attributes, s.contentState]
    } else if s.attributes.count > 0, s.attributes == TypicalState.make(t.attributesSchema, now: SwiftImporter.sampleInstant) {
        // A sample state shown with typical attributes (the app has none to
        // show it with, or AlarmKit's states): theirs are stand-ins too.
        typical = [s.attributes]
    }
    guard !typical.isEmpty else { return [] }
    func strings(_ v: JSONValue) -> [String] {
        switch v {
        case .string(let x): return [x]
        case .array(let a): return a.flatMap(strings)
        case .object(let o): return o.entries.flatMap { strings($0.value) }
        default: return []
        }
    }
    return Set(typical.flatMap { strings(.object($0)) })
}

/// `--at`: epoch seconds, or +DURATION after the last payload (+90s, +10m, +1h30m).
func parseInstant(_ text: String, after last: Double) throws -> Double {
    if text.hasPrefix("+") {
        guard let d = parseDuration(String(text.dropFirst())) else {
            throw ValidationError("--at \(text): expected +DURATION like +90s, +10m, +1h30m")
        }
        return last + d
    }
    guard let t = Double(text), t.isFinite, t >= 0 else {
        throw ValidationError("--at \(text): expected epoch seconds or +DURATION")
    }
    return t
}

func parseDuration(_ text: String) -> Double? {
    if let n = Double(text), n.isFinite { return n }
    var total = 0.0
    var number = ""
    for c in text {
        if c.isNumber || c == "." { number.append(c); continue }
        guard let n = Double(number) else { return nil }
        switch c {
        case "s": total += n
        case "m": total += n * 60
        case "h": total += n * 3600
        case "d": total += n * 86400
        default: return nil
        }
        number = ""
    }
    return number.isEmpty ? total : nil
}

/// Writes all of `bytes` to a file descriptor (retrying short writes and
/// EINTR). Output goes through here rather than Foundation's `FileHandle`,
/// which lives in libFoundation.so (kept out of the process: about 6 MB of
/// the app's memory). 0 when all was written, else the errno it stopped
/// at: stdout and stderr ignore it (a closed pipe gives up quietly), a
/// file the user named does not (`writeInPlace`).
@discardableResult
func writeAll(fd: Int32, _ bytes: [UInt8]) -> Int32 {
    bytes.withUnsafeBytes { raw in
        var off = 0
        while off < raw.count {
            let n = write(fd, raw.baseAddress! + off, raw.count - off)
            if n > 0 { off += n } else if n < 0 && errno == EINTR { continue } else { return n < 0 ? errno : EIO }
        }
        return 0
    }
}

func writeAll(fd: Int32, _ text: String) { writeAll(fd: fd, Array(text.utf8)) }

/// A file the user names written in place, as a shell's `>` writes it:
/// Foundation's createFile writes a new file and renames it over the path,
/// which made `-o /dev/null` a regular file in place of the device, and
/// cut a symlink loose. Nil when all of it was written, else why not (the
/// system's words): a full disk (`-o /dev/full`) or a failed write the
/// file system reports only when the file is closed (NFS, a quota) is a
/// failure, not a file silently cut short.
func writeInPlace(_ path: String, _ bytes: [UInt8]) -> String? {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return String(cString: strerror(errno)) }
    let failed = writeAll(fd: fd, bytes)
    let closed = close(fd) == 0 ? 0 : errno
    let code = failed != 0 ? failed : closed
    return code == 0 ? nil : String(cString: strerror(code))
}

/// `writeInPlace` for a command whose only way to say why is to stop:
/// one line on stderr ("lasim bench: cannot write X: No space left on
/// device"), exit status 2, as for bad input.
func writeInPlaceOrExit(_ path: String, _ bytes: [UInt8], command: String) throws {
    guard let why = writeInPlace(path, bytes) else { return }
    writeAll(fd: 2, "lasim \(command): cannot write " + Sanitizer.visible(path) + ": \(why)\n")
    throw ExitCode(2)
}

/// A file opened for appending (created if missing), for `--record`.
final class AppendFile: Sendable {
    let fd: Int32

    init?(path: String) {
        fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        if fd < 0 { return nil }
    }

    deinit { close(fd) }

    func write(_ text: String) { writeAll(fd: fd, text) }

    /// To the disk, before lasim reports it stopped.
    func synchronize() { fsync(fd) }
}
