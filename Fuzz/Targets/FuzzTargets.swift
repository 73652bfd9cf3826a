import LasimModel
import LasimRender
import LasimServer
import LasimTemplate

/// The properties the fuzzers check, one function per target. Each takes
/// any bytes and traps (a finding) when a property fails; returning is a
/// pass. The same functions run as regression tests over Fuzz/regressions/
/// (Tests/LasimModelTests/FuzzRegressionTests.swift), so every crash found
/// stays fixed. scripts/fuzz.sh builds them with libFuzzer (Fuzz/Entry);
/// `swift build` compiles them as a plain library.
public enum FuzzTargets {
    /// Target names, as scripts/fuzz.sh and `LASIM_FUZZ_TARGET` spell them.
    /// To add one: a case here, a
    /// function below, a seed folder Fuzz/corpus/<name>/, and its modules in
    /// scripts/fuzz.sh (see "Adding a target" there).
    public static let names = ["intake", "apns", "template", "theme", "swift", "h2", "image"]

    public static func run(_ name: String, _ data: [UInt8]) {
        switch name {
        case "intake": intake(data)
        case "apns": apns(data)
        case "template": template(data)
        case "theme": theme(data)
        case "swift": swift(data)
        case "h2": h2(data)
        case "image": image(data)
        default: fatalError("unknown fuzz target \(name) (known: \(names.joined(separator: ", ")))")
        }
    }

    nonisolated(unsafe) static var cachedCatalog: TemplateCatalog?
    static var catalog: TemplateCatalog {
        if let c = cachedCatalog { return c }
        let c = TemplateCatalog.builtIn()
        cachedCatalog = c
        return c
    }

    // MARK: - Payload intake and the model

    /// The stream splits the same whether it arrives whole or in two pieces
    /// (cut where the first byte says); every item applies to a store, and
    /// what the store then shows renders, without trapping.
    public static func intake(_ data: [UInt8]) {
        let whole = PayloadIntake.items(of: data, sourceName: "fuzz")
        let cut = data.isEmpty ? 0 : Int(data[0]) * data.count / 255
        var pieces = PayloadIntake(sourceName: "fuzz")
        let split = pieces.feed(data[..<cut]) + pieces.feed(data[cut...]) + pieces.finish()
        precondition(whole == split, "intake: whole input and the same input cut at \(cut) give different items")

        var store = ActivityStore(catalog: catalog)
        var clock = PayloadClock()
        for item in whole {
            let now = clock.advance(for: item)
            switch item {
            case .push(let p): store.apply(p, at: now)
            case .rejected(let r): store.reject(r, at: now)
            case .control(let e): store.apply(e, at: now)
            }
        }
        let renderer = Renderer(catalog: catalog)
        for now in [clock.now, clock.now + 3600, clock.now + 13 * 3600] {
            for a in store.lockScreenOrder(at: now) {
                for p in Presentation.allCases { _ = renderer.render(p, Snapshot(a, at: now), now: now) }
            }
        }
    }

    // MARK: - The APNs request validator

