import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import LasimText
import LasimModel
import LasimRender
import LasimSwiftUI
import LasimTemplate
import Synchronization

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the headless pipeline: parse -> apply -> render every presentation.",
        discussion: """
        With no FILE, generates a varied payload stream (four templates, 5% bad payloads); with FILEs, reads them \
        (any stream lasim reads), so the same input can be timed with other tools. Reports payloads/s and the \
        per-payload median and p99. Use a release build.
        """)

    @Argument(help: "Payload stream files to time instead of a generated stream.")
    var files: [String] = []

    @Option(name: .customLong("write-stream"), help: "Write the generated stream to FILE and exit (to time other tools on it).")
    var writeStream: String?

    @Option(help: "Number of payloads.")
    var count: Int = 50_000

    @Option(help: "Number of concurrent activities in the stream.")
    var activities: Int = 40

    @Option(help: "Random seed, for a reproducible stream.")
    var seed: UInt64 = 42

    @Option(help: "Render threads: payloads are parsed and applied in order on one thread, each batch's renders spread over this many (default: the cores).")
    var threads: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Instead: start N activities subscribed to one channel (push-to-start) and time one broadcast to all of them.")
    var broadcast: Int?

    /// `--swift DIR`: the app's own views, run by the evaluator for every payload drawn.
    @OptionGroup var swift: SwiftOptions

    @Flag(help: "Also print a digest of everything drawn (every cell's grapheme, width and style, every truncation and problem): two builds that print the same digest drew the same thing. Slower: time without it.")
    var digest = false

    func run() throws {
        if let broadcast { return try benchBroadcast(broadcast) }
        guard count > 0, activities > 0 else { throw ValidationError("--count and --activities must be positive") }
        guard threads >= 1, threads <= 64 else { throw ValidationError("--threads must be between 1 and 64") }
        let lines: BenchLines
        if files.isEmpty {
            lines = BenchLines(BenchStream.generate(count: count, activities: activities, seed: seed))
            if let writeStream {
                try writeInPlaceOrExit(writeStream, lines.bytes, command: "bench")
                print("wrote \(lines.count) payloads (\(activities) activities, seed \(seed)) to \(writeStream)")
                return
            }
        } else {
            guard writeStream == nil else { throw ValidationError("--write-stream generates a stream; give no FILE") }
            lines = try BenchLines(files.map { try BenchStream.lines(ofFile: $0) })
        }
        let bytes = lines.bytes.count
        var catalog = TemplateCatalog.builtIn()
        let loaded = swift.apply(to: &catalog, quiet: true)
        let renderer = Renderer(catalog: catalog, options: RenderOptions(templateLayout: .fromEnvironment))
        var what = files.isEmpty ? "\(activities) activities, seed \(seed)" : files.joined(separator: ", ")
        if !loaded.views.isEmpty { what += "; drawn with " + loaded.views.map(\.template.name).joined(separator: ", ") + " (--swift)" }
        let single = measure(lines, renderer: renderer, threads: 1)
        print("payloads:      \(single.times.count) (\(bytes / 1024) KiB, \(what))")
        report("1 thread", single)
        if digest { print("digest:        \(String(single.digest, radix: 16)) (\(single.cells) cells)") }
        if single.activities > 0 {
            print("memory:        \(single.activities) activities held, resident memory grew \(single.grownBytes >> 20) MiB"
                  + " (\(single.grownBytes / single.activities) bytes per activity, including its last 1,000 decisions' share)")
        }
        if threads > 1 {
            let parallel = measure(lines, renderer: renderer, threads: threads)
            report("\(threads) threads", parallel)
        }
        #if DEBUG
        print("note: this is a debug build; run `swift build -c release` and .build/release/lasim bench for real figures")
        #endif
    }

    struct Result {
        var total: Double; var times: [Double]; var applied: Int; var dropped: Int; var cells: Int
        /// FNV-1a over what was drawn, with `--digest` (0 without).
        var digest: UInt64 = 0
        /// Activities held at the end, and how much resident memory grew while the store filled.
        var activities: Int; var grownBytes: Int
    }

    func report(_ label: String, _ r: Result) {
        let n = r.times.count
        guard n > 0 else {
            print("\(label): no payloads")
            return
        }
        let times = r.times.sorted()
        let median = times[times.count / 2]
        let p99 = times[min(times.count - 1, Int(Double(times.count) * 0.99))]
        print("\(label):".padded(to: 15)
              + "\(Int(Double(n) / r.total)) payloads/s · \(printfNumber("%.3f", r.total)) s · per payload median "
              + "\(printfNumber("%.1f", median * 1e6)) µs, p99 \(printfNumber("%.1f", p99 * 1e6)) µs "
              + "· \(r.applied) applied, \(r.dropped) dropped, \(r.cells) cells")
    }

    /// Parse -> apply -> render all four presentations of the activity each
    /// applied payload touched. With several threads, payloads are still
    /// parsed and applied one by one in order; the renders of each batch of
    /// 256 lines are spread over the threads. A payload's time is the
    /// splitting of its bytes, its parse + apply, plus its own renders (a
    /// line that completes no value adds its time to the next payload).
    func measure(_ lines: BenchLines, renderer: Renderer, threads: Int) -> Result {
        let residentBefore = residentBytes()
        var store = ActivityStore(catalog: renderer.catalog)
        store.decisionLimit = 1000
        var intake = PayloadIntake(sourceName: files.count == 1 ? files[0] : "bench")
        var clock = PayloadClock()
        var times: [Double] = []
        times.reserveCapacity(lines.count)
        var cells = 0
        var digest = RenderDigest()
        var carried = 0.0
        let batch = threads == 1 ? 1 : 256
        let workspace = RenderWorkspace()
        // Read once: an option's property wrapper is a few hundred
        // instructions a read, four times a payload in the loop.
        let digesting = self.digest
        let start = ContinuousClock.now
        // On one thread, one reading of the clock ends a step and starts the
        // next (two a payload, not four: a reading is a measurable share).
        var last = start
        var untimed = Duration.zero
        var index = 0
        while index <= lines.count {
            let end = min(lines.count + 1, index + batch)
            var jobs: [(Int, Snapshot, Double)] = []
            for i in index..<end {
                let t0 = threads == 1 ? last : ContinuousClock.now
                // One past the last line: the stream's end (a last value with no newline).
                let items = i < lines.count ? intake.feed(lines[i]) : intake.finish()
                for item in items {
                    let now = clock.advance(for: item)
                    let d = store.receive(item, at: now)
                    // The decision names the activity: binding the push
                    // copied it (callgrind).
                    if case .push = item {
                        if d.outcome == .applied {
                            if threads == 1 {
                                // Drawn where it is made: through a list of jobs,
                                // each snapshot was copied in and out again.
                                guard let id = d.activityID, let a = store.index(of: id) else { break }
                                let drawn = renderer.renderAll(Snapshot(store.activities[a], at: now), now: now, workspace: workspace)
                                // By index: a `for r in drawn` copied each presentation.
                                for k in drawn.indices { cells += drawn[k].grid.cells.count }
                                if digesting {
                                    // The digest is not part of the pipeline: not timed.
                                    let d0 = ContinuousClock.now
                                    for k in drawn.indices { digest.add(drawn[k]) }
                                    untimed += ContinuousClock.now - d0
                                }
                            } else {
                                let i = times.count
                                if let id = d.activityID, let a = store.index(of: id) { jobs.append((i, Snapshot(store.activities[a], at: now), now)) }
                            }
                        }
                    }
                    times.append(0)
                }
                last = ContinuousClock.now
                let spent = seconds(last - t0 - untimed) + carried
                untimed = .zero
                if items.isEmpty {
                    carried = spent
                } else {
                    carried = 0
                    for k in (times.count - items.count)..<times.count { times[k] = spent / Double(items.count) }
                }
            }
            if threads > 1 {
                let results = Mutex([(Int, Double, Int)]())
                let jobList = jobs
                DispatchQueue.concurrentPerform(iterations: threads) { worker in
                    var mine: [(Int, Double, Int)] = []
                    var k = worker
                    while k < jobList.count {
                        let (i, snap, now) = jobList[k]
                        let t0 = ContinuousClock.now
                        var c = 0
                        for r in renderer.renderAll(snap, now: now) { c += r.grid.cells.count }
                        mine.append((i, seconds(ContinuousClock.now - t0), c))
                        k += threads
                    }
                    results.withLock { $0 += mine }
                }
                for (i, t, c) in results.withLock({ $0 }) { times[i] += t; cells += c }
            }
            index = end
        }
        let total = seconds(ContinuousClock.now - start)
        return Result(total: total, times: times, applied: store.appliedCount, dropped: store.droppedCount, cells: cells,
                      digest: digest.value,
                      activities: store.activities.count, grownBytes: max(0, residentBytes() - residentBefore))
    }

    /// Resident set size from /proc (Linux); 0 where it cannot be read.
    func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    func seconds(_ d: Duration) -> Double {
        let (s, atto) = d.components
        return Double(s) + Double(atto) / 1e18
    }
}

