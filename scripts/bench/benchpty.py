"""Shared by the benchmarks in scripts/bench/ (terminal-bench.py, ab, peers, scaling, soak.py,
trust-store, callgrind-check): a program in a 200x50 pseudo-terminal (another size with
WEATHERTUI_BENCH_SIZE=COLUMNSxROWS, e.g. 200x60) with every byte it writes timestamped; what it and every process it starts cost (memory and CPU of the process tree); a
program run to its end with the CPU of its whole tree; and the local stand-in API
(scripts/standin-api.py) with the environment that points weathertui at it.

What the tree figures count, in one place:

  memory   tree_memory(pid): summed over `pid` and its live descendants (found through
           /proc/PID/task/*/children, or the ppid field of /proc/*/stat where the kernel lacks
           those files). Pss and Private_Dirty from /proc/PID/smaps_rollup: Pss is what the tree
           is charged for (a page shared with N processes counts 1/N, shared libraries included,
           so it moves a little with whatever else runs on the machine); Private_Dirty is memory
           only the tree holds and nothing can take back without swap (heap, stacks, written
           data); a written page that a parent and its child still share after fork is
           Shared_Dirty in both, so it is in Pss (half in each) but in neither's Private_Dirty.
           VmRSS (and RssAnon, RssFile) from /proc/PID/status, summed as well, so a page that
           two processes of the tree map counts twice there.
  CPU      tree_cpu_ns(pid), for a program still running: the CPU-time clock of `pid` and of
           each descendant not yet waited for, zombies included (clock_getcpuclockid; ns, user +
           system, every thread, those that have ended included, unlike the per-thread
           /proc/PID/task/*/schedstat, which loses an ended thread's time), plus cutime + cstime
           of /proc/PID/stat of each (the children it has waited for; clock ticks of 10 ms, so a
           child's time moves from ns to ticks when it is reaped). Not counted: a descendant
           that ended and was reaped outside the tree (orphaned to init or a subreaper).
           run_tree(argv, ...), for a program that ends: wait4's rusage of the program (every
           thread, plus every descendant it waited for), and of every descendant orphaned to
           this process while it ran (this process is a child subreaper, PR_SET_CHILD_SUBREAPER,
           from the first run_tree on) once it too has ended; one still running `orphan_limit`
           s after the program ended is killed, its time until then counted. Not counted: a
           process that such an orphan leaves behind in turn.

Python 3 standard library only; Linux only (/proc). Prints nothing itself.
"""
import ctypes
import fcntl
import os
import pty
import re
import select
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# The pseudo-terminal's size: 200x50 unless WEATHERTUI_BENCH_SIZE names another ("300x80"), for
# the figures of big type, which grows with the screen.
COLUMNS, ROWS = (int(n) for n in os.environ.get("WEATHERTUI_BENCH_SIZE", "200x50").split("x"))
FOOTER = "Weather data by Open-Meteo.com"
DAYS_BOX = "10 days"
# CSI / OSC / two-byte escapes, so text split by attribute changes still matches.
ESCAPES = re.compile(rb"\x1b(\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[()*+][0-~]|[@-_=>])")
CLOCK_TICK = os.sysconf("SC_CLK_TCK")
# The pty answers the program's background query as xterm on black does (OSC 11, then the device
# attributes), at once: a terminal that never answers costs the query's whole wait (100 ms).
# terminal-bench.py --silent-terminal turns it off to measure that.
ANSWER_QUERIES = True
BACKGROUND_QUERY = b"\x1b]11;?"
BACKGROUND_ANSWER = b"\x1b]11;rgb:0000/0000/0000\x1b\\\x1b[?64;1;2;6;9;15;16;17;18;21;22;28c"


def printable(data):
    """The text a byte stream draws, without escape sequences and control characters."""
    text = ESCAPES.sub(b"", data).decode("utf-8", "replace")
    return "".join(ch if ch >= " " else "" for ch in text)


# MARK: - The program in a pseudo-terminal


