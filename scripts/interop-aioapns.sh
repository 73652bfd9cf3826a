#!/usr/bin/env bash
# Points a real APNs client library (aioapns, from PyPI) at `lasim serve`
# over HTTP/2 + TLS with a provider token, and checks APNs' answers.
# Not part of CI (it installs from PyPI); run by hand:
#   swift build -c release --product lasim && scripts/interop-aioapns.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
lasim=$(realpath "${LASIM:-$root/.build/release/lasim}")
work=$(mktemp -d)
trap 'kill "${pid:-}" 2>/dev/null || true; rm -rf "$work"' EXIT
cd "$work"
python3 -m venv venv && venv/bin/pip install -q aioapns
openssl ecparam -name prime256v1 -genkey -noout | openssl pkcs8 -topk8 -nocrypt -out AuthKey_ABC123DEFG.p8
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout key.pem -out cert.pem \
  -days 1 -subj /CN=localhost -addext subjectAltName=DNS:localhost,IP:127.0.0.1 2>/dev/null
"$lasim" serve --listen 127.0.0.1:0 --tls-cert cert.pem --tls-key key.pem \
  --auth-key AuthKey_ABC123DEFG.p8 --key-id ABC123DEFG --team-id TEAM123456 > serve.out 2> serve.err &
pid=$!
for _ in $(seq 50); do grep -q listening serve.out 2>/dev/null && break; sleep 0.1; done
port=$(grep -o '127.0.0.1:[0-9]*' serve.out | cut -d: -f2)
cat > interop.py <<'PY'
import asyncio, ssl, sys
from aioapns import APNs, NotificationRequest, PushType, connection
# Only the host changes: the library's development endpoint is lasim.
connection.APNsDevelopmentClientProtocol.APNS_SERVER = "localhost"
connection.APNsDevelopmentClientProtocol.APNS_PORT = int(sys.argv[1])
async def main():
    apns = APNs(key=open("AuthKey_ABC123DEFG.p8").read(), key_id="ABC123DEFG", team_id="TEAM123456",
                topic="com.example.food.push-type.liveactivity", use_sandbox=True,
                ssl_context=ssl.create_default_context(cafile="cert.pem"))
    state = {"fulfillmentType": "Delivery", "status": "Cooking", "orderId": 1042, "orderNum": 17}
    for priority, cs in [(10, state), (5, {"status": "Cooking"}), (1, state)]:
        r = await apns.send_notification(NotificationRequest(
            device_token="ab" * 32, priority=priority, push_type=PushType.LIVEACTIVITY,
            message={"aps": {"timestamp": 1700000000, "event": "update", "content-state": cs}}))
        print(r.status, r.description)
asyncio.run(main())
PY
venv/bin/python interop.py "$port" > client.out
kill -INT $pid; wait $pid || true
cat client.out serve.out serve.err
diff <(printf '200 None\n200 None\n400 BadPriority\n') client.out && echo "interop: ok"
