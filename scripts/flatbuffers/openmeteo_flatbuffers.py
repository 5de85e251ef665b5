#!/usr/bin/env python3
"""Turns Open-Meteo JSON (timeformat=unixtime) into a genuine `format=flatbuffers` body.

Each place becomes a `WeatherApiResponse` in flatc's JSON, compiled by Debian's `flatc` with the
official weather_api.fbs into a size-prefixed message; the messages are concatenated in place
order, as the server streams them. Variables are identified as the server does it: by
(Variable, altitude, Aggregation), with the unit the server sends for the metric default.

Library use (make_fixture.py, a stand-in server):
    body = openmeteo_flatbuffers.flatbuffers_body(places, schema_path)   # places: list of dicts
Command line:
    openmeteo_flatbuffers.py [--schema PATH] [--flatc PATH] INPUT.json OUTPUT.bin
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

INT64_MAX = 9223372036854775807
HERE = os.path.dirname(os.path.abspath(__file__))
# Open-Meteo's schema, copied into the repository with its licence and provenance beside it.
DEFAULT_SCHEMA = os.path.join(HERE, "open-meteo-sdk/weather_api.fbs")

# The identities (schema Variable, altitude, Aggregation) come from the one table the Swift reader
# uses, Sources/WeatherProviders/OpenMeteo/FlatBuffersVariableIdentity.swift, so the stand-in, the fixture
# builder and the reader cannot disagree; that table is checked against what the real server
# writes (shared/reference/openmeteo-flatbuffers-identities.md). Here only the units.
IDENTITY_TABLE = os.path.join(HERE, "../../Sources/WeatherProviders/OpenMeteo/FlatBuffersVariableIdentity.swift")
# The air-quality API's variables (/v1/air-quality), in a table of the same form.
AIR_QUALITY_TABLE = os.path.join(HERE, "../../Sources/WeatherProviders/OpenMeteo/AirQuality/AirQualityVariableNames.swift")

# name -> (Unit the server sends for the metric default, decimals Open-Meteo's JSON prints, JSON unit)
UNITS = {
    "temperature_2m": ("celsius", 1, "°C"),
    "apparent_temperature": ("celsius", 1, "°C"),
    "relative_humidity_2m": ("percentage", 0, "%"),
    "dew_point_2m": ("celsius", 1, "°C"),
    "is_day": ("dimensionless_integer", 0, ""),
    "precipitation": ("millimetre", 2, "mm"),
    "precipitation_probability": ("percentage", 0, "%"),
    "rain": ("millimetre", 2, "mm"),
    "showers": ("millimetre", 2, "mm"),
    "snowfall": ("centimetre", 2, "cm"),
    "weather_code": ("wmo_code", 0, "wmo code"),
    "cloud_cover": ("percentage", 0, "%"),
    "cloud_cover_low": ("percentage", 0, "%"),
    "cloud_cover_mid": ("percentage", 0, "%"),
    "cloud_cover_high": ("percentage", 0, "%"),
    "pressure_msl": ("hectopascal", 1, "hPa"),
    "surface_pressure": ("hectopascal", 1, "hPa"),
    "visibility": ("metre", 2, "m"),
    "wind_speed_10m": ("kilometres_per_hour", 1, "km/h"),
    "wind_direction_10m": ("degree_direction", 0, "°"),
    "wind_gusts_10m": ("kilometres_per_hour", 1, "km/h"),
    "uv_index": ("dimensionless", 2, ""),
    "temperature_2m_max": ("celsius", 1, "°C"),
    "temperature_2m_min": ("celsius", 1, "°C"),
    "apparent_temperature_max": ("celsius", 1, "°C"),
    "apparent_temperature_min": ("celsius", 1, "°C"),
    "relative_humidity_2m_max": ("percentage", 0, "%"),
    "relative_humidity_2m_min": ("percentage", 0, "%"),
    "sunrise": ("unix_time", None, "unixtime"),
    "sunset": ("unix_time", None, "unixtime"),
    "daylight_duration": ("seconds", 2, "s"),
    "sunshine_duration": ("seconds", 2, "s"),
    "uv_index_max": ("dimensionless", 2, ""),
    "precipitation_sum": ("millimetre", 2, "mm"),
    "rain_sum": ("millimetre", 2, "mm"),
    "showers_sum": ("millimetre", 2, "mm"),
    "snowfall_sum": ("centimetre", 2, "cm"),
    "precipitation_hours": ("hours", 1, "h"),
    "precipitation_probability_max": ("percentage", 0, "%"),
    "wind_speed_10m_max": ("kilometres_per_hour", 1, "km/h"),
    "wind_gusts_10m_max": ("kilometres_per_hour", 1, "km/h"),
    "wind_direction_10m_dominant": ("degree_direction", 0, "°"),
}
# The air-quality API's units (open-meteo's CamsDomain `unit`, the SDK's `abbreviation`).
UNITS.update({name: ("european_air_quality_index", 0, "EAQI") for name in (
    "european_aqi", "european_aqi_pm2_5", "european_aqi_pm10", "european_aqi_nitrogen_dioxide",
    "european_aqi_ozone", "european_aqi_sulphur_dioxide")})
UNITS.update({name: ("us_air_quality_index", 0, "USAQI") for name in (
    "us_aqi", "us_aqi_pm2_5", "us_aqi_pm10", "us_aqi_nitrogen_dioxide", "us_aqi_ozone",
    "us_aqi_sulphur_dioxide", "us_aqi_carbon_monoxide")})
UNITS.update({name: ("micrograms_per_cubic_metre", 1, "μg/m³") for name in (
    "pm2_5", "pm10", "nitrogen_dioxide", "ozone", "sulphur_dioxide", "carbon_monoxide")})
UNITS.update({kind + "_pollen": ("grains_per_cubic_metre", 1, "grains/m³") for kind in (
    "alder", "birch", "grass", "mugwort", "olive", "ragweed")})


def read_identities(path=IDENTITY_TABLE):
    """name -> (schema Variable, altitude, Aggregation or None), from the Swift table's Entry rows."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    aggregations = dict(re.findall(r'private static let (\w+) = \("(\w+)", UInt8\(\d+\)\)', text))
    rows = {}
    for m in re.finditer(r'^    Entry\("(\w+)", \("(\w+)", \d+\)(?:, altitude: (\d+))?'
                         r'(?:, alternativeAltitude: \d+)?(?:, (\w+))?\),$', text, re.M):
        name, variable, altitude, aggregation = m.groups()
        rows[name] = (variable, int(altitude or 0), aggregations[aggregation] if aggregation else None)
    if len(rows) != len(re.findall(r"^    Entry\(", text, re.M)):
        raise ConversionError(f"{path}: an Entry row is not in the one-line form this script reads")
    return rows