    /// Input: a method line, a path line, `name: value` header lines, an
    /// empty line, then the body. Whatever it is, the answer is one of
    /// Apple's, a 200 carries the push, and the detail is printable.
    public static func apns(_ data: [UInt8]) {
        var lines = data.split(separator: 0x0A, maxSplits: 64, omittingEmptySubsequences: false)[...]
        func text(_ s: ArraySlice<UInt8>?) -> String { String(decoding: s ?? [], as: UTF8.self) }
        let method = text(lines.popFirst())
        let path = text(lines.popFirst())
        var headers: [APNsRequest.Header] = []
        while let line = lines.popFirst(), !line.isEmpty {
            let parts = line.split(separator: 0x3A, maxSplits: 1, omittingEmptySubsequences: false)
            headers.append(APNsRequest.Header(text(parts.first), text(parts.dropFirst().first).trimmingSpaces))
        }
        let body = Array(lines.joined(separator: [0x0A]))
        // UUIDs from a counter: a fixed one would make a second channel
        // create retry the same id for ever.
        var uuids = 0
        func makeUUID() -> String {
            uuids += 1
            let hex = String(uuids, radix: 16)
            return "00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex
        }
        // One channel exists (storage policy 1), so broadcasts, reads and
        // deletes reach their own rules: `$CH` in an input is its id.
        var channels = ChannelRegistry()
        let create = APNsRequest(method: "POST", path: "/1/apps/com.example.food/channels", headers: [],
                                 body: Array(#"{"message-storage-policy": 1, "push-type": "LiveActivity"}"#.utf8))
        let made = APNsValidator.validate(create, policy: EndpointPolicy(), channels: &channels, now: 1_700_000_000, makeUUID: makeUUID)
        let channelID = made.response.channelID ?? ""
        precondition(made.response.status == 201 && !channelID.isEmpty, "apns: the fixture channel was not created")
        func withChannel(_ s: String) -> String { s.replacing("$CH", with: channelID) }
        let request = APNsRequest(method: method, path: withChannel(path),
                                  headers: headers.map { APNsRequest.Header($0.name, withChannel($0.value)) }, body: body)
        let result = APNsValidator.validate(request, policy: EndpointPolicy(), channels: &channels, now: 1_700_000_000,
                                            makeUUID: makeUUID)
        let r = result.response
        // 2xx and no reason go together; an accepted device push is delivered.
        precondition((200..<300).contains(r.status) == (r.reason == nil),
                     "apns: status \(r.status) with reason \(String(describing: r.reason))")
        if r.status == 200, APNsValidator.route(of: request.path) == .device {
            precondition(result.delivery != nil, "apns: a device push answered 200 without a delivery")
        }
        if let reason = r.reason { precondition(reason.status == r.status, "apns: \(reason) answered \(r.status)") }
        precondition(!r.detail.unicodeScalars.contains { [0x07, 0x0A, 0x0D, 0x1B, 0x9B].contains($0.value) },
                     "apns: control character in the detail")
    }

    // MARK: - Template and theme loaders

    /// Any text loads as a template or fails with a one-line error; a
    /// template that loads draws each of its samples.
    public static func template(_ data: [UInt8]) {
        let text = String(decoding: data, as: UTF8.self)
        guard let value = try? DataFile.parse(text, file: "fuzz.yaml"),
              let t = try? TemplateLoader.build(value, file: "fuzz.yaml") else { return }
        var c = catalog
        c.add(t)
        let renderer = Renderer(catalog: c)
        for s in t.samples.prefix(8) {
            for p in Presentation.allCases { _ = renderer.render(p, Snapshot(sample: s, template: t), now: s.now) }
        }
    }

    /// Any text loads as a theme or fails with a one-line error; a theme
    /// that loads draws a sample in every appearance.
    public static func theme(_ data: [UInt8]) {
        let text = String(decoding: data, as: UTF8.self)
        guard let value = try? DataFile.parse(text, file: "fuzz.yaml"),
              let loaded = try? ThemeLoader.build(value, file: "fuzz.yaml") else { return }
        for w in loaded.warnings { precondition(!w.contains("\n"), "theme: multi-line warning") }
        guard let t = catalog.template(named: "ride"), let s = t.samples.first else { return }
        for appearance in [Appearance.light, .dark, .sleep] {
            let renderer = Renderer(catalog: catalog, options: RenderOptions(theme: loaded.theme, appearance: appearance))
            for p in Presentation.allCases { _ = renderer.render(p, Snapshot(sample: s, template: t), now: s.now) }
        }
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " || s.first == "\t" { s = s.dropFirst() }
        while s.last == " " || s.last == "\t" || s.last == "\r" { s = s.dropLast() }
        return String(s)
    }
}
