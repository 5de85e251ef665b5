#!/usr/bin/env python3
"""Overview benchmark: what the overview of all places costs beside the one-place dashboard.

For 6 and for 12 places, starts the release binary twice side by side in 200x50 pseudo-terminals
against the local stand-in API (scripts/standin-api.py), one on a place (the default) and one on
the overview (--overview), and prints from one run, so the machine's noise is shared:

  1. bytes written during one idle minute that spans a clock-minute boundary, both windows at
     once (the issue's figure: an overview minute writes no more than a detail minute)
  2. CPU of the process tree over that minute
  3. one data refresh (the `r` key): bytes written, CPU of the tree from the key until the
     screen is quiet, and the tree's Pss / Private_Dirty once it has settled

The program's Open-Meteo budget is lifted (WEATHERTUI_OPEN_METEO_LIMITS=off; the stand-in runs
without limits), so a refresh never waits for the minute's allowance. Memory and CPU are the
whole process tree's (scripts/bench/benchpty.py says what is counted).

Builds nothing: expects .build/release/weathertui (swift build -c release --static-swift-stdlib
--product weathertui). Python 3 standard library only; Linux only (/proc). Exits 0 whatever the
figures: it is a benchmark, not a test.

  scripts/bench/overview-bench.py [--binary PATH]
"""
import argparse
import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchpty import (ROOT, Terminal, environment, measure_refresh, printable, pump_all, start_standin,  # noqa: E402
                      warm_cache)

# Stand-in places (scripts/standin-api.py's PLACES), in Europe, the Americas, the Arctic and
# the southern hemisphere, with and without alerts.
PLACES = ["Berlin", "Hobart", "Reykjavík", "Tucson", "Duluth", "Banja Luka", "Vienna", "Tromsø", "Assen",
          "Rijeka", "Longyearbyen", "São Paulo"]
CREDIT = "Open-Meteo.com"


def painted(marker):
    """The first full screen: the footer credit and `marker` (a pane only a full paint draws)."""
    return lambda output: CREDIT in printable(output) and marker in printable(output)


def start(binary, args, env, marker):
    term = Terminal(binary, args, env)
    if term.wait_for(painted(marker), timeout=30) is None:
        term.quit()
        sys.exit("overview-bench: no full paint within 30 s; output so far:\n" + printable(term.output)[-400:])
    # The air and the climate come after the weather: wait until nothing more arrives.
    term.settle(quiet=3.0, limit=60)
    return term


def wait_until_mid_minute(terms):
    second = time.time() % 60
    wait = 0 if 5 <= second <= 55 else ((65 - second) % 60)
    if wait:
        pump_all(terms, wait)


def measure(binary, count, env, workdir):
    args = [arg for name in PLACES[:count] for arg in ("-l", name)]
    warm_cache(binary, args, env)
    detail = start(binary, args, env, "10 days")
    overview = start(binary, args + ["--overview"], env, "All places")
    terms = {"detail": detail, "overview": overview}
    figures = {name: {} for name in terms}

    wait_until_mid_minute(list(terms.values()))
    before = {name: (len(t.output), t.cpu_ns()) for name, t in terms.items()}
    pump_all(list(terms.values()), 60.0)
    for name, term in terms.items():
        figures[name]["idle_bytes"] = len(term.output) - before[name][0]
        figures[name]["idle_cpu_ms"] = (term.cpu_ns() - before[name][1]) / 1e6

    log = os.path.join(workdir, "requests.log")
    for name, term in terms.items():
        term.settle(quiet=1.0, limit=10)
        refresh = measure_refresh(term, log)
        if "error" in refresh:
            sys.exit(f"overview-bench: the refresh (r) on the {name} failed: {refresh['error']}")
        figures[name]["refresh"] = refresh
    for term in terms.values():
        term.quit()
    return figures


def report(results):
    print("overview-bench: the overview of all places beside one place, 200x50, release build")
    print(f"{'':28}{'detail':>14}{'overview':>14}{'overview / detail':>20}")
    for count, figures in results.items():
        d, o = figures["detail"], figures["overview"]
        rows = [
            ("idle minute, bytes", d["idle_bytes"], o["idle_bytes"], "{:.0f} B"),
            ("idle minute, CPU", d["idle_cpu_ms"], o["idle_cpu_ms"], "{:.1f} ms"),
            ("refresh (r), bytes", d["refresh"]["bytes"], o["refresh"]["bytes"], "{:.0f} B"),
            ("refresh (r), CPU", d["refresh"]["cpu_ms"], o["refresh"]["cpu_ms"], "{:.1f} ms"),
            ("after it: Pss", d["refresh"]["after"]["pss_kb"] / 1024, o["refresh"]["after"]["pss_kb"] / 1024,
             "{:.1f} MB"),
            ("after it: Private_Dirty", d["refresh"]["after"]["private_dirty_kb"] / 1024,
             o["refresh"]["after"]["private_dirty_kb"] / 1024, "{:.1f} MB"),
        ]
        print(f"{count} places")
        for label, a, b, form in rows:
            ratio = f"{b / a:.2f}x" if a else "-"
            print(f"  {label:26}{form.format(a):>14}{form.format(b):>14}{ratio:>20}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "weathertui"),
                        help="the weathertui executable (default: .build/release/weathertui)")
    args = parser.parse_args()
    if not os.access(args.binary, os.X_OK):
        sys.exit(f"overview-bench: {args.binary} is missing; build it first with "
                 "`swift build -c release --static-swift-stdlib --product weathertui`")
    results = {}
    with tempfile.TemporaryDirectory(prefix="weathertui-overview-bench-") as workdir:
        server, url = start_standin(workdir, ("--limits", "0,0,0"))
        try:
            env = environment(url, workdir, {"WEATHERTUI_OPEN_METEO_LIMITS": "off"})
            for count in (6, 12):
                print(f"measuring {count} places: an idle minute and one refresh, side by side ...",
                      file=sys.stderr, flush=True)
                results[count] = measure(args.binary, count, env, workdir)
        finally:
            server.terminate()
            server.wait()
    report(results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
