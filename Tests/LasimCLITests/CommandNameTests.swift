import Foundation
import Testing

/// Every command names itself in its configuration. ArgumentParser derives
/// a name left out from the type's name, `String(describing:)` of its
/// metatype, for every subcommand at each start, whichever command runs:
/// the two that left it out cost 3.9 M instructions a start (callgrind),
/// counted in the pipeline's budget (`scripts/callgrind-budget.sh`).
/// The tests do not import the executable, so the rule is read in the sources.
@Suite struct CommandNameTests {
    static let commands = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/lasim")

    /// The lines of `text` where a `CommandConfiguration(` has no `commandName:`
    /// before its closing parenthesis.
    static func unnamed(_ text: String) -> [Int] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var out: [Int] = []
        for (i, line) in lines.enumerated() where line.contains("CommandConfiguration(") {
            var depth = 0, named = false
            scan: for l in lines[i...] {
                let from = l == line ? String(l[l.range(of: "CommandConfiguration(")!.upperBound...]) : l
                if from.contains("commandName:") && depth == 0 { named = true }
                for c in from {
                    if c == "(" { depth += 1 } else if c == ")" { depth -= 1; if depth < 0 { break scan } }
                }
            }
            if !named { out.append(i + 1) }
        }
        return out
    }

    @Test("the rule finds a configuration without a name and passes a named one")
    func rule() {
        #expect(Self.unnamed("static let configuration = CommandConfiguration(abstract: \"List.\")") == [1])
        #expect(Self.unnamed("static let configuration = CommandConfiguration(\n    abstract: \"Play (in time).\",\n    discussion: \"x\")") == [1])
        #expect(Self.unnamed("static let configuration = CommandConfiguration(commandName: \"list\", abstract: \"List.\")").isEmpty)
        #expect(Self.unnamed("static let configuration = CommandConfiguration(\n    commandName: \"play\",\n    abstract: \"Play.\")").isEmpty)
    }

    @Test("every command in Sources/lasim names itself")
    func everyCommandIsNamed() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.commands.path).filter { $0.hasSuffix(".swift") }
        var configurations = 0, found: [String] = []
        for f in files {
            let text = try String(contentsOf: Self.commands.appendingPathComponent(f), encoding: .utf8)
            configurations += text.components(separatedBy: "CommandConfiguration(").count - 1
            found += Self.unnamed(text).map { "\(f):\($0)" }
        }
        #expect(configurations > 10)
        #expect(found.isEmpty, "a CommandConfiguration without commandName: \(found)")
    }
}
