#!/usr/bin/env bash
# Runs h2spec (the HTTP/2 conformance suite, RFC 7540/9113 and HPACK)
# against `lasim serve` on a free loopback port, twice: HTTP/2 with prior
# knowledge (h2c) and HTTP/2 over TLS (ALPN h2, a throwaway self-signed
# certificate). Prints a closing line `h2spec: N passed, N failed` and exits 1
# on any failure, 2 when it cannot run, 77 when there is no h2spec binary.
#
# h2spec is not in Debian or PyPI: it is built from its source (Go, GOPATH
# mode, with Debian's golang-* packages; CONTRIBUTING.md says how). The
# binary is taken from $H2SPEC, else tools/h2spec beside the clone (or
# /work/tools/h2spec), else PATH. LASIM=path picks the lasim binary
# (default: the release build).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
lasim=${LASIM:-$root/.build/release/lasim}

h2spec=${H2SPEC:-}
if [ -z "$h2spec" ]; then
  for candidate in "$root/../tools/h2spec" /work/tools/h2spec "$(command -v h2spec || true)"; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then h2spec=$candidate; break; fi
  done
fi
if [ -z "$h2spec" ] || [ ! -x "$h2spec" ]; then
  echo "h2spec.sh: no h2spec binary (set H2SPEC, or build it into /work/tools/h2spec)" >&2
  exit 77
fi
[ -x "$lasim" ] || { echo "h2spec.sh: no lasim binary at $lasim (swift build -c release --product lasim)" >&2; exit 2; }
command -v openssl > /dev/null || { echo "h2spec.sh: needs openssl for the TLS run" >&2; exit 2; }

work=$(mktemp -d)
server=
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2> /dev/null || true; wait "$server" 2> /dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# Starts `lasim serve` on 127.0.0.1 with a port the kernel picks; sets $port.
start() {
  "$lasim" serve --listen 127.0.0.1:0 "$@" > "$work/serve.out" 2> "$work/serve.err" &
  server=$!
  port=
  for _ in $(seq 100); do
    port=$(grep -o '127\.0\.0\.1:[0-9]*' "$work/serve.out" 2> /dev/null | head -1 | cut -d: -f2 || true)
    [ -n "$port" ] && return 0
    kill -0 "$server" 2> /dev/null || break
    sleep 0.1
  done
  echo "h2spec.sh: lasim serve did not start:" >&2
  cat "$work/serve.err" >&2
  exit 2
}

stop() { kill "$server" 2> /dev/null || true; wait "$server" 2> /dev/null || true; server=; }

passed=0
failed=0
summary=()
# Runs h2spec once against the server started last; adds up its counts.
run() {
  local mode=$1; shift
  local log=$work/h2spec-$mode.log line p f
  "$h2spec" -h 127.0.0.1 -p "$port" -o 2 "$@" > "$log" 2>&1 || true
  # h2spec's own summary: "146 tests, 146 passed, 0 skipped, 0 failed".
  line=$(grep -E '^[0-9]+ tests, [0-9]+ passed' "$log" | tail -1 || true)
  if [ -z "$line" ]; then
    echo "h2spec.sh: h2spec ($mode) printed no summary:" >&2
    tail -20 "$log" >&2
    failed=$((failed + 1))
    summary+=("$mode: no summary")
    return
  fi
  p=$(echo "$line" | grep -o '[0-9]* passed' | cut -d' ' -f1)
  f=$(echo "$line" | grep -o '[0-9]* failed' | cut -d' ' -f1)
  passed=$((passed + p)); failed=$((failed + f))
  summary+=("$mode: $p passed, $f failed")
  if [ "$f" != 0 ]; then
    echo "== h2spec ($mode) failures:"
    sed -n '/^Failures:/,$p' "$log"
  fi
}

start
run h2c
stop

openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1 \
  -keyout "$work/key.pem" -out "$work/cert.pem" > /dev/null 2>&1
start --tls-cert "$work/cert.pem" --tls-key "$work/key.pem"
run tls -t -k
stop

echo "h2spec (${summary[*]})"
echo "h2spec: $passed passed, $failed failed"
[ "$failed" = 0 ]
