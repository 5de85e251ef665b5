#!/usr/bin/env python3
"""Soak: a week on a wall display, in minutes. Runs the whole program, release-built, in a
pseudo-terminal against the stand-in API with both on one fast clock (the test build
FastClockDashboard, which is weathertui with WEATHERTUI_FAST_CLOCK=ORIGIN:SPEED, and the
stand-in's --clock ORIGIN:SPEED; the installed weathertui has no such switch), so every minute
tick, 10-minute refresh, retry and backoff of a simulated week really happens: real HTTP, real
decoding, real drawing. Each simulated hour opens with a network fault, cycling through HTTP 500,
429, a garbage 200, a truncated body and a closed connection, and once a day a hang past the
client's timeout.

Prints, once per simulated day: memory of the process tree (the program and any process it
starts; scripts/bench/benchpty.py): Pss, Private_Dirty, VmRSS and RssAnon; the program's open
file descriptors and threads; forecast requests and faults served so far; then the growth from
the end of day 1 to the end (after warm-up: the first day pages in libcurl and fills the caches) and whether the
program survived and quit cleanly. Exits 1 if it crashed or did not quit with status 0; the
figures themselves are reported, not judged (a benchmark, not a timed test).

Builds nothing: expects .build/release/FastClockDashboard
(swift build -c release --static-swift-stdlib --product FastClockDashboard).
Python 3 standard library only; Linux only (/proc).

  scripts/bench/soak.py                          # 7 days, 2 real minutes each: about 15 minutes
  scripts/bench/soak.py --days 1 --day-seconds 60
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchpty as bench  # noqa: E402  (the pty driver and environment of the other benchmarks)

ROOT = bench.ROOT


def sample(term, workdir, url):
    """One reading of the process and of the stand-in's counters."""
    status = {}
    with open(f"/proc/{term.pid}/status") as f:
        for line in f:
            key, _, value = line.partition(":")
            status[key] = value.split()[0] if value.split() else ""
    with open(os.path.join(workdir, "requests.log")) as f:
        forecasts = sum(1 for line in f if line.startswith("/v1/forecast") and "current=" in line)
    with urllib.request.urlopen(url + "/control/faults", timeout=5) as answer:
        faults = json.load(answer)["served"]
    memory = term.memory()
    return {
        "pss": memory["pss_kb"], "dirty": memory["private_dirty_kb"], "rss": memory["rss_kb"],
        "anon": memory["rss_anon_kb"], "threads": int(status["Threads"]),
        "fds": len(os.listdir(f"/proc/{term.pid}/fd")), "forecasts": forecasts, "faults": faults,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--days", type=int, default=7)
    parser.add_argument("--day-seconds", type=float, default=120, help="real seconds per simulated day")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "FastClockDashboard"))
    args = parser.parse_args()
    if not os.access(args.binary, os.X_OK):
        sys.exit(f"soak: {args.binary} is missing; build it with "
                 "swift build -c release --static-swift-stdlib --product FastClockDashboard")

    speed = 86400 / args.day_seconds
    origin = time.time()
    clock = f"{origin:.3f}:{speed:g}"
    workdir = tempfile.mkdtemp(prefix="weathertui-soak-")
    server, url = bench.start_standin(workdir, ["--clock", clock, "--fault-every", "3600", "--fault-seconds", "600"])
    env = bench.environment(url, workdir, {"WEATHERTUI_FAST_CLOCK": clock, "XDG_STATE_HOME": workdir + "/state"})
    places = ["--wire", "json", "-l", "52.52,13.41", "-l", "-42.88,147.33"]
    if subprocess.run(["flatc", "--version"], capture_output=True).returncode == 0:
        places = places[2:]  # the default wire, FlatBuffers, where the stand-in can build it
    print(f"soak: {args.days} simulated days, {args.day_seconds:g} s each ({speed:g}x), "
          f"a fault in the first 10 minutes of every hour; binary {args.binary}", flush=True)

    term = bench.Terminal(args.binary, places, env)
    crashed = None
    rows = []
    try:
        if term.wait_for(bench.full_paint, timeout=30) is None:
            crashed = "no full paint within 30 s"
        else:
            term.settle(quiet=0.5, limit=5)
            rows.append(("start", sample(term, workdir, url)))
            for day in range(1, args.days + 1):
                deadline = time.monotonic() + args.day_seconds
                while time.monotonic() < deadline and term.status is None:
                    term.pump(min(1.0, deadline - time.monotonic()))
                    # Keep the captured output bounded over a week of frames.
                    if len(term.output) > 4_000_000:
                        del term.output[:-100_000]
                        term.chunks.clear()
                    term.reap(block=False)
                if term.status is not None:
                    crashed = f"the program ended on day {day} with status {term.status}"
                    break
                rows.append((f"day {day}", sample(term, workdir, url)))
                row = rows[-1][1]
                print(f"  day {day}: Pss {row['pss'] / 1024:.1f} MB, Private_Dirty {row['dirty'] / 1024:.1f} MB, "
                      f"VmRSS {row['rss'] / 1024:.1f} MB, RssAnon {row['anon'] / 1024:.1f} MB, "
                      f"{row['fds']} fds, {row['threads']} threads, {row['forecasts']} forecast requests, "
                      f"{row['faults']} faults", flush=True)
    finally:
        status = term.quit()
        server.kill()
        server.wait()
    report(rows, crashed, status, args)
    sys.exit(0 if crashed is None and status == 0 else 1)


def report(rows, crashed, status, args):
    print()
    print("| reading | Pss | Private_Dirty | VmRSS | RssAnon | fds | threads | forecast requests | faults served |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name, row in rows:
        print(f"| {name} | {row['pss'] / 1024:.1f} MB | {row['dirty'] / 1024:.1f} MB | {row['rss'] / 1024:.1f} MB | "
              f"{row['anon'] / 1024:.1f} MB | {row['fds']} | "
              f"{row['threads']} | {row['forecasts']} | {row['faults']} |")
    days = [row for name, row in rows if name.startswith("day")]
    if len(days) >= 2:
        first, last = days[0], days[-1]
        print()
        print(f"after day 1 to the end ({len(days) - 1} days): Pss {(last['pss'] - first['pss']) / 1024:+.2f} MB, "
              f"Private_Dirty {(last['dirty'] - first['dirty']) / 1024:+.2f} MB, "
              f"VmRSS {(last['rss'] - first['rss']) / 1024:+.2f} MB, "
              f"RssAnon {(last['anon'] - first['anon']) / 1024:+.2f} MB, fds {min(d['fds'] for d in days)}–"
              f"{max(d['fds'] for d in days)}, threads {min(d['threads'] for d in days)}–"
              f"{max(d['threads'] for d in days)}")
    print(f"crash: {crashed or 'none'}; quit with q: exit status {status}")


if __name__ == "__main__":
    main()