class Terminal:
    """One process (weathertui, or a peer such as htop) on a 200x50 pty; every byte it writes is
    timestamped."""

    def __init__(self, binary, args, env):
        self.output = bytearray()
        self.chunks = []  # (monotonic time, byte count)
        self.spawned = time.monotonic()
        pid, fd = pty.fork()
        if pid == 0:
            # Child: size the terminal before curses asks for it, then become the program.
            fcntl.ioctl(1, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
            try:
                os.execve(binary, [binary] + args, env)
            finally:
                os._exit(127)
        self.pid, self.fd = pid, fd
        self.status = None

    def pump(self, timeout):
        """Reads whatever arrives within `timeout` seconds; returns the bytes read."""
        got = bytearray()
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                break
            ready, _, _ = select.select([self.fd], [], [], left)
            if not ready:
                break
            data = self.read_ready()
            if not data:
                time.sleep(min(left, 0.05))
                if self.status is not None:
                    break
                continue
            got += data
        return bytes(got)

    def read_ready(self):
        """Reads one chunk that select() has reported ready; notes an exit at EOF (b"")."""
        try:
            data = os.read(self.fd, 65536)
        except OSError:  # EIO: the child closed the terminal
            data = b""
        if not data:
            self.reap(block=False)
            return b""
        self.chunks.append((time.monotonic(), len(data)))
        self.output += data
        if ANSWER_QUERIES and BACKGROUND_QUERY in data:
            os.write(self.fd, BACKGROUND_ANSWER)
        return data

    def wait_for(self, predicate, timeout):
        """Pumps until `predicate(output)` holds; returns the monotonic time it first held, or None."""
        deadline = time.monotonic() + timeout
        checked = 0
        while time.monotonic() < deadline and self.status is None:
            if len(self.output) != checked:
                checked = len(self.output)
                if predicate(bytes(self.output)):
                    return self.first_time_holding(predicate)
            self.pump(min(0.05, max(0.0, deadline - time.monotonic())))
        return self.first_time_holding(predicate) if predicate(bytes(self.output)) else None

    def first_time_holding(self, predicate):
        """The arrival time of the first chunk after which `predicate` held. One pump can read
        several chunks (the next frame too); the last one's time would overstate the wait."""
        end = 0
        for arrived, count in self.chunks:
            end += count
            if predicate(bytes(self.output[:end])):
                return arrived
        return time.monotonic()

    def settle(self, quiet=1.0, limit=30.0):
        """Pumps until nothing arrives for `quiet` seconds; returns the bytes read meanwhile."""
        got = bytearray()
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            data = self.pump(quiet)
            if not data:
                break
            got += data
        return bytes(got)

    def send(self, keys):
        os.write(self.fd, keys)

    def reap(self, block):
        if self.status is not None:
            return
        try:
            pid, status = os.waitpid(self.pid, 0 if block else os.WNOHANG)
        except ChildProcessError:
            self.status = -1
            return
        if pid:
            self.status = os.waitstatus_to_exitcode(status)

    def quit(self):
        """Asks the program to quit with `q`; kills it if it has not gone after 5 s."""
        if self.status is None:
            self.send(b"q")
            deadline = time.monotonic() + 5
            while self.status is None and time.monotonic() < deadline:
                self.pump(0.1)
                self.reap(block=False)
            if self.status is None:
                os.kill(self.pid, signal.SIGKILL)
                self.reap(block=True)
        os.close(self.fd)
        return self.status

    # MARK: /proc, over the process tree

    def memory(self):
        """tree_memory of the program (it and its descendants)."""
        return tree_memory(self.pid)

    def cpu_ns(self):
        """tree_cpu_ns of the program (it and its descendants)."""
        return tree_cpu_ns(self.pid)

    def switches(self):
        """tree_switches of the program (it and its descendants)."""
        return tree_switches(self.pid)


# MARK: - Setup


def start_standin(workdir, extra_args=()):
    """Starts scripts/standin-api.py (with `extra_args`); returns the process and its base URL."""
    port_file = os.path.join(workdir, "port")
    server = subprocess.Popen(
        [sys.executable, os.path.join(ROOT, "scripts", "standin-api.py"), "--port-file", port_file,
         "--log", os.path.join(workdir, "requests.log"), *extra_args],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while not os.path.exists(port_file):
        if time.monotonic() > deadline or server.poll() is not None:
            server.kill()
            sys.exit(f"{os.path.basename(sys.argv[0])}: the stand-in API (scripts/standin-api.py) did not start")
        time.sleep(0.05)
    scheme = "https" if "--tls" in extra_args else "http"
    with open(port_file) as f:
        return server, f"{scheme}://127.0.0.1:{f.read().strip()}"


def service_variables():
    """Every service's WEATHERTUI_*_URL variable, from the one table of them in the sources."""
    table = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                         "Sources", "WeatherProviders", "Transport", "ServiceEndpoint.swift")
    with open(table, encoding="utf-8") as f:
        variables = re.findall(r'"(WEATHERTUI_[A-Z0-9_]+_URL)"', f.read())
    if not variables:
        raise SystemExit(f"benchpty: no service variables in {table}")
    return variables


def environment(url, workdir, extra=None):
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": workdir,
        "TERM": "xterm-256color",
        "LANG": "C.UTF-8",
        "TZ": os.environ.get("TZ", "UTC"),
        "XDG_CACHE_HOME": os.path.join(workdir, "cache"),
        "XDG_CONFIG_HOME": os.path.join(workdir, "config"),
    }
    # Every endpoint on the stand-in: without the archive one the climate request went to the
    # real host, failed offline, and the screen measured said "loading climate…".
    env.update({variable: url for variable in service_variables()})
    env.update(extra or {})
    return env


