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
        return readPieces(fd, chunkSize: chunkSize, body)
    }

    /// The rest of `fd` in pieces of at most `chunkSize` bytes; false on a read error.
    static func readPieces(_ fd: Int32, chunkSize: Int, _ body: ([UInt8]) -> Void) -> Bool {
        var buffer = [UInt8](repeating: 0, count: max(1, chunkSize))
        while true {
            let n = buffer.withUnsafeMutableBytes { readBytes(fd, $0.baseAddress, $0.count) }
            if n < 0 { return false }
            if n == 0 { return true }
            body(Array(buffer[0..<n]))
        }
    }
}

extension ChunkedInput {
    /// All of `path` (`-` is stdin) in one array, for a reader that needs it
    /// whole (`lasim bench` times a stream after reading it). A regular
    /// file is read straight into an array of its size: through pieces it
    /// was copied twice more, 26 MB and its page faults for the stream the
    /// README times. Nil when it cannot be opened or read.
    public static func readWhole(_ path: String) -> [UInt8]? {
        var info = stat()
        guard path != "-", stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 else {
            var bytes: [UInt8] = []
            return read(path, chunkSize: 1 << 20, { bytes += $0 }) ? bytes : nil
        }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size)) { buffer, count in
            while count < buffer.count {
                let n = readBytes(fd, buffer.baseAddress! + count, buffer.count - count)
                if n < 0 { failed = true; return }
                if n == 0 { return }
                count += n
            }
        }
        if failed { return nil }
        // A file that grew since stat: the rest in pieces.
        if bytes.count == Int(info.st_size), !readPieces(fd, chunkSize: 1 << 16, { bytes += $0 }) { return nil }
        return bytes
    }
}

/// read(2), tried again when a signal interrupts it; -1 on an error.
private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    while true {
        #if canImport(Glibc)
        let n = Glibc.read(fd, buffer, count)
        #else
        let n = Darwin.read(fd, buffer, count)
        #endif
        if n >= 0 || errno != EINTR { return n }
    }
}
