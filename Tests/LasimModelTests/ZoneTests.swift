import Foundation
import Testing
@testable import LasimModel

/// `Zone` replaces Foundation's `TimeZone` (ICU) for the clock and date
/// formats: its offsets must be Foundation's, from the same tz database.
@Suite struct ZoneTests {
    static let names = ["Europe/Paris", "America/New_York", "Australia/Sydney", "Asia/Tokyo", "Asia/Kolkata",
                        "America/Sao_Paulo", "Pacific/Chatham", "America/St_Johns", "Europe/London",
                        "Pacific/Auckland", "America/Los_Angeles", "Asia/Tehran", "UTC"]

    @Test(arguments: names) func offsetsAreFoundations(name: String) throws {
        let zone = try #require(ZoneDatabase.zone(named: name), "no tz data for \(name) in /usr/share/zoneinfo")
        let foundation = try #require(TimeZone(identifier: name))
        // Every 7 hours 13 minutes from 1971 to 2100: both sides of every
        // transition year, and past 2037 where fat files end and the rule goes on.
        var t = 31_536_000.0
        var differences: [String] = []
        while t < 4_102_444_800 {
            let ours = zone.secondsFromGMT(at: t)
            let theirs = foundation.secondsFromGMT(for: Date(timeIntervalSince1970: t))
            if ours != theirs && differences.count < 5 { differences.append("\(Date(timeIntervalSince1970: t)): \(ours) vs \(theirs)") }
            t += 25_980
        }
        #expect(differences.isEmpty, "\(name): \(differences)")
    }

    @Test func transitionsFallOnTheSecond() throws {
        let paris = try #require(ZoneDatabase.zone(named: "Europe/Paris"))
        // 2026-03-29 01:00:00 UTC: 02:00 CET becomes 03:00 CEST.
        #expect(paris.secondsFromGMT(at: 1_774_745_999) == 3600)
        #expect(paris.secondsFromGMT(at: 1_774_746_000) == 7200)
        // 2050 is past the file's listed transitions: the footer's rule.
        let summer2050 = Double(CivilDate(year: 2050, month: 7, day: 1).daysSinceEpoch * 86400)
        #expect(paris.secondsFromGMT(at: summer2050) == 7200)
    }

    @Test func posixRulesAlone() throws {
        let cet = try #require(Zone(posix: "CET-1CEST,M3.5.0,M10.5.0/3"))
        #expect(cet.secondsFromGMT(at: 1_774_746_000) == 7200)
        #expect(cet.secondsFromGMT(at: 1_774_745_999) == 3600)
        let sydney = try #require(Zone(posix: "AEST-10AEDT,M10.1.0,M4.1.0/3"))
        #expect(sydney.secondsFromGMT(at: Double(CivilDate(year: 2026, month: 1, day: 10).daysSinceEpoch * 86400)) == 39600)
        #expect(sydney.secondsFromGMT(at: Double(CivilDate(year: 2026, month: 7, day: 10).daysSinceEpoch * 86400)) == 36000)
        #expect(try #require(Zone(posix: "<+0530>-5:30")).secondsFromGMT(at: 0) == 19800)
        #expect(try #require(Zone(posix: "<-03>3")).secondsFromGMT(at: 0) == -10800)
        for bad in ["", "C", "CET", "CET-1CEST,M13.5.0,M10.5.0", "CET-1CEST,M3.5.0", "CET-999", "CET-1 junk"] {
            #expect(Zone(posix: bad) == nil, "\(bad.debugDescription)")
        }
    }

    @Test func namesStayInTheDatabase() {
        #expect(ZoneDatabase.zone(named: "../../etc/passwd") == nil)
        #expect(ZoneDatabase.zone(named: "/etc/localtime") == nil)
        #expect(ZoneDatabase.zone(named: "Mars/Olympus_Mons") == nil)
        #expect(ZoneDatabase.zone(named: "UTC")?.secondsFromGMT(at: 1e9) == 0)
    }

    @Test func localFollowsTZ() throws {
        #expect(ZoneDatabase.local(environment: ["TZ": "Asia/Tokyo"]).secondsFromGMT(at: 0) == 32400)
        #expect(ZoneDatabase.local(environment: ["TZ": ":Asia/Kolkata"]).identifier == "Asia/Kolkata")
        #expect(ZoneDatabase.local(environment: ["TZ": "/usr/share/zoneinfo/Asia/Tokyo"]).identifier == "Asia/Tokyo")
        #expect(ZoneDatabase.local(environment: ["TZ": "JST-9"]).secondsFromGMT(at: 0) == 32400)
        #expect(ZoneDatabase.local(environment: ["TZ": "Nowhere/Atall"]) == .utc)
    }

    @Test func badTZifBytesAreRefused() throws {
        let real = try #require(ZoneDatabase.read("/usr/share/zoneinfo/Europe/Paris"))
        #expect(Zone(tzif: real, identifier: "x") != nil)
        #expect(Zone(tzif: [], identifier: "x") == nil)
        #expect(Zone(tzif: Array("TZif2 not really a file at all, just text......".utf8), identifier: "x") == nil)
        // Every cut of a real file is refused or read, never a crash.
        for n in stride(from: 0, to: real.count, by: 7) { _ = Zone(tzif: Array(real[..<n]), identifier: "x") }
        var flipped = real
        for i in stride(from: 20, to: min(real.count, 400), by: 3) { flipped[i] ^= 0xFF }
        _ = Zone(tzif: flipped, identifier: "x")?.secondsFromGMT(at: 1e9)
    }

    @Test func civilDatesRoundTrip() {
        for days in stride(from: -800_000, to: 800_000, by: 997) {
            let d = CivilDate(daysSinceEpoch: days)
            #expect(d.daysSinceEpoch == days)
        }
        #expect(CivilDate(year: 2026, month: 11, day: 23).weekday == 1) // a Monday
        #expect(CivilDate(year: 1969, month: 12, day: 28).weekday == 0) // a Sunday
        #expect(CivilDate(daysSinceEpoch: 0) == CivilDate(year: 1970, month: 1, day: 1))
    }
}
