import Foundation

// MARK: - Values not served, in and out of an archive

// A value the provider did not serve is NaN here (WeatherKit's properties are not optional),
// and JSON has no NaN: `JSONEncoder()` throws on one. So a NaN measurement or number is left out
// of the archive and read back as NaN in the unit the library gives that property; every other
// value is written as Foundation writes it (a measurement keeps its own unit). Encoding, decoding
// and encoding again gives the same bytes.

extension KeyedEncodingContainer {
  /// `measurement`, or nothing where it is NaN (not served).
  mutating func encodeServed<U: Dimension>(_ measurement: Measurement<U>, forKey key: Key) throws {
    if !measurement.value.isNaN { try encode(measurement, forKey: key) }
  }

  /// `value`, or nothing where it is NaN (not served).
  mutating func encodeServed(_ value: Double, forKey key: Key) throws {
    if !value.isNaN { try encode(value, forKey: key) }
  }
}

extension KeyedDecodingContainer {
  /// The measurement at `key`; NaN in `unit` where the archive has none.
  func decodeServed<U: Dimension>(_ key: Key, unit: U) throws -> Measurement<U> {
    try decodeIfPresent(Measurement<U>.self, forKey: key) ?? Measurement(value: .nan, unit: unit)
  }

  /// The number at `key`; NaN where the archive has none.
  func decodeServed(_ key: Key) throws -> Double {
    try decodeIfPresent(Double.self, forKey: key) ?? .nan
  }
}
