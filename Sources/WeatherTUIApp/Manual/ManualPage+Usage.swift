import UserFiles
import WeatherProviders

extension ManualPage {
  /// EXIT STATUS: the codes `WeatherTUIProgram` exits with, taken from the failures that carry
  /// them.
  static func exitStatusSection() -> [String] {
    let runtime = AppFailure.runtime("").exitCode
    let usage = AppFailure.usage("").exitCode
    let configFile = UserFileError(.config, path: "", message: "").exitCode
    let placesFile = UserFileError(.places, path: "", message: "").exitCode
    var items: [(tag: String, body: [String])] = [
      (
        "0",
        [
          MDoc.line(
            "Success: the weather printed, or the dashboard quit with q or by SIGINT, SIGTERM, SIGQUIT or SIGHUP; "
              + "also --help and --version.")
        ]
      )
    ]
    var meanings: [Int32: [String]] = [:]
    meanings[runtime, default: []].append(
      "A failure at run time: the network or a service failed, a resource limit is too low to run in")
    meanings[placesFile, default: []].append("the saved places file cannot be read or written")
    meanings[usage, default: []].append(
      "A usage error: a bad option, a place that is not one, no place given or saved for --once, an environment "
        + "variable that is not usable")
    meanings[configFile, default: []].append("the config file is unreadable or wrong")
    for code in meanings.keys.sorted() {
      items.append((String(code), [MDoc.line(meanings[code]!.joined(separator: "; ") + ".")]))
    }
    return [".Sh EXIT STATUS"] + tagList(items)
      + [".Pp", MDoc.line("Other signals restore the terminal and end the program by that signal.")]
  }

  /// EXAMPLES: the uses the README and the docs lead with.
  static func examplesSection() -> [String] {
    let upstream = ProviderEndpoints.upstreamVariable
    let selfHosted = [
      ServiceEndpoint.openMeteo.variable + "=http://open-meteo.lan:8080 \\",
      ServiceEndpoint.archive.variable + "=http://open-meteo.lan:8080 \\",
      OpenMeteoLimits.environmentVariable + "=off weathertui",
    ]
    let examples =
      example(
        "A wall display: every place at a glance, one after another every 20 seconds, dimmed at night, in a tmux "
          + "session that outlives the login:",
        "tmux new -d -s weather 'weathertui --overview --cycle 20 --quiet-hours 22:00-07:00'")
      + example(
        "The weather for a script, as one JSON document:",
        "weathertui --once --format json -l Berlin | jq '.places[0].currentWeather.temperature'")
      + example("A bare coordinate needs no place search:", "weathertui -l 52.52,13.41")
      + example(
        "One of many displays behind a shared cache (" + upstream + ", deploy/nginx/weathertui-cache.conf):",
        upstream + "=http://cache-host:8080 weathertui --cycle 20")
      + [".Pp", MDoc.line("A self-hosted Open-Meteo, without the free tier's limits:"), ".Bd -literal -offset indent"]
      + selfHosted.map(MDoc.verbatim) + [".Ed"]
    // The section heading already starts a paragraph.
    return [".Sh EXAMPLES"] + examples.dropFirst()
  }

  /// A sentence, then one command line set off below it, unwrapped so it can be copied.
  private static func example(_ sentence: String, _ command: String) -> [String] {
    [".Pp", MDoc.line(sentence), ".Bd -literal -offset indent", MDoc.verbatim(command), ".Ed"]
  }

  /// SEE ALSO: the tools the examples use, and where the rest is written.
  static func seeAlsoSection() -> [String] {
    [
      ".Sh SEE ALSO",
      ".Xr jq 1 ,",
      ".Xr tmux 1 ,",
      ".Xr nginx 8",
      ".Pp",
      MDoc.line(
        "The documents in the source's docs folder: configuration.md (every config key), scripting.md (--once "
          + "text and JSON), themes.md, wall-display.md, fleet.md (the shared cache), alerts.md and weatherkit.md."),
    ]
  }
}