def _variables():
    identities = {**read_identities(), **read_identities(AIR_QUALITY_TABLE)}
    missing = sorted(set(UNITS) - set(identities))
    if missing:
        raise ConversionError(f"no FlatBuffers identity for {missing} in {IDENTITY_TABLE}")
    return {name: (identities[name][0], unit, identities[name][1], identities[name][2], decimals, json_unit)
            for name, (unit, decimals, json_unit) in UNITS.items()}


SERIES_SECTIONS = {"minutely_15": 900, "hourly": 3600, "daily": 86400}


class ConversionError(ValueError):
    """The JSON cannot be expressed as a FlatBuffers message (says what and how to fix it)."""


# name -> (schema Variable, Unit, altitude, Aggregation, decimals Open-Meteo's JSON prints, JSON unit)
VARIABLES = _variables()


def _variable(name, value=None, values=None):
    if name not in VARIABLES:
        raise ConversionError(f"no FlatBuffers identity for variable {name!r}; add it to the table in "
                              "Sources/WeatherProviders/OpenMeteo/FlatBuffersVariableIdentity.swift and its unit to UNITS "
                              "in scripts/flatbuffers/openmeteo_flatbuffers.py")
    variable, unit, altitude, aggregation = VARIABLES[name][:4]
    entry = {"variable": variable, "unit": unit}
    if altitude:
        entry["altitude"] = altitude
    if aggregation:
        entry["aggregation"] = aggregation
    if value is not None:
        entry["value"] = value
    if values is not None:
        if unit == "unix_time":
            entry["values_int64"] = [INT64_MAX if v is None else int(v) for v in values]
        else:
            entry["values"] = ["nan" if v is None else v for v in values]
    return entry


