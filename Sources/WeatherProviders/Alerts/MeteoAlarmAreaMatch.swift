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
    for group in [placeNames, regionNames] {
      var found: [(area: MeteoAlarmFeed.AreaName, alias: String?)] = []
      for name in group {
        for (spelling, alias) in [(name.english, nil), (name.local, name.english)] {
          guard let spelling, !Self.fold(spelling).isEmpty else { continue }
          for area in areas
          where Self.core(area.name) == Self.core(spelling) && !found.contains(where: { $0.area == area }) {
            found.append((area, spelling == name.english ? nil : alias))
          }
        }
      }
      if found.count == 1 { return .sure(found[0].area, alias: found[0].alias) }
      if found.count > 1 { return .unsure(found.map(\.area)) }
    }
    // Nothing equal: the areas whose name holds one of the place's names, or the reverse.
    let spellings = (placeNames + regionNames).flatMap { [$0.english, $0.local].compactMap { $0 } }
      .map(Self.core).filter { $0.count >= 3 }
    let near = areas.filter { area in
      let name = Self.core(area.name)
      return spellings.contains { name.contains($0) || ($0.contains(name) && name.count >= 3) }
    }
    return .unsure(Array(near.prefix(8)))
  }

  // MARK: - Comparing names

  /// Words that say what kind of area it is, not which: "Rijeka region", "Wien (Stadt)".
  static let kindWords: Set<String> = [
    "region", "county", "district", "province", "city", "stadt", "land", "bezirk", "kraj", "regija",
    "zupanija", "oblast", "departement", "provincia", "area", "municipality", "of",
  ]

  /// The name that tells areas apart: folded, without brackets and kind words.
  static func core(_ name: String) -> String {
    let folded = fold(name)
    let words = folded.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    let kept = words.filter { !kindWords.contains($0) }
    return (kept.isEmpty ? words : kept).joined(separator: " ")
  }

  static func fold(_ text: String) -> String { text.foldedForSearch }
}
