import FoundationEssentials
import SystemFiles
import WeatherCore

/// Turns one place's `OpenMeteoPayload` into a WeatherCore `Weather` (SI units, fractions 0–1).
///
/// Shared by the JSON and FlatBuffers paths; it only reads the payload. Open-Meteo stamps
/// "preceding hour" quantities (precipitation, snowfall, probability, gusts) at the END of the
/// hour they cover, while `HourWeather.date` is the START of its hour, so those four come from
/// the next step. Minutely_15 precipitation likewise covers the 15 minutes before its stamp.
/// The result has passed `Weather.validated()`: no implausible number or instant gets further.
enum OpenMeteoWeatherMapper {
  static let providerName = "Open-Meteo"
  /// How long a fetched forecast counts as current.
  static let lifetime: TimeInterval = 600
  static let maxHours = 240
  static let noAlertSource = NWSAlertSource.noSourceReason

  static func weather(
    from payload: OpenMeteoPayload, location: Location, now: Date, fetchedAt: Date
  ) -> Weather {
    var location = location
    if location.timeZoneIdentifier == nil, let zone = payload.timezone,
      ZoneDatabase.zone(zone) != nil
    {
      location.timeZoneIdentifier = zone
    }
    if location.elevation == nil { location.elevation = payload.elevation }
    let minutes = minuteForecast(payload.minutely15, now: now)
    let hours = hourlyForecast(payload.hourly, now: now)
    let earlier = earlierHoursOfToday(payload.hourly, now: now, zone: location.databaseZone, kept: hours.first)
    let days = dailyForecast(
      payload.daily, now: now, offset: payload.utcOffsetSeconds, zone: location.databaseZone)
    let availability = Availability(
      currentWeather: payload.current != nil,
      forecastNextHour: minutes.contains { $0.precipitationIntensity != nil },
      forecastHourly: !hours.isEmpty, forecastDaily: !days.isEmpty, weatherAlerts: false)
    var weather = Weather(
      location: location,
      currentWeather: payload.current.map { current($0, hourly: payload.hourly, now: now) },
      minuteForecast: minutes, hourlyForecast: hours, dailyForecast: days,
      alerts: .noSource(reason: noAlertSource), availability: availability,
      attribution: .openMeteo,
      metadata: WeatherMetadata(
        providerName: providerName, readTime: fetchedAt,
        expireTime: fetchedAt.addingTimeInterval(lifetime), derived: derivations(weather: payload)))
    weather.validate()
    weather.deriveMissingValues(earlierHours: validated(earlier, at: location))
    weather.metadata.missing = missingSeries(payload)
    weather.metadata.conventions = [precedingHour]
    return weather
  }

  /// `weather` with the current conditions and quarter-hours of `payload` (an answer of the
  /// current and minutely_15 sections only); hours, days and the pressure trend stay as they were.
  static func updating(_ weather: Weather, withCurrentConditionsOf payload: OpenMeteoPayload, now: Date) -> Weather {
    var updated = weather
    if let snapshot = payload.current {
      var current = current(snapshot, hourly: nil, now: now)
      current.pressureTrend = weather.currentWeather?.pressureTrend ?? .unknown
      updated.currentWeather = current
    }
    updated.minuteForecast = minuteForecast(payload.minutely15, now: now)
    // The summary was made from the old quarter-hours; `deriveMissingValues` makes it again.
    updated.nextHourSummary = []
    updated.availability.currentWeather = updated.currentWeather != nil
    updated.availability.forecastNextHour = updated.minuteForecast.contains { $0.precipitationIntensity != nil }
    updated.metadata.readTime = now
    updated.metadata.expireTime = now.addingTimeInterval(lifetime)
    updated.validate()
    updated.deriveMissingValues()
    let missing = missingSeries(payload)
    updated.metadata.missing =
      weather.metadata.missing.filter { !$0.hasPrefix("current.") && !$0.hasPrefix("minutely_15.") } + missing
    return updated
  }

  // MARK: - Provenance

  /// The requested series a section came without ("hourly.apparent_temperature"), for sections
  /// that came at all; a series present with null values is not missing, its values are.
  static func missingSeries(_ payload: OpenMeteoPayload) -> [String] {
    var missing: [String] = []
    if let current = payload.current {
      missing += OpenMeteoVariables.current.filter { current.values[$0] == nil }.map { "current." + $0 }
    }
    if let minutes = payload.minutely15 {
      missing += OpenMeteoVariables.minutely15.filter { minutes.values[$0] == nil }.map { "minutely_15." + $0 }
    }
    if let hourly = payload.hourly {
      missing += OpenMeteoVariables.hourly.filter { hourly.values[$0] == nil }.map { "hourly." + $0 }
    }
    if let daily = payload.daily {
      missing += OpenMeteoVariables.daily.filter { daily.values[$0] == nil && daily.timestamps[$0] == nil }
        .map { "daily." + $0 }
    }
    return missing
  }

