import FoundationEssentials
import WeatherCore

/// What one Open-Meteo request costs of the free tier's budgets, in weighted calls.
///
/// The server counts a request per location as `max(1, v/10, v/10 · d/14)` with `v` variables
/// (over every section, times models) and `d` days in the time range, and adds the locations up
/// (`calculateQueryWeight` in open-meteo's ForecastApiResult.swift; reference/apis.md §1.7). Known
/// before asking, so a request that would break a budget is never sent.
public enum OpenMeteoCallWeight {
  /// The server's reference sizes: 10 variables over 14 days cost one call.
  static let referenceVariables = 10.0
  static let referenceDays = 14.0

  /// The weight of asking `variables` variables over `days` days for `places` places.
  public static func of(variables: Int, days: Int, places: Int) -> Double {
    guard places > 0 else { return 0 }
    let variableShare = Double(max(0, variables)) / referenceVariables
    let perPlace = max(1, variableShare, variableShare * Double(max(0, days)) / referenceDays)
    return perPlace * Double(places)
  }

  /// The weight the server will count for `url`, read from its query: the locations in
  /// `latitude`, the variables of `current`, `minutely_15`, `hourly` and `daily` (times the
  /// models), and the days from `start_date`…`end_date` or `past_days` + `forecast_days`
  /// (7 forecast days when neither is given). Requests without coordinates (geocoding) cost 1.
  public static func of(url: URL) -> Double {
    let query = queryItems(of: url)
    func list(_ name: String) -> Int {
      query[name].map { $0.utf8.split(separator: UInt8(ascii: ",")).count } ?? 0
    }
    let places = list("latitude")
    guard places > 0 else { return 1 }
    let sections = ["current", "minutely_15", "hourly", "daily"].reduce(0) { $0 + list($1) }
    let variables = sections * max(1, list("models"))
    return of(variables: variables, days: days(query), places: places)
  }

  /// Whether the weather API's limiter counts `url`: requests for coordinates do; place search
  /// is another server (open-meteo/geocoding-api) with no weighted count.
  public static func isCounted(_ url: URL) -> Bool {
    queryItems(of: url)["latitude"] != nil
  }

  /// The query of `url` by name (the last of a repeated name), names and values
  /// percent-decoded, as `URLComponents.queryItems` reads them; split by hand because parsing
  /// the whole URL with `URLComponents` twice a request was a twentieth of a refresh.
  static func queryItems(of url: URL) -> [String: String] {
    guard let query = url.query(percentEncoded: true), !query.isEmpty else { return [:] }
    let bytes = Array(query.utf8)
    var items: [String: String] = [:]
    var start = 0
    for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "&") {
      let pair = bytes[start..<end]
      if let equals = pair.firstIndex(of: UInt8(ascii: "=")) {
        items[percentDecoded(pair[..<equals])] = percentDecoded(pair[(equals + 1)...])
      } else {
        items[percentDecoded(pair)] = ""
      }
      start = end + 1
    }
    return items
  }

  /// `text` with each `%XX` replaced by its byte; a malformed escape stays as written.
  private static func percentDecoded(_ text: ArraySlice<UInt8>) -> String {
    guard text.contains(UInt8(ascii: "%")) else { return String(decoding: text, as: UTF8.self) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.count)
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == UInt8(ascii: "%"), index + 2 < text.endIndex,
        let high = hexDigit(text[index + 1]), let low = hexDigit(text[index + 2])
      {
        bytes.append(UInt8(high << 4 | low))
        index += 3
      } else {
        bytes.append(text[index])
        index += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func hexDigit(_ byte: UInt8) -> Int? {
    Character(Unicode.Scalar(byte)).hexDigitValue
  }

  /// Days in the requested time range, inclusive of both ends for dates.
  private static func days(_ query: [String: String]) -> Int {
    if let start = query["start_date"].flatMap(CalendarDay.init(iso:))?.dayNumber,
      let end = query["end_date"].flatMap(CalendarDay.init(iso:))?.dayNumber
    {
      return max(0, end - start + 1)
    }
    let past = query["past_days"].flatMap { Int($0) } ?? 0
    let forecast = query["forecast_days"].flatMap { Int($0) } ?? 7
    return past + forecast
  }
}
