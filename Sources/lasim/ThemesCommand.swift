import ArgumentParser
import LasimRender

struct ThemesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themes", abstract: "List the built-in themes.",
        discussion: "Use one with --theme NAME, or a file of your own with --theme path/to/theme.yaml (see Themes/default.yaml).")

    func run() throws {
        let c = ThemeCatalog.builtIn()
        for t in c.themes.sorted(by: { ($0.name == "default" ? "" : $0.name) < ($1.name == "default" ? "" : $1.name) }) {
            print("\(t.name)  \(t.description)")
            print("    file: \(c.files[t.name] ?? "compiled in")")
        }
        for p in c.problems { warn(p) }
    }
}
