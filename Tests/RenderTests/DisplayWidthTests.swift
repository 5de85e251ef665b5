import Testing

@testable import Render

// MARK: - Every scalar

/// The fast path for blocks without marks must give what the category table gives.
@Suite struct DisplayWidthTests {
  /// The width rule as it was before the fast path: the category table for every scalar.
  private static func widthByCategory(_ scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    return DisplayWidth.isWide(v) ? 2 : 1
  }

  @Test func everyScalarAgreesWithTheCategoryTable() {
    var checked = 0
    var mismatches: [String] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      checked += 1
      let expected = Self.widthByCategory(scalar)
      if DisplayWidth.of(scalar) != expected, mismatches.count < 10 {
        mismatches.append(
          "U+\(String(value, radix: 16, uppercase: true)): \(DisplayWidth.of(scalar)), table \(expected)")
      }
    }
    #expect(checked == 1_112_064)
    #expect(mismatches == [])
  }

  @Test func whatTheDashboardDraws() {
    #expect(DisplayWidth.of("12°C ↑ ▂▄█ ─┐") == 13)
    #expect(DisplayWidth.of("Zürich") == 6)
    #expect(DisplayWidth.of("a\u{AD}b") == 2)  // the soft hyphen is a format character
    #expect(DisplayWidth.of("e\u{301}") == 1)  // a combining accent adds nothing
    #expect(DisplayWidth.of("東京") == 4)
  }
}
