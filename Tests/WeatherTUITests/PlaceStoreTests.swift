import Foundation
import Testing
import UserFiles
import ViewModels
import WeatherCore
import WeatherProviders

@testable import PlaceStoreProbe
@testable import WeatherTUIApp

/// A new empty folder under the system's temporary one, "NAME-<uuid>".
func makeTemporaryFolder(named name: String) throws -> String {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)").path
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

@Suite struct PlaceStoreTests {
  func temporaryDirectory() throws -> String { try makeTemporaryFolder(named: "places") }

  @Test func savedPlacesReadBackExactlyEvenWithHostileNames() throws {
    let store = PlaceStore(path: try temporaryDirectory() + "/state/weathertui/places.toml")
    let places =
      SaveLoop.lists[1] + [
        Location(
          name: "Evil \"quote\" \\ back\u{1b}[2J\nnewline", latitude: -42, longitude: 147, timeZoneIdentifier: nil),
        Location(
          name: "Reykjavík", region: "Capital Region, Iceland", latitude: 64.13548, longitude: -21.89541,
          timeZoneIdentifier: "Atlantic/Reykjavik", countryCode: "IS"),
        Location(
          name: "Rijeka", region: "Primorje-Gorski Kotar, Croatia", latitude: 45.3271, longitude: 14.4422,
          timeZoneIdentifier: "Europe/Zagreb", countryCode: "HR", alertArea: "HR802"),
      ]
    try store.save(places)
    #expect(try store.load() == places)
    try store.save([])
    #expect(try store.load() == [], "an empty saved list is a list, not 'never saved'")
  }

  @Test func nothingSavedIsNil() throws {
    #expect(try PlaceStore(path: try temporaryDirectory() + "/places.toml").load() == nil)
  }

  @Test func aDamagedFileIsAnErrorNamingIt() throws {
    let path = try temporaryDirectory() + "/places.toml"
    try "[[places]]\nname = \"Berlin\"\nlatitude = 95\nlongitude = 13\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    #expect(throws: UserFileError.self) { try PlaceStore(path: path).load() }
    do {
      _ = try PlaceStore(path: path).load()
    } catch {
      #expect(error.description.contains(path) && error.description.contains("delete the file"))
      #expect(AppFailure(error).exitCode == 1)
    }
  }

  @Test func theDefaultPathFollowsXDGStateHome() {
    #expect(PlaceStore.defaultPath(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/weathertui/places.toml")
    #expect(PlaceStore.defaultPath(environment: ["HOME": "/h"]) == "/h/.local/state/weathertui/places.toml")
  }

  // MARK: - Which list wins

  func settings(_ arguments: [String], config: String?, state: [Location]?) throws -> Settings {
    let root = try temporaryDirectory()
    let environment = ["XDG_CONFIG_HOME": root + "/config", "XDG_STATE_HOME": root + "/state", "HOME": root]
    if let config {
      try FileManager.default.createDirectory(atPath: root + "/config/weathertui", withIntermediateDirectories: true)
      try config.write(toFile: root + "/config/weathertui/config.toml", atomically: true, encoding: .utf8)
    }
    if let state { try PlaceStore(path: PlaceStore.defaultPath(environment: environment)).save(state) }
    return try Settings.resolve(options: try WeatherTUICommand.parse(arguments), environment: environment)
  }

  static let config = """
    cycle_seconds = 30
    quiet_hours = "22:00-07:00"
    [[places]]
    name = "Chicago"
    latitude = 41.85
    longitude = -87.65
    """

  @Test func theStateFileWinsOverConfigPlacesAndTheCommandLineOverBoth() throws {
    let hobart = SaveLoop.lists[0][1]
    #expect(try settings([], config: Self.config, state: nil).places.map(\.name) == ["Chicago"])
    #expect(try settings([], config: Self.config, state: [hobart]).places == [.saved(hobart)])
    #expect(try settings(["-l", "Berlin"], config: Self.config, state: [hobart]).places == [.query("Berlin")])
    #expect(try settings([], config: nil, state: []).places.isEmpty)
  }

