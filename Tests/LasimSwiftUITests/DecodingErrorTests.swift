import LasimModel
import Testing

/// `JSONDecoder().decode(T.self, from:)` of the app's own `Decodable`
/// types reads the JSON by Swift's synthesized rules: a missing key of a
/// non-optional property throws `keyNotFound`, a null `valueNotFound`, a
/// value of another type `typeMismatch`, and `try?` makes them nil. lasim
/// read a missing key or a wrong type as nil and went on ("nil" drawn where
/// the phone's `try?` gives up, a catch never reached).
@Suite struct DecodingErrorTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var payload: String } }
        struct Leg: Decodable { let from: String; let minutes: Int }
        struct Trip: Decodable {
            let name: String
            var legs: [Leg] = []
            let note: String?
            let kind: Kind?
            let version = 7
        }
        enum Kind: String, Decodable { case bus, train }
        struct Stamp: Decodable { let at: Date; let startTime: Int }
        enum Parse {
            static func trip(_ json: String) -> String {
                do {
                    let t = try JSONDecoder().decode(Trip.self, from: Data(json.utf8))
                    return "\\(t.name) \\(t.legs.count) \\(t.note ?? "-") \\(t.kind?.rawValue ?? "-") v\\(t.version)"
                } catch {
                    return "caught: " + error.localizedDescription
                }
            }
            static func maybe(_ json: String) -> String {
                (try? JSONDecoder().decode(Trip.self, from: Data(json.utf8))).map { "got " + $0.name } ?? "nil"
            }
            static func stamp(_ json: String) -> String {
                let d = JSONDecoder()
                d.dateDecodingStrategy = .iso8601
                d.keyDecodingStrategy = .convertFromSnakeCase
                guard let s = try? d.decode(Stamp.self, from: Data(json.utf8)) else { return "nil" }
                return "\\(Int(s.at.timeIntervalSince1970)) \\(s.startTime)"
            }
        }
        """

    static let missing = "The data couldn’t be read because it is missing."
    static let format = "The data couldn’t be read because it isn’t in the correct format."

    @Test(arguments: [
        // Every key there, an optional absent, a `let` with a value not read from the JSON.
        (#"{"name": "A", "legs": [{"from": "X", "minutes": 3}], "version": 1}"#, "A 1 - - v7", "got A"),
        (#"{"name": "A", "legs": [], "note": null, "kind": "bus"}"#, "A 0 - bus v7", "got A"),
        // `var legs = []` is still decoded: its key is required.
        (#"{"name": "A"}"#, "caught: " + missing, "nil"),
        (#"{"legs": []}"#, "caught: " + missing, "nil"),
        (#"{"name": null, "legs": []}"#, "caught: " + missing, "nil"),
        (#"{"name": 3, "legs": []}"#, "caught: " + format, "nil"),
        // An optional present with the wrong type throws too; an unknown raw value is corrupt data.
        (#"{"name": "A", "legs": [], "note": 4}"#, "caught: " + format, "nil"),
        (#"{"name": "A", "legs": [], "kind": "boat"}"#, "caught: " + format, "nil"),
        // Inside an array; a number an Int cannot hold.
        (#"{"name": "A", "legs": [{"from": "X"}]}"#, "caught: " + missing, "nil"),
        (#"{"name": "A", "legs": [{"from": "X", "minutes": 1.5}]}"#, "caught: " + format, "nil"),
        (#"{"name": "A", "legs": {}}"#, "caught: " + format, "nil"),
    ])
    func synthesized(json: String, caught: String, optional: String) throws {
        let state = "{\"payload\": \"\(json.replacing("\"", with: "\\\""))\"}"
        let out = try EvaluatorTests.lock(Self.types, #"VStack { Text(Parse.trip(context.state.payload)); Text("[" + Parse.maybe(context.state.payload) + "]") }"#, state: state)
        let words = out.split(whereSeparator: { $0 == "\n" || $0 == " " || $0 == "│" }).joined(separator: " ")
        #expect(words.contains(caught), "\(out)")
        #expect(words.contains("[\(optional)]"), "\(out)")
    }

    @Test("the decoder's date and key strategies: ISO 8601 text, snake_case keys")
    func strategies() throws {
        func stamp(_ json: String) throws -> String {
            let state = "{\"payload\": \"\(json.replacing("\"", with: "\\\""))\"}"
            return try EvaluatorTests.lock(Self.types, #"Text("[" + Parse.stamp(context.state.payload) + "]")"#, state: state)
        }
        let out = try stamp(#"{"at": "2023-11-14T22:13:20Z", "start_time": 5}"#)
        #expect(out.contains("[1700000000 5]"), "\(out)")
        let seconds = try stamp(#"{"at": 721692800, "start_time": 5}"#)
        #expect(seconds.contains("[nil]"), "\(seconds)")
    }

    /// The app's own `init(from:)` decoding a nested type: what that type
    /// lacks throws there, and the phone drops the update.
    @Test("a nested type's missing key in the app's own init(from:) drops the payload")
    func nestedInCustomDecoding() throws {
        let types = """
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var leg: Leg
                    init(from decoder: Decoder) throws {
                        let c = try decoder.container(keyedBy: CodingKeys.self)
                        leg = try c.decode(Leg.self, forKey: .leg)
                    }
                    enum CodingKeys: String, CodingKey { case leg }
                }
            }
            struct Leg: Codable, Hashable { let from: String; let minutes: Int }
            """
        let whole = try EvaluatorTests.lock(types, #"Text("[" + context.state.leg.from + "]")"#, state: #"{"leg": {"from": "X", "minutes": 3}}"#)
        #expect(whole.contains("[X]"), "\(whole)")
        let lacking = try EvaluatorTests.lock(types, #"Text("[" + context.state.leg.from + "]")"#, state: #"{"leg": {"from": "X"}}"#)
        #expect(lacking.contains("keyNotFound") && !lacking.contains("[X]"), "\(lacking)")
    }

    /// A payload enum that reads a `type` key and decodes the case's struct
    /// from the same decoder: the struct's synthesized `init(from:)` reads
    /// the whole object (LiveStage's `TemplatePayload`, where it was taken
    /// for the memberwise initializer and nothing was drawn).
    @Test("Inner(from: decoder) in the app's init(from:) decodes Inner as its synthesized Decodable would, what it lacks thrown there")
    func synthesizedFromTheSameDecoder() throws {
        let types = """
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable { var job: Job }
            }
            enum Job: Codable, Hashable {
                case ride(Ride)
                case parcel(Parcel)
                enum CodingKeys: String, CodingKey { case type }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    switch try c.decode(String.self, forKey: .type) {
                    case "ride": self = .ride(try Ride(from: decoder))
                    default: self = .parcel(try Parcel(from: decoder))
                    }
                }
            }
            struct Ride: Codable, Hashable { let driver: String; let minutes: Int }
            struct Parcel: Codable, Hashable { let stops: Int }
            """
        let body = #"switch context.state.job { case .ride(let r): Text("[\(r.driver) \(r.minutes)]"); case .parcel(let p): Text("[\(p.stops) stops]") }"#
        let ride = try EvaluatorTests.lock(types, body, state: #"{"job": {"type": "ride", "driver": "Ines", "minutes": 4}}"#)
        #expect(ride.contains("[Ines 4]"), "\(ride)")
        let parcel = try EvaluatorTests.lock(types, body, state: #"{"job": {"type": "parcel", "stops": 2}}"#)
        #expect(parcel.contains("[2 stops]"), "\(parcel)")
        let lacking = try EvaluatorTests.lock(types, body, state: #"{"job": {"type": "ride", "driver": "Ines"}}"#)
        #expect(lacking.contains("keyNotFound") && !lacking.contains("[Ines"), "\(lacking)")
    }

    /// A music remote's `Track`, synthesized `Codable`, with a conversion
    /// of its own, `init(from library: LibraryTrack)`: one parameter
    /// labelled `from`, but no decoder. lasim ran it as the decoding
    /// initializer, and `library.name` drew "(Function)".
    @Test("init(from library: Library) is not the decoder's init: Track decodes by its synthesized rules")
    func fromLabelNotADecoder() throws {
        let types = """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var track: Track } }
            struct Library { let name: String; let artist: String }
            struct Track: Codable, Hashable {
                let title: String
                let artist: String
                init(title: String, artist: String) { self.title = title; self.artist = artist }
                init(from library: Library) { self.title = library.name; self.artist = library.artist }
            }
            """
        let out = try EvaluatorTests.lock(types, #"Text(context.state.track.title + " / " + context.state.track.artist)"#,
                                          state: #"{"track": {"title": "Blue in Green", "artist": "Miles"}}"#)
        #expect(out.contains("Blue in Green / Miles"), "\(out)")
        #expect(!out.contains("(Function)"), "\(out)")
        // `init(from decoder: some Decoder)` and a generic `D: Decoder` still are the decoder's.
        for signature in ["init(from decoder: some Decoder) throws", "init<D: Decoder>(from decoder: D) throws"] {
            let own = """
                struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var track: Track } }
                struct Track: Codable, Hashable {
                    let title: String
                    \(signature) {
                        let c = try decoder.container(keyedBy: CodingKeys.self)
                        title = "own " + (try c.decode(String.self, forKey: .title))
                    }
                    enum CodingKeys: String, CodingKey { case title }
                }
                """
            let drawn = try EvaluatorTests.lock(own, #"Text(context.state.track.title)"#, state: #"{"track": {"title": "Solar"}}"#)
            #expect(drawn.contains("own Solar"), "\(signature): \(drawn)")
        }
    }
}
