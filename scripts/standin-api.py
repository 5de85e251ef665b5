#!/usr/bin/env python3
"""A stand-in for the Open-Meteo forecast and geocoding APIs, on 127.0.0.1 only.

Serves made-up but well-formed responses shaped exactly like the real JSON (timeformat=unixtime),
for the end-to-end tmux tests and the terminal benchmark. Nothing here is real weather; the
program under test is pointed at it through WEATHERTUI_OPEN_METEO_URL / WEATHERTUI_GEOCODING_URL.

  scripts/standin-api.py --port-file /tmp/port [--log /tmp/requests.log]

Control (for tests): GET /control/fail?status=503 makes forecast requests fail until
GET /control/ok; GET /control/fail-archive?status=429 does the same for /v1/archive only.
GET /control/austria-storm adds a new orange storm warning for Wien to the (hand-made) Austrian
MeteoAlarm feed, to see how a running dashboard notices a new alert.
GET /control/nws-alerts?count=N&tag=T[&ahead_days=D] adds N MADE-UP warnings (ids tagged T, most
Severe, each lasting 5 hours, starting D days from now, default now) to what NWS answers at
Springfield, Illinois, beside the recorded-shape one; count=0 removes them (the notifier's flood
and restart tests). GET /control/dwd-empty?times=N makes the next N DWD warn-cell look-ups answer
with no feature, as a server's hiccup would.
Every request line is appended to --log; with --log-bytes, each line is instead
"PATH<TAB>BYTES" (BYTES: everything sent back, status line and headers included), written once
the answer has gone out (scripts/bench/scaling counts a cold start's requests and bytes).

Soak (scripts/bench/soak.py): `--clock ORIGIN:SPEED` runs the stand-in's "now" SPEED times faster
from the Unix instant ORIGIN (the program under test, the test build FastClockDashboard, gets
the same value in WEATHERTUI_FAST_CLOCK), and `--fault-every SECONDS` makes forecast requests
fail during the first
`--fault-seconds` of every such period of that clock, cycling through the faults a real network
has: HTTP 500, a 429 with Open-Meteo's minutely reason, a 200 with garbage, a body cut short and
a connection closed without an answer; once every 24 periods, a hang longer than the client's
timeout.

Daily history (the climate requests): /v1/archive?start_date&end_date&daily=… and /v1/forecast
without `hourly` (past_days=N) answer with ISO dates ("yyyy-mm-dd") and a smooth made-up seasonal
curve; snowfall in cm like the real API. Both take comma-separated latitude/longitude/timezone
lists (a JSON array then, one object per place with `location_id` from the second on) and
`format=flatbuffers` (one size-prefixed message per place, compiled by flatc like the forecast).

Air quality: /v1/air-quality?latitude&longitude&current=…&hourly=…&forecast_days=N (JSON or
format=flatbuffers, several places like the forecast) answers in the shape of the real recordings
(Tests/WeatherProvidersTests/Fixtures/AirQuality: unixtime, `current` with interval 3600, units
"EAQI", "USAQI", "μg/m³", "grains/m³", indices as whole numbers, one decimal otherwise). The VALUES
ARE MADE UP (a smooth daily curve per place), never real air. Pollen only for European
coordinates (latitude 34–72, longitude −25–45); elsewhere every pollen value is null, the key
kept, as the real API serves it. GET /control/fail-air-quality?status=503 makes these requests
fail until /control/ok.

Rate limits, as Open-Meteo's server counts them (RateLimiter.swift, ApiKeyManager.swift): every
/v1/* request is weighted (max(1, v/10, v/10 * days/14) per location); the count is checked
*before* a request (429 "Minutely API request limit exceeded…" once the minute's count has
reached the limit, then hourly, then daily) and the weight added after it is served (1 for an
error answer); the minute count is cleared at every minute, the hour's at the top of each UTC hour,
the day's at 00:00 UTC; a single request weighing more than the hourly limit is refused with 400.
`--limits MINUTE,HOUR,DAY` (default 600,5000,10000; 0 turns limits off). GET /control/usage
returns the counts, the most ever counted in one minute/hour/day and how many requests were
refused; GET /control/reset-usage starts them from zero. Daily-history bodies are kept for
repeated identical requests (benchmarks measure the client, not this script's flatc runs).

Alerts, from real recordings in Tests/WeatherProvidersTests/Fixtures (their READMEs say where from),
their times moved so the recording moment is now: NWS /alerts/active?point=LAT,LON
(WEATHERTUI_NWS_URL), ECCC /collections/weather-alerts/items?bbox=… (WEATHERTUI_ECCC_URL), MET Norway
/weatherapi/metalerts/2.0/current.json?lat=&lon= (WEATHERTUI_METNO_URL), DWD /geoserver/dwd/ows
(WEATHERTUI_DWD_URL, hand-made), and MeteoAlarm /api/v1/warnings/feeds-SLUG (WEATHERTUI_METEOALARM_URL,
the base URL such as http://127.0.0.1:PORT): whole-country feeds for `croatia`, `bosnia-herzegovina`
and `netherlands`, `{"warnings":[]}` for the other country slugs, 404 for unknown ones; the feed's
"now" is floored to its 10-minute slot, so a body (and its ETag and Last-Modified) stays the same
for 10 minutes and If-None-Match / If-Modified-Since get a 304.

National CAP feeds (NationalAlertFeeds.table; WEATHERTUI_ALERTS_<CC>_URL, each the base URL such as
http://127.0.0.1:PORT) at their services' own paths: INMET's recorded index /avisos/rss and its 56
messages /avisos/rss/ID (Brazil), MetService's recorded /cap/rss and its two messages
/cap/alert?id=… (New Zealand), their CAP times moved so the recording moment is now; the Met Service
of Jamaica's recorded index /capfeed.php, which lists no warning; an empty index for the other feeds
(Australia, Kazakhstan, Macao, Mexico, the Philippines, Russia).
"""
import argparse
import hashlib
import json
import re
import math
import os
import sys
import threading
import time
from datetime import date, datetime, timedelta, timezone
from email.utils import formatdate
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse
from zoneinfo import ZoneInfo

PLACES = [
    # name, admin1, country, code, lat, lon, tz, population
    ("Berlin", "Land Berlin", "Germany", "DE", 52.52437, 13.41053, "Europe/Berlin", 3426354),
    ("Hobart", "Tasmania", "Australia", "AU", -42.87936, 147.32941, "Australia/Hobart", 216656),
    ("Reykjavík", "Capital Region", "Iceland", "IS", 64.13548, -21.89541, "Atlantic/Reykjavik", 118918),
    ("Springfield", "Illinois", "United States", "US", 39.80172, -89.64371, "America/Chicago", 116250),
    ("Springfield", "Missouri", "United States", "US", 37.21533, -93.29824, "America/Chicago", 169176),
    ("Springfield", "Massachusetts", "United States", "US", 42.10148, -72.58981, "America/New_York", 155929),
    ("Tucson", "Arizona", "United States", "US", 32.22174, -110.92648, "America/Phoenix", 531641),
    ("Duluth", "Minnesota", "United States", "US", 46.78327, -92.10658, "America/Chicago", 86265),
    ("Longyearbyen", "Svalbard", "Svalbard and Jan Mayen", "SJ", 78.22334, 15.64689, "Arctic/Longyearbyen", 2060),
    ("Annapolis Royal", "Nova Scotia", "Canada", "CA", 44.74201, -65.51667, "America/Halifax", 491),
    ("São Paulo", "São Paulo", "Brazil", "BR", -23.5475, -46.63611, "America/Sao_Paulo", 10021295),
    ("Rijeka", "Primorje-Gorski Kotar", "Croatia", "HR", 45.3271, 14.4422, "Europe/Zagreb", 128624),
    ("Banja Luka", "Republika Srpska", "Bosnia and Herzegovina", "BA", 44.7722, 17.191, "Europe/Sarajevo", 185042),
    ("Assen", "Drenthe", "Netherlands", "NL", 52.9925, 6.5625, "Europe/Amsterdam", 68599),
    ("Vienna", "Vienna", "Austria", "AT", 48.20849, 16.37208, "Europe/Vienna", 1691468),
    ("Tromsø", "Troms", "Norway", "NO", 69.6489, 18.95508, "Europe/Oslo", 38980),
    ("Itamaraju", "Bahia", "Brazil", "BR", -17.03917, -39.53111, "America/Bahia", 64000),
    ("Tokyo", "Tokyo", "Japan", "JP", 35.6895, 139.69171, "Asia/Tokyo", 8336599),
    ("Kingston", "Kingston", "Jamaica", "JM", 17.99702, -76.79358, "America/Jamaica", 937700),
    ("Copenhagen", "Capital Region", "Denmark", "DK", 55.67594, 12.56553, "Europe/Copenhagen", 1153615),
]
# Names in another language, as the real geocoder answers `language=xx` (GeoNames' alternate
# names): the search matches any of a place's names and returns those of the language asked.
LOCAL_NAMES = {
    ("Vienna", "de"): ("Wien", "Wien"),
    ("Tromsø", "nb"): ("Tromsø", "Troms"),
}

