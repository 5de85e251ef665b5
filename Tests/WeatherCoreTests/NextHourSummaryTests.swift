import Foundation
import Testing
import WeatherCore

@Suite struct NextHourSummaryTests {
  static let start = Date(timeIntervalSince1970: 1_795_352_400)  // 13:00 UTC

  /// Steps of `minutes` each from 13:00 with the given intensities.
  static func steps(_ rates: [Double?], minutes: Double = 15) -> [MinuteWeather] {
    rates.enumerated().map { i, rate in
      MinuteWeather(
        date: start.addingTimeInterval(Double(i) * minutes * 60), duration: minutes * 60, precipitationIntensity: rate)
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var rates: [Double?]
    var stepMinutes: Double = 15
    var nowOffsetMinutes: Double = 0
    var kind: PrecipitationKind = .rain
    var expected: NextHourSummary
    var text: String
    var testDescription: String { text }
  }

  static let cases: [Case] = [
    Case(rates: [], expected: .unavailable, text: "Minute precipitation not available here"),
    Case(rates: [0, 0, 0, 0, 0], expected: .dry(minutes: 60), text: "No precipitation for the next hour"),
    Case(rates: [0.05, 0.09, 0, 0], expected: .dry(minutes: 60), text: "No precipitation for the next hour"),
    Case(rates: [0, 0], expected: .dry(minutes: 30), text: "No precipitation for the next 30 min"),
    Case(
      rates: [0.5, 1.0, 2.0, 0.3], expected: .continuing(.rain, .light, minutes: 60),
      text: "Light rain for the next hour"),
    Case(
      rates: [3, 8, 4, 3], kind: .snow, expected: .continuing(.snow, .heavy, minutes: 60),
      text: "Heavy snow for the next hour"),
    Case(
      rates: [0, 0.1, 1, 1, 1], nowOffsetMinutes: 5, expected: .starting(.rain, inMinutes: 10, lasting: nil),
      text: "Rain starting in 10 min"),
    Case(
      rates: [0, 0, 0.4, 1.2, 0.8], nowOffsetMinutes: 5, expected: .starting(.rain, inMinutes: 25, lasting: nil),
      text: "Rain starting in 25 min"),
    Case(
      rates: [0, 0.4, 0, 0, 0], expected: .starting(.rain, inMinutes: 15, lasting: 15),
      text: "Rain starting in 15 min, stopping 15 min later"),
    Case(rates: [1, 1, 0.05, 0], expected: .stopping(.rain, inMinutes: 30), text: "Rain stopping in 30 min"),
    Case(
      rates: [1, 1, 1, 0, 0], nowOffsetMinutes: 20, expected: .stopping(.rain, inMinutes: 25),
      text: "Rain stopping in 25 min"),
    Case(rates: [0.2, 0], kind: .sleet, expected: .stopping(.sleet, inMinutes: 15), text: "Sleet stopping in 15 min"),
    Case(
      rates: Array(repeating: 0, count: 40) + Array(repeating: 0.3, count: 20), stepMinutes: 1,
      kind: .precipitation, expected: .starting(.precipitation, inMinutes: 40, lasting: nil),
      text: "Precipitation starting in 40 min"),
    // Steps entirely in the past are ignored: data two hours old says nothing about now.
    Case(
      rates: [1, 1, 1, 1], nowOffsetMinutes: 120, expected: .unavailable,
      text: "Minute precipitation not available here"),
    // A missing intensity is unknown: neither dry nor wet, and nothing after it is summarised
    // (the pane says where the data gives out, NextHourFidelityTests).
    Case(rates: [nil, nil, 0.5, 0.5], expected: .unavailable, text: "Minute precipitation not available here"),
    Case(rates: [0, 0, nil, nil], expected: .dry(minutes: 30), text: "No precipitation for the next 30 min"),
    Case(
      rates: [1, nil, 0, 0], expected: .continuing(.rain, .light, minutes: 15), text: "Light rain for the next 15 min"),
  ]

  @Test(arguments: cases)
  func summarises(_ c: Case) {
    let now = Self.start.addingTimeInterval(c.nowOffsetMinutes * 60)
    let summary = NextHourSummary(minutes: Self.steps(c.rates, minutes: c.stepMinutes), now: now, kind: c.kind)
    #expect(summary == c.expected)
    #expect(summary.text == c.text)
  }

  @Test func intensityBands() {
    #expect(NextHourSummary.intensity(0.1) == .light)
    #expect(NextHourSummary.intensity(2.5) == .moderate)
    #expect(NextHourSummary.intensity(7.6) == .heavy)
  }

  @Test func kindFromConditionOrTemperature() {
    #expect(PrecipitationKind(condition: .snow(.light), temperature: 5) == .snow)
    #expect(PrecipitationKind(condition: .freezingRain(.light), temperature: 5) == .sleet)
    #expect(PrecipitationKind(condition: .thunderstorm, temperature: -5) == .rain)
    #expect(PrecipitationKind(condition: .cloudy, temperature: -1) == .snow)
    #expect(PrecipitationKind(condition: .cloudy, temperature: 1) == .sleet)
    #expect(PrecipitationKind(condition: .cloudy, temperature: 8) == .rain)
    #expect(PrecipitationKind(condition: nil, temperature: nil) == .precipitation)
  }
}
