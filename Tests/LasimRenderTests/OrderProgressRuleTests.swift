import Foundation
import LasimModel
@testable import LasimRender
@testable import LasimTemplate
import Testing

/// Seed 000's segmented progress bar, rule by rule, as Sizl's
/// ProgressViewModel decides it (see shared/docs/seed-digest.md).
@Suite struct OrderProgressRuleTests {
    static let catalog = TemplateCatalog.builtIn()
    static let now: Double = 1_700_000_000
    /// `now` as the phone's Date decodes it: seconds since 2001.
    static let now2001: Double = now - 978_307_200

    var template: Template { Self.catalog.template(named: "order")! }

    func state(_ status: String, pickup: Bool = false, progress: Int? = nil, etaIn: Double? = nil) -> JSONObject {
        var o = JSONObject([
            "fulfillmentType": .string(pickup ? "Pickup" : "Delivery"), "status": .string(status),
            "orderId": .number(1), "orderNum": .number(7),
        ])
        if let progress { o["deliveryProgress"] = .number(Double(progress)) }
        if let etaIn {
            o["eta"] = .object(JSONObject(["from": .number(Self.now2001 + etaIn - 300), "to": .number(Self.now2001 + etaIn)]))
        }
        return o
    }

    func value(_ name: String, _ content: JSONObject) -> Value {
        let renderer = Renderer(catalog: Self.catalog, options: RenderOptions())
        let snap = Snapshot(id: "t", template: "order", content: content, attributes: JSONObject(["recordId": .number(1)]),
                            state: .active, startedAt: Self.now, lastUpdateAt: Self.now)
        return renderer.evaluator(for: snap, template, now: Self.now).evaluate(.path([name]))
    }

    /// The bar row of the lock card, as (glyph, style) per cell, or nil when hidden.
    func bar(_ content: JSONObject, appearance: Appearance = .light) -> [Cell]? {
        let renderer = Renderer(catalog: Self.catalog, options: RenderOptions(appearance: appearance))
        let snap = Snapshot(id: "t", template: "order", content: content, attributes: JSONObject(["recordId": .number(1)]),
                            state: .active, startedAt: Self.now, lastUpdateAt: Self.now)
        let grid = renderer.render(.lock, snap, now: Self.now).grid
        for y in 0..<grid.height {
            let row = (0..<grid.width).map { grid[$0, y] }
            if row.contains(where: { "─═━".contains($0.grapheme) }) { return Array(row[2..<(grid.width - 2)]) }
        }
        return nil
    }

    /// One letter per segment, left to right: "c" completed, "a" active, "e" empty.
    func segments(_ cells: [Cell]) -> String {
        var out = ""
        for run in cells.split(whereSeparator: { $0.grapheme == " " && $0.width != 0 }) {
            switch run.first?.grapheme {
            case "═": out.append("c")
            case "━": out.append("a")
            case "─": out.append("e")
            default: out.append("?")
            }
        }
        return out
    }

    @Test("shown for Scheduled and Cooking")
    func shownWhileScheduledOrCooking() {
        #expect(bar(state("Scheduled", etaIn: 1800)) != nil)
        #expect(bar(state("Cooking", etaIn: 900)) != nil)
        #expect(value("showProgress", state("Cooking")) == .bool(true))
    }

    @Test("InTransit shows the bar only when deliveryProgress is present")
    func inTransitNeedsProgress() {
        #expect(bar(state("InTransit", progress: 40, etaIn: 300)) != nil)
        #expect(bar(state("InTransit", etaIn: 300)) == nil)
        #expect(value("showProgress", state("InTransit")) == .bool(false))
    }

    @Test("hidden for every other status")
    func hiddenOtherwise() {
        #expect(bar(state("Delivered", progress: 100)) == nil)
        #expect(bar(state("Cancelled")) == nil)
    }

    @Test("3 segments for Scheduled and Cooking, 6 for InTransit")
    func segmentCounts() {
        #expect(value("segments", state("Scheduled")) == .number(3))
        #expect(value("segments", state("Cooking")) == .number(3))
        #expect(value("segments", state("InTransit", progress: 10)) == .number(6))
        let cells = bar(state("InTransit", progress: 0, etaIn: 300))!
        // six runs of bar glyphs separated by gaps
        #expect(segments(cells).count == 6)
    }

