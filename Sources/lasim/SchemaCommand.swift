import ArgumentParser
import LasimModel
import LasimRender

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
    var kind: Kind

    func run() throws {
        print(JSONWriter.pretty(kind == .template ? FileSchemas.template : FileSchemas.theme))
    }
}
