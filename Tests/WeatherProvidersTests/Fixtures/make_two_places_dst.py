#!/usr/bin/env python3
"""Writes two_places_dst_unixtime.json: an Open-Meteo /v1/forecast answer for Berlin and
Reykjavik in the exact shape of the server's JsonWriter (key order, number formatting,
timeformat=unixtime, past_days=1, forecast_days=3), spanning the end of summer time in
Europe/Berlin (2026-10-25 01:00 UTC). Values are synthetic but physically plausible and
deterministic; tests hand-check a few of them. Regenerate with: python3 make_two_places_dst.py
"""
import json, math
from datetime import datetime, timezone

NOW = int(datetime(2026, 10, 24, 12, 7, tzinfo=timezone.utc).timestamp())
DAYS = 4  # past_days=1 + forecast_days=3

CURRENT = ["temperature_2m", "apparent_temperature", "relative_humidity_2m", "dew_point_2m", "is_day",
           "precipitation", "weather_code", "cloud_cover", "cloud_cover_low", "cloud_cover_mid",
           "cloud_cover_high", "pressure_msl", "wind_speed_10m", "wind_direction_10m",
           "wind_gusts_10m", "visibility", "uv_index"]
HOURLY = ["temperature_2m", "apparent_temperature", "relative_humidity_2m", "dew_point_2m",
          "precipitation_probability", "precipitation", "snowfall", "weather_code", "pressure_msl",
          "cloud_cover", "cloud_cover_low", "cloud_cover_mid", "cloud_cover_high", "visibility",
          "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m", "uv_index", "is_day"]
DAILY = ["weather_code", "temperature_2m_max", "temperature_2m_min", "relative_humidity_2m_max",
         "relative_humidity_2m_min", "sunrise", "sunset", "uv_index_max", "precipitation_sum",
         "rain_sum", "showers_sum", "snowfall_sum", "precipitation_probability_max",
         "wind_speed_10m_max", "wind_gusts_10m_max", "wind_direction_10m_dominant"]
UNITS = {"temperature_2m": "°C", "apparent_temperature": "°C", "relative_humidity_2m": "%",
         "dew_point_2m": "°C", "is_day": "", "precipitation": "mm", "weather_code": "wmo code",
         "cloud_cover": "%", "cloud_cover_low": "%", "cloud_cover_mid": "%", "cloud_cover_high": "%",
         "pressure_msl": "hPa", "wind_speed_10m": "km/h", "wind_direction_10m": "°",
         "wind_gusts_10m": "km/h", "visibility": "m", "uv_index": "", "precipitation_probability": "%",
         "snowfall": "cm", "temperature_2m_max": "°C", "temperature_2m_min": "°C",
         "relative_humidity_2m_max": "%", "relative_humidity_2m_min": "%", "sunrise": "unixtime",
         "sunset": "unixtime", "uv_index_max": "", "precipitation_sum": "mm", "rain_sum": "mm",
         "showers_sum": "mm", "snowfall_sum": "cm", "precipitation_probability_max": "%",
         "wind_speed_10m_max": "km/h", "wind_gusts_10m_max": "km/h", "wind_direction_10m_dominant": "°"}
DECIMALS = {"°C": 1, "%": 0, "": 2, "mm": 2, "cm": 2, "wmo code": 0, "hPa": 1, "km/h": 1, "°": 0, "m": 2}
INTEGER_UNITS = {"%", "wmo code", "°"}


def fmt(unit, value):
    if value is None:
        return None
    if unit in INTEGER_UNITS or (unit == "" and value in (0, 1) and isinstance(value, int)):
        return int(round(value))
    return round(value, DECIMALS.get(unit, 2))


class Place:
    def __init__(self, lat, lon, elevation, zone, offset, abbr, base_temp, swing, p0, dp, sunrise, sunset, rainy):
        self.__dict__.update(locals())


BERLIN = Place(52.52, 13.419998, 38.0, "Europe/Berlin", 7200, "GMT+2", 10.0, 4.0, 1016.0, -0.6, 5 * 3600 + 40 * 60, 15 * 3600 + 58 * 60, True)
REYKJAVIK = Place(64.14, -21.92, 25.0, "Atlantic/Reykjavik", 0, "GMT", 3.0, 2.0, 1004.0, 0.4, 9 * 3600 + 20 * 60, 17 * 3600 + 10 * 60, False)


