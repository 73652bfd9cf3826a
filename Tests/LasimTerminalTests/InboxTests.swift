#if canImport(Glibc)
import Glibc
#endif
import LasimApp
@testable import LasimTerminal
import Testing

@Suite struct InboxTests {
    static func readable(_ fd: Int32) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&p, 1, 0) == 1
    }

    /// The run loop sleeps in poll(2) on the terminal and this descriptor: a
    /// payload must wake it at once, and a drained inbox must let it sleep.
    @Test("a post wakes the loop's wait; draining lets it sleep again")
    func postWakesDrainSleeps() {
        let inbox = Inbox()
        #expect(inbox.wakeDescriptor >= 0)
        #expect(!Self.readable(inbox.wakeDescriptor))
        inbox.post(.note("one"))
        inbox.post(.note("two"))
        #expect(Self.readable(inbox.wakeDescriptor))
        #expect(inbox.drain().count == 2)
        #expect(!Self.readable(inbox.wakeDescriptor))
        inbox.post(.note("three"))
        #expect(Self.readable(inbox.wakeDescriptor))
        #expect(inbox.drain().count == 1)
        #expect(!Self.readable(inbox.wakeDescriptor))
    }
}
