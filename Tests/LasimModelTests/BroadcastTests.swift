import Testing
@testable import LasimModel

/// Push-to-start tokens, update tokens and broadcast channels, as the phone does them.
@Suite struct BroadcastTests {
    let p2s = String(repeating: "cd", count: 32)
    let channel = "c29tZUNoYW5uZWw="

    func startTo(_ token: String, extra: String) -> Push {
        var p = push(start.replacingOccurrences(of: #""alert":"#, with: extra + #","alert":"#))
        p.activityID = token
        return p
    }

    func items(_ text: String) -> [PayloadIntake.Item] { PayloadIntake.items(of: Array(text.utf8), sourceName: "t") }

    @Test func pushToStartIssuesAnUpdateTokenAndRefusesUpdates() throws {
        var store = ActivityStore(catalog: TestCatalog())
        store.apply(ControlEvent(source: "phone", kind: .pushToStartToken(p2s)), at: 0)
        let d = store.apply(startTo(p2s, extra: #""input-push-token":1"#), at: 1000)
        #expect(d.outcome == .applied)
        let a = try #require(store.activities.first)
        #expect(a.updateToken == a.id)
        #expect(a.startedByToken == p2s)
        #expect(d.reasonText.contains("update token \(a.id) issued"))
        // An update to the push-to-start token: the phone ignores it.
        var u = push(update(1001)); u.activityID = p2s
        let ignored = store.apply(u, at: 1001)
        #expect(ignored.outcome == .dropped)
        #expect(ignored.reasonText.contains("push-to-start token"))
        // The issued token updates it.
        u.activityID = a.id
        #expect(store.apply(u, at: 1002).outcome == .applied)
        #expect(store.activity(a.id)?.content["status"] == .string("InTransit"))
        // Tokens are the same on a replay.
        #expect(ActivityStore.issueToken(from: p2s, number: 0) == a.id)
    }

    @Test func broadcastReachesEverySubscriberAndCountsDrops() throws {
        var store = ActivityStore(catalog: TestCatalog())
        store.apply(ControlEvent(source: "t", kind: .pushToStartToken(p2s)), at: 0)
        store.apply(ControlEvent(source: "t", kind: .channelCreated(id: channel, storagePolicy: 0)), at: 0)
        for _ in 0..<3 { store.apply(startTo(p2s, extra: #""input-push-channel":"\#(channel)""#), at: 1000) }
        #expect(store.subscribers(of: channel).count == 3)
        // A channel activity has no update token: an end sent to its id is ignored.
        var end = push(#"{"aps":{"event":"end","timestamp":1001}}"#)
        end.activityID = store.activities[2].id
        #expect(store.apply(end, at: 1001).outcome == .dropped)
        // The person swipes one away: it drops the broadcast, the others apply it.
        store.swipe(store.activities[2].id, at: 1001)
        var b = push(#"{"channel":"\#(channel)","payload":\#(update(1002))}"#)
        #expect(b.channel == channel)
        let d = store.apply(b, at: 1002)
        #expect(d.reasonText.hasPrefix("broadcast on channel \(channel): 3 subscribers, 2 applied, 1 dropped"))
        #expect(d.outcome == .applied)
        #expect(store.activities[0].content["status"] == .string("InTransit"))
        #expect(store.activities[2].content["status"] == .string("Cooking"))
        // A content state the app cannot decode: every subscriber drops it.
        b = push(#"{"channel":"\#(channel)","payload":\#(update(1003, #"{"status":"Lost","orderNum":7}"#))}"#)
        let bad = store.apply(b, at: 1003)
        #expect(bad.outcome == .dropped)
        #expect(bad.reasonText.contains("0 applied, 3 dropped"))
        // Deleted: the next broadcast reaches no one.
        store.apply(ControlEvent(source: "t", kind: .channelDeleted(id: channel)), at: 1004)
        let refused = store.apply(push(#"{"channel":"\#(channel)","payload":\#(update(1005))}"#), at: 1005)
        #expect(refused.outcome == .dropped)
        #expect(refused.reasonText.contains("ChannelNotRegistered"))
    }

    @Test func storedMessageReachesLaterSubscribers() {
        var store = ActivityStore(catalog: TestCatalog())
        store.apply(ControlEvent(source: "t", kind: .pushToStartToken(p2s)), at: 0)
        store.apply(ControlEvent(source: "t", kind: .channelCreated(id: channel, storagePolicy: 1)), at: 0)
        let d = store.apply(push(#"{"channel":"\#(channel)","payload":\#(update(1500))}"#), at: 1500)
        #expect(d.reasonText.contains("stored for activities that subscribe later"))
        let s = store.apply(startTo(p2s, extra: #""input-push-channel":"\#(channel)""#), at: 1600)
        #expect(s.reasonText.contains("the channel's stored message applied"))
        #expect(store.activities[0].content["status"] == .string("InTransit"))
        // Policy 0: nothing is kept.
        let other = "b3RoZXI="
        store.apply(ControlEvent(source: "t", kind: .channelCreated(id: other, storagePolicy: 0)), at: 1600)
        store.apply(push(#"{"channel":"\#(other)","payload":\#(update(1700))}"#), at: 1700)
        store.apply(startTo(p2s, extra: #""input-push-channel":"\#(other)""#), at: 1800)
        #expect(store.activities[1].content["status"] == .string("Cooking"))
    }

    @Test func streamLinesReadAndWriteBack() {
        let text = """
        {"push-to-start-token":"\(p2s.uppercased())"}
        {"channel-created":"\(channel)","message-storage-policy":1}
        {"channel":"\(channel)","priority":5,"payload":\(update(1))}
        {"channel-deleted":"\(channel)"}
        {"channel-created":"x","message-storage-policy":3}
        {"channel":"\(channel)","activity":"a","payload":\(update(1))}
        {"channel":"\(channel)","payload":\(start)}
        """
        let out = items(text)
        #expect(out.count == 7)
        guard case .control(let t) = out[0], case .control(let c) = out[1], case .push(let b) = out[2],
              case .control(let del) = out[3] else { Issue.record("\(out)"); return }
        #expect(t.kind == .pushToStartToken(p2s))
        #expect(c.kind == .channelCreated(id: channel, storagePolicy: 1))
        #expect(b.channel == channel && b.priority == 5 && b.activityID == "channel:" + channel)
        #expect(del.kind == .channelDeleted(id: channel))
        for (i, why) in [(4, "message-storage-policy must be 0 or 1"), (5, "not both"), (6, "cannot start")] {
            guard case .rejected(let r) = out[i] else { Issue.record("line \(i + 1) accepted"); continue }
            #expect(r.reason.contains(why), "\(r.reason)")
        }
        // Control lines write back to what they read from.
        for e in [t, c, del] {
            guard case .control(let again) = items(e.line)[0] else { Issue.record("not a control line: \(e.line)"); continue }
            #expect(again.kind == e.kind)
        }
    }

    @Test func inputKeysOnlyOnStart() {
        let p = push(update(5, extra: #","input-push-channel":"abc""#))
        #expect(p.warnings.contains { $0.contains("only has an effect on a start event") })
        #expect(rejection(start.replacingOccurrences(of: #""alert":"#, with: #""input-push-token":2,"alert":"#))?
            .contains("input-push-token must be 1") == true)
    }

    /// Fan-out is O(subscribers): a broadcast to a channel with 10 members
    /// among 5,000 activities does 10 activities' work (timed in release by
    /// `lasim bench --broadcast`, see the README).
    @Test func fanOutTouchesSubscribersOnly() {
        var store = ActivityStore(catalog: TestCatalog())
        store.decisionLimit = 100
        for i in 0..<5000 {
            var s = push(start); s.activityID = "a\(i)"
            if i % 500 == 0 { s.inputPushChannel = channel }
            store.apply(s, at: 1000)
        }
        let d = store.apply(push(#"{"channel":"\#(channel)","payload":\#(update(1001))}"#), at: 1001)
        #expect(d.reasonText.hasPrefix("broadcast on channel \(channel): 10 subscribers, 10 applied, 0 dropped"))
        #expect(store.activities[1].content["status"] == .string("Cooking"))
        #expect(store.activities[500].content["status"] == .string("InTransit"))
    }
}
