import FoundationEssentials
import WeatherCore

/// A climate record as the cache keeps it: a small binary file read with a few hundred loads
/// instead of a 140 KB JSON document decoded through `Codable`, which was four fifths of a warm
/// start's instructions with six places (callgrind).
///
/// Layout, little-endian: the magic `WTCLIMv2`, then the normals' fetch time (f64 seconds
/// since 1970), first and last day (i32 day numbers), day and missing-day counts (i32), the
/// source (string), 366 date normals (four statistics each: a presence byte, then mean and
/// standard deviation as f64 and the count as i32), 12 month normals (month as u8, four f64,
/// the years as i32, the wet-day share as f64), the daily precipitation text (string, empty
/// for none), the recent days (u16 count; each an i32 day number and four f64), the recent
/// source (string) and its fetch time (f64). A missing value is NaN; a string is a u32 byte
/// count and UTF-8. Every read is bounds-checked: a short or damaged file is an error, never a
/// crash, and what is read is validated as the network's data is.
enum ClimateCacheFile {
  static let magic = Array("WTCLIMv2".utf8)

  struct Malformed: Error {}

  // MARK: - Writing

  static func bytes(_ record: ClimateRecord) -> [UInt8] {
    var out = Writer()
    out.bytes.append(contentsOf: magic)
    out.double(record.normalsFetchedAt.timeIntervalSince1970)
    let normals = record.normals
    out.int32(normals.firstDay.dayNumber)
    out.int32(normals.lastDay.dayNumber)
    out.int32(normals.dayCount)
    out.int32(normals.missingDayCount)
    out.string(normals.source)
    for date in normals.dates {
      for statistics in [date.high, date.low, date.precipitation30, date.snowfall30] {
        guard let statistics else {
          out.bytes.append(0)
          continue
        }
        out.bytes.append(1)
        out.double(statistics.mean)
        out.double(statistics.standardDeviation)
        out.int32(statistics.count)
      }
    }
    for month in normals.months {
      out.bytes.append(UInt8(clamping: month.month))
      for value in [month.averageHigh, month.averageLow, month.averagePrecipitation, month.averageSnowfall] {
        out.double(value)
      }
      out.int32(month.years)
      out.double(month.wetDayFraction)
    }
    out.string(normals.dailyPrecipitation?.storedText ?? "")
    let recent = record.recentDays.prefix(Int(UInt16.max))
    out.uint16(recent.count)
    for day in recent {
      out.int32(day.day.dayNumber)
      for value in [day.temperatureMax, day.temperatureMin, day.precipitationAmount, day.snowfallAmount] {
        out.double(value)
      }
    }
    out.string(record.recentSource)
    out.double(record.recentFetchedAt?.timeIntervalSince1970)
    return out.bytes
  }

  // MARK: - Reading

  /// Whether `bytes` begin as this format does (else they may be the older JSON form).
  static func isBinary(_ bytes: some Collection<UInt8>) -> Bool { bytes.starts(with: magic) }

