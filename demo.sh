#!/usr/bin/env bash
# The projector demo: builds lasim (release) and plays a food order from
# placed to doorstep into the app, in the projector view, looping until q.
# No network, no setup: what the build and tests need is installed first
# when missing (scripts/install-deps.sh). Extra arguments go to the app
# (e.g. --appearance dark).
set -euo pipefail
cd "$(dirname "$0")"
scripts/install-deps.sh demo
lasim=.build/release/lasim
# A no-op release build still takes seconds on a blank screen: skip it when
# the binary is newer than everything it is built from.
if [ -x "$lasim" ] && [ -z "$(find Package.swift Sources Templates Themes -newer "$lasim" -print -quit)" ]; then
  :
else
  echo "demo: building lasim (release); the first build takes a few minutes..." >&2
  swift build -c release --product lasim >&2
fi
# The scenario runs 10x faster than real time, and so does the app's clock.
exec 3< <("$lasim" scenario play order --speed 10 --loop)
player=$!
trap 'kill "$player" 2>/dev/null || true' EXIT
"$lasim" --projector --speed 10 "$@" <&3
