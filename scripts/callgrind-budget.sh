#!/usr/bin/env bash
# Holds the pipeline to an instruction budget: `scripts/bench.sh profile`
# (callgrind, lasim bench --threads 1 on 2,000 generated payloads) on the
# release build, compared with the number in scripts/callgrind-budget.txt.
# Instructions, not time: callgrind counts the same on every run (hashing is
# made deterministic), so a shared CI machine can judge a change on one run.
# Prints measured against budget; exits 1 over budget, 2 when it cannot measure.
# A change that makes the pipeline faster lowers the budget in the same
# commit (about 5% above the new count), so the gain is kept.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
budget=$(grep -v '^#' "$root/scripts/callgrind-budget.txt" | grep -o '[0-9]*' | head -1)
command -v valgrind > /dev/null || { echo "callgrind budget: needs valgrind (apt-get install valgrind; scripts/install-deps.sh ci installs it)" >&2; exit 2; }
out=$("$root/scripts/bench.sh" profile)
measured=$(echo "$out" | grep -o 'refs: *[0-9,]*' | head -1 | grep -o '[0-9,]*$' | tr -d ,)
if [ -z "$measured" ]; then
  echo "$out" >&2
  echo "callgrind budget: no instruction count in scripts/bench.sh profile's output" >&2
  exit 2
fi
awk -v m="$measured" -v b="$budget" 'BEGIN {
  printf "callgrind budget: %.1f M instructions measured, budget %.1f M (%+.1f%%)\n", m / 1e6, b / 1e6, (m - b) * 100 / b }'
if [ "$measured" -gt "$budget" ]; then
  echo "$out" | sed -n '/inclusive, top 25/,$p'
  echo "callgrind budget: over budget by $((measured - budget)) instructions: find what costs more (the inclusive list above), or raise scripts/callgrind-budget.txt with the reason in the commit message" >&2
  exit 1
fi
