#!/usr/bin/env bash
# The climate of 100 places from an empty cache, against the stand-in API, both wires: wall time
# and CPU time of the client (weathertui-bench --climate-cold, release build), requests the
# stand-in served and refused. Two budgets per wire:
#   standard   Open-Meteo's limits and our 8,000-call day, as the app runs: the places the hour
#              allows get normals, the rest are deferred; the stand-in limits like the real server
#   unlimited  every place at once (the stand-in's limits off), to time the whole path for 100
#
#   scripts/bench/climate-cold.sh [--places N]    (default 100)
#
# The stand-in keeps the bodies it built (flatc compiles the FlatBuffers): each run is preceded
# by an untimed one with the same places, so the figures are the client's, not the script's.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
places=100
if [[ "${1:-}" == "--places" && -n "${2:-}" ]]; then places="$2"; fi

cd "$root"
# weathertui-bench lives in the benchmarks package (Benchmarks/), with a .build of its own.
swift build -c release --package-path Benchmarks --product weathertui-bench >/dev/null
bench="$(swift build -c release --package-path Benchmarks --show-bin-path)/weathertui-bench"
work="$(mktemp -d)"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

# start NAME LIMITS: a stand-in on a free port; prints its base URL.
start() {
  python3 scripts/standin-api.py --port-file "$work/$1.port" --limits "$2" 2>/dev/null &
  pids+=($!)
  for _ in $(seq 100); do [[ -s "$work/$1.port" ]] && break; sleep 0.1; done
  [[ -s "$work/$1.port" ]] || { echo "climate-cold.sh: the stand-in did not start" >&2; exit 1; }
}
start limited 600,5000,10000
start open 0,0,0
url() { echo "http://127.0.0.1:$(cat "$work/$1.port")"; }
usage() { curl -s "$(url "$1")/control/usage"; }
field() { python3 -c 'import json,sys; print(int(json.loads(sys.argv[1])[sys.argv[2]]))' "$1" "$2"; }

echo "Climate of $places places from an empty cache against the stand-in (release build, $(nproc) cores)"
printf '%-12s %-10s %9s %9s %7s %9s %9s %8s\n' wire budget requests refused loaded deferred wall cpu
for wire in flatbuffers json; do
  for budget in standard unlimited; do
    if [[ "$budget" == standard ]]; then server=limited; extra=(); else server=open; extra=(--unlimited); fi
    # Untimed: fills the stand-in's body cache; then its counts start again from zero.
    "$bench" --climate-cold "$(url $server)" --places "$places" --wire "$wire" "${extra[@]}" >/dev/null
    curl -s "$(url $server)/control/reset-usage" >/dev/null
    line="$("$bench" --climate-cold "$(url $server)" --places "$places" --wire "$wire" "${extra[@]}")"
    served="$(usage $server)"
    read -r _ _ _ loaded _ deferred _ failed _ wall _ _ cpu _ <<<"$line"
    printf '%-12s %-10s %9s %9s %7s %9s %8ss %8ss\n' "$wire" "$budget" "$(field "$served" requests)" \
      "$(field "$served" refused)" "$loaded" "$deferred" "$wall" "$cpu"
    [[ "$failed" == 0 ]] || echo "  $line"
    curl -s "$(url $server)/control/reset-usage" >/dev/null
  done
done