  /// The record in `bytes`; throws `Malformed` for anything but a whole file of this format.
  static func record(from bytes: [UInt8]) throws -> ClimateRecord {
    var input = Reader(bytes: bytes, offset: magic.count)
    guard isBinary(bytes) else { throw Malformed() }
    let fetchedAt = try input.date()
    let firstDay = CalendarDay(dayNumber: try input.dayNumber())
    let lastDay = CalendarDay(dayNumber: try input.dayNumber())
    let dayCount = Int(try input.int32())
    let missingDayCount = Int(try input.int32())
    let source = try input.string()
    var dates: [ClimateNormals.DateNormal] = []
    dates.reserveCapacity(366)
    for _ in 0..<366 {
      let four = try (0..<4).map { _ in try input.statistics() }
      dates.append(.init(high: four[0], low: four[1], precipitation30: four[2], snowfall30: four[3]))
    }
    var months: [ClimateNormals.MonthNormal] = []
    for _ in 0..<12 {
      let month = Int(try input.byte())
      let four = try (0..<4).map { _ in try input.double() }
      let years = Int(try input.int32())
      months.append(
        .init(
          month: month, averageHigh: four[0], averageLow: four[1], averagePrecipitation: four[2],
          averageSnowfall: four[3], years: years, wetDayFraction: try input.double()))
    }
    let daily = try input.string()
    let normals = ClimateNormals(
      firstDay: firstDay, lastDay: lastDay, dayCount: dayCount, missingDayCount: missingDayCount, source: source,
      dates: dates, months: months,
      dailyPrecipitation: daily.isEmpty ? nil : DailyPrecipitationNormals(storedText: daily))
    let count = Int(try input.uint16())
    var recent: [DailySummary] = []
    recent.reserveCapacity(count)
    for _ in 0..<count {
      let day = CalendarDay(dayNumber: try input.dayNumber())
      let four = try (0..<4).map { _ in try input.double() }
      recent.append(
        DailySummary(
          day: day, temperatureMax: four[0], temperatureMin: four[1], precipitationAmount: four[2],
          snowfallAmount: four[3]))
    }
    let recentSource = try input.string()
    let recentFetchedAt = try input.double().map { Date(timeIntervalSince1970: $0) }
    guard input.offset == bytes.count else { throw Malformed() }
    return ClimateRecord(
      normals: normals, normalsFetchedAt: fetchedAt, recentDays: recent, recentSource: recentSource,
      recentFetchedAt: recentFetchedAt)
  }

  // MARK: - Bytes

  private struct Writer {
    var bytes: [UInt8] = []

    mutating func uint16(_ value: Int) {
      withUnsafeBytes(of: UInt16(clamping: value).littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func int32(_ value: Int) {
      withUnsafeBytes(of: Int32(clamping: value).littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func double(_ value: Double?) {
      withUnsafeBytes(of: (value ?? .nan).bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func string(_ value: String) {
      let utf8 = Array(value.utf8.prefix(1 << 20))
      withUnsafeBytes(of: UInt32(utf8.count).littleEndian) { bytes.append(contentsOf: $0) }
      bytes.append(contentsOf: utf8)
    }
  }

  private struct Reader {
    let bytes: [UInt8]
    var offset: Int

    mutating func take(_ count: Int) throws -> ArraySlice<UInt8> {
      guard count >= 0, count <= bytes.count - offset else { throw Malformed() }
      defer { offset += count }
      return bytes[offset..<(offset + count)]
    }

    mutating func little<T: FixedWidthInteger>(_: T.Type) throws -> T {
      var value: T = 0
      for (shift, byte) in try take(MemoryLayout<T>.size).enumerated() {
        value |= T(truncatingIfNeeded: byte) << (8 * shift)
      }
      return value
    }

    mutating func byte() throws -> UInt8 { try little(UInt8.self) }
    mutating func uint16() throws -> UInt16 { try little(UInt16.self) }
    mutating func int32() throws -> Int32 { try little(Int32.self) }

    /// A day number within the years any record can hold (0001–9999).
    mutating func dayNumber() throws -> Int {
      let value = Int(try int32())
      guard (-719_162...2_932_896).contains(value) else { throw Malformed() }
      return value
    }

    /// Nil for NaN (a missing value); an infinite value is malformed.
    mutating func double() throws -> Double? {
      let value = Double(bitPattern: try little(UInt64.self))
      if value.isNaN { return nil }
      guard value.isFinite else { throw Malformed() }
      return value
    }

    mutating func date() throws -> Date {
      guard let seconds = try double() else { throw Malformed() }
      return Date(timeIntervalSince1970: seconds)
    }

    mutating func string() throws -> String {
      let count = Int(try little(UInt32.self))
      return String(decoding: try take(count), as: UTF8.self)
    }

    mutating func statistics() throws -> SampleStatistics? {
      switch try byte() {
      case 0: return nil
      case 1:
        guard let mean = try double(), let deviation = try double() else { throw Malformed() }
        return SampleStatistics(mean: mean, standardDeviation: deviation, count: Int(try int32()))
      default: throw Malformed()
      }
    }
  }
}