    @Test("Scheduled: the first segment is active")
    func scheduledActive() {
        #expect(value("activeIndex", state("Scheduled", etaIn: 1800)) == .number(0))
        #expect(segments(bar(state("Scheduled", etaIn: 1800))!) == "aee")
    }

    @Test("Cooking for delivery: the second segment is active")
    func cookingDeliveryActive() {
        #expect(value("activeIndex", state("Cooking", etaIn: 900)) == .number(1))
        #expect(segments(bar(state("Cooking", etaIn: 900))!) == "cae")
    }

    @Test("Cooking for pickup: second while time is left before the ETA, else third")
    func cookingPickupActive() {
        #expect(value("activeIndex", state("Cooking", pickup: true, etaIn: 600)) == .number(1))
        #expect(value("activeIndex", state("Cooking", pickup: true, etaIn: -60)) == .number(2))
        #expect(value("activeIndex", state("Cooking", pickup: true)) == .number(2))
        #expect(segments(bar(state("Cooking", pickup: true, etaIn: -60))!) == "cca")
    }

    @Test("InTransit with no time left: the third segment is active")
    func inTransitNoTimeLeft() {
        #expect(value("activeIndex", state("InTransit", progress: 50)) == .number(2))
        #expect(value("activeIndex", state("InTransit", progress: 50, etaIn: 300)) == .number(0))
    }

    @Test("segment colours: completed before the active one, active, then empty")
    func segmentColours() throws {
        let cells = try #require(bar(state("Cooking", etaIn: 900)))
        let palette = Renderer(catalog: Self.catalog, options: RenderOptions()).lockPalette
        let first = try #require(cells.first { $0.grapheme == "═" })
        let active = try #require(cells.first { $0.grapheme == "━" })
        let empty = try #require(cells.first { $0.grapheme == "─" })
        #expect(first.style.fg == palette.progressCompleted)
        #expect(active.style.fg == palette.progressActive)
        #expect(empty.style.fg == palette.progressEmpty)
    }

    @Test("dark mode uses the dark palette's progress colours")
    func darkColours() throws {
        let cells = try #require(bar(state("Cooking", etaIn: 900), appearance: .dark))
        let palette = Renderer(catalog: Self.catalog, options: RenderOptions(appearance: .dark)).lockPalette
        #expect(cells.first { $0.grapheme == "━" }?.style.fg == palette.progressActive)
        #expect(palette.progressActive != Renderer(catalog: Self.catalog, options: RenderOptions()).lockPalette.progressActive)
    }

    @Test("InTransit with progress: all segments empty, a completed bar up to the progress, rider at its tip")
    func inTransitProgressBar() throws {
        let cells = try #require(bar(state("InTransit", progress: 50, etaIn: 300)))
        let width = cells.count
        let riderAt = try #require(cells.firstIndex { $0.grapheme == "🛵" })
        let tip = Int((0.5 * Double(width)).rounded())
        // the rider (2 cells) ends at progress x width, like `progress * width - 44pt` in SwiftUI
        #expect(riderAt == tip - 2)
        #expect(cells[..<riderAt].allSatisfy { $0.grapheme == "═" })
        #expect(cells[(riderAt + 2)...].allSatisfy { $0.grapheme == "─" || $0.grapheme == " " })
        #expect(!cells.contains { $0.grapheme == "━" }, "no active segment while delivering")
    }

    @Test("the rider sits on the card colour, masking the bar behind it")
    func riderMasksBar() throws {
        let cells = try #require(bar(state("InTransit", progress: 70, etaIn: 300)))
        let rider = try #require(cells.first { $0.grapheme == "🛵" })
        let palette = Renderer(catalog: Self.catalog, options: RenderOptions()).lockPalette
        #expect(rider.style.bg == palette.background)
    }

    @Test("progress 0 and 100 keep the rider inside the bar")
    func riderBounds() throws {
        let start = try #require(bar(state("InTransit", progress: 0, etaIn: 300)))
        #expect(start.firstIndex { $0.grapheme == "🛵" } == 0)
        let end = try #require(bar(state("InTransit", progress: 100, etaIn: 300)))
        #expect(end.firstIndex { $0.grapheme == "🛵" } == end.count - 2)
    }
}
