#if canImport(Glibc)
import Glibc
@testable import LasimSwiftUI
import Testing

/// The evaluator's stack floor is found once a thread and kept for that
/// thread alone: a worker's small stack gets its own, not the thread's that
/// asked first (whose floor would let the worker's evaluator run past its end).
@Suite struct StackGuardTests {
    /// `body`'s answer on a new thread asking for `stackSize` bytes, with where the thread stood.
    static func onThread(stackSize: Int, _ body: @escaping @Sendable () -> UInt) -> (answer: UInt, stood: UInt) {
        final class Box: @unchecked Sendable { var answer: UInt = 0; var stood: UInt = 0; let body: @Sendable () -> UInt; init(_ b: @escaping @Sendable () -> UInt) { body = b } }
        let box = Box(body)
        var attr = pthread_attr_t()
        pthread_attr_init(&attr)
        pthread_attr_setstacksize(&attr, stackSize)
        var thread = pthread_t()
        let made = pthread_create(&thread, &attr, { raw in
            let box = Unmanaged<Box>.fromOpaque(raw!).takeUnretainedValue()
            box.stood = StackGuard.here()
            box.answer = box.body()
            return nil
        }, Unmanaged.passUnretained(box).toOpaque())
        pthread_attr_destroy(&attr)
        precondition(made == 0)
        pthread_join(thread, nil)
        return (box.answer, box.stood)
    }

    @Test("each thread keeps its own floor, inside its own stack, the same at every ask")
    func perThread() {
        let here = StackGuard.threadFloor()
        #expect(here != 0)
        #expect(StackGuard.threadFloor() == here)
        #expect(StackGuard().floor == here)
        // A worker asking for 512 KiB: its floor is its own stack's, less the
        // margin, below where it stands. glibc may hand a new thread a cached
        // stack up to four times the size asked (allocatestack.c), so the
        // floor is within 2 MiB under it, not 512 KiB (the main thread's is
        // megabytes away).
        let (floor, stood) = Self.onThread(stackSize: 512 << 10) {
            let first = StackGuard.threadFloor()
            return StackGuard().floor == first ? first : 0
        }
        #expect(floor != here)
        #expect(floor < stood && floor >= stood &- UInt(4 * 512 << 10), "\(floor) not within the worker's stack under \(stood)")
    }
}
#endif
