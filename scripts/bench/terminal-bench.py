#!/usr/bin/env python3
"""Terminal benchmark: runs the real release binary in a 200x50 pseudo-terminal against the
local stand-in API (scripts/standin-api.py) and prints, from one run:

  1. time from spawn to the first full paint from a warm cache, median of 5 starts (target <= 50 ms)
  2. bytes written to the terminal during one idle minute that spans a clock-minute boundary
     (target <= 1 KB: only the clock should change)
  3. bytes written for one data refresh (the `r` key), until the terminal is quiet for 1 s
  4. CPU time over an idle period (default 10 minutes) as % of one core (target <= 0.05 %)
  5. resident memory after start and after 1,000 refreshes driven back to back through the
     `r` key pressed again as soon as the screen is quiet (target: growth <= 1 MB), then after
     1,000 more (does growth go on?)

Builds nothing: expects .build/release/weathertui (swift build -c release --static-swift-stdlib --toolset release-toolset.json --product weathertui).
Python 3 standard library only; Linux only (/proc). Exits 0 whatever the figures: it is a
benchmark, not a test.

  scripts/bench/terminal-bench.py [--idle-minutes 10] [--refresh-cycles 1000]
"""
import argparse
import os
import sys
import tempfile
import time
from datetime import datetime, timezone

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchpty import (COLUMNS, ROOT, ROWS, Terminal, environment, full_paint, printable,  # noqa: E402
                      start_standin, warm_cache)

QUIET_AFTER_LOOP = 20.0
FIRST_PAINT_STARTS = 5


def wait_until_mid_minute():
    """Sleeps (the caller keeps pumping) until a minute boundary is 5..55 s away, so a 60 s
    window starting now contains exactly one boundary, well inside it."""
    second = time.time() % 60
    return 0 if 5 <= second <= 55 else ((65 - second) % 60)


# MARK: - Measurements


def start_and_paint(binary, args, env):
    """Spawns the dashboard; returns it and the milliseconds until its first full paint."""
    term = Terminal(binary, args, env)
    painted = term.wait_for(full_paint, timeout=20)
    if painted is None:
        term.quit()
        sys.exit("terminal-bench: no full paint within 20 s; output so far:\n" + printable(term.output)[-400:])
    return term, (painted - term.spawned) * 1000


