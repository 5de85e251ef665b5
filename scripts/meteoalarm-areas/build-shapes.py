#!/usr/bin/env python3
"""Builds MeteoAlarm's area shapes into Sources/WeatherProviders/Alerts/MeteoAlarmAreaShapes+Data.swift.

MeteoAlarm's country feeds name their warning areas by code (EMMA_ID) without shapes, so a point
cannot be matched to them from the feed. MeteoAlarm publishes the shapes separately (geocodes.json,
GeoJSON, EUMETNET, CC BY 4.0; https://meteoalarm.org/en/live/page/redistribution-hub). This script
reads them, either as that file or split by country as em-jov/meteoalarm keeps them
(countries/<name>.json: [{"code", "area", "type", "coordinates"}]), and writes a compact table:
each ring simplified (Douglas-Peucker, TOLERANCE degrees), its points on a 0.001° grid,
delta-encoded as zigzag varints, base64 in a Swift string literal, one section per country so
that a lookup reads only its country's areas.

Layout (varint: LEB128; zigzag: (n << 1) ^ (n >> 63)): one section a country, keyed by its ISO
code, each base64 on its own. A section: varint area count; per area: varint length + UTF-8 code, varint length + UTF-8 name,
varint ring count; per ring: varint point count, then each point's longitude and latitude in
thousandths of a degree as zigzag varints, each the difference from the ring's previous point
(the first from 0,0). Rings are closed implicitly; an area's rings are tested together by the
even-odd rule (holes and islands alike).

Countries whose own service answers by point (Germany: DWD, Norway: MET Norway) are left out.

  scripts/meteoalarm-areas/build-shapes.py SOURCE [SOURCE ...] SOURCE_NOTE > Sources/WeatherProviders/Alerts/MeteoAlarmAreaShapes+Data.swift

Each SOURCE is geocodes.json or a directory holding em-jov country files (*.json) or one GeoJSON
Feature an area (*.geojson, as KDE/foss-public-alert-server keeps them:
foss_public_alert_server/alertHandler/data/EMMA_ID/<code>.geojson); several sources are read
together, and an area found in two of them is refused. SOURCE_NOTE is one line saying where they
came from (it goes into the generated file's header).

This build: em-jov/meteoalarm@13ff71e3dfa46ac59165456e317d3203e3be913e countries/*.json for all
but Austria, Croatia and Latvia (whose files there are 4 MiB and more and were not available),
and those three countries' files of KDE/foss-public-alert-server at
dd0c3247d9805e67348ac40d2dd0d3289bc2803d (2025-04-12, "add new EMMA_IDs and aliases generated
from MeteoAlarm data"; unsimplified: its later commit 8e2515738 simplified them), 191 areas:

  git -C meteoalarm archive 13ff71e3 countries | tar -x -C emjov
  D=foss_public_alert_server/alertHandler/data/EMMA_ID
  git -C foss-public-alert-server archive dd0c3247d $D | tar -x -C kde
  mkdir kde-emma && cp kde/$D/AT*.geojson kde/$D/HR*.geojson kde/$D/LV*.geojson kde-emma/
  build-shapes.py emjov/countries kde-emma "$(sed -n 4p MeteoAlarmAreaShapes+Data.swift | cut -c4-)"

(the note is the generated file's fourth line; the other countries' sections come out byte for
byte as before, which is how this build was checked).
"""
import base64
import glob
import json
import os
import sys

TOLERANCE = 0.002  # degrees: about 220 m north-south, less east-west in Europe
GRID = 1000  # points per degree: 0.001° (about 110 m)
SKIPPED = {"DE", "NO", "SJ"}  # answered by point: DWD, MET Norway
COUNTRY_OF = {"UK": "GB"}


def features(source):
    """(country, code, name, rings) of every area."""
    if os.path.isdir(source):
        for path in sorted(glob.glob(os.path.join(source, "*.json"))):
            with open(path, encoding="utf-8") as handle:
                for area in json.load(handle):
                    yield area["code"][:2], area["code"], area["area"], rings(area["type"], area["coordinates"])
        for path in sorted(glob.glob(os.path.join(source, "*.geojson"))):
            with open(path, encoding="utf-8") as handle:
                data = json.load(handle)
            yield from geojson_features(data["features"] if data.get("type") == "FeatureCollection" else [data])
    else:
        with open(source, encoding="utf-8") as handle:
            yield from geojson_features(json.load(handle)["features"])


