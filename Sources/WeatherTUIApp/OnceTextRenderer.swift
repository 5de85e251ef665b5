import FoundationEssentials
import Glibc
import Panes
import Render
import TerminalBackend
import UserFiles
import WeatherCore
import WeatherProviders

/// `--once --format text`: the dashboard's own panes rendered into a buffer `--width` wide and
/// printed as lines; colour only when stdout is a terminal and NO_COLOR is unset.
struct OnceTextRenderer {
  struct Entry {
    var weather: Weather
    var fetchedAt: Date
    /// Past its expiry (`WeatherSnapshot.isStale`).
    var isStale: Bool
    /// Why the refresh failed, when it did and cached data is shown instead.
    var error: String?
    var climate: ClimateStatus?
    /// The place's air quality; nil when not asked.
    var air: AirQualityResult? = nil
  }

  var settings: Settings
  var environment: [String: String]
  /// Whether standard output is a terminal (colour allowed).
  var isTerminal: Bool
  /// The colour depth of the page: the terminal's, or none for a pipe.
  let depth: ColorDepth
  /// The theme the page is drawn in, loaded once, and what was wrong with it (an unknown name,
  /// a bad key).
  let theme: (theme: Theme, warnings: [String])

  /// `background`: the terminal's, when already found; else it is found here, the terminal
  /// asked only when the page goes to it in colour in the `default` theme, whose variant
  /// depends on it.
  init(
    settings: Settings, environment: [String: String], isTerminal: Bool = isatty(STDOUT_FILENO) == 1,
    background: TerminalBackgroundChoice? = nil
  ) {
    self.settings = settings
    self.environment = environment
    self.isTerminal = isTerminal
    depth = Self.depth(isTerminal: isTerminal, environment: environment)
    let needsTone = isTerminal && depth != .mono && settings.theme == Theme.automaticName
    let tone =
      background?.tone
      ?? TerminalBackgroundChoice.find(settings: settings, environment: environment, mayAsk: needsTone).tone
    theme = Theme.load(
      nameOrPath: settings.theme, searchPaths: ThemeSelection.searchPaths(environment: environment), tone: tone,
      readText: ThemeSelection.readThemeFile)
  }

  /// The page width: `--width`, else the terminal's, else 80; never below what the page needs.
  /// A terminal narrower than that gets the narrowest page and a warning, not a cut page.
  var width: (columns: Int, warning: String?) {
    if let width = settings.width { return (width, nil) }
    let columns = Self.terminalWidth(isTerminal: isTerminal, environment: environment) ?? 80
    guard columns < DashboardLayout.minimumWidth else { return (columns, nil) }
    return (
      DashboardLayout.minimumWidth,
      "the terminal is \(columns) columns wide, the page needs \(DashboardLayout.minimumWidth); "
        + "lines will wrap (widen the terminal)"
    )
  }

  func render(_ entries: [Entry], now: Date) -> String {
    let width = width.columns
    let theme = self.theme.theme
    let glyphs = GlyphSet.forEnvironment(environment, forceASCII: settings.ascii)
    let renderer = ANSIRenderer(theme: theme, depth: depth)
    // A pipe or a dumb terminal gets plain text; any other terminal the dashboard's own look.
    let escapes = isTerminal && environment["TERM"] != "dumb"
    var pages: [String] = []
    for (index, entry) in entries.enumerated() {
      let content = DashboardContent(
        weather: entry.weather, placeName: entry.weather.location.fullName, placeIndex: index,
        placeCount: entries.count, units: settings.units, now: now, isStale: entry.isStale,
        errorText: entry.error, fetchedAt: entry.fetchedAt, glyphs: glyphs,
        gradient: theme.barGradient(for: depth), climate: entry.climate, hourCycle: settings.hourCycle)
      let buffer = OncePage(content: content).render(width: width)
      var lines = escapes ? renderer.lines(buffer) : buffer.lines
      if let air = entry.air {
        lines += OnceAirQualityText.lines(
          air, location: entry.weather.location, scale: settings.airQualityScale, now: now, width: width,
          ascii: settings.ascii)
      }
      pages.append(lines.joined(separator: "\n"))
    }
    return pages.joined(separator: "\n\n") + "\n"
  }

  /// The depth the dashboard would draw at on this terminal (same detector, same terminfo).
  static func depth(isTerminal: Bool, environment: [String: String]) -> ColorDepth {
    guard isTerminal else { return .mono }
    return ColorDepth.detect(
      environment: environment, terminfoColors: TerminalCapabilities.terminfoColors(term: environment["TERM"] ?? ""))
  }

  /// The terminal's width when stdout is one (COLUMNS first, as shells export it).
  static func terminalWidth(isTerminal: Bool, environment: [String: String]) -> Int? {
    if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
    guard isTerminal else { return nil }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
