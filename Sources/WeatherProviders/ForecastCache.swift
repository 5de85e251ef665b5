import Foundation
import WeatherCore

/// A forecast as it was fetched, with the time it was fetched.
public struct CachedForecast: Sendable, Codable, Equatable {
  public var weather: Weather
  public var fetchedAt: Date

  public init(weather: Weather, fetchedAt: Date) {
    self.weather = weather
    self.fetchedAt = fetchedAt
  }
}

/// The last good forecast per provider and place (coordinates rounded to 0.01°), on disk.
public final class ForecastCache: Sendable {
  public let directory: CacheDirectory
  /// Bumped when the stored shape changes; older files are ignored and replaced.
  static let formatVersion = 2

  public init(directory: CacheDirectory) {
    self.directory = directory
  }

  /// Problems met reading or writing the cache; see `CacheDirectory.warnings`.
  public var warnings: [String] { directory.warnings }

  /// The stored forecast for `location` from `provider`, nil when there is none or it is
  /// unusable. Every value passes `Weather.validated()` again, since a file written by an
  /// earlier version may hold what that version did not check; a file that does not decode,
  /// or has no plausible fetch time, is removed with a warning.
  public func load(provider: String, location: Location) -> CachedForecast? {
    let path = Self.path(provider: provider, location: location)
    guard let data = directory.read(path) else { return nil }
    let file: StoredFile
    do {
      file = try Self.decoder.decode(StoredFile.self, from: data)
    } catch {
      discard(path, because: "is corrupt")
      return nil
    }
    guard file.version == Self.formatVersion else { return nil }
    var forecast = file.forecast
    guard PlausibilityCheck.isPlausible(forecast.fetchedAt),
      PlausibilityCheck.isPlausible(forecast.weather.metadata.readTime)
    else {
      discard(path, because: "has an impossible fetch time")
      return nil
    }
    forecast.weather = forecast.weather.validated()
    return forecast
  }

  /// Deletes the entry at `path` with a warning saying `reason`.
  func discard(_ path: String, because reason: String) {
    directory.remove(path)
    // The gist first: a footer too narrow for the path still says what happened.
    directory.warn(
      "removed a cached forecast that \(reason); it will be fetched again "
        + "(\(directory.url.appendingPathComponent(path).path))")
  }

  /// Stores `forecast` under its provider name and location, replacing any older entry.
  public func store(_ forecast: CachedForecast) {
    let path = Self.path(
      provider: forecast.weather.metadata.providerName, location: forecast.weather.location)
    guard let data = try? Self.encoder.encode(StoredFile(version: Self.formatVersion, forecast: forecast))
    else { return }
    directory.write(data, to: path)
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
    return path.hasPrefix("forecast/") && path.hasSuffix(".json") && !name.contains("/") && !name.hasPrefix(".")
  }

  // MARK: - File layout

  private struct StoredFile: Codable {
    var version: Int
    var forecast: CachedForecast
  }

  static func path(provider: String, location: Location) -> String {
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