def geojson_features(items):
    for feature in items:
        props, geometry = feature["properties"], feature["geometry"]
        if props.get("type", "EMMA_ID") != "EMMA_ID" or not geometry:
            continue
        yield props["country"], props["code"], props["name"], rings(geometry["type"], geometry["coordinates"])


def rings(kind, coordinates):
    if kind == "Polygon":
        return list(coordinates)
    if kind == "MultiPolygon":
        return [ring for polygon in coordinates for ring in polygon]
    raise ValueError(f"unexpected geometry {kind}")


def simplify(points, tolerance):
    """Douglas-Peucker, iterative."""
    if len(points) < 4:
        return points
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    while stack:
        first, last = stack.pop()
        (x1, y1), (x2, y2) = points[first], points[last]
        dx, dy = x2 - x1, y2 - y1
        length = (dx * dx + dy * dy) ** 0.5
        worst, index = 0.0, None
        for i in range(first + 1, last):
            x, y = points[i]
            if length == 0:
                distance = ((x - x1) ** 2 + (y - y1) ** 2) ** 0.5
            else:
                distance = abs(dy * x - dx * y + x2 * y1 - y2 * x1) / length
            if distance > worst:
                worst, index = distance, i
        if index is not None and worst > tolerance:
            keep[index] = True
            stack.append((first, index))
            stack.append((index, last))
    return [point for point, kept in zip(points, keep) if kept]


def varint(value, out):
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return


def zigzag(value):
    return (value << 1) ^ (value >> 63)


def encode_ring(ring, out):
    # A closed ring's last point repeats its first: dropped, the reader closes it.
    points = [(round(lon * GRID), round(lat * GRID)) for lon, lat in ring[:-1] if ring]
    deduped = [p for i, p in enumerate(points) if i == 0 or p != points[i - 1]]
    varint(len(deduped), out)
    last = (0, 0)
    for point in deduped:
        varint(zigzag(point[0] - last[0]), out)
        varint(zigzag(point[1] - last[1]), out)
        last = point


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    sources, note = sys.argv[1:-1], sys.argv[-1]
    by_country = {}
    seen = {}
    for source in sources:
        for country, code, name, area_rings in features(source):
            if code in seen:
                sys.exit(f"{code} is in {seen[code]} and in {source}")
            seen[code] = source
            country = COUNTRY_OF.get(country, country)
            if country in SKIPPED:
                continue
            kept = []
            for ring in area_rings:
                simplified = simplify([tuple(p[:2]) for p in ring], TOLERANCE)
                if len(simplified) >= 4:
                    kept.append(simplified)
            if kept:
                # A name the export mangled ("Sodankyl\ufffd") is left out: the feed's own names it.
                by_country.setdefault(country, []).append((code, "" if "\ufffd" in name else name, kept))
    sections = []
    for country in sorted(by_country):
        out = bytearray()
        areas = sorted(by_country[country])
        varint(len(areas), out)
        for code, name, area_rings in areas:
            for text in (code, name):
                raw = text.encode("utf-8")
                varint(len(raw), out)
                out += raw
            varint(len(area_rings), out)
            for ring in area_rings:
                encode_ring(ring, out)
        sections.append((country, bytes(out)))
    # One base64 string a country, so that a lookup decodes only its own country's section.
    areas = sum(len(by_country[c]) for c in by_country)
    total = sum(len(section) for _, section in sections)
    print("// swift-format-ignore-file")
    print("// Generated by scripts/meteoalarm-areas/build-shapes.py; do not edit.")
    print(f"// {areas} MeteoAlarm warning areas of {len(sections)} countries ({', '.join(sorted(by_country))}), from")
    print(f"// {note}")
    print("// Area shapes: MeteoAlarm geocodes (EMMA_ID), © EUMETNET, CC BY 4.0, simplified to")
    print(f"// {TOLERANCE}° and rounded to {1 / GRID}°.")
    print()
    print("extension MeteoAlarmAreaShapes {")
    print("  /// Each country's section, base64 (see scripts/meteoalarm-areas/build-shapes.py for its layout).")
    print("  static let encoded: [String: String] = [")
    for country, section in sections:
        text = base64.b64encode(section).decode("ascii")
        print(f'    "{country}": """')
        for i in range(0, len(text), 100):
            print("      " + text[i : i + 100])
        print('      """,')
    print("  ]")
    print("}")
    print(f"built {areas} areas, {total} bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
