import FoundationEssentials
import TerminalBackend
import UserFiles
import WeatherCore
import WeatherProviders

/// The interactive dashboard: resolves places before the screen is taken (so a bad place name
/// is an ordinary one-line error), then runs `DashboardApp` until quit. With no places at all
/// the dashboard starts in its search box.
struct DashboardRunner {
  var settings: Settings
  var environment: [String: String]
  /// Every request's client, from the composition root (`WeatherTUICommand.run`).
  var client: HTTPClient

  func run() async throws {
    var settings = self.settings
    let remembered = ViewChoices.load(path: settings.viewChoicesPath, configPath: settings.configPath)
    settings.applyRemembered(remembered.choices, configIsNewer: remembered.configIsNewer)
    if let warning = remembered.warning { settings.warnings.append(warning) }
    let services: WeatherServices
    let locations: [Location]
    do {
      services = try WeatherServices.make(settings: settings, environment: environment, client: client)
      // No place at all is not an error here: the dashboard opens its search box instead.
      locations =
        settings.places.isEmpty
        ? []
        : try await PlaceResolver(geocoder: services.geocoder).resolve(settings.places, configPath: settings.configPath)
    } catch {
      // The dashboard would have shown the config's warnings; it never started, so print them.
      for warning in settings.warnings { Console.warn(warning) }
      throw error
    }
    let clock = DashboardClock.override
    let app = await DashboardApp(
      settings: settings, environment: environment, services: services, locations: locations,
      clock: clock.map { clock in { clock.now() } } ?? Date.init, timeSpeed: clock?.speed ?? 1)
    do {
      // Ends the process when the user quits, after printing the warnings collected.
      try await app.run()
    } catch {
      // A terminal curses cannot drive (TERM unset, dumb or unknown, not a tty): print once.
      Console.warn("\(error.reason); printing the weather once instead")
      for warning in settings.warnings { Console.warn(warning) }
      try await OnceRunner(settings: settings, environment: environment, client: client).run()
    }
  }
}
