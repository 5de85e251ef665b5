import FoundationEssentials
import WeatherProviders

extension ManualPage {
  /// One ENVIRONMENT entry: the variables and what they do.
  struct Variable {
    var names: [String]
    var meaning: String
  }

  /// The variables a user may set, by what they are for. `ManualPageTests` checks that every
  /// variable the program's sources read is here (or deliberately left out).
  static let variables: [Variable] = [
    Variable(
      names: ["TERM", "COLORTERM"],
      meaning:
        "The terminal and its colour depth: truecolor or 24bit in COLORTERM gives 24-bit colour, a TERM ending "
        + "in 256color 256 colours, else 16. A TERM ncurses cannot drive (unset, dumb, unknown) gets the --once "
        + "text instead of the dashboard, with a notice."),
    Variable(names: ["NO_COLOR"], meaning: "Any non-empty value turns colour off; bold, dim and reverse remain."),
    Variable(
      names: ["COLORFGBG"],
      meaning:
        "The terminal's text and background colour numbers, as rxvt and Konsole set them (15;0 is white on black): "
        + "whether the background is dark or light, for the default theme, when the terminal does not answer the "
        + "question for its background colour (OSC 11) and neither --background nor the config's background says."),
    Variable(
      names: ["LC_ALL", "LC_CTYPE", "LANG"],
      meaning:
        "A UTF-8 character set draws with Unicode; any other draws with ASCII characters only, as --ascii does. "
        + "A UTF-8 locale that is not installed is named on the screen."),
    Variable(names: ["LC_MEASUREMENT"], meaning: "Metric or imperial units, unless --units or the config says."),
    Variable(names: ["LC_TIME"], meaning: "A 12- or 24-hour clock, unless the config's clock says."),
    Variable(
      names: ["LC_MESSAGES"], meaning: "The language of Canadian (French) and Norwegian alert texts; else English."),
    Variable(
      names: ["TZ"],
      meaning: "The machine's own zone, for the status view and --quiet-hours; else /etc/localtime."),
    Variable(
      names: ["TZDIR"],
      meaning: "Where the tz database is, for every place's local time (default /usr/share/zoneinfo)."),
    Variable(names: ["COLUMNS"], meaning: "The width of --once text when --width is not given."),
    Variable(
      names: ["HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"],
      meaning: "Where the config, the saved places and the cache are; see FILES."),
    Variable(
      names: [
        WeatherKitCredentials.teamIDVariable, WeatherKitCredentials.serviceIDVariable,
        WeatherKitCredentials.keyIDVariable, WeatherKitCredentials.keyFileVariable,
      ],
      meaning: "Credentials for --provider weatherkit; they win over the config's [weatherkit] table."),
    Variable(
      names: ["WEATHERTUI_NWS_CONTACT"],
      meaning:
        "An email address or website for the User-Agent of NWS and MET Norway alert requests; wins over the "
        + "config's nws_contact."),
    Variable(
      names: [ProviderEndpoints.upstreamVariable],
      meaning:
        "The base URL of a shared caching proxy for a fleet of displays (deploy/nginx/weathertui-cache.conf): "
        + "every service is asked for under its path there (/open-meteo, /archive, /nws, ...), one place per "
        + "request, so displays showing the same place share the answer. A variable below still wins for its "
        + "service."),
    Variable(
      names: [OpenMeteoLimits.environmentVariable],
      meaning:
        "The weighted Open-Meteo calls kept to a minute, an hour and a UTC day, as MINUTE,HOUR,DAY; off for a "
        + "server without the free tier's limits (self-hosted, or the commercial API)."),
    Variable(
      names: ["CURL_CA_BUNDLE", "SSL_CERT_FILE", "SSL_CERT_DIR"],
      meaning:
        "The certificates HTTPS trusts instead of the system's, for a proxy that inspects TLS: a file of them "
        + "(CURL_CA_BUNDLE wins, or SSL_CERT_FILE) or a directory openssl rehash has filled."),
    Variable(
      names: ["SWIFT_BACKTRACE"],
      meaning: "When set, Swift's own crash report follows the program's one-line crash message."),
  ]

  /// ENVIRONMENT: `variables`, then each service's base-URL variable from the one table of
  /// them (`ServiceEndpoint.all`), with the address an unset variable means.
  static func environmentSection() -> [String] {
    let defaults = try? ProviderEndpoints(environment: [:])
    let services = ServiceEndpoint.all.map { service in
      let url = defaults.map { " (default " + $0[service].absoluteString + ")" } ?? ""
      return (tag: "Ev " + service.variable, body: [MDoc.line("The base URL of " + service.purpose + url + ".")])
    }
    return [".Sh ENVIRONMENT"]
      + tagList(
        variables.map { variable in
          (tag: "Ev " + variable.names.joined(separator: " , "), body: [MDoc.line(variable.meaning)])
        })
      + [
        ".Pp",
        MDoc.line(
          "Each service's address can be set on its own, for tests against a stand-in server, a self-hosted "
            + "Open-Meteo, or one service behind a cache; an address must be an http or https URL:"),
      ] + tagList(services)
  }
}
