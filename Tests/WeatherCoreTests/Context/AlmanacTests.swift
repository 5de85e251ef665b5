import Foundation
import SystemFiles
import Testing

@testable import WeatherCore

/// Twilights, moonrise and moonset against almanacs nobody here computed: the U.S. Naval
/// Observatory's tables (times rounded to the minute, so a computed time within 60 s of the
/// printed one is within a minute of the truth plus the table's own rounding), and Meeus's worked
/// example for the moon's position.
///
/// Sources, each value below copied from them:
/// - USNO "Rise and Set for the Moon" one-year tables (Universal Time), as saved by
///   cosinekitty/astronomy (MIT) in `generate/riseset/moon_2019_W081_N29.html`,
///   `moon_2050_E150_S45.html` and `moon_2022_E140_N85.html` at commit 865d3da7; "----" is a day
///   the moon stays below the horizon, "****" one it stays above.
/// - Twilight begin/end for Orlando, 28.538° N 81.379° W (UTC), from the same repository's
///   `generate/riseset/twilight.txt` (its author's test data from USNO's one-day tables).
/// - USNO annual twilight tables for 2024 (zone 5 h west), Boston (civil) and Hartford (nautical,
///   astronomical), 21 June 2024, as quoted with their coordinates in the tests of the Python
///   package moira (`_USNO_TWILIGHT_CASES`).
/// - Meeus, "Astronomical Algorithms", 2nd ed., example 47.a (1992 April 12, 0h TD).
/// - Where no table was at hand (the Arctic, the southern hemisphere), an independent ephemeris:
///   PyEphem 4.2.1 (VSOP87 and ELP 2000-82), run here on 2026-11-29 with no refraction
///   (`pressure = 0`) and the sun's centre, `next_rising`/`next_setting` at each depression.
///
/// `ALMANAC_TABLE=1` prints each comparison (the figures in docs/context.md).
@Suite struct AlmanacTests {
  typealias T = ContextTestData

  /// "2019-01-01T08:12" or "2019-01-01T08:12:30" (UTC) as an instant.
  static func utc(_ text: String) -> Date {
    let parts = text.split { "-T:".contains($0) }.compactMap { Int($0) }
    let seconds = parts.count > 5 ? TimeInterval(parts[5]) : 0
    return T.utc(parts[0], parts[1], parts[2], parts[3], parts[4]).addingTimeInterval(seconds)
  }

