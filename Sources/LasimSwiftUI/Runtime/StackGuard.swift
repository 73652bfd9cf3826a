#if canImport(Glibc)
import Glibc

/// glibc's, not exported to Swift by its module map (a GNU extension).
@_silgen_name("pthread_getattr_np")
private func pthreadGetattrNP(_ thread: pthread_t, _ attr: UnsafeMutablePointer<pthread_attr_t>) -> Int32
#endif

/// How close the evaluator is to the end of this thread's stack: widget
/// code that recurses (`var loop: String { loop + "!" }`) must stop before
/// the process does, on any thread (a worker's stack may be small) and in
/// any build (a sanitizer's frames are several times a release build's).
/// A safety net under the call-depth limit, which stops real code first.
struct StackGuard {
    /// Room kept for what runs after the evaluator returns.
    static let margin: UInt = 128 << 10
    /// The lowest address this render may reach (0: unknown, use `budget`).
    let floor: UInt

    @inline(never)
    init() {
        var lowest: UInt = 0
        #if canImport(Glibc)
        var attr = pthread_attr_t()
        if pthreadGetattrNP(pthread_self(), &attr) == 0 {
            var base: UnsafeMutableRawPointer?
            var size = 0
            if pthread_attr_getstack(&attr, &base, &size) == 0, let base { lowest = UInt(bitPattern: base) + Self.margin }
            pthread_attr_destroy(&attr)
        }
        #endif
        // Where the bounds are unknown: at most 256 KiB below here.
        floor = lowest != 0 ? lowest : Self.here() &- (256 << 10)
    }

    @inline(never)
    static func here() -> UInt {
        var marker = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    func hasRoom() -> Bool { Self.here() > floor }
}
