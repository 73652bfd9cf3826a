import Foundation
import LasimModel
import LasimRender
@testable import LasimApp
import LasimTemplate
import Testing

@Suite struct AppStateTests {
    static let catalog = TemplateCatalog.builtIn()
    let t0: Double = 1_700_000_000

    func app(preview: String? = nil, clock: AppConfig.ClockMode = .payload, width: Int = 100, height: Int = 30) -> AppState {
        var s = AppState(config: AppConfig(catalog: Self.catalog, options: RenderOptions(timeZone: Zone.utc),
                                           previewTemplate: preview, clockMode: clock), wall: t0)
        s.update(.resize(width: width, height: height))
        return s
    }

    func text(_ s: AppState) -> String { TextPrinter.text(AppView.render(s)) }

    func feed(_ s: inout AppState, _ scenario: Scenario, upTo: Double = .infinity) {
        for (at, line) in scenario.payloads(start: t0) where at <= upTo {
            s.update(.bytes(Array((line + "\n").utf8), source: "stdin", wall: t0 + at))
        }
    }

    @Test func pipedPayloadsShowOnTheLockScreen() {
        var s = app()
        feed(&s, .order, upTo: 700)
        #expect(text(s).contains("On the way"))
        #expect(s.store.appliedCount == 5)
    }

    /// An app that declares no sample states (`lasim --swift DIR`) is
    /// previewed with its typical state, as `render` draws it, where the
    /// preview showed an empty lock screen and "sample 0/0".
    @Test func previewWithoutSamplesShowsTheTypicalState() throws {
        var order = try #require(Self.catalog.template(named: "order"))
        let typical = try #require(order.samples.first)
        order.name = "NoSamples"
        order.samples = []
        order.typicalSample = Sample(name: "typical", attributes: typical.attributes, contentState: typical.contentState, now: typical.now)
        var catalog = Self.catalog
        catalog.add(order)
        var s = AppState(config: AppConfig(catalog: catalog, options: RenderOptions(timeZone: Zone.utc), previewTemplate: "NoSamples"), wall: t0)
        s.update(.resize(width: 100, height: 30))
        let drawn = text(s)
        #expect(!drawn.contains("No Live Activities"))
        #expect(drawn.contains("sample 1/1"))
        #expect(s.renderNow == typical.now)
        s.update(.key(.char("n")))
        #expect(s.message?.contains("sample 1/1: typical") == true)
    }

    /// An app with several Live Activities (`lasim --swift DIR`): the
    /// preview flips through every one's samples with n / p, and says whose.
    @Test func previewFlipsThroughEveryActivityOfTheApp() throws {
        var catalog = Self.catalog
        let order = try #require(catalog.template(named: "order"))
        var ride = try #require(catalog.template(named: "ride"))
        ride.typicalSample = ride.samples.first.map { Sample(name: "typical", attributes: $0.attributes, contentState: $0.contentState, now: $0.now) }
        ride.samples = []
        catalog.add(ride)
        var config = AppConfig(catalog: catalog, options: RenderOptions(timeZone: Zone.utc), previewTemplate: "order")
        config.previewAlso = ["ride"]
        var s = AppState(config: config, wall: t0)
        s.update(.resize(width: 100, height: 30))
        let n = order.samples.count + 1
        #expect(text(s).contains("sample 1/\(n)"))
        s.update(.key(.char("p")))
        #expect(s.message == "sample \(n)/\(n): ride · typical")
        #expect(s.selected?.template == "ride")
        s.update(.key(.char("n")))
        #expect(s.selected?.template == "order")
    }

    @Test func keysSwitchViews() {
        var s = app()
        feed(&s, .order, upTo: 700)
        s.update(.key(.char("2")))
        #expect(text(s).contains("Compact"))
        s.update(.key(.char("e")))
        #expect(text(s).contains("Expanded"))
        s.update(.key(.char("3")))
        #expect(text(s).contains("Lock screen ·") && text(s).contains("Minimal"))
        s.update(.key(.char("4")))
        #expect(text(s).contains("Event log"))
        #expect(text(s).contains("started (order template)"))
    }

