import FoundationEssentials

extension PlausibleRanges {
  // MARK: - Air quality

  /// An air-quality index (EAQI or US AQI): the US scale ends at 500, and Open-Meteo's EAQI is
  /// extrapolated past 100 (it read 120 in Delhi's smog); no index goes near 1,000.
  public static let airQualityIndex: ClosedRange<Double> = 0...1000
  /// A pollutant's concentration, µg/m³: CO is the largest (Beijing's winter nights reach
  /// 8,000 µg/m³ in CAMS, recorded 2023-01-01); a wildfire's smoke brings PM to a few thousand.
  public static let pollutantConcentration: ClosedRange<Double> = 0...100_000
  /// Pollen, grains/m³: the highest daily birch and grass counts measured are a few thousand
  /// (over 10,000 for birch in single hours in Scandinavia).
  public static let pollenConcentration: ClosedRange<Double> = 0...100_000
}

extension AirQuality {
  /// The most hours kept: a week and a day, more than the API serves (7 forecast days) and far
  /// more than this app asks (2), so a hostile or corrupt answer cannot grow without bound.
  public static let maximumHours = 24 * 8

  /// The same air with every value checked where it enters the model: a value out of its range
  /// (negative, NaN, 1e19) becomes absent, an hour at an impossible time is dropped, hours are
  /// kept in order without repeats and capped at `maximumHours`, and the domain's text is
  /// cleaned. Run on every answer and every cache read.
  public func validated() -> AirQuality {
    var check = PlausibilityCheck()
    var result = self
    result.current = current.flatMap { $0.validated(&check) }
    var hours: [AirQualityHour] = []
    hours.reserveCapacity(min(hourly.count, Self.maximumHours))
    for hour in hourly {
      guard hours.count < Self.maximumHours else { break }
      guard let checked = hour.validated(&check) else { continue }
      // Strictly increasing, so `hour(at:)` finds one hour and a repeat cannot hide another.
      if let last = hours.last, checked.date <= last.date { continue }
      hours.append(checked)
    }
    result.hourly = hours
    result.domain = RemoteText.sanitize(domain).flatMap { $0.isEmpty ? nil : String($0.prefix(40)) }
    return result
  }
}

extension AirQualityHour {
  /// This hour with implausible values removed; nil when its time is impossible.
  func validated(_ check: inout PlausibilityCheck) -> AirQualityHour? {
    guard check.instant(date) != nil else { return nil }
    var hour = self
    hour.europeanIndex = check.value(europeanIndex, in: PlausibleRanges.airQualityIndex)
    hour.usIndex = check.value(usIndex, in: PlausibleRanges.airQualityIndex)
    hour.concentrations = concentrations.compactMapValues {
      check.value($0, in: PlausibleRanges.pollutantConcentration)
    }
    hour.europeanSubIndices = europeanSubIndices.compactMapValues {
      check.value($0, in: PlausibleRanges.airQualityIndex)
    }
    hour.usSubIndices = usSubIndices.compactMapValues { check.value($0, in: PlausibleRanges.airQualityIndex) }
    hour.pollen = pollen.compactMapValues { check.value($0, in: PlausibleRanges.pollenConcentration) }
    return hour
  }
}
