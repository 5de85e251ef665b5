import FoundationEssentials
import WeatherCore

/// Geocoding answers kept on disk (`geocoding/…` in the cache folder) for 30 days: place
/// coordinates do not move, and every saved lookup spares the shared free API.
public final class GeocodingCache: Sendable {
  public let directory: CacheDirectory
  public let maxAge: TimeInterval

  public init(directory: CacheDirectory, maxAge: TimeInterval = 30 * 86_400) {
    self.directory = directory
    self.maxAge = maxAge
  }

  /// The stored matches for this search if younger than `maxAge`, else nil.
  public func load(query: String, count: Int, now: Date) -> [GeocodedPlace]? {
    let path = Self.path(query: query, count: count)
    guard let data = directory.read(path) else { return nil }
    guard let entry = try? ForecastCache.decoder.decode(Entry.self, from: data) else {
      directory.warn(
        "cache file \(directory.url.appendingPathComponent(path).path) is corrupt; "
          + "ignoring it, it will be replaced on the next search")
      return nil
    }
    let age = now.timeIntervalSince(entry.storedAt)
    guard age >= 0, age < maxAge else { return nil }
    // The file may have been written by anyone who could write the folder: what it holds is
    // checked as the network's answer is.
    return entry.places.compactMap { $0.cleaned() }
  }

  /// Stores the matches of a search; an empty list is not stored, since a server's hiccup can
  /// answer one too, and "no such place" kept for 30 days would hide a place that exists (the
  /// area of a MeteoAlarm place found by its local name, for one).
  public func store(_ places: [GeocodedPlace], query: String, count: Int, now: Date) {
    guard !places.isEmpty, let data = try? ForecastCache.encoder.encode(Entry(storedAt: now, places: places))
    else { return }
    directory.write(data, to: Self.path(query: query, count: count))
  }

  private struct Entry: Codable {
    var storedAt: Date
    var places: [GeocodedPlace]
  }

  static func path(query: String, count: Int) -> String {
    let key = query.trimmingWhitespace().lowercased() + "#\(count)"
    return "geocoding/" + CacheDirectory.fileName(for: key) + ".json"
  }
}
