import Foundation
import PackagePlugin

/// Embeds Templates/*.yaml and Themes/*.yaml in the target that uses it, so
/// a copied binary needs no folder beside it. Rebuilt when a file changes.
@main
struct EmbedResourcesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        var inputs: [URL] = []
        for folder in ["Templates", "Themes"] {
            let dir = root.appending(path: folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".yaml") || name.hasSuffix(".yml") || name.hasSuffix(".json") {
                inputs.append(dir.appending(path: name))
            }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInFiles.swift")
        return [.buildCommand(displayName: "Embedding the built-in templates and themes",
                              executable: try context.tool(named: "EmbedResources").url,
                              arguments: [output.path] + inputs.map(\.path),
                              inputFiles: inputs, outputFiles: [output])]
    }
}
