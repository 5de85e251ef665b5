import FoundationEssentials
import WeatherCore

/// Decodes an Open-Meteo JSON forecast body (one object, or an array for several places).
///
/// Reads by key name and never by position; missing sections, missing keys and `null` values are
/// tolerated. Times may be unix seconds (`timeformat=unixtime`, what we request) or ISO-8601 local
/// wall times, which are turned into instants with the response's `utc_offset_seconds`.
/// Sections other than `current`, `minutely_15`, `hourly` and `daily` (`monthly`, the legacy
/// `current_weather`) are ignored.
enum OpenMeteoJSONDecoder {
  static func decode(_ data: Data) throws -> [OpenMeteoPayload] {
    let root: JSONValue
    do {
      root = try JSONValue.parse(data)
    } catch {
      throw OpenMeteoError.malformedBody(detail: Self.parseFailureDetail(data))
    }
    if let object = root.object {
      return [try payload(from: object)]
    }
    if let array = root.array {
      return try array.enumerated().map { index, element in
        guard let object = element.object else {
          throw OpenMeteoError.malformedBody(detail: "element \(index) of the array is not an object")
        }
        return try payload(from: object)
      }
    }
    throw OpenMeteoError.malformedBody(detail: "the JSON is neither an object nor an array")
  }

  // MARK: - One place

  private static func payload(from object: [String: JSONValue]) throws -> OpenMeteoPayload {
    if object["error"]?.bool == true {
      let reason = UntrustedText.clean(object["reason"]?.string ?? "no reason given")
      throw OpenMeteoError.malformedBody(detail: "an error object arrived with status 200: \(reason)")
    }
    guard let latitude = number(object["latitude"]), let longitude = number(object["longitude"])
    else {
      throw OpenMeteoError.malformedBody(detail: "a place has no latitude/longitude")
    }
    guard let offset = integer(object["utc_offset_seconds"] ?? .number(0)), abs(offset) <= 86_400 else {
      throw OpenMeteoError.malformedBody(detail: "utc_offset_seconds is not a plausible offset")
    }
    var payload = OpenMeteoPayload(
      latitude: latitude, longitude: longitude, elevation: number(object["elevation"]),
      utcOffsetSeconds: offset, timezone: object["timezone"]?.string,
      timezoneAbbreviation: object["timezone_abbreviation"]?.string)
    if let current = object["current"]?.object {
      payload.current = try snapshot(from: current, offset: offset)
    }
    payload.minutely15 = try object["minutely_15"]?.object.map {
      try series(from: $0, name: "minutely_15", offset: offset)
    }
    payload.hourly = try object["hourly"]?.object.map {
      try series(from: $0, name: "hourly", offset: offset)
    }
    payload.daily = try object["daily"]?.object.map {
      try series(from: $0, name: "daily", offset: offset)
    }
    return payload
  }

  private static func snapshot(from section: [String: JSONValue], offset: Int) throws
    -> OpenMeteoPayload.Snapshot
  {
    guard let time = section["time"].flatMap({ instant($0, offset: offset) }) else {
      throw OpenMeteoError.malformedBody(detail: "the current section has no valid time")
    }
    var values: [String: Double?] = [:]
    for (key, value) in section where key != "time" && key != "interval" {
      values[key] = number(value)
    }
    let interval = integer(section["interval"] ?? .number(900)).flatMap { (1...86_400).contains($0) ? $0 : nil } ?? 900
    return OpenMeteoPayload.Snapshot(time: time, interval: interval, values: values)
  }

  private static func series(from section: [String: JSONValue], name: String, offset: Int) throws
    -> OpenMeteoPayload.Series
  {
    guard let rawTimes = section["time"]?.array else {
      throw OpenMeteoError.malformedBody(detail: "the \(name) section has no time list")
    }
    var times: [Date] = []
    times.reserveCapacity(rawTimes.count)
    for raw in rawTimes {
      guard let time = instant(raw, offset: offset) else {
        let shown = UntrustedText.clean(Self.describe(raw), limit: 40)
        throw OpenMeteoError.malformedBody(detail: "the \(name) section has an invalid time \(shown)")
      }
      times.append(time)
    }
    var result = OpenMeteoPayload.Series(times: times)
    for (key, value) in section where key != "time" {
      guard let list = value.array else { continue }
      let padded = pad(list, to: times.count)
      if OpenMeteoVariables.dailyTimestamps.contains(key) || key == "moonrise" || key == "moonset" {
        result.timestamps[key] = padded.map { $0.flatMap { instant($0, offset: offset) } }
      } else {
        result.values[key] = padded.map { $0.flatMap(number) }
      }
    }
    return result
  }

  // MARK: - Scalars

  /// Makes every series exactly as long as its time list, so an index is always safe.
  private static func pad(_ list: [JSONValue], to count: Int) -> [JSONValue?] {
    var result: [JSONValue?] = Array(list.prefix(count))
    while result.count < count { result.append(nil) }
    return result
  }

  /// A JSON number as Double (true and false count as 1 and 0); strings, null and non-finite
  /// values are not numbers.
  static func number(_ value: JSONValue?) -> Double? {
    guard let double = value?.number, double.isFinite else { return nil }
    return double
  }

  /// A whole JSON number that fits comfortably in an Int (so conversion can never trap).
  static func integer(_ value: JSONValue?) -> Int? {
    guard let double = number(value), double == double.rounded(), abs(double) < 1e15 else {
      return nil
    }
    return double.roundedInteger()
  }

  /// A time as unix seconds, or an ISO local wall time ("2023-10-25T20:45" / "2023-10-25")
  /// shifted by the response's single UTC offset.
  static func instant(_ value: JSONValue, offset: Int) -> Date? {
    if let seconds = number(value) { return Date(timeIntervalSince1970: seconds) }
    guard let text = value.string else { return nil }
    return OpenMeteoISOTime.instant(text, utcOffsetSeconds: offset)
  }

  /// Where and how the body stopped being JSON, for the error message.
  private static func parseFailureDetail(_ data: Data) -> String {
    if data.isEmpty { return "the body is empty" }
    let text = String(decoding: data.suffix(200), as: UTF8.self)
    if let range = text.firstRange(of: "Unexpected error while streaming data") {
      let tail = UntrustedText.clean(String(text[range.lowerBound...]), limit: 120)
      return "the server failed while sending (\(tail))"
    }
    return "the body (\(data.count) bytes) is not valid JSON"
  }

  /// A time that is not one, shown in the error message (numbers are always times).
  private static func describe(_ value: JSONValue) -> String {
    switch value {
    case .string(let text): return text
    case .null: return "<null>"
    case .array: return "a list"
    case .object: return "an object"
    case .number, .bool: return "a number"
    }
  }
}
