/// Field slots of the weather_api.fbs tables this reader uses (raw value = slot).
///
/// A slot is the field's 0-based position in the schema's table declaration; a test parses
/// weather_api.fbs and checks every case name and position against it.
enum FlatBuffersSchemaFields {
  /// Fields of `table WeatherApiResponse`.
  enum WeatherApiResponse: Int, CaseIterable {
    case latitude, longitude, elevation, generationTimeMilliseconds, locationId, model
    case utcOffsetSeconds, timezone, timezoneAbbreviation, current, daily, hourly, minutely15
    case monthly, weekly
  }

  /// Fields of `table VariablesWithTime`.
  enum VariablesWithTime: Int, CaseIterable {
    case time, timeEnd, interval, variables
  }

  /// Fields of `table VariableWithValues`.
  enum VariableWithValues: Int, CaseIterable {
    case variable, unit, value, values, valuesInt64, altitude, aggregation, pressureLevel
    case depth, depthTo, ensembleMember, previousDay, probability
  }
}
