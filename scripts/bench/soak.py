#!/usr/bin/env python3
"""Soak: a week on a wall display, in minutes. Runs the whole program, release-built, in a
pseudo-terminal against the stand-in API with both on one fast clock (the test build
FastClockDashboard, which is weathertui with WEATHERTUI_FAST_CLOCK=ORIGIN:SPEED, and the
stand-in's --clock ORIGIN:SPEED; the installed weathertui has no such switch), so every minute
tick, 10-minute refresh, retry and backoff of a simulated week really happens: real HTTP, real
decoding, real drawing. Each simulated hour opens with a network fault, cycling through HTTP 500,
429, a garbage 200, a truncated body and a closed connection, and once a day a hang past the
client's timeout. Three places rotate every 10 simulated minutes (cycle_seconds), and quiet hours
(22:00-07:00 on the simulated clock, TZ=UTC) dim the screen every night, as on a wall display.

Prints, once per simulated day: memory of the process tree (the program and any process it
starts; scripts/bench/benchpty.py): Pss, Private_Dirty, VmRSS and RssAnon; the program's open
file descriptors and threads (and the fewest and most seen in the day, read every second);
forecast requests and faults served so far; the places shown and the quiet hours seen that day;
then the growth from the end of day 1 (after warm-up: the first day pages in libcurl and fills
the caches) to the end, and whether the program survived and quit cleanly.

Exits 1 if the program crashed or did not quit with status 0; with --check (CI's short form),
also when it did not end where it started: more descriptors or threads at the fewest in the
last day than at the most in the first (a leak raises the floor; connections in flight come and
go), heap and stacks (RssAnon) grown by more than --anon-growth MB from the end of day 1, or no rotation
or quiet hours seen in a day.

Builds nothing: expects .build/release/FastClockDashboard
(swift build -c release --static-swift-stdlib --product FastClockDashboard).
Python 3 standard library only; Linux only (/proc).

  scripts/bench/soak.py                          # 7 days, 2 real minutes each: about 15 minutes
  scripts/bench/soak.py --days 2 --day-seconds 60 --check      # what CI runs
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


PLACES = [("Berlin", "52.52,13.41"), ("Hobart", "-42.88,147.33"), ("Tucson", "32.22,-110.93")]
QUIET = "22:00-07:00"


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


def span(pair):
    """'14–20': the fewest and the most seen."""
    return f"{pair[0]}–{pair[1]}"


def counts(pid):
    """The program's open descriptors and threads now (None once it has gone)."""
    try:
        with open(f"/proc/{pid}/status") as f:
            threads = next(int(line.split()[1]) for line in f if line.startswith("Threads:"))
        return len(os.listdir(f"/proc/{pid}/fd")), threads
    except (OSError, StopIteration):
        return None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--days", type=int, default=7)
    parser.add_argument("--day-seconds", type=float, default=120, help="real seconds per simulated day")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "FastClockDashboard"))
    parser.add_argument("--check", action="store_true",
                        help="fail unless descriptors, threads and memory end where day 1 left them")
    parser.add_argument("--anon-growth", type=float, default=1.0,
                        help="MB of heap and stacks (RssAnon) the run may grow after day 1 under --check")
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
    # The wall display's settings: the places rotate, the nights are quiet.
    os.makedirs(os.path.join(workdir, "config", "weathertui"), exist_ok=True)
    with open(os.path.join(workdir, "config", "weathertui", "config.toml"), "w") as f:
        f.write(f'cycle_seconds = 600\nquiet_hours = "{QUIET}"\n')
    places = ["--wire", "json"]
    for _, coordinates in PLACES:
        places += ["-l", coordinates]
    if subprocess.run(["flatc", "--version"], capture_output=True).returncode == 0:
        places = places[2:]  # the default wire, FlatBuffers, where the stand-in can build it
    print(f"soak: {args.days} simulated days, {args.day_seconds:g} s each ({speed:g}x), "
          f"a fault in the first 10 minutes of every hour, {len(PLACES)} places rotating every 10 minutes, "
          f"quiet hours {QUIET}; binary {args.binary}", flush=True)

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
                fds_seen, threads_seen = [], []
                shown, quiet = set(), False
                while time.monotonic() < deadline and term.status is None:
                    data = term.pump(min(1.0, deadline - time.monotonic()))
                    text = bench.printable(data)
                    shown |= {name for name, coordinates in PLACES if coordinates.replace(",", ", ") in text or name in text}
                    quiet = quiet or "quiet hours" in text
                    now = counts(term.pid)
                    if now:
                        fds_seen.append(now[0])
                        threads_seen.append(now[1])
                    # Keep the captured output bounded over a week of frames.
                    if len(term.output) > 4_000_000:
                        del term.output[:-100_000]
                        term.chunks.clear()
                    term.reap(block=False)
                if term.status is not None:
                    crashed = f"the program ended on day {day} with status {term.status}"
                    break
                row = sample(term, workdir, url)
                row.update({"fds_range": (min(fds_seen, default=0), max(fds_seen, default=0)),
                            "threads_range": (min(threads_seen, default=0), max(threads_seen, default=0)),
                            "shown": len(shown), "quiet": quiet})
                rows.append((f"day {day}", row))
                print(f"  day {day}: Pss {row['pss'] / 1024:.1f} MB, Private_Dirty {row['dirty'] / 1024:.1f} MB, "
                      f"VmRSS {row['rss'] / 1024:.1f} MB, RssAnon {row['anon'] / 1024:.1f} MB, "
                      f"{row['fds']} fds ({span(row['fds_range'])} in the day), "
                      f"{row['threads']} threads ({span(row['threads_range'])}), "
                      f"{row['forecasts']} forecast requests, {row['faults']} faults, "
                      f"{len(shown)} of {len(PLACES)} places shown, quiet hours {'seen' if quiet else 'NOT seen'}",
                      flush=True)
    finally:
        status = term.quit()
        server.kill()
        server.wait()
    problems = report(rows, crashed, status, args)
    if crashed is not None or status != 0 or (args.check and problems):
        sys.exit(1)