STATE = {"fail": None, "archive_fail": None, "air_fail": None, "austria_storm": False}
LIMITS = {"minute": 600.0, "hour": 5000.0, "day": 10000.0}
USAGE = {"minute": 0.0, "hour": 0.0, "day": 0.0, "windows": (None, None, None),
         "peak_minute": 0.0, "peak_hour": 0.0, "peak_day": 0.0, "refused": 0, "requests": 0, "weight": 0.0}
HISTORY_BODIES = {}
LIMIT_REASONS = {
    "minute": "Minutely API request limit exceeded. Please try again in one minute.",
    "hour": "Hourly API request limit exceeded. Please try again in the next hour.",
    "day": "Daily API request limit exceeded. Please try again tomorrow.",
}
LOCK = threading.Lock()
CLOCK = {"origin": None, "speed": 1.0}
FAULTS = {"every": None, "seconds": 0.0, "served": 0}
FAULT_KINDS = ["500", "429", "garbage", "truncated", "closed"]


def clock_now(zone=timezone.utc):
    """Now, on the soak's fast clock when --clock is given, else the wall clock's."""
    real = time.time()
    if CLOCK["origin"] is not None:
        real = CLOCK["origin"] + (real - CLOCK["origin"]) * CLOCK["speed"]
    return datetime.fromtimestamp(real, zone)