def warm_cache(binary, args, env):
    """Runs `weathertui --once` for the places in `args`, so the next start reads the cache."""
    result = subprocess.run([binary, "--once"] + args, env=env, stdin=subprocess.DEVNULL,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=60)
    if result.returncode != 0:
        sys.exit(f"{os.path.basename(sys.argv[0])}: warming the cache with --once failed: {result.stderr.decode().strip()}")


def full_paint(output):
    """weathertui's first full screen: the footer credit and the "10 days" box are both drawn."""
    text = printable(output)
    return FOOTER in text and DAYS_BOX in text


def pump_all(terminals, seconds, every=None, tick=None):
    """Drains several terminals at once for `seconds` (as a real terminal would read them), so
    their idle windows run side by side; calls `tick()` every `every` seconds if given."""
    deadline = time.monotonic() + seconds
    next_tick = time.monotonic() + every if every else None
    while True:
        now = time.monotonic()
        if now >= deadline:
            break
        wait = deadline - now
        if next_tick is not None:
            wait = min(wait, max(0.0, next_tick - now))
        live = [t for t in terminals if t.status is None]
        ready = select.select([t.fd for t in live], [], [], wait)[0] if live else time.sleep(wait) or []
        for term in live:
            if term.fd in ready:
                term.read_ready()
        if next_tick is not None and time.monotonic() >= next_tick:
            tick()
            next_tick += every


# MARK: - Measurements shared by the benchmarks


def start_and_paint(binary, args, env, timeout=20):
    """Spawns the dashboard; returns it and the milliseconds from spawn until its first full
    paint, or None for the milliseconds when it never painted within `timeout` s."""
    term = Terminal(binary, args, env)
    painted = term.wait_for(full_paint, timeout=timeout)
    return term, (None if painted is None else (painted - term.spawned) * 1000)


def forecast_requests(log):
    """Forecast requests the stand-in has begun to answer (climate's recent days carry no
    current=); works with and without --log-bytes."""
    try:
        with open(log) as f:
            return sum(1 for line in f if line.startswith("/v1/forecast") and "current=" in line)
    except FileNotFoundError:
        return 0


def seconds_to_phase(first_boundary_after):
    """Seconds to wait so that a window starting then has its first clock-minute boundary
    `first_boundary_after` seconds in: every window so started spans the same boundaries at
    the same places (the dashboard redraws its clock once a minute)."""
    return (60 - first_boundary_after - time.time() % 60) % 60


# MARK: - The process tree

_CHILDREN_FILES = os.path.exists(f"/proc/{os.getpid()}/task/{os.getpid()}/children")


