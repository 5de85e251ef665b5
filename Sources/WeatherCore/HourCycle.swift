import FoundationEssentials

/// How clock times are written: "14:05" or "2:05pm".
public enum HourCycle: String, Sendable, Hashable, Codable, CaseIterable {
  case twentyFourHour = "24h"
  case twelveHour = "12h"

  /// Picks the clock the POSIX locale variables ask for (`LC_ALL`, `LC_TIME`, `LANG`): 12-hour
  /// where the locale writes hours that way (en_US, en_AU, en_IN …), else 24-hour; "C" and
  /// "POSIX" are 24-hour.
  public static func fromLocale(environment: [String: String]) -> HourCycle {
    let value = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
    // "en_US.UTF-8@euro" → "en_US"
    let identifier = String(value.prefix { $0 != "." && $0 != "@" })
    return forLocale(identifier)
  }

  /// The clock of a locale identifier ("en_US", "fr_CA", "ko"); 24-hour for "C", "POSIX" and
  /// anything unknown.
  public static func forLocale(_ identifier: String) -> HourCycle {
    let parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" })
    guard let language = parts.first.map(String.init), identifier != "C", identifier != "POSIX" else {
      return .twentyFourHour
    }
    // A script subtag ("zh_Hant_TW") comes before the region; alone, it implies one.
    if parts.count == 2, let region = scriptRegions[identifier] {
      return twelveHourRegions.contains(region) ? .twelveHour : .twentyFourHour
    }
    guard let region = parts.dropFirst().last(where: { $0.count == 2 }).map({ $0.uppercased() }) else {
      return twelveHourLanguages.contains(language) ? .twelveHour : .twentyFourHour
    }
    if language == "fr" && region == "CA" { return .twentyFourHour }
    return twelveHourRegions.contains(region) ? .twelveHour : .twentyFourHour
  }

  // MARK: - CLDR's preferred hour format

  // CLDR's time data as ICU 76 answers `dateFormat(fromTemplate: "j")` for each of its
  // locales: the region decides, except French in Canada. Reading it from a table keeps ICU
  // (and its 34 MB of data) out of the program; HourCycleTests compares every locale ICU knows.
  static let twelveHourRegions: Set<String> = [
    "AE", "AG", "AL", "AR", "AS", "AU", "BB", "BD", "BH", "BM", "BN", "BO", "BS", "BT", "CA", "CL", "CO", "CR", "CU",
    "CY", "DJ", "DM", "DO", "DZ", "EC", "EG", "EH", "ER", "ET", "FJ", "FM", "GD", "GH", "GM", "GR", "GT", "GU", "GY",
    "HK", "HN", "IN", "IQ", "JM", "JO", "KH", "KI", "KN", "KP", "KR", "KW", "KY", "LB", "LC", "LR", "LS", "LY", "MH",
    "MO", "MP", "MR", "MW", "MX", "MY", "NA", "NI", "NZ", "OM", "PA", "PE", "PG", "PH", "PK", "PR", "PS", "PW", "PY",
    "QA", "SA", "SB", "SD", "SG", "SL", "SO", "SS", "SV", "SY", "SZ", "TC", "TD", "TN", "TO", "TT", "TW", "UM", "US",
    "UY", "VC", "VE", "VG", "VI", "VU", "WS", "YE", "ZM",
  ]

  /// Language and script without a region, where ICU reads the script as a region.
  static let scriptRegions = ["zh_Hant": "TW", "yue_Hans": "CN"]

  /// Languages named without a region that ICU writes with a 12-hour clock.
  static let twelveHourLanguages: Set<String> = [
    "ak", "am", "apw", "ar", "arn", "as", "bem", "bgc", "bho", "bn", "brx", "byn", "ccp", "ceb", "cho", "chr", "cic",
    "ckb", "csw", "doi", "dz", "ee", "el", "en", "fil", "gaa", "gez", "gn", "gu", "haw", "hi", "iu", "kab", "km", "kn",
    "ko", "kok", "kpe", "ks", "kxv", "lkt", "lut", "mai", "mi", "mic", "mid", "ml", "mni", "moh", "mr", "ms", "mus",
    "naq", "nnp", "nus", "nv", "ny", "om", "or", "osa", "pa", "pqm", "qu", "raj", "sa", "sat", "sd", "sm", "so", "sq",
    "syr", "ta", "te", "ti", "tig", "to", "trv", "ur", "vai", "wal", "xnr", "yue",
  ]
}
