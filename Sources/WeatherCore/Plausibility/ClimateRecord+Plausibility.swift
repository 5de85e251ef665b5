import FoundationEssentials

extension ClimateRecord {
  /// This record with implausible normals and past days made "not available", for a record
  /// read back from disk (an older version may have stored unchecked values). Returns the
  /// number of values refused alongside.
  public func validated() -> (record: ClimateRecord, rejected: Int) {
    var check = PlausibilityCheck()
    var record = self
    if !PlausibilityCheck.isPlausible(normalsFetchedAt) {
      // An impossible fetch time would keep the normals "fresh" for ever; mark them old.
      record.normalsFetchedAt = Date(timeIntervalSince1970: 0)
      check.reject()
    }
    record.recentFetchedAt = check.instant(recentFetchedAt)
    record.recentDays = recentDays.map { $0.validated(&check) }
    record.normals.dates = normals.dates.map { date in
      var date = date
      date.high = date.high?.validated(&check, in: PlausibleRanges.temperature)
      date.low = date.low?.validated(&check, in: PlausibleRanges.temperature)
      date.precipitation30 = date.precipitation30?.validated(&check, in: PlausibleRanges.monthlyPrecipitation)
      date.snowfall30 = date.snowfall30?.validated(&check, in: PlausibleRanges.monthlyPrecipitation)
      return date
    }
    record.normals.months = normals.months.map { month in
      var month = month
      month.averageHigh = check.value(month.averageHigh, in: PlausibleRanges.temperature)
      month.averageLow = check.value(month.averageLow, in: PlausibleRanges.temperature)
      month.averagePrecipitation = check.value(month.averagePrecipitation, in: PlausibleRanges.monthlyPrecipitation)
      month.averageSnowfall = check.value(month.averageSnowfall, in: PlausibleRanges.monthlyPrecipitation)
      return month
    }
    return (record, check.rejected)
  }
}

extension SampleStatistics {
  /// Nil (counted) when the mean lies outside `range` or the spread is not a finite distance
  /// within the range's width.
  func validated(_ check: inout PlausibilityCheck, in range: ClosedRange<Double>) -> SampleStatistics? {
    guard check.value(mean, in: range) != nil,
      check.value(standardDeviation, in: 0...(range.upperBound - range.lowerBound)) != nil, count >= 0
    else { return nil }
    return self
  }
}
