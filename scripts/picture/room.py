"""A screenshot as a person across the room sees it, and what OCR reads in it.

The arithmetic (docs/development.md, "The picture test"): a 24-inch 16:9 panel is
24 × 16/√(16² + 9²) = 20.92 in = 531.3 mm wide, so its 1920 pixels are 0.2767 mm apart. Normal
(20/20) sight resolves detail of one minute of arc; at 4 m that is 4000 mm × tan(1/60°) = 1.164 mm,
or 4.2 pixels. Detail finer than 4.2 pixels is lost to a person at 4 m, so the screenshot is
shrunk by 4.2 (an average over each 4.2 × 4.2 pixel patch, ImageMagick's box filter) and blown
back up to its size (a linear blur), and tesseract reads that.

Python 3 standard library, ImageMagick's convert and identify, tesseract with its English model.
"""
import math
import os
import re
import subprocess
import unicodedata

PANEL_DIAGONAL_INCHES = 24.0
PANEL_PIXELS = (1920, 1080)
DISTANCE_METRES = 4.0
ACUITY_ARCMINUTES = 1.0  # the detail 20/20 sight resolves; a 20/20 letter is 5 of these tall


def pixel_pitch_mm(diagonal_inches=PANEL_DIAGONAL_INCHES, pixels=PANEL_PIXELS):
    """Distance between two pixels' centres of a panel with square pixels."""
    width, height = pixels
    width_mm = diagonal_inches * 25.4 * width / math.hypot(width, height)
    return width_mm / width


def pixels_per_arcminute(distance_metres=DISTANCE_METRES):
    """How many of the panel's pixels one resolved detail spans at that distance: the factor."""
    detail_mm = distance_metres * 1000 * math.tan(math.radians(ACUITY_ARCMINUTES / 60))
    return detail_mm / pixel_pitch_mm()


def size_of(png):
    out = subprocess.run(["identify", "-format", "%w %h", png], capture_output=True, text=True, check=True).stdout
    width, height = out.split()
    return int(width), int(height)


def as_seen_from(png, out, distance_metres=DISTANCE_METRES):
    """Writes to `out` the picture with only the detail a person resolves at that distance."""
    factor = pixels_per_arcminute(distance_metres)
    width, height = size_of(png)
    small = f"{max(1, round(width / factor))}x{max(1, round(height / factor))}!"
    subprocess.run(
        ["convert", png, "-filter", "Box", "-resize", small, "-filter", "Triangle", "-resize", f"{width}x{height}!", out],
        check=True)


def read_from_afar(png, out, distance_metres=DISTANCE_METRES):
    """What OCR reads of `png` as from that distance: the blurred picture (written to `out`) read
    at full size and again at twice the eye's own resolution. Both carry the same detail; only the
    size OCR is given differs. Tesseract misses letters many times its favourite size (the big
    type of a 60-row dashboard is 230 pixels tall at full size) and reads them at the smaller one,
    while one-row text stays unread in both (the calibration card holds this)."""
    as_seen_from(png, out, distance_metres)
    factor = pixels_per_arcminute(distance_metres)
    width, height = size_of(png)
    eye = (max(1, round(width / factor)), max(1, round(height / factor)))
    small = out.replace(".png", "-eye.png")
    subprocess.run(
        ["convert", png, "-filter", "Box", "-resize", f"{eye[0]}x{eye[1]}!", "-filter", "Triangle", "-resize",
         f"{2 * eye[0]}x{2 * eye[1]}!", small], check=True)
    return read(out) + "\n" + read(small)


def read(png):
    """The text tesseract reads in the picture (English model, sparse text: `--psm 11`)."""
    # A dashboard is not a page of prose: with its automatic page layout tesseract looks for
    # columns and paragraphs and, on a busy screen, read nothing from 4 m of words a person reads
    # there. Sparse text finds each word where it is; the calibration card still holds (one-row
    # text read at full size and not from 4 m; 6-row half-block words from 4 m).
    # One thread: tesseract's OpenMP threads only fight each other on a busy machine (3 s of CPU
    # for a 1800×1080 screenshot alone, 9 s with four threads on two cores).
    result = subprocess.run(["tesseract", png, "stdout", "-l", "eng", "--psm", "11"], capture_output=True, text=True,
                            env={**os.environ, "OMP_THREAD_LIMIT": "1"})
    if result.returncode != 0:
        raise RuntimeError(f"tesseract failed on {png}: {result.stderr.strip()}")
    return result.stdout


# MARK: - Finding a word in what was read


def fold(text):
    """Lower case, accents off, every dash a hyphen, all white space one space."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).casefold()
    text = re.sub("[\u2212\u2010-\u2015]", "-", text)
    return re.sub(r"\s+", " ", text).strip()


def pattern(word_text):
    """A regular expression over folded text that finds the word as a person would read it."""
    folded = fold(word_text)
    temperature = re.fullmatch(r"(-?)(\d+)°", folded)
    if temperature:
        sign, number = temperature.groups()
        # The number standing alone: no digit, point or minus glued before it ("1°" is not in
        # "11°" nor in "-1°"), no digit, point or colon after it (nor in "11:00" or "1.5").
        before = r"(?<![\d.])" + (r"-\s?" if sign else r"(?<![-\d.])")
        return re.compile(before + number + r"(?![\d.:,])")
    parts = [re.escape(part) for part in folded.split(" ")]
    return re.compile(r"(?<![\w])" + r"\s+".join(parts) + r"(?![\w])")


def finds(word_text, text):
    return pattern(word_text).search(fold(text)) is not None
