"""A real terminal's picture: an X server (Xvfb), the stand-in API, and a program run full screen in
xterm and photographed (xwd) once it has finished drawing.

Both the stand-in and the program run under libfaketime on the same fixed start time, so every
run draws the same data and the same times. Python 3 standard library; Xvfb, xterm, xwd,
xdotool, xdpyinfo, faketime and ImageMagick's convert.
"""
import hashlib
import os
import re
import shlex
import shutil
import signal
import subprocess
import time

import scenes

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TOOLS = ["Xvfb", "xterm", "xwd", "xdotool", "xdpyinfo", "faketime", "convert", "identify", "tesseract", "fc-match"]
PACKAGES = "xvfb xterm x11-apps xdotool x11-utils faketime imagemagick tesseract-ocr tesseract-ocr-eng fonts-dejavu-core"


class PictureError(Exception):
    """Something that keeps the picture from being taken, said in one line."""


def require_tools():
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if missing:
        raise PictureError(f"missing {', '.join(missing)}: run scripts/bootstrap --test (Debian: {PACKAGES})")
    font = subprocess.run(["fc-match", "-f", "%{family}", scenes.FONT], capture_output=True, text=True).stdout
    if scenes.FONT not in font.split(","):
        raise PictureError(f"the font {scenes.FONT} is not installed (fc-match gives {font!r}): install fonts-dejavu-core")


def fixed_clock():
    """The command prefix that runs a program on the scenes' fixed clock, and its environment."""
    prefix = ["faketime", "-m", "--exclude-monotonic", "-f", "@" + scenes.CLOCK]
    return prefix, {"TZ": scenes.ZONE}


# MARK: - The X server


class XServer:
    """Xvfb on one display number, the scenes' screen size and dots per inch."""

    def __init__(self, display, log):
        self.display = display
        self.log = log
        self.process = None

    def __enter__(self):
        if os.path.exists(f"/tmp/.X{self.display}-lock"):
            raise PictureError(f"X display :{self.display} is in use; pick another with --display")
        width, height = scenes.SCREEN
        self.process = subprocess.Popen(
            ["Xvfb", f":{self.display}", "-screen", "0", f"{width}x{height}x24", "-dpi", str(scenes.DPI),
             "-nolisten", "tcp", "-noreset"],
            stdout=open(self.log, "wb"), stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise PictureError(f"Xvfb :{self.display} exited {self.process.returncode}; see {self.log}")
            probe = subprocess.run(["xdpyinfo", "-display", f":{self.display}"], capture_output=True)
            if probe.returncode == 0:
                return self
            time.sleep(0.1)
        raise PictureError(f"Xvfb :{self.display} did not start within 15 s; see {self.log}")

    def __exit__(self, *_):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


# MARK: - The stand-in API


class StandIn:
    """scripts/standin-api.py on 127.0.0.1, on the fixed clock, without Open-Meteo's rate limits
    (every scene starts a fresh program, and a few scenes a minute would use up the minute's)."""


    def __init__(self, work):
        self.work = work
        self.process = None
        self.url = None

    def __enter__(self):
        port_file = os.path.join(self.work, "standin-port")
        prefix, clock_env = fixed_clock()
        self.process = subprocess.Popen(
            prefix + ["python3", os.path.join(ROOT, "scripts", "standin-api.py"), "--port-file", port_file,
                      "--log", os.path.join(self.work, "requests.log"), "--limits", "0,0,0"],
            env={**os.environ, **clock_env}, stdout=subprocess.DEVNULL,
            stderr=open(os.path.join(self.work, "standin.log"), "wb"), start_new_session=True)
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            if os.path.exists(port_file) and os.path.getsize(port_file) > 0:
                with open(port_file) as f:
                    self.url = f"http://127.0.0.1:{f.read().strip()}"
                return self
            if self.process.poll() is not None:
                break
            time.sleep(0.1)
        raise PictureError(f"the stand-in API did not start; see {self.work}/standin.log")

    def __exit__(self, *_):
        # faketime runs the stand-in as its child: the whole process group goes.
        if self.process:
            try:
                os.killpg(self.process.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
            self.process.wait()

    def environment(self):
        """Every service's variable, read from the one table of them, pointed at the stand-in."""
        with open(os.path.join(ROOT, "Sources", "WeatherProviders", "Transport", "ServiceEndpoint.swift"),
                  encoding="utf-8") as f:
            variables = re.findall(r'"(WEATHERTUI_[A-Z0-9_]+_URL)"', f.read())
        if not variables:
            raise PictureError("no service variables in ServiceEndpoint.swift")
        return {variable: self.url for variable in variables}


# MARK: - A program in xterm, photographed


def program_environment(home, stand_in):
    """A fresh user (home, cache, config, state) in a UTF-8 locale, pointed at the stand-in, on the
    fixed clock's zone."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("WEATHERTUI_")}
    for name in ("COLORFGBG", "NO_COLOR", "COLORTERM"):
        env.pop(name, None)
    env.update({
        "HOME": home, "XDG_CACHE_HOME": f"{home}/cache", "XDG_CONFIG_HOME": f"{home}/config",
        "XDG_STATE_HOME": f"{home}/state", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
    })
    env.update(stand_in.environment())
    env.update(fixed_clock()[1])
    return env


def program_command(arguments):
    """The release binary, as the README builds it, with `arguments`, on the fixed clock."""
    binary = os.path.join(ROOT, ".build", "release", "weathertui")
    if not os.access(binary, os.X_OK):
        raise PictureError(f"no {binary}: build it with swift build -c release --static-swift-stdlib --product weathertui")
    return fixed_clock()[0] + [binary] + arguments


def xterm_command(colours, inner, points, grid):
    """xterm at the top left, no border, UTF-8, the scenes' TERM and font."""
    foreground, background = colours
    columns, rows = grid
    return ["xterm", "-b", "0", "-bw", "0", "-u8", "-tn", scenes.TERM, "-fa", scenes.FONT, "-fs", str(points),
            "-fg", foreground, "-bg", background, "-geometry", f"{columns}x{rows}+0+0", "-e", "sh", "-c", inner]


def window_of(display, xterm, log, deadline):
    """xterm's window once it is on screen; its own last words if it never gets there."""
    while time.monotonic() < deadline:
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(xterm.pid)], capture_output=True,
                               text=True, env={**os.environ, "DISPLAY": f":{display}"}).stdout.split()
        if found:
            return found[-1]
        if xterm.poll() is not None:
            raise PictureError(f"xterm exited {xterm.returncode} before its window appeared: {tail(log)}")
        time.sleep(0.1)
    raise PictureError(f"xterm's window did not appear in time: {tail(log)}")


