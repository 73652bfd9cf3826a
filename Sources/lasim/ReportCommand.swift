import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimModel
import LasimRender
import LasimText

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "How each activity fared: time active, stale and ended, the longest gap, drops by reason.",
        discussion: """
        Applies the payloads in FILE... (- reads stdin) as `lasim render` does and prints one row per activity.
        Dropped payloads are grouped: decode (content-state or JSON), older (timestamp), ended (activity ended or dismissed), throttled and lost (with --delivery realistic), other.
        """
    )

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: "Payload files (NDJSON, pretty-printed JSON values, .apns); - for stdin.")
    var files: [String]

    @Option(help: "When to measure: epoch seconds, or +DURATION after the last payload (+10m).")
    var at: String?

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    @Option(name: .customLong("template"), help: "Draw every activity with this template (a name or a file).")
    var template: String?

    @OptionGroup var swift: SwiftOptions

    @Flag(help: "Fill defaults for missing or mistyped content-state fields instead of dropping the update.")
    var lenient = false

    @OptionGroup(title: "Delivery") var delivery: DeliveryOptions

    func run() throws {
        let catalog = try loadCatalog(template: template, swift: swift)
        var phone = PhoneFeed(store: ActivityStore(catalog: catalog, mode: lenient ? .lenient : .strict), delivery: delivery.settings)
        let now = try ingest(files, into: &phone, at: at, quiet: true)
        let store = phone.store
        let rows = store.activities.compactMap { a in store.metrics(a.id, at: now).map { (a, $0) } }
        switch format {
        case .json:
            var list: [JSONValue] = []
            for (a, m) in rows {
                var o = JSONObject()
                o["id"] = .string(a.id)
                o["template"] = .string(a.template)
                o["state"] = .string(a.state(at: now).rawValue)
                if let c = a.channel { o["channel"] = .string(c) }
                if let t = a.updateToken { o["updateToken"] = .string(t) }
                o["shown"] = .bool(a.state(at: now).showsOnLockScreen)
                o["why"] = .string(Lifecycle.explanation(a, at: now))
                if let d = store.decisions.last(where: { $0.activityID == a.id }) {
                    var last = JSONObject()
                    last["event"] = d.event.map { .string($0) } ?? .null
                    last["outcome"] = .string(d.outcome.rawValue)
                    last["rule"] = d.rule.map { .string($0) } ?? .null
                    last["reason"] = .string(d.reasonText)
                    o["last"] = .object(last)
                }
                o["metrics"] = ModelPrinter.metricsJSON(m)
                list.append(.object(o))
            }
            var top = JSONObject()
            top["now"] = .number(now)
            top["activities"] = .array(list)
            print(JSONWriter.pretty(.object(top)))
        case .text:
            print(Self.table(rows.map { ($0.0.id, $0.0.template, $0.0.state(at: now).rawValue, $0.1) },
                             channels: rows.map { $0.0.channel }))
        }
    }

    /// One row per activity, columns padded to fit.
    /// A CHANNEL column is added when any activity listens on a broadcast channel.
    static func table(_ rows: [(id: String, template: String, state: String, metrics: ActivityMetrics)],
                      channels: [String?] = []) -> String {
        var header = ["ACTIVITY", "TEMPLATE", "STATE", "ACTIVE", "STALE", "ENDED", "LONGEST GAP", "APPLIED", "DROPPED"]
        let withChannels = channels.contains { $0 != nil }
        if withChannels { header.insert("CHANNEL", at: 3) }
        var cells = [header]
        for (i, r) in rows.enumerated() {
            let m = r.metrics
            var row = [r.id, r.template, r.state, DeliveryModel.clock(m.active), DeliveryModel.clock(m.stale),
                       DeliveryModel.clock(m.ended), DeliveryModel.clock(m.longestGap), "\(m.applied)", m.droppedText]
            if withChannels { row.insert((i < channels.count ? channels[i] : nil) ?? "-", at: 3) }
            cells.append(row)
        }
        if rows.isEmpty { return "No activities." }
        var widths = Array(repeating: 0, count: header.count)
        for row in cells { for (i, c) in row.enumerated() { widths[i] = max(widths[i], c.count) } }
        let numeric = withChannels ? Set(4...8) : Set(3...7)
        return cells.map { row in
            row.enumerated().map { i, c in
                let pad = String(repeating: " ", count: widths[i] - c.count)
                return i == row.count - 1 ? c : (numeric.contains(i) ? pad + c : c + pad)
            }.joined(separator: "  ")
        }.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .map { Sanitizer.visible(String($0)) }.joined(separator: "\n")
    }
}
