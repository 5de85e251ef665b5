import Foundation
import Testing
import WeatherCore

/// The scalar classes and trimming helpers answer as Foundation's `CharacterSet` did.
@Suite struct TextTrimmingEquivalenceTests {
  @Test func scalarClassesMatchFoundationForEveryScalar() {
    var mismatches: [String] = []
    for scalar in HostileText.allScalars {
      if scalar.isSpaceOrTab != CharacterSet.whitespaces.contains(scalar) { mismatches.append("ws \(scalar.value)") }
      if scalar.isSpaceOrNewline != CharacterSet.whitespacesAndNewlines.contains(scalar) {
        mismatches.append("wsnl \(scalar.value)")
      }
      if scalar.isControlOrFormat != CharacterSet.controlCharacters.contains(scalar) {
        mismatches.append("cc \(String(scalar.value, radix: 16))")
      }
    }
    #expect(mismatches == [])
  }

  /// Foundation's trimming trims a little more than its sets hold (U+200B); ours must too.
  @Test func everyScalarTrimsAsFoundationDid() {
    for scalar in HostileText.allScalars {
      let text = "a" + String(scalar)
      #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces), "\(scalar.value)")
      #expect(
        text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(scalar.value)")
    }
  }

  @Test func trimmingMatchesFoundation() {
    for text in HostileText.random(20_000) + HostileText.pieces {
      #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces), "\(Array(text.unicodeScalars))")
      #expect(
        text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines),
        "\(Array(text.unicodeScalars))")
      #expect(
        text.trimmingScalars { $0 == "." || $0 == "'" } == text.trimmingCharacters(in: CharacterSet(charactersIn: ".'"))
      )
      let sub = text.dropFirst()
      #expect(sub.trimmingWhitespace() == sub.trimmingCharacters(in: .whitespaces))
    }
  }
}
