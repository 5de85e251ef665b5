import FoundationEssentials
import WeatherCore

/// Each place's climate record (coordinates rounded to 0.01°), on disk next to the forecasts.
/// The normals inside are good for a year; the recent days for the rest of the local day.
public final class ClimateCache: Sendable {
  public let directory: CacheDirectory
  /// The JSON form's version, still read (and replaced by the binary form, `ClimateCacheFile`).
  static let formatVersion = 1

  public init(directory: CacheDirectory) {
    self.directory = directory
  }

  /// Problems met reading or writing the cache; see `CacheDirectory.warnings`.
  public var warnings: [String] { directory.warnings }

  /// The stored record for `location`, nil when there is none or it is unreadable (a warning is
  /// recorded and the file is replaced on the next store). A record an earlier version kept as
  /// JSON is read once and stored again in the binary form: never fetched again for that.
  public func load(location: Location) -> ClimateRecord? {
    let path = Self.path(location: location)
    if let bytes = directory.readWhole(path, maximumBytes: CacheDirectory.maximumSmallFileBytes) {
      do {
        return try Self.checked(ClimateCacheFile.record(from: bytes))
      } catch {
        warnCorrupt(path)
        return nil
      }
    }
    let legacy = Self.legacyPath(location: location)
    guard let data = directory.read(legacy) else { return nil }
    guard let file = try? ForecastCache.decoder.decode(StoredFile.self, from: data), file.version == Self.formatVersion
    else {
      warnCorrupt(legacy)
      return nil
    }
    guard
      let record = try? Self.checked(
        ClimateRecord(
          normals: file.normals, normalsFetchedAt: file.normalsFetchedAt, recentDays: file.recentDays,
          recentSource: file.recentSource, recentFetchedAt: file.recentFetchedAt))
    else { return nil }
    // What the binary form keeps is what every later start reads (a JSON date that is no date,
    // such as month 19, is kept as the day its day number gives), so that is what this one gets.
    guard let converted = try? Self.checked(ClimateCacheFile.record(from: ClimateCacheFile.bytes(record))) else {
      warnCorrupt(legacy)
      return nil
    }
    store(converted, location: location)
    return converted
  }

  /// Stores `record` for `location`, replacing any older one. Notes are not stored: they
  /// describe one load.
  public func store(_ record: ClimateRecord, location: Location) {
    directory.write(Data(ClimateCacheFile.bytes(record)), to: Self.path(location: location))
    directory.removeLeftover(Self.legacyPath(location: location))
  }

  private func warnCorrupt(_ path: String) {
    directory.warn(
      "cache file \(directory.url.appendingPathComponent(path).path) is corrupt; "
        + "ignoring it, it will be replaced when the climate is next fetched")
  }

  /// A record read back checked as one from the network is: the shape a computation gives,
  /// every value in its plausible range, the texts cleaned.
  static func checked(_ record: ClimateRecord) throws -> ClimateRecord {
    let years = PlausibleRanges.calendarYear
    guard record.normals.dates.count == 366, record.normals.months.count == 12,
      years.contains(record.normals.firstDay.year), years.contains(record.normals.lastDay.year)
    else { throw ClimateCacheFile.Malformed() }
    var record = record.validated().record
    // As the archive's reader drops them: a day outside the plausible years is no day of ours.
    record.recentDays.removeAll { !years.contains($0.day.year) }
    record.normals.source = UntrustedText.clean(record.normals.source, limit: 200)
    record.recentSource = UntrustedText.clean(record.recentSource, limit: 200)
    return record
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
    "climate/" + CacheDirectory.fileName(for: location.roundedKey) + ".record"
  }

  /// Where versions before the binary form kept the record, as JSON.
  static func legacyPath(location: Location) -> String {
    "climate/" + CacheDirectory.fileName(for: location.roundedKey) + ".json"
  }
}
