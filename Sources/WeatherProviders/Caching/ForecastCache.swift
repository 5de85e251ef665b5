import FoundationEssentials
import Synchronization
import WeatherCore

/// A forecast as it was fetched, with the time it was fetched.
public struct CachedForecast: Sendable, Equatable {
  public var weather: Weather
  public var fetchedAt: Date

  public init(weather: Weather, fetchedAt: Date) {
    self.weather = weather
    self.fetchedAt = fetchedAt
  }
}

/// One cache file before its answer is decoded: enough to tell whether it is fresh.
public struct CacheEntry: Sendable, Equatable {
  public var fetchedAt: Date
  /// The forecast's `metadata.expireTime`, so freshness needs no decoding.
  public var expireTime: Date
  /// The place as it was asked for (the provider's `weather(from:for:fetchedAt:)` needs it).
  public var location: Location
  public var answer: ServedAnswer
  /// Alerts from a second source (NWS), with that source's dataset metadata; nil when the
  /// provider's own alert status stands.
  public var alerts: AlertStatus?
  public var alertsMetadata: DatasetMetadata?
}

/// The last good forecast per provider and place (coordinates rounded to 0.01°), on disk: the
/// provider's answer as served, after a small header, so reading it back costs what decoding
/// the answer costs (a FlatBuffers answer stays FlatBuffers) and writing it costs a copy.
///
/// File layout: `ForecastCacheFile`; the header is JSON (fetch time, expiry, place, answer format
/// and extras, second-source alerts). Each file is rewritten in place (`InPlaceFile`), because a
/// refresh replaces every place's file, and a new file each time (temporary file and rename)
/// was a fifth of a FlatBuffers refresh's CPU, nearly all of it in the kernel.
public final class ForecastCache: Sendable {
  public let directory: CacheDirectory
  /// The largest answer the client accepts, with room for the header: a larger file was not
  /// written by us and is not read.
  static let maximumFileBytes = CurlHTTPClient.maximumBodyBytes + (1 << 20)
  /// Each place stored by this process, by entry path, with its JSON for the header.
  private let storedPlaces = Mutex<[String: (location: Location, json: [UInt8])]>([:])

  public init(directory: CacheDirectory) {
    self.directory = directory
  }

  /// Problems met reading or writing the cache; see `CacheDirectory.warnings`.
  public var warnings: [String] { directory.warnings }

  /// The stored entry for `location` from `provider`, its answer not yet decoded; nil when there
  /// is none or it is from another format version. A file that cannot be read as an entry, or
  /// has no plausible fetch time, is removed with a warning.
  public func entry(provider: String, location: Location) -> CacheEntry? {
    let path = Self.path(provider: provider, location: location)
    // Empty: created by a write that never got to write (the process was killed).
    guard let file = directory.readWhole(path, maximumBytes: Self.maximumFileBytes), !file.isEmpty else { return nil }
    let parts: (header: ArraySlice<UInt8>, answer: ArraySlice<UInt8>)
    do {
      parts = try ForecastCacheFile.parts(of: file)
    } catch {
      if error == .corrupt { discard(path, because: "is corrupt") }
      return nil
    }
    guard let stored = try? Self.decoder.decode(StoredHeader.self, from: Data(parts.header)) else {
      discard(path, because: "is corrupt")
      return nil
    }
    guard PlausibilityCheck.isPlausible(stored.fetchedAt), PlausibilityCheck.isPlausible(stored.expireTime) else {
      discard(path, because: "has an impossible fetch time")
      return nil
    }
    return CacheEntry(
      fetchedAt: stored.fetchedAt, expireTime: stored.expireTime, location: stored.location,
      answer: ServedAnswer(format: stored.format, body: Data(parts.answer), extras: stored.extras),
      alerts: stored.alerts, alertsMetadata: stored.alertsMetadata)
  }

  /// The stored forecast for `location`, rebuilt by `provider` from the answer it served; nil
  /// when there is none or it is unusable (removed with a warning). The answer is read the way a
  /// fresh one is, so every value passes `Weather.validated()` again, whatever the file holds.
  public func load(from provider: WeatherProvider, location: Location) -> CachedForecast? {
    guard let entry = entry(provider: provider.name, location: location) else { return nil }
    return forecast(from: entry, provider: provider)
  }

  /// `entry` decoded by `provider`; nil (and the file removed with a warning) when it does not decode.
  public func forecast(from entry: CacheEntry, provider: WeatherProvider) -> CachedForecast? {
    let path = Self.path(provider: provider.name, location: entry.location)
    guard var weather = try? provider.weather(from: entry.answer, for: entry.location, fetchedAt: entry.fetchedAt)
    else {
      discard(path, because: "is corrupt")
      return nil
    }
    guard PlausibilityCheck.isPlausible(weather.metadata.readTime) else {
      discard(path, because: "has an impossible fetch time")
      return nil
    }
    if let alerts = entry.alerts {
      weather.alerts = alerts
      weather.datasetMetadata[.weatherAlerts] = entry.alertsMetadata
      // The provider's reading checked the rest; these come from the header.
      weather.validateAlerts()
    }
    return CachedForecast(weather: weather, fetchedAt: entry.fetchedAt)
  }

  /// Deletes the entry at `path` with a warning saying `reason`.
  func discard(_ path: String, because reason: String) {
    directory.remove(path)
    // The gist first: a footer too narrow for the path still says what happened.
    directory.warn(
      "removed a cached forecast that \(reason); it will be fetched again "
        + "(\(directory.url.appendingPathComponent(path).path))")
  }