    @Test func helpListsEveryKeyAndAnyKeyClosesIt() {
        var s = app(height: 40)
        s.update(.key(.char("?")))
        let screen = text(s)
        for b in KeyMap.bindings { #expect(screen.contains(b.help), "help lacks \(b.help)") }
        s.update(.key(.char("x")))
        #expect(!s.showHelp)
    }

    @Test func quitKeys() {
        var s = app()
        #expect(s.update(.key(.char("q"))) == [.quit])
        #expect(s.update(.key(.ctrl("c"))) == [.quit])
    }

    @Test("any size down to 10 x 3: a notice, never a crash", arguments: [(10, 3), (1, 1), (0, 0), (30, 5), (47, 8), (200, 60)])
    func tinySizes(_ w: Int, _ h: Int) {
        var s = app(width: w, height: h)
        feed(&s, .order, upTo: 700)
        for v in ["1", "2", "3", "4", "?"] {
            s.update(.key(.char(Character(v))))
            let g = AppView.render(s)
            #expect(g.width == w && g.height == h)
            if w < 40 && h >= 1 && w >= 10 && s.view != .log { #expect(TextPrinter.text(g).contains("too small") || TextPrinter.text(g).contains("termin")) }
            s.update(.key(.escape))
            s.showHelp = false
        }
    }

    @Test func alertHighlightsTheCardAndExpandsTheIslandWhenUnlocked() {
        var s = app()
        feed(&s, .order, upTo: 0)
        #expect(s.alertActive)
        #expect(text(s).contains("🔔"))
        s.update(.key(.char("u")))   // unlock
        s.update(.key(.char("2")))
        #expect(text(s).contains("Expanded"))
        s.update(.tick(wall: t0 + 10))
        #expect(!s.alertActive)
        #expect(text(s).contains("Compact"))
    }

    @Test func noIslandDeviceShowsABanner() {
        var s = app()
        s.options.device = .se
        feed(&s, .order, upTo: 0)
        s.update(.key(.char("2")))
        #expect(text(s).contains("Banner"))
    }

    @Test func pausedIntakeQueuesThenApplies() {
        var s = app()
        s.update(.key(.char("i")))
        feed(&s, .order, upTo: 60)
        #expect(s.store.appliedCount == 0)
        #expect(text(s).contains("intake paused"))
        s.update(.key(.char("i")))
        #expect(s.store.appliedCount == 2)
    }

    @Test func clockKeys() {
        var s = app(clock: .wall)
        let before = s.now
        s.update(.key(.char("]")))
        #expect(s.now == before + 60)
        s.update(.key(.char("}")))
        s.update(.key(.char(")")))
        #expect(s.now == before + 60 + 600 + 3600)
        s.update(.key(.char(">")))
        s.update(.tick(wall: t0 + 1))
        #expect(s.now == before + 4260 + 10)
        s.update(.key(.char(" ")))
        s.update(.tick(wall: t0 + 5))
        #expect(s.now == before + 4260 + 10)
    }

    @Test func clockJumpMakesTheCardStale() {
        var s = app(clock: .payload)
        feed(&s, .order, upTo: 60)
        #expect(s.selected?.state == .active)
        s.update(.key(.char("}")))
        #expect(s.selected?.state == .stale)
        #expect(text(s).contains("No fresh data"))
    }

    @Test func dismissKeySwipesTheActivityAway() {
        var s = app()
        feed(&s, .order, upTo: 60)
        s.update(.key(.char("x")))
        #expect(text(s).contains("No Live Activities"))
        // Pushes keep coming (APNs still says 200); the phone ignores them.
        for (at, line) in Scenario.order.payloads(start: t0) where at > 60 && at <= 400 {
            s.update(.bytes(Array((line + "\n").utf8), source: "stdin", wall: t0 + at))
        }
        #expect(s.store.droppedCount == 1)
        #expect(s.log.last?.text.contains("dismissed") == true)
    }

    @Test func designerPreviewStepsThroughSamples() {
        var s = app(preview: "order")
        #expect(text(s).contains("Order scheduled"))
        s.update(.key(.char("n")))
        #expect(text(s).contains("Cooking your order"))
        s.update(.key(.char("p")))
        s.update(.key(.char("p")))
        #expect(text(s).contains("No fresh data"))
    }

    @Test func appearanceAndDeviceKeys() {
        var s = app()
        s.update(.key(.char("a")))
        #expect(s.options.appearance == .dark)
        s.update(.key(.char("d")))
        #expect(s.options.device == .proMax)
        #expect(text(s).contains("dark") && text(s).contains("pro-max"))
    }

    /// `+` and `-` step the text size from `--text-size`'s, stop at AX5 and
    /// xSmall (saying so), and the status line names the size.
    @Test func textSizeKeysStepFromTheLaunchSize() {
        var s = AppState(config: AppConfig(catalog: Self.catalog, options: RenderOptions(timeZone: Zone.utc, textSize: .accessibility4)), wall: t0)
        s.update(.resize(width: 120, height: 30))
        #expect(text(s).contains("· text AX4 ·"))
        s.update(.key(.char("+")))
        #expect(s.options.textSize == .accessibility5)
        s.update(.key(.char("=")))
        #expect(s.options.textSize == .accessibility5)
        #expect(text(s).contains("text size AX5 is the largest") && text(s).contains("· text AX5 ·"))
        for _ in 0..<3 { s.update(.key(.char("-"))) }
        #expect(s.options.textSize == .accessibility2)
        #expect(text(s).contains("· text AX2 ·"))

        var small = app()
        #expect(!text(small).contains("· text "), "the default size is not named in the status line")
        small.update(.key(.char("-")))
        #expect(small.options.textSize == .medium)
        #expect(text(small).contains("text size medium") && text(small).contains("· text medium ·"))
        small.update(.key(.char("+")))
        #expect(text(small).contains("text size large") && !text(small).contains("· text "))
        small.update(.key(.char("-")))
        for _ in 0..<3 { small.update(.key(.char("-"))) }
        #expect(small.options.textSize == .xSmall)
        #expect(text(small).contains("text size xSmall is the smallest"))
    }

    @Test func twoActivitiesShowAsMinimalAndFollowRelevance() {
        var s = app()
        feed(&s, .twoActivities, upTo: 30)
        s.update(.key(.char("2")))
        #expect(text(s).contains("attached order, detached match"))
        feed(&s, .twoActivities, upTo: 120)
        s.update(.tick(wall: t0 + 200))
        #expect(text(s).contains("attached match, detached order"))
    }

    @Test func endOfInputKeepsTheLastState() {
        var s = app()
        feed(&s, .order, upTo: 700)
        s.update(.endOfInput(source: "stdin", wall: t0 + 800))
        #expect(text(s).contains("On the way"))
        #expect(s.log.last?.text.contains("end of input") == true)
    }

    @Test func garbageInTheStreamIsLoggedAndSanitised() {
        var s = app()
        s.update(.bytes(Array("not json at all\n{\"aps\": \u{1B}[2J}\n".utf8), source: "stdin", wall: t0))
        feed(&s, .order, upTo: 0)
        s.update(.key(.char("4")))
        let screen = text(s)
        #expect(!screen.unicodeScalars.contains { $0.value == 0x1B })
        #expect(s.store.droppedCount >= 2)
        #expect(s.store.appliedCount == 1)
    }

    @Test func realisticDeliveryHoldsThrottledPushesUntilTheirSlot() {
        var d = DeliverySettings(mode: .realistic, budgetPerHour: 1)
        d.priority10Delivered = 1; d.priority10Late = 0
        var s = AppState(config: AppConfig(catalog: Self.catalog, options: RenderOptions(timeZone: Zone.utc),
                                           clockMode: .wall, delivery: d), wall: t0)
        s.update(.resize(width: 100, height: 30))
        func line(_ step: Int) -> [UInt8] {
            Array(#"{"activity":"ride","payload":{"aps":{"event":"update","content-state":{"step":\#(step)}}}}"#.utf8) + [10]
        }
        s.update(.bytes(line(1), source: "stdin", wall: t0))
        s.update(.bytes(line(2), source: "stdin", wall: t0 + 3000))
        #expect(s.store.appliedCount == 1)
        #expect(s.phone.delivery.pending.count == 1)
        #expect(s.log.last?.text.contains("arrives in 10:00") == true)
        s.update(.tick(wall: t0 + 3599))
        #expect(s.store.appliedCount == 1)
        s.update(.tick(wall: t0 + 3600))
        #expect(s.store.appliedCount == 2)
        s.update(.key(.char("4")))
        #expect(text(s).contains("ride: active 1:00:00 · stale 0:00 · longest gap 1:00:00 · dropped 0"))
    }
}

@Suite struct ContrastInspectTests {
    @Test func inspectKeyMarksFailingRunsWithTheirRatio() throws {
        let theme = try #require(ThemeCatalog.builtIn().theme(named: "sleep-bug"))
        var options = RenderOptions(theme: theme, appearance: .sleep, timeZone: Zone.utc)
        options.ios = 16
        var s = AppState(config: AppConfig(catalog: TemplateCatalog.builtIn(), options: options, previewTemplate: "order"),
                         wall: 1_700_000_000)
        s.update(.resize(width: 80, height: 24))
        #expect(!TextPrinter.text(AppView.render(s)).contains("failing"))
        s.update(.key(.char("c")))
        let grid = AppView.render(s)
        #expect(TextPrinter.text(grid).contains("contrast: "))
        #expect(TextPrinter.text(grid).contains(":1 < 4.5"))
        #expect(grid.cells.contains { $0.style.underline && $0.style.reverse })
    }
}

@Suite struct PayloadClockTests {
    @Test func replayedOldPayloadsSetTheClockInsteadOfLookingStale() {
        // A recording from 2023 replayed now: its first payload sets the clock.
        var s = AppState(config: AppConfig(catalog: TemplateCatalog.builtIn(), options: RenderOptions(), clockMode: .payload),
                         wall: 1_800_000_000)
        for (at, line) in Scenario.order.payloads(start: 1_700_000_000) where at <= 60 {
            s.update(.bytes(Array((line + "\n").utf8), source: "old.ndjson", wall: 1_800_000_000))
        }
        #expect(s.now == 1_700_000_060)
        #expect(s.selected?.state == .active)
    }
}
