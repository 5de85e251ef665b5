#!/usr/bin/env bash
# Counts the CPU instructions (callgrind) and heap allocations (memcheck) of ONE decode of the
# weathertui-bench bodies per format: Open-Meteo JSON vs FlatBuffers. Deterministic, unlike time.
#
#   scripts/bench/callgrind.sh [--places N]     (default 10 places, as in the bench report)
#
# callgrind collects only inside `benchDecodeOnce`, so building the bodies is not counted;
# allocations are memcheck's "total heap usage" of `--once FORMAT` minus that of `--once none`.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
places=10
if [[ "${1:-}" == "--places" && -n "${2:-}" ]]; then places="$2"; fi

if ! command -v valgrind >/dev/null 2>&1; then
  echo "callgrind.sh: installing valgrind"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null
fi

cd "$root"
swift build -c release --product weathertui-bench >/dev/null
bench="$(swift build -c release --show-bin-path)/weathertui-bench"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

instructions() {  # $1 = format
  valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.$1" --collect-atstart=no \
    --toggle-collect='*benchDecodeOnce*' "$bench" --once "$1" --places "$places" >/dev/null 2>"$work/callgrind.$1.log"
  callgrind_annotate "$work/callgrind.$1" 2>/dev/null | awk '/PROGRAM TOTALS/ && !done { gsub(",", "", $1); print $1; done = 1 }'
}

allocations() {  # $1 = format (or none)
  valgrind --tool=memcheck --leak-check=no "$bench" --once "$1" --places "$places" >/dev/null 2>"$work/memcheck.$1.log"
  sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' "$work/memcheck.$1.log" | tr -d ','
}

json_ir="$(instructions json)"
flat_ir="$(instructions flatbuffers)"
base_allocs="$(allocations none)"
json_allocs=$(( $(allocations json) - base_allocs ))
flat_allocs=$(( $(allocations flatbuffers) - base_allocs ))

printf 'One decode of %s places (weathertui-bench bodies)\n' "$places"
printf '  %-12s %15s instructions %10s heap allocations\n' "JSON" "$json_ir" "$json_allocs"
printf '  %-12s %15s instructions %10s heap allocations\n' "FlatBuffers" "$flat_ir" "$flat_allocs"
awk -v j="$json_ir" -v f="$flat_ir" 'BEGIN { if (f > 0) printf "  JSON needs %.1f× the instructions of FlatBuffers\n", j / f }'