def measure_dashboard(binary, args, env, idle_minutes, figures, notes):
    # 1. First paint: the median of FIRST_PAINT_STARTS starts, as one start is at the mercy of
    # whatever else the machine is doing; the last start stays up for the other figures.
    paints = []
    for _ in range(FIRST_PAINT_STARTS - 1):
        term, ms = start_and_paint(binary, args, env)
        paints.append(ms)
        term.settle(quiet=0.3)
        term.quit()
    term, ms = start_and_paint(binary, args, env)
    paints.append(ms)
    paints.sort()
    figures["first_paint_ms"] = paints[len(paints) // 2]
    figures["first_paint_all_ms"] = paints
    term.settle()
    figures["first_screen_bytes"] = len(term.output)
    painted_bytes = len(term.output)

    # 2. One idle minute spanning a clock-minute boundary.
    wait = wait_until_mid_minute()
    if wait:
        term.pump(wait)
    start_wall, start_mono = time.time(), time.monotonic()
    idle = term.pump(60.0)
    boundary = (int(start_wall) // 60 + 1) * 60
    figures["idle_minute_bytes"] = len(idle)
    figures["idle_minute_writes"] = sum(1 for t, _ in term.chunks if t >= start_mono)
    notes["idle_minute_text"] = printable(idle).strip()
    notes["idle_minute_boundary"] = datetime.fromtimestamp(boundary, timezone.utc).strftime("%H:%M:%S UTC")

    # 3. One data refresh.
    before = len(term.output)
    started = time.monotonic()
    term.send(b"r")
    refresh = term.settle(quiet=1.0, limit=30)
    figures["refresh_bytes"] = len(term.output) - before
    figures["refresh_ms"] = ((term.chunks[-1][0] if term.chunks else started) - started) * 1000
    notes["refresh_text"] = printable(refresh).strip()[:160]

    # 4. CPU over an idle period (the terminal is drained throughout, as a real one would be).
    cpu_before = term.cpu_seconds()
    threads_before = term.thread_stats()
    bytes_before = len(term.output)
    started = time.monotonic()
    term.pump(idle_minutes * 60)
    elapsed = time.monotonic() - started
    cpu = term.cpu_seconds() - cpu_before
    runtime, switches = Terminal.thread_delta(threads_before, term.thread_stats())
    figures["idle_seconds"] = elapsed
    figures["idle_cpu_seconds"] = cpu
    figures["idle_cpu_percent"] = 100 * cpu / elapsed
    figures["idle_cpu_percent_schedstat"] = 100 * runtime / 1e9 / elapsed
    figures["idle_wakeups_per_minute"] = switches / (elapsed / 60)
    figures["idle_bytes_per_minute"] = (len(term.output) - bytes_before) / (elapsed / 60)
    # Erasing the screen (ESC [ 2 J, what `clear` sends) is for a resize or Ctrl-L only.
    figures["clears_after_first_paint"] = bytes(term.output[painted_bytes:]).count(b"\x1b[2J")
    figures["dashboard_exit_status"] = term.quit()


def forecast_requests(log):
    """Forecast requests the stand-in has begun to answer (climate's recent days carry no current=)."""
    try:
        with open(log) as f:
            return sum(1 for line in f if line.startswith("/v1/forecast") and "current=" in line)
    except FileNotFoundError:
        return 0


def refresh_once(term, log, timeout=30.0):
    """Presses `r` and waits until the stand-in has answered a new forecast request and the
    screen has been quiet for 0.2 s after it; False when that never happens."""
    before = forecast_requests(log)
    term.send(b"r")
    deadline = time.monotonic() + timeout
    while forecast_requests(log) == before:
        if time.monotonic() > deadline or term.status is not None:
            return False
        term.pump(0.01)
    term.settle(quiet=0.2, limit=timeout)
    return term.status is None


def measure_memory(binary, args, env, cycles, workdir, figures):
    """Two rounds of `cycles` refreshes, each the `r` key as a person presses it (a real
    cache-bypassing fetch from the stand-in, reduce and draw), the next press once the screen
    is quiet again: the first round from a fresh start (the target figure), the second shows
    whether growth continues once every code path has run. The program's own Open-Meteo
    budget is lifted (WEATHERTUI_OPEN_METEO_LIMITS=off, and the stand-in runs without limits),
    as a thousand refreshes in minutes would otherwise wait out each minute's allowance."""
    log = os.path.join(workdir, "requests.log")
    env = dict(env, WEATHERTUI_OPEN_METEO_LIMITS="off")
    term = Terminal(binary, args, env)
    if term.wait_for(full_paint, timeout=20) is None:
        term.quit()
        sys.exit("terminal-bench: the memory run never painted")
    term.settle()
    term.pump(2.0)
    figures["rss_start_kb"] = term.rss_kb()
    # VmRSS = heap and stacks (RssAnon) + pages of the program and its libraries (RssFile); a
    # leak shows in the first, code run for the first time in the second.
    figures["rss_start_split_kb"] = (term.rss_kb("RssAnon"), term.rss_kb("RssFile"))
    for round_ in (1, 2):
        started = time.monotonic()
        samples = []
        done = 0
        while done < cycles and refresh_once(term, log):
            done += 1
            if done % 50 == 0:
                samples.append(term.rss_kb())
        if term.status is not None or done < cycles:
            figures[f"loop{round_}_cycles"] = done
            break
        figures[f"loop{round_}_ms"] = int((time.monotonic() - started) * 1000)
        figures[f"rss_round{round_}_kb"] = term.rss_kb()
        # The HTTP client's per-request deadline timers (15 s) hold small objects; let them go.
        term.pump(QUIET_AFTER_LOOP)
        figures[f"rss_round{round_}_quiet_kb"] = term.rss_kb()
        figures[f"rss_round{round_}_split_kb"] = (term.rss_kb("RssAnon"), term.rss_kb("RssFile"))
        figures[f"rss_round{round_}_samples_kb"] = samples
        figures[f"loop{round_}_cycles"] = done
    figures["rss_peak_kb"] = term.rss_kb("VmHWM") if term.status is None else None
    figures["memory_exit_status"] = term.quit()


# MARK: - Report


def report(figures, notes, args):
    def mark(ok):
        return "n/a " if ok is None else ("PASS" if ok else "FAIL")

    start_kb = figures.get("rss_start_kb")
    after_kb = figures.get("rss_round1_quiet_kb")
    growth = after_kb - start_kb if after_kb is not None and start_kb is not None else None
    cycles = figures.get("loop1_cycles")
    idle_min = figures["idle_seconds"] / 60
    rows = [
        ("first full paint, warm cache (median)", f"{figures['first_paint_ms']:.1f} ms", "<= 50 ms",
         mark(figures["first_paint_ms"] <= 50)),
        ("bytes, one idle minute", f"{figures['idle_minute_bytes']} B", "<= 1024 B",
         mark(figures["idle_minute_bytes"] <= 1024)),
        ("bytes, one data refresh (r)", f"{figures['refresh_bytes']} B", "(report)", "    "),
        (f"CPU, idle {idle_min:.1f} min", f"{figures['idle_cpu_percent']:.4f} % of a core", "<= 0.05 %",
         mark(figures["idle_cpu_percent"] <= 0.05)),
        ("RSS after start", f"{start_kb / 1024:.1f} MB", "(report)", "    "),
        (f"RSS after {cycles if cycles is not None else '?'} refreshes",
         f"{after_kb / 1024:.1f} MB" if after_kb else "n/a", "(report)", "    "),
        ("RSS growth", f"{growth / 1024:+.2f} MB" if growth is not None else "n/a", "<= 1 MB",
         mark(None if growth is None or cycles != args.refresh_cycles else growth <= 1024)),
    ]
    width = max(len(r[0]) for r in rows)
    print(f"\nweathertui terminal bench, {datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC, "
          f"{COLUMNS}x{ROWS} pty, places {', '.join(args.place)}, {os.cpu_count()} CPUs")
    print(f"{'figure'.ljust(width)}  {'measured':>22}  {'target':>10}")
    for name, value, target, verdict in rows:
        print(f"{name.ljust(width)}  {value:>22}  {target:>10}  {verdict}")
    print("\ndetails:")
    print(f"  first paint over {len(figures['first_paint_all_ms'])} starts: "
          + ", ".join(f"{ms:.1f}" for ms in figures["first_paint_all_ms"]) + " ms; "
          f"first screen {figures['first_screen_bytes']} B until quiet for 1 s")
    print(f"  idle minute spanned {notes['idle_minute_boundary']}; {figures['idle_minute_writes']} write(s); "
          f"text drawn: {notes['idle_minute_text']!r}")
    print(f"  refresh: {figures['refresh_ms']:.0f} ms from key to last byte; text drawn starts "
          f"{notes['refresh_text'][:80]!r}")
    print(f"  idle: {figures['idle_cpu_seconds']:.2f} s CPU (ticks) in {figures['idle_seconds']:.0f} s; "
          f"{figures['idle_cpu_percent_schedstat']:.4f} % by schedstat; "
          f"{figures['idle_wakeups_per_minute']:.1f} context switches/min; "
          f"{figures['idle_bytes_per_minute']:.0f} B/min written")
    for round_ in (1, 2):
        if f"loop{round_}_ms" not in figures:
            print(f"  refresh loop {round_}: did not finish ({figures.get(f'loop{round_}_cycles', 0)} refreshes came back)")
            continue
        n, ms = figures[f"loop{round_}_cycles"], figures[f"loop{round_}_ms"]
        samples = figures[f"rss_round{round_}_samples_kb"]
        picks = [samples[round(i * (len(samples) - 1) / 6)] for i in range(7)] if samples else []
        print(f"  refresh loop {round_}: {n} cycles in {ms / 1000:.1f} s ({ms / max(n, 1):.1f} ms each); "
              f"RSS {figures[f'rss_round{round_}_kb'] / 1024:.1f} MB at the end, "
              f"{figures[f'rss_round{round_}_quiet_kb'] / 1024:.1f} MB {QUIET_AFTER_LOOP:.0f} s later; "
              "during: " + " ".join(f"{kb / 1024:.1f}" for kb in picks))
    if "rss_start_split_kb" in figures:
        anon, file_ = figures["rss_start_split_kb"]
        print(f"  RSS after start by kind: heap and stacks (RssAnon) {anon / 1024:.1f} MB, "
              f"program and library pages (RssFile) {file_ / 1024:.1f} MB")
    for round_, before in ((1, "rss_start_split_kb"), (2, "rss_round1_split_kb")):
        if f"rss_round{round_}_split_kb" in figures:
            (anon0, file0), (anon1, file1) = figures[before], figures[f"rss_round{round_}_split_kb"]
            print(f"  RSS growth in round {round_} by kind: heap and stacks (RssAnon) {(anon1 - anon0) / 1024:+.2f} MB, "
                  f"program and library pages (RssFile) {(file1 - file0) / 1024:+.2f} MB")
    if "rss_round2_quiet_kb" in figures:
        second = figures["rss_round2_quiet_kb"] - figures["rss_round1_quiet_kb"]
        print(f"  growth over the second {figures['loop2_cycles']} refreshes: {second / 1024:+.2f} MB; "
              f"peak RSS {figures['rss_peak_kb'] / 1024:.1f} MB")
    print(f"  screen clears after the first paint (idle, refresh, idle): {figures['clears_after_first_paint']}")
    print(f"  exit status: dashboard {figures['dashboard_exit_status']}, memory run {figures['memory_exit_status']}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "weathertui"),
                        help="the weathertui executable (default: .build/release/weathertui)")
    parser.add_argument("--idle-minutes", type=float, default=10, help="idle period for CPU (default 10)")
    parser.add_argument("--refresh-cycles", type=int, default=1000, help="refreshes per memory round (default 1000)")
    parser.add_argument("--place", action="append", help="place name (default: Berlin, Hobart)")
    args = parser.parse_args()
    args.place = args.place or ["Berlin", "Hobart"]
    if not os.access(args.binary, os.X_OK):
        sys.exit(f"terminal-bench: {args.binary} is missing; build it first with "
                 "`swift build -c release --static-swift-stdlib --toolset release-toolset.json --product weathertui`")
    place_args = [arg for name in args.place for arg in ("-l", name)]
    figures, notes = {}, {}
    with tempfile.TemporaryDirectory(prefix="weathertui-bench-") as workdir:
        server, url = start_standin(workdir, ("--limits", "0,0,0"))
        try:
            env = environment(url, workdir)
            warm_cache(args.binary, place_args, env)
            print("measuring: first paint, idle minute, refresh, "
                  f"{args.idle_minutes:g} idle minute(s) of CPU ...", file=sys.stderr, flush=True)
            measure_dashboard(args.binary, place_args, env, args.idle_minutes, figures, notes)
            print(f"measuring: resident memory over {args.refresh_cycles} refreshes ...", file=sys.stderr, flush=True)
            warm_cache(args.binary, place_args, env)
            measure_memory(args.binary, place_args, env, args.refresh_cycles, workdir, figures)
        finally:
            server.terminate()
            server.wait()
    report(figures, notes, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