/// A reproducible, varied payload stream for `lasim bench`.
enum BenchStream {
    /// A file's bytes cut after each newline: fed one line at a time, so
    /// each NDJSON payload is timed on its own.
    static func lines(ofFile path: String) throws -> BenchLines {
        BenchLines(bytes: try contents(of: path))
    }

    static func contents(of path: String) throws -> [UInt8] {
        guard let bytes = ChunkedInput.readWhole(path) else {
            throw ValidationError("cannot read \(path): \(String(cString: strerror(errno)))")
        }
        return bytes
    }

    static func generate(count: Int, activities: Int, seed: UInt64) -> [[UInt8]] {
        var rng = SeededGenerator(seed: seed)
        var started = Set<Int>()
        var steps = [Int](repeating: 0, count: activities)
        var t = 1_700_000_000
        var out: [[UInt8]] = []
        out.reserveCapacity(count)
        let ref = Int(AppleEpoch.unixSeconds)
        while out.count < count {
            t += Int.random(in: 0...2, using: &rng)
            let k = Int.random(in: 0..<activities, using: &rng)
            let id = "act-\(k)"
            let kind = k % 4
            let roll = Int.random(in: 0..<100, using: &rng)
            var line: String
            if roll < 2 {
                line = "{\"activity\":\"\(id)\",\"payload\":{\"aps\":{\"event\":\"update\",\"timestamp\":\(t),"
            } else if roll < 5 {
                line = "{\"activity\":\"\(id)\",\"payload\":{\"aps\":{\"event\":\"update\",\"timestamp\":\(t - 5000),\"content-state\":{\"status\":\"Cooking\"}}}}"
            } else if !started.contains(k) || steps[k] > 40 {
                started.insert(k)
                let wasRunning = steps[k] > 40
                steps[k] = 0
                if wasRunning {
                    line = "{\"activity\":\"\(id)\",\"payload\":{\"aps\":{\"event\":\"end\",\"timestamp\":\(t),\"dismissal-date\":\(t)}}}"
                    out.append(Array((line + "\n").utf8))
                    t += 1
                }
                let (type, attrs, state) = content(kind: kind, step: 0, t: t, ref: ref)
                line = "{\"activity\":\"\(id)\",\"priority\":10,\"payload\":{\"aps\":{\"event\":\"start\",\"timestamp\":\(t),\"attributes-type\":\"\(type)\",\"attributes\":\(attrs),\"content-state\":\(state),\"alert\":{\"title\":\"Started\",\"body\":\"\(id)\"}}}}"
            } else {
                steps[k] += 1
                let (_, _, state) = content(kind: kind, step: steps[k], t: t, ref: ref)
                let priority = roll % 2 == 0 ? 5 : 10
                line = "{\"activity\":\"\(id)\",\"priority\":\(priority),\"payload\":{\"aps\":{\"event\":\"update\",\"timestamp\":\(t),\"stale-date\":\(t + 900),\"relevance-score\":\(k % 7 * 10),\"content-state\":\(state)}}}"
            }
            out.append(Array((line + "\n").utf8))
        }
        return Array(out.prefix(count))
    }

