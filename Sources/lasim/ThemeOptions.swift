import ArgumentParser
import LasimRender
import LasimTemplate

/// `--theme` and `--ios`: shared by render and contrast.
struct ThemeOptions: ParsableArguments {
    @Option(help: "A built-in theme (lasim themes) or a theme file (path/to/theme.yaml). Default: default.")
    var theme: String?

    @Option(help: "iOS version: 16 keeps a custom light background tint in sleep, 17 forces it dark; the compact island keeps 15 pt at its ends on 17, 6 on 16, 18 and 26.")
    var ios: Int = 17

    func resolvedIOS() throws -> Int {
        guard (16...26).contains(ios) else { throw ValidationError("--ios \(ios): expected 16 or 17 (16...26)") }
        return ios
    }

    /// The theme asked for (or `fallback` when none was), with load warnings on stderr.
    func resolvedTheme(fallback: String = "default") throws -> Theme {
        var catalog = ThemeCatalog.builtIn()
        let result = catalog.resolve(theme ?? fallback)
        for p in catalog.problems { warn(p) }
        switch result {
        case .success(let t): return t
        case .failure(let e): throw ValidationError(e.description)
        }
    }
}