  /// The difference in seconds, or a failure naming it past `limit`.
  static func expectClose(
    _ computed: Date?, _ published: String?, within limit: TimeInterval = 60, _ label: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let published else {
      #expect(
        computed == nil, "\(label): computed \(String(describing: computed)), the table has none",
        sourceLocation: sourceLocation)
      return
    }
    guard let computed else {
      Issue.record("\(label): none computed, the table has \(published)", sourceLocation: sourceLocation)
      return
    }
    let difference = computed.timeIntervalSince(utc(published))
    if ProcessInfo.processInfo.environment["ALMANAC_TABLE"] == "1" {
      print("ALMANAC \(label) | \(published) | \(Int(difference.rounded())) s")
    }
    #expect(
      abs(difference) <= limit, "\(label): \(Int(difference)) s from \(published)", sourceLocation: sourceLocation)
  }

  // MARK: - Twilights

  /// Orlando: search start, then astronomical, nautical, civil dawn; civil, nautical, astronomical dusk.
  static let orlando: [[String]] = [
    [
      "2021-11-07T08:00", "2021-11-07T10:21", "2021-11-07T10:49", "2021-11-07T11:17", "2021-11-07T23:00",
      "2021-11-07T23:28", "2021-11-07T23:56",
    ],
    [
      "2022-01-22T08:00", "2022-01-22T10:55", "2022-01-22T11:23", "2022-01-22T11:52", "2022-01-22T23:21",
      "2022-01-22T23:50", "2022-01-23T00:18",
    ],
    [
      "2022-03-01T08:00", "2022-03-01T10:32", "2022-03-01T10:59", "2022-03-01T11:26", "2022-03-01T23:49",
      "2022-03-02T00:16", "2022-03-02T00:43",
    ],
    [
      "2022-04-15T08:00", "2022-04-15T09:38", "2022-04-15T10:07", "2022-04-15T10:35", "2022-04-16T00:15",
      "2022-04-16T00:45", "2022-04-16T01:13",
    ],
    // The file's row for 2022-06-20 (09:09, 09:43, 10:14 … 01:53) is left out: it is 4 to 15 minutes
    // from the sun's position on that date, where PyEphem (08:54:06, 09:28:47, 10:01:23 … 02:00:15)
    // agrees with this computation within a minute, as every other row of the file does.
    [
      "2022-09-01T08:00", "2022-09-01T09:42", "2022-09-01T10:11", "2022-09-01T10:39", "2022-09-02T00:10",
      "2022-09-02T00:38", "2022-09-02T01:07",
    ],
  ]

  @Test(arguments: orlando.indices)
  func orlandoTwilightsMatchTheTable(index: Int) {
    let row = Self.orlando[index]
    let start = Self.utc(row[0])
    let sun = TwilightTimes(
      from: start, to: start.addingTimeInterval(86_400), latitude: 28.538, longitude: -81.379)
    Self.expectClose(sun.astronomicalDawn, row[1], "astronomical dawn \(row[0])")
    Self.expectClose(sun.nauticalDawn, row[2], "nautical dawn \(row[0])")
    Self.expectClose(sun.civilDawn, row[3], "civil dawn \(row[0])")
    Self.expectClose(sun.civilDusk, row[4], "civil dusk \(row[0])")
    Self.expectClose(sun.nauticalDusk, row[5], "nautical dusk \(row[0])")
    Self.expectClose(sun.astronomicalDusk, row[6], "astronomical dusk \(row[0])")
  }

  @Test func newEnglandMidsummerTwilightsMatchTheTables() {
    // The tables' day is local standard time, UTC−5.
    let start = Self.utc("2024-06-21T05:00")
    let end = start.addingTimeInterval(86_400)
    let boston = TwilightTimes(from: start, to: end, latitude: 42.32, longitude: -71.09)
    Self.expectClose(boston.civilDawn, "2024-06-21T08:33", "Boston civil dawn")
    Self.expectClose(boston.civilDusk, "2024-06-22T00:59", "Boston civil dusk")
    let hartford = TwilightTimes(from: start, to: end, latitude: 41.76, longitude: -72.69)
    Self.expectClose(hartford.nauticalDawn, "2024-06-21T07:58", "Hartford nautical dawn")
    Self.expectClose(hartford.nauticalDusk, "2024-06-22T01:48", "Hartford nautical dusk")
    Self.expectClose(hartford.astronomicalDawn, "2024-06-21T07:05", "Hartford astronomical dawn")
    Self.expectClose(hartford.astronomicalDusk, "2024-06-22T02:41", "Hartford astronomical dusk")
  }

  @Test func twilightsTheSunDoesNotReachAreNil() throws {
    // 60° N at midsummer: the sun sinks to 6.6° below the horizon, so there is civil twilight but
    // no nautical or astronomical night.
    let june = Self.utc("2019-06-21T00:00")
    let north = TwilightTimes(from: june, to: june.addingTimeInterval(86_400), latitude: 60, longitude: 0)
    #expect(north.civilDusk != nil && north.civilDawn != nil)
    #expect(north.nauticalDawn == nil && north.nauticalDusk == nil)
    #expect(north.astronomicalDawn == nil && north.astronomicalDusk == nil)
    // 80° N at midwinter: the sun rises to 13.4° below the horizon, only astronomical twilight.
    let december = Self.utc("2019-12-21T00:00")
    let polar = TwilightTimes(from: december, to: december.addingTimeInterval(86_400), latitude: 80, longitude: 0)
    #expect(polar.civilDawn == nil && polar.nauticalDawn == nil && polar.civilDusk == nil)
    #expect(polar.astronomicalDawn != nil && polar.astronomicalDusk != nil)
    // 80° N at midsummer: the sun never sets, so it never reaches any twilight.
    let summer = TwilightTimes(from: june, to: june.addingTimeInterval(86_400), latitude: 80, longitude: 0)
    #expect(summer.civilDawn == nil && summer.civilDusk == nil && summer.astronomicalDusk == nil)
    // Noon and midnight exist everywhere, twelve hours apart within a minute.
    let noon = try #require(summer.solarNoon)
    let midnight = try #require(summer.solarMidnight)
    #expect(abs(abs(noon.timeIntervalSince(midnight)) - 43_200) < 60)
    // At 0° longitude on 21 June the equation of time is −1.6 min: noon at about 12:02 UTC.
    #expect(abs(noon.timeIntervalSince(Self.utc("2019-06-21T12:01")) - 36) < 60)
  }

  /// Place, search start, then astronomical, nautical, civil dawn; civil, nautical,
  /// astronomical dusk (UTC), from PyEphem 4.2.1 (see above).
  static let ephemeris: [(latitude: Double, longitude: Double, times: [String])] = [
    // Tromsø at the March equinox and in October: the sun crosses the twilights at a low angle.
    (
      69.6492, 18.9553,
      [
        "2024-03-19T23:00", "2024-03-20T00:41:50", "2024-03-20T02:24:56", "2024-03-20T03:41:33",
        "2024-03-20T18:04:09", "2024-03-20T19:21:51", "2024-03-20T21:09:18",
      ]
    ),
    (
      69.6492, 18.9553,
      [
        "2024-09-30T22:00", "2024-10-01T01:25:02", "2024-10-01T02:49:01", "2024-10-01T04:00:57",
        "2024-10-01T17:04:08", "2024-10-01T18:15:24", "2024-10-01T19:37:48",
      ]
    ),
    // Sydney at midwinter.
    (
      -33.8688, 151.2093,
      [
        "2024-06-20T14:00", "2024-06-20T19:30:37", "2024-06-20T20:01:05", "2024-06-20T20:32:20",
        "2024-06-21T07:21:39", "2024-06-21T07:52:54", "2024-06-21T08:23:23",
      ]
    ),
    // Reykjavík in February.
    (
      64.1355, -21.8954,
      [
        "2024-02-01T00:00", "2024-02-01T07:17:33", "2024-02-01T08:13:14", "2024-02-01T09:12:17",
        "2024-02-01T18:10:52", "2024-02-01T19:10:00", "2024-02-01T20:05:49",
      ]
    ),
  ]

  @Test(arguments: ephemeris.indices)
  func twilightsMatchAnIndependentEphemeris(index: Int) {
    let row = Self.ephemeris[index]
    let start = Self.utc(row.times[0])
    let sun = TwilightTimes(
      from: start, to: start.addingTimeInterval(86_400), latitude: row.latitude, longitude: row.longitude)
    // PyEphem's times are to the second: within a minute means within 60 s of them.
    let computed = [
      sun.astronomicalDawn, sun.nauticalDawn, sun.civilDawn, sun.civilDusk, sun.nauticalDusk, sun.astronomicalDusk,
    ]
    let names = [
      "astronomical dawn", "nautical dawn", "civil dawn", "civil dusk", "nautical dusk", "astronomical dusk",
    ]
    for (offset, name) in names.enumerated() {
      Self.expectClose(computed[offset], row.times[offset + 1], "\(name) \(row.times[0]) at \(row.latitude)")
    }
  }

  // MARK: - The moon

  /// Place, UT day, and the table's rise and set (nil: that event does not happen that day).
  static let moon: [(latitude: Double, longitude: Double, day: String, rise: String?, set: String?)] = [
    // USNO, W081 00, N29 00, 2019.
    (29, -81, "2019-01-01", "2019-01-01T08:12", "2019-01-01T19:34"),
    (29, -81, "2019-01-07", "2019-01-07T13:27", nil),
    (29, -81, "2019-06-01", "2019-06-01T09:16", "2019-06-01T22:41"),
    (29, -81, "2019-07-02", "2019-07-02T10:14", nil),
    (29, -81, "2019-10-10", "2019-10-10T21:41", "2019-10-10T08:26"),
    (29, -81, "2019-12-05", "2019-12-05T18:45", "2019-12-05T05:55"),
    // USNO, E150 00, S45 00, 2050.
    (-45, 150, "2050-01-01", "2050-01-01T03:12", "2050-01-01T13:55"),
    (-45, 150, "2050-06-03", "2050-06-03T04:54", "2050-06-03T19:53"),
    (-45, 150, "2050-12-04", "2050-12-04T13:19", nil),
    // USNO, E140 00, N85 00, 2022: below all day, above all day, and days it crosses.
    (85, 140, "2022-01-01", nil, nil),
    (85, 140, "2022-01-10", nil, nil),
    (85, 140, "2022-01-08", "2022-01-08T05:27", "2022-01-08T11:32"),
    (85, 140, "2022-04-01", "2022-04-01T17:36", "2022-04-01T10:50"),
  ]

  @Test(arguments: moon.indices)
  func moonriseAndMoonsetMatchTheTable(index: Int) {
    let row = Self.moon[index]
    let start = Self.utc(row.day + "T00:00")
    let times = MoonriseTimes(
      from: start, to: start.addingTimeInterval(86_400), latitude: row.latitude, longitude: row.longitude)
    // Near the pole the moon meets the horizon at a grazing angle, where a second of arc of its
    // position is seconds of time: there the table and the computation may part by two minutes.
    let limit: TimeInterval = abs(row.latitude) > 80 ? 120 : 60
    Self.expectClose(times.moonrise, row.rise, within: limit, "moonrise \(row.day) at \(row.latitude)")
    Self.expectClose(times.moonset, row.set, within: limit, "moonset \(row.day) at \(row.latitude)")
  }

  @Test func moonPositionMatchesMeeusExample() {
    // Example 47.a: λ = 133.162655°, β = −3.229126°, Δ = 368409.7 km; α = 134.688470°, δ = 13.768368°
    // (α and δ there include nutation, 0.005°, which this position leaves out).
    let moon = MoonPosition(at: Self.utc("1992-04-12T00:00").timeIntervalSince1970)
    #expect(abs(moon.longitude - 133.162655) < 0.0005)
    #expect(abs(moon.latitude + 3.229126) < 0.0005)
    #expect(abs(moon.distance - 368_409.7) < 1)
    #expect(abs(moon.rightAscension - 134.688470) < 0.01)
    #expect(abs(moon.declination - 13.768368) < 0.01)
  }
}