    static func content(kind: Int, step: Int, t: Int, ref: Int) -> (String, String, String) {
        let eta = t - ref + 1200 - step * 20
        switch kind {
        case 0:
            let status = step < 5 ? "Scheduled" : step < 15 ? "Cooking" : "InTransit"
            let progress = status == "InTransit" ? ",\"deliveryProgress\":\(min(100, (step - 15) * 4))" : ""
            return ("OrderTrackerAttributes", "{\"recordId\":\(step + 1)}",
                    "{\"fulfillmentType\":\"Delivery\",\"status\":\"\(status)\",\"orderId\":1042,\"orderNum\":17,\"eta\":{\"from\":\(eta - 300),\"to\":\(eta)}\(progress)}")
        case 1:
            let status = step < 10 ? "arriving" : "on_ride"
            return ("RideAttributes", "{\"rideId\":\"r\"}",
                    "{\"status\":\"\(status)\",\"minutesToPickup\":\(max(0, 10 - step)),\"driverName\":\"Aidar\",\"carModel\":\"Toyota Camry\",\"carColorName\":\"Gold\",\"carColorHex\":\"#D4AF37\",\"plate\":\"A 777 AA\",\"tripProgress\":\(min(100, step * 3))}")
        case 2:
            let stages = ["confirmed", "picking", "packing", "delivering"]
            return ("GroceryDeliveryAttributes", "{\"orderNo\":\"H-1\"}",
                    "{\"stage\":\"\(stages[min(3, step / 10)])\",\"minutesLeft\":\(max(0, 30 - step)),\"storeName\":\"盒马鲜生·浦东店\",\"itemsCount\":12,\"promisedAt\":\(eta)}")
        default:
            return ("MatchAttributes", "{\"competition\":\"Premier League\"}",
                    "{\"home\":\"ARS\",\"away\":\"CHE\",\"homeScore\":\(step / 10),\"awayScore\":\(step / 15),\"period\":\"2nd half\",\"clock\":\"\(step)'\"}")
        }
    }
}

