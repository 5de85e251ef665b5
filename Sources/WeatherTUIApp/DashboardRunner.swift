import FoundationEssentials
import Glibc
import Render
import TerminalBackend
import UserFiles
import WeatherCore
import WeatherProviders

/// The interactive dashboard: resolves places before the screen is taken (so a place that is
/// not one, or names that all find nothing, are an ordinary one-line error; one name among
/// others that finds nothing is a warning on screen), then runs `DashboardApp` until quit.
/// With no places at all the dashboard starts in its search box.
struct DashboardRunner {
  var settings: Settings
  var environment: [String: String]
  /// Every request's client, from the composition root (`WeatherTUICommand.run`).
  var client: HTTPClient
  /// What sets big type: DejaVu Sans through FreeType, from the composition root.
  var lettering: any Lettering

  func run() async throws {
    var settings = self.settings
    let remembered = ViewChoices.load(path: settings.viewChoicesPath, configPath: settings.configPath)
    settings.applyRemembered(remembered.choices, configIsNewer: remembered.configIsNewer)
    if let warning = remembered.warning { settings.warnings.append(warning) }
    let services: WeatherServices
    let locations: [Location]
    do {
      services = try WeatherServices.make(settings: settings, environment: environment, client: client)
      // No place at all is not an error here: the dashboard opens its search box instead. A
      // name that finds nothing is said on screen; the others open.
      if settings.places.isEmpty {
        locations = []
      } else {
        let resolved = try await PlaceResolver(geocoder: services.geocoder)
          .resolve(settings.places, configPath: settings.configPath)
        locations = resolved.locations
        settings.warnings += resolved.misses.map(\.dashboardWarning)
      }
    } catch {
      // The dashboard would have shown the config's warnings; it never started, so print them.
      for warning in settings.warnings { Console.warn(warning) }
      throw error
    }
    let clock = DashboardClock.override
    // Before curses takes the terminal: its answer must be read here, not as keys. Not when the
    // dashboard cannot run here anyway (the --once text goes to a pipe).
    let background = TerminalBackgroundChoice.find(
      settings: settings, environment: environment, mayAsk: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1)
    let app = await DashboardApp(
      settings: settings, environment: environment, services: services, locations: locations,
      background: background, lettering: lettering, clock: clock.map { clock in { clock.now() } } ?? Date.init,
      timeSpeed: clock?.speed ?? 1)
    do {
      // Ends the process when the user quits, after printing the warnings collected.
      try await app.run()
    } catch {
      // A terminal curses cannot drive (TERM unset, dumb or unknown, not a tty): print once.
      Console.warn("\(error.reason); printing the weather once instead")
      for warning in settings.warnings { Console.warn(warning) }
      try await OnceRunner(settings: settings, environment: environment, client: client, background: background).run()
    }
  }
}
