#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimModel
import NIOCore

/// What both protocols share once a request is read: the answer, the
/// counting, and the header fields that carry it. HTTP/1.1 and HTTP/2 differ
/// only in how the bytes arrive and leave.
extension ServerState {
    /// The answer to a whole request.
    func answer(_ request: APNsRequest) -> APNsResult {
        if isStopping {
            let r = APNsResponse(status: 503, reason: .shutdown, apnsID: RandomUUID.make(),
                                 detail: "lasim is shutting down")
            return APNsResult(response: r, delivery: nil)
        }
        if request.method == "GET", request.path == "/lasim/phone", let query = config.phoneQuery {
            var r = APNsResponse(status: 200, reason: nil, apnsID: RandomUUID.make(),
                                 detail: "the simulated phone's tokens and activities")
            r.json = query()
            return APNsResult(response: r, delivery: nil)
        }
        if request.path.hasPrefix(Self.phoneControlPrefix), let control = config.phoneControl {
            let action = String(request.path.dropFirst(Self.phoneControlPrefix.count))
            let answer: PhoneControlAnswer
            if request.method != "POST" {
                let line = "\(request.method.prefix(10)) /lasim/phone/\(action.prefix(40)): the phone's actions take POST"
                answer = PhoneControlAnswer(status: 405, json: JSONWriter.compact(.object(JSONObject(["error": .string(line)]))), line: line)
            } else {
                answer = control(action, request.body)
            }
            var r = APNsResponse(status: answer.status, reason: nil, apnsID: RandomUUID.make(), detail: answer.line)
            r.json = answer.json
            return APNsResult(response: r, delivery: nil)
        }
        if APNsValidator.route(of: request.path) == .device {
            return APNsValidator.validate(request, policy: config.policy, now: Date().timeIntervalSince1970,
                                          makeUUID: { RandomUUID.make() })
        }
        // Channel management and broadcasts read (and change) the channels,
        // so they are validated one at a time.
        let policy = config.policy
        return config.channels.withLock { channels in
            APNsValidator.validate(request, policy: policy, channels: &channels,
                                   now: Date().timeIntervalSince1970, makeUUID: { RandomUUID.make() })
        }
    }

    static let phoneControlPrefix = "/lasim/phone/"

    /// The answer to a body over the hard limit, which is not read on.
    func oversized() -> APNsResult {
        counters.update { $0.oversizeClosed += 1 }
        let r = APNsResponse(status: 413, reason: .payloadTooLarge, apnsID: RandomUUID.make(),
                             detail: "body over \(config.maxBodyBytes) bytes; not read, connection closed")
        return APNsResult(response: r, delivery: nil)
    }

    /// Counts an answer and hands it on (the phone, the log) before it is sent,
    /// so the phone has applied a push by the time its client sees the 200.
    func record(_ result: APNsResult, method: String, path: String, http2: Bool, secure: Bool, priority: String?) {
        let r = result.response
        counters.update {
            $0.requests += 1
            if let reason = r.reason { $0.rejected[reason, default: 0] += 1 } else { $0.accepted += 1 }
        }
        if let d = result.delivery { onPush(d) }
        onExchange?(APNsExchange(method: method, path: path, httpVersion: http2 ? "HTTP/2" : "HTTP/1.1",
                                 secure: secure, priorityHeader: priority, result: result))
    }

    /// The answer's header fields in lower case, without the status: the
    /// same on both protocols.
    static func responseFields(_ r: APNsResponse, bodyLength: Int) -> [(String, String)] {
        var fields = [(r.usesRequestID ? "apns-request-id" : "apns-id", r.apnsID)]
        if let c = r.channelID { fields.append(("apns-channel-id", c)) }
        if let u = r.uniqueID { fields.append(("apns-unique-id", u)) }
        if bodyLength > 0 { fields.append(("content-type", "application/json")) }
        fields.append(("content-length", String(bodyLength)))
        return fields
    }
}
