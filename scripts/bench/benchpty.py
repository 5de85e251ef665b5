"""Shared by the benchmarks in scripts/bench/ (terminal-bench.py, peers, scaling): a program in a
200x50 pseudo-terminal with every byte it writes timestamped, its /proc figures, and the local
stand-in API (scripts/standin-api.py) with the environment that points weathertui at it.
Python 3 standard library only; Linux only (/proc). Prints nothing itself.
"""
import fcntl
import os
import pty
import re
import select
import signal
import struct
import subprocess
import sys
import termios
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
COLUMNS, ROWS = 200, 50
FOOTER = "Weather data by Open-Meteo.com"
DAYS_BOX = "10 days"
# CSI / OSC / two-byte escapes, so text split by attribute changes still matches.
ESCAPES = re.compile(rb"\x1b(\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[()*+][0-~]|[@-_=>])")
CLOCK_TICK = os.sysconf("SC_CLK_TCK")


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

    # MARK: /proc

    def cpu_seconds(self):
        """utime + stime of the whole process (all threads), from /proc/PID/stat."""
        with open(f"/proc/{self.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / CLOCK_TICK

    def thread_stats(self):
        """{thread id: (ns on CPU, context switches)} for live threads, for finer detail than ticks."""
        stats = {}
        base = f"/proc/{self.pid}/task"
        for tid in os.listdir(base):
            try:
                with open(f"{base}/{tid}/schedstat") as f:
                    runtime = int(f.read().split()[0])
                switches = 0
                with open(f"{base}/{tid}/status") as f:
                    for line in f:
                        if line.startswith(("voluntary_ctxt_switches:", "nonvoluntary_ctxt_switches:")):
                            switches += int(line.split()[1])
                stats[tid] = (runtime, switches)
            except (FileNotFoundError, ProcessLookupError):
                pass
        return stats

    @staticmethod
    def thread_delta(before, after):
        """CPU ns and switches between two samples; threads that ended in between are lost."""
        runtime = sum(after[t][0] - before.get(t, (0, 0))[0] for t in after)
        switches = sum(after[t][1] - before.get(t, (0, 0))[1] for t in after)
        return runtime, switches

    def rss_kb(self, field="VmRSS"):
        with open(f"/proc/{self.pid}/status") as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
        return None


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


def environment(url, workdir, extra=None):
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": workdir,
        "TERM": "xterm-256color",
        "LANG": "C.UTF-8",
        "TZ": os.environ.get("TZ", "UTC"),
        "XDG_CACHE_HOME": os.path.join(workdir, "cache"),
        "XDG_CONFIG_HOME": os.path.join(workdir, "config"),
        # Every endpoint on the stand-in: without the archive one the climate request went to the
        # real host, failed offline, and the screen measured said "loading climate…".
        "WEATHERTUI_OPEN_METEO_URL": url,
        "WEATHERTUI_GEOCODING_URL": url,
        "WEATHERTUI_ARCHIVE_URL": url,
        "WEATHERTUI_NWS_URL": url,
        "WEATHERTUI_ECCC_URL": url,
        "WEATHERTUI_METNO_URL": url, "WEATHERTUI_DWD_URL": url,
        "WEATHERTUI_METEOALARM_URL": url,
        "WEATHERTUI_WEATHERKIT_URL": url,
    }
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


# MARK: - Child processes (the fetch helper)

def children(pid, name=None):
    """The pids whose parent is `pid` (zombies included), only those whose command name is
    `name` when given."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                command, rest = f.read().split("(", 1)[1].rsplit(")", 1)
                fields = rest.split()
        except (FileNotFoundError, ProcessLookupError, IndexError, ValueError):
            continue
        if int(fields[1]) == pid and (name is None or command == name):
            found.append(int(entry))
    return found


def cpu_ticks(pid):
    """utime + stime of `pid` in clock ticks, or None once it has gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return None


def status_kb(pid, field):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except (FileNotFoundError, ProcessLookupError):
        pass
    return None
