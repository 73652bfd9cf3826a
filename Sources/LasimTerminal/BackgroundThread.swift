#if canImport(Glibc)
import Glibc
#endif
import Dispatch

/// A thread of its own for a loop that blocks (reading input, polling
/// files, flushing output), and a pause for it: POSIX threads directly,
/// since Foundation's `Thread` would bring libFoundation.so into the
/// process (about 6 MB of the app's memory).
public enum BackgroundThread {
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    public static func start(stackSize: Int = 1 << 20, _ run: @escaping @Sendable () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, max(stackSize, 1 << 16))
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let body = Unmanaged.passRetained(Body(run)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { raw in
            Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue().run()
            return nil
        }, body)
        // Out of threads: run it on the dispatch pool rather than not at all.
        if status != 0 {
            let body = Unmanaged<Body>.fromOpaque(body).takeRetainedValue()
            DispatchQueue.global().async(execute: body.run)
        }
    }

    /// Sleeps the calling thread (not a task: these loops own their thread).
    public static func pause(seconds: Double) {
        guard seconds > 0 else { return }
        var left = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var rest = timespec()
        while nanosleep(&left, &rest) != 0 && errno == EINTR { left = rest }
    }
}
