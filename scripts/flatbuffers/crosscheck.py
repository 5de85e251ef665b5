#!/usr/bin/env python3
"""Decodes an Open-Meteo FlatBuffers body with the official `openmeteo_sdk` reader, as JSON.

Usage: crosscheck.py BODY.bin OUT.json
The dump is what the Swift test `FlatBuffersCrosscheckTests` compares our decoder against:
a list with one object per size-prefixed message, every field as the SDK reads it (enum
fields as their raw numbers, float32 values widened exactly to doubles, NaN as null).
Framing follows the SDK's own loop (openmeteo_requests): [int32 length][message]...
"""

import json
import math
import struct
import sys

try:
    from openmeteo_sdk.WeatherApiResponse import WeatherApiResponse
except ImportError:
    sys.exit("crosscheck.py: the official reader is missing; install it with `pip install openmeteo-sdk`")

SECTIONS = ("current", "minutely_15", "hourly", "daily")


def number(value):
    """float32 values as exact doubles; NaN (Open-Meteo's missing) as None."""
    return None if isinstance(value, float) and math.isnan(value) else value


def variable_dump(variable):
    values = None if variable.ValuesIsNone() else [number(variable.Values(j)) for j in range(variable.ValuesLength())]
    stamps = None if variable.ValuesInt64IsNone() else [variable.ValuesInt64(j) for j in range(variable.ValuesInt64Length())]
    return {
        "variable": variable.Variable(), "unit": variable.Unit(), "value": number(variable.Value()),
        "values": values, "values_int64": stamps, "altitude": variable.Altitude(),
        "aggregation": variable.Aggregation(), "pressure_level": variable.PressureLevel(),
        "depth": variable.Depth(), "depth_to": variable.DepthTo(),
        "ensemble_member": variable.EnsembleMember(), "previous_day": variable.PreviousDay(),
        "probability": variable.Probability(),
    }


def section_dump(section):
    if section is None:
        return None
    return {
        "time": section.Time(), "time_end": section.TimeEnd(), "interval": section.Interval(),
        "variables": [variable_dump(section.Variables(i)) for i in range(section.VariablesLength())],
    }


def text(value):
    return None if value is None else value.decode("utf-8")


def message_dump(response):
    sections = {"current": response.Current(), "minutely_15": response.Minutely15(),
                "hourly": response.Hourly(), "daily": response.Daily()}
    return {
        "latitude": number(response.Latitude()), "longitude": number(response.Longitude()),
        "elevation": number(response.Elevation()), "location_id": response.LocationId(),
        "model": response.Model(), "utc_offset_seconds": response.UtcOffsetSeconds(),
        "timezone": text(response.Timezone()),
        "timezone_abbreviation": text(response.TimezoneAbbreviation()),
        **{name: section_dump(sections[name]) for name in SECTIONS},
    }


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: crosscheck.py BODY.bin OUT.json")
    with open(sys.argv[1], "rb") as handle:
        body = handle.read()
    messages, position = [], 0
    while position < len(body):
        (length,) = struct.unpack_from("<i", body, position)
        messages.append(message_dump(WeatherApiResponse.GetRootAs(body, position + 4)))
        position += 4 + length
    with open(sys.argv[2], "w", encoding="utf-8") as handle:
        json.dump(messages, handle, indent=1)
    print(f"crosscheck.py: official openmeteo_sdk read {len(messages)} message(s) from {sys.argv[1]}")


if __name__ == "__main__":
    main()
