import WeatherCore

/// The ISO 3166-2 code of the Australian state or territory a place is in: from its region's
/// name when place search gave one ("Sydney, New South Wales, Australia"), else from its time
/// zone, since each of Australia's tz zones lies in one state (the tz database's `zone.tab`
/// names them so: Australia/Broken_Hill is "New South Wales (Yancowinna)"). Canberra shares
/// Sydney's zone, so a coordinate place there counts as New South Wales unless its region
/// names the territory.
enum AustralianStates {
  static let byName: [String: String] = [
    "new south wales": "AU-NSW", "victoria": "AU-VIC", "queensland": "AU-QLD", "south australia": "AU-SA",
    "western australia": "AU-WA", "tasmania": "AU-TAS", "northern territory": "AU-NT",
    "australian capital territory": "AU-ACT", "jervis bay territory": "AU-ACT",
  ]

  static let byZone: [String: String] = [
    "Australia/Sydney": "AU-NSW", "Australia/Broken_Hill": "AU-NSW", "Australia/Lord_Howe": "AU-NSW",
    "Australia/Melbourne": "AU-VIC", "Australia/Brisbane": "AU-QLD", "Australia/Lindeman": "AU-QLD",
    "Australia/Adelaide": "AU-SA", "Australia/Perth": "AU-WA", "Australia/Eucla": "AU-WA",
    "Australia/Hobart": "AU-TAS", "Antarctica/Macquarie": "AU-TAS", "Australia/Darwin": "AU-NT",
    // Old names the tz database keeps as links.
    "Australia/ACT": "AU-NSW", "Australia/Canberra": "AU-NSW", "Australia/NSW": "AU-NSW",
    "Australia/Victoria": "AU-VIC", "Australia/Queensland": "AU-QLD", "Australia/South": "AU-SA",
    "Australia/West": "AU-WA", "Australia/Tasmania": "AU-TAS", "Australia/North": "AU-NT",
    "Australia/Yancowinna": "AU-NSW", "Australia/LHI": "AU-NSW",
  ]

  /// The place's state code, or nil when neither its region nor its zone says.
  static func code(of location: Location) -> String? {
    let parts = location.region.split(separator: ",").map { $0.trimmingWhitespace().lowercased() }
    for part in parts {
      if let code = byName[part] { return code }
    }
    return location.timeZoneIdentifier.flatMap { byZone[$0] }
  }
}
