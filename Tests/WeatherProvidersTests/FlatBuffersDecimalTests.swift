import Foundation
import TestSupport
import Testing

@testable import WeatherProviders

/// float32 → Double widening gives the number the JSON transport would have printed.
@Suite struct FlatBuffersDecimalTests {
  @Test(arguments: [10.6455, 13.419998, 0.1, -3.7, 1013.2, 18429.67, 0, 100, 7.3195, 22.45])
  func widensToTheShortestDecimal(_ decimal: Double) {
    #expect(FlatBuffersDecimal.widen(Float(decimal)) == decimal)
    #expect(
      FlatBuffersDecimal.widen(Float(decimal)) != Double(Float(decimal))
        || Double(Float(decimal)) == decimal)
  }

  @Test func missingAndExtremeValues() {
    #expect(FlatBuffersDecimal.double(.nan) == nil)
    #expect(FlatBuffersDecimal.widen(.infinity) == .infinity)
    #expect(FlatBuffersDecimal.widen(-.infinity) == -.infinity)
    // No decimal with nine or fewer fractional digits rounds to these: keep the exact value.
    for value in [Float(1e-12), Float.leastNonzeroMagnitude, Float.greatestFiniteMagnitude] {
      #expect(FlatBuffersDecimal.widen(value) == Double(value))
    }
  }

  @Test func agreesWithSwiftsShortestRepresentationForWeatherLikeNumbers() {
    var random = SplitMix64(state: 99)
    for _ in 0..<50_000 {
      let decimals = Int.random(in: 0...4, using: &random)
      let scale = pow(10, Double(decimals))
      let decimal = (Double.random(in: -2000...120_000, using: &random) * scale).rounded() / scale
      let value = Float(decimal)
      let widened = FlatBuffersDecimal.widen(value)
      #expect(Float(widened) == value, "\(value) does not round-trip")
      #expect(widened == Double(value.description), "\(value): \(widened) vs \(value.description)")
    }
  }
}
