import FoundationEssentials

extension HistoricalComparison {
  /// Today's comparisons, most significant (largest |z|) first:
  /// - the high and low of today's forecast day against the date's baselines;
  /// - the sums of precipitation and snowfall over the 30 days before today (from
  ///   `record.recentDays`, all 30 must be present) against the same 30 days of every year.
  /// Snowfall is left out where neither the baseline nor the current sum has any snow.
  public static func comparisons(for weather: Weather, record: ClimateRecord, now: Date) -> [HistoricalComparison] {
    let zone = weather.location.timeZone
    let today = CalendarDay(now, timeZone: zone)
    let normals = record.normals
    guard let normal = normals.normal(for: today) else { return [] }
    let forecastToday = weather.dailyForecast.first {
      CalendarDay($0.date.addingTimeInterval(12 * 3600), timeZone: zone) == today
    }
    var list: [HistoricalComparison] = []
    list.append(
      contentsOf: [
        HistoricalComparison(
          .temperatureMax, current: forecastToday?.temperatureMax, baseline: normal.high, normals: normals),
        HistoricalComparison(
          .temperatureMin, current: forecastToday?.temperatureMin, baseline: normal.low, normals: normals),
        HistoricalComparison(
          .precipitation, current: record.pastSum(\.precipitationAmount, before: today),
          baseline: normal.precipitation30, normals: normals),
      ].compactMap { $0 })
    if let snow = HistoricalComparison(
      .snowfall, current: record.pastSum(\.snowfallAmount, before: today), baseline: normal.snowfall30, normals: normals
    ),
      snow.currentValue > 0 || snow.baselineValue >= 0.5
    {
      list.append(snow)
    }
    // Stable: equal significance keeps the order high, low, precipitation, snowfall.
    return list.enumerated().sorted { a, b in
      abs(a.element.zScore) != abs(b.element.zScore)
        ? abs(a.element.zScore) > abs(b.element.zScore) : a.offset < b.offset
    }.map(\.element)
  }

  // MARK: - Text

  /// "Today's high is 4° above normal", "Past 30 days wetter than normal: 82 mm (normal 45 mm)".
  public func text(units: UnitSystem) -> String {
    let format = WeatherFormat(units: units)
    switch condition {
    case .temperatureMax, .temperatureMin:
      let name = condition == .temperatureMax ? "high" : "low"
      let delta = currentValue - baselineValue
      guard let shown = (units == .imperial ? delta * 1.8 : delta).shownInteger() else {
        return "Today's \(name) is \(WeatherFormat.missing)"
      }
      if shown == 0 { return "Today's \(name) is normal (\(format.temperature(baselineValue)))" }
      return "Today's \(name) is \(shown.magnitude)° \(shown > 0 ? "above" : "below") normal"
    case .precipitation, .snowfall:
      let words =
        condition == .precipitation ? ("wetter", "drier", "precipitation") : ("snowier", "less snowy", "snowfall")
      let amounts = "\(format.precipitation(currentValue)) (normal \(format.precipitation(baselineValue)))"
      switch deviation {
      case .normal: return "Past 30 days' \(words.2) normal: \(amounts)"
      case .higher, .muchHigher:
        return "Past 30 days \(deviation == .muchHigher ? "much " : "")\(words.0) than normal: \(amounts)"
      case .lower, .muchLower:
        return "Past 30 days \(deviation == .muchLower ? "much " : "")\(words.1) than normal: \(amounts)"
      }
    }
  }
}
