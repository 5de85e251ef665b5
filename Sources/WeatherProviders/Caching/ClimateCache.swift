import FoundationEssentials
import WeatherCore

/// Each place's climate record (coordinates rounded to 0.01°), on disk next to the forecasts.
/// The normals inside are good for a year; the recent days for the rest of the local day.
public final class ClimateCache: Sendable {
  public let directory: CacheDirectory
  /// Bumped when the stored shape changes; older files are ignored and replaced.
  static let formatVersion = 1

  public init(directory: CacheDirectory) {
    self.directory = directory
  }

  /// Problems met reading or writing the cache; see `CacheDirectory.warnings`.
  public var warnings: [String] { directory.warnings }

  /// The stored record for `location`, nil when there is none or it is unreadable (a warning is
  /// recorded and the file is replaced on the next store).
  public func load(location: Location) -> ClimateRecord? {
    let path = Self.path(location: location)
    guard let data = directory.read(path) else { return nil }
    do {
      let file = try ForecastCache.decoder.decode(StoredFile.self, from: data)
      guard file.version == Self.formatVersion, file.normals.dates.count == 366, file.normals.months.count == 12
      else { return nil }
      // Checked again: an earlier version may have stored values it did not check.
      return ClimateRecord(
        normals: file.normals, normalsFetchedAt: file.normalsFetchedAt, recentDays: file.recentDays,
        recentSource: file.recentSource, recentFetchedAt: file.recentFetchedAt
      ).validated().record
    } catch {
      directory.warn(
        "cache file \(directory.url.appendingPathComponent(path).path) is corrupt; "
          + "ignoring it, it will be replaced when the climate is next fetched")
      return nil
    }
  }

  /// Stores `record` for `location`, replacing any older one. Notes are not stored: they
  /// describe one load.
  public func store(_ record: ClimateRecord, location: Location) {
    let file = StoredFile(
      version: Self.formatVersion, normals: record.normals, normalsFetchedAt: record.normalsFetchedAt,
      recentDays: record.recentDays, recentSource: record.recentSource, recentFetchedAt: record.recentFetchedAt)
    guard let data = try? ForecastCache.encoder.encode(file) else { return }
    directory.write(data, to: Self.path(location: location))
  }

  // MARK: - Failures

  /// A place whose record failed: why, when it may be asked again, and how many times in a row
  /// it failed (`ClimateLoads` backs off with each).
  struct FailureNote: Codable, Sendable, Equatable {
    var message: String
    var until: Date
    var count: Int
  }

  static let failuresPath = "climate/failures.json"

  /// The failures kept by `storeFailures`, by place key; a file that does not read is none.
  /// Read back as any cache file is: the message cleaned and cut, the count within 1…20.
  func failures() -> [String: FailureNote] {
    guard let data = directory.read(Self.failuresPath),
      let stored = try? ForecastCache.decoder.decode([String: FailureNote].self, from: data)
    else { return [:] }
    return stored.compactMapValues { note in
      guard (1...20).contains(note.count), note.until.timeIntervalSince1970.isFinite else { return nil }
      return FailureNote(message: UntrustedText.clean(note.message, limit: 300), until: note.until, count: note.count)
    }
  }

  /// Replaces the kept failures.
  func storeFailures(_ failures: [String: FailureNote]) {
    guard let data = try? ForecastCache.encoder.encode(failures) else { return }
    directory.write(data, to: Self.failuresPath)
  }

  // MARK: - File layout

  private struct StoredFile: Codable {
    var version: Int
    var normals: ClimateNormals
    var normalsFetchedAt: Date
    var recentDays: [DailySummary]
    var recentSource: String
    var recentFetchedAt: Date?
  }

  static func path(location: Location) -> String {
    "climate/" + CacheDirectory.fileName(for: location.roundedKey) + ".json"
  }
}
