import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimTerminal
import LasimApp
import LasimText

struct ScenarioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenario", abstract: "Built-in timed payload streams.",
        subcommands: [List.self, Play.self])

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the built-in scenarios.")
        func run() {
            for s in Scenario.all {
                let minutes = Int((s.duration / 60).rounded())
                print("\(s.name.padded(to: 10)) \(s.steps.count) payloads over \(minutes) min  \(s.summary)")
            }
        }
    }

    struct Play: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "play",
            abstract: "Write a scenario's payloads to stdout as NDJSON envelopes, in time.",
            discussion: "Pipe it into lasim: lasim scenario play order --speed 10 | lasim --speed 10")

        @Argument(help: "Scenario name (see `lasim scenario list`).")
        var name: String

        @Option(help: "Play N times faster than real time (timestamps stay in scenario time).")
        var speed: Double = 1

        @Flag(help: "Start over when it ends, with new activity ids, until stopped.")
        var loop = false

        @Flag(help: "Write every payload at once, without waiting.")
        var noWait = false

        @Option(help: "Unix time of the scenario's start (default: now).")
        var start: Double?

        func validate() throws {
            guard Scenario.named(name) != nil else {
                throw ValidationError("no scenario \"\(name)\" (\(Scenario.all.map(\.name).joined(separator: ", ")))")
            }
            guard speed.isFinite, speed > 0, speed <= 100_000 else { throw ValidationError("--speed must be between 0 and 100000") }
        }

        func run() throws {
            let scenario = Scenario.named(name)!
            var origin = (start ?? Date().timeIntervalSince1970).rounded()
            var round = 0
            repeat {
                let began = Date()
                for (at, line) in scenario.payloads(start: origin, loop: round) {
                    if !noWait {
                        let due = at / speed - Date().timeIntervalSince(began)
                        BackgroundThread.pause(seconds: due)
                    }
                    writeAll(fd: 1, line + "\n")
                }
                // The next round starts after a pause long enough to see the end.
                let pause = 240.0
                if loop && !noWait { BackgroundThread.pause(seconds: pause / speed) }
                origin += scenario.duration + pause
                round += 1
            } while loop
        }
    }
}
