import ArgumentParser
import FoundationEssentials
import Panes
import Render
import SystemFonts
import ViewModels
import WeatherCore
import WeatherProviders

/// `weathertui`: the dashboard, or with `--once` the weather printed once.
struct WeatherTUICommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "weathertui",
    abstract: "A full-screen terminal weather dashboard.",
    discussion: """
      Without --once, opens the dashboard for the places given (weathertui Berlin Hobart), else \
      the saved ones. Data by Open-Meteo.com (CC BY 4.0); place search by GeoNames.
      """,
    version: WeatherTUIVersion.current)

  @Flag(help: "Print the weather once and exit instead of opening the dashboard.")
  var once = false

  @Option(
    name: [.customShort("l"), .long],
    // Unconditional, so a southern or western coordinate like -42.88,147.33 is a value, not a flag.
    parsing: .unconditionalSingleValue,
    help: ArgumentHelp("A place name or 'latitude,longitude'; repeat for several places.", valueName: "place"),
    completion: .custom { _, _, _ in ShellCompletion.places(environment: ProcessInfo.processInfo.environment) })
  var location: [String] = []

  @Argument(
    help: ArgumentHelp(
      "A place name or 'latitude,longitude', as with --location (whose places come first). A southern or "
        + "western coordinate (-42.88,147.33) needs --location, or -- before it.",
      valueName: "place"),
    completion: .custom { _, _, _ in ShellCompletion.places(environment: ProcessInfo.processInfo.environment) })
  var places: [String] = []

  /// Every place given on the command line, `--location`'s first.
  var placeQueries: [String] { location + places }

  @Option(help: ArgumentHelp("metric or imperial (default: from the locale, or the config).", valueName: "units"))
  var units: UnitSystem?

  @Option(help: ArgumentHelp("With --once: text or json.", valueName: "format"))
  var format: OutputFormat = .text

  @Option(
    help: ArgumentHelp("With --once text: width in columns (default: the terminal's, else 80).", valueName: "columns"))
  var width: Int?

  @Flag(help: "Fetch new data even if the cache is fresh.")
  var refresh = false

  @Option(help: ArgumentHelp("Read this config file instead of the default.", valueName: "path"))
  var config: String?

  @Option(
    help: ArgumentHelp(
      "Theme name (default, dark, light, high-contrast, solarized, mono) or a theme file path; default is dark or "
        + "light after the terminal's background.", valueName: "theme"),
    completion: .custom { _, _, _ in ShellCompletion.themes(environment: ProcessInfo.processInfo.environment) })
  var theme: String?

  @Option(
    help: ArgumentHelp(
      "The terminal's background for the default theme: dark, light, or auto (ask the terminal; the default).",
      valueName: "tone"))
  var background: BackgroundOption?

  @Flag(help: "Draw with ASCII characters only.")
  var ascii = false

  @Option(help: ArgumentHelp("Open-Meteo transport: json or flatbuffers.", valueName: "wire"))
  var wire: WireFormatOption?

  @Option(
    help: ArgumentHelp("open-meteo (keyless, the default) or weatherkit (needs your Apple key).", valueName: "provider")
  )
  var provider: ProviderOption?

  @Option(
    help: ArgumentHelp(
      "Rotate through the places every this many seconds (a wall display); any key pauses it for a minute.",
      valueName: "seconds"))
  var cycle: Int?

  @Flag(help: "Start on the overview of all places (o switches); with --cycle, the rotation comes back to it.")
  var overview = false

  @Flag(help: "Draw the temperature, place, condition and clock in big type wherever it fits, to read across a room.")
  var big = false

  @Option(
    name: .customLong("quiet-hours"),
    help: ArgumentHelp("Dim the screen during these local hours, e.g. 22:00-07:00.", valueName: "HH:MM-HH:MM"))
  var quietHours: String?

  mutating func validate() throws {
    if let cycle, !(5...86_400).contains(cycle) {
      throw ValidationError("--cycle \(cycle) is out of range; give 5 to 86400 seconds")
    }
    if let quietHours, QuietHours(parsing: quietHours) == nil {
      throw ValidationError(
        "--quiet-hours '\(quietHours)' is not a span like 22:00-07:00; give HH:MM-HH:MM on a 24-hour clock")
    }
    if let width, !(DashboardLayout.minimumWidth...1000).contains(width) {
      throw ValidationError(
        "--width \(width) is out of range; the page needs \(DashboardLayout.minimumWidth) to 1000 columns")
    }
    if format == .json && !once {
      throw ValidationError("--format json needs --once; add --once")
    }
  }

  /// The composition root: the settings and the one HTTP client that every service of the run
  /// is given.
  func run() async throws {
    let environment = ProcessInfo.processInfo.environment
    let settings = try Settings.resolve(options: self, environment: environment)
    // libcurl itself is loaded on the first request, so a run from a warm cache never loads it.
    let client = CurlHTTPClient()
    if once {
      for warning in settings.warnings { Console.warn(warning) }
      try await OnceRunner(settings: settings, environment: environment, client: client).run()
    } else {
      // FreeType and the font are opened when big type is first drawn, not before.
      try await DashboardRunner(
        settings: settings, environment: environment, client: client, lettering: FontLettering()
      ).run()
    }
  }
}

/// `--format` values.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json
}

/// `--provider` values.
enum ProviderOption: String, ExpressibleByArgument, CaseIterable {
  case openMeteo = "open-meteo"
  case weatherKit = "weatherkit"
}

/// `--background` values: a tone, or `auto` to ask the terminal.
enum BackgroundOption: String, ExpressibleByArgument, CaseIterable {
  case auto, dark, light

  /// The tone given; nil for `auto`.
  var tone: BackgroundTone? { BackgroundTone(rawValue: rawValue) }
}

/// `--wire` values.
enum WireFormatOption: String, ExpressibleByArgument, CaseIterable {
  case json, flatbuffers
}

extension UnitSystem: ExpressibleByArgument {}