def photograph(display, window):
    """The window's pixels as xwd gives them (raw bytes; convert makes the PNG)."""
    shot = subprocess.run(["xwd", "-silent", "-id", window], capture_output=True,
                          env={**os.environ, "DISPLAY": f":{display}"})
    if shot.returncode != 0:
        raise PictureError(f"xwd failed: {shot.stderr.decode(errors='replace').strip()}")
    return shot.stdout


def repainted(display, window):
    """The window drawn again whole from xterm's own screen, after it is unmapped and mapped: how
    its cells were drawn over time no longer shows (a line drawing's glyphs overlap by a pixel,
    and which of two was drawn last depended on the program's updates)."""
    env = {**os.environ, "DISPLAY": f":{display}"}
    subprocess.run(["xdotool", "windowunmap", "--sync", window], env=env, check=True, capture_output=True)
    subprocess.run(["xdotool", "windowmap", "--sync", window], env=env, check=True, capture_output=True)
    shot = None
    for _ in range(40):
        time.sleep(0.25)
        again = photograph(display, window)
        if again == shot:
            return shot
        shot = again
    raise PictureError("xterm's window did not hold still after it was drawn again")


def run_and_photograph(display, command, env, colours, png, work, settle=3.0, timeout=60.0,
                       points=scenes.FONT_POINTS, grid=scenes.GRID):
    """Runs `command` (a list) with `env` in xterm, waits until its picture has held still for
    `settle` seconds, writes it to `png` and quits with q like a person; the command must end with
    status 0. Returns the grid (columns, rows) its terminal reported, from `stty size`."""
    os.makedirs(work, exist_ok=True)
    size_file, status_file, error_file = (os.path.join(work, name) for name in ("stty-size", "status", "stderr"))
    for path in (size_file, status_file):
        if os.path.exists(path):
            os.remove(path)
    program = " ".join(shlex.quote(part) for part in command)
    inner = (f"stty size > {shlex.quote(size_file)}; {program} 2> {shlex.quote(error_file)}; "
             f"echo $? > {shlex.quote(status_file)}")
    log = os.path.join(work, "xterm.log")
    xterm = subprocess.Popen(xterm_command(colours, inner, points, grid), env={**env, "DISPLAY": f":{display}"},
                             stdout=subprocess.DEVNULL, stderr=open(log, "wb"))
    try:
        deadline = time.monotonic() + timeout
        window = window_of(display, xterm, log, deadline)
        last, still_since, shot = None, None, None
        while time.monotonic() < deadline:
            if os.path.exists(status_file):
                raise PictureError(f"the program ended before its picture was taken: {tail(error_file)}")
            shot = photograph(display, window)
            digest = hashlib.sha256(shot).digest()
            now = time.monotonic()
            if digest != last:
                last, still_since = digest, now
            elif now - still_since >= settle:
                break
            time.sleep(0.25)
        else:
            raise PictureError(f"the picture never held still for {settle} s within {timeout} s")
        shot = repainted(display, window)
        subprocess.run(["convert", "xwd:-", "-define", "png:exclude-chunks=date,time", png], input=shot, check=True)
        # As a person types: the window gets the focus, the key comes through XTEST (xterm ignores
        # keys sent as events to a window unless allowSendEvents is on).
        subprocess.run(["xdotool", "windowfocus", "--sync", window, "key", "q"],
                       env={**os.environ, "DISPLAY": f":{display}"}, check=True, capture_output=True)
        xterm.wait(timeout=15)
    finally:
        if xterm.poll() is None:
            xterm.terminate()
            xterm.wait()
    status = read_text(status_file)
    if status != "0":
        raise PictureError(f"the program ended with status {status or 'unknown (it never quit)'}: {tail(error_file)}")
    reported = read_text(size_file).split()
    return (int(reported[1]), int(reported[0])) if len(reported) == 2 else None


def read_text(path):
    try:
        with open(path) as f:
            return f.read().strip()
    except FileNotFoundError:
        return ""


def tail(path):
    text = read_text(path)
    return text.splitlines()[-1] if text else "(nothing on stderr)"
