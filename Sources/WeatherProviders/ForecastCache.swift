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
  static let formatVersion = 1

  public init(directory: CacheDirectory) {
    self.directory = directory
  }

  /// Problems met reading or writing the cache; see `CacheDirectory.warnings`.
  public var warnings: [String] { directory.warnings }

  /// The stored forecast for `location` from `provider`, nil when there is none or it is
  /// unreadable (a warning is recorded and the file is replaced on the next store).
  public func load(provider: String, location: Location) -> CachedForecast? {
    let path = Self.path(provider: provider, location: location)
    guard let data = directory.read(path) else { return nil }
    do {
      let file = try Self.decoder.decode(StoredFile.self, from: data)
      guard file.version == Self.formatVersion else { return nil }
      return file.forecast
    } catch {
      directory.warn(
        "cache file \(directory.url.appendingPathComponent(path).path) is corrupt; "
          + "ignoring it, it will be replaced on the next refresh")
      return nil
    }
  }

  /// Stores `forecast` under its provider name and location, replacing any older entry.
  public func store(_ forecast: CachedForecast) {
    let path = Self.path(
      provider: forecast.weather.metadata.providerName, location: forecast.weather.location)
    guard let data = try? Self.encoder.encode(StoredFile(version: Self.formatVersion, forecast: forecast))
    else { return }
    directory.write(data, to: path)
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
