import FoundationEssentials
import WeatherCore
import WeatherProviders

/// Turns the settings' place sources into locations: saved places as they are, command-line
/// queries through coordinates parsing or geocoding. A name that finds no place (or whose
/// search fails) costs only itself: the others open, and the miss is said once.
struct PlaceResolver {
  var geocoder: OpenMeteoGeocoder

  /// What the sources gave: the places found, in order, and the names that found none.
  struct Resolved {
    var locations: [Location]
    var misses: [Miss]
  }

  /// A name given that found no place, and why.
  struct Miss: Equatable {
    var query: String
    var error: String
    var isNotFound: Bool

    /// The one line the dashboard shows (the others are on screen): the place, then the fix.
    var dashboardWarning: String {
      let name = "'" + RemoteText.sanitize(query) + "'"
      return isNotFound
        ? "no place named \(name) found, the others are open; press / to search for it, or give latitude,longitude"
        : "\(name) is not open: \(error)"
    }
  }

  func resolve(_ sources: [Settings.PlaceSource], configPath: String) async throws -> Resolved {
    guard !sources.isEmpty else {
      throw AppFailure.usage(
        "no location given and none saved; pass a place (weathertui Berlin, or --location LAT,LON), add [[places]] to "
          + "\(configPath), or run the dashboard and press / to add one")
    }
    var resolved = Resolved(locations: [], misses: [])
    for source in sources {
      switch source {
      case .saved(let location):
        resolved.locations.append(location)
      case .query(let text):
        let query: LocationQuery
        do {
          query = try LocationQuery.parse(text)
        } catch {
          // Not a place at all (a latitude of 95): a usage error, as a bad option is.
          throw AppFailure.usage(userFacingMessage(of: error))
        }
        do {
          resolved.locations.append(try await geocoder.resolve(query))
        } catch {
          resolved.misses.append(
            Miss(query: text, error: userFacingMessage(of: error), isNotFound: error is GeocodingError))
        }
      }
    }
    if resolved.locations.isEmpty {
      throw AppFailure.runtime(resolved.misses.map(\.error).joined(separator: "; "))
    }
    return resolved
  }
}
