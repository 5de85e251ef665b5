import FoundationEssentials
import WeatherCore

/// The countries a tz database zone is used in, from the database's own tables: `zone.tab`
/// (one country a line, so "Europe/Oslo" is Norway's) and `zone1970.tab` (a zone shared since
/// 1970 lists every country: "Europe/Berlin" is "DE,DK,NO,SE,SJ"). How a place known only by
/// its coordinates gets a country offline: Open-Meteo answers every forecast with the zone.
public struct ZoneCountries: Sendable, Equatable {
  private var byZone: [String: [String]]
  /// English names by code, from `iso3166.tab` ("BR" → "Brazil").
  private var names: [String: String] = [:]

  /// The tables of the installed database (`ZoneDatabase.directory`), read once per process on
  /// first use (only a place without a country code needs them); empty when the files are
  /// missing.
  public static let installed: ZoneCountries = {
    let read = { (name: String) in
      FileManager.default.contents(atPath: "\(ZoneDatabase.directory)/\(name)").map {
        String(decoding: $0, as: UTF8.self)
      }
    }
    return ZoneCountries(
      zoneTab: read("zone.tab") ?? "", zone1970Tab: read("zone1970.tab") ?? "", iso3166Tab: read("iso3166.tab") ?? "")
  }()

  /// Parses the two tables' text (tab-separated: codes, coordinates, zone, comment). Read as
  /// bytes: the tables are ASCII, and splitting them as Characters cost 30 M instructions, a
  /// third of a `--once` start.
  /// - Parameter iso3166Tab: the database's table of country names (code, tab, name a line).
  public init(zoneTab: String, zone1970Tab: String, iso3166Tab: String = "") {
    var byZone: [String: [String]] = [:]
    // zone.tab first: its one country a line is the zone's own; zone1970.tab adds the others.
    for text in [zoneTab, zone1970Tab] {
      for line in text.utf8.split(separator: UInt8(ascii: "\n")) where line.first != UInt8(ascii: "#") {
        let fields = line.split(separator: UInt8(ascii: "\t"), maxSplits: 3, omittingEmptySubsequences: false)
        guard fields.count >= 3 else { continue }
        let zone = String(decoding: fields[2], as: UTF8.self)
        for code in fields[0].split(separator: UInt8(ascii: ",")) {
          guard code.count == 2, code.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
          else { continue }
          let upper = String(decoding: code.map { $0 & 0xDF }, as: UTF8.self)
          if !(byZone[zone] ?? []).contains(upper) { byZone[zone, default: []].append(upper) }
        }
      }
    }
    self.byZone = byZone
    for line in iso3166Tab.utf8.split(separator: UInt8(ascii: "\n")) where line.first != UInt8(ascii: "#") {
      let fields = line.split(separator: UInt8(ascii: "\t"), maxSplits: 1, omittingEmptySubsequences: false)
      guard fields.count == 2, fields[0].count == 2, fields[0].allSatisfy({ (0x41...0x5A).contains($0) }) else {
        continue
      }
      let name = String(decoding: fields[1], as: UTF8.self).trimmingWhitespaceAndNewlines()
      if !name.isEmpty { names[String(decoding: fields[0], as: UTF8.self)] = name }
    }
  }

  /// The country's English name as the tz database gives it ("Brazil", "Korea (South)"); nil
  /// for a code it does not list.
  public func name(ofCountry code: String) -> String? {
    names[code.uppercased()]
  }

  /// The countries using `zone`, its own first ("Europe/Berlin" → DE, then DK, NO, SE, SJ);
  /// empty for a zone neither table lists ("UTC").
  public func countries(ofZone zone: String) -> [String] {
    byZone[zone] ?? []
  }

  /// The place as each country it may be in: itself when it has a country code; else one copy
  /// per country its time zone is used in (the zone's own first), then itself, whose
  /// coordinates an alert source's rough areas may still place.
  public func candidates(for location: Location) -> [Location] {
    if let code = location.countryCode, !code.trimmingWhitespace().isEmpty { return [location] }
    let codes = location.timeZoneIdentifier.map(countries(ofZone:)) ?? []
    return codes.map { code in
      var candidate = location
      candidate.countryCode = code
      return candidate
    } + [location]
  }
}
