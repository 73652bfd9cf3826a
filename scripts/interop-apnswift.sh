#!/usr/bin/env bash
# Points APNSwift (swift-server-community/APNSwift, unmodified but for the
# Swift 6.3 build fix below) at `lasim serve` over HTTP/2 + TLS with a
# provider token: pushes, push-to-start, channel management. Checks APNs'
# answers and what the simulated phone did. Not part of CI (it builds
# APNSwift and its dependencies); run by hand:
#   swift build -c release --product lasim
#   APNSWIFT_SRC=/path/to/APNSwift scripts/interop-apnswift.sh
# APNSWIFT_SRC: an APNSwift checkout (default /work/apnswift-build/src).
# APNSWIFT_BUILD: where its build is cached, outside this repo
# (default: beside APNSWIFT_SRC, in client-build).
# The build fix: APNSwift's APNS target uses Foundation's Data with NIO's
# ByteBuffer and needs `NIOFoundationCompat` with Swift 6.3; the script adds
# that one dependency to a copy of Package.swift, nothing else.
# Trust: the library builds its own TLS configuration from the system CA
# bundle, with no way to add a root. The client runs in a private mount
# namespace (unshare, needs root) where /etc/ssl/certs/ca-certificates.crt
# is lasim's self-signed certificate; nothing outside that process changes.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
lasim=$(realpath -m "${LASIM:-$root/.build/release/lasim}")
src=$(realpath "${APNSWIFT_SRC:-/work/apnswift-build/src}")
build=${APNSWIFT_BUILD:-$(dirname "$src")/client-build}
work=$(mktemp -d)
trap 'kill "${pid:-}" 2>/dev/null || true; rm -rf "$work"' EXIT

# APNSwift with the build fix, in a copy.
mkdir -p "$build"
rm -rf "$build/apnswift" && mkdir -p "$build/apnswift" && (cd "$src" && tar --exclude=./.build --exclude=./.git -cf - .) | tar -xf - -C "$build/apnswift"
python3 - "$build/apnswift/Package.swift" <<'PY'
import re, sys
p = sys.argv[1]; s = open(p).read()
anchor = '.product(name: "AsyncHTTPClient", package: "async-http-client"),'
fix = '.product(name: "NIOFoundationCompat", package: "swift-nio"),'
if fix not in s.split('name: "APNS",', 1)[1].split('.target(', 1)[0]:
    head, tail = s.split('name: "APNS",', 1)
    tail = tail.replace(anchor, anchor + "\n                " + fix, 1)
    s = head + 'name: "APNS",' + tail
open(p, "w").write(s)
PY

# The client, generated on the fly.
mkdir -p "$build/client/Sources/Interop"
cat > "$build/client/Package.swift" <<'PKG'
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "Interop",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../apnswift")],
    targets: [.executableTarget(name: "Interop", dependencies: [
        .product(name: "APNS", package: "apnswift"), .product(name: "APNSCore", package: "apnswift")])]
)
PKG
cat > "$build/client/Sources/Interop/main.swift" <<'SWIFT'
import APNS
import APNSCore
import Crypto
import Foundation

// Arguments: port, key file, mode (pushes | channels), then
// pushes: push-to-start token, device token; channels: a channel id.
let args = CommandLine.arguments
let port = Int(args[1])!
let key = try P256.Signing.PrivateKey(pemRepresentation: String(contentsOfFile: args[2], encoding: .utf8))
let auth = APNSClientConfiguration.AuthenticationMethod.jwt(privateKey: key, keyIdentifier: "ABC123DEFG",
                                                           teamIdentifier: "TEAM123456")
struct State: Codable, Sendable { var status: String; var fulfillmentType = "Delivery"; var orderId = 1042; var orderNum = 17 }
struct Attrs: Codable, Sendable { var recordId = 7 }
/// Apple's create body: APNSwift's own channel type has no push-type.
struct AppleChannelConfig: Codable, Sendable {
    var messageStoragePolicy = 1
    var pushType = "LiveActivity"
    enum CodingKeys: String, CodingKey { case messageStoragePolicy = "message-storage-policy", pushType = "push-type" }
}

func report(_ label: String, _ body: () async throws -> Void) async {
    do { try await body(); print("\(label): ok") }
    catch let e as APNSError { print("\(label): \(e.responseStatus) \(e.reason?.reason ?? "-")") }
    catch { print("\(label): error \(type(of: error))") }
}