extension BenchCommand {
    /// One broadcast to `n` subscribers, through the same parse and apply
    /// as any payload: the figure the README quotes.
    func benchBroadcast(_ n: Int) throws {
        guard n > 0, n <= 1_000_000 else { throw ValidationError("--broadcast takes 1 to 1000000 subscribers") }
        let catalog = TemplateCatalog.builtIn()
        var store = ActivityStore(catalog: catalog)
        store.decisionLimit = 1000
        let token = String(repeating: "cd", count: 32), channel = "YmVuY2hDaGFubmVs"
        var lines = [#"{"push-to-start-token":"\#(token)"}"#, #"{"channel-created":"\#(channel)","message-storage-policy":0}"#]
        let start = #"{"activity":"\#(token)","payload":{"aps":{"event":"start","timestamp":1700000000,"attributes-type":"OrderTrackerAttributes","attributes":{"recordId":1},"content-state":{"fulfillmentType":"Delivery","status":"Cooking","orderId":1,"orderNum":17},"alert":{"title":"Order","body":"Cooking"},"input-push-channel":"\#(channel)"}}}"#
        lines += Array(repeating: start, count: n)
        var intake = PayloadIntake(sourceName: "bench")
        let t0 = ContinuousClock.now
        for item in intake.feed(Array(lines.joined(separator: "\n").utf8) + [0x0A]) {
            if case .rejected(let r) = item { throw ValidationError(r.reason) }
            store.receive(item, at: 1_700_000_000)
        }
        let setup = ContinuousClock.now - t0
        let message = #"{"channel":"\#(channel)","priority":10,"payload":{"aps":{"event":"update","timestamp":1700000060,"content-state":{"fulfillmentType":"Delivery","status":"InTransit","orderId":1,"orderNum":17,"deliveryProgress":40}}}}"#
        let t1 = ContinuousClock.now
        var decision: Decision?
        for item in intake.feed(Array(message.utf8) + [0x0A]) {
            if case .push(let p) = item { decision = store.apply(p, at: 1_700_000_060) }
        }
        let elapsed = ContinuousClock.now - t1
        let updated = store.activities.filter { $0.content["status"] == .string("InTransit") }.count
        print("setup: \(store.activities.count) activities started by push-to-start, subscribed to one channel, in \(setup)")
        print("broadcast: \(decision?.reasonText ?? "not applied")")
        print("broadcast to \(n) subscribers: \(updated) updated in \(printfNumber("%.1f", seconds(elapsed) * 1000)) ms")
        #if DEBUG
        print("note: this is a debug build; run `swift build -c release` and .build/release/lasim bench for real figures")
        #endif
    }
}
