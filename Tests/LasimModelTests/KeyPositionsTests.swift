import Testing
@testable import LasimModel

/// `KeySet.positions` finds in one pass what a lookup per key finds.
@Suite struct KeyPositionsTests {
    let set: KeySet = ["event", "timestamp", "content-state", "alert"]

    @Test func findsWhatALookupFinds() {
        var rng = SystemRandomNumberGenerator()
        let pool = set.keys + ["sound", "evnt", "timestamps", "", "alerts", "content-stat"]
        for _ in 0..<2_000 {
            // Keys in any order, some sent twice (as a hand-made object may), some unknown.
            var object = JSONObject()
            for _ in 0..<Int.random(in: 0...9, using: &rng) {
                object.entries.append(.init(key: pool.randomElement(using: &rng)!, value: .number(Double(object.entries.count))))
            }
            let found = set.positions(in: object)
            for (k, key) in set.keys.enumerated() {
                #expect(found[k] == object.index(of: key), "\(key) in \(object.keys)")
                #expect(object.value(at: found[k]) == object[key])
            }
            #expect(found.hasOthers == object.keys.contains { !set.contains($0) }, "\(object.keys)")
        }
    }

    /// A case reads the key of its own name: `contentState` is "content-state".
    @Test func eachKeyCaseNamesItsKey() {
        func kebab(_ name: String) -> String {
            name.reduce(into: "") { out, c in if c.isUppercase { out += "-" + c.lowercased() } else { out.append(c) } }
        }
        #expect(PushDecoder.ApsKey.allCases.map { kebab("\($0)") } == PushDecoder.knownApsKeys.keys)
        #expect(PushDecoder.EnvelopeKey.allCases.map { kebab("\($0)") } == PushDecoder.envelopeKeys.keys)
    }
}
