import WeatherCore

/// Which area of a MeteoAlarm feed a place lies in, judged from names alone (feeds carry no
/// polygons): the place's own name, then its region's, each in English and in the country's
/// language, against the feed's area names. Sure only when exactly one area matches; otherwise
/// the best candidates, for the user to choose from.
struct MeteoAlarmAreaMatch: Sendable, Equatable {
  /// One name of the place, in English and (when known) in the country's language.
  struct PlaceName: Sendable, Equatable {
    var english: String
    var local: String?
  }

  enum Outcome: Sendable, Equatable {
    /// Exactly one area matches; `alias` is the English name that found it under a local one
    /// ("Vienna" for "Wien"), if any.
    case sure(MeteoAlarmFeed.AreaName, alias: String?)
    /// No single match: the areas most like the place's names, best first (may be empty).
    case unsure([MeteoAlarmFeed.AreaName])
  }

  /// The place's names, most specific first: its name, then its first-level region.
  var placeNames: [PlaceName]
  var regionNames: [PlaceName]

  func match(_ areas: [MeteoAlarmFeed.AreaName]) -> Outcome {
    // Each area's name compared once, not once per spelling of the place (feeds name hundreds).
    let cores = areas.map { Self.core($0.name) }
    for group in [placeNames, regionNames] {
      var found: [(index: Int, alias: String?)] = []
      for name in group {
        for (spelling, alias) in [(name.english, nil), (name.local, name.english)] {
          guard let spelling else { continue }
          let wanted = Self.core(spelling)
          guard !wanted.isEmpty else { continue }
          for index in cores.indices where cores[index] == wanted && !found.contains(where: { $0.index == index }) {
            found.append((index, spelling == name.english ? nil : alias))
          }
        }
      }
      if found.count == 1 { return .sure(areas[found[0].index], alias: found[0].alias) }
      if found.count > 1 { return .unsure(found.map { areas[$0.index] }) }
    }
    // Nothing equal: the areas whose name holds one of the place's names, or the reverse.
    let spellings = (placeNames + regionNames).flatMap { [$0.english, $0.local].compactMap { $0 } }
      .map(Self.core).filter { $0.count >= 3 }
    let near = areas.indices.filter { index in
      let name = cores[index]
      return spellings.contains { name.contains($0) || ($0.contains(name) && name.count >= 3) }
    }
    return .unsure(near.prefix(8).map { areas[$0] })
  }

  // MARK: - Comparing names

  /// Words that say what kind of area it is, not which: "Rijeka region", "Wien (Stadt)".
  static let kindWords: Set<String> = [
    "region", "county", "district", "province", "city", "stadt", "land", "bezirk", "kraj", "regija",
    "zupanija", "oblast", "departement", "provincia", "area", "municipality", "of",
  ]

  /// The name that tells areas apart: folded, without brackets and kind words.
  static func core(_ name: String) -> String {
    let folded = name.foldedForSearch
    let words = folded.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    let kept = words.filter { !kindWords.contains($0) }
    return (kept.isEmpty ? words : kept).joined(separator: " ")
  }
}