def _unix(value, where):
    if isinstance(value, bool) or not isinstance(value, int):
        raise ConversionError(f"{where} time {value!r} is not unix seconds; request timeformat=unixtime")
    return value


def _section(place, key):
    section = place[key]
    times = [_unix(t, key) for t in section["time"]]
    if not times:
        raise ConversionError(f"{key} has an empty time list")
    interval = times[1] - times[0] if len(times) > 1 else SERIES_SECTIONS[key]
    if any(b - a != interval for a, b in zip(times, times[1:])):
        raise ConversionError(f"{key} times are not evenly spaced; FlatBuffers needs time + i*interval")
    return {"time": times[0], "time_end": times[-1] + interval, "interval": interval,
            "variables": [_variable(name, values=values) for name, values in section.items() if name != "time"]}


def message_json(place, index):
    """flatc JSON text of one place's `WeatherApiResponse` (bare `nan` for missing floats)."""
    message = {"latitude": place["latitude"], "longitude": place["longitude"],
               "generation_time_milliseconds": place.get("generationtime_ms", 0),
               "location_id": place.get("location_id", index), "model": "best_match",
               "utc_offset_seconds": place.get("utc_offset_seconds", 0)}
    if place.get("elevation") is not None:
        message["elevation"] = place["elevation"]
    # The server omits both zone strings for GMT (no timezone requested).
    if place.get("timezone") not in (None, "GMT"):
        message["timezone"] = place["timezone"]
        message["timezone_abbreviation"] = place.get("timezone_abbreviation", "")
    if "current" in place:
        current = place["current"]
        time, interval = _unix(current["time"], "current"), current.get("interval", 900)
        message["current"] = {
            "time": time, "time_end": time + interval, "interval": interval,
            "variables": [_variable(name, value=("nan" if value is None else value))
                          for name, value in current.items() if name not in ("time", "interval")]}
    for key in ("daily", "hourly", "minutely_15"):
        if key in place:
            message[key] = _section(place, key)
    # flatc reads the bare word nan (not the string) as a float NaN.
    return json.dumps(message, indent=1, ensure_ascii=False).replace('"nan"', "nan")


def compile_message(text, schema, flatc="flatc", workdir=None):
    """Size-prefixed binary of one flatc-JSON message."""
    with tempfile.TemporaryDirectory(dir=workdir) as temp:
        source = os.path.join(temp, "message.json")
        with open(source, "w", encoding="utf-8") as handle:
            handle.write(text + "\n")
        subprocess.run([flatc, "--binary", "--size-prefixed", "-o", temp, schema, source], check=True)
        with open(os.path.join(temp, "message.bin"), "rb") as handle:
            return handle.read()


def flatbuffers_body(places, schema=DEFAULT_SCHEMA, flatc="flatc"):
    """The `format=flatbuffers` body for Open-Meteo JSON places (a dict or a list of dicts)."""
    if isinstance(places, dict):
        places = [places]
    return b"".join(compile_message(message_json(place, i), schema, flatc) for i, place in enumerate(places))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("input")
    parser.add_argument("output")
    parser.add_argument("--schema", default=DEFAULT_SCHEMA)
    parser.add_argument("--flatc", default="flatc")
    args = parser.parse_args()
    with open(args.input, encoding="utf-8") as handle:
        places = json.load(handle)
    try:
        body = flatbuffers_body(places, args.schema, args.flatc)
    except ConversionError as error:
        sys.exit(f"openmeteo_flatbuffers.py: {error}")
    with open(args.output, "wb") as handle:
        handle.write(body)
    print(f"openmeteo_flatbuffers.py: wrote {len(body)} bytes to {args.output}")


if __name__ == "__main__":
    main()
