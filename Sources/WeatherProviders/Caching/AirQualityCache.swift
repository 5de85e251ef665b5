import FoundationEssentials
import WeatherCore

/// Each place's last air-quality answer (coordinates rounded to 0.01°), on disk next to the
/// forecasts (`air-quality/…` in the cache folder). CAMS changes hourly, so an entry is fresh
/// for an hour and kept as stale data, shown with its age, for two days.
///
/// Written atomically (`AtomicFile`, through `CacheDirectory.write`); read back as untrusted as
/// the network's answer: a file that is not an entry, or has an impossible fetch time, is
/// removed with a warning, and every value passes `AirQuality.validated()` again.
public final class AirQualityCache: Sendable {
  public let directory: CacheDirectory
  /// Bumped when the stored shape changes; older files are ignored and replaced.
  static let formatVersion = 1
  /// How long an entry is still worth showing when a fetch fails.
  public static let maximumStaleAge: TimeInterval = 2 * 86_400

  public init(directory: CacheDirectory) {
    self.directory = directory
  }

  /// The stored air for `location`, checked; nil when there is none, it is from another format
  /// version, or it cannot be used (removed with a warning).
  public func load(location: Location) -> AirQuality? {
    let path = Self.path(location: location)
    guard let data = directory.read(path) else { return nil }
    guard let stored = try? ForecastCache.decoder.decode(StoredEntry.self, from: data) else {
      discard(path, because: "is corrupt")
      return nil
    }
    guard stored.version == Self.formatVersion else { return nil }
    guard PlausibilityCheck.isPlausible(stored.air.fetchedAt) else {
      discard(path, because: "has an impossible fetch time")
      return nil
    }
    return stored.air.validated()
  }

  /// Stores `air` for `location`, replacing any older entry.
  public func store(_ air: AirQuality, location: Location) {
    guard let data = try? ForecastCache.encoder.encode(StoredEntry(version: Self.formatVersion, air: air)) else {
      return
    }
    directory.write(data, to: Self.path(location: location))
  }

  private func discard(_ path: String, because reason: String) {
    directory.remove(path)
    directory.warn(
      "removed cached air quality that \(reason); it will be fetched again "
        + "(\(directory.url.appendingPathComponent(path).path))")
  }

  private struct StoredEntry: Codable {
    var version: Int
    var air: AirQuality
  }

  static func path(location: Location) -> String {
    "air-quality/" + CacheDirectory.fileName(for: location.roundedKey) + ".json"
  }
}
