"""The check's own test: a card shown in the same xterm, photographed and read the same way, that
the check must pass on one part and fail on the other, so it is neither blind nor impossible.

The card has one line of ordinary text (one terminal row, as the dashboard draws a place name and
a condition today) and, below it, other words drawn BIG_ROWS rows tall in half blocks (▀ ▄ █, a
block pixel 9×9 screen pixels: DejaVu Sans rasterised by ImageMagick), as big type in a terminal
is drawn. At full size OCR must read the ordinary line; from 4 m it must read the big words and
must not read the ordinary line.

`scripts/check-picture --calibrate` measures where reading from 4 m begins: half-block words from
3 to 8 rows tall, and ordinary text from 11 to 24 pt (docs/development.md has the figures).
"""
import os
import shlex
import subprocess

import room
import scenes
from terminal import run_and_photograph

SMALL_WORDS = ["Hobart", "21°", "Drizzle"]
BIG_WORDS = ["Berlin", "12°", "Light rain"]
BIG_ROWS = 8  # with margin above the 6 rows from which every word reads


def block_pixels(text, pixel_rows, font_file):
    """Text as rows of 0/1, `pixel_rows` tall: rendered 8 times larger and reduced, a block pixel
    inked where the glyph covers at least 40 % of it."""
    out = subprocess.run(
        ["convert", "-font", font_file, "-size", f"x{pixel_rows * 8}", "-gravity", "center", f"label:{text}",
         "-filter", "Box", "-resize", "12.5%", "-threshold", "60%", "-compress", "none", "pbm:-"],
        capture_output=True, check=True).stdout.decode()
    tokens = [t for line in out.splitlines() if not line.startswith("#") for t in line.split()]
    width, height = int(tokens[1]), int(tokens[2])
    bits = [int(c) for t in tokens[3:] for c in t]
    return [bits[y * width:(y + 1) * width] for y in range(height)]


def half_blocks(pixels):
    """Two block pixels a cell, one above the other."""
    if len(pixels) % 2:
        pixels = pixels + [[0] * len(pixels[0])]
    return ["".join(" ▀▄█"[top + 2 * bottom] for top, bottom in zip(pixels[y], pixels[y + 1])).rstrip()
            for y in range(0, len(pixels), 2)]


def big_lines(words, rows):
    font = subprocess.run(["fc-match", "-f", "%{file}", "DejaVu Sans"], capture_output=True, text=True,
                          check=True).stdout
    return half_blocks(block_pixels("  ".join(words), rows * 2, font))


def write_card(path, small_words=SMALL_WORDS, big_words=BIG_WORDS, big_rows=BIG_ROWS):
    lines = [""]
    if small_words:
        lines += ["   " + "   ".join(small_words), "", "", ""]
    if big_words:
        lines += ["  " + line for line in big_lines(big_words, big_rows)]
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def card_command(path):
    """What xterm runs to show the card: no cursor, the card, then it waits for a key as the
    program does (run_and_photograph quits with q)."""
    return ["sh", "-c", f"stty -icanon -echo; tput civis; cat {shlex.quote(path)}; head -c 1 >/dev/null"]


def photograph_card(display, work, name, colours, points=scenes.FONT_POINTS, grid=scenes.GRID, **card):
    """The card in xterm; returns what OCR reads at full size and from 4 m."""
    text = os.path.join(work, f"{name}.txt")
    png = os.path.join(work, f"{name}.png")
    write_card(text, **card)
    run_and_photograph(display, card_command(text), dict(os.environ), colours, png, os.path.join(work, name),
                       settle=1.0, points=points, grid=grid)
    far = png.replace(".png", "-4m.png")
    return room.read(png), room.read_from_afar(png, far)


def check(display, work, say):
    """The card on every background: returns the lines that say what went wrong, none if right."""
    problems = []
    for background, colours in scenes.BACKGROUNDS.items():
        found = []
        near, far = photograph_card(display, work, f"calibration-{background}", colours)
        unread = [w for w in SMALL_WORDS if not room.finds(w, near)]
        if unread:
            found.append(f"{background}: ordinary text unread at full size: {', '.join(unread)} (read {near!r})")
        unread = [w for w in BIG_WORDS if not room.finds(w, far)]
        if unread:
            found.append(f"{background}: {BIG_ROWS}-row words unread from 4 m: {', '.join(unread)} (read {far!r})")
        seen = [w for w in SMALL_WORDS if room.finds(w, far)]
        if seen:
            found.append(f"{background}: one-row text read from 4 m, so 4 m is no test: {', '.join(seen)}")
        if not found:
            say(f"calibration {background}: one-row text read at full size, not from 4 m; "
                f"{BIG_ROWS}-row words read from 4 m")
        problems += found
    return problems


def scan(display, work):
    """Prints, for every background, which words are read from 4 m: half-block words 3 to 8 rows
    tall, then one line of ordinary text from 11 to 24 pt."""
    for background, colours in scenes.BACKGROUNDS.items():
        for rows in range(3, 9):
            _, far = photograph_card(display, work, f"scan-{background}-{rows}rows", colours, small_words=[],
                                     big_rows=rows)
            report(background, f"half blocks {rows} rows", BIG_WORDS, far)
        for points in (11, 14, 16, 18, 20, 24):
            _, far = photograph_card(display, work, f"scan-{background}-{points}pt", colours, points=points,
                                     grid=(40, 6), big_words=[])
            report(background, f"text {points} pt", SMALL_WORDS, far)


def report(background, what, words, text):
    read = [w for w in words if room.finds(w, text)]
    print(f"{background:<6} {what:<22} from 4 m read {len(read)} of {len(words)}: {', '.join(read) or '—'}"
          f"   ({' '.join(text.split())[:60]!r})", flush=True)
