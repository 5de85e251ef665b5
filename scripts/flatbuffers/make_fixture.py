#!/usr/bin/env python3
"""Writes the project's own two-place forecast in both Open-Meteo wire formats.

The same numbers go out as
  * Open-Meteo JSON (timeformat=unixtime, the server's key order and decimals per unit), and
  * FlatBuffers converted from that JSON (openmeteo_flatbuffers.py): one WeatherApiResponse per
    place, compiled by Debian's `flatc` with the official weather_api.fbs into size-prefixed
    messages, concatenated in place order,
so a test can require both decoders to agree and the official Python SDK can cross-check ours.

Usage: make_fixture.py OUT_DIR [--schema PATH] [--flatc PATH]
Writes OUT_DIR/place0.json, place1.json (flatc input), forecast_2places.flatbuffers.bin and
forecast_2places.json. Deterministic: no clock, no randomness
beyond a fixed-seed generator, so the output is byte-identical on every run.
"""

import argparse
import calendar
import json
import math
import os
import random
import sys

from openmeteo_flatbuffers import DEFAULT_SCHEMA, VARIABLES, compile_message, message_json

# The dashboard's request (Sources/WeatherProviders/OpenMeteo/OpenMeteoVariables.swift).
CURRENT = ["temperature_2m", "apparent_temperature", "relative_humidity_2m", "dew_point_2m", "is_day",
           "precipitation", "weather_code", "cloud_cover", "cloud_cover_low", "cloud_cover_mid",
           "cloud_cover_high", "pressure_msl", "wind_speed_10m", "wind_direction_10m",
           "wind_gusts_10m", "visibility", "uv_index"]
MINUTELY_15 = ["precipitation"]
HOURLY = ["temperature_2m", "apparent_temperature", "relative_humidity_2m", "dew_point_2m",
          "precipitation_probability", "precipitation", "snowfall", "weather_code", "pressure_msl",
          "cloud_cover", "cloud_cover_low", "cloud_cover_mid", "cloud_cover_high", "visibility",
          "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m", "uv_index", "is_day"]
DAILY = ["weather_code", "temperature_2m_max", "temperature_2m_min", "relative_humidity_2m_max",
         "relative_humidity_2m_min", "sunrise", "sunset", "uv_index_max", "precipitation_sum",
         "rain_sum", "showers_sum", "snowfall_sum", "precipitation_probability_max",
         "wind_speed_10m_max", "wind_gusts_10m_max", "wind_direction_10m_dominant"]

# Berlin, and Tromsø where polar night begins on 27 November (sunrise = sunset = local midnight
# from then on, the real server's placeholder).
PLACES = [
    dict(latitude=52.52, longitude=13.419998, elevation=38.0, timezone="Europe/Berlin",
         abbreviation="GMT+1", offset=3600, base_temperature=6.0, polar_night_from=None),
    dict(latitude=69.64, longitude=18.94, elevation=12.0, timezone="Europe/Oslo",
         abbreviation="GMT+1", offset=3600, base_temperature=-2.5, polar_night_from=5),
]

DAY0 = calendar.timegm((2026, 11, 22, 0, 0, 0))  # 2026-11-22, local midnight = DAY0 - offset
CURRENT_TIME = calendar.timegm((2026, 11, 22, 9, 0, 0))
HOURS, DAYS, QUARTERS = 72, 10, 16


def rounded(value, decimals):
    """The value as Open-Meteo's JSON prints it: fixed decimals for the unit."""
    return round(value, decimals) if decimals else int(round(value))


