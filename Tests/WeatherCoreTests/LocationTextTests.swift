import Foundation
import Testing
import WeatherCore

/// A place's texts are clean however they arrive: an OSC 52 clipboard write and a clear-screen
/// in a name from config.toml, places.toml or a forged geocoding cache once reached stderr raw
/// and the `--format json` output.
@Suite struct LocationTextTests {
  static let hostile = "\u{1b}]52;c;aGVsbG8=\u{7}Ber\u{1b}[2Jlin\u{9b}31m"

  @Test func theInitializerCleansEveryText() {
    let place = Location(
      name: Self.hostile, region: "Land \u{1b}[1mBerlin", latitude: 52.52, longitude: 13.41,
      timeZoneIdentifier: "Europe/Berlin\u{7}", countryCode: "D\u{1b}cE", alertArea: "DE\u{0}1")
    #expect(place.name == "Berlin")
    #expect(place.region == "Land Berlin")
    #expect(place.timeZoneIdentifier == "Europe/Berlin")
    #expect(place.countryCode == "DE")
    #expect(place.alertArea == "DE1")
  }

  @Test func assignmentsAreCleanedToo() {
    var place = Location(name: "Berlin", latitude: 52.52, longitude: 13.41)
    place.name = Self.hostile
    place.region = "\u{1b}]0;title\u{7}Germany"
    place.countryCode = "D\u{1b}cE"
    #expect(place.name == "Berlin")
    #expect(place.region == "Germany")
    #expect(place.countryCode == "DE")
  }

  @Test func decodingACacheFileCleansIt() throws {
    let json =
      #"{"name":"\u001b]52;c;aGk=\u0007Hobart","region":"\u001b[2JTasmania","latitude":-42.88,"longitude":147.33}"#
    let place = try JSONDecoder().decode(Location.self, from: Data(json.utf8))
    #expect(place.name == "Hobart")
    #expect(place.region == "Tasmania")
    // What a clean place encodes to decodes to the same place.
    #expect(try JSONDecoder().decode(Location.self, from: JSONEncoder().encode(place)) == place)
  }
}