def report(rows, crashed, status, args):
    """Prints the table and the growth; returns what --check would fail on."""
    print()
    print("| reading | Pss | Private_Dirty | VmRSS | RssAnon | fds (fewest–most in the day) | threads (fewest–most in the day) "
          "| forecast requests | faults served |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name, row in rows:
        most = (f" ({span(row['fds_range'])})", f" ({span(row['threads_range'])})") if "fds_range" in row else ("", "")
        print(f"| {name} | {row['pss'] / 1024:.1f} MB | {row['dirty'] / 1024:.1f} MB | {row['rss'] / 1024:.1f} MB | "
              f"{row['anon'] / 1024:.1f} MB | {row['fds']}{most[0]} | "
              f"{row['threads']}{most[1]} | {row['forecasts']:,} | {row['faults']:,} |")
    problems = []
    days = [row for name, row in rows if name.startswith("day")]
    if len(days) >= 2:
        first, last = days[0], days[-1]
        anon = (last["anon"] - first["anon"]) / 1024
        print()
        print(f"after day 1 to the end ({len(days) - 1} days): Pss {(last['pss'] - first['pss']) / 1024:+.2f} MB, "
              f"Private_Dirty {(last['dirty'] - first['dirty']) / 1024:+.2f} MB, "
              f"VmRSS {(last['rss'] - first['rss']) / 1024:+.2f} MB, RssAnon {anon:+.2f} MB; "
              f"fds {span(first['fds_range'])} on day 1, {span(last['fds_range'])} on the last day; "
              f"threads {span(first['threads_range'])}, then {span(last['threads_range'])}")
        # The last day's floor against day 1's whole range: connections and workers in flight
        # come and go (the peak moved 17 -> 20 between two days from sockets of a refresh under
        # way, the floor 8 -> 9 from a worker idling out once), while a leak of even one a
        # refresh raises the floor past anything day 1 saw.
        for what, key in (("descriptors", "fds_range"), ("threads", "threads_range")):
            if last[key][0] > first[key][1]:
                problems.append(f"{what} grew: {span(first[key])} on day 1, never fewer than {last[key][0]} "
                                f"on the last")
        if anon > args.anon_growth:
            problems.append(f"heap and stacks grew {anon:.2f} MB (more than {args.anon_growth:g})")
    elif args.check:
        problems.append("fewer than two days: nothing to compare")
    for name, row in rows:
        if name.startswith("day") and (row["shown"] < len(PLACES) or not row["quiet"]):
            problems.append(f"{name}: {row['shown']} of {len(PLACES)} places shown, quiet hours "
                            f"{'seen' if row['quiet'] else 'not seen'}")
    print(f"crash: {crashed or 'none'}; quit with q: exit status {status}")
    if problems:
        print("not where it started: " + "; ".join(problems))
    return problems


if __name__ == "__main__":
    main()
