import Foundation
import Testing
import WeatherCore

#if canImport(Glibc)
  import Glibc
#endif

/// `CFormat` prints what `String(format:)` printed, whatever the process locale.
@Suite(.serialized) struct CFormatEquivalenceTests {
  static let formats = ["%.1f", "%.2f", "%.4f", "%.6f", "%+.1f", "%.1f mm", "%.2f inHg", "%.2f,%.2f"]

  static func doubles() -> [Double] {
    var generator = SplitMix(seed: 42)
    var values: [Double] = [
      0, -0.0, 0.05, 0.15, 0.25, 0.35, 1.005, 2.675, -2.675, 0.125, 1e15, -1e-300, 123_456.789_012_5,
      .infinity, -.infinity, .nan, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 52.52, 13.405,
    ]
    for _ in 0..<20_000 {
      values.append(Double.random(in: -1000...1000, using: &generator))
      // Exact halves at one to six decimals, where rounding rules differ most.
      let places = Int.random(in: 1...6, using: &generator)
      let scale = pow(10.0, Double(places))
      values.append((Double(Int.random(in: -100_000...100_000, using: &generator)) + 0.5) / scale)
      values.append(Double(bitPattern: generator.next()))
    }
    return values
  }

  @Test func doublesMatchFoundation() {
    for value in Self.doubles() {
      for format in Self.formats {
        let arguments: [CVarArg] = format.contains(",") ? [value, -value] : [value]
        #expect(
          CFormat.string(format, arguments: arguments) == String(format: format, arguments: arguments),
          "\(format) \(value)")
      }
    }
  }

  @Test func integersMatchFoundation() {
    for value in [0, 1, 7, 9, 10, 59, 99, 100, 999, 1000, 2024, 9999, 12345] {
      #expect(CFormat.string("%02ld", value) == String(format: "%02d", value))
      #expect(CFormat.string("%03ld", value) == String(format: "%03d", value))
      #expect(
        CFormat.string("%04ld-%02ld-%02ld", value, value % 13, value % 32)
          == String(format: "%04d-%02d-%02d", value, value % 13, value % 32))
    }
    for value: UInt32 in [0, 0x7, 0x1F, 0x7F, 0xFF, 0x20AC, 0xFFFF, 0x10FFFF] {
      #expect(CFormat.string("\\u%04X", value) == String(format: "\\u%04X", value))
      #expect(CFormat.string("0x%02X", value) == String(format: "0x%02X", value))
    }
    for mode: UInt32 in [0, 0o600, 0o644, 0o777, 0o7] {
      #expect(CFormat.string("%03o", mode) == String(format: "%03o", mode))
    }
  }

  /// The dashboard calls setlocale(LC_ALL, "") for ncurses; a comma-decimal locale must not leak in.
  @Test func aCommaLocaleDoesNotChangeTheDecimalPoint() throws {
    let previous = String(cString: setlocale(LC_ALL, nil))
    defer { setlocale(LC_ALL, previous) }
    let commaLocales: [String] = ["de_DE.UTF-8", "de_DE.utf8", "fr_FR.UTF-8", "C.UTF-8"]
    guard commaLocales.contains(where: { setlocale(LC_NUMERIC, $0) != nil })
    else { return }
    #expect(CFormat.string("%.1f", 1.25) == "1.2")
    #expect(CFormat.string("%.2f,%.2f", 52.5, 13.25) == "52.50,13.25")
  }
}
