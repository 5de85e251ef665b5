/// How the rows of a dashboard are shared out for a terminal height: every section gets its
/// minimum first, then extra rows go, in order, to the hourly strip, the alerts (up to four:
/// safety first), the days, a third line on the current card, a taller temperature chart, a details line per day, and
/// finally the alerts box.
public struct DashboardLayout: Sendable, Equatable {
  public var currentRows: Int
  public var hourlyRows: Int
  public var dayRows: Int
  public var showsDayDetails: Bool
  public var alertRows: Int

  /// The smallest terminal the dashboard draws in; below it the "too small" screen shows.
  public static let minimumWidth = 50
  public static let minimumHeight = 15

  /// Rows that are always there: header edge, next-hour line, three section edges, footer edge.
  static let fixedRows = 6

  /// Shares `height` rows for `dayCount` days and `alertsWanted` alert lines.
  public init(height: Int, dayCount: Int, alertsWanted: Int) {
    currentRows = 2
    hourlyRows = 3
    dayRows = min(3, dayCount)
    showsDayDetails = false
    alertRows = 1
    var spare = height - Self.fixedRows - currentRows - hourlyRows - max(1, dayRows) - alertRows
    func take(_ wanted: Int) -> Int {
      let granted = max(0, min(wanted, spare))
      spare -= granted
      return granted
    }
    hourlyRows += take(HourlyStripPane.standardHeight - hourlyRows)
    alertRows += take(min(alertsWanted, 4) - alertRows)
    dayRows += take(dayCount - dayRows)
    alertRows += take(min(alertsWanted, 8) - alertRows)
    currentRows += take(1)
    hourlyRows += take(HourlyStripPane.maximumHeight - hourlyRows)
    if dayRows > 0, spare >= dayRows {
      spare -= dayRows
      dayRows *= 2
      showsDayDetails = true
    }
    alertRows += take(spare)
  }

  /// Total rows used.
  public var totalRows: Int { Self.fixedRows + currentRows + hourlyRows + max(1, dayRows) + alertRows }
}
