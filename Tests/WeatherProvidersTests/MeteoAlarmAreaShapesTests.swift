import Foundation
import Testing

@testable import WeatherProviders

/// MeteoAlarm's area shapes in the program find the areas a point lies in.
@Suite struct MeteoAlarmAreaShapesTests {
  let shapes = MeteoAlarmAreaShapes.installed

  /// Cities against the areas whose unsimplified MeteoAlarm shapes contain them, found by an
  /// even-odd test in Python over the build's sources (em-jov/meteoalarm's countries/*.json at
  /// 13ff71e3; for Austria, Croatia and Latvia KDE/foss-public-alert-server's EMMA_ID/*.geojson at
  /// dd0c3247d), not by this code.
  static let cities: [(String, Double, Double, String, [String])] = [
    ("Lisbon", 38.72, -9.14, "PT", ["PT016"]), ("Porto", 41.15, -8.61, "PT", ["PT009"]),
    ("Amsterdam", 52.37, 4.90, "NL", ["NL011"]), ("Madrid", 40.42, -3.70, "ES", ["ES219"]),
    ("Paris", 48.86, 2.35, "FR", ["FR067", "FR101"]), ("Warsaw", 52.23, 21.01, "PL", ["PL1465"]),
    ("London", 51.51, -0.13, "GB", ["UK013", "UK116", "UK258"]), ("Zurich", 47.37, 8.54, "CH", ["CH143"]),
    ("Rome", 41.9, 12.5, "IT", ["IT012"]), ("Sarajevo", 43.86, 18.41, "BA", ["BA006"]),
    ("Brussels", 50.85, 4.35, "BE", ["BE004"]), ("Dublin", 53.35, -6.26, "IE", ["IE012"]),
    // Austria's areas are its states (AT001–AT010) and, over them, its districts (Vienna's 23
    // Bezirke AT901–AT923); Latvia's its regions (LV001–LV004) and municipalities (LV010–LV052).
    ("Vienna", 48.2082, 16.3738, "AT", ["AT010", "AT901"]), ("Graz", 47.07, 15.44, "AT", ["AT009", "AT601"]),
    ("Innsbruck", 47.2692, 11.4041, "AT", ["AT003", "AT701"]), ("Zagreb", 45.815, 15.982, "HR", ["HR002"]),
    ("Rijeka", 45.3271, 14.4422, "HR", ["HR006"]), ("Split", 43.5081, 16.4402, "HR", ["HR008"]),
    ("Riga", 56.9496, 24.1052, "LV", ["LV001", "LV039"]), ("Daugavpils", 55.8747, 26.5362, "LV", ["LV002", "LV017"]),
  ]

  @Test func citiesAreInTheAreasTheirFullShapesSay() {
    for (city, latitude, longitude, country, codes) in Self.cities {
      let found = shapes.areas(containingLatitude: latitude, longitude: longitude, country: country)
      #expect(found.map(\.code).sorted() == codes, "\(city)")
    }
    let amsterdam = shapes.areas(containingLatitude: 52.37, longitude: 4.90, country: "nl")
    #expect(amsterdam == [.init(code: "NL011", name: "Noord-Holland")], "any case of the country code")
  }

