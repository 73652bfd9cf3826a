#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimModel
import LasimRender
import LasimTemplate

/// How the app was started.
public struct AppConfig: Sendable {
    public enum ClockMode: String, Sendable { case wall, payload }
    public var catalog: TemplateCatalog
    public var options: RenderOptions
    /// Designer preview: no payloads, the template's sample states.
    public var previewTemplate: String?
    /// More templates the preview flips through after `previewTemplate`'s
    /// samples: an app's other Live Activities (`lasim --swift DIR`).
    public var previewAlso: [String] = []
    /// wall: the phone's clock is real time; payload: it follows payload timestamps (replaying files).
    public var clockMode: ClockMode
    /// Seconds an alert keeps the island expanded / the card lit.
    public var alertSeconds: Double
    public var bell: Bool
    public var lenient: Bool
    /// Shown in the status line when the endpoint listens.
    public var endpoint: String?
    /// Start in the projector view (big figure, filling the terminal).
    public var projector = false
    /// How pushes reach the phone (`--delivery realistic`).
    public var delivery: DeliverySettings

    public init(catalog: TemplateCatalog, options: RenderOptions, previewTemplate: String? = nil,
                clockMode: ClockMode = .wall, alertSeconds: Double = 4, bell: Bool = false, lenient: Bool = false,
                endpoint: String? = nil, delivery: DeliverySettings = .off) {
        self.catalog = catalog; self.options = options; self.previewTemplate = previewTemplate
        self.clockMode = clockMode; self.alertSeconds = alertSeconds; self.bell = bell
        self.lenient = lenient; self.endpoint = endpoint; self.delivery = delivery
    }
}

public enum ViewMode: String, Sendable, CaseIterable { case lock, island, gallery, log, projector, surfaces }

/// One line of the event log.
public struct LogEntry: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case applied, dropped, note }
    public var at: Double
    public var kind: Kind
    public var text: String
}

/// Everything the app shows, and nothing about how: the terminal layer only
/// sends messages in and draws `AppView.render(state)` out.
public struct AppState: Sendable {
    public var config: AppConfig
    /// The simulated phone: what reaches it, when, and what it shows.
    public var phone: PhoneFeed
    public var store: ActivityStore {
        get { phone.store }
        _modify { yield &phone.store }
    }
    public var clock: SimClock
    public var wall: Double
    public var view: ViewMode = .lock
    public var showHelp = false
    public var selectedID: String?
    public var islandExpanded = false
    public var options: RenderOptions
    public var intakePaused = false
    public var queued: [([UInt8], String)] = []
    public var queuedBytes = 0
    public var intakes: [String: PayloadIntake] = [:]
    public var locked = true
    public var bell: Bool
    public var alertID: String?
    public var alertUntil: Double = 0
    public var log: [LogEntry] = []
    public var logScroll = 0
    public var sampleIndex = 0
    public var width = 80
    public var height = 24
    public var message: String?
    /// Payload clock: set by the first timestamped payload, then only forward.
    public var clockSetByPayload = false
    /// Contrast inspection: failing text runs are marked with their ratio.
    public var inspect = false

    public static let logLimit = 5000
    public static let queueLimit = 8 << 20

    public init(config: AppConfig, wall: Double) {
        self.config = config
        self.phone = PhoneFeed(store: ActivityStore(catalog: config.catalog, mode: config.lenient ? .lenient : .strict),
                               delivery: config.delivery)
        self.clock = SimClock(wall: wall)
        self.wall = wall
        self.options = config.options
        self.bell = config.bell
        if config.projector { view = .projector }
        if let s = previewPairs.first?.sample {
            // Preview shows each sample at its own instant.
            self.clock = SimClock(wall: wall, sim: s.now)
            self.clock.togglePause(wall: wall)
        }
        for p in config.catalog.problems { log.append(LogEntry(at: wall, kind: .note, text: p)) }
    }

    public var now: Double { clock.now(wall: wall) }

    public var isPreview: Bool { config.previewTemplate != nil }

    public var previewTemplate: Template? { config.previewTemplate.flatMap { config.catalog.template(named: $0) } }

    /// What the preview flips through (n / p): each previewed template's
    /// samples, its typical state where it declares none.
    public var previewPairs: [(template: Template, sample: Sample)] {
        guard let first = config.previewTemplate else { return [] }
        return ([first] + config.previewAlso).compactMap(config.catalog.template(named:)).flatMap { t in t.previewSamples.map { (t, $0) } }
    }

    /// The preview's template and sample shown now.
    public var previewPair: (template: Template, sample: Sample)? {
        let all = previewPairs
        return all.isEmpty ? nil : all[sampleIndex % all.count]
    }

    /// Activities on the lock screen, most relevant first (samples in preview).
    public var lockSnapshots: [Snapshot] {
        if let (t, sample) = previewPair {
            return [Snapshot(sample: sample, template: t)]
        }
        return store.lockScreenOrder(at: now).map { Snapshot($0, at: now) }
    }

    public var islandSnapshots: [Snapshot] {
        if isPreview { return lockSnapshots }
        return store.islandOrder(at: now).map { Snapshot($0, at: now) }
    }

    /// The selected activity (first on the lock screen if none chosen).
    public var selected: Snapshot? {
        let all = lockSnapshots
        return all.first { $0.id == selectedID } ?? all.first
    }

    /// The clock a preview sample is shown at, or the simulated clock.
    public var renderNow: Double {
        if let (_, sample) = previewPair { return sample.now }
        return now
    }

    public var alertActive: Bool { alertID != nil && wall < alertUntil }
}
