@testable import LasimSwiftUI
import Testing

/// `lazy var`: Swift makes its value when it is first read, with `self`,
/// not when the instance is made.
@Suite struct LazyPropertyTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var stop: String } }
        /// A transit app's formatters: the widget reads one, never the audio player.
        final class Formats {
            let unit: String
            lazy var away: String = { "2 \\(unit) away" }()
            lazy var chime: AVAudioPlayer = { AVAudioPlayer() }()
            init(unit: String) { self.unit = unit }
        }
        struct Plain {
            var stop: String
            lazy var shout: String = stop.uppercased()
            lazy var chime = AVAudioPlayer()
        }
        func shouted(_ stop: String) -> String {
            var p = Plain(stop: stop)
            return p.shout
        }
        """

    @Test("a lazy var reads self when first read; one lasim cannot make, never read, leaves the instance whole")
    func firstRead() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            let formats = Formats(unit: "mi")
            VStack {
                Text(formats.away)
                Text(shouted(context.state.stop))
            }
            """, state: #"{"stop": "Pine St"}"#)
        for text in ["2 mi away", "PINE ST"] { #expect(out.contains(text), "\(text) in \(out)") }
        #expect(!out.contains("problem"), "\(out)")
    }

    @Test("a lazy var lasim cannot make fails where it is read, as any value does")
    func failsWhereRead() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            let formats = Formats(unit: "mi")
            Text("\\(formats.chime.duration)")
            """, state: #"{"stop": "Pine St"}"#)
        #expect(out.contains("AVAudioPlayer"), "\(out)")
    }
}
