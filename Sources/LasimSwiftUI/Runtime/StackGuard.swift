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
        // Where the bounds are unknown: at most 256 KiB below here.
        let lowest = Self.threadFloor()
        floor = lowest != 0 ? lowest : Self.here() &- (256 << 10)
    }

    #if canImport(Glibc)
    /// Each thread's floor, kept for its life: a thread's stack does not
    /// move, and glibc finds the main thread's by reading /proc/self/maps
    /// (some 180,000 instructions, once an app's render: callgrind).
    private static let floors: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
    #endif

    /// This thread's lowest address less the margin; 0: unknown.
    static func threadFloor() -> UInt {
        #if canImport(Glibc)
        // Kept plus one, so an unknown floor is kept too.
        if let kept = pthread_getspecific(floors) { return UInt(bitPattern: kept) &- 1 }
        var lowest: UInt = 0
        var attr = pthread_attr_t()
        if pthreadGetattrNP(pthread_self(), &attr) == 0 {
            var base: UnsafeMutableRawPointer?
            var size = 0
            if pthread_attr_getstack(&attr, &base, &size) == 0, let base { lowest = UInt(bitPattern: base) + Self.margin }
            pthread_attr_destroy(&attr)
        }
        pthread_setspecific(floors, UnsafeRawPointer(bitPattern: lowest &+ 1))
        return lowest
        #else
        return 0
        #endif
    }

    @inline(never)
    static func here() -> UInt {
        var marker = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    func hasRoom() -> Bool { Self.here() > floor }
}
