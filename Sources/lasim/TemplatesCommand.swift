import ArgumentParser
import LasimRender
import LasimTemplate

struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates", abstract: "List the built-in templates and their sample states.")

    func run() throws {
        let c = TemplateCatalog.builtIn()
        for t in c.templates.sorted(by: { $0.name < $1.name }) {
            print("\(t.name)\(t.attributesType.map { " (\($0))" } ?? "")  \(t.description)")
            if !t.samples.isEmpty { print("    samples: " + t.samples.map(\.name).joined(separator: ", ")) }
            print("    file: \(t.file)")
        }
        for p in c.problems { warn(p) }
    }
}
