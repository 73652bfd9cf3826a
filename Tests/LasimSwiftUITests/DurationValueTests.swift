import LasimModel
import Testing

/// `Duration` in an activity's state (a rest timer's time left): Swift's
/// `Codable` writes it as `[high, low]`, the two halves of its count of
/// attoseconds (the standard library's Duration.swift), so a sample made
/// with `.seconds(95)` is sent as that, a payload is read as that, and a
/// typical state holds one. Before, the type was "not declared", the
/// sample was skipped ("a Duration.seconds is not Encodable") and the
/// views read `.components` on nil.
@Suite struct DurationValueTests {
    static let source = """
        struct RestAttributes: ActivityAttributes {
            var exercise: String
            struct ContentState: Codable, Hashable {
                var rest: Duration
                var set: Int
            }
        }
        extension RestAttributes.ContentState {
            static let resting = RestAttributes.ContentState(rest: .seconds(95), set: 3)
        }
        struct RestWidget: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: RestAttributes.self) { context in
                    VStack {
                        Text("rest " + context.state.rest.formatted(.time(pattern: .minuteSecond)))
                        Text("left \\(context.state.rest.components.seconds)s")
                    }
                } dynamicIsland: { context in
                    DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("b") } } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") }
                }
            }
        }
        """

    /// 95 s is 95e18 attoseconds: 5 x 2^64 and 2766279631452241920 left.
    static let ninetyFive = #"[5, 2766279631452241920]"#

    @Test("a sample's .seconds(95) is sent as Swift encodes it, [high, low], and drawn 1:35 and 95s")
    func sampleEncoded() throws {
        let a = try CodeSampleTests.load(Self.source)
        let sample = try #require(a.template.samples.first { $0.name == "resting" }, "\(a.template.warnings)")
        #expect(sample.contentState == Fixture.json(#"{"rest": \#(Self.ninetyFive), "set": 3}"#))
        let out = Fixture.draw(a, state: sample.contentState, attributes: Fixture.json(#"{"exercise": "Squat"}"#), presentations: [.lock])
        #expect(out.contains("rest 1:35") && out.contains("left 95s") && !out.contains("problem"), "\(out)")
    }

    @Test("a typical state's Duration is ten minutes, so the views draw a time (they read .components on nil)")
    func typicalDuration() throws {
        let a = try CodeSampleTests.load(Self.source)
        let typical = try #require(a.template.typicalSample)
        #expect(typical.contentState["rest"] == .array([.number(32), .number(9_704_189_641_294_348_288)]))
        let out = Fixture.draw(a, state: typical.contentState, attributes: typical.attributes, presentations: [.lock])
        #expect(out.contains("rest 10:00") && out.contains("left 600s") && !out.contains("problem"), "\(out)")
    }

    @Test("a payload's [high, low] decodes; a number of seconds is Swift's typeMismatch, and the message says what to send")
    func payloadDecoded() throws {
        let a = try CodeSampleTests.load(Self.source)
        let schema = try #require(a.template.schema)
        let state = Fixture.json(#"{"rest": [2, 8106511852580896768], "set": 2}"#)
        #expect(throws: Never.self) { try StateDecoder(mode: .strict).decode(state, as: schema) }
        #expect(Fixture.draw(a, state: state, presentations: [.lock]).contains("rest 0:45"))
        do {
            _ = try StateDecoder(mode: .strict).decode(Fixture.json(#"{"rest": 95, "set": 2}"#), as: schema)
            Issue.record("a number decoded as a Duration")
        } catch {
            #expect(error.kind == .typeMismatch)
            #expect(error.message.contains("Expected to decode Array<Any> but found a number instead.")
                    && error.message.contains("95 seconds is \(Self.ninetyFive)"), "\(error.message)")
        }
        // The low half is a UInt64: 45 s written as [0, 45e18] does not fit it, nor does a negative one.
        #expect(throws: StateDecoder.Failure.self) { try StateDecoder(mode: .strict).decode(Fixture.json(#"{"rest": [0, 45000000000000000000], "set": 2}"#), as: schema) }
        #expect(throws: StateDecoder.Failure.self) { try StateDecoder(mode: .strict).decode(Fixture.json(#"{"rest": [0, -1], "set": 2}"#), as: schema) }
    }

    @Test("components are truncated towards zero, as the standard library splits its count", arguments: [
        ("String(Duration.milliseconds(-1500).components.seconds)", "-1"),
        ("String(Duration.milliseconds(-1500).components.attoseconds)", "-500000000000000000"),
        ("String(Duration.milliseconds(2250).components.attoseconds)", "250000000000000000"),
    ])
    func components(expression: String, expected: String) throws {
        try Fixture.expectPrinted("struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }", expression, expected)
    }

    @Test("arithmetic and description as the standard library's (they stopped at \"Duration.seconds + \")", arguments: [
        ("(Duration.seconds(125) + .seconds(5)).formatted(.time(pattern: .minuteSecond))", "2:10"),
        ("(Duration.seconds(125) - Duration.milliseconds(5000)).formatted(.time(pattern: .minuteSecond))", "2:00"),
        ("(Duration.seconds(125) * 2).formatted(.time(pattern: .minuteSecond))", "4:10"),
        ("(Duration.seconds(125) / 5).formatted(.time(pattern: .minuteSecond))", "0:25"),
        ("String(Duration.seconds(125) / .seconds(25))", "5.0"),
        ("String((-Duration.seconds(90)).components.seconds)", "-90"),
        ("\"\\(Duration.milliseconds(1500))\"", "1.5 seconds"),
    ])
    func arithmetic(expression: String, expected: String) throws {
        try Fixture.expectPrinted("struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }", expression, expected)
    }

    /// An app may declare a `Duration` of its own (a boat tracker's
    /// seconds, in a file of its own): its own
    /// type decodes its payload, as the schema's user types shadow the
    /// standard ones. The standard one's rule took it and refused the
    /// app's samples ("Expected to decode Array<Any>"): the file declaring it
    /// was never read, for the name was not unknown.
    @Test("an app's own Duration, in another file, decodes as its own type, not as the standard library's")
    func appsOwnDuration() throws {
        let measure = """
            struct Duration: Codable, Hashable {
                let seconds: Double
                init(_ seconds: Double) { self.seconds = seconds }
            }
            """
        let widget = """
            struct TripAttributes: ActivityAttributes {
                var boat: String
                struct ContentState: Codable, Hashable {
                    var duration: Duration
                }
            }
            extension TripAttributes.ContentState {
                static let moving = TripAttributes.ContentState(duration: Duration(123))
            }
            struct TripWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: TripAttributes.self) { context in
                        Text("under way \\(Int(context.state.duration.seconds)) s")
                    } dynamicIsland: { context in
                        DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("b") } } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") }
                    }
                }
            }
            """
        let a = try #require(CodeSampleTests.loadAll([("Widget/TripWidget.swift", widget), ("Measure/Duration.swift", measure)]).first)
        let sample = try #require(a.template.samples.first { $0.name == "moving" }, "\(a.template.warnings)")
        #expect(sample.contentState == Fixture.json(#"{"duration": {"seconds": 123}}"#))
        let out = Fixture.draw(a, state: Fixture.json(#"{"duration": {"seconds": 70}}"#), attributes: Fixture.json(#"{"boat": "Amina"}"#),
                               presentations: [.lock])
        #expect(out.contains("under way 70 s") && !out.contains("problem"), "\(out)")
    }
}