  /// Stores `answer`, fetched at `fetchedAt` for `location` from `provider`, replacing any older
  /// entry. `weather` is what was shown: its expiry and, when they came from a second source
  /// (`secondSourceAlerts`), its alerts are kept in the header.
  public func store(
    _ answer: ServedAnswer, provider: String, location: Location, fetchedAt: Date, weather: Weather,
    secondSourceAlerts: Bool
  ) {
    let header = StoredHeader(
      fetchedAt: fetchedAt, expireTime: weather.metadata.expireTime, location: location, format: answer.format,
      extras: answer.extras, alerts: secondSourceAlerts ? weather.alerts : nil,
      alertsMetadata: secondSourceAlerts ? weather.datasetMetadata[.weatherAlerts] : nil)
    let path = Self.path(provider: provider, location: location)
    let placeJSON = storedPlaces.withLock { $0[path] }.flatMap { $0.location == location ? $0.json : nil }
    guard let headerBytes = Self.headerJSON(header, placeJSON: placeJSON), headerBytes.count <= Int(UInt32.max),
      answer.body.count <= Int(UInt32.max)
    else { return }
    directory.overwrite(ForecastCacheFile.bytes(header: headerBytes, answer: answer.body), to: path)
    guard placeJSON == nil, let json = try? Self.encoder.encode(location) else { return }
    storedPlaces.withLock { $0[path] = (location, Array(json)) }
    // The JSON file of format 2 and before, which nothing reads any more: once a process.
    directory.removeLeftover(Self.legacyPath(provider: provider, location: location))
  }

  /// The header as JSON. Written by hand in the common case (no extras, no second-source
  /// alerts) around `placeJSON`, the place as `encoder` wrote it at an earlier store: encoding
  /// the whole header each time was a twentieth of a FlatBuffers refresh. Both write the same
  /// bytes (tested), so the file keeps its length and is written in place.
  static func headerJSON(_ header: StoredHeader, placeJSON: [UInt8]?) -> [UInt8]? {
    guard let placeJSON, header.extras.isEmpty, header.alerts == nil, header.alertsMetadata == nil,
      header.fetchedAt.timeIntervalSince1970.isFinite, header.expireTime.timeIntervalSince1970.isFinite,
      !header.format.isEmpty,
      header.format.utf8.allSatisfy({ PercentEncoding.isASCIILetterOrDigit(Unicode.Scalar($0)) })
    else { return (try? encoder.encode(header)).map { Array($0) } }
    var json = Array(#"{"expireTime":\#(number(header.expireTime)),"extras":{},"fetchedAt":"#.utf8)
    json += Array("\(number(header.fetchedAt)),\"format\":\"\(header.format)\",\"location\":".utf8)
    json += placeJSON
    json.append(UInt8(ascii: "}"))
    return json
  }

  /// `date` in seconds as `encoder` writes it: whole seconds without ".0".
  private static func number(_ date: Date) -> String {
    let seconds = date.timeIntervalSince1970
    if seconds == seconds.rounded(), abs(seconds) < 1e15 { return String(Int64(seconds)) }
    return String(seconds)
  }

  // MARK: - Crash-loop breaker

  /// The mark naming the entry being drawn from the cache at start-up.
  static let drawingMarkPath = "drawing-from-cache"

  /// Notes in the cache folder that the entry for `location` from `provider` is about to be
  /// drawn; `unmarkDrawing()` removes the note once it is on screen.
  public func markDrawing(provider: String, location: Location) {
    directory.write(Data(Self.path(provider: provider, location: location).utf8), to: Self.drawingMarkPath)
  }

  /// Removes the note of `markDrawing`: the entry was drawn without a crash.
  public func unmarkDrawing() {
    directory.remove(Self.drawingMarkPath)
  }

  /// Discards the entry a previous run marked and never unmarked: that run ended while
  /// drawing it, most likely by crashing on it, and drawing it again would crash again, at
  /// every restart for as long as the file lasts.
  public func discardEntryLeftMarked() {
    guard let data = directory.read(Self.drawingMarkPath) else { return }
    let path = String(decoding: data, as: UTF8.self)
    if Self.isEntryPath(path) {
      discard(path, because: "was being drawn when the previous run ended abnormally")
    }
    directory.remove(Self.drawingMarkPath)
  }

  /// Whether `path` names a forecast entry (and nothing outside the forecast folder).
  static func isEntryPath(_ path: String) -> Bool {
    let name = path.dropFirst("forecast/".count)
    return path.hasPrefix("forecast/") && path.hasSuffix(".answer") && !name.contains("/") && !name.hasPrefix(".")
  }

  // MARK: - File layout

  struct StoredHeader: Codable, Equatable {
    var fetchedAt: Date
    var expireTime: Date
    var location: Location
    var format: String
    var extras: [String: String]
    var alerts: AlertStatus?
    var alertsMetadata: DatasetMetadata?
  }

  static func path(provider: String, location: Location) -> String {
    "forecast/" + CacheDirectory.fileName(for: provider + "_" + location.roundedKey) + ".answer"
  }

  static func legacyPath(provider: String, location: Location) -> String {
    "forecast/" + CacheDirectory.fileName(for: provider + "_" + location.roundedKey) + ".json"
  }

  static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .secondsSince1970
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }()

  static let decoder: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    return decoder
  }()
}
