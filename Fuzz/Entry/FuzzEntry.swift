#if canImport(Glibc)
import Glibc
#endif
import LasimFuzzTargets

// libFuzzer's entry point; scripts/fuzz.sh links it with -sanitize=fuzzer,
// which brings libFuzzer's own main. LASIM_FUZZ_TARGET picks the target.
nonisolated(unsafe) private var target: String?

@_cdecl("LLVMFuzzerTestOneInput")
public func lasimFuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    if target == nil {
        target = getenv("LASIM_FUZZ_TARGET").map { String(cString: $0) } ?? "intake"
    }
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzTargets.run(target!, bytes)
    return 0
}