/// The computed times reach the model only where the provider served none, each kind listed in
/// `metadata.derived` as computed, never passed off as served.
@Suite struct SkyEventDerivationTests {
  typealias T = ContextTestData

  @Test func aDayWithoutServedTimesGetsComputedOnesMarkedAsSo() throws {
    let first = CalendarDay(year: 2024, month: 6, day: 21)
    let weather = T.weather(hourly: [], daily: T.days(from: first, count: 2, zone: T.berlinZone))
    let day = try #require(weather.dailyForecast.first)
    // Berlin at midsummer: civil and nautical twilight, no astronomical night (the sun sinks to 14°).
    let civilDawn = try #require(day.sunriseCivil)
    #expect(abs(civilDawn.timeIntervalSince(T.utc(2024, 6, 21, 1, 55))) < 300)
    #expect(day.sunsetCivil != nil && day.sunriseNautical != nil && day.sunsetNautical != nil)
    #expect(day.sunriseAstronomical == nil && day.sunsetAstronomical == nil)
    #expect(day.solarNoon != nil && day.solarMidnight != nil)
    #expect(day.moonrise != nil || day.moonset != nil)
    let fields = Set(weather.metadata.derived.filter { $0.dataset == .forecastDaily }.map(\.field))
    for field in Weather.twilightFields + [
      "days[].solarNoon", "days[].solarMidnight", "days[].moonrise", "days[].moonset",
    ] {
      #expect(fields.contains(field), "\(field) is computed but not listed")
    }
    #expect(weather.metadata.derived.first { $0.field == "days[].moonrise" }?.method.contains("Meeus") == true)
  }

