import FoundationEssentials

/// The years whose daily data a place's climate normals average: by default the WMO standard
/// normal period 1991–2020; `climate_baseline` in `config.toml` may ask for another span, or
/// for one that grows every year ("1970-latest").
///
/// The span sets the cost: Open-Meteo weighs a record by its days, so 30 years of four daily
/// variables cost about 313 weighted calls a place and 1970–2025 about 585.
public struct ClimateBaseline: Sendable, Hashable, CustomStringConvertible {
  public var firstYear: Int
  /// Nil: through the last whole year before the place's local year, so the record is asked
  /// again once a year.
  public var lastYear: Int?

  /// ERA5, the archive behind the normals, begins in 1940.
  public static let earliestYear = 1940
  /// Fewer years than this make normals that say little about a date.
  public static let fewestYears = 10
  /// The WMO standard normal period.
  public static let standard = ClimateBaseline(firstYear: 1991, lastYear: 2020)

  public init(firstYear: Int, lastYear: Int?) {
    self.firstYear = firstYear
    self.lastYear = lastYear
  }

  /// "1991-2020" (or with an en dash), or "1970-latest" for a span that ends with last year;
  /// nil for anything else, a span before 1940 or one shorter than ten years.
  public init?(parsing text: String) {
    let parts = text.trimmingWhitespace().replacing("–", with: "-").split(
      separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count == 4, let first = Int(parts[0]), first >= Self.earliestYear else {
      return nil
    }
    if parts[1].lowercased() == "latest" {
      self.init(firstYear: first, lastYear: nil)
      return
    }
    guard parts[1].count == 4, let last = Int(parts[1]), last - first + 1 >= Self.fewestYears else { return nil }
    self.init(firstYear: first, lastYear: last)
  }

  /// The last year of the span for a place whose local year is `year`: never the year under
  /// way, whose days are not all in the archive yet.
  public func lastYear(inLocalYear year: Int) -> Int {
    min(lastYear ?? year - 1, year - 1)
  }

  /// The first and last day asked for a place whose local year is `year`.
  public func days(inLocalYear year: Int) -> (first: CalendarDay, last: CalendarDay) {
    (CalendarDay(year: firstYear, month: 1, day: 1), CalendarDay(year: lastYear(inLocalYear: year), month: 12, day: 31))
  }

  /// Whether `normals`, fetched in local year `fetchedYear`, are this span's for a place now in
  /// local year `year`: their days lie within the span (the archive may hold fewer years than
  /// asked), and a span that grows with the years was fetched this year. Otherwise (the setting
  /// changed, or a new year began) the record is asked again.
  public func isCovered(by normals: ClimateNormals, fetchedInLocalYear fetchedYear: Int, inLocalYear year: Int) -> Bool
  {
    normals.firstDay.year >= firstYear && normals.lastDay.year <= lastYear(inLocalYear: year)
      && (lastYear != nil || fetchedYear == year)
  }

  /// How `config.toml` spells it: "1991-2020", "1970-latest".
  public var setting: String { "\(firstYear)-\(lastYear.map(String.init) ?? "latest")" }

  /// "1991–2020", "1970–last year".
  public var description: String { "\(firstYear)–\(lastYear.map(String.init) ?? "last year")" }
}
