// Writes the built-in templates and themes into a Swift file, so that the
// binary carries them: `EmbedResources OUTPUT FILE...` (run by the
// EmbedResourcesPlugin at every build, and by scripts/fuzz.sh).
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: EmbedResources OUTPUT FILE...\n".utf8))
    exit(2)
}

/// A raw string literal that holds `text` whatever it contains: one more `#`
/// than the longest run of them after a quote.
func literal(_ text: String) -> String {
    var longest = 0, run = 0, afterQuote = false
    for c in text {
        if c == "#" && afterQuote { run += 1; longest = max(longest, run) } else { run = 0; afterQuote = c == "\"" }
    }
    let hashes = String(repeating: "#", count: longest + 1)
    return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
}

var out = """
// Generated from Templates/ and Themes/ by the EmbedResources build plugin. Not committed: do not edit.

/// The built-in templates and themes, as their files hold them.
package enum BuiltInFiles {
    package static let files: [(folder: String, name: String, text: String)] = [

"""
for path in arguments.dropFirst().sorted() {
    let url = URL(fileURLWithPath: path)
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("EmbedResources: cannot read \(path)\n".utf8))
        exit(1)
    }
    let folder = url.deletingLastPathComponent().lastPathComponent
    out += "        (\"\(folder)\", \"\(url.lastPathComponent)\", \(literal(String(decoding: data, as: UTF8.self)))),\n"
}
out += "    ]\n}\n"
do {
    try out.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("EmbedResources: cannot write \(output): \(error)\n".utf8))
    exit(1)
}
