#!/usr/bin/env bash
# Times lasim beside the tools a user would compare it with, on the same
# input in the same run, and prints the ratios. Not part of CI:
# the machine must be quiet enough to time, and it needs jq, h2load and nginx
# (apt-get install -y jq nghttp2-client nginx). Run by hand:
#   swift build -c release --product lasim && scripts/bench.sh [pipeline|scale|serve|app|all|profile]
# RUNS=5 (each figure is the median of RUNS runs), COUNT=100000 (payloads).
# `profile` counts the pipeline's instructions with callgrind (the same on
# every run, so a change can be judged on one run): PROFILE_COUNT=2000 payloads.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
lasim=$(realpath "${LASIM:-$root/.build/release/lasim}")
runs=${RUNS:-5}
count=${COUNT:-100000}
what=${1:-all}
work=$(mktemp -d)
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
# Wall seconds of one run of a command (stdout to /dev/null).
wall() { local t0 t1; t0=$(date +%s.%N); "$@" > /dev/null; t1=$(date +%s.%N); echo "$t1 - $t0" | bc -l; }
# Median wall seconds over RUNS runs after one warm-up.
timed() { wall "$@" > /dev/null; for _ in $(seq "$runs"); do wall "$@"; done | median; }
field() { grep -o "$1" | head -1 | grep -o '[0-9.]*' | head -1; }

pipeline() {
    local stream=$work/stream.ndjson
    "$lasim" bench --count "$count" --activities 40 --write-stream "$work/generated.ndjson" > /dev/null
    # jq stops at the first malformed document: both tools get only the
    # lines that are JSON (the stream's bad payloads that are still JSON stay).
    python3 -c 'import json, sys
for line in sys.stdin:
    try: json.loads(line)
    except ValueError: continue
    sys.stdout.write(line)' < "$work/generated.ndjson" > "$stream"
    local lines; lines=$(wc -l < "$stream")
    count=$lines
    echo "== 1. pipeline: $lines payloads (the JSON lines of $(wc -l < "$work/generated.ndjson")), 40 activities, $(($(stat -c %s "$stream") / 1024)) KiB, one thread"
    # The two alternate, run by run, and the ratio is taken per pair: on a
    # shared machine the speed drifts within seconds, and timing all of one
    # tool's runs and then all of the other's measured the drift.
    local jq_s lasim_s pairs=$work/pairs
    wall jq -c . "$stream" > /dev/null; wall "$lasim" bench --threads 1 "$stream" > /dev/null
    for _ in $(seq "$runs"); do
        jq_s=$(wall jq -c . "$stream"); lasim_s=$(wall "$lasim" bench --threads 1 "$stream")
        echo "$jq_s $lasim_s $(echo "$jq_s / $lasim_s" | bc -l)"
    done > "$pairs"
    jq_s=$(cut -d' ' -f1 "$pairs" | median); lasim_s=$(cut -d' ' -f2 "$pairs" | median)
    "$lasim" bench --threads 1 "$stream" | sed 's/^/   /'
    printf '   jq -c .            %8.0f payloads/s (whole process, median of %s)\n' "$(echo "$count / $jq_s" | bc -l)" "$runs"
    printf '   lasim bench FILE   %8.0f payloads/s (whole process: reading, parse, apply, render x4)\n' "$(echo "$count / $lasim_s" | bc -l)"
    printf '   ratio lasim/jq     %8.2f (median of the %s alternated pairs; target >= 1)\n' "$(cut -d' ' -f3 "$pairs" | median)" "$runs"
    printf '   pairs (lasim/jq)   %s\n' "$(cut -d' ' -f3 "$pairs" | xargs printf '%.2f ')"
}

scale() {
    echo "== 2. scale: time per payload with 40 and with 100,000 activities (3 payloads each)"
    local small big us_small us_big
    "$lasim" bench --count 300000 --activities 100000 --write-stream "$work/a100k.ndjson" > /dev/null
    # 40 activities x 3 payloads is too short to time: the same 40 activities over $count payloads.
    "$lasim" bench --count "$count" --activities 40 --write-stream "$work/a40long.ndjson" > /dev/null
    small=$("$lasim" bench --threads 1 "$work/a40long.ndjson")
    big=$("$lasim" bench --threads 1 "$work/a100k.ndjson")
    echo "$small" | sed 's/^/   40 activities:      /'
    echo "$big" | sed 's/^/   100,000 activities: /'
    us_small=$(echo "$small" | field '[0-9]* payloads/s')
    us_big=$(echo "$big" | field '[0-9]* payloads/s')
    printf '   time per payload, 100,000 / 40 activities: %.2f (target <= 2)\n' "$(echo "$us_small / $us_big" | bc -l)"
}

