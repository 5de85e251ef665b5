import Foundation
import Panes
import Render
import WeatherCore

/// `--once --format text`: the dashboard's own panes rendered into a buffer `--width` wide and
/// printed as lines; colour only when stdout is a terminal and NO_COLOR is unset.
struct OnceTextRenderer {
  struct Entry {
    var weather: Weather
    var fetchedAt: Date
    var isStale: Bool
    var error: String?
    var climate: ClimateStatus?
  }

  var settings: Settings
  var environment: [String: String]
  /// Whether standard output is a terminal (colour allowed).
  var isTerminal: Bool = isatty(STDOUT_FILENO) == 1

  func render(_ entries: [Entry], now: Date) -> String {
    let width = settings.width ?? Self.terminalWidth(isTerminal: isTerminal, environment: environment) ?? 80
    let depth = isTerminal ? ColorDepth.detect(environment: environment) : .mono
    let (theme, _) = Theme.load(
      nameOrPath: settings.theme, searchPaths: ThemeSelection.searchPaths(environment: environment),
      readText: ThemeSelection.readThemeFile)
    let glyphs = GlyphSet.forEnvironment(environment, forceASCII: settings.ascii)
    let renderer = ANSIRenderer(theme: theme, depth: depth)
    var pages: [String] = []
    for (index, entry) in entries.enumerated() {
      let content = DashboardContent(
        weather: entry.weather, placeName: entry.weather.location.fullName, placeIndex: index,
        placeCount: entries.count, units: settings.units, now: now, isStale: entry.isStale,
        errorText: entry.isStale ? entry.error : nil, fetchedAt: entry.fetchedAt, glyphs: glyphs,
        gradient: theme.barGradient(for: depth), climate: entry.climate)
      let buffer = OncePage(content: content).render(width: width)
      pages.append(renderer.lines(buffer).joined(separator: "\n"))
    }
    return pages.joined(separator: "\n\n") + "\n"
  }

  /// The terminal's width when stdout is one (COLUMNS first, as shells export it).
  static func terminalWidth(isTerminal: Bool, environment: [String: String]) -> Int? {
    if let columns = environment["COLUMNS"].flatMap(Int.init), columns >= 20 { return columns }
    guard isTerminal else { return nil }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 20 else { return nil }
    return Int(size.ws_col)
  }
}