class Weather:
    """Plausible, deterministic weather for one place (not physics; just realistic shapes)."""

    def __init__(self, place, seed):
        self.place = place
        self.random = random.Random(seed)

    def hour_value(self, name, hour):
        r, base = self.random, self.place["base_temperature"]
        diurnal = math.sin((hour % 24 - 9) / 24 * 2 * math.pi)
        table = {
            "temperature_2m": base + 4 * diurnal + r.uniform(-0.6, 0.6) - hour * 0.03,
            "apparent_temperature": base - 3 + 4 * diurnal + r.uniform(-1, 1),
            "relative_humidity_2m": 82 - 12 * diurnal + r.uniform(-4, 4),
            "dew_point_2m": base - 2.5 + r.uniform(-0.8, 0.8),
            "is_day": 1 if 7 <= hour % 24 <= 15 else 0,
            "precipitation": max(0.0, r.uniform(-1.2, 0.9)),
            "precipitation_probability": r.uniform(0, 85),
            "snowfall": max(0.0, r.uniform(-0.8, 0.5)) if base < 0 else 0.0,
            "weather_code": r.choice([0, 1, 2, 3, 3, 45, 61, 63, 71, 80]),
            "cloud_cover": r.uniform(20, 100),
            "cloud_cover_low": r.uniform(0, 100),
            "cloud_cover_mid": r.uniform(0, 80),
            "cloud_cover_high": r.uniform(0, 60),
            "pressure_msl": 1012 + 6 * math.sin(hour / 30) + r.uniform(-0.4, 0.4),
            "visibility": r.uniform(4000, 40000),
            "wind_speed_10m": r.uniform(3, 28),
            "wind_direction_10m": r.uniform(0, 359),
            "wind_gusts_10m": r.uniform(15, 55),
            "uv_index": max(0.0, 1.2 * diurnal),
        }
        return rounded(table[name], VARIABLES[name][4])

    def day_value(self, name, day, local_midnight):
        r, base = self.random, self.place["base_temperature"]
        if name in ("sunrise", "sunset"):
            polar = self.place["polar_night_from"]
            if polar is not None and day >= polar:
                # What the real server writes when the sun does not rise (its Zensun): the day's
                # local midnight for both sunrise and sunset.
                return local_midnight
            daylight = 8 * 3600 - day * 120 if polar is None else 4 * 3600 - day * 2000
            noon = local_midnight + 12 * 3600 + r.randint(-300, 300)
            return noon - daylight // 2 if name == "sunrise" else noon + daylight // 2
        table = {
            "weather_code": r.choice([1, 2, 3, 45, 61, 63, 71, 73, 80, 95]),
            "temperature_2m_max": base + 4 + r.uniform(-2, 2),
            "temperature_2m_min": base - 4 + r.uniform(-2, 2),
            "relative_humidity_2m_max": r.uniform(85, 100),
            "relative_humidity_2m_min": r.uniform(55, 80),
            "uv_index_max": r.uniform(0, 1.5),
            "precipitation_sum": max(0.0, r.uniform(-3, 8)),
            "rain_sum": max(0.0, r.uniform(-3, 6)),
            "showers_sum": max(0.0, r.uniform(-2, 2)),
            "snowfall_sum": max(0.0, r.uniform(-3, 4)) if base < 0 else 0.0,
            "precipitation_probability_max": r.uniform(5, 100),
            "wind_speed_10m_max": r.uniform(10, 45),
            "wind_gusts_10m_max": r.uniform(30, 90),
            "wind_direction_10m_dominant": r.uniform(0, 359),
        }
        return rounded(table[name], VARIABLES[name][4])


