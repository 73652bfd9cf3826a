/// Apple's AlarmKit types as far as a widget reads them, written as Swift for
/// the importer and the evaluator to read beside the app's files: an app's
/// `ActivityConfiguration(for: AlarmAttributes<Metadata>.self)` then has
/// attributes and a state to decode (`context.state.mode` is `.countdown`,
/// `.paused` or `.alert` with their fields) and its views run.
///
/// Members and their types follow Apple's AlarmKit documentation
/// (developer.apple.com/documentation/alarmkit: AlarmAttributes,
/// AlarmPresentationState and its Mode's Countdown / Paused / Alert,
/// AlarmPresentation's Alert / Countdown / Paused, AlarmButton). Where
/// Apple's type is `LocalizedStringResource` the model holds a `String` (what
/// `Text` shows); a `Color` (`tintColor`, a button's `textColor`) is not
/// read from a payload, which cannot carry a SwiftUI colour: the accent and
/// primary colours unless the app's code sets them.
public enum AlarmKitModel {
    public static let path = "AlarmKit (lasim's model of Apple's types).swift"

    /// The model added to `files` when they use `AlarmAttributes<Metadata>`
    /// and do not declare it: generic over the app's metadata type, written
    /// with the first one they name.
    public static func files(for files: [(path: String, text: String)]) -> [(path: String, text: String)] {
        guard !files.contains(where: { $0.text.contains("struct AlarmAttributes") }) else { return [] }
        for f in files {
            guard let start = f.text.firstRange(of: "AlarmAttributes<")?.upperBound else { continue }
            let metadata = String(f.text[start...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
            guard !metadata.isEmpty else { continue }
            return [(path, source(metadata: metadata))]
        }
        return []
    }

    static func source(metadata: String) -> String {
        """
        import ActivityKit
        import SwiftUI

        struct AlarmAttributes: ActivityAttributes {
            typealias ContentState = AlarmPresentationState
            var presentation: AlarmPresentation
            var metadata: \(metadata)?
            let tintColor: Color = .accentColor
        }

        struct AlarmPresentationState: Codable, Hashable {
            var alarmID: UUID
            var mode: AlarmPresentationState.Mode

            enum Mode: Codable, Hashable {
                case alert(AlarmPresentationState.Mode.Alert)
                case countdown(AlarmPresentationState.Mode.Countdown)
                case paused(AlarmPresentationState.Mode.Paused)

                struct Alert: Codable, Hashable {
                    var time: AlarmPresentationState.Mode.Alert.Time
                    struct Time: Codable, Hashable {
                        var hour: Int
                        var minute: Int
                    }
                }
                struct Countdown: Codable, Hashable {
                    var totalCountdownDuration: TimeInterval
                    var previouslyElapsedDuration: TimeInterval
                    var startDate: Date
                    var fireDate: Date
                }
                struct Paused: Codable, Hashable {
                    var totalCountdownDuration: TimeInterval
                    var previouslyElapsedDuration: TimeInterval
                }
            }
        }

        struct AlarmPresentation: Codable, Hashable {
            var alert: AlarmPresentation.Alert
            var countdown: AlarmPresentation.Countdown?
            var paused: AlarmPresentation.Paused?

            struct Alert: Codable, Hashable {
                var title: String
                var stopButton: AlarmButton?
                var secondaryButton: AlarmButton?
            }
            struct Countdown: Codable, Hashable {
                var title: String
                var pauseButton: AlarmButton?
            }
            struct Paused: Codable, Hashable {
                var title: String
                var resumeButton: AlarmButton?
            }
        }

        // The states AlarmKit itself makes (an app declares none): a
        // countdown with ten minutes left, the same paused four minutes in,
        // and the alert of a 7:30 alarm.
        extension AlarmPresentationState {
            static let alert = AlarmPresentationState(alarmID: UUID(uuidString: "6F1C2A3B-0000-4000-8000-000000000001")!,
                mode: .alert(AlarmPresentationState.Mode.Alert(time: AlarmPresentationState.Mode.Alert.Time(hour: 7, minute: 30))))
            static let countdown = AlarmPresentationState(alarmID: UUID(uuidString: "6F1C2A3B-0000-4000-8000-000000000001")!,
                mode: .countdown(AlarmPresentationState.Mode.Countdown(totalCountdownDuration: 600, previouslyElapsedDuration: 0,
                                                                       startDate: Date.now, fireDate: Date.now.addingTimeInterval(600))))
            static let paused = AlarmPresentationState(alarmID: UUID(uuidString: "6F1C2A3B-0000-4000-8000-000000000001")!,
                mode: .paused(AlarmPresentationState.Mode.Paused(totalCountdownDuration: 600, previouslyElapsedDuration: 240)))
        }

        struct AlarmButton: Codable, Hashable {
            var text: String
            var textColor: Color = .primary
            var systemImageName: String
            enum CodingKeys: String, CodingKey { case text, systemImageName }
        }
        """
    }
}