  @Test func servedTimesAreKeptAndNotListed() throws {
    let first = CalendarDay(year: 2024, month: 6, day: 21)
    let served = T.utc(2024, 6, 21, 2, 0)
    let days = T.days(from: first, count: 1, zone: T.berlinZone) { _, day in
      day.sunriseCivil = served
      day.moonrise = served
      day.solarNoon = served
    }
    let weather = T.weather(hourly: [], daily: days)
    let day = try #require(weather.dailyForecast.first)
    #expect(day.sunriseCivil == served && day.moonrise == served && day.solarNoon == served)
    // WeatherKit leaves out a twilight the sun does not reach: that absence is its answer.
    #expect(day.sunriseAstronomical == nil)
    let fields = Set(weather.metadata.derived.map(\.field))
    #expect(fields.isDisjoint(with: Weather.twilightFields + ["days[].moonrise", "days[].solarNoon"]))
  }

  @Test func polarDaysHaveNoTwilightAndTheMoonMayNotRise() throws {
    // Longyearbyen, 78° N, at midwinter: the sun rises to 11.7° below the horizon, so there is
    // nautical twilight about noon but no civil.
    let place = Location(
      name: "Longyearbyen", latitude: 78.22, longitude: 15.65, timeZoneIdentifier: "Arctic/Longyearbyen")
    // Found in the tz database, which installs itself as the catalogue the model looks zones up in.
    let zone = try #require(ZoneDatabase.zone("Arctic/Longyearbyen"))
    let weather = T.weather(
      location: place, hourly: [],
      daily: T.days(from: CalendarDay(year: 2024, month: 12, day: 21), count: 1, zone: zone))
    let day = try #require(weather.dailyForecast.first)
    #expect(day.sunriseCivil == nil && day.sunsetCivil == nil)
    #expect(day.sunriseNautical != nil && day.sunsetNautical != nil)
    #expect(day.sunriseAstronomical != nil && day.sunsetAstronomical != nil)
  }
}
