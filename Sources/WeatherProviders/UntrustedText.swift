import FoundationEssentials
import WeatherCore

/// Cleans strings that arrived from the network before they reach messages (errors, notices).
enum UntrustedText {
  /// Drops escape sequences whole and every control and format character (`RemoteText`, the
  /// one rule), collapses runs of whitespace and cuts to `limit` characters.
  static func clean(_ text: String, limit: Int = 200) -> String {
    var result = ""
    var lastWasSpace = false
    for scalar in RemoteText.sanitize(text).unicodeScalars {
      if scalar.properties.isWhitespace {
        if !lastWasSpace && !result.isEmpty { result.unicodeScalars.append(" ") }
        lastWasSpace = true
        continue
      }
      result.unicodeScalars.append(scalar)
      lastWasSpace = false
    }
    let trimmed = result.trimmingWhitespace()
    return trimmed.count > limit ? String(trimmed.prefix(limit - 1)) + "…" : trimmed
  }
}