def child_pids(pid):
    """The pids whose parent is `pid`, zombies included."""
    found = []
    if _CHILDREN_FILES:
        try:
            tids = os.listdir(f"/proc/{pid}/task")
        except (FileNotFoundError, ProcessLookupError, NotADirectoryError):
            return found
        for tid in tids:
            try:
                with open(f"/proc/{pid}/task/{tid}/children") as f:
                    found.extend(int(child) for child in f.read().split())
            except (FileNotFoundError, ProcessLookupError):
                pass
        return found
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            stat = _stat_fields(int(entry))
            if stat and int(stat[1]) == pid:
                found.append(int(entry))
    return found


def process_tree(pid):
    """`pid` and every descendant (zombies included), parents before their children."""
    tree, queue = [], [pid]
    while queue:
        current = queue.pop(0)
        if current not in tree:
            tree.append(current)
            queue.extend(child_pids(current))
    return tree


def _stat_fields(pid):
    """The fields of /proc/PID/stat after the command name (state first), or None once gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return None


def _kb_fields(path, names):
    """{name: kB} for the lines `name: N kB` of a /proc file; {} once the process has gone."""
    found = {}
    try:
        with open(path) as f:
            for line in f:
                name, _, value = line.partition(":")
                if name in names:
                    found[name] = int(value.split()[0])
    except (FileNotFoundError, ProcessLookupError, PermissionError):
        pass
    return found


MEMORY_FIELDS = ("pss_kb", "private_dirty_kb", "rss_kb", "rss_anon_kb", "rss_file_kb")


def tree_memory(pid):
    """Memory of `pid` and its live descendants, summed (see the module's docstring): pss_kb
    and private_dirty_kb (smaps_rollup), rss_kb, rss_anon_kb and rss_file_kb (status VmRSS,
    RssAnon, RssFile), and processes (how many were counted; zombies hold no memory)."""
    figures = dict.fromkeys(MEMORY_FIELDS, 0)
    figures["processes"] = 0
    for member in process_tree(pid):
        status = _kb_fields(f"/proc/{member}/status", ("VmRSS", "RssAnon", "RssFile"))
        if "VmRSS" not in status:
            continue  # a zombie, or gone
        rollup = _kb_fields(f"/proc/{member}/smaps_rollup", ("Pss", "Private_Dirty"))
        figures["pss_kb"] += rollup.get("Pss", 0)
        figures["private_dirty_kb"] += rollup.get("Private_Dirty", 0)
        figures["rss_kb"] += status["VmRSS"]
        figures["rss_anon_kb"] += status.get("RssAnon", 0)
        figures["rss_file_kb"] += status.get("RssFile", 0)
        figures["processes"] += 1
    return figures


def memory_peak(a, b):
    """Field by field, the larger of two tree_memory readings (each field's own peak)."""
    return {key: max(a.get(key, 0), b.get(key, 0)) for key in set(a) | set(b)}


def process_cpu_ns(pid):
    """The CPU-time clock of process `pid` in ns (what clock_getcpuclockid(pid) reads: user +
    system of every thread, ended threads included), or None once it has been reaped."""
    try:
        return time.clock_gettime_ns(((~pid) << 3) | 2)  # MAKE_PROCESS_CPUCLOCK(pid, CPUCLOCK_SCHED)
    except OSError:
        return None


def tree_cpu_ns(pid):
    """ns on CPU of `pid` and its live descendants, with the children each has waited for
    (see the module's docstring for what is and is not counted). Compare two readings."""
    total = 0
    for member in process_tree(pid):
        own = process_cpu_ns(member)
        stat = _stat_fields(member)
        if own is None or stat is None:
            continue
        # cutime, cstime: the children this process has waited for, in clock ticks.
        total += own + (int(stat[13]) + int(stat[14])) * 1_000_000_000 // CLOCK_TICK
    return total


def tree_switches(pid):
    """{thread id: voluntary + nonvoluntary context switches} for the live threads of `pid`
    and its descendants; a thread that ends between two readings takes its count with it."""
    stats = {}
    for member in process_tree(pid):
        try:
            tids = os.listdir(f"/proc/{member}/task")
        except (FileNotFoundError, ProcessLookupError):
            continue
        for tid in tids:
            found = _kb_fields(f"/proc/{member}/task/{tid}/status",
                               ("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches"))
            if found:
                stats[int(tid)] = sum(found.values())
    return stats


def become_subreaper():
    """PR_SET_CHILD_SUBREAPER: descendants orphaned from now on come to this process, not
    init, so their rusage can be collected."""
    if ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_CHILD_SUBREAPER)")


class Run:
    """A program run to its end by run_tree."""

    def __init__(self, returncode, stdout, stderr, cpu_ms, wall_ms, orphans):
        self.returncode, self.stdout, self.stderr = returncode, stdout, stderr
        self.cpu_ms, self.wall_ms, self.orphans = cpu_ms, wall_ms, orphans


def run_tree(argv, env, orphan_limit=60.0):
    """Runs `argv` to its end with stdin from /dev/null; returns a Run with its exit code,
    output (bytes), wall ms (spawn to its exit) and cpu_ms, the CPU of the whole tree (see the
    module's docstring), once every descendant it orphaned has ended too."""
    become_subreaper()
    before = set(child_pids(os.getpid()))
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        started = time.perf_counter()
        process = subprocess.Popen(argv, env=env, stdin=subprocess.DEVNULL, stdout=out, stderr=err)
        before.add(process.pid)  # not an orphan
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - started
        process.returncode = os.waitstatus_to_exitcode(status)  # waited here, not by Popen
        cpu = usage.ru_utime + usage.ru_stime
        # The kernel hands a dying process's children to the subreaper before its parent learns
        # of its end, so every orphan is a child of this process by now.
        orphans = [pid for pid in child_pids(os.getpid()) if pid not in before]
        deadline = time.monotonic() + orphan_limit
        for pid in orphans:
            while True:
                done, _, orphan_usage = os.wait4(pid, os.WNOHANG)
                if done:
                    break
                if time.monotonic() > deadline:
                    os.kill(pid, signal.SIGKILL)
                    _, _, orphan_usage = os.wait4(pid, 0)
                    break
                time.sleep(0.01)
            cpu += orphan_usage.ru_utime + orphan_usage.ru_stime
        out.seek(0)
        err.seek(0)
        return Run(process.returncode, out.read(), err.read(), cpu * 1000, wall * 1000, len(orphans))


# MARK: - One refresh, followed


def measure_refresh(term, log, every=0.05, quiet=1.0, timeout=60.0, tree_limit=60.0):
    """Presses `r` and follows the refresh it starts, reading the tree's memory every `every` s
    throughout. Done ("settled") once the stand-in has begun to answer a new forecast request,
    the screen has been quiet for `quiet` s since, and the tree is back to as many processes as
    it had before `r` (a process the refresh started, if any, has ended; at most `tree_limit`
    s), then `quiet` s more. Returns a dict: bytes and ms (key to last byte) written, cpu_ms
    (tree_cpu_ns from `r` to settled), settled_s, before, peak (each field's largest reading,
    from `r` to settled) and after (a reading once settled), all tree_memory readings;
    error instead when the refresh never came."""
    before_memory = term.memory()
    processes_before = before_memory["processes"]
    requests_before = forecast_requests(log)
    bytes_before = len(term.output)
    peak = dict(before_memory)
    cpu_before = term.cpu_ns()
    sent = time.monotonic()
    term.send(b"r")
    answered = back = None
    last_byte = sent
    while term.status is None:
        if term.pump(every):
            last_byte = term.chunks[-1][0]
        now = time.monotonic()
        reading = term.memory()
        peak = memory_peak(peak, reading)
        if answered is None:
            if forecast_requests(log) > requests_before:
                answered = now
            elif now - sent > timeout:
                return {"error": f"no forecast request within {timeout:g} s of `r`"}
            continue
        if now - max(last_byte, answered) < quiet:
            continue
        if back is None and (reading["processes"] <= processes_before or now - sent > tree_limit):
            back = now
        if back is not None and now - back >= quiet:
            break
    if term.status is not None:
        return {"error": f"the program ended during the refresh ({term.status})"}
    cpu = term.cpu_ns() - cpu_before
    settled = time.monotonic() - sent
    after = term.memory()
    return {
        "bytes": len(term.output) - bytes_before, "ms": (last_byte - sent) * 1000, "cpu_ms": cpu / 1e6,
        "settled_s": settled, "before": before_memory, "peak": memory_peak(peak, after), "after": after,
        "tree_still_grown": after["processes"] > processes_before,
    }