  @Test func wallDisplayOptionsComeFromConfigOrFlags() throws {
    let fromConfig = try settings([], config: Self.config, state: nil)
    #expect(fromConfig.cycleSeconds == 30)
    #expect(fromConfig.quietHours?.description == "22:00-07:00")
    let fromFlags = try settings(["--cycle", "15", "--quiet-hours", "23:30-06:00"], config: Self.config, state: nil)
    #expect(fromFlags.cycleSeconds == 15)
    #expect(fromFlags.quietHours?.description == "23:30-06:00")
    #expect(throws: (any Error).self) { try WeatherTUICommand.parse(["--quiet-hours", "late"]) }
    #expect(throws: (any Error).self) { try WeatherTUICommand.parse(["--cycle", "1"]) }
    #expect(throws: (any Error).self) { try settings([], config: "quiet_hours = \"22-7\"", state: nil) }
  }
}

extension Settings.PlaceSource {
  var name: String {
    switch self {
    case .saved(let location): location.name
    case .query(let text): text
    }
  }
}

@Suite struct SearchBoxContentTests {
  @Test func failuresAndEmptyAnswersAreSaidInTheBox() {
    let refused = DashboardApp.searchFailure(OpenMeteoError.badRequest(reason: "Parameter 'name' is too long"))
    #expect(refused.contains("refused the search") && refused.contains("try a different name"))
    let down = DashboardApp.searchFailure(OpenMeteoError.transport(message: "could not connect to the server"))
    #expect(down.contains("could not connect"))
    var search = PlaceSearch()
    search.query = "Xyzzy"
    search.status = .noResults
    #expect(DashboardApp.box(search, canCancel: true).message?.hasPrefix("No places found") == true)
    search.status = .failed(down)
    #expect(DashboardApp.box(search, canCancel: true).isError)
  }

  /// The box reads coordinates as `--location` does: the place itself, without asking the
  /// geocoder, or the one-line reason they are not on Earth.
  @Test func typedCoordinatesAreThePlaceThere() {
    for typed in ["52.52,13.41", "52.52, 13.41", " 52.52 13.41 "] {
      guard case .found(let results)? = DashboardApp.coordinateOutcome(typed) else {
        Issue.record("\(typed) was not read as coordinates")
        continue
      }
      #expect(results.map(\.location.name) == ["52.52, 13.41"])
      #expect(results.first?.location.latitude == 52.52 && results.first?.location.longitude == 13.41)
    }
    guard case .failed(let message)? = DashboardApp.coordinateOutcome("95,13") else {
      Issue.record("a latitude of 95 was accepted")
      return
    }
    #expect(message.contains("95") && message.contains("latitude"))
    #expect(DashboardApp.coordinateOutcome("Berlin") == nil)
    #expect(DashboardApp.coordinateOutcome("10 Downing") == nil)
  }

  @Test func resultsKeepWhatTellsNamesakesApart() {
    let place = GeocodedPlace(
      name: "Springfield", admin1: "Missouri", country: "United States", countryCode: "US",
      latitude: 37.2, longitude: -93.3, timezone: "America/Chicago", population: 169_176)
    let row = DashboardApp.box(
      {
        var s = PlaceSearch(); s.results = [DashboardApp.result(place)]; s.status = .found; return s
      }(), canCancel: true
    ).rows[0]
    #expect(row.name == "Springfield" && row.detail == "Missouri, United States" && row.population == 169_176)
  }

  @Test func theAreaBoxSaysWhetherPositionOrNamesFoundTheArea() {
    var picker = AlertAreaPicker(location: Location(name: "", latitude: 44.7722, longitude: 17.191))
    picker.country = "Bosnia and Herzegovina"
    picker.areas = [
      AlertAreaChoice(code: "BA003", name: "Banja Luka"), AlertAreaChoice(code: "BA006", name: "Sarajevo"),
    ]
    picker.suggested = ["BA003"]
    picker.status = .ready
    #expect(
      DashboardApp.box(picker, placeName: "").message
        == "Banja Luka matches this place's name and is used until you choose; type to find another")
    picker.suggestedByPosition = true
    let message = DashboardApp.box(picker, placeName: "").message
    #expect(message == "This place lies in Banja Luka: its alerts until you choose")
    // The box's inner width at 80 columns holds it whole.
    #expect((message?.count ?? 0) <= 66)
    picker.suggested = ["BA003", "BA006"]
    #expect(
      DashboardApp.box(picker, placeName: "").message == "Lies in Banja Luka, Sarajevo: alerts of each until you choose"
    )
  }
}
