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
  static let formatVersion = 2
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
    guard PlausibilityCheck.isPlausible(stored.fetchedAt), let air = stored.air else {
      discard(path, because: stored.air == nil ? "is corrupt" : "has an impossible fetch time")
      return nil
    }
    return air.validated()
  }

  /// Stores `air` for `location`, replacing any older entry.
  public func store(_ air: AirQuality, location: Location) {
    guard let data = try? ForecastCache.encoder.encode(StoredEntry(air, version: Self.formatVersion)) else {
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

  /// The entry on disk, hours as columns: a number array per series rather than an object per
  /// hour, which made reading six places' cache a fifth of a warm start's instructions.
  private struct StoredEntry: Codable {
    var version: Int
    var fetchedAt: Date
    var domain: String?
    var current: Columns?
    var hourly: Columns

    init(_ air: AirQuality, version: Int) {
      self.version = version
      fetchedAt = air.fetchedAt
      domain = air.domain
      current = air.current.map { Columns([$0]) }
      hourly = Columns(air.hourly)
    }

    /// The air again; nil when the columns do not line up with their times.
    var air: AirQuality? {
      guard let hours = hourly.hours, current?.hours?.count ?? 1 == 1 else { return nil }
      return AirQuality(current: current?.hours?.first, hourly: hours, fetchedAt: fetchedAt, domain: domain)
    }
  }

  /// Hours as columns: the times (seconds since 1970) and each series' values by the API's name,
  /// nil where an hour had none.
  private struct Columns: Codable {
    var times: [Double]
    var series: [String: [Double?]]

    init(_ hours: [AirQualityHour]) {
      times = hours.map(\.date.timeIntervalSince1970)
      let rows = hours.map(Self.values(of:))
      let names = Set(rows.flatMap(\.keys))
      series = Dictionary(uniqueKeysWithValues: names.map { name in (name, rows.map { $0[name] }) })
    }

    /// An hour's values by the API's names of their series.
    static func values(of hour: AirQualityHour) -> [String: Double] {
      var values = ["european_aqi": hour.europeanIndex, "us_aqi": hour.usIndex].compactMapValues { $0 }
      for pollutant in Pollutant.allCases {
        values[pollutant.rawValue] = hour.concentrations[pollutant]
        values["european_aqi_" + pollutant.rawValue] = hour.europeanSubIndices[pollutant]
        values["us_aqi_" + pollutant.rawValue] = hour.usSubIndices[pollutant]
      }
      for kind in PollenKind.allCases { values[kind.rawValue + "_pollen"] = hour.pollen[kind] }
      return values
    }

    var hours: [AirQualityHour]? {
      guard series.values.allSatisfy({ $0.count == times.count }) else { return nil }
      // Each column looked up once, not once an hour.
      let european = series["european_aqi"]
      let us = series["us_aqi"]
      let pollutants = Pollutant.allCases.map { pollutant in
        (
          pollutant, series[pollutant.rawValue], series["european_aqi_" + pollutant.rawValue],
          series["us_aqi_" + pollutant.rawValue]
        )
      }
      let pollen = PollenKind.allCases.compactMap { kind in series[kind.rawValue + "_pollen"].map { (kind, $0) } }
      return times.indices.map { index in
        var hour = AirQualityHour(
          date: Date(timeIntervalSince1970: times[index]), europeanIndex: european?[index] ?? nil,
          usIndex: us?[index] ?? nil)
        for (pollutant, concentration, europeanSub, usSub) in pollutants {
          if let value = concentration?[index] ?? nil { hour.concentrations[pollutant] = value }
          if let value = europeanSub?[index] ?? nil { hour.europeanSubIndices[pollutant] = value }
          if let value = usSub?[index] ?? nil { hour.usSubIndices[pollutant] = value }
        }
        for (kind, column) in pollen {
          if let value = column[index] { hour.pollen[kind] = value }
        }
        return hour
      }
    }
  }

  static func path(location: Location) -> String {
    "air-quality/" + CacheDirectory.fileName(for: location.roundedKey) + ".json"
  }
}