def scheduled_fault():
    """The fault in force now under --fault-every, or None. Period N uses kind N mod 5, except
    that every 24th period hangs instead: a hang lasts 20 real seconds, which on a fast clock
    is hours, so it comes once a simulated day rather than every few hours."""
    if not FAULTS["every"]:
        return None
    t = clock_now().timestamp()
    period = int(t // FAULTS["every"])
    if t - period * FAULTS["every"] >= FAULTS["seconds"]:
        return None
    return "hang" if period % 24 == 23 else FAULT_KINDS[period % len(FAULT_KINDS)]


def query_weight(q):
    """Open-Meteo's weight of a request: per location max(1, v/10, v/10 * days/14), summed."""
    places = len([x for x in q.get("latitude", "").split(",") if x])
    if not places:
        return 1.0
    variables = sum(len([x for x in q.get(k, "").split(",") if x]) for k in ("current", "minutely_15", "hourly", "daily"))
    variables *= max(1, len([x for x in q.get("models", "").split(",") if x]))
    if "start_date" in q and "end_date" in q:
        try:
            first = datetime.strptime(q["start_date"], "%Y-%m-%d").date()
            last = datetime.strptime(q["end_date"], "%Y-%m-%d").date()
            days = (last - first).days + 1
        except ValueError:
            days = 0
    else:
        days = int(q.get("past_days", "0") or 0) + int(q.get("forecast_days", "7") or 7)
    share = variables / 10
    return places * max(1.0, share, share * days / 14)


def roll_usage():
    """Clears the counts whose window (UTC minute, hour, day of the stand-in's clock) has passed."""
    t = int(clock_now().timestamp())
    windows = (t // 60, t // 3600, t // 86400)
    old = USAGE["windows"]
    for i, key in enumerate(("minute", "hour", "day")):
        if old[i] != windows[i]:
            USAGE[key] = 0.0
    USAGE["windows"] = windows


def limit_refusal():
    """The 429 reason when a count has reached its limit (checked before the request), else None."""
    with LOCK:
        roll_usage()
        for key in ("minute", "hour", "day"):
            if LIMITS[key] > 0 and USAGE[key] >= LIMITS[key]:
                USAGE["refused"] += 1
                return LIMIT_REASONS[key]
    return None


def count_usage(weight):
    with LOCK:
        roll_usage()
        USAGE["requests"] += 1
        USAGE["weight"] += weight
        for key in ("minute", "hour", "day"):
            USAGE[key] += weight
            USAGE["peak_" + key] = max(USAGE["peak_" + key], USAGE[key])


def zone_for(lat, lon, requested):
    if requested and requested != "auto":
        return requested
    for p in PLACES:
        if abs(p[4] - lat) < 0.5 and abs(p[5] - lon) < 0.5:
            return p[6]
    # Northern Norway's coast and banks, as the real server answers there (a point given as
    # coordinates finds its country, and MET Norway, from this zone).
    if 69.0 <= lat <= 71.5 and 15.0 <= lon <= 31.0:
        return "Europe/Oslo"
    return "GMT"


def series(start, count, step, fn):
    return [fn(start + i * step, i) for i in range(count)]


def forecast_one(lat, lon, tzname, days, past_days, location_id):
    zone = ZoneInfo(tzname)
    now = clock_now()
    local_midnight = clock_now(zone).replace(hour=0, minute=0, second=0, microsecond=0) - timedelta(days=past_days)
    start = int(local_midnight.timestamp())
    offset = int(clock_now(zone).utcoffset().total_seconds())
    total_days = days + past_days
    base = 22 - abs(lat) * 0.35
    seed = (abs(lat) * 7 + abs(lon) * 3) % 10

    def temp(t, _):
        hour = datetime.fromtimestamp(t, zone).hour + datetime.fromtimestamp(t, zone).minute / 60
        day = (t - start) / 86400
        return round(base + 5 * math.sin((hour - 9) / 24 * 2 * math.pi) + 3 * math.sin(day / 2.5 + seed), 1)

    def precip(t, _):
        x = math.sin(t / 20000 + seed) + math.sin(t / 7000)
        return round(max(0.0, x - 1.1) * 1.6, 2)

    def code(t, i):
        p = precip(t, i)
        if p > 1.5:
            return 63
        if p > 0.2:
            return 61 if base > 2 else 71
        return [0, 1, 2, 3, 3, 2, 45][int((t / 10800 + seed)) % 7]

    hours = total_days * 24
    h = {"time": series(start, hours, 3600, lambda t, i: t)}
    h["temperature_2m"] = series(start, hours, 3600, temp)
    h["apparent_temperature"] = [round(v - 2.5, 1) for v in h["temperature_2m"]]
    h["relative_humidity_2m"] = series(start, hours, 3600, lambda t, i: 60 + int(20 * math.sin(t / 30000)))
    h["dew_point_2m"] = [round(v - 6, 1) for v in h["temperature_2m"]]
    h["precipitation_probability"] = series(start, hours, 3600, lambda t, i: min(100, int(precip(t, i) * 40 + 5 * (i % 3))))
    h["precipitation"] = series(start, hours, 3600, precip)
    h["snowfall"] = [0.0 for _ in range(hours)]
    h["weather_code"] = series(start, hours, 3600, code)
    h["pressure_msl"] = series(start, hours, 3600, lambda t, i: round(1012 + 6 * math.sin(t / 90000), 1))
    for k, m in (("cloud_cover", 1), ("cloud_cover_low", 0.8), ("cloud_cover_mid", 0.5), ("cloud_cover_high", 0.2)):
        h[k] = series(start, hours, 3600, lambda t, i, m=m: int(100 * m * (0.5 + 0.5 * math.sin(t / 15000 + seed))))
    h["visibility"] = series(start, hours, 3600, lambda t, i: 24140.0 if precip(t, i) == 0 else 8000.0)
    h["wind_speed_10m"] = series(start, hours, 3600, lambda t, i: round(12 + 8 * math.sin(t / 25000), 1))
    h["wind_direction_10m"] = series(start, hours, 3600, lambda t, i: int((225 + 40 * math.sin(t / 40000)) % 360))
    h["wind_gusts_10m"] = [round(v * 1.8, 1) for v in h["wind_speed_10m"]]
    h["uv_index"] = series(start, hours, 3600, lambda t, i: max(0.0, round(4 * math.sin((datetime.fromtimestamp(t, zone).hour - 6) / 12 * math.pi), 2)))
    h["is_day"] = series(start, hours, 3600, lambda t, i: 1 if 7 <= datetime.fromtimestamp(t, zone).hour < 17 else 0)

    quarters = total_days * 96
    m15 = {"time": series(start, quarters, 900, lambda t, i: t), "precipitation": series(start, quarters, 900, lambda t, i: round(precip(t, i) / 4, 2))}

    d_times = [int((local_midnight + timedelta(days=i)).timestamp()) for i in range(total_days)]
    daily = {"time": d_times}
    daily["weather_code"] = [max(h["weather_code"][i * 24:(i + 1) * 24]) for i in range(total_days)]
    daily["temperature_2m_max"] = [max(h["temperature_2m"][i * 24:(i + 1) * 24]) for i in range(total_days)]
    daily["temperature_2m_min"] = [min(h["temperature_2m"][i * 24:(i + 1) * 24]) for i in range(total_days)]
    daily["relative_humidity_2m_max"] = [max(h["relative_humidity_2m"][i * 24:(i + 1) * 24]) for i in range(total_days)]
    daily["relative_humidity_2m_min"] = [min(h["relative_humidity_2m"][i * 24:(i + 1) * 24]) for i in range(total_days)]
    daily["sunrise"] = [t + 7 * 3600 + 1800 for t in d_times]
    daily["sunset"] = [t + 16 * 3600 + 1200 for t in d_times]
    if abs(lat) >= 75:
        # The real server's placeholders (its Zensun): polar night writes the local midnight for
        # both, midnight sun midnight and the next midnight.
        for i, t in enumerate(d_times):
            month = datetime.fromtimestamp(t, zone).month
            winter, summer = ((11, 12, 1), (5, 6, 7)) if lat > 0 else ((5, 6, 7), (11, 12, 1))
            if month in winter:
                daily["sunrise"][i], daily["sunset"][i] = t, t
            elif month in summer:
                daily["sunrise"][i], daily["sunset"][i] = t, t + 86400
    daily["uv_index_max"] = [max(h["uv_index"][i * 24:(i + 1) * 24]) for i in range(total_days)]
    daily["precipitation_sum"] = [round(sum(h["precipitation"][i * 24:(i + 1) * 24]), 2) for i in range(total_days)]
    daily["rain_sum"] = daily["precipitation_sum"]
    daily["showers_sum"] = [0.0] * total_days
    daily["snowfall_sum"] = [0.0] * total_days
    daily["precipitation_probability_max"] = [max(h["precipitation_probability"][i * 24:(i + 1) * 24]) for i in range(total_days)]
    daily["wind_speed_10m_max"] = [max(h["wind_speed_10m"][i * 24:(i + 1) * 24]) for i in range(total_days)]
    daily["wind_gusts_10m_max"] = [max(h["wind_gusts_10m"][i * 24:(i + 1) * 24]) for i in range(total_days)]
    daily["wind_direction_10m_dominant"] = [225] * total_days

    now_q = int(now.timestamp()) // 900 * 900
    idx = min(max(0, (now_q - start) // 3600), hours - 1)
    current = {"time": now_q, "interval": 900}
    for k in ("temperature_2m", "apparent_temperature", "relative_humidity_2m", "dew_point_2m", "is_day", "weather_code",
              "cloud_cover", "cloud_cover_low", "cloud_cover_mid", "cloud_cover_high", "pressure_msl", "wind_speed_10m",
              "wind_direction_10m", "wind_gusts_10m", "visibility", "uv_index"):
        current[k] = h[k][idx]
    current["precipitation"] = h["precipitation"][idx]

    body = {"latitude": round(lat, 2), "longitude": round(lon, 2), "generationtime_ms": 0.5, "utc_offset_seconds": offset,
            "timezone": tzname, "timezone_abbreviation": clock_now(zone).tzname(), "elevation": 38.0}
    if location_id:
        body["location_id"] = location_id
    body["current_units"] = {"time": "unixtime", "interval": "seconds"}
    body["current"] = current
    body["minutely_15_units"] = {"time": "unixtime", "precipitation": "mm"}
    body["minutely_15"] = m15
    body["hourly_units"] = {"time": "unixtime"}
    body["hourly"] = h
    body["daily_units"] = {"time": "unixtime", "sunrise": "unixtime", "sunset": "unixtime"}
    body["daily"] = daily
    return body


def in_europe(lat, lon):
    """Where CAMS Europe (and so pollen) reaches, roughly: the stand-in's rule, not CAMS's grid."""
    return 34 <= lat <= 72 and -25 <= lon <= 45


def air_quality_value(name, lat, lon, t):
    """A made-up value of `name` at unix time `t` (see the module docstring): never real air."""
    phase = math.sin((t / 3600 % 24) / 24 * 2 * math.pi + (lat + lon) * 0.1)
    base = {"pm2_5": 9.0, "pm10": 14.0, "nitrogen_dioxide": 18.0, "ozone": 60.0, "sulphur_dioxide": 1.5,
            "carbon_monoxide": 210.0, "alder_pollen": 0.0, "birch_pollen": 40.0, "grass_pollen": 6.0,
            "mugwort_pollen": 1.2, "olive_pollen": 0.0, "ragweed_pollen": 0.4}
    if name.endswith("_pollen"):
        return round(max(0.0, base[name] * (1 + 0.3 * phase)), 1) if in_europe(lat, lon) else None
    if name in base:
        return round(base[name] * (1 + 0.2 * phase), 1)
    # Indices, whole numbers like the server's: sub-indices from the pollutant, the index their max.
    pollutants = ("pm2_5", "pm10", "nitrogen_dioxide", "ozone", "sulphur_dioxide")
    scale = {"pm2_5": 3.0, "pm10": 1.2, "nitrogen_dioxide": 1.0, "ozone": 0.5, "sulphur_dioxide": 1.0, "carbon_monoxide": 0.01}
    for prefix, factor in (("european_aqi", 1.0), ("us_aqi", 1.6)):
        if name == prefix:
            return max(air_quality_value(f"{prefix}_{p}", lat, lon, t) for p in pollutants)
        if name.startswith(prefix + "_"):
            pollutant = name[len(prefix) + 1:]
            return int(round(air_quality_value(pollutant, lat, lon, t) * scale[pollutant] * factor))
    raise KeyError(name)


def air_quality_one(lat, lon, tzname, days, current_names, hourly_names, location_id):
    """One place's /v1/air-quality answer, shaped like the real JSON (timeformat=unixtime)."""
    units = flatbuffers_module().UNITS
    zone = ZoneInfo(tzname)
    now = int(clock_now().timestamp())
    start = int(clock_now(zone).replace(hour=0, minute=0, second=0, microsecond=0).timestamp())
    body = {"latitude": round(lat, 2), "longitude": round(lon, 2), "generationtime_ms": 0.5,
            "utc_offset_seconds": int(clock_now(zone).utcoffset().total_seconds()), "timezone": tzname,
            "timezone_abbreviation": clock_now(zone).tzname(), "elevation": 38.0}
    if location_id:
        body["location_id"] = location_id
    if current_names:
        hour = now // 3600 * 3600
        body["current_units"] = {"time": "unixtime", "interval": "seconds", **{n: units[n][2] for n in current_names}}
        body["current"] = {"time": hour, "interval": 3600, **{n: air_quality_value(n, lat, lon, hour) for n in current_names}}
    if hourly_names:
        times = [start + 3600 * i for i in range(24 * days)]
        body["hourly_units"] = {"time": "unixtime", **{n: units[n][2] for n in hourly_names}}
        body["hourly"] = {"time": times, **{n: [air_quality_value(n, lat, lon, t) for t in times] for n in hourly_names}}
    return body


def daily_history(lat, first, last, variables, lon=0.0, tzname="GMT", location_id=0):
    """Made-up daily rows from `first` to `last` (dates): seasonal highs/lows, some rain and snow."""
    days = [first + timedelta(days=i) for i in range((last - first).days + 1)]
    south = lat < 0

    def high(d):
        phase = (d.timetuple().tm_yday - 15) / 366 * 2 * math.pi
        season = -math.cos(phase) if not south else math.cos(phase)
        return round(22 - abs(lat) * 0.35 + 9 * season + 2 * math.sin(d.toordinal() * 0.7), 1)

    highs = {d: high(d) for d in days}  # each day's high once, not once per column
    columns = {
        "temperature_2m_max": lambda d: highs[d],
        "temperature_2m_min": lambda d: round(highs[d] - 8, 1),
        "precipitation_sum": lambda d: round(max(0.0, 4 * math.sin(d.toordinal() * 1.3)), 1),
        "snowfall_sum": lambda d: round(max(0.0, 4 * math.sin(d.toordinal() * 1.3)) * 0.7, 2) if highs[d] < 2 else 0.0,
    }
    units = {"temperature_2m_max": "°C", "temperature_2m_min": "°C", "precipitation_sum": "mm", "snowfall_sum": "cm"}
    daily = {"time": [d.isoformat() for d in days]}
    daily_units = {"time": "iso8601"}
    for name in variables:
        if name in columns:
            daily[name] = [columns[name](d) for d in days]
            daily_units[name] = units[name]
    zone = ZoneInfo(tzname)
    body = {"latitude": lat, "longitude": lon, "generationtime_ms": 0.5,
            "utc_offset_seconds": int(clock_now(zone).utcoffset().total_seconds()), "timezone": tzname,
            "timezone_abbreviation": clock_now(zone).tzname()}
    if location_id:
        body["location_id"] = location_id
    body["daily_units"] = daily_units
    body["daily"] = daily
    return body


def history_flatbuffers(bodies):
    """Genuine size-prefixed messages for daily-history bodies: ISO dates become the local
    midnights (UTC seconds) the FlatBuffers `daily.time` carries, as the server writes them."""
    places = []
    for body in bodies:
        offset = body["utc_offset_seconds"]
        daily = dict(body["daily"])
        # Days since 1970 from the ordinal: strptime on 20,000 dates a place cost seconds, past the
        # client's 5 s idle limit for an archive of six places.
        epoch = date(1970, 1, 1).toordinal()
        daily["time"] = [(date.fromisoformat(d).toordinal() - epoch) * 86400 - offset for d in daily["time"]]
        place = {k: v for k, v in body.items() if k not in ("daily", "daily_units")}
        place["daily"] = daily
        places.append(place)
    return flatbuffers_module().flatbuffers_body(places)


def flatbuffers_module():
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "flatbuffers"))
    import openmeteo_flatbuffers
    return openmeteo_flatbuffers


# MARK: - Alert services beyond NWS, from real recordings (Tests/WeatherProvidersTests/Fixtures)

FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "WeatherProvidersTests", "Fixtures")
ISO_TIME = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$")


def shifted(value, delta):
    """The recording with every ISO 8601 time moved by `delta`, so its warnings are in force now."""
    if isinstance(value, dict):
        return {k: shifted(v, delta) for k, v in value.items()}
    if isinstance(value, list):
        return [shifted(v, delta) for v in value]
    if isinstance(value, str) and ISO_TIME.match(value):
        zulu = value.endswith("Z")
        moved = datetime.fromisoformat(value.replace("Z", "+00:00")) + delta
        text = moved.isoformat(timespec="milliseconds" if "." in value else "seconds")
        return text.replace("+00:00", "Z") if zulu else text
    return value


def inside(lon, lat, geometry):
    """Whether the point is in a GeoJSON Polygon or MultiPolygon (outer rings, even-odd rule)."""
    polygons = geometry.get("coordinates", [])
    if geometry.get("type") == "Polygon":
        polygons = [polygons]
    for polygon in polygons:
        ring, hit = polygon[0], False
        for i in range(len(ring)):
            (x1, y1), (x2, y2) = ring[i][:2], ring[i - 1][:2]
            if (y1 > lat) != (y2 > lat) and lon < (x2 - x1) * (lat - y1) / (y2 - y1) + x1:
                hit = not hit
        if hit:
            return True
    return False


def recorded_alerts(name, recorded_at):
    """A real answer, its times moved so that its recording moment is now."""
    with open(os.path.join(FIXTURES, name), encoding="utf-8") as f:
        body = json.load(f)
    delta = clock_now() - datetime.fromisoformat(recorded_at)
    return shifted(body, delta)


# MeteoAlarm's whole-country feeds (feeds.meteoalarm.org/api/v1/warnings/feeds-SLUG): three recorded
# countries, each with the instant its recording is taken to show (Fixtures/MeteoAlarm/README.md
# says why: Croatia's latest `sent`; for Bosnia and the Netherlands the commit that added the file,
# since their latest `sent` leaves Banja Luka's and every Dutch entry still to come).
METEOALARM_RECORDINGS = {
    "croatia": ("MeteoAlarm/emjov-croatia.json", "2024-01-07T10:59:35+00:00"),
    "bosnia-herzegovina": ("MeteoAlarm/emjov-bosnia-herzegovina.json", "2024-01-07T22:06:49+00:00"),
    "netherlands": ("MeteoAlarm/linecast-netherlands.json", "2026-03-07T05:21:27+00:00"),
}
# The other countries' slugs (shared/reference/alerts.md §2.1; Bulgaria's and Slovakia's spelling there
# is unverified): an empty feed. Any other slug is a 404.
METEOALARM_SLUGS = frozenset("""andorra austria belgium bosnia-herzegovina bulgaria croatia cyprus czechia
    denmark estonia finland france germany greece hungary iceland ireland israel italy latvia lithuania
    luxembourg malta moldova montenegro netherlands norway poland portugal republic-of-north-macedonia
    romania serbia slovakia slovenia spain sweden switzerland ukraine united-kingdom""".split())
METEOALARM_SLOT = 600  # seconds: the feed's "now" is floored to this, so a body holds for 10 minutes
METEOALARM_BODIES = {}


def meteoalarm_body(slug):
    """(body bytes, slot start as Unix seconds) of a country feed, or None for an unknown slug.
    Times are moved so the recording instant is the start of the current 10-minute slot (on the
    soak's clock when --clock is given): the same bytes for the whole slot."""
    if slug not in METEOALARM_SLUGS:
        return None
    slot = int(clock_now().timestamp()) // METEOALARM_SLOT * METEOALARM_SLOT
    with LOCK:
        kept = METEOALARM_BODIES.get((slug, slot))
    if kept:
        return kept, slot
    if slug == "austria":
        feed = austria_feed(datetime.fromtimestamp(slot, timezone.utc))
    elif slug in METEOALARM_RECORDINGS:
        name, recorded_at = METEOALARM_RECORDINGS[slug]
        with open(os.path.join(FIXTURES, name), encoding="utf-8") as f:
            feed = json.load(f)
        delta = datetime.fromtimestamp(slot, timezone.utc) - datetime.fromisoformat(recorded_at)
        feed = shifted(feed, delta)
        for warning in feed.get("warnings", []):
            # CAP `references` ("sender,identifier,sent" triples, space-separated): their `sent`
            # moves with the rest, so a reference still names the message it replaces.
            alert = warning.get("alert", {})
            if isinstance(alert.get("references"), str):
                alert["references"] = " ".join(
                    ",".join(t.split(",")[:2] + [shifted(t.split(",")[2], delta)]) if t.count(",") == 2 else t
                    for t in alert["references"].split())
    else:
        feed = {"warnings": []}
    data = json.dumps(feed, ensure_ascii=False, separators=(",", ":")).encode()
    with LOCK:
        if len(METEOALARM_BODIES) >= 64:
            METEOALARM_BODIES.pop(next(iter(METEOALARM_BODIES)))
        METEOALARM_BODIES[(slug, slot)] = data
    return data, slot


def austria_feed(now):
    """A hand-made Austrian feed (no recording of one is at hand): the shape of the recorded
    Croatian feed (two `info` languages, EMMA_ID geocodes, awareness parameters), with areas as
    Austria's service names them in German in both languages, and one yellow wind warning for
    Wien in force from the slot's start. Made for the Vienna-by-search test: Open-Meteo's
    English "Vienna" must find the feed's "Wien"."""
    iso = lambda d: d.isoformat(timespec="seconds")
    areas = [("Wien", "AT901"), ("Tirol", "AT332"), ("Wiener Neustadt (Stadt)", "AT122"),
             ("Niederösterreich Nord", "AT124"), ("Kärnten", "AT211")]
    def info(language, event, headline, description, area, level):
        return {"language": language, "event": event, "headline": headline, "description": description,
                "severity": "Moderate" if level == 2 else "Minor", "urgency": "Immediate", "certainty": "Likely",
                "effective": iso(now - timedelta(hours=1)), "onset": iso(now - timedelta(hours=1)),
                "expires": iso(now + timedelta(hours=9)), "senderName": "GeoSphere Austria",
                "parameter": [{"valueName": "awareness_level",
                               "value": "2; yellow; Moderate" if level == 2 else "1; green; Minor"},
                              {"valueName": "awareness_type", "value": "1; Wind"}],
                "area": [{"areaDesc": area[0], "geocode": [{"valueName": "EMMA_ID", "value": area[1]}]}]}
    warnings = []
    if STATE["austria_storm"]:
        storm = info("en-GB", "Storm", "Storm gusts", "Storm gusts up to 110 km/h.", areas[0], 2)
        storm["severity"] = "Severe"
        storm["parameter"][0]["value"] = "3; orange; Severe"
        warnings.append({"uuid": "standin-at-storm", "alert": {
            "identifier": "2.49.0.0.40.0.AT.standin.storm", "sent": iso(now), "status": "Actual",
            "msgType": "Alert", "info": [storm]}})
    for i, area in enumerate(areas):
        level = 2 if area[1] == "AT901" else 1
        texts = (("Wind", "Sturmböen", "Sturmböen bis 80 km/h.", "Wind", "Gale-force gusts",
                  "Gale-force gusts up to 80 km/h.") if level == 2 else
                 ("Keine Warnung", "Keine Warnung", "", "No warning", "No warning", ""))
        warnings.append({"uuid": f"standin-at-{i}", "alert": {
            "identifier": f"2.49.0.0.40.0.AT.standin.{i}", "sent": iso(now - timedelta(hours=1)),
            "status": "Actual", "msgType": "Alert",
            "info": [info("de-AT", *texts[:3], area, level), info("en-GB", *texts[3:], area, level)]}})
    return {"warnings": warnings}


# National CAP feeds: two recorded (Fixtures/CAP/README.md), the others an empty index. The
# recordings' instants: INMET's index pubDate and MetService's.
CAP_RECORDINGS = {
    "inmet": ("CAP/BR", "2023-07-26T00:25:17+00:00"),
    "metservice": ("CAP/NZ", "2026-08-31T11:21:28+00:00"),
}
CAP_EMPTY_INDEXES = {
    "/v2/cap-alerts/au-bom-en/rss.xml": "rss", "/cap_rss.xml": "rss",
    "/kazakhstan/cap-feed/en/atom.xml": "atom", "/kazakhstan/cap-feed/ru/atom.xml": "atom",
    "/tools/PHP/feedsmn/cap.php": "atom", "/feeds/": "atom",
    "/hmc-output/cap/cap-feed/en/atom.xml": "atom", "/hmc-output/cap/cap-feed/ru/atom.xml": "atom",
}
CAP_TIME = re.compile(r"<((?:cap:)?(?:sent|effective|onset|expires))>([^<]+)</\1>")


def cap_file(folder, name, recorded_at):
    """A recorded CAP file with its sent, effective, onset and expires moved so the recording
    instant is now; None when there is no such file."""
    path = os.path.join(FIXTURES, folder, name)
    if not os.path.isfile(path) or ".." in name:
        return None
    with open(path, encoding="utf-8") as f:
        text = f.read()
    delta = clock_now() - datetime.fromisoformat(recorded_at)
    def move(match):
        value = match.group(2).strip().replace("-00:00", "+00:00")
        try:
            moved = (datetime.fromisoformat(value) + delta).isoformat(timespec="seconds")
        except ValueError:
            return match.group(0)
        return f"<{match.group(1)}>{moved}</{match.group(1)}>"
    return CAP_TIME.sub(move, text).encode()


def extra_nws_features():
    """The made-up warnings /control/nws-alerts asked for (never real weather)."""
    extra = STATE.get("nws_extra")
    if not extra:
        return []
    count, tag, ahead = extra
    start = clock_now() + timedelta(days=ahead)
    iso = lambda d: d.astimezone(ZoneInfo("America/Chicago")).isoformat(timespec="seconds")
    severities = ["Severe", "Moderate", "Minor", "Extreme"]
    return [{
        "id": f"https://api.weather.gov/alerts/urn:oid:2.49.0.1.840.0.standin.{tag}.{i}", "type": "Feature",
        "geometry": None,
        "properties": {
            "id": f"urn:oid:2.49.0.1.840.0.standin.{tag}.{i}", "areaDesc": "Sangamon, IL",
            "sent": iso(clock_now()), "effective": iso(clock_now()), "onset": iso(start),
            "expires": iso(start + timedelta(hours=5)), "ends": iso(start + timedelta(hours=5)),
            "status": "Actual", "messageType": "Alert", "category": "Met",
            "severity": severities[i % len(severities)], "certainty": "Likely", "urgency": "Expected",
            "event": f"Stand-in Warning {tag} {i}", "sender": "w-nws.webmaster@noaa.gov",
            "senderName": "NWS Lincoln IL (stand-in)", "headline": f"Made-up warning {i} of {count} ({tag})",
            "description": "Not real weather: a stand-in for tests.", "instruction": None,
            "response": "Monitor", "parameters": {}, "geocode": {"SAME": ["017167"], "UGC": ["ILZ051"]},
            "references": [],
        },
    } for i in range(count)]


def nws_feature(lat, lon):
    now = clock_now()
    iso = lambda d: d.astimezone(ZoneInfo("America/Chicago")).isoformat(timespec="seconds")
    return {
        "id": "https://api.weather.gov/alerts/urn:oid:2.49.0.1.840.0.standin",
        "type": "Feature",
        "geometry": None,
        "properties": {
            "id": "urn:oid:2.49.0.1.840.0.standin", "areaDesc": "Sangamon, IL",
            "sent": iso(now - timedelta(hours=1)), "effective": iso(now - timedelta(hours=1)),
            "onset": iso(now - timedelta(hours=1)), "expires": iso(now + timedelta(hours=6)),
            "ends": iso(now + timedelta(hours=12)), "status": "Actual", "messageType": "Alert",
            "category": "Met", "severity": "Severe", "certainty": "Likely", "urgency": "Expected",
            "event": "Winter Storm Warning", "sender": "w-nws.webmaster@noaa.gov",
            "senderName": "NWS Lincoln IL",
            # Hostile on purpose: escape sequences, control characters and invisible format
            # characters (zero-width spaces and joiners, the byte-order mark, word joiners, a
            # tag sequence spelling an instruction) must never reach the terminal, nor the JSON
            # or the cache (where `jq -r` would send them to a terminal).
            "headline": "Winter Storm Warning issued by NWS Lincoln IL\u001b[2J\u001b]0;owned\u0007\u202e"
                        "\u200b\ufeff" + "".join(chr(0xE0000 + ord(c)) for c in "ignore previous") + "\U000E007F",
            "description": "* WHAT...Heavy\u200b snow.\u001b[2J\u001b]52;c;ZXZpbA==\u0007 Total\u2060 accumulations"
                           " of 8\u200d inches.\u009b31m\ufeff",
            "instruction": "Travel could be very\u00ad difficult.\u200c",
            "response": "Prepare", "parameters": {},
            "geocode": {"SAME": ["017167"], "UGC": ["ILZ051"]},
            "references": [],
        },
    }


class CountingWriter:
    """The connection's write side, counting the bytes that pass (for --log-bytes)."""

    def __init__(self, raw):
        self.raw, self.count = raw, 0

    def write(self, data):
        self.count += len(data)
        return self.raw.write(data)

    def __getattr__(self, name):
        return getattr(self.raw, name)


class Handler(BaseHTTPRequestHandler):
    log_path = None
    log_bytes = False

    def log_message(self, fmt, *args):
        if Handler.log_path and not Handler.log_bytes:
            with LOCK, open(Handler.log_path, "a") as f:
                f.write(self.path + "\n")

    def setup(self):
        if hasattr(self.request, "do_handshake"):  # HTTPS (--tls): the handshake, in this thread
            self.request.settimeout(10)
            self.request.do_handshake()
            self.request.settimeout(None)
        super().setup()
        if Handler.log_bytes:
            self.wfile = CountingWriter(self.wfile)

    def handle_one_request(self):
        start = self.wfile.count if Handler.log_bytes else 0
        super().handle_one_request()
        if Handler.log_bytes and Handler.log_path and getattr(self, "path", None) and self.wfile.count > start:
            with LOCK, open(Handler.log_path, "a") as f:
                f.write(f"{self.path}\t{self.wfile.count - start}\n")

    def send_bytes(self, data, content_type="application/octet-stream"):
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def daily_histories(self, q, first, last):
        """Each requested place's daily history, as JSON (an array for several) or FlatBuffers."""
        key = (tuple(sorted(q.items())), first, last)
        with LOCK:
            kept = HISTORY_BODIES.get(key)
        if kept:
            return self.send_bytes(kept[1], kept[0])
        request = self.wire_and_places(q)
        if request is None:
            return
        wire, lats, lons = request
        if len(lats) > 1000:
            return self.send_json(400, {"error": True, "reason": "Only up to 1000 locations can be requested at once"})
        zones = q.get("timezone", "auto").split(",")
        variables = q.get("daily", "").split(",")
        bodies = [daily_history(la, first, last, variables, lo, zone_for(la, lo, zones[i] if i < len(zones) else zones[-1]), i)
                  for i, (la, lo) in enumerate(zip(lats, lons))]
        if wire == "flatbuffers":
            data, content_type = history_flatbuffers(bodies), "application/octet-stream"
        else:
            data = json.dumps(bodies[0] if len(bodies) == 1 else bodies, ensure_ascii=False, separators=(",", ":")).encode()
            content_type = "application/json; charset=utf-8"
        with LOCK:
            if len(HISTORY_BODIES) >= 64:
                HISTORY_BODIES.pop(next(iter(HISTORY_BODIES)))
            HISTORY_BODIES[key] = (content_type, data)
        return self.send_bytes(data, content_type)

    def wire_and_places(self, q):
        """(format, latitudes, longitudes) of a request, or None after answering 400 as the server does."""
        wire = q.get("format", "json")
        if wire not in ("json", "flatbuffers"):
            self.send_json(400, {"error": True, "reason": f"Cannot initialize ForecastResultFormat from invalid String value {wire} for key format"})
            return None
        lats = [float(x) for x in q.get("latitude", "").split(",") if x]
        lons = [float(x) for x in q.get("longitude", "").split(",") if x]
        if not lats or len(lats) != len(lons):
            self.send_json(400, {"error": True, "reason": "Parameter 'latitude' and 'longitude' must have the same number of elements"})
            return None
        return wire, lats, lons

    def send_json(self, status, obj):
        data = json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def serve_fault(self, kind):
        with LOCK:
            FAULTS["served"] += 1
        if kind in ("500", "429"):
            reason = "Minutely API request limit exceeded. Please try again in one minute." if kind == "429" else "Internal error"
            return self.send_json(int(kind), {"error": True, "reason": reason})
        if kind == "closed":
            self.close_connection = True
            return
        if kind == "hang":
            time.sleep(20)  # past the client's 15 s limit
            self.close_connection = True
            return
        data = b"\x00\x13garbage \x1b[2J not a forecast" if kind == "garbage" else b'{"latitude":52.52,"hourly":{"time":[1,2'
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        # A truncated body announces more than it sends, then the connection closes.
        self.send_header("Content-Length", str(len(data) + (4096 if kind == "truncated" else 0)))
        self.end_headers()
        self.wfile.write(data)
        self.close_connection = True

    def send_geojson(self, status, obj, extra_headers=()):
        data = json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/geo+json")
        for name, value in extra_headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def eccc_alerts(self, q):
        """api.weather.gc.ca's point query (a zero-area bbox, longitude first): the features of the
        recorded answers (Annapolis heat, Fraser Valley air quality) whose zone holds the point."""
        try:
            lon, lat = (float(x) for x in q.get("bbox", "").split(",")[:2])
        except ValueError:
            return self.send_json(400, {"code": "InvalidParameterValue", "description": "bbox is invalid"})
        features = []
        for name, at in (("ECCC/annapolis-heat.json", "2026-08-05T21:17:19+00:00"),
                         ("ECCC/fraser-valley-air-quality.json", "2026-08-05T21:17:19+00:00")):
            features += [f for f in recorded_alerts(name, at)["features"] if inside(lon, lat, f["geometry"])]
        self.send_geojson(200, {"type": "FeatureCollection", "features": features, "numberMatched": len(features),
                                "numberReturned": len(features), "links": [], "timeStamp": clock_now().isoformat()})

    def metno_alerts(self, q):
        """api.met.no MetAlerts 2.0 by point: 403 without an identifying User-Agent (as the real
        service), then the recorded Svalbard gales whose sea area holds the point."""
        if "weathertui" not in (self.headers.get("User-Agent") or ""):
            return self.send_json(403, {"error": "Forbidden: identify yourself in the User-Agent"})
        try:
            lat, lon = float(q["lat"]), float(q["lon"])
        except (KeyError, ValueError):
            return self.send_json(400, {"error": "lat and lon are required"})
        body = recorded_alerts("METNorway/linecast-svalbard-gales.json", "2026-03-07T05:17:01+00:00")
        body["features"] = [f for f in body["features"] if inside(lon, lat, f["geometry"])]
        self.send_geojson(200, body, [("Last-Modified", time.strftime("%a, %d %b %Y %H:%M:%S GMT", time.gmtime()))])

    def dwd_wfs(self, q):
        """The DWD GeoServer's WFS in the served GeoJSON shape (Tests/.../Fixtures/DWD, hand-made;
        its README says from what): the Berlin warn cell for points in Berlin, none elsewhere,
        and that cell's warnings, their times moved to now."""
        type_name, cql = q.get("typeName", ""), q.get("CQL_FILTER", "")
        empty = {"type": "FeatureCollection", "features": [], "totalFeatures": 0, "numberMatched": 0,
                 "numberReturned": 0, "timeStamp": clock_now().isoformat()}
        if type_name == "dwd:Warngebiete_Gemeinden":
            match = re.fullmatch(r"CONTAINS\(SHAPE,POINT\(([-0-9.]+) ([-0-9.]+)\)\)", cql)
            if not match:
                return self.send_json(400, {"exception": "InvalidParameterValue", "locator": "CQL_FILTER"})
            lat, lon = float(match.group(1)), float(match.group(2))
            with LOCK:
                hiccup = STATE.get("dwd_empty", 0) > 0
                if hiccup:
                    STATE["dwd_empty"] -= 1
            if hiccup:
                return self.send_json(200, empty)
            if 52.3 <= lat <= 52.7 and 13.0 <= lon <= 13.8:
                return self.send_json(200, recorded_alerts("DWD/warncell-berlin.json", "2026-11-25T06:40:12+00:00"))
            return self.send_json(200, empty)
        if type_name == "dwd:Warnungen_Gemeinden":
            if cql == "WARNCELLID='811000000'":
                return self.send_json(200, recorded_alerts("DWD/warnings-berlin.json", "2026-11-25T06:40:12+00:00"))
            return self.send_json(200, empty)
        return self.send_json(400, {"exception": "InvalidParameterValue", "locator": "typeName"})

    def meteoalarm_feed(self, slug):
        """feeds.meteoalarm.org's country feed: a recorded country with its times moved to now, an
        empty list for the other countries, 404 for an unknown slug. Whether the real server sends
        ETag / Last-Modified and answers conditional requests is UNVERIFIED; the stand-in does, so
        that a client's validators can be tested (If-None-Match, when sent, decides alone, as in
        RFC 9110 §13.2.2; else an If-Modified-Since equal to Last-Modified gets the 304)."""
        served = meteoalarm_body(slug)
        if served is None:
            return self.send_json(404, {"error": True, "reason": f"No feed named feeds-{slug}"})
        data, slot = served
        etag = '"' + hashlib.sha1(data).hexdigest() + '"'
        last_modified = formatdate(slot, usegmt=True)
        if_none_match = self.headers.get("If-None-Match")
        if if_none_match is not None:
            tags = [t.strip() for t in if_none_match.split(",")]
            fresh = "*" in tags or etag in tags or "W/" + etag in tags
        else:
            fresh = (self.headers.get("If-Modified-Since") or "").strip() == last_modified
        self.send_response(304 if fresh else 200)
        self.send_header("ETag", etag)
        self.send_header("Last-Modified", last_modified)
        if not fresh:
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if not fresh:
            self.wfile.write(data)

    def national_alerts(self, url, q):
        """A national CAP feed's index or message (see the module's docstring); False when the path
        is none of theirs."""
        folder, at = None, None
        if url.path == "/avisos/rss":
            data = cap_file(CAP_RECORDINGS["inmet"][0], "rss_page.xml", CAP_RECORDINGS["inmet"][1])
        elif re.fullmatch(r"/avisos/rss/\d+", url.path):
            folder, at = CAP_RECORDINGS["inmet"]
            data = cap_file(folder, "messages/" + url.path.rsplit("/", 1)[1] + ".xml", at)
        elif url.path == "/cap/rss":
            data = cap_file(CAP_RECORDINGS["metservice"][0], "metservice_rss.xml", CAP_RECORDINGS["metservice"][1])
        elif url.path == "/cap/alert":
            folder, at = CAP_RECORDINGS["metservice"]
            road = q.get("id", "").split(".roadsnow.")[-1].split(".")[0]
            data = cap_file(folder, f"metservice_cap_{road}.xml", at) if road.isalnum() else None
        elif url.path == "/capfeed.php":
            # The Met Service of Jamaica's recorded index, which says no warnings are in force.
            with open(os.path.join(FIXTURES, "CAP/JM/jm-smartalert-empty.atom"), "rb") as f:
                data = f.read()
        elif url.path in CAP_EMPTY_INDEXES:
            if CAP_EMPTY_INDEXES[url.path] == "rss":
                data = b'<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>stand-in</title></channel></rss>'
            else:
                data = b'<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>stand-in</title></feed>'
        else:
            return False
        if data is None:
            self.send_json(404, {"error": True, "reason": "Not found"})
            return True
        self.send_bytes(data, "application/xml")
        return True

    def nws_alerts(self, q):
        if "weathertui" not in (self.headers.get("User-Agent") or ""):
            return self.send_json(403, {"title": "Forbidden", "status": 403, "detail": "a User-Agent is required"})
        try:
            lat, lon = (float(x) for x in q.get("point", "").split(","))
        except ValueError:
            return self.send_json(400, {"title": "Invalid Parameter", "status": 400, "detail": "Parameter \"point\" is invalid"})
        if not (18 <= lat <= 72 and -180 <= lon <= -65):
            return self.send_json(400, {"correlationId": "standin", "title": "Invalid Parameter",
                                        "type": "https://api.weather.gov/problems/InvalidParameter", "status": 400,
                                        "detail": "Parameter \"point\" is invalid: out of bounds"})
        springfield = abs(lat - 39.80) < 0.5 and abs(lon + 89.64) < 0.5
        features = ([nws_feature(lat, lon)] + extra_nws_features()) if springfield else []
        body = {"@context": {"@version": "1.1"}, "type": "FeatureCollection", "features": features,
                "title": f"Current watches, warnings, and advisories for {lat} N, {lon} W", "updated": clock_now().isoformat()}
        data = json.dumps(body).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/geo+json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        url = urlparse(self.path)
        q = {k: v[0] for k, v in parse_qs(url.query).items()}
        if url.path == "/control/reset-usage":
            with LOCK:
                for key in ("minute", "hour", "day", "peak_minute", "peak_hour", "peak_day", "weight"):
                    USAGE[key] = 0.0
                USAGE["refused"] = USAGE["requests"] = 0
            return self.send_json(200, {"ok": True})
        if url.path == "/control/usage":
            with LOCK:
                roll_usage()
                usage = {k: v for k, v in USAGE.items() if k != "windows"}
            return self.send_json(200, usage)
        if url.path.startswith("/v1/") and url.path != "/v1/search":
            # Open-Meteo's order: the count is checked first, the weight added once served.
            reason = limit_refusal()
            if reason:
                return self.send_json(429, {"error": True, "reason": reason})
            weight = query_weight(q)
            if LIMITS["hour"] > 0 and weight > LIMITS["hour"]:
                count_usage(1)
                return self.send_json(400, {"error": True, "reason": "Your API call requests too much data. Please reduce the number of variables, locations and/or weather models."})
            self.served_weight = weight
        return self.serve_get(url, q)

    def send_response(self, code, message=None):
        # The weight counts once the answer goes out: in full when served, 1 for an error.
        weight = getattr(self, "served_weight", None)
        if weight is not None:
            self.served_weight = None
            count_usage(weight if code == 200 else 1)
        super().send_response(code, message)

    def serve_get(self, url, q):
        if url.path == "/control/fail":
            STATE["fail"] = int(q.get("status", "503"))
            return self.send_json(200, {"ok": True})
        if url.path == "/control/fail-archive":
            STATE["archive_fail"] = int(q.get("status", "429"))
            return self.send_json(200, {"ok": True})
        if url.path == "/control/faults":
            return self.send_json(200, {"served": FAULTS["served"]})
        if url.path == "/control/austria-storm":
            # A new orange storm warning for Wien from now on, as a test of how a new alert is
            # noticed on a display that is already running.
            STATE["austria_storm"] = True
            with LOCK:
                METEOALARM_BODIES.clear()
            return self.send_json(200, {"ok": True})
        if url.path == "/control/nws-alerts":
            count = int(q.get("count", "0"))
            STATE["nws_extra"] = (count, q.get("tag", "x"), float(q.get("ahead_days", "0"))) if count > 0 else None
            return self.send_json(200, {"ok": True})
        if url.path == "/control/dwd-empty":
            STATE["dwd_empty"] = int(q.get("times", "1"))
            return self.send_json(200, {"ok": True})
        if url.path == "/control/fail-air-quality":
            STATE["air_fail"] = int(q.get("status", "503"))
            return self.send_json(200, {"ok": True})
        if url.path == "/control/ok":
            STATE["fail"] = None
            STATE["archive_fail"] = None
            STATE["air_fail"] = None
            return self.send_json(200, {"ok": True})
        if url.path == "/v1/search":
            name = q.get("name", "").lower()
            language = q.get("language", "en")
            spelled = lambda p, lang: LOCAL_NAMES.get((p[0], lang), (p[0], p[1]))
            hits = [p for p in PLACES if len(name) >= 2 and any(
                n.lower().startswith(name) for n in (p[0], *(v[0] for k, v in LOCAL_NAMES.items() if k[0] == p[0])))]
            if not hits:
                return self.send_json(200, {"generationtime_ms": 0.2})
            results = [{"id": 1000 + i, "name": spelled(p, language)[0], "latitude": p[4], "longitude": p[5],
                        "elevation": 40.0, "feature_code": "PPLA", "country_code": p[3], "timezone": p[6],
                        "population": p[7], "country": p[2], "admin1": spelled(p, language)[1]}
                       for i, p in enumerate(hits)]
            return self.send_json(200, {"results": results, "generationtime_ms": 0.5})
        if url.path == "/v1/archive":
            if STATE["archive_fail"]:
                return self.send_json(STATE["archive_fail"], {"error": True, "reason": "Minutely API request limit exceeded. Please try again in one minute."})
            try:
                first = datetime.strptime(q["start_date"], "%Y-%m-%d").date()
                last = datetime.strptime(q["end_date"], "%Y-%m-%d").date()
            except (KeyError, ValueError):
                return self.send_json(400, {"error": True, "reason": "Parameter 'start_date' and 'end_date' must be set"})
            return self.daily_histories(q, first, last)
        if url.path == "/v1/forecast" and "hourly" not in q and "past_days" in q:
            if STATE["fail"]:
                return self.send_json(STATE["fail"], {"error": True, "reason": "The service is overloaded"})
            today = clock_now().date()
            first = today - timedelta(days=int(q["past_days"]))
            last = today + timedelta(days=int(q.get("forecast_days", "1")) - 1)
            return self.daily_histories(q, first, last)
        if url.path == "/v1/air-quality":
            if STATE.get("air_fail"):
                return self.send_json(STATE["air_fail"], {"error": True, "reason": "The service is overloaded"})
            request = self.wire_and_places(q)
            if request is None:
                return
            wire, lats, lons = request
            names = lambda key: [n for n in q.get(key, "").split(",") if n]
            unknown = [n for n in names("current") + names("hourly") if n not in flatbuffers_module().UNITS]
            if unknown:
                return self.send_json(400, {"error": True, "reason": f"Cannot initialize ForecastVariable from invalid String value {unknown[0]}"})
            days = int(q.get("forecast_days", "5"))
            if not 0 <= days <= 7:
                return self.send_json(400, {"error": True, "reason": "Forecast days is invalid. Allowed range 0 to 7."})
            zones = q.get("timezone", "auto").split(",")
            bodies = [air_quality_one(la, lo, zone_for(la, lo, zones[i] if i < len(zones) else zones[-1]), days,
                                      names("current"), names("hourly"), i)
                      for i, (la, lo) in enumerate(zip(lats, lons))]
            if wire == "flatbuffers":
                return self.send_bytes(flatbuffers_module().flatbuffers_body(bodies))
            return self.send_json(200, bodies[0] if len(bodies) == 1 else bodies)
        if url.path == "/alerts/active":
            return self.nws_alerts(q)
        if url.path == "/collections/weather-alerts/items":
            return self.eccc_alerts(q)
        if url.path == "/weatherapi/metalerts/2.0/current.json":
            return self.metno_alerts(q)
        if url.path == "/geoserver/dwd/ows":
            return self.dwd_wfs(q)
        if url.path.startswith("/api/v1/warnings/feeds-"):
            return self.meteoalarm_feed(url.path[len("/api/v1/warnings/feeds-"):])
        if self.national_alerts(url, q):
            return
        if url.path == "/v1/forecast":
            fault = scheduled_fault()
            if fault:
                return self.serve_fault(fault)
            if STATE["fail"]:
                return self.send_json(STATE["fail"], {"error": True, "reason": "The service is overloaded"})
            request = self.wire_and_places(q)
            if request is None:
                return
            wire, lats, lons = request
            zones = q.get("timezone", "auto").split(",")
            days = int(q.get("forecast_days", "7"))
            past = int(q.get("past_days", "0"))
            bodies = [forecast_one(la, lo, zone_for(la, lo, zones[i] if i < len(zones) else zones[-1]), days, past, i)
                      for i, (la, lo) in enumerate(zip(lats, lons))]
            # Like the real server: only the sections asked for (a refresh of the current
            # conditions alone asks current and minutely_15).
            for body in bodies:
                for section in ("current", "minutely_15", "hourly", "daily"):
                    if section not in q:
                        body.pop(section, None)
                        body.pop(section + "_units", None)
            if wire == "flatbuffers":
                # Genuine messages: the same JSON compiled by flatc with the official schema.
                data = flatbuffers_module().flatbuffers_body(bodies)
                self.send_response(200)
                self.send_header("Content-Type", "application/octet-stream")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
                return
            return self.send_json(200, bodies[0] if len(bodies) == 1 else bodies)
        self.send_json(404, {"error": True, "reason": "Not found"})


def main():
    # A parent may hand us blocked or ignored signals (test runners do); be killable.
    import signal
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT, signal.SIGHUP})
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--port-file")
    parser.add_argument("--log")
    parser.add_argument("--log-bytes", action="store_true", help="log PATH<TAB>BYTES SENT once answered")
    parser.add_argument("--clock", help="ORIGIN:SPEED, the soak's fast clock")
    parser.add_argument("--fault-every", type=float, help="seconds of the (fast) clock between faults")
    parser.add_argument("--fault-seconds", type=float, default=600, help="how long each fault lasts")
    parser.add_argument("--tls", nargs=2, metavar=("CERT", "KEY"),
                        help="serve HTTPS with this PEM certificate and key (the trust-store tests)")
    parser.add_argument("--limits", default="600,5000,10000",
                        help="MINUTE,HOUR,DAY weighted-call limits as Open-Meteo's free tier (0: off)")
    args = parser.parse_args()
    LIMITS["minute"], LIMITS["hour"], LIMITS["day"] = (float(x) for x in args.limits.split(","))
    if args.clock:
        origin, speed = args.clock.split(":")
        CLOCK["origin"], CLOCK["speed"] = float(origin), float(speed)
    FAULTS["every"], FAULTS["seconds"] = args.fault_every, args.fault_seconds
    Handler.log_path = args.log
    Handler.log_bytes = args.log_bytes
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    scheme = "http"
    if args.tls:
        import ssl
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(args.tls[0], args.tls[1])
        # The handshake runs in each request's thread, not in accept: a client that stalls it
        # (or refuses the certificate) cannot hold up the others.
        server.socket = context.wrap_socket(server.socket, server_side=True, do_handshake_on_connect=False)
        scheme = "https"
    if args.port_file:
        with open(args.port_file + ".tmp", "w") as f:
            f.write(str(server.server_address[1]))
        os.replace(args.port_file + ".tmp", args.port_file)
    print(f"stand-in API on {scheme}://127.0.0.1:{server.server_address[1]}", file=sys.stderr, flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
