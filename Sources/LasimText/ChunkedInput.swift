#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Input from outside (a payload file, stdin) read in pieces of at most
/// `chunkSize` bytes, so that input of any size is handled in constant
/// memory: a 300 MB file read whole, then split, once took 1.5 GB. Every
/// intake (render, report, validate, the app) reads through this.
public enum ChunkedInput {
    public static let defaultChunkSize = 1 << 16

    /// Calls `body` with each piece of `path` (`-` is stdin) as it is read,
    /// until the end. False when the file cannot be opened or read (a
    /// missing file, a directory, no permission).
    @discardableResult
    public static func read(_ path: String, chunkSize: Int = defaultChunkSize, _ body: ([UInt8]) -> Void) -> Bool {
        let fd: Int32 = path == "-" ? 0 : open(path, O_RDONLY)
        guard fd >= 0 else { return false }
        defer { if path != "-" { close(fd) } }
        var buffer = [UInt8](repeating: 0, count: max(1, chunkSize))
        while true {
            let n = buffer.withUnsafeMutableBytes { readBytes(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            if n == 0 { return true }
            body(Array(buffer[0..<n]))
        }
    }
}

private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(fd, buffer, count)
    #else
    Darwin.read(fd, buffer, count)
    #endif
}