let environment = (url: "https://localhost", port: port)
if args[3] == "pushes" {
    let pushToStart = args[4], deviceToken = args[5]
    let client = APNSClient(configuration: .init(authenticationMethod: auth,
                                                 environment: .custom(url: environment.url, port: port)),
                            eventLoopGroupProvider: .createNew, responseDecoder: JSONDecoder(), requestEncoder: JSONEncoder())
    let now = Int(Date().timeIntervalSince1970)
    await report("start to push-to-start token") {
        try await client.sendStartLiveActivityNotification(
            .init(expiration: .immediately, priority: .immediately, appID: "com.example.food",
                  contentState: State(status: "Scheduled"), timestamp: now, attributes: Attrs(),
                  attributesType: "OrderTrackerAttributes",
                  alert: .init(title: .raw("Order placed"), body: .raw("We are on it"))),
            pushToStartToken: pushToStart)
    }
    for (label, token, priority) in [("update to device token", deviceToken, APNSPriority.immediately),
                                     ("update to push-to-start token", pushToStart, .consideringDevicePower),
                                     ("update to a bad token", "not-a-token", .immediately)] {
        await report(label) {
            try await client.sendLiveActivityNotification(
                .init(expiration: .immediately, priority: priority, appID: "com.example.food",
                      contentState: State(status: "Cooking"), event: .update, timestamp: now + 1),
                deviceToken: token)
        }
    }
    try await client.shutdown()
}

let broadcast = APNSBroadcastClient(authenticationMethod: auth,
                                    environment: .custom(url: environment.url, port: port),
                                    bundleID: "com.example.food", eventLoopGroupProvider: .createNew,
                                    responseDecoder: JSONDecoder(), requestEncoder: JSONEncoder())
if args[3] == "pushes" {
    await report("create channel (APNSwift's body)") {
        _ = try await broadcast.create(channel: .init(messageStoragePolicy: .mostRecentMessageStored))
    }
    await report("create channel (Apple's body)") {
        let _: APNSBroadcastResponse<APNSBroadcastChannel> =
            try await broadcast.send(APNSBroadcastRequest(operation: .create, message: AppleChannelConfig()))
    }
} else {
    let channelID = args[4]
    await report("list channels") { _ = try await broadcast.readAllChannelIDs() }
    await report("read channel") { _ = try await broadcast.read(channelID: channelID) }
    await report("delete channel") { _ = try await broadcast.delete(channelID: channelID) }
}
try await broadcast.shutdown()
SWIFT
echo "building the APNSwift client in $build/client (first time: several minutes)" >&2
(cd "$build/client" && swift build -q --scratch-path "$build/client/.build" >&2)
client_bin="$build/client/.build/debug/Interop"
[ "${BUILD_ONLY:-}" = 1 ] && exit 0

cd "$work"
openssl ecparam -name prime256v1 -genkey -noout | openssl pkcs8 -topk8 -nocrypt -out AuthKey_ABC123DEFG.p8
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout key.pem -out cert.pem \
  -days 1 -subj /CN=localhost -addext subjectAltName=DNS:localhost,IP:127.0.0.1 2>/dev/null
"$lasim" serve --listen 127.0.0.1:0 --tls-cert cert.pem --tls-key key.pem --bundle-id com.example.food \
  --auth-key AuthKey_ABC123DEFG.p8 --key-id ABC123DEFG --team-id TEAM123456 > serve.out 2> serve.err &
pid=$!
for _ in $(seq 100); do grep -q "push-to-start token" serve.out 2>/dev/null && break; sleep 0.1; done
port=$(grep -o '127.0.0.1:[0-9]*' serve.out | head -1 | cut -d: -f2)
p2s=$(sed -n 's/^lasim serve: push-to-start token //p' serve.out); dev=$(printf 'ab%.0s' $(seq 32))
run_client() {
  # The library trusts only the system CA bundle: in a private mount
  # namespace, that bundle is lasim's certificate.
  unshare -m --propagation private sh -c "mount --bind cert.pem /etc/ssl/certs/ca-certificates.crt && exec \"\$0\" \"\$@\"" \
    "$client_bin" "$port" AuthKey_ABC123DEFG.p8 "$@"
}
run_client pushes "$p2s" "$dev" > client.out
# The channel Apple's create body made (APNSwift could not read its id).
channel=$(curl -s --cacert cert.pem "https://localhost:$port/lasim/phone" | jq -r '.channels[0] // "none"')
run_client channels "$channel" >> client.out
kill -INT $pid; wait $pid || true
cat client.out serve.out serve.err
diff - client.out <<'EXPECTED' && echo "interop: ok"
start to push-to-start token: ok
update to device token: ok
update to push-to-start token: ok
update to a bad token: 400 BadDeviceToken
create channel (APNSwift's body): 400 InvalidPushType
create channel (Apple's body): error DecodingError
list channels: 400 MissingChannelId
read channel: 404 BadPath
delete channel: 404 BadPath
EXPECTED
grep -q "phone dropped: .*push-to-start token: it only starts activities" serve.out && echo "phone ignored the update to the push-to-start token: ok"
