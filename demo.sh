#!/usr/bin/env bash
# The projector demo: builds lasim (release) and plays a food order from
# placed to doorstep into the app, in the projector view, looping until q.
# No network, no setup. Extra arguments go to the app (e.g. --appearance dark).
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product lasim >&2
lasim=.build/release/lasim
# The scenario runs 10x faster than real time, and so does the app's clock.
exec 3< <("$lasim" scenario play order --speed 10 --loop)
player=$!
trap 'kill "$player" 2>/dev/null || true' EXIT
"$lasim" --projector --speed 10 "$@" <&3
