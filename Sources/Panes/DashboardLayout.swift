/// How the rows of a dashboard are shared out for a terminal height: every section gets its
/// minimum first, then extra rows go, in order, to the hourly strip, the alerts (up to four:
/// safety first), the place tabs (when wanted), block figures (with `--big`), the days, more
/// alerts (up to eight), a third line on the current card, a taller temperature chart, the air
/// section, every alert's own words, a details line for as many days as fit, block figures (on
/// a large screen), and finally the alerts box.
public struct DashboardLayout: Sendable, Equatable {
  public var currentRows: Int
  /// Whether the current card is tall enough for block figures (the rows asked for).
  public func showsFigures(_ rows: Int) -> Bool { rows > 0 && currentRows >= rows }
  public var hourlyRows: Int
  public var dayRows: Int
  public var showsDayDetails: Bool
  /// How many days, from today, get their details line (all of them when `showsDayDetails`).
  public var dayDetails = 0
  public var alertRows: Int
  /// Rows of the air-quality section under its edge; 0 when it is not shown (the card's index
  /// stays).
  public var airRows = 0
  /// 1 when the place tabs get a row under the header, else 0 (the header's "n of m" stays).
  public var tabRows: Int

  /// The smallest terminal the dashboard draws in; below it the "too small" screen shows.
  public static let minimumWidth = 50
  public static let minimumHeight = 15

  /// Rows that are always there: header edge, next-hour line, three section edges, footer edge.
  static let fixedRows = 6

  /// Shares `height` rows for `dayCount` days and `alertsWanted` alert lines; `figureRows`
  /// (3 or 5) asks for a current card as tall as its block figures, after everything else
  /// has its share, or before the days and their details when `figuresFirst` (`--big`).
  public init(
    height: Int, dayCount: Int, alertsWanted: Int, tabsWanted: Bool = false, figureRows: Int = 0,
    figuresFirst: Bool = false, airWanted: Int = 0, alertTextWanted: Int = 0
  ) {
    currentRows = 2
    hourlyRows = 3
    dayRows = min(3, dayCount)
    showsDayDetails = false
    alertRows = 1
    tabRows = 0
    var spare = height - Self.fixedRows - currentRows - hourlyRows - max(1, dayRows) - alertRows
    func take(_ wanted: Int) -> Int {
      let granted = max(0, min(wanted, spare))
      spare -= granted
      return granted
    }
    hourlyRows += take(HourlyStripPane.standardHeight - hourlyRows)
    alertRows += take(min(alertsWanted, 4) - alertRows)
    if tabsWanted { tabRows = take(1) }
    func takeFigures() {
      guard figureRows > currentRows, spare >= figureRows - currentRows else { return }
      currentRows += take(figureRows - currentRows)
    }
    if figuresFirst { takeFigures() }
    dayRows += take(dayCount - dayRows)
    alertRows += take(min(alertsWanted, 8) - alertRows)
    currentRows += take(1)
    hourlyRows += take(HourlyStripPane.maximumHeight - hourlyRows)
    // The air in detail under its own edge, whole or not at all.
    if airWanted > 0, spare >= airWanted + 1 {
      spare -= airWanted + 1
      airRows = airWanted
    }
    // The alerts' own words (description, instruction) before the days' details: safety first.
    alertRows += take(max(0, alertsWanted + alertTextWanted - alertRows))
    // A details line for as many days as fit, from today: rows left blank under the alerts
    // would say less than tomorrow's day parts.
    dayDetails = take(dayRows)
    dayRows += dayDetails
    showsDayDetails = dayDetails > 0 && dayDetails * 2 == dayRows
    takeFigures()
    alertRows += take(spare)
  }

  /// Total rows used.
  public var totalRows: Int {
    Self.fixedRows + tabRows + currentRows + hourlyRows + max(1, dayRows) + alertRows + (airRows > 0 ? airRows + 1 : 0)
  }
}
