import Foundation
import LasimFuzzTargets
import Testing

/// Every input a fuzzer found (Fuzz/regressions/<target>/), and the seed
/// corpora, through the same properties the fuzzers check: a trap here is
/// a finding come back.
@Suite struct FuzzRegressionTests {
    static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz")

    static func inputs(_ folder: String) -> [(String, String)] {
        FuzzTargets.names.flatMap { target -> [(String, String)] in
            let dir = fuzz.appendingPathComponent("\(folder)/\(target)")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted().map { (target, dir.appendingPathComponent($0).path) }
        }
    }

    @Test(arguments: inputs("regressions"))
    func regressionStaysFixed(_ target: String, _ path: String) throws {
        FuzzTargets.run(target, Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    @Test func everyTargetHasSeeds() {
        let seeds = Self.inputs("corpus")
        for t in FuzzTargets.names { #expect(seeds.contains { $0.0 == t }, "no seeds for \(t)") }
        for (target, path) in seeds { FuzzTargets.run(target, Array((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data())) }
    }
}
