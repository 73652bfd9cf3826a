import Foundation
import Testing

@Suite struct RenderCommandTests {
    @Test func binaryExists() {
        #expect(FileManager.default.isExecutableFile(atPath: CLI.binary.path), "lasim not built at \(CLI.binary.path)")
    }

    @Test("seed 002's payloads render with no template written for them")
    func seed002() throws {
        let r = try CLI.run(["render", CLI.fixtures.appendingPathComponent("seed002-indrive.json").path,
                             "--presentation", "lock"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("rideStatus"))
        #expect(r.stdout.contains("on_ride"))
        #expect(r.stdout.contains("time"))
        let race = try CLI.run(["render", CLI.fixtures.appendingPathComponent("seed002-race.apns").path, "--presentation", "all"])
        #expect(race.status == 0)
        #expect(race.stdout.contains("playerOnFirst"))
        #expect(race.stdout.contains("Tim"))
        #expect(race.stdout.contains("Race Update"))
        #expect(race.stdout.contains("Compact"))
        #expect(race.stdout.contains("Expanded"))
    }

    @Test("every bad input gets one stderr line, the stream goes on, the last good state stays")
    func badInputs() throws {
        let file = CLI.fixtures.appendingPathComponent("bad-inputs.ndjson").path
        let r = try CLI.run(["render", file, "--presentation", "lock"])
        #expect(r.status == 0)
        let lines = r.stderr.split(separator: "\n")
        let expected = ["malformed JSON", "expected a JSON object", "out of range", "150 is outside 0...100",
                        "-3 is outside 0...100", "unknown event", "keyNotFound", "older than the shown update",
                        "nesting deeper", "invalid UTF-8"]
        for e in expected { #expect(lines.contains { $0.contains(e) }, "no stderr line for \(e): \(r.stderr)") }
        #expect(lines.count == expected.count, "one line per bad value: \(r.stderr)")
        // the last good update (InTransit, 40%) is what the card shows
        #expect(r.stdout.contains("On the way"))
        #expect(!r.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
        #expect(!r.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
    }

    @Test func jsonFormatHasEveryDecision() throws {
        let file = CLI.fixtures.appendingPathComponent("bad-inputs.ndjson").path
        let r = try CLI.run(["render", file, "--format", "json"])
        #expect(r.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        let decisions = json["decisions"] as! [[String: Any]]
        #expect(decisions.count == 13)
        #expect(decisions.filter { $0["outcome"] as? String == "dropped" }.count == 10)
        #expect(decisions.allSatisfy { ($0["reason"] as? String)?.isEmpty == false })
        let activities = json["activities"] as! [[String: Any]]
        #expect(activities.first?["template"] as? String == "order")
        #expect(activities.first?["state"] as? String == "active")
    }

    @Test func stdinAndAtOffset() throws {
        let data = try Data(contentsOf: CLI.fixtures.appendingPathComponent("seed002-indrive.json"))
        let now = try CLI.run(["render", "-", "--format", "json"], stdin: data)
        #expect(now.stdout.contains("\"now\": 1669698850"))
        let later = try CLI.run(["render", "-", "--format", "json", "--at", "+10m"], stdin: data)
        #expect(later.stdout.contains("\"now\": 1669699450"))
        let bad = try CLI.run(["render", "-", "--at", "+10x"], stdin: data)
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("--at +10x"))
    }

    @Test func renderIsTheSameOnEveryRun() throws {
        let file = CLI.fixtures.appendingPathComponent("bad-inputs.ndjson").path
        let a = try CLI.run(["render", file, "--format", "ansi"])
        let b = try CLI.run(["render", file, "--format", "ansi"])
        #expect(a.stdout == b.stdout)
        #expect(a.stdout.contains("\u{1B}[0;"))
    }

    @Test func templateSamplesWithoutPayloads() throws {
        let r = try CLI.run(["render", "--template", "order", "--sample", "in-transit", "--presentation", "lock"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("On the way"))
        let missing = try CLI.run(["render", "--template", "nope"])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("no template \"nope\""))
    }

    @Test func differentDevices() throws {
        let pro = try CLI.run(["render", "--template", "order", "--sample", "cooking", "--presentation", "lock"])
        let max = try CLI.run(["render", "--template", "order", "--sample", "cooking", "--presentation", "lock", "--device", "pro-max"])
        let widest = { (s: String) -> Int in s.components(separatedBy: "\n").map { $0.count }.max() ?? 0 }
        #expect(widest(max.stdout) > widest(pro.stdout))
        let se = try CLI.run(["render", "--template", "order", "--sample", "cooking", "--device", "se"])
        #expect(se.stdout.contains("no Dynamic Island") || !se.stdout.contains("Compact"))
    }

    @Test("--text-size: a template's text at body's size there in SVG (AX1: 28 pt); an unknown size names the sizes")
    func textSize() throws {
        let args = ["render", "--template", "order", "--sample", "cooking", "--presentation", "lock", "--format", "svg"]
        let large = try CLI.run(args), ax1 = try CLI.run(args + ["--text-size", "AX1"])
        #expect(large.stdout.contains(#"font-size="17""#) && !large.stdout.contains(#"font-size="28""#))
        #expect(ax1.stdout.contains(#"font-size="28""#) && !ax1.stdout.contains(#"font-size="17""#))
        #expect(try CLI.run(args + ["--text-size", "large"]).stdout == large.stdout)
        let bad = try CLI.run(args + ["--text-size", "huge"])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("unknown text size \"huge\" (xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5)"))
    }
}
