/// The countries MeteoAlarm publishes a feed for, by ISO 3166-1 alpha-2 code: the feed's name
/// (`feeds-{slug}`) and the country's English name for messages.
///
/// Slugs as the feed index spells them, which is not always ISO's English name
/// ("republic-of-north-macedonia", "czechia"): the table is the one a MeteoAlarm client checked
/// against https://feeds.meteoalarm.org/ on 2026-09-04 (alerts.md §2.1 lists two third-party
/// tables that misspell Bulgaria and Slovakia; this one spells them as the index does).
enum MeteoAlarmCountries {
  struct Country: Sendable, Equatable {
    var code: String
    var slug: String
    var name: String
    /// The language the country's place names are written in, for place search ("de"); nil
    /// where several are equal (Belgium, Switzerland) and English names must do.
    var language: String? { MeteoAlarmCountries.languages[code] }
  }

  /// Each country's language of place names (ISO 639-1), as Open-Meteo's geocoding takes it.
  static let languages: [String: String] = [
    "AD": "ca", "AT": "de", "BA": "bs", "BG": "bg", "HR": "hr", "CY": "el", "CZ": "cs", "DK": "da",
    "EE": "et", "FI": "fi", "FR": "fr", "DE": "de", "GR": "el", "HU": "hu", "IS": "is", "IE": "en",
    "IL": "he", "IT": "it", "LV": "lv", "LT": "lt", "LU": "fr", "MT": "en", "MD": "ro", "ME": "sr",
    "NL": "nl", "NO": "nb", "PL": "pl", "PT": "pt", "MK": "mk", "RO": "ro", "RS": "sr", "SK": "sk",
    "SI": "sl", "ES": "es", "SE": "sv", "UA": "uk", "GB": "en",
  ]

  /// The country with `code` (any case), or nil when MeteoAlarm has no feed for it.
  static func country(code: String) -> Country? {
    let code = code.uppercased()
    return table[code].map { Country(code: code, slug: $0.slug, name: $0.name) }
  }

  static let table: [String: (slug: String, name: String)] = [
    "AD": ("andorra", "Andorra"), "AT": ("austria", "Austria"), "BE": ("belgium", "Belgium"),
    "BA": ("bosnia-herzegovina", "Bosnia and Herzegovina"), "BG": ("bulgaria", "Bulgaria"),
    "HR": ("croatia", "Croatia"), "CY": ("cyprus", "Cyprus"), "CZ": ("czechia", "Czechia"),
    "DK": ("denmark", "Denmark"), "EE": ("estonia", "Estonia"), "FI": ("finland", "Finland"),
    "FR": ("france", "France"), "DE": ("germany", "Germany"), "GR": ("greece", "Greece"),
    "HU": ("hungary", "Hungary"), "IS": ("iceland", "Iceland"), "IE": ("ireland", "Ireland"),
    "IL": ("israel", "Israel"), "IT": ("italy", "Italy"), "LV": ("latvia", "Latvia"),
    "LT": ("lithuania", "Lithuania"), "LU": ("luxembourg", "Luxembourg"), "MT": ("malta", "Malta"),
    "MD": ("moldova", "Moldova"), "ME": ("montenegro", "Montenegro"), "NL": ("netherlands", "the Netherlands"),
    "NO": ("norway", "Norway"), "PL": ("poland", "Poland"), "PT": ("portugal", "Portugal"),
    "MK": ("republic-of-north-macedonia", "North Macedonia"), "RO": ("romania", "Romania"),
    "RS": ("serbia", "Serbia"), "SK": ("slovakia", "Slovakia"), "SI": ("slovenia", "Slovenia"),
    "ES": ("spain", "Spain"), "SE": ("sweden", "Sweden"), "CH": ("switzerland", "Switzerland"),
    "UA": ("ukraine", "Ukraine"), "GB": ("united-kingdom", "the United Kingdom"),
  ]
}
