import FoundationEssentials
import Glibc
import Panes
import ViewModels
import WeatherCore
import WeatherProviders

/// `--once`: fetch (or read from the cache) every place, print it, exit.
struct OnceRunner {
  var settings: Settings
  var environment: [String: String]
  /// Every request's client, from the composition root (`WeatherTUICommand.run`).
  var client: HTTPClient
  /// The terminal's background, when the dashboard found it before falling back to this;
  /// else the text renderer finds it if the page needs it.
  var background: TerminalBackgroundChoice? = nil
  /// Where the weather goes, in pieces (JSON a place at a time): standard output. A failure to
  /// write it fails the run (`deliver`).
  var output: ([UInt8]) throws -> Void = { try StandardStream.output.writeAll($0) }
  /// The wall clock; tests replaying a recorded answer set the instant it was recorded.
  var clock: () -> Date = Date.init

  func run() async throws {
    let services = try WeatherServices.make(settings: settings, environment: environment, client: client)
    defer { for warning in services.cacheDirectory?.warnings ?? [] { Console.warn(warning) } }
    // A name that finds nothing fails the run (exit 1) as a failed forecast does, after the
    // others are printed: a script gets every place there is and learns that one is missing.
    let resolved = try await PlaceResolver(geocoder: services.geocoder)
      .resolve(settings.places, configPath: settings.configPath)
    let locations = resolved.locations
    let now = clock()
    // After a heavy climate request (this run's or another process's) Open-Meteo refuses
    // everything else for the rest of that minute, so the gate waits it out; whenever a request
    // does wait, say so and for how long rather than hang silently.
    await services.openMeteoGate?.observeWaits { until in
      guard let until else { return }
      let seconds = Int(min(max(0, until.timeIntervalSince(now)), OpenMeteoBudget.minuteWindow).rounded(.up))
      Console.warn("waiting \(seconds) s for Open-Meteo's per-minute limit (this minute's calls are spent)")
    }
    // A climate record longer than a minute's share (climate_baseline = "1970-latest") is asked
    // in parts a minute apart; the first goes only when the minute allows, the others wait.
    await services.openMeteoGate?.observeClimateWaits { until in
      guard let until else { return }
      let seconds = Int(min(max(0, until.timeIntervalSinceNow), OpenMeteoBudget.minuteWindow).rounded(.up))
      Console.warn(
        "waiting \(seconds) s for Open-Meteo's per-minute limit: the climate record is asked in parts, one a minute")
    }
    let results = await services.forecasts.forecasts(for: locations, refresh: settings.refresh, now: now)

    var failures = resolved.misses.map(\.error)
    var shown: [(Weather, ForecastResult)] = []
    for (location, result) in zip(locations, results) {
      if let weather = result.weather {
        shown.append((weather, result))
        if result.isStale, let fetchedAt = result.fetchedAt {
          Console.warn(
            "\(location.name): showing data from \(FooterPane.age(now.timeIntervalSince(fetchedAt))) ago; "
              + (result.error ?? "refresh failed"))
        }
      } else {
        failures.append("\(location.name): \(result.error ?? "no data")")
      }
    }

    // Air quality after the weather (weather comes before air) and before climate, whose heavy
    // request would spend the minute the air's light one needs; a failure is one line, never
    // the run's failure.
    let airLocations = shown.map(\.0.location)
    let air = await services.airQuality.airQuality(for: airLocations, refresh: settings.refresh, now: clock())
    for (location, result) in zip(airLocations, air) {
      switch result {
      case .failed(let message): Console.warn("\(location.name): \(message)")
      case .stale(_, let fetchedAt, let message):
        Console.warn(
          "\(location.name): air quality from \(FooterPane.age(now.timeIntervalSince(fetchedAt))) ago; \(message)")
      case .served: break
      }
    }

    // The context (today against normal, changes) needs each place's climate; from the cache
    // when it has it, else batched requests through the same gate, as far as the budget goes.
    // Never waited for: a script gets its answer now, and a place whose normals would wait for
    // the minute says when they come. On the clock as it is now: the forecasts may have waited.
    let climates = await services.climate.climates(
      for: shown.map(\.0.location), now: clock(), waitingForTheMinute: false)
    for (entry, climate) in zip(shown, climates) {
      if case .failed(let reason) = climate { Console.warn("\(entry.0.location.name): climate unavailable: \(reason)") }
    }
    let coverage = ClimateCoverage(climates.map(ClimateStatus.init))
    if coverage.deferred > 0, let deferral = climates.lazy.compactMap({ ClimateStatus($0).deferral }).first {
      // A plan, not a failure: the exit status stays 0.
      Console.warn(
        "\(coverage.text); the others' normals come \(deferral.isNextDay ? "on later days" : "later today"): \(deferral.reason)"
      )
    }

    /// Past expiry by the same rule as the dashboard's STALE, whether or not this run's
    /// refresh failed.
    func isStale(_ weather: Weather, _ result: ForecastResult) -> Bool {
      WeatherSnapshot(weather: weather, fetchedAt: result.fetchedAt ?? now)
        .isStale(at: now, refreshInterval: settings.refreshInterval)
    }
    switch settings.format {
    case .json:
      var document = WeatherKitDocument(
        places: zip(shown, climates).map { entry, climate in
          .init(
            weather: entry.0, isStale: isStale(entry.0, entry.1), refreshError: entry.1.isStale ? entry.1.error : nil,
            climate: ClimateStatus(climate), now: now)
        })
      document.airQuality = AirQualityDocument(
        results: Array(zip(airLocations, air)), scale: settings.airQualityScale)
      let later = clock()
      if let limits = services.openMeteoGate?.budget?.limits,
        let costs = RefreshPlan.Costs.openMeteo(limits: limits, baseline: services.climate.baseline, now: later)
      {
        let waiting = climates.indices.filter { if case .deferred = climates[$0] { true } else { false } }
        let plan = RefreshPlan(
          places: shown.count, pendingRecords: waiting.count, configured: settings.refreshInterval, costs: costs)
        document.refreshPlan = .init(plan, climateCost: services.climate.costNote(now: later))
        for (index, time) in zip(waiting, services.climate.expectedRecordTimes(count: waiting.count, now: later)) {
          // Not before the minute it is asked again.
          document.places[index].climateExpectedBy = max(time, document.places[index].climateRetryAt ?? time)
        }
      }
      try deliver { output in
        try document.write(to: output)
        try output([UInt8(ascii: "\n")])
      }
    case .text where !shown.isEmpty:
      let renderer = OnceTextRenderer(settings: settings, environment: environment, background: background)
      if let warning = renderer.width.warning { Console.warn(warning) }
      for warning in renderer.theme.warnings { Console.warn(warning) }
      let page = renderer.render(
        zip(zip(shown, climates), air).map {
          OnceTextRenderer.Entry(
            weather: $0.0.0.0, fetchedAt: $0.0.0.1.fetchedAt ?? now, isStale: isStale($0.0.0.0, $0.0.0.1),
            error: $0.0.0.1.isStale ? $0.0.0.1.error : nil,
            climate: ClimateStatus($0.0.1), air: $0.1)
        }, now: now)
      try deliver { try $0(Array(page.utf8)) }
    case .text:
      break
    }
    if !failures.isEmpty {
      throw AppFailure.runtime(failures.joined(separator: "; "))
    }
  }

  /// Writes what the user asked for. A script on a full disk (ENOSPC), past `ulimit -f` (EFBIG)
  /// or with its output closed gets one line and status 1, never an empty file and 0; a reader
  /// that has gone (`| head`) ends the program quietly by SIGPIPE, as it ends any program.
  func deliver(_ writing: (([UInt8]) throws -> Void) throws -> Void) throws {
    do {
      try writing(output)
    } catch let failure as StandardStream.Failure {
      if failure.code == EPIPE {
        signal(SIGPIPE, SIG_DFL)
        raise(SIGPIPE)
      }
      throw AppFailure.runtime(Self.outputFailure(failure.code))
    }
  }

  /// "cannot write the weather to standard output: No space left on device", with the limit
  /// named for EFBIG.
  static func outputFailure(_ code: Int32) -> String {
    let reason = String(cString: strerror(code))
    let hint =
      switch code {
      case EFBIG: " (the file size limit, ulimit -f, is reached)"
      case ENOSPC, EDQUOT: "; free some space or write elsewhere"
      default: ""
      }
    return "cannot write the weather to standard output: \(reason)\(hint)"
  }
}