  /// What this mapper computes rather than copies: the current pressure trend and the current
  /// precipitation as an intensity.
  static func derivations(weather payload: OpenMeteoPayload) -> [Derivation] {
    guard payload.current != nil else { return [] }
    return [
      Derivation(
        dataset: .currentWeather, field: "pressureTrend", derivedFrom: "Open-Meteo hourly pressure_msl",
        method: PressureTrend.method),
      Derivation(
        dataset: .currentWeather, field: "precipitationIntensity", derivedFrom: "Open-Meteo current precipitation",
        method: "the amount over the current interval scaled to one hour"),
      Derivation(
        dataset: .forecastNextHour, field: "minutes[].precipitationIntensity",
        derivedFrom: "Open-Meteo minutely_15 precipitation", method: "the amount over 15 minutes times 4"),
    ]
  }

  // MARK: - Current

  static func current(
    _ snapshot: OpenMeteoPayload.Snapshot, hourly: OpenMeteoPayload.Series?, now: Date
  ) -> CurrentWeather {
    func value(_ name: String) -> Double? { snapshot.values[name] ?? nil }
    let window = Double(max(snapshot.interval, 1))
    return CurrentWeather(
      date: snapshot.time, temperature: value("temperature_2m"),
      apparentTemperature: value("apparent_temperature"), dewPoint: value("dew_point_2m"),
      humidity: fraction(value("relative_humidity_2m")), pressure: value("pressure_msl"),
      pressureTrend: pressureTrend(hourly, now: now), windSpeed: value("wind_speed_10m"),
      windDirection: value("wind_direction_10m"), windGust: value("wind_gusts_10m"),
      uvIndex: value("uv_index"), visibility: value("visibility"),
      cloudCover: fraction(value("cloud_cover")), cloudCoverLow: fraction(value("cloud_cover_low")),
      cloudCoverMid: fraction(value("cloud_cover_mid")),
      cloudCoverHigh: fraction(value("cloud_cover_high")),
      condition: condition(value("weather_code")), isDaylight: daylight(value("is_day")),
      precipitationIntensity: value("precipitation").map { ($0 * 3600 / window).rounded(toPlaces: 3) })
  }

  /// Change of hourly `pressure_msl` from three hours before the current hour to the current hour.
  static func pressureTrend(_ hourly: OpenMeteoPayload.Series?, now: Date) -> PressureTrend {
    guard let hourly, let index = stepIndex(hourly.times, containing: now, length: 3600),
      let earlier = hourly.times.firstIndex(of: hourly.times[index].addingTimeInterval(-3 * 3600)),
      let pressureNow = hourly.value("pressure_msl", at: index),
      let pressureBefore = hourly.value("pressure_msl", at: earlier),
      PlausibleRanges.pressure.contains(pressureNow), PlausibleRanges.pressure.contains(pressureBefore)
    else { return .unknown }
    return PressureTrend(changeOverThreeHours: pressureNow - pressureBefore)
  }

  // MARK: - Next hour

  /// The 15-minute steps from the one containing `now` until an hour later (4–5 steps).
  static func minuteForecast(_ series: OpenMeteoPayload.Series?, now: Date) -> [MinuteWeather] {
    guard let series else { return [] }
    let step: TimeInterval = 900
    let end = now.addingTimeInterval(3600)
    var result: [MinuteWeather] = []
    for (index, stamp) in series.times.enumerated() {
      let start = stamp.addingTimeInterval(-step)
      guard start.addingTimeInterval(step) > now, start < end else { continue }
      let amount = series.value("precipitation", at: index)
      result.append(
        MinuteWeather(
          date: start, duration: step, precipitationIntensity: amount.map { ($0 * 4).rounded(toPlaces: 3) }))
    }
    return result
  }

  // MARK: - Hours

  /// Open-Meteo stamps a sum or maximum over an hour at the hour's end (its "preceding hour"
  /// variables); WeatherKit's hour starting at H covers H to H+1, so the value stamped H+1 is
  /// the hour H's. Said in every output's metadata, not only here.
  static let precedingHour = ServedConvention(
    dataset: .forecastHourly,
    fields: [
      "hours[].precipitationAmount", "hours[].precipitationIntensity", "hours[].precipitationChance",
      "hours[].snowfallAmount", "hours[].windGust",
    ],
    rule:
      "Open-Meteo's 'preceding hour' values (precipitation, precipitation_probability, snowfall, wind_gusts_10m) "
      + "stamped H+1 are shown for the hour starting at H, which they cover")

