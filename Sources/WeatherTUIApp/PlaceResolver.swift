import FoundationEssentials
import WeatherCore
import WeatherProviders

/// Turns the settings' place sources into locations: saved places as they are, command-line
/// queries through coordinates parsing or geocoding.
struct PlaceResolver {
  var geocoder: OpenMeteoGeocoder

  func resolve(_ sources: [Settings.PlaceSource], configPath: String) async throws -> [Location] {
    guard !sources.isEmpty else {
      throw AppFailure.usage(
        "no location given and none saved; pass --location NAME (or LAT,LON), add [[places]] to \(configPath), "
          + "or run the dashboard and press / to add one")
    }
    var locations: [Location] = []
    for source in sources {
      switch source {
      case .saved(let location):
        locations.append(location)
      case .query(let text):
        let query: LocationQuery
        do {
          query = try LocationQuery.parse(text)
        } catch {
          throw AppFailure.usage(userFacingMessage(of: error))
        }
        do {
          locations.append(try await geocoder.resolve(query))
        } catch {
          throw AppFailure.runtime(userFacingMessage(of: error))
        }
      }
    }
    return locations
  }
}
