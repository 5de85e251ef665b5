import Testing
import WeatherCore

@Suite struct LocationDistinctNamesTests {
  private func place(_ name: String, _ region: String) -> Location {
    Location(name: name, region: region, latitude: 0, longitude: 0)
  }

  @Test func uniqueNamesStayShort() {
    let names = Location.distinctNames([
      place("Berlin", "Land Berlin, Germany"), place("Hobart", "Tasmania, Australia"),
    ])
    #expect(names == ["Berlin", "Hobart"])
  }

  @Test func namesakesTakeTheFirstPartOfTheirRegion() {
    let names = Location.distinctNames([
      place("Berlin", "Land Berlin, Germany"),
      place("Springfield", "Illinois, United States"),
      place("Springfield", "Missouri, United States"),
    ])
    #expect(names == ["Berlin", "Springfield, Illinois", "Springfield, Missouri"])
  }

  @Test func aSharedFirstPartFallsBackToTheWholeRegion() {
    let names = Location.distinctNames([
      place("Paris", "Texas, United States"),
      place("Paris", "Île-de-France, France"),
      place("Paris", "Texas, Lamar County"),
    ])
    #expect(names == ["Paris, Texas, United States", "Paris, Île-de-France", "Paris, Texas, Lamar County"])
  }

  @Test func aNamesakeWithoutRegionKeepsItsName() {
    let names = Location.distinctNames([place("Springfield", ""), place("Springfield", "Illinois, United States")])
    #expect(names == ["Springfield", "Springfield, Illinois"])
  }
}
