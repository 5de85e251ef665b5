#!/usr/bin/env bash
# Proves the FlatBuffers reader against genuine tools, then runs the FlatBuffers tests.
#
#  1. installs Debian's flatc and PyPI's official openmeteo-sdk reader if missing (quiet if present);
#  2. regenerates the project's own fixture with flatc and requires it byte-identical to the
#     committed Tests/WeatherProvidersTests/Fixtures/FlatBuffers/forecast_2places.flatbuffers.bin;
#  3. dumps that body, the air-quality message and, when the shared folder holds it, the recorded
#     body (../shared/fixtures/open-meteo-sdk, or under WEATHERTUI_SHARED_DIR) with the official
#     Python reader;
#  4. runs `swift test --filter FlatBuffers` with WEATHERTUI_FLATBUFFERS_CROSSCHECK_DIR set, so
#     FlatBuffersCrosscheckTests compares our decoder with the official one value by value.
# Extra arguments go to `swift test` (e.g. --skip-build).
# With --prepare DIR it stops after step 3, leaving the dumps in DIR for a caller that runs the
# whole test suite with WEATHERTUI_FLATBUFFERS_CROSSCHECK_DIR=DIR (scripts/test does).
set -euo pipefail

prepare=""
if [[ "${1:-}" == "--prepare" ]]; then
  prepare="${2:?--prepare needs a directory}"
  shift 2
fi

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
schema="$root/scripts/flatbuffers/open-meteo-sdk/weather_api.fbs"
shared="${WEATHERTUI_SHARED_DIR:-$root/../shared}"
recorded="$shared/fixtures/open-meteo-sdk/forecast_2locations_hourly_temperature_2m.flatbuffers.bin"
fixtures="$root/Tests/WeatherProvidersTests/Fixtures/FlatBuffers"
# The official reader lives in scripts/bootstrap's private venv when that ran; else plain python3.
venv="${WEATHERTUI_VENV:-$HOME/.cache/weathertui-test-venv}"
if [[ -n "${PYTHON:-}" ]]; then
  python="$PYTHON"
elif [[ -x "$venv/bin/python" ]]; then
  python="$venv/bin/python"
else
  python=python3
fi

# MARK: - Tools
if ! command -v flatc >/dev/null 2>&1; then
  echo "run-crosscheck.sh: installing flatbuffers-compiler (flatc)"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq flatbuffers-compiler >/dev/null
fi
if ! "$python" -c 'import openmeteo_sdk' >/dev/null 2>&1; then
  echo "run-crosscheck.sh: installing openmeteo-sdk (official Python reader)"
  "$python" -m pip install --quiet --disable-pip-version-check openmeteo-sdk
fi

# MARK: - Genuine messages
if [[ -n "$prepare" ]]; then
  work="$prepare"
  mkdir -p "$work"
else
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
fi
"$python" "$root/scripts/flatbuffers/make_fixture.py" "$work" --schema "$schema"
if ! cmp -s "$work/forecast_2places.flatbuffers.bin" "$fixtures/forecast_2places.flatbuffers.bin" \
  || ! cmp -s "$work/forecast_2places.json" "$fixtures/forecast_2places.json" \
  || ! cmp -s "$work/repeated_variable.flatbuffers.bin" "$fixtures/repeated_variable.flatbuffers.bin"; then
  echo "run-crosscheck.sh: the committed fixture differs from what make_fixture.py + flatc produce;" \
    "regenerate it: python3 scripts/flatbuffers/make_fixture.py $fixtures" >&2
  exit 1
fi
"$python" "$root/scripts/flatbuffers/crosscheck.py" "$work/forecast_2places.flatbuffers.bin" "$work/forecast_2places.sdk.json"
# Without it FlatBuffersCrosscheckTests shows the recorded body's comparison as skipped, naming it.
if [[ -f "$recorded" ]]; then
  cp "$recorded" "$work/recorded.flatbuffers.bin"
  "$python" "$root/scripts/flatbuffers/crosscheck.py" "$recorded" "$work/recorded.sdk.json"
fi
# The air-quality message flatc built from two real JSON answers (Tests/.../Fixtures/AirQuality).
air="$root/Tests/WeatherProvidersTests/Fixtures/AirQuality/air_brno_new_york.flatbuffers.bin"
cp "$air" "$work/air_brno_new_york.flatbuffers.bin"
"$python" "$root/scripts/flatbuffers/crosscheck.py" "$air" "$work/air_brno_new_york.sdk.json"

# MARK: - Swift tests against the official reader's dump
if [[ -n "$prepare" ]]; then
  echo "run-crosscheck.sh: official-reader dumps ready in $work"
  exit 0
fi
export WEATHERTUI_FLATBUFFERS_CROSSCHECK_DIR="$work"
cd "$root"
swift test --filter FlatBuffers "$@"
