#!/usr/bin/env bash
# The projector demo: builds lasim in release and shows a food order from
# placed to doorstep. No network, no setup.
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product lasim >&2
exec .build/release/lasim render --template order --tz UTC "$@"
