import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

struct GeocoderTests {
  static let parisBody = """
    {"results":[
      {"id":4717560,"name":"Paris","latitude":33.66094,"longitude":-95.55551,"elevation":183.0,
       "country_code":"US","timezone":"America/Chicago","population":24782,"country":"United States",
       "admin1":"Texas"},
      {"id":2988507,"name":"Paris","latitude":48.85341,"longitude":2.3488,"elevation":42.0,
       "country_code":"FR","timezone":"Europe/Paris","population":2138551,"country":"France",
       "admin1":"Île-de-France"},
      {"id":1,"name":"Paris \\u001b[31mEvil","latitude":10,"longitude":10},
      {"id":2,"latitude":10,"longitude":10}
    ],"generationtime_ms":0.5}
    """

  func makeGeocoder(_ server: StandInServer, cache: GeocodingCache? = nil) -> OpenMeteoGeocoder {
    OpenMeteoGeocoder(client: CurlHTTPClient(), baseURL: server.baseURL, cache: cache)
  }

  @Test func searchSendsTheNameAndReadsEveryField() async throws {
    let server = try StandInServer { _ in StandInResponse(text: Self.parisBody) }
    defer { server.stop() }
    let places = try await makeGeocoder(server).search("Paris, France", count: 5)
    #expect(server.requests.first?.path == "/v1/search")
    #expect(
      server.requests.first?.query == [
        "name": "Paris, France", "count": "5", "language": "en", "format": "json",
      ])
    // The nameless result is dropped; the escape sequence is removed from the other.
    #expect(places.count == 3)
    #expect(places[2].name == "Paris Evil")
    let texas = places[0]
    #expect(texas.countryCode == "US" && texas.admin1 == "Texas" && texas.population == 24782)
    #expect(texas.elevation == 183 && texas.timezone == "America/Chicago")
    #expect(texas.location.region == "Texas, United States")
    #expect(places[2].location.region == "")
  }

  @Test func resolvePicksTheMostPopulousMatch() async throws {
    let server = try StandInServer { _ in StandInResponse(text: Self.parisBody) }
    defer { server.stop() }
    let location = try await makeGeocoder(server).resolve("Paris")
    #expect(location.name == "Paris")
    #expect(location.region == "Île-de-France, France")
    #expect(location.timeZoneIdentifier == "Europe/Paris")
    #expect(location.latitude == 48.85341 && location.countryCode == "FR")
  }

  @Test func typedCoordinatesNeedNoRequest() async throws {
    let server = try StandInServer { _ in StandInResponse(text: Self.parisBody) }
    defer { server.stop() }
    let location = try await makeGeocoder(server).resolve(try LocationQuery.parse("52.52,13.41"))
    #expect(location == Location(name: "52.52, 13.41", latitude: 52.52, longitude: 13.41))
    #expect(server.requests.isEmpty)
    let paris = try await makeGeocoder(server).resolve(LocationQuery.name("Paris"))
    #expect(paris.countryCode == "FR")
  }

  @Test func noResultsKeyMeansNoPlace() async throws {
    let server = try StandInServer { _ in StandInResponse(text: #"{"generationtime_ms":0.15509129}"#) }
    defer { server.stop() }
    let geocoder = makeGeocoder(server)
    #expect(try await geocoder.search("Xyzzy").isEmpty)
    let error = await caught { try await geocoder.resolve("Xyzzy") }
    #expect(error as? GeocodingError == .noPlaceFound("Xyzzy"))
    #expect(
      (error as? GeocodingError)?.message
        == "no place named 'Xyzzy' found; try a larger nearby town or give latitude,longitude")
  }

  @Test func answersAreCachedOnDisk() async throws {
    let server = try StandInServer { _ in StandInResponse(text: Self.parisBody) }
    defer { server.stop() }
    let cache = GeocodingCache(directory: CacheDirectory(url: try makeTemporaryFolder()))
    let first = try await makeGeocoder(server, cache: cache).search("Paris")
    let again = try await makeGeocoder(server, cache: cache).search("  paris ")
    #expect(first == again)
    #expect(server.requests.count == 1)
  }

  @Test func errorsAreOpenMeteoErrors() async throws {
    let server = try StandInServer { _ in
      OpenMeteoAnswers.error(400, "Parameter count must be between 1 and 100.")
    }
    defer { server.stop() }
    let error = await caught { try await makeGeocoder(server).search("Berlin") }
    #expect(error as? OpenMeteoError == .badRequest(reason: "Parameter count must be between 1 and 100."))
    let empty = await caught { try await makeGeocoder(server).search("   ") }
    #expect(empty as? GeocodingError == .emptyName)
  }
}
