import Foundation
import Testing

/// `lasim render --swift`: the app's own SwiftUI views, from the command line.
@Suite struct SwiftRenderTests {
    static let fixtures = CLI.fixtures.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LasimSwiftUITests/Fixtures")
    static var widget: String { fixtures.appendingPathComponent("PizzaDeliveryWidget.swift").path }
    static var payloads: String { fixtures.appendingPathComponent("pizza-payloads.ndjson").path }
    static var unknown: String { fixtures.appendingPathComponent("constructs/unknown-constructs.swift").path }

    /// A folder holding one Swift file of an app's widget code (the caller removes it).
    static func appDirectory(_ prefix: String, file: String, source: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try source.write(to: dir.appendingPathComponent(file), atomically: true, encoding: .utf8)
        return dir
    }

    @Test func allPresentationsShowTheAppsOwnText() throws {
        let r = try CLI.run(["render", "--swift", Self.widget, Self.payloads, "--presentation", "all"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Marta is bringing 2 pizzas"), "\(r.stdout)")
        #expect(r.stdout.contains("On the way"))
        #expect(r.stdout.contains("65%"))
        #expect(r.stdout.contains("Minimal"))
    }

    /// Apple's pizza sample declares no sample states: with no payloads
    /// the views are drawn with the typical state `--coverage` uses (a
    /// string its field's name, a number 3, a date ten minutes ahead: not
    /// "" and 2001, which drew empty cards and 200470-hour timers), and
    /// stderr says so.
    @Test func noSamplesAndNoPayloadsDrawsDefaults() throws {
        let dir = try Self.appDirectory("lasim-nosamples", file: "Parcel.swift", source: """
            struct ParcelAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var stopsAway: Int; var note: String; var eta: Date }
            }
            struct ParcelWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: ParcelAttributes.self) { context in
                        VStack {
                            Text("Stops away: \\(context.state.stopsAway)")
                            Text(context.state.note)
                            Text(context.state.eta, style: .timer)
                        }
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
            }
            """)
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["render", "--swift", dir.path, "--presentation", "lock"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Stops away: 3") && r.stdout.contains("note") && r.stdout.contains("10:00"), "\(r.stdout)")
        #expect(r.stderr.contains("ParcelAttributes declares no sample states"), "\(r.stderr)")
    }

    /// Sources with no Live Activity in them (a home-screen widget's
    /// target, expo-targets' examples) are the app's failure, said in one
    /// line naming them: ArgumentParser's usage text followed a "no
    /// payloads" error, as if an option were missing.
    @Test func sourcesWithoutALiveActivityFailInOneLine() throws {
        let dir = try Self.appDirectory("lasim-noactivity", file: "Widget.swift", source: """
            struct Clock: Widget {
                var body: some WidgetConfiguration { StaticConfiguration(kind: "clock", provider: P()) { _ in Text("now") } }
            }
            """)
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["render", "--swift", dir.path])
        #expect(r.status == 1, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.last == "lasim render: nothing to draw: no Live Activity in --swift \(dir.path)", "\(r.stderr)")
        #expect(!r.stderr.contains("Usage") && !r.stderr.contains("no payloads"), "\(r.stderr)")
    }

    /// A widget bundle with two Live Activities: without payloads both are
    /// drawn, each with its own samples or, where it declares none, its
    /// typical state (one was drawn, the first with samples; with two
    /// without samples nothing was, "no payloads"). `--sample` keeps those
    /// that have it.
    @Test func everyLiveActivityOfTheBundleIsDrawn() throws {
        func activity(_ name: String, preview: Bool) -> String {
            """
            struct \(name)Attributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var count: Int }
            }
            struct \(name)Widget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: \(name)Attributes.self) { context in
                        Text("\(name) \\(context.state.count)")
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
            }
            """ + (preview ? """

            extension \(name)Attributes.ContentState { static let busy = \(name)Attributes.ContentState(count: 7) }
            """ : "")
        }
        let dir = try Self.appDirectory("lasim-bundle", file: "Order.swift", source: activity("Order", preview: false))
        defer { try? FileManager.default.removeItem(at: dir) }
        try activity("Chat", preview: false).write(to: dir.appendingPathComponent("Chat.swift"), atomically: true, encoding: .utf8)
        let typical = try CLI.run(["render", "--swift", dir.path, "--presentation", "lock"])
        #expect(typical.status == 0, "\(typical.stderr)")
        #expect(typical.stdout.contains("Order 3") && typical.stdout.contains("Chat 3"), "\(typical.stdout)\(typical.stderr)")

        try activity("Chat", preview: true).write(to: dir.appendingPathComponent("Chat.swift"), atomically: true, encoding: .utf8)
        try activity("Order", preview: true).write(to: dir.appendingPathComponent("Order.swift"), atomically: true, encoding: .utf8)
        let samples = try CLI.run(["render", "--swift", dir.path, "--presentation", "lock"])
        #expect(samples.status == 0, "\(samples.stderr)")
        #expect(samples.stdout.contains("Order 7") && samples.stdout.contains("Chat 7"), "\(samples.stdout)")
        let svg = try CLI.run(["render", "--swift", dir.path, "--presentation", "lock", "--format", "svg"])
        #expect(svg.stdout.contains(">Order 7<") && svg.stdout.contains(">Chat 7<"), "\(svg.stdout)")
        let one = try CLI.run(["render", "--swift", dir.path, "--presentation", "lock", "--template", "ChatAttributes"])
        #expect(one.stdout.contains("Chat 7") && !one.stdout.contains("Order 7"), "\(one.stdout)")
    }

    /// The typical state names its strings after their fields, so a view
    /// that takes its SF Symbol from the state is given "badgeGlyph", no
    /// symbol: that stand-in is lasim's, and no warning blames the app for
    /// it (it is drawn as a dot, as before). A literal name the theme lacks
    /// is still the app's and still said.
    @Test func typicalStateSymbolNamesAreNotWarnedAbout() throws {
        let dir = try Self.appDirectory("lasim-typicalsymbol", file: "Badge.swift", source: """
            struct BadgeAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var badgeGlyph: String }
            }
            struct BadgeWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: BadgeAttributes.self) { context in
                        HStack { Image(systemName: context.state.badgeGlyph); Image(systemName: "notAnSFSymbolName") }
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
            }
            """)
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["render", "--swift", dir.path, "--presentation", "lock"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("\"badgeGlyph\""), "\(r.stderr)")
        #expect(r.stderr.contains("SF Symbol \"notAnSFSymbolName\" is not in the theme's symbols"), "\(r.stderr)")
    }

    /// An AlarmKit countdown: `AlarmAttributes<Metadata>` and its
    /// `AlarmPresentationState` come from lasim's model of Apple's types.
    /// A state the app's own `init(from:)` throws for is dropped, as
    /// ActivityKit drops it: the card keeps the last state, and the
    /// decision says what the app's decoder threw.
    @Test func appDecoderThatThrowsDropsTheUpdate() throws {
        let dir = try Self.appDirectory("lasim-appdecoder", file: "Trip.swift", source: """
            struct Trip: ActivityAttributes {
                enum ContentState: Codable, Hashable {
                    case waiting(minutes: Int)
                    case boarding(gate: String)
                    private enum CodingKeys: String, CodingKey { case waiting, boarding }
                    init(from decoder: Decoder) throws {
                        let c = try decoder.container(keyedBy: CodingKeys.self)
                        if let m = try c.decodeIfPresent(Int.self, forKey: .waiting) {
                            self = .waiting(minutes: m)
                        } else if let g = try c.decodeIfPresent(String.self, forKey: .boarding) {
                            self = .boarding(gate: g)
                        } else {
                            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no phase"))
                        }
                    }
                }
            }
            struct TripWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: Trip.self) { context in
                        switch context.state {
                        case .waiting(let m): Text("Waiting \\(m) min")
                        case .boarding(let g): Text("Boarding at \\(g)")
                        }
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
            }
            """)
        defer { try? FileManager.default.removeItem(at: dir) }
        let pushes = [
            #"{"aps": {"event": "start", "timestamp": 1700000000, "attributes-type": "Trip", "attributes": {}, "content-state": {"waiting": 12}}}"#,
            #"{"aps": {"event": "update", "timestamp": 1700000060, "content-state": {"departed": true}}}"#,
        ].joined(separator: "\n")
        let drawn = try CLI.run(["render", "--swift", dir.path, "-", "--presentation", "lock"], stdin: Data(pushes.utf8))
        #expect(drawn.status == 0, "\(drawn.stderr)")
        #expect(drawn.stdout.contains("Waiting 12 min"), "\(drawn.stdout)")
        #expect(drawn.stderr.contains("the app's init(from:) throws"), "\(drawn.stderr)")
        let model = try CLI.run(["render", "--swift", dir.path, "-", "--format", "json"], stdin: Data(pushes.utf8))
        #expect(model.stdout.contains("\"dropped\""), "\(model.stdout)")
        #expect(model.stdout.contains("dataCorrupted"), "\(model.stdout)")
        // validate runs the same decoder, with nothing drawn.
        let lint = try CLI.run(["validate", "--swift", dir.path, "-"], stdin: Data(pushes.utf8))
        #expect(lint.stdout.contains("stdin:2: error: aps.content-state: the app's init(from:) throws DecodingError.dataCorrupted")
                && lint.stdout.contains("[decode-failure]"), "\(lint.stdout)")
        #expect(!lint.stdout.contains("stdin:1: error: aps.content-state"), "\(lint.stdout)")
    }

    /// A nested type's own `init(from:)` (a reading the state holds, its
    /// trend an enum that decodes itself from one string) is run as the
    /// app wrote it: with no payload the typical state is one it accepts,
    /// a trend it does not know is its own `.unknown`, and what it throws
    /// the phone drops, in `render`'s model and in `validate` alike.
    @Test func nestedAppDecoderRunsAsWritten() throws {
        let dir = try Self.appDirectory("lasim-nesteddecoder", file: "Pump.swift", source: """
            struct Pump: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    let reading: Reading
                    let seq: Int
                }
            }
            struct Reading: Codable, Hashable {
                enum Arrow: String, Codable, Hashable {
                    case rising, steady, falling, unknown
                    init(from decoder: Decoder) throws {
                        let c = try decoder.singleValueContainer()
                        self = Arrow(rawValue: try c.decode(String.self)) ?? .unknown
                    }
                }
                let level: Double
                let arrow: Arrow
                let takenAt: Date
                private enum CodingKeys: String, CodingKey { case level, arrow, takenAt }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    level = try c.decode(Double.self, forKey: .level)
                    guard level > 0 else {
                        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no reading"))
                    }
                    arrow = try c.decode(Arrow.self, forKey: .arrow)
                    takenAt = Date(timeIntervalSince1970: try c.decode(Double.self, forKey: .takenAt))
                }
            }
            struct PumpWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: Pump.self) { context in
                        Text("Level \\(Int(context.state.reading.level)) trend \\(context.state.reading.arrow.rawValue)")
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
            }
            """)
        defer { try? FileManager.default.removeItem(at: dir) }
        let typical = try CLI.run(["render", "--swift", dir.path, "--presentation", "lock"], stdin: Data())
        #expect(typical.stdout.contains("Level 0 trend rising") && !typical.stdout.contains("init(from:) throws"), "\(typical.stdout)\n\(typical.stderr)")
        #expect(typical.stderr.contains("Reading.init(from:): custom decoding, run as the app's own code")
                && !typical.stderr.contains("not simulated"), "\(typical.stderr)")
        let pushes = [
            #"{"aps": {"event": "start", "timestamp": 1700000000, "attributes-type": "Pump", "attributes": {}, "content-state": {"reading": {"level": 120, "arrow": "sideways", "takenAt": 1700000000}, "seq": 1}, "alert": {"title": "Pump", "body": "On"}}}"#,
            #"{"aps": {"event": "update", "timestamp": 1700000060, "content-state": {"reading": {"level": 0, "arrow": "steady", "takenAt": 1700000060}, "seq": 2}}}"#,
        ].joined(separator: "\n")
        let drawn = try CLI.run(["render", "--swift", dir.path, "-", "--presentation", "lock"], stdin: Data(pushes.utf8))
        #expect(drawn.stdout.contains("Level 120 trend unknown"), "\(drawn.stdout)")
        let model = try CLI.run(["render", "--swift", dir.path, "-", "--format", "json"], stdin: Data(pushes.utf8))
        #expect(model.stdout.contains("\"dropped\"") && model.stdout.contains("dataCorrupted"), "\(model.stdout)")
        let lint = try CLI.run(["validate", "--swift", dir.path, "-"], stdin: Data(pushes.utf8))
        #expect(lint.stdout.contains("stdin:2: error: aps.content-state: the app's init(from:) throws DecodingError.dataCorrupted")
                && lint.stdout.contains("[decode-failure]"), "\(lint.stdout)")
        #expect(!lint.stdout.contains("stdin:1: error"), "\(lint.stdout)")
    }

    /// A content state that is an enum decoding itself from keys (its own
    /// `init(from:)` reads a keyed container, one key per case) is drawn,
    /// with no payload, with the keys that decoder reads: its typical state
    /// was `{}`, which the decoder throws on, so the card was one ⚠.
    @Test func anEnumDecodingItselfFromKeysHasATypicalState() throws {
        let dir = try Self.appDirectory("lasim-keyedenum", file: "Meter.swift", source: """
            struct MeterAttributes: ActivityAttributes {
                typealias ContentState = Phase
                let bay: String
            }
            extension MeterAttributes {
                enum Phase: Codable, Hashable {
                    case booked(from: Date, minutes: Int)
                    case running(from: Date, minutes: Int)
                }
            }
            extension MeterAttributes.Phase {
                private enum CodingKeys: String, CodingKey { case booked, running }
                private struct Span: Codable, Hashable { let from: TimeInterval; let minutes: Int }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    if let s = try c.decodeIfPresent(Span.self, forKey: .running) {
                        self = .running(from: Date(timeIntervalSince1970: s.from), minutes: s.minutes)
                    } else if let s = try c.decodeIfPresent(Span.self, forKey: .booked) {
                        self = .booked(from: Date(timeIntervalSince1970: s.from), minutes: s.minutes)
                    } else {
                        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no phase"))
                    }
                }
                var minutes: Int { switch self { case .booked(_, let m), .running(_, let m): return m } }
                var label: String { switch self { case .booked: return "Booked"; case .running: return "Running" } }
            }
            struct MeterWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: MeterAttributes.self) { context in
                        Text("Bay \\(context.attributes.bay): \\(context.state.label) for \\(context.state.minutes) min")
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
            }
            """)
        defer { try? FileManager.default.removeItem(at: dir) }
        let typical = try CLI.run(["render", "--swift", dir.path, "--presentation", "lock"], stdin: Data())
        #expect(typical.stdout.contains("Bay bay: Running for 3 min") && !typical.stderr.contains("init(from:) throws"),
                "\(typical.stdout)\n\(typical.stderr)")
        let pushes = [
            #"{"aps": {"event": "start", "timestamp": 1700000000, "attributes-type": "MeterAttributes", "attributes": {"bay": "B7"}, "content-state": {"booked": {"from": 1700000000, "minutes": 45}}, "alert": {"title": "P", "body": "On"}}}"#,
            #"{"aps": {"event": "update", "timestamp": 1700000060, "content-state": {"parked": {"from": 1700000000, "minutes": 45}}}}"#,
        ].joined(separator: "\n")
        let drawn = try CLI.run(["render", "--swift", dir.path, "-", "--presentation", "lock"], stdin: Data(pushes.utf8))
        #expect(drawn.stdout.contains("Bay B7: Booked for 45 min"), "\(drawn.stdout)")
        let lint = try CLI.run(["validate", "--swift", dir.path, "-"], stdin: Data(pushes.utf8))
        #expect(lint.stdout.contains("stdin:2: error: aps.content-state: the app's init(from:) throws DecodingError.dataCorrupted")
                && !lint.stdout.contains("stdin:1: error"), "\(lint.stdout)")
    }

    /// The attributes' own `init(from:)`, even one that reads every key
    /// plainly, is run by `validate` and by render's model as the card runs
    /// it: a start whose attributes it throws on is an error at
    /// aps.attributes, and the activity never starts (it was checked only
    /// by the keys read: 0 errors, and a card that was one ⚠).
    @Test func attributesOwnDecoderRunsInValidate() throws {
        let dir = try Self.appDirectory("lasim-attrdecoder", file: "Gate.swift", source: """
            struct GateAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var boarding: Bool }
                let flight: String
                let gate: String
                private enum CodingKeys: String, CodingKey { case flight, gate }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    flight = try c.decode(String.self, forKey: .flight)
                    gate = try c.decode(String.self, forKey: .gate)
                    guard gate.count <= 3 else {
                        throw DecodingError.dataCorruptedError(forKey: .gate, in: c, debugDescription: "gate too long")
                    }
                }
            }
            struct GateWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: GateAttributes.self) { context in
                        Text("\\(context.attributes.flight) at gate \\(context.attributes.gate)")
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
            }
            """)
        defer { try? FileManager.default.removeItem(at: dir) }
        let pushes = [
            #"{"activity": "a", "payload": {"aps": {"event": "start", "timestamp": 1700000000, "attributes-type": "GateAttributes", "attributes": {"flight": "LA12", "gate": "B7"}, "content-state": {"boarding": false}, "alert": {"title": "F", "body": "On"}}}}"#,
            #"{"activity": "b", "payload": {"aps": {"event": "start", "timestamp": 1700000000, "attributes-type": "GateAttributes", "attributes": {"flight": "LA13", "gate": "Terminal 2"}, "content-state": {"boarding": true}, "alert": {"title": "F", "body": "On"}}}}"#,
        ].joined(separator: "\n")
        let lint = try CLI.run(["validate", "--swift", dir.path, "-"], stdin: Data(pushes.utf8))
        #expect(lint.stdout.contains("stdin:2: error: aps.attributes: the app's init(from:) throws DecodingError.dataCorruptedError")
                && !lint.stdout.contains("stdin:1: error"), "\(lint.stdout)")
        let model = try CLI.run(["render", "--swift", dir.path, "-", "--format", "json"], stdin: Data(pushes.utf8))
        #expect(model.stdout.contains("attributes does not decode as GateAttributes: dataCorrupted at attributes"), "\(model.stdout)")
    }

    /// An attributes type no file given declares (expo-targets generates
    /// its apps' `…Attributes` from a JSON config at prebuild) is drawn, with
    /// no payload, with a typical state made of the members the views read on
    /// the context, each its name: it was `[.status]`, a placeholder, as the
    /// state was an empty value lasim could not type. A payload still draws
    /// what it sends.
    @Test func undeclaredAttributesTypeHasATypicalState() throws {
        let dir = try Self.appDirectory("lasim-undeclared", file: "Live.swift", source: """
            struct HelloLive: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: HelloAttributes.self) { context in
                        VStack {
                            Text("Live Activity")
                            Text(context.state.status)
                            Text(context.attributes.title)
                        }
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.center) { Text(context.state.status) }
                        } compactLeading: { Text("a") } compactTrailing: { Text(context.state.detail) } minimal: { Text("c") }
                    }
                }
            }
            """)
        defer { try? FileManager.default.removeItem(at: dir) }
        let typical = try CLI.run(["render", "--swift", dir.path, "--presentation", "all"], stdin: Data())
        #expect(typical.stdout.contains("status") && typical.stdout.contains("title") && typical.stdout.contains("detail")
                && !typical.stdout.contains("[."), "\(typical.stdout)\n\(typical.stderr)")
        #expect(typical.stderr.contains("HelloAttributes is not declared in the files given"), "\(typical.stderr)")
        let push = #"{"aps": {"event": "start", "timestamp": 1700000000, "attributes-type": "HelloAttributes", "attributes": {"title": "Hi"}, "content-state": {"status": "Ready", "detail": "2 left"}, "alert": {"title": "H", "body": "On"}}}"#
        let drawn = try CLI.run(["render", "--swift", dir.path, "-", "--presentation", "lock"], stdin: Data(push.utf8))
        #expect(drawn.stdout.contains("Ready") && drawn.stdout.contains("Hi"), "\(drawn.stdout)")
    }

    @Test func alarmKitCountdownDecodesAndDraws() throws {
        let dir = try Self.appDirectory("lasim-alarmkit", file: "Alarm.swift", source: """
            import AlarmKit
            struct Meta: AlarmMetadata { let label: String }
            struct AlarmWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: AlarmAttributes<Meta>.self) { context in
                        HStack {
                            switch context.state.mode {
                            case .countdown(let c):
                                Text(timerInterval: Date.now ... c.fireDate, countsDown: true)
                            case .paused(let p):
                                Text("Paused \\(Int(p.totalCountdownDuration - p.previouslyElapsedDuration)) s")
                            default:
                                EmptyView()
                            }
                            Text(context.attributes.metadata?.label ?? "none")
                            let stop = AlarmButton(text: LocalizedStringResource("Stop"), textColor: .white, systemImageName: "stop.fill")
                            Text(stop.text)
                        }
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
            }
            """)
        defer { try? FileManager.default.removeItem(at: dir) }
        func render(_ mode: String) throws -> (stdout: String, stderr: String) {
            let push = #"{"aps": {"event": "start", "timestamp": 1700000000, "attributes-type": "AlarmAttributes", "attributes": {"metadata": {"label": "Tea"}, "presentation": {"alert": {"title": "Done"}}}, "content-state": {"alarmID": "6F1C2A3B-0000-4000-8000-000000000001", "mode": \#(mode)}}}"#
            let r = try CLI.run(["render", "--swift", dir.path, "-", "--presentation", "lock"], stdin: Data(push.utf8))
            #expect(r.status == 0, "\(r.stderr)")
            return (r.stdout, r.stderr)
        }
        // 2001-01-01 + 721_692_900 s is 1_700_000_100: 1:40 left.
        let countdown = try render(#"{"countdown": {"_0": {"fireDate": 721692900, "startDate": 721692700, "totalCountdownDuration": 300, "previouslyElapsedDuration": 0}}}"#)
        #expect(countdown.stdout.contains("1:40") && countdown.stdout.contains("Tea") && countdown.stdout.contains("Stop"), "\(countdown)")
        #expect(!countdown.stderr.contains("no type conforms"), "\(countdown.stderr)")
        let paused = try render(#"{"paused": {"_0": {"totalCountdownDuration": 300, "previouslyElapsedDuration": 120}}}"#)
        #expect(paused.stdout.contains("Paused 180 s"), "\(paused)")
    }

    /// An AlarmKit widget with no payloads: AlarmKit makes its states, not
    /// the app, so lasim draws the three it makes (a countdown, the same
    /// paused, an alarm's alert). The attributes type is written generic
    /// (`AlarmAttributes<Meta>`), which found no schema: the views could
    /// not read `attributes.metadata` and the render stopped at "template
    /// AlarmAttributes<Meta> has no sample".
    @Test func alarmKitWidgetWithoutPayloadsDrawsAlarmKitsStates() throws {
        let dir = try Self.appDirectory("lasim-alarmkit-states", file: "Alarm.swift", source: """
            import AlarmKit
            struct Cue: AlarmMetadata { var label: String }
            struct AlarmWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: AlarmKit.AlarmAttributes<Cue>.self) { context in
                        VStack {
                            switch context.state.mode {
                            case .countdown(let c): Text(timerInterval: Date.now ... c.fireDate, countsDown: true)
                            case .paused(let p): Text("Paused, \\(Int(p.totalCountdownDuration - p.previouslyElapsedDuration)) s left")
                            case .alert(let a): Text("Ringing \\(a.time.hour):\\(a.time.minute)")
                            @unknown default: EmptyView()
                            }
                            Text("For \\(context.attributes.metadata?.label ?? "nobody")")
                            Image(systemName: context.attributes.presentation.alert.stopButton?.systemImageName ?? "xmark")
                        }
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
            }
            """)
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["render", "--swift", dir.path, "--presentation", "lock"])
        #expect(r.status == 0, "\(r.stderr)")
        for shown in ["10:00", "Paused, 360 s left", "Ringing 7:30", "For label"] { #expect(r.stdout.contains(shown), "\(r.stdout)") }
        // Typical attributes' strings are stand-ins: no SF Symbol named "systemImageName" is missing.
        #expect(!r.stderr.contains("declares no sample states") && !r.stderr.contains("SF Symbol"), "\(r.stderr)")
    }

    /// A push SDK's generic attributes (OneSignal's `DefaultLiveActivityAttributes`,
    /// which the app imports and does not declare): `data` is a dictionary of
    /// `AnyCodable` in the attributes and the state, and each accessor answers
    /// as the SDK's does: a JSON `12` is an `Int` (`asDouble()` is nil), a null
    /// is present (`NSNull`, described `<null>`), an object is `asDict()`.
    /// Before lasim modelled the SDK's types, every read was a `[String subscript]` placeholder.
    @Test func pushSDKDefaultAttributesDecodeAnyValues() throws {
        let dir = try Self.appDirectory("lasim-onesignal-default", file: "Run.swift", source: """
            import ActivityKit
            import SwiftUI
            import WidgetKit
            import OneSignalLiveActivities

            struct RunWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: DefaultLiveActivityAttributes.self) { context in
                        let d = context.state.data
                        VStack {
                            Text(context.attributes.data["runner"]?.asString() ?? "no runner")
                            Text("km \\(d["km"]?.asDouble().map { String($0) } ?? "not a Double")")
                            Text("laps \\((d["laps"]?.value as? Int) ?? -1)")
                            Text("pace \\(d["pace"]?.value as? String ?? "none")")
                            Text("split \\(d["split"]?.asDict()?["last"]?.asString() ?? "none")")
                            Text("live \\(d["live"]?.asBool() == true ? "yes" : "no")")
                            Text("gap \\(d["gap"].map { String(describing: $0.value) } ?? "absent")")
                            Text("keys \\(d.count)")
                        }
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
            }
            """)
        defer { try? FileManager.default.removeItem(at: dir) }
        let push = #"{"aps": {"event": "start", "timestamp": 1700000000, "attributes-type": "DefaultLiveActivityAttributes", "attributes": {"data": {"runner": "Ines"}, "onesignal": {"activityId": "run-7"}}, "content-state": {"data": {"km": 12, "laps": 4, "pace": "5:10", "split": {"last": "4:58"}, "live": true, "gap": null}}}}"#
        let r = try CLI.run(["render", "--swift", dir.path, "-", "--presentation", "lock"], stdin: Data(push.utf8))
        #expect(r.status == 0, "\(r.stderr)")
        for shown in ["Ines", "km not a Double", "laps 4", "pace 5:10", "split 4:58", "live yes", "gap <null>", "keys 6"] {
            #expect(r.stdout.contains(shown), "\(shown): \(r.stdout)")
        }
        #expect(r.stderr.isEmpty, "the SDK's own types say nothing about custom decoding: \(r.stderr)")
        // 12.5 is a Double; the SDK's attributes require `onesignal`: a start without it never shows.
        let double = push.replacingOccurrences(of: #""km": 12,"#, with: #""km": 12.5,"#)
        let drawn = try CLI.run(["render", "--swift", dir.path, "-", "--presentation", "lock"], stdin: Data(double.utf8))
        #expect(drawn.stdout.contains("km 12.5"), "\(drawn.stdout)")
        let bare = push.replacingOccurrences(of: #", "onesignal": {"activityId": "run-7"}"#, with: "")
        let dropped = try CLI.run(["validate", "--swift", dir.path, "-"], stdin: Data(bare.utf8))
        #expect(dropped.stdout.contains("aps.attributes.onesignal: missing required field (OneSignalLiveActivityAttributeData)"), "\(dropped.stdout)")
        // No payload: the dictionaries are empty, and stderr says lasim invents no keys.
        let typical = try CLI.run(["render", "--swift", dir.path, "--presentation", "lock"])
        #expect(typical.stdout.contains("no runner") && typical.stdout.contains("keys 0"), "\(typical.stdout)")
        #expect(typical.stderr.contains("context.attributes.data and context.state.data, dictionaries of any values, hold no keys"), "\(typical.stderr)")
    }

    @Test func coverageReportListsEveryPresentation() throws {
        let r = try CLI.run(["render", "--swift", Self.widget, "--coverage"])
        #expect(r.status == 0, "\(r.stderr)")
        for p in ["lock:", "expanded:", "compact:", "minimal:"] { #expect(r.stdout.contains(p), "\(r.stdout)") }
        #expect(r.stdout.contains("approximated"))
    }

    @Test func unknownConstructsAreListedWithFileAndLine() throws {
        let r = try CLI.run(["render", "--swift", Self.unknown, "--coverage"])
        // ForEach and Canvas run now; MeshGradient (line 10) is what lasim cannot draw.
        #expect(r.stdout.contains("unknown-constructs.swift:10 MeshGradient"), "\(r.stdout)")
        let state = #"{"aps": {"event": "start", "timestamp": 1700000000, "attributes-type": "UnknownAttributes", "attributes": {}, "content-state": {"items": ["a"], "name": "Kim"}}}"#
        let j = try CLI.run(["render", "--swift", Self.unknown, "-", "--format", "json"], stdin: Data(state.utf8))
        #expect(j.status == 0, "\(j.stderr)")
        #expect(j.stdout.contains("unknown-constructs.swift:10: SwiftUI MeshGradient not drawn"), "\(j.stdout)")
        #expect(j.stdout.contains("unknown-constructs.swift:11: .shimmering not known to lasim"), "\(j.stdout)")
        #expect(j.stderr.contains("unknown-constructs.swift:10: MeshGradient not drawn"), "\(j.stderr)")
    }

    @Test func aPathWithNoConfigurationIsAOneLineError() throws {
        let r = try CLI.run(["render", "--swift", CLI.fixtures.path, "--coverage"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("no .swift files") || r.stderr.contains("no ActivityConfiguration"), "\(r.stderr)")
    }
}
