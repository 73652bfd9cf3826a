#!/usr/bin/env bash
# The iOS 18 broadcast flow against `lasim serve`, by curl alone: create a
# channel, start two activities subscribed to it (push-to-start), one
# broadcast updates both, delete the channel, the next broadcast is refused,
# and the recording replays to the same state. Exit 0 when all of it holds.
#   LASIM=.build/debug/lasim scripts/broadcast-curl-flow.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
lasim=$(realpath -m "${LASIM:-$root/.build/release/lasim}")
work=$(mktemp -d)
trap 'kill "${pid:-}" 2>/dev/null || true; rm -rf "$work"' EXIT
cd "$work"
fail() { echo "FAIL: $*" >&2; cat serve.out >&2; exit 1; }
"$lasim" serve --listen 127.0.0.1:0 --clock payload --record rec.ndjson > serve.out 2> serve.err &
pid=$!
for _ in $(seq 100); do grep -q 'push-to-start token' serve.out 2>/dev/null && break; sleep 0.1; done
base=http://$(grep -o '127.0.0.1:[0-9]*' serve.out | head -1)
p2s=$(sed -n 's/^lasim serve: push-to-start token //p' serve.out)
app=com.example.food

# 1. Create a channel that stores the latest message.
curl -s -D h1 -o /dev/null --http2-prior-knowledge -X POST "$base/1/apps/$app/channels" \
  -d '{"message-storage-policy":1,"push-type":"LiveActivity"}'
grep -q '^HTTP/2 201' h1 || fail "create: $(head -1 h1)"
channel=$(tr -d '\r' < h1 | sed -n 's/^apns-channel-id: //p')
echo "created channel $channel"

# 2. Two activities started by push-to-start, each subscribing to it.
for n in 1 2; do
  code=$(curl -s -o /dev/null -w '%{http_code}' --http2-prior-knowledge "$base/3/device/$p2s" \
    -H "apns-topic: $app.push-type.liveactivity" -H 'apns-push-type: liveactivity' \
    -d '{"aps":{"timestamp":170000000'$n',"event":"start","attributes-type":"OrderTrackerAttributes","attributes":{"recordId":'$n'},"content-state":{"fulfillmentType":"Delivery","status":"Cooking","orderId":'$n',"orderNum":'$n'},"alert":{"title":"Order '$n'","body":"Cooking"},"input-push-channel":"'"$channel"'"}}')
  [ "$code" = 200 ] || fail "start $n: $code"
done

# 3. One broadcast updates both.
code=$(curl -s -o /dev/null -w '%{http_code}' --http2-prior-knowledge "$base/4/broadcasts/apps/$app" \
  -H "apns-channel-id: $channel" -H 'apns-push-type: liveactivity' -H 'apns-priority: 10' \
  -d '{"aps":{"timestamp":1700000100,"event":"update","content-state":{"fulfillmentType":"Delivery","status":"InTransit","orderId":1,"orderNum":1,"deliveryProgress":40}}}')
[ "$code" = 200 ] || fail "broadcast: $code"
for _ in $(seq 50); do grep -q '2 applied' serve.out && break; sleep 0.1; done
grep -q "broadcast on channel $channel: 2 subscribers, 2 applied, 0 dropped" serve.out || fail "the broadcast did not reach both"
curl -s --http2-prior-knowledge "$base/lasim/phone" > live.json
[ "$(jq '[.activities[] | select(.channel == "'"$channel"'" and .["content-state"].status == "InTransit")] | length' live.json)" = 2 ] \
  || fail "phone state: $(cat live.json)"

# 4. Read, list, delete; the next broadcast is refused.
curl -s --http2-prior-knowledge "$base/1/apps/$app/channels" -H "apns-channel-id: $channel" | grep -q '"push-type":"LiveActivity"' || fail read
curl -s --http2-prior-knowledge "$base/1/apps/$app/all-channels" | grep -q "$channel" || fail list
code=$(curl -s -o /dev/null -w '%{http_code}' --http2-prior-knowledge -X DELETE "$base/1/apps/$app/channels" -H "apns-channel-id: $channel")
[ "$code" = 204 ] || fail "delete: $code"
answer=$(curl -s -w ' %{http_code}' --http2-prior-knowledge "$base/4/broadcasts/apps/$app" \
  -H "apns-channel-id: $channel" -H 'apns-push-type: liveactivity' \
  -d '{"aps":{"timestamp":1700000200,"event":"update","content-state":{"status":"Delivered"}}}')
[ "$answer" = '{"reason":"ChannelNotRegistered"} 400' ] || fail "after delete: $answer"
kill -INT $pid; wait $pid || true; pid=

# 5. The recording replays to the same state.
"$lasim" render rec.ndjson --format json > replay.json
live=$(jq -c '[.activities[] | {id, status: .["content-state"].status}] | sort_by(.id)' live.json)
again=$(jq -c '[.activities[] | {id, status: (.content.status // .["content-state"].status)}] | sort_by(.id)' replay.json)
[ "$live" = "$again" ] || fail "replay differs: live $live, replay $again"
cat serve.out
echo "recorded:"; cat rec.ndjson
echo "broadcast flow: ok (replay: $again)"