  /// Today's hours from its morning (`DayPartForecast.morningHour`) up to the first hour kept:
  /// Open-Meteo serves them (`past_days`), and today's daytime is made from them once it has
  /// begun, as WeatherKit serves every day's daytime whole.
  static func earlierHoursOfToday(
    _ series: OpenMeteoPayload.Series?, now: Date, zone: ZoneRules, kept: HourWeather?
  ) -> [HourWeather] {
    let morning = CalendarDay(now, timeZone: zone).instant(hour: DayPartForecast.morningHour, in: zone)
    guard let kept, morning < kept.date, let series,
      let first = firstStep(series.times, now: morning, length: 3600),
      let end = series.times.firstIndex(of: kept.date), first < end
    else { return [] }
    return hourlyForecast(series, now: morning, count: end - first)
  }

  /// `hours` checked as the forecast's are; values refused among them are not counted, as
  /// these hours are not shown, only summed into today's parts.
  static func validated(_ hours: [HourWeather], at location: Location) -> [HourWeather] {
    guard !hours.isEmpty else { return [] }
    var scratch = Weather(
      location: location, currentWeather: nil, minuteForecast: [], hourlyForecast: hours, dailyForecast: [],
      alerts: .noSource(reason: ""), availability: Availability(), attribution: .openMeteo,
      metadata: WeatherMetadata(providerName: providerName, readTime: .distantPast, expireTime: .distantPast))
    scratch.validate()
    return scratch.hourlyForecast
  }

  static func hourlyForecast(_ series: OpenMeteoPayload.Series?, now: Date, count: Int = maxHours) -> [HourWeather] {
    guard let series, let first = firstStep(series.times, now: now, length: 3600)
    else { return [] }
    let last = min(series.times.count, first + count)
    // Each column is looked up by name once, not once per hour: hashing the names for every
    // value cost more than all the rest of the mapping.
    let temperature = series.column("temperature_2m")
    let apparent = series.column("apparent_temperature")
    let dewPoint = series.column("dew_point_2m")
    let humidity = series.column("relative_humidity_2m")
    let pressure = series.column("pressure_msl")
    let windSpeed = series.column("wind_speed_10m")
    let windDirection = series.column("wind_direction_10m")
    let windGust = series.column("wind_gusts_10m")
    let uvIndex = series.column("uv_index")
    let visibility = series.column("visibility")
    let cloudCover = series.column("cloud_cover")
    let cloudCoverLow = series.column("cloud_cover_low")
    let cloudCoverMid = series.column("cloud_cover_mid")
    let cloudCoverHigh = series.column("cloud_cover_high")
    let weatherCode = series.column("weather_code")
    let isDay = series.column("is_day")
    let precipitation = series.column("precipitation")
    let chance = series.column("precipitation_probability")
    let snowfall = series.column("snowfall")
    return (first..<last).map { index in
      // "Preceding hour" values stamped at the end of this hour, i.e. the next step.
      let next = index + 1
      let hasNextHour =
        next < series.times.count && series.times[next].timeIntervalSince(series.times[index]) == 3600
      func following(_ column: OpenMeteoPayload.Column) -> Double? { hasNextHour ? column[next] : nil }
      let amount = following(precipitation)
      return HourWeather(
        date: series.times[index], temperature: temperature[index],
        apparentTemperature: apparent[index], dewPoint: dewPoint[index],
        humidity: fraction(humidity[index]), pressure: pressure[index],
        windSpeed: windSpeed[index], windDirection: windDirection[index],
        windGust: following(windGust), uvIndex: uvIndex[index],
        visibility: visibility[index], cloudCover: fraction(cloudCover[index]),
        cloudCoverLow: fraction(cloudCoverLow[index]),
        cloudCoverMid: fraction(cloudCoverMid[index]),
        cloudCoverHigh: fraction(cloudCoverHigh[index]),
        condition: condition(weatherCode[index]), isDaylight: daylight(isDay[index]),
        precipitationChance: fraction(following(chance)),
        precipitationAmount: amount, snowfallAmount: following(snowfall).map { ($0 * 10).rounded(toPlaces: 3) },
        precipitationIntensity: amount)
    }
  }

  // MARK: - Days

