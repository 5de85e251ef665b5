#!/usr/bin/env bash
# N places (default 20) from an empty cache with Open-Meteo's free-tier limits, against the
# stand-in API limiting like the real server: time until every forecast is in, until the first
# climate record, a new place's forecast while the climate load waits for the minute, and when
# the refresh plan expects every record (weathertui-bench --plan-cold, release build).
#
#   scripts/bench/plan-cold.sh [--places N]
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
places=20
if [[ "${1:-}" == "--places" && -n "${2:-}" ]]; then places="$2"; fi

cd "$root"
swift build -c release --package-path Benchmarks --product weathertui-bench >/dev/null
bench="$(swift build -c release --package-path Benchmarks --show-bin-path)/weathertui-bench"
work="$(mktemp -d)"
pid=""
cleanup() {
  [[ -n "$pid" ]] && kill "$pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

# A fresh stand-in per wire: its minute's count, like the real server's, would carry over.
for wire in flatbuffers json; do
  rm -f "$work/port"
  python3 scripts/standin-api.py --port-file "$work/port" --limits 600,5000,10000 2>/dev/null &
  pid=$!
  for _ in $(seq 100); do [[ -s "$work/port" ]] && break; sleep 0.1; done
  [[ -s "$work/port" ]] || { echo "plan-cold.sh: the stand-in did not start" >&2; exit 1; }
  echo "wire $wire"
  "$bench" --plan-cold "http://127.0.0.1:$(cat "$work/port")" --places "$places" --wire "$wire"
  kill "$pid" 2>/dev/null || true
  pid=""
done
