import WeatherCore

/// One place's `daily` section as read from the wire, before units and plausibility: local
/// days, and per requested variable its values and the unit the server named.
struct DailyHistoryColumns {
  /// Day numbers (days since 1970-01-01) of the rows.
  var dayNumbers: [Int] = []
  /// Values by variable name; a variable the answer lacks is absent.
  var values: [String: [Double?]] = [:]
  /// Unit text by variable name as the server wrote it (JSON `daily_units`, or the
  /// FlatBuffers `Unit` translated to the same text); nil when not given.
  var units: [String: String] = [:]
}
