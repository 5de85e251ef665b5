import FoundationEssentials
import WeatherCore

/// Finds where a key sits in the config text, so errors can name a line. TOMLKit gives
/// positions only for syntax errors, so this scans the lines of the (already valid) file.
struct ConfigSourceLines {
  /// The first line of each key, by place (-1: the top level); looked up once per key, so a
  /// file of many keys costs linear time, not quadratic.
  private var lines: [Int: [String: Int]] = [:]
  private var placeStarts: [Int] = []

  init(text: String) {
    var place: Int?
    var inOtherTable = false
    for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingWhitespace()
      if line.hasPrefix("[[") {
        if line.hasPrefix("[[places]]") {
          placeStarts.append(offset + 1)
          place = placeStarts.count - 1
          inOtherTable = false
        } else {
          inOtherTable = true
        }
        continue
      }
      if line.hasPrefix("[") {
        inOtherTable = true
        continue
      }
      guard !inOtherTable, let equals = line.firstIndex(of: "="), !line.hasPrefix("#") else { continue }
      let key = line[..<equals].trimmingWhitespace().trimmingScalars { $0 == "\"" || $0 == "'" }
      if lines[place ?? -1, default: [:]][key] == nil { lines[place ?? -1, default: [:]][key] = offset + 1 }
    }
  }

  /// The 1-based line of `key` at the top level (`inPlace` nil) or in the given `[[places]]` entry.
  func line(ofKey key: String, inPlace place: Int?) -> Int? {
    lines[place ?? -1]?[key]
  }

  /// The 1-based line of the `[[places]]` header of entry `index`.
  func line(ofPlace index: Int) -> Int? {
    index < placeStarts.count ? placeStarts[index] : nil
  }
}
