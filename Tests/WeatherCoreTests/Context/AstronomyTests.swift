import Foundation
import Testing
import WeatherCore

@Suite struct AstronomyTests {
  typealias T = ContextTestData

  /// Published phase instants (UTC), several of them eclipses, and the elongation there.
  static let phases: [(Date, Double, MoonPhase)] = [
    (T.utc(2000, 1, 6, 18, 14), 0, .new),
    (T.utc(2017, 8, 21, 18, 30), 0, .new),  // total solar eclipse
    (T.utc(2024, 4, 8, 18, 21), 0, .new),  // total solar eclipse
    (T.utc(2024, 10, 2, 18, 49), 0, .new),  // annular solar eclipse
    (T.utc(2024, 4, 15, 19, 13), 90, .firstQuarter),
    (T.utc(2022, 11, 8, 11, 2), 180, .full),  // total lunar eclipse
    (T.utc(2024, 9, 18, 2, 34), 180, .full),  // partial lunar eclipse
    (T.utc(2025, 3, 14, 6, 55), 180, .full),  // total lunar eclipse
    (T.utc(2024, 4, 2, 3, 15), 270, .thirdQuarter),
  ]

  @Test(arguments: phases.indices)
  func moonPhaseMatchesPublishedInstants(index: Int) {
    let (date, elongation, phase) = Self.phases[index]
    var difference = abs(MoonPhase.elongation(at: date) - elongation)
    difference = min(difference, 360 - difference)
    // 0.5° of elongation is about an hour of the moon's motion.
    #expect(difference < 0.5, "elongation off by \(difference)°")
    #expect(MoonPhase(at: date) == phase)
  }

  @Test func phasesBetweenTheQuarters() {
    // Four days after the 2024-04-08 new moon: 4 × 12.2° ≈ 49° → waxing crescent.
    #expect(MoonPhase(at: T.utc(2024, 4, 12, 18)) == .waxingCrescent)
    #expect(MoonPhase(at: T.utc(2024, 4, 19, 18)) == .waxingGibbous)
    #expect(MoonPhase(at: T.utc(2024, 4, 27, 18)) == .waningGibbous)
    #expect(MoonPhase(at: T.utc(2024, 4, 5, 18)) == .waningCrescent)
    #expect(MoonPhase.illumination(at: T.utc(2024, 9, 18, 2, 34)) > 0.999)
    #expect(MoonPhase.illumination(at: T.utc(2024, 4, 8, 18, 21)) < 0.001)
    #expect(MoonPhase(day: CalendarDay(year: 2024, month: 4, day: 8), timeZone: T.berlinZone) == .new)
  }

  @Test func berlinMidsummerSunTimes() throws {
    // Published: sunrise 04:43, sunset 21:33 CEST on 21 June 2024.
    let sun = SolarDay(day: CalendarDay(year: 2024, month: 6, day: 21), latitude: 52.52, longitude: 13.405)
    let sunrise = try #require(sun.sunrise)
    let sunset = try #require(sun.sunset)
    #expect(abs(sunrise.timeIntervalSince(T.utc(2024, 6, 21, 2, 43))) < 120)
    #expect(abs(sunset.timeIntervalSince(T.utc(2024, 6, 21, 19, 33))) < 120)
  }

  @Test func polarDayAndNightInTromso() {
    let (lat, lon) = (69.6492, 18.9553)
    #expect(SolarDay(day: CalendarDay(year: 2024, month: 12, day: 21), latitude: lat, longitude: lon) == .polarNight)
    #expect(SolarDay(day: CalendarDay(year: 2024, month: 6, day: 21), latitude: lat, longitude: lon) == .polarDay)
    #expect(SolarDay(day: CalendarDay(year: 2024, month: 3, day: 20), latitude: lat, longitude: lon).sunrise != nil)
    // The South Pole in its winter.
    #expect(SolarDay(day: CalendarDay(year: 2024, month: 6, day: 21), latitude: -90, longitude: 0) == .polarNight)
  }
}