def hourly(place, t):
    h = (t - NOW) / 3600.0
    local_hour = ((t + place.offset) % 86400) / 3600.0
    temp = place.base_temp + place.swing * math.sin((local_hour - 9) / 24 * 2 * math.pi)
    rain = place.rainy and -1 <= h <= 6
    precip = [0.2, 0.6, 1.1, 0.8, 0.4, 0.3, 0.1, 0.0][int(h) + 1] if rain else 0.0
    day_seconds = t % 86400
    is_day = 1 if place.sunrise <= day_seconds < place.sunset else 0
    cloud = 95 if rain else 40 + 30 * math.sin(h / 7)
    return {
        "temperature_2m": temp, "apparent_temperature": temp - 2.5,
        "relative_humidity_2m": 92 if rain else 75 + 10 * math.cos(h / 5),
        "dew_point_2m": temp - 3.0, "precipitation_probability": 80 if rain else 10,
        "precipitation": precip, "snowfall": 0.0, "weather_code": 61 if precip > 0 else (3 if cloud > 80 else 2),
        "pressure_msl": place.p0 + place.dp * h, "cloud_cover": cloud, "cloud_cover_low": cloud * 0.6,
        "cloud_cover_mid": cloud * 0.3, "cloud_cover_high": cloud * 0.1, "visibility": 8000.0 if rain else 24140.0,
        "wind_speed_10m": 14.0 + 4 * math.sin(h / 6), "wind_direction_10m": 225 + 20 * math.sin(h / 9),
        "wind_gusts_10m": 30.0 + 6 * math.sin(h / 6), "uv_index": 1.5 * is_day, "is_day": is_day,
    }


def section(times, rows, names):
    out = {"time": times}
    for name in names:
        out[name] = [fmt(UNITS[name], row[name]) for row in rows]
    return out


def place_json(place, location_id):
    start = int(datetime(2026, 10, 23, tzinfo=timezone.utc).timestamp()) - place.offset
    htimes = [start + 3600 * i for i in range(24 * DAYS)]
    hrows = [hourly(place, t) for t in htimes]
    hrows[30]["precipitation_probability"] = None  # the server sends null for missing values
    mtimes = [start + 900 * i for i in range(96 * DAYS)]
    mrows = []
    for t in mtimes:
        h = (t - NOW) / 3600.0
        wet = place.rainy and 0 <= h <= 1.5
        mrows.append({"precipitation": [0.05, 0.1, 0.3, 0.5, 0.2, 0.1, 0.0][min(6, int(h * 4))] if wet else 0.0})
    dtimes = [start + 86400 * d for d in range(DAYS)]
    drows = []
    for d, t in enumerate(dtimes):
        day = hrows[24 * d:24 * d + 24]
        temps = [r["temperature_2m"] for r in day]
        precip = sum(r["precipitation"] for r in day)
        midnight_utc = t + place.offset
        drows.append({
            "weather_code": max(r["weather_code"] for r in day), "temperature_2m_max": max(temps),
            "temperature_2m_min": min(temps),
            "relative_humidity_2m_max": max(r["relative_humidity_2m"] for r in day),
            "relative_humidity_2m_min": min(r["relative_humidity_2m"] for r in day),
            "sunrise": midnight_utc + place.sunrise + 120 * d, "sunset": midnight_utc + place.sunset - 120 * d,
            "uv_index_max": max(r["uv_index"] for r in day), "precipitation_sum": precip, "rain_sum": precip,
            "showers_sum": 0.0, "snowfall_sum": 0.0,
            "precipitation_probability_max": max(r["precipitation_probability"] or 0 for r in day),
            "wind_speed_10m_max": max(r["wind_speed_10m"] for r in day),
            "wind_gusts_10m_max": max(r["wind_gusts_10m"] for r in day),
            "wind_direction_10m_dominant": 225})
    current_time = NOW - NOW % 900
    crow = hourly(place, current_time)
    crow["precipitation"] = 0.3 if place.rainy else 0.0
    obj = {"latitude": place.lat, "longitude": place.lon, "generationtime_ms": 1.2345,
           "utc_offset_seconds": place.offset, "timezone": place.zone, "timezone_abbreviation": place.abbr,
           "elevation": place.elevation}
    if location_id:
        obj["location_id"] = location_id
    obj["current_units"] = {"time": "unixtime", "interval": "seconds", **{n: UNITS[n] for n in CURRENT}}
    obj["current"] = {"time": current_time, "interval": 900, **{n: fmt(UNITS[n], crow[n]) for n in CURRENT}}
    obj["minutely_15_units"] = {"time": "unixtime", "precipitation": "mm"}
    obj["minutely_15"] = section(mtimes, mrows, ["precipitation"])
    obj["hourly_units"] = {"time": "unixtime", **{n: UNITS[n] for n in HOURLY}}
    obj["hourly"] = section(htimes, hrows, HOURLY)
    obj["daily_units"] = {"time": "unixtime", **{n: UNITS[n] for n in DAILY}}
    obj["daily"] = section(dtimes, drows, DAILY)
    return obj


body = [place_json(BERLIN, 0), place_json(REYKJAVIK, 1)]
with open("two_places_dst_unixtime.json", "w") as f:
    json.dump(body, f, ensure_ascii=False, separators=(",", ":"))
print("now =", NOW)
