#!/usr/bin/env python3
"""Every public symbol the library declares has a documentation comment.

Reads the symbol graphs that `swift package generate-documentation --target WeatherKitCompat`
extracted (run it first; check-library does) and lists each public symbol declared in
Sources/WeatherKitCompat without a `///` comment. What the library does not declare is left out:
members that come with a standard protocol (Collection's `map`, Equatable's `!=`) and synthesized
conformances are documented where they are declared, by the standard library.

A code listing in a documentation comment must be a program the tests compile and run: each
listing is looked for, verbatim, between BEGIN and END lines of Tests/PortingSnippets/main.swift.

Prints the figures and exits 1 on any gap. `--list` prints every undocumented symbol.
"""
import glob
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GRAPHS = os.path.join(ROOT, ".build", "*", "extracted-symbols", "*", "WeatherKitCompat", "*.symbols.json")
SOURCES = "/Sources/WeatherKitCompat/"
SNIPPETS = os.path.join(ROOT, "Tests", "PortingSnippets", "main.swift")
# The main types, whose comments show a short example.
WITH_EXAMPLE = ["WeatherService", "Weather", "CurrentWeather", "HourWeather", "DayWeather", "WeatherAlert"]


def symbols():
    files = glob.glob(GRAPHS)
    if not files:
        sys.exit(f"doc-coverage: no symbol graph under {GRAPHS}; run generate-documentation first")
    seen = {}
    for path in files:
        with open(path, encoding="utf-8") as handle:
            graph = json.load(handle)
        for symbol in graph["symbols"]:
            uri = symbol.get("location", {}).get("uri", "")
            if SOURCES not in uri or "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            seen[symbol["identifier"]["precise"]] = symbol
    return seen.values()


def listings(comment):
    """The code listings (``` fences) of a documentation comment, each as its lines."""
    found, current = [], None
    for line in comment:
        if line.strip().startswith("```"):
            if current is None:
                current = []
            else:
                found.append("\n".join(current).strip("\n"))
                current = None
        elif current is not None:
            current.append(line)
    return found


def main():
    everything = list(symbols())
    snippets = open(SNIPPETS, encoding="utf-8").read()
    compiled = re.findall(r"// BEGIN [^\n]+\n(.*?)// END ", snippets, flags=re.S)
    missing, stray, examples = [], [], {}
    for symbol in everything:
        name = ".".join(symbol["pathComponents"])
        comment = [line["text"] for line in symbol.get("docComment", {}).get("lines", [])]
        where = symbol["location"]["uri"].split(SOURCES)[-1] + ":" + str(symbol["location"]["position"]["line"] + 1)
        if not any(line.strip() for line in comment):
            missing.append(f"{name} ({symbol['kind']['displayName']}, {where})")
            continue
        for listing in listings(comment):
            examples[name] = True
            if not any(listing.strip() in block for block in compiled):
                stray.append(f"{name} ({where}): its example is not in Tests/PortingSnippets/main.swift")
    no_example = [name for name in WITH_EXAMPLE if name not in examples]
    documented = len(everything) - len(missing)
    print(
        f"doc-coverage: {documented} of {len(everything)} public symbols declared in Sources/WeatherKitCompat "
        f"documented; {len(examples)} with an example that the tests compile and run")
    if "--list" in sys.argv or missing:
        for line in sorted(missing):
            print("  undocumented:", line)
    for line in stray:
        print("  ", line)
    for name in no_example:
        print(f"  {name}: a main type without an example (a ``` listing in its comment)")
    if missing or stray or no_example:
        sys.exit(1)


if __name__ == "__main__":
    main()
