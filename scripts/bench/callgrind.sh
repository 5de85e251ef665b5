#!/usr/bin/env bash
# Counts the CPU instructions (callgrind) and heap allocations (memcheck) of ONE decode of the
# weathertui-bench bodies per format, Open-Meteo JSON vs FlatBuffers, into the provider's payloads
# and on into `Weather`. Deterministic, unlike wall time.
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
# weathertui-bench lives in the benchmarks package (Benchmarks/), with a .build of its own.
swift build -c release --package-path Benchmarks --product weathertui-bench >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Debian 12's valgrind 3.19 cannot read the DWARF 5 debug info Swift 6 writes ("unhandled dwarf2
# abbrev form code 0x25", then it gives up); the symbol table is enough to find benchDecodeOnce.
bench="$work/weathertui-bench"
strip --strip-debug -o "$bench" "$(swift build -c release --package-path Benchmarks --show-bin-path)/weathertui-bench"

instructions() {  # $1 = format, $2 = extra bench flag ("" or --weather)
  valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.$1$2" --collect-atstart=no \
    --toggle-collect='*benchDecodeOnce*' "$bench" --once "$1" $2 --places "$places" >/dev/null 2>"$work/callgrind.log"
  callgrind_annotate "$work/callgrind.$1$2" 2>/dev/null | awk '/PROGRAM TOTALS/ && !done { gsub(",", "", $1); print $1; done = 1 }'
}

allocations() {  # $1 = format (or none), $2 = extra bench flag
  valgrind --tool=memcheck --leak-check=no "$bench" --once "$1" $2 --places "$places" >/dev/null 2>"$work/memcheck.log"
  sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' "$work/memcheck.log" | tr -d ','
}

base_allocs="$(allocations none "")"
printf 'One decode of %s places (weathertui-bench bodies)\n' "$places"
for target in payloads Weather; do
  flag=""
  [[ "$target" == "Weather" ]] && flag="--weather"
  json_ir="$(instructions json "$flag")"
  flat_ir="$(instructions flatbuffers "$flag")"
  json_allocs=$(( $(allocations json "$flag") - base_allocs ))
  flat_allocs=$(( $(allocations flatbuffers "$flag") - base_allocs ))
  printf '  %-24s %13s instructions %9s heap allocations\n' "JSON → $target" "$json_ir" "$json_allocs"
  printf '  %-24s %13s instructions %9s heap allocations\n' "FlatBuffers → $target" "$flat_ir" "$flat_allocs"
  awk -v j="$json_ir" -v f="$flat_ir" -v t="$target" \
    'BEGIN { if (f > 0) printf "  into %s, JSON needs %.1f× the instructions of FlatBuffers\n", t, j / f }'
done
