import ArgumentParser

@main
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
                      TemplatesCommand.self, ThemesCommand.self, SchemaCommand.self, ContrastCommand.self, BenchCommand.self],
        defaultSubcommand: AppCommand.self
    )
}
