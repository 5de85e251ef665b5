import Foundation
import SystemFiles
import Testing
import WeatherCore

/// The offline zone of a bare coordinate: the nearest principal place of the tz database's
/// `zone.tab`, which keeps each country's own zone.
@Suite struct ZoneCentresTests {
  @Test func coordinatesAreReadInBothOfTheTablesForms() throws {
    let table = """
      # comment
      DK\t+5540+01235\tEurope/Copenhagen
      DE\t+5230+01322\tEurope/Berlin\tmost of Germany
      US\t+404251-0740023\tAmerica/New_York\tEastern (most areas)
      """
    let centres = ZoneCentres(table: table)
    #expect(centres.nearest(latitude: 55.68, longitude: 12.57) == "Europe/Copenhagen")
    #expect(centres.nearest(latitude: 52.4, longitude: 13.0) == "Europe/Berlin")
    #expect(centres.nearest(latitude: 40.7, longitude: -74.0) == "America/New_York")
    #expect(ZoneCentres(table: "").nearest(latitude: 0, longitude: 0) == nil)
  }

  @Test(arguments: [
    (55.68, 12.57, "Europe/Copenhagen"), (59.91, 10.75, "Europe/Oslo"), (48.21, 16.37, "Europe/Vienna"),
    (40.71, -74.01, "America/New_York"), (-33.87, 151.21, "Australia/Sydney"), (35.68, 139.69, "Asia/Tokyo"),
  ])
  func theInstalledTableNamesTheCitysOwnZone(latitude: Double, longitude: Double, zone: String) {
    #expect(ZoneCentres.installed.nearest(latitude: latitude, longitude: longitude) == zone)
  }
}
