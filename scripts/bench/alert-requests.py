#!/usr/bin/env python3
"""Alert requests a day: runs the whole program (the test build FastClockDashboard) in a
pseudo-terminal against the stand-in API, both on one fast clock, for a simulated day with ten
places (two each in the US, Canada, Germany, Norway and Croatia, the Croatian two on one
MeteoAlarm feed) and counts, from the stand-in's log, the requests each alert service got:
at the first refresh, at each later one and over the day. The figures in docs/alerts.md
("Figures") come from here; the services' stated limits are quoted beside them there.

Builds nothing: expects .build/release/FastClockDashboard (or --binary), e.g.
swift build -c release --static-swift-stdlib --product FastClockDashboard.
Python 3 standard library only; Linux only.

  scripts/bench/alert-requests.py                     # one day in 4 real minutes
  scripts/bench/alert-requests.py --day-seconds 120 --hours 6
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchpty as bench  # noqa: E402  (the pty driver and environment of the other benchmarks)

ROOT = bench.ROOT

# (name, latitude, longitude, timezone, country, alert_area): points the stand-in's recordings
# cover, so every source answers as it would in service.
PLACES = [
    ("Springfield", 39.80, -89.64, "America/Chicago", "US", None),
    ("Duluth", 46.79, -92.10, "America/Chicago", "US", None),
    ("Annapolis Royal", 44.6487, -65.2007, "America/Halifax", "CA", None),
    ("Toronto", 43.6532, -79.3832, "America/Toronto", "CA", None),
    ("Berlin", 52.52, 13.405, "Europe/Berlin", "DE", None),
    ("Potsdam", 52.39, 13.06, "Europe/Berlin", "DE", None),
    ("Sea area A3", 79.0, 5.0, "Arctic/Longyearbyen", "SJ", None),
    ("Longyearbyen", 78.22, 15.65, "Arctic/Longyearbyen", "SJ", None),
    ("Rijeka", 45.33, 14.44, "Europe/Zagreb", "HR", "HR006"),
    ("Zagreb", 45.81, 15.98, "Europe/Zagreb", "HR", "HR002"),
]

SERVICES = [
    ("NWS", lambda p: p.startswith("/alerts/active")),
    ("ECCC", lambda p: p.startswith("/collections/weather-alerts/items")),
    ("DWD warn cell", lambda p: p.startswith("/geoserver/dwd/ows") and "Warngebiete" in p),
    ("DWD warnings", lambda p: p.startswith("/geoserver/dwd/ows") and "Warnungen" in p),
    ("MET Norway", lambda p: p.startswith("/weatherapi/metalerts/")),
    ("MeteoAlarm", lambda p: p.startswith("/api/v1/warnings/feeds-")),
    ("place search", lambda p: p.startswith("/v1/search")),
]


def config_text():
    lines = ["refresh_minutes = 10", ""]
    for name, lat, lon, zone, country, area in PLACES:
        lines += ["[[places]]", f'name = "{name}"', f"latitude = {lat}", f"longitude = {lon}",
                  f'timezone = "{zone}"', f'country = "{country}"']
        if area:
            lines.append(f'alert_area = "{area}"')
        lines.append("")
    return "\n".join(lines)


def refreshes(paths):
    """How many refreshes the run made: every refresh asks MET Norway for the sea area west of
    Svalbard (a forecast refresh can take two forecast requests, the current conditions of some
    places and the whole forecast of others, so those are no count)."""
    return sum(1 for p in paths if p.startswith("/weatherapi/metalerts/") and "lat=79.0000" in p)


def count(paths):
    return {name: sum(1 for p in paths if match(p)) for name, match in SERVICES}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hours", type=float, default=24, help="simulated hours to run")
    parser.add_argument("--day-seconds", type=float, default=240, help="real seconds per simulated day")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "FastClockDashboard"))
    args = parser.parse_args()
    if not os.access(args.binary, os.X_OK):
        sys.exit(f"alert-requests: {args.binary} is missing; build it with "
                 "swift build -c release --static-swift-stdlib --product FastClockDashboard")
    speed = 86400 / args.day_seconds
    clock = f"{time.time():.3f}:{speed:g}"
    workdir = tempfile.mkdtemp(prefix="weathertui-alert-requests-")
    config_dir = os.path.join(workdir, "config", "weathertui")
    os.makedirs(config_dir)
    with open(os.path.join(config_dir, "config.toml"), "w") as f:
        f.write(config_text())
    server, url = bench.start_standin(workdir, ["--clock", clock])
    env = bench.environment(url, workdir, {"WEATHERTUI_FAST_CLOCK": clock, "XDG_STATE_HOME": workdir + "/state"})
    args_list = ["--wire", "json"]
    if subprocess.run(["flatc", "--version"], capture_output=True).returncode == 0:
        args_list = []
    real = args.hours / 24 * args.day_seconds
    print(f"alert-requests: {len(PLACES)} places, {args.hours:g} simulated hours in {real:.0f} s "
          f"({speed:g}x); binary {args.binary}", flush=True)
    term = bench.Terminal(args.binary, args_list, env)
    try:
        if term.wait_for(bench.full_paint, timeout=60) is None:
            sys.exit("alert-requests: no full paint within 60 s")
        deadline = time.monotonic() + real
        while time.monotonic() < deadline and term.status is None:
            term.pump(min(1.0, deadline - time.monotonic()))
            if len(term.output) > 4_000_000:
                del term.output[:-100_000]
                term.chunks.clear()
            term.reap(block=False)
    finally:
        status = term.quit()
        server.kill()
        server.wait()
    with open(os.path.join(workdir, "requests.log")) as f:
        paths = [line.rstrip("\n") for line in f]
    made = refreshes(paths)
    if made < 2:
        sys.exit(f"alert-requests: only {made} refreshes seen; run longer")
    total = count(paths)
    per_day = round(24 * 60 / 10)  # refreshes a day at the configured 10 minutes
    print()
    print(f"{made} refreshes in {args.hours:g} simulated hours; exit status {status}")
    if speed > 9:
        print("note: MeteoAlarm shares a country's feed for 60 real seconds (all places of one refresh); at "
              f"{speed:g}x a 10-minute refresh is {600 / speed:.0f} real seconds, so its feed is shared across "
              "refreshes here: measure it below 10x (--day-seconds 9600 or more)")
    print()
    print(f"| service | this run | a refresh (mean) | a day ({per_day} refreshes) |")
    print("|---|---|---|---|")
    day_total = 0.0
    for name, _ in SERVICES:
        # The warn cells are asked once per place (and again after 30 days), not per refresh.
        once = name == "DWD warn cell"
        mean = total[name] / made
        day = total[name] if once else mean * per_day
        if name != "place search":
            day_total += day
        print(f"| {name} | {total[name]} | {'once' if once else f'{mean:.2f}'} | {day:.0f} |")
    print(f"| all alert services | {sum(total[n] for n, _ in SERVICES if n != 'place search')} | | {day_total:.0f} |")
    sys.exit(0 if status == 0 else 1)


if __name__ == "__main__":
    main()