  static func dailyForecast(
    _ series: OpenMeteoPayload.Series?, now: Date, offset: Int, zone: ZoneRules
  ) -> [DayWeather] {
    guard let series, !series.times.isEmpty else { return [] }
    // The server wrote each day's local midnight with ONE utc offset, which is an hour off
    // after a DST change; rebuild midnight from the calendar date in the IANA zone.
    let midnights = localMidnights(serverMidnights: series.times, offset: offset, zone: zone)
    guard let first = midnights.lastIndex(where: { $0 <= now }) ?? (midnights[0] > now ? 0 : nil),
      midnights[first] > now || zone.isSameDay(now, midnights[first])
    else { return [] }
    let last = min(series.times.count, first + OpenMeteoVariables.forecastDays)
    // Each column looked up once, as for the hours.
    let temperatureMax = series.column("temperature_2m_max")
    let temperatureMin = series.column("temperature_2m_min")
    let humidityMax = series.column("relative_humidity_2m_max")
    let humidityMin = series.column("relative_humidity_2m_min")
    let precipitation = series.column("precipitation_sum")
    let rain = series.column("rain_sum")
    let showers = series.column("showers_sum")
    let snowfall = series.column("snowfall_sum")
    let chance = series.column("precipitation_probability_max")
    let windSpeedMax = series.column("wind_speed_10m_max")
    let windGustMax = series.column("wind_gusts_10m_max")
    let windDirection = series.column("wind_direction_10m_dominant")
    let uvIndexMax = series.column("uv_index_max")
    let weatherCode = series.column("weather_code")
    return (first..<last).map { index in
      DayWeather(
        date: midnights[index], temperatureMax: temperatureMax[index],
        temperatureMin: temperatureMin[index],
        humidityMax: fraction(humidityMax[index]),
        humidityMin: fraction(humidityMin[index]),
        precipitationAmount: precipitation[index], rainAmount: rain[index],
        showersAmount: showers[index],
        snowfallAmount: snowfall[index].map { ($0 * 10).rounded(toPlaces: 3) },
        precipitationChance: fraction(chance[index]),
        windSpeedMax: windSpeedMax[index], windGustMax: windGustMax[index],
        windDirectionDominant: windDirection[index],
        uvIndexMax: uvIndexMax[index], sunrise: series.timestamp("sunrise", at: index),
        sunset: series.timestamp("sunset", at: index), condition: condition(weatherCode[index])
      ).recognisingPolarPlaceholders()
    }
  }

  /// The true start of each local day the server meant by `serverMidnights`, in the zone of
  /// `zone`, whichever convention it stamped them in: one offset for the whole answer (as
  /// Open-Meteo does) or each day's true local midnight.
  static func localMidnights(serverMidnights: [Date], offset: Int, zone: ZoneRules) -> [Date] {
    serverMidnights.map { serverMidnight in
      // The server's calendar date: its stamp read with the answer's offset is that date's
      // midnight, or an hour or two either side of it when the stamp is a true local midnight
      // across a DST change; half a day's margin takes either to the same date.
      let wallTime = serverMidnight.timeIntervalSince1970 + TimeInterval(offset)
      let wallMidnight = Date(timeIntervalSince1970: ((wallTime + 43_200) / 86400).rounded(.down) * 86400)
      // Noon of that date, in the place's zone: daylight saving moves it by an hour or two at
      // most, so it stays inside that day.
      let wallNoon = wallMidnight.addingTimeInterval(12 * 3600)
      let noonOffset = TimeInterval(zone.secondsFromGMT(for: wallNoon))
      let noon = wallNoon.addingTimeInterval(-noonOffset)
      // Most days have one offset from two hours before midnight to noon, and then midnight is
      // plain arithmetic; the zone's startOfDay, which searches for the offset, is left for days
      // with a transition (a skipped or repeated midnight among them).
      let midnight = wallMidnight.addingTimeInterval(-noonOffset)
      if TimeInterval(zone.secondsFromGMT(for: midnight.addingTimeInterval(-2 * 3600))) == noonOffset {
        return midnight
      }
      return zone.startOfDay(noon)
    }
  }

  // MARK: - Scalars

  /// Index of the step [times[i], times[i]+length) containing `date`.
  static func stepIndex(_ times: [Date], containing date: Date, length: TimeInterval) -> Int? {
    guard let index = times.lastIndex(where: { $0 <= date }),
      date < times[index].addingTimeInterval(length)
    else { return nil }
    return index
  }

  /// The step containing `now`, or the first step when the series starts later; nil when the
  /// whole series lies in the past.
  static func firstStep(_ times: [Date], now: Date, length: TimeInterval) -> Int? {
    if let first = times.first, first > now { return 0 }
    return stepIndex(times, containing: now, length: length)
  }

  static func fraction(_ percent: Double?) -> Double? { percent.map { $0 / 100 } }

  static func condition(_ code: Double?) -> WeatherCondition {
    code.map { WeatherCondition(wmoValue: $0) } ?? .unknown(-1)
  }

  /// Nil where `is_day` is null: `deriveMissingValues` then computes it from the sun, and says so.
  static func daylight(_ isDay: Double?) -> Bool? { isDay.map { $0 != 0 } }
}