def place_forecast(index, place):
    """The forecast of one place as plain data: section -> (time, interval, {name: values})."""
    weather = Weather(place, seed=1000 + index)
    midnight = DAY0 - place["offset"]
    current = {name: weather.hour_value(name, 9) for name in CURRENT}
    minutely = {name: [weather.hour_value(name, 9 + q // 4) for q in range(QUARTERS)] for name in MINUTELY_15}
    hourly = {name: [weather.hour_value(name, h) for h in range(HOURS)] for name in HOURLY}
    if index == 1:
        hourly["visibility"][5] = None  # a gap in the model output: NaN on the wire, null in JSON
    daily = {name: [weather.day_value(name, d, midnight + d * 86400) for d in range(DAYS)] for name in DAILY}
    return dict(
        current=(CURRENT_TIME, 900, current),
        minutely_15=(CURRENT_TIME, 900, minutely, QUARTERS),
        hourly=(midnight, 3600, hourly, HOURS),
        daily=(midnight, 86400, daily, DAYS))


# MARK: - Open-Meteo JSON (timeformat=unixtime)

def json_number(value, decimals):
    if value is None:
        return "null"
    if decimals is None or decimals == 0:
        return str(int(value))
    return f"{value:.{decimals}f}"


def json_units(names, is_list=True):
    """The `<section>_units` object: time format, interval (current only), unit per variable."""
    units = ",".join(['"time":"unixtime"'] + ([] if is_list else ['"interval":"seconds"'])
                     + [f'"{n}":{json.dumps(VARIABLES[n][5], ensure_ascii=False)}' for n in names])
    return "{" + units + "}"


def json_place(index, place, forecast):
    parts = [f'"latitude":{place["latitude"]}', f'"longitude":{place["longitude"]}',
             '"generationtime_ms":0.5', f'"utc_offset_seconds":{place["offset"]}',
             f'"timezone":"{place["timezone"]}"', f'"timezone_abbreviation":"{place["abbreviation"]}"',
             f'"elevation":{place["elevation"]}']
    if index:
        parts.append(f'"location_id":{index}')
    time, interval, current = forecast["current"]
    parts.append('"current_units":' + json_units(CURRENT, is_list=False))
    parts.append('"current":{' + ",".join(
        [f'"time":{time}', f'"interval":{interval}']
        + [f'"{n}":{json_number(v, VARIABLES[n][4])}' for n, v in current.items()]) + "}")
    for section, names in (("minutely_15", MINUTELY_15), ("hourly", HOURLY), ("daily", DAILY)):
        start, step, series, count = forecast[section]
        times = ",".join(str(start + i * step) for i in range(count))
        body = [f'"time":[{times}]'] + [
            f'"{n}":[' + ",".join(json_number(v, VARIABLES[n][4]) for v in values) + "]"
            for n, values in series.items()]
        parts.append(f'"{section}_units":' + json_units(names))
        parts.append(f'"{section}":{{' + ",".join(body) + "}")
    return "{" + ",".join(parts) + "}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir")
    parser.add_argument("--schema", default=DEFAULT_SCHEMA)
    parser.add_argument("--flatc", default="flatc")
    args = parser.parse_args()
    if not os.path.isfile(args.schema):
        sys.exit(f"make_fixture.py: schema {args.schema} not found; pass --schema PATH to weather_api.fbs")
    os.makedirs(args.out_dir, exist_ok=True)

    # The JSON is written first and the FlatBuffers are derived from it, so both carry the
    # same forecast by construction.
    documents = [json_place(index, place, place_forecast(index, place)) for index, place in enumerate(PLACES)]
    body = b""
    for index, document in enumerate(documents):
        text = message_json(json.loads(document), index)
        with open(os.path.join(args.out_dir, f"place{index}.json"), "w", encoding="utf-8") as handle:
            handle.write(text + "\n")
        body += compile_message(text, args.schema, args.flatc)

    # A hostile message: the same variable twice in one section (the reader must refuse it).
    repeated = {"latitude": 52.52, "longitude": 13.42, "hourly": {
        "time": 1795305600, "time_end": 1795305600 + 2 * 3600, "interval": 3600, "variables": [
            {"variable": "temperature", "unit": "celsius", "altitude": 2, "values": [1.5, 2.5]},
            {"variable": "temperature", "unit": "celsius", "altitude": 2, "values": [3.5, 4.5]}]}}
    with open(os.path.join(args.out_dir, "repeated_variable.flatbuffers.bin"), "wb") as handle:
        handle.write(compile_message(json.dumps(repeated), args.schema, args.flatc))

    # How models label apparent temperature: the real forecast server at altitude 2, the seasonal
    # models without one. Three places: the alternative only, both (the documented one must win),
    # neither (the series is missing and must be said so).
    def labelled(altitudes, index):
        variables = [{"variable": "temperature", "unit": "celsius", "altitude": 2, "value": 4.0}]
        variables += [{"variable": "apparent_temperature", "unit": "celsius", "altitude": altitude,
                       "value": 1.5 if altitude == 2 else 9.5} for altitude in altitudes]
        return {"latitude": 52.52, "longitude": 13.42, "location_id": index, "model": "best_match",
                "current": {"time": 1795305600, "time_end": 1795306500, "interval": 900, "variables": variables}}
    labels = b"".join(compile_message(json.dumps(labelled(altitudes, index)), args.schema, args.flatc)
                      for index, altitudes in enumerate([[0], [0, 2], []]))
    with open(os.path.join(args.out_dir, "apparent_temperature_labels.flatbuffers.bin"), "wb") as handle:
        handle.write(labels)

    with open(os.path.join(args.out_dir, "forecast_2places.flatbuffers.bin"), "wb") as handle:
        handle.write(body)
    with open(os.path.join(args.out_dir, "forecast_2places.json"), "w", encoding="utf-8") as handle:
        handle.write("[" + ",".join(documents) + "]")
    print(f"make_fixture.py: wrote {len(body)} bytes of FlatBuffers for {len(PLACES)} places to {args.out_dir}")


if __name__ == "__main__":
    main()
