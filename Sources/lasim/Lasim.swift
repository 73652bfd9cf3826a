import ArgumentParser
import Dispatch

/// The entry point is synchronous on purpose. An `async` main hands the main
/// thread to `dispatch_main`, which ends it with `pthread_exit`: a forced
/// unwind through every frame, which reads the binary's unwind tables and
/// kept about 0.4 MB of them resident in the app for nothing (the
/// app's memory). Async commands run on the concurrency pool instead while
/// the main thread waits.
@main
enum Main {
    static func main() {
        do {
            var command = try Lasim.parseAsRoot()
            if let async = command as? AsyncParsableCommand {
                try AsyncCommandRunner(async).runToEnd()
            } else {
                try command.run()
            }
        } catch {
            Lasim.exit(withError: TestCommand.usageStatus(error))
        }
    }
}

/// One async command run to its end from synchronous code.
final class AsyncCommandRunner: @unchecked Sendable {
    // Touched by the task until it signals `done`, then by the waiting thread.
    private var command: AsyncParsableCommand
    private var failure: Error?
    private let done = DispatchSemaphore(value: 0)

    init(_ command: AsyncParsableCommand) { self.command = command }

    func runToEnd() throws {
        Task.detached {
            do { try await self.command.run() } catch { self.failure = error }
            self.done.signal()
        }
        done.wait()
        if let failure { throw failure }
    }
}

struct Lasim: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lasim",
        abstract: "A terminal simulator for iOS Live Activities.",
        discussion: """
        Feed it APNs Live Activity payloads (files, or a pipe on stdin) and see what a phone shows:
        lock screen, Dynamic Island (compact, minimal, expanded), and why each payload was applied or dropped.
        """,
        version: LasimVersion.string,
        subcommands: [AppCommand.self, RenderCommand.self, ReportCommand.self, ScenarioCommand.self, ServeCommand.self, ValidateCommand.self,
                      TemplatesCommand.self, ThemesCommand.self, SchemaCommand.self, ContrastCommand.self, BenchCommand.self, TestCommand.self],
        defaultSubcommand: AppCommand.self
    )
}
