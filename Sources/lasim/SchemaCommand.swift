import ArgumentParser
import LasimModel
import LasimRender
import LasimTemplate

/// `lasim schema template|theme`: the JSON Schema of a file format, for
/// editors (a YAML language server completes and checks with it).
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of the template or theme file format.",
        discussion: """
        Save it and point your editor at it, e.g. the first line of a template:
          # yaml-language-server: $schema=lasim-template.schema.json
        """)

    enum Kind: String, ExpressibleByArgument, CaseIterable { case template, theme }

    @Argument(help: "template or theme.")
    var kind: Kind?

    /// For scripts/check-schema.py: a YAML file as JSON, read exactly as lasim
    /// reads templates and themes (`YAMLReader`), so the check does not depend on
    /// another YAML parser's reading of the same file (PyYAML's own Python
    /// parser rejects `int?` inside a flow mapping, which YAML 1.2 and libyaml
    /// accept).
    @Option(name: .customLong("to-json"), help: .hidden)
    var toJSON: String?

    func validate() throws {
        if (kind == nil) == (toJSON == nil) {
            throw ValidationError("give template or theme")
        }
    }

    func run() throws {
        if let toJSON {
            do {
                print(JSONWriter.pretty(try DataFile.load(path: toJSON)))
            } catch {
                throw ValidationError(error.description)
            }
            return
        }
        print(JSONWriter.pretty(kind == .template ? FileSchemas.template : FileSchemas.theme))
    }
}
