import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import LasimServer

/// Runs a program and returns its stdout (stderr is dropped).
@discardableResult
func run(_ executable: String, _ args: [String]) throws -> (status: Int32, output: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: executable)
    p.arguments = args
    let out = Pipe()
    p.standardOutput = out
    p.standardError = FileHandle.nullDevice
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// One response as curl -i printed it.
struct CurlResponse: CustomStringConvertible {
    var version = ""
    var status = 0
    var headers: [String: String] = [:]
    var body = ""
    var curlExit: Int32 = 0
    var reason: String? {
        guard let r = body.range(of: "\"reason\":\"") else { return nil }
        return String(body[r.upperBound...].prefix { $0 != "\"" })
    }
    var description: String { "\(version) \(status) \(reason ?? "") exit \(curlExit)" }
}

struct Curl {
    let path: String
    var base: String
    var extra: [String] = []

    func post(_ token: String, headers: [(String, String)], body: String?, method: String = "POST",
              pathOverride: String? = nil, http: String) throws -> CurlResponse {
        var args = ["-s", "-i", http, "-X", method, "--max-time", "10"] + extra
        for (n, v) in headers { args += ["-H", "\(n): \(v)"] }
        if let body {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-body-\(UUID().uuidString)")
            try Data(body.utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            args += ["--data-binary", "@\(file.path)"]
            return try request(args, url: base + (pathOverride ?? "/3/device/\(token)"))
        }
        return try request(args, url: base + (pathOverride ?? "/3/device/\(token)"))
    }

    func request(_ args: [String], url: String) throws -> CurlResponse {
        let (exit, text) = try run(path, args + [url])
        var r = CurlResponse()
        r.curlExit = exit
        var rest = Substring(text)
        // Skip interim responses (100 Continue).
        while true {
            guard let end = rest.range(of: "\r\n\r\n") else { return r }
            let head = rest[..<end.lowerBound]
            rest = rest[end.upperBound...]
            let lines = head.components(separatedBy: "\r\n")
            let statusLine = lines[0].split(separator: " ")
            guard statusLine.count >= 2 else { return r }
            r.version = String(statusLine[0])
            r.status = Int(statusLine[1]) ?? 0
            if r.status == 100 { continue }
            for line in lines.dropFirst() {
                guard let colon = line.firstIndex(of: ":") else { continue }
                r.headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            r.body = String(rest)
            return r
        }
    }
}

/// A blocking TCP client for what curl will not send: garbage, half requests.
final class RawSocket {
    let fd: Int32

    init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = in_port_t(UInt16(port).bigEndian)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let rc = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard rc == 0 else { close(fd); throw POSIXError(.ECONNREFUSED) }
    }

    deinit { close(fd) }

    func send(_ text: String) { send(Array(text.utf8)) }

    func send(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Reads until the peer closes (closed: true) or `timeout` passes.
    func readUntilClosed(timeout: Double) -> (bytes: [UInt8], closed: Bool) {
        var out: [UInt8] = []
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline {
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let left = Int32(max(1, deadline.timeIntervalSinceNow * 1000))
            guard poll(&pfd, 1, left) > 0 else { continue }
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { return (out, true) }
            out += buffer[0..<n]
        }
        return (out, false)
    }
}

/// Deliveries the server handed on, in order.
final class Inbox: Sendable {
    private let items = Mutex<[Delivery]>([])
    func add(_ d: Delivery) { items.withLock { $0.append(d) } }
    var all: [Delivery] { items.withLock { $0 } }
}

import Synchronization

func startServer(_ configure: (inout APNsServerConfig) -> Void = { _ in }) async throws -> (APNsServer, Inbox) {
    var config = APNsServerConfig()
    config.port = 0
    configure(&config)
    let inbox = Inbox()
    let (_, server) = try await APNsServer.start(config, onPush: { inbox.add($0) })
    return (server, inbox)
}

/// Waits until `condition` holds or `timeout` seconds pass.
func eventually(_ timeout: Double = 3, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return condition()
}
