import FoundationEssentials

/// The daily precipitation normals of the 366 calendar dates (pooled as the temperature
/// baselines are: ±7 days, every year): mean daily precipitation and snowfall, mm, and the
/// share of days with at least `ClimateNormals.wetDayThreshold`.
///
/// Kept as one line of text in the climate cache, read only when asked for: decoded as 1,098
/// keyed numbers, they cost every start-up of the dashboard a fifth more instructions
/// (callgrind), for figures only the library's statistics use.
public struct DailyPrecipitationNormals: Sendable, Hashable, Codable {
  /// One calendar date's figures; nil where too few days had data.
  public struct Day: Sendable, Hashable {
    public var meanPrecipitation: Double?
    public var meanSnowfall: Double?
    public var wetDayFraction: Double?

    public init(meanPrecipitation: Double?, meanSnowfall: Double?, wetDayFraction: Double?) {
      self.meanPrecipitation = meanPrecipitation
      self.meanSnowfall = meanSnowfall
      self.wetDayFraction = wetDayFraction
    }
  }

  /// "precipitation snowfall wet;" per date, 3 decimals, an empty field for a missing value.
  private var text: String

  /// The figures of the 366 dates, in `CalendarDay.leapYearIndex` order.
  public init(_ days: [Day]) {
    func field(_ value: Double?) -> String {
      guard let value, value.isFinite, abs(value) < 1e9 else { return "" }
      return CFormat.string("%.3f", value)
    }
    text = days.map { "\(field($0.meanPrecipitation)) \(field($0.meanSnowfall)) \(field($0.wetDayFraction))" }
      .joined(separator: ";")
  }

  /// Every date's figures, parsed now.
  public var days: [Day] {
    text.split(separator: ";", omittingEmptySubsequences: false).map { entry in
      let fields = entry.split(separator: " ", omittingEmptySubsequences: false).map { Double(String($0)) }
      func value(_ index: Int) -> Double? {
        guard fields.indices.contains(index), let number = fields[index], number.isFinite else { return nil }
        return number
      }
      return Day(meanPrecipitation: value(0), meanSnowfall: value(1), wetDayFraction: value(2))
    }
  }

  /// The one line of text the figures are kept as, for a cache to store as it is.
  public var storedText: String { text }

  /// Figures kept as `storedText`; what does not parse reads as missing values.
  public init(storedText: String) {
    text = storedText
  }

  public init(from decoder: any Decoder) throws {
    text = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}