  @Test func whatTheTableHolds() {
    // Countries whose own service answers by point are left out.
    for country in ["DE", "NO", "US"] { #expect(!shapes.covers(country: country), "\(country)") }
    for country in ["NL", "BA", "GB", "FR", "PL", "MT", "AT", "HR", "LV"] {
      #expect(shapes.covers(country: country), "\(country)")
    }
    #expect(shapes.areaCount(country: "MT") == 1)
    #expect(shapes.areaCount(country: "NL") == 20)
    #expect(shapes.areaCount(country: "DE") == nil)
    // Austria: 10 states and 116 districts; Croatia: the 14 areas of the recorded feed (HR001–HR008,
    // HR801–HR806); Latvia: 4 regions, 43 municipalities and 4 sea areas (LV801–LV804).
    #expect(shapes.areaCount(country: "AT") == 126)
    #expect(shapes.areaCount(country: "HR") == 14)
    #expect(shapes.areaCount(country: "LV") == 51)
  }

  /// Issue #35's last gap: Austria, Croatia and Latvia have outlines, so their capitals find an
  /// area of their own country by position alone.
  @Test func viennaZagrebAndRigaFindTheirCountrysAreas() {
    for (city, latitude, longitude, country) in [
      ("Vienna", 48.2082, 16.3738, "AT"), ("Zagreb", 45.815, 15.982, "HR"), ("Riga", 56.9496, 24.1052, "LV"),
    ] {
      let found = shapes.areas(containingLatitude: latitude, longitude: longitude, country: country)
      #expect(!found.isEmpty, "\(city)")
      #expect(found.allSatisfy { $0.code.hasPrefix(country) }, "\(city): \(found.map(\.code))")
      for other in ["AT", "HR", "LV"] where other != country {
        let elsewhere = shapes.areas(containingLatitude: latitude, longitude: longitude, country: other)
        #expect(elsewhere.isEmpty, "\(city) in \(other)")
      }
    }
    let zagreb = shapes.areas(containingLatitude: 45.815, longitude: 15.982, country: "HR")
    #expect(zagreb == [.init(code: "HR002", name: "Zagreb region")])
  }

  @Test func nowhereAndNonsenseFindNothing() {
    #expect(shapes.areas(containingLatitude: 52.8, longitude: 3.0, country: "NL").isEmpty, "the North Sea")
    #expect(shapes.areas(containingLatitude: 52.37, longitude: 4.90, country: "DE").isEmpty, "not in the table")
    #expect(shapes.areas(containingLatitude: 52.37, longitude: 4.90, country: "BE").isEmpty, "another country")
    for (latitude, longitude) in [(Double.nan, 4.9), (52.37, .infinity), (1e19, -1e19), (-90, 180)] {
      #expect(shapes.areas(containingLatitude: latitude, longitude: longitude, country: "NL").isEmpty)
    }
  }

  @Test func aDamagedSectionFindsNothing() throws {
    for text in ["", "not base64 at all!", "////", "AQ==", "Cg=="] {
      let table = MeteoAlarmAreaShapes(sections: ["NL": text])
      #expect(table.covers(country: "NL"))
      #expect(table.areas(containingLatitude: 52.37, longitude: 4.9, country: "NL").isEmpty)
    }
    // A section cut short ends the search without a crash.
    for country in ["NL", "PT", "GB"] {
      let whole = try #require(MeteoAlarmAreaShapes.encoded[country])
      let cut = MeteoAlarmAreaShapes(sections: [country: String(whole.prefix(whole.count / 2 / 4 * 4))])
      _ = cut.areas(containingLatitude: 52.37, longitude: 4.90, country: country)
      _ = cut.areas(containingLatitude: 38.72, longitude: -9.14, country: country)
    }
    #expect(MeteoAlarmAreaShapes(sections: [:]).areaCount(country: "NL") == nil)
  }

  @Test func aDeltaPastTheGlobeOrIntsRangeIsMalformed() {
    // AlertSourcesFuzzer's find (Fuzz/Regressions/AlertSourcesFuzzer/outline-delta-overflow.bin):
    // point deltas that overflow Int trapped; now the ring is malformed and the search ends.
    let found: [UInt8] = [
      123, 0, 0, 49, 57, 201, 130, 130, 211, 132, 221, 139, 142, 112, 101, 201, 130, 130, 211, 132, 221, 139, 142,
      112, 0, 201, 130, 130, 211, 132, 221, 139, 142, 112, 125,
    ]
    // Its second (outline-length-overflow.bin): a code's length near Int.max overflowed the bounds check.
    let long: [UInt8] = [127, 255, 255, 255, 255, 255, 255, 255, 255, 127]
    for bytes in [found, long] {
      let damaged = MeteoAlarmAreaShapes(sections: ["NL": Data(bytes).base64EncodedString()])
      #expect(damaged.areas(containingLatitude: 52.37, longitude: 4.9, country: "NL").isEmpty)
      #expect(damaged.codes(country: "NL").isEmpty)
    }
    // One area "X" of one triangle, (0, 0), (east, 0), (0, 1°), holding the point (0.001°,
    // 0.001°): found with its corner 150° east, refused at 200° east (off the globe).
    let triangle = { (east: [UInt8], west: [UInt8]) -> MeteoAlarmAreaShapes in
      let bytes: [UInt8] = [1, 1, 0x58, 0, 1, 3, 0, 0] + east + [0] + west + [0xD0, 0x0F]
      return MeteoAlarmAreaShapes(sections: ["NL": Data(bytes).base64EncodedString()])
    }
    let inside = triangle([0xE0, 0xA7, 0x12], [0xDF, 0xA7, 0x12])
    #expect(inside.areas(containingLatitude: 0.001, longitude: 0.001, country: "NL").map(\.code) == ["X"])
    let offGlobe = triangle([0x80, 0xB5, 0x18], [0xFF, 0xB4, 0x18])
    #expect(offGlobe.areas(containingLatitude: 0.001, longitude: 0.001, country: "NL").isEmpty)
  }
}