serve() {
    command -v h2load > /dev/null && command -v nginx > /dev/null || { echo "== 3. serve: needs h2load and nginx"; return; }
    local n=${REQUESTS:-100000}
    mkdir -p "$work/nginx"
    cat > "$work/nginx/nginx.conf" <<EOF
worker_processes 2;
daemon off;
pid $work/nginx/nginx.pid;
error_log $work/nginx/error.log;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path $work/nginx;
    server {
        listen 127.0.0.1:${NGINX_PORT:-28080} http2;
        location / { return 200; }
    }
}
EOF
    nginx -c "$work/nginx/nginx.conf" -p "$work/nginx" & pids+=($!)
    "$lasim" serve --listen 127.0.0.1:0 > "$work/serve.out" 2> "$work/serve.err" & pids+=($!)
    for _ in $(seq 100); do grep -q listening "$work/serve.out" 2>/dev/null && break; sleep 0.1; done
    local port payload token
    port=$(grep -o '127.0.0.1:[0-9]*' "$work/serve.out" | head -1 | cut -d: -f2)
    payload=$work/payload.json
    echo '{"aps":{"timestamp":1700000000,"event":"update","content-state":{"status":"InTransit","deliveryProgress":40},"stale-date":1700000900,"relevance-score":100}}' > "$payload"
    token=$(printf 'ab%.0s' $(seq 32))
    local hdr=(-H 'apns-topic: com.example.food.push-type.liveactivity' -H 'apns-push-type: liveactivity' -H 'apns-priority: 5')
    echo "== 3. serve: h2load -n $n -c 50 -m 10 -d payload.json (${#token}-digit token, two threads or workers each side)"
    local l n_rate ratios=()
    for _ in $(seq "$runs"); do
        l=$(h2load -n "$n" -c 50 -m 10 -d "$payload" "${hdr[@]}" "http://127.0.0.1:$port/3/device/$token" | grep -o '[0-9.]* req/s' | head -1 | cut -d' ' -f1)
        n_rate=$(h2load -n "$n" -c 50 -m 10 -d "$payload" "${hdr[@]}" "http://127.0.0.1:${NGINX_PORT:-28080}/3/device/$token" | grep -o '[0-9.]* req/s' | head -1 | cut -d' ' -f1)
        echo "   lasim $l req/s, nginx $n_rate req/s"
        ratios+=("$(echo "$l / $n_rate" | bc -l)")
    done
    printf '   ratio lasim/nginx (median) %.2f (target >= 0.5)\n' "$(printf '%s\n' "${ratios[@]}" | median)"
    echo "== 3b. one connection, one push at a time: h2load -n 5000 -c 1 -m 1"
    for side in lasim nginx; do
        local p=$port; [ $side = nginx ] && p=${NGINX_PORT:-28080}
        h2load -n 5000 -c 1 -m 1 -d "$payload" "${hdr[@]}" --log-file="$work/$side.log" \
            "http://127.0.0.1:$p/3/device/$token" > /dev/null
        cut -f3 "$work/$side.log" | sort -n | awk -v s=$side '{ v[NR] = $1 } END {
            printf "   %-6s p50 %.0f us, p99 %.0f us (%d requests)\n", s, v[int(NR * 0.5)], v[int(NR * 0.99)], NR }'
    done
    echo "   (target: lasim p99 under 1000 us)"
}

demangle() { if command -v swift-demangle > /dev/null; then swift-demangle --simplified; else cat; fi; }

profile() {
    command -v valgrind > /dev/null || { echo "== profile: needs valgrind (apt-get install -y valgrind)"; return; }
    local n=${PROFILE_COUNT:-2000}
    echo "== profile: callgrind, lasim bench --threads 1 on $n payloads, 40 activities"
    "$lasim" bench --count "$n" --activities 40 --write-stream "$work/p.ndjson" > /dev/null
    # The release binary's debug information mixes DWARF 4 (the static Swift
    # runtime) and DWARF 5, which valgrind 3.19 gives up on; symbols are enough.
    objcopy --strip-debug "$lasim" "$work/lasim"
    # Swift seeds its hashing per process: without this the count moves by
    # a percent or two from run to run (dictionary probes differ).
    SWIFT_DETERMINISTIC_HASHING=1 \
    valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "$work/lasim" bench --threads 1 "$work/p.ndjson" \
        2> "$work/cg.err" | sed 's/^/   /'
    grep -o 'refs: *[0-9,]*' "$work/cg.err" | sed 's/^/   instruction /'
    echo "   inclusive, top 25 (callgrind_annotate --inclusive=yes):"
    callgrind_annotate --inclusive=yes "$work/cg.out" > "$work/cg.txt" 2> /dev/null || true
    grep -E '^ *[0-9,]+ \(' "$work/cg.txt" | grep -v 'PROGRAM TOTALS' | sed 's/ \[[^]]*\]$//; s/???://' \
        | sed -n 8,32p | demangle | cut -c1-150 | sed 's/^/   /'
    [ -n "${KEEP_PROFILE:-}" ] && cp "$work/cg.out" "$KEEP_PROFILE" && echo "   kept: $KEEP_PROFILE"
    return 0
}

app() {
    echo "== 4. the app: 1,000 payloads/s piped in over 100 activities (scripts/app-latency.py, in tmux)"
    LASIM=$lasim "$root/scripts/app-latency.py" 1000 5 100 | sed 's/^/   /'
    echo "   (target: on screen within one frame, 33 ms; resident memory under 30 MB)"
}

case $what in
    pipeline) pipeline ;;
    scale) scale ;;
    serve) serve ;;
    app) app ;;
    all) pipeline; scale; serve; app ;;
    profile) profile ;;
    *) echo "usage: scripts/bench.sh [pipeline|scale|serve|app|all|profile]" >&2; exit 2 ;;
esac
