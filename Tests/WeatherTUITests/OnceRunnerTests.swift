import Foundation
import TestSupport
import Testing
import WeatherProviders

@testable import WeatherTUIApp

/// `--once` end to end in-process: real HTTP to the stand-in API on 127.0.0.1, the real cache.
@Suite(.serialized) struct OnceRunnerTests {
  final class Capture: @unchecked Sendable {
    var text = ""
  }

  func environment(api: StandInAPI, cache: String) -> [String: String] {
    api.endpointEnvironment.merging([
      "XDG_CACHE_HOME": cache, "XDG_CONFIG_HOME": cache + "/config", "XDG_STATE_HOME": cache + "/state",
      "LANG": "en_GB.UTF-8",
    ]) { $1 }
  }

  /// Runs `--once` in-process. JSON on the wire unless the arguments say otherwise: the
  /// stand-in needs flatc for FlatBuffers, which the end-to-end tests cover.
  func run(_ arguments: [String], environment: [String: String]) async throws -> String {
    let command = try WeatherTUICommand.parse(
      arguments.contains("--wire") ? arguments : arguments + ["--wire", "json"])
    let settings = try Settings.resolve(options: command, environment: environment)
    let capture = Capture()
    var runner = OnceRunner(settings: settings, environment: environment, client: CurlHTTPClient())
    runner.output = { capture.text += String(decoding: $0, as: UTF8.self) }
    try await runner.run()
    return capture.text
  }

  /// Dashboard forecasts only: the climate's recent-days request also goes to /v1/forecast.
  func forecastRequests(_ api: StandInAPI) -> Int {
    api.requests.filter { $0.hasPrefix("/v1/forecast") && $0.contains("current=") }.count
  }

  func temporaryDirectory() -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("once-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func jsonSaysWhereEachDatasetCameFromWithoutArithmeticNoise() async throws {
    let api = try StandInAPI()
    let env = environment(api: api, cache: temporaryDirectory())
    let text = try await run(["--once", "-l", "Berlin", "--format", "json"], environment: env)
    // 364.58000000000004 and the like: binary arithmetic printed as if it were data.
    #expect(text.range(of: #"[0-9]\.[0-9]*(00000|99999)[0-9]"#, options: .regularExpression) == nil)
    let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let place = try #require((document["places"] as? [[String: Any]])?.first)
    for name in ["currentWeather", "forecastHourly", "forecastDaily", "forecastNextHour", "weatherAlerts"] {
      let metadata = (place[name] as? [String: Any])?["metadata"] as? [String: Any]
      // Berlin's alerts are the Deutscher Wetterdienst's (the stand-in's WFS), not Open-Meteo's.
      let provider = name == "weatherAlerts" ? "Deutscher Wetterdienst (maps.dwd.de)" : "Open-Meteo"
      #expect(metadata?["providerName"] as? String == provider, "\(name)")
      #expect(metadata?["readTime"] is String, "\(name)")
    }
    let daily = try #require((place["forecastDaily"] as? [String: Any])?["metadata"] as? [String: Any])
    let derived = (daily["derived"] as? [[String: Any]] ?? []).compactMap { $0["field"] as? String }
    #expect(derived.contains("days[].moonPhase") && derived.contains("days[].daytimeForecast"))
    let nextHour = try #require(place["forecastNextHour"] as? [String: Any])
    #expect((nextHour["summary"] as? [[String: Any]])?.isEmpty == false)
    for name in ["weatherChanges", "historicalComparisons", "monthlyStatistics"] {
      let metadata = (place[name] as? [String: Any])?["metadata"] as? [String: Any]
      #expect(metadata?["providerName"] as? String == "WeatherTUI", "\(name)")
      #expect((metadata?["derivedFrom"] as? String)?.contains("Open-Meteo") == true, "\(name)")
    }
    let summary = try #require(place["dailySummary"] as? [String: Any])
    let firstDate = try #require((summary["days"] as? [[String: Any]])?.first?["date"] as? String)
    #expect(firstDate.range(of: #"^\d{4}-\d{2}-\d{2}$"#, options: .regularExpression) != nil)
  }

  @Test func noEscapeSequenceFromTheNetworkReachesTheJSONOrTheCache() async throws {
    let api = try StandInAPI()
    let cache = temporaryDirectory()
    let env = environment(api: api, cache: cache)
    // Springfield, Illinois: the stand-in's NWS alert carries ESC [2J, OSC 0 … BEL, OSC 52, a C1
    // CSI, a bidi override, zero-width spaces and joiners, byte-order marks, a word joiner, a soft
    // hyphen and a tag sequence in its headline, description and instruction.
    let text = try await run(["--once", "-l", "39.80,-89.64", "--format", "json"], environment: env)
    #expect(text.contains("Winter Storm Warning issued by NWS Lincoln IL"))
    func clean(_ text: String, _ what: String) {
      let bad = text.unicodeScalars.filter {
        ($0.value < 0x20 && $0 != "\n") || (0x7F..<0xA0).contains($0.value) || $0.properties.generalCategory == .format
          || (0xE0000...0xE007F).contains($0.value)
      }
      #expect(bad.isEmpty, "\(what) holds control or format characters: \(bad.map { String($0.value, radix: 16) })")
      for escaped in ["\\u001b", "\\u0007", "\\u009b", "\\u202e", "\\u200b", "\\ufeff", "52;c", "0;owned"] {
        #expect(!text.lowercased().contains(escaped), "\(what) holds \(escaped)")
      }
    }
    clean(text, "the JSON")
    clean(try await run(["--once", "-l", "39.80,-89.64"], environment: env), "the text")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let alert = try #require(
      (((document["places"] as? [[String: Any]])?.first?["weatherAlerts"] as? [String: Any])?["alerts"]
        as? [[String: Any]])?.first)
    clean(try #require(alert["headline"] as? String), "the decoded headline")
    let alertsMetadata =
      (((document["places"] as? [[String: Any]])?.first?["weatherAlerts"] as? [String: Any])?[
        "metadata"] as? [String: Any])
    #expect(alertsMetadata?["providerName"] as? String == "US National Weather Service (api.weather.gov)")
    let description = try #require(alert["messages"] as? [[String: Any]]).first?["text"] as? String
    #expect(description == "* WHAT...Heavy snow. Total accumulations of 8 inches.")
    let files = FileManager.default.enumerator(atPath: cache + "/weathertui")?.compactMap { $0 as? String } ?? []
    let forecasts = files.filter { $0.hasSuffix(".json") }
    #expect(!forecasts.isEmpty, "no cache file written")
    for file in forecasts {
      clean(try String(contentsOfFile: cache + "/weathertui/" + file, encoding: .utf8), file)
    }
  }

  @Test func jsonForTwoPlacesComesFromOneRequestAndThenFromTheCache() async throws {
    let api = try StandInAPI()
    let env = environment(api: api, cache: temporaryDirectory())
    let text = try await run(["--once", "-l", "Berlin", "-l", "-42.88,147.33", "--format", "json"], environment: env)
    let document = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    let places = document["places"] as! [[String: Any]]
    #expect(places.count == 2)
    let location = places[0]["location"] as! [String: Any]
    #expect(location["name"] as? String == "Berlin")
    #expect(location["timezone"] as? String == "Europe/Berlin")
    let hours = (places[1]["forecastHourly"] as! [String: Any])["hours"] as! [[String: Any]]
    #expect(hours.count >= 200)
    let days = (places[1]["forecastDaily"] as! [String: Any])["days"] as! [[String: Any]]
    #expect(days.count == 10)
    let metadata = places[0]["metadata"] as! [String: Any]
    #expect(metadata["stale"] as? Bool == false)
    #expect(forecastRequests(api) == 1)

    _ = try await run(["--once", "-l", "Berlin", "-l", "-42.88,147.33", "--format", "json"], environment: env)
    #expect(forecastRequests(api) == 1, "a fresh cache makes no request")
    #expect(api.requests.filter { $0.hasPrefix("/v1/search") }.count == 1, "geocoding is cached too")

    _ = try await run(["--once", "-l", "Berlin", "--refresh", "--format", "json"], environment: env)
    #expect(forecastRequests(api) == 2, "--refresh forces a request")
  }

  @Test func aFailedRefreshShowsTheCachedDataWithTheReason() async throws {
    let api = try StandInAPI()
    let env = environment(api: api, cache: temporaryDirectory())
    _ = try await run(["--once", "-l", "52.52,13.41", "--format", "json"], environment: env)
    try api.fail(status: 503)
    let text = try await run(["--once", "-l", "52.52,13.41", "--refresh", "--format", "json"], environment: env)
    let document = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    let place = (document["places"] as! [[String: Any]])[0]
    let metadata = place["metadata"] as! [String: Any]
    // Seconds old, so not stale: STALE is for data past its expiry, not for a failed refresh.
    #expect(metadata["stale"] as? Bool == false)
    #expect((metadata["refreshError"] as? String)?.contains("503") == true)
  }

  @Test func noCacheAndNoNetworkIsARuntimeFailure() async throws {
    let api = try StandInAPI()
    try api.fail(status: 503)
    let env = environment(api: api, cache: temporaryDirectory())
    await #expect(throws: AppFailure.self) {
      _ = try await run(["--once", "-l", "52.52,13.41"], environment: env)
    }
  }

  @Test func badInputIsAUsageError() async throws {
    let api = try StandInAPI()
    let env = environment(api: api, cache: temporaryDirectory())
    do {
      _ = try await run(["--once", "-l", "95,13"], environment: env)
      Issue.record("expected a failure")
    } catch let failure as AppFailure {
      #expect(failure.exitCode == 2)
      #expect(failure.message.contains("latitude 95 is out of range"))
    }
    do {
      _ = try await run(["--once"], environment: env)
      Issue.record("expected a failure")
    } catch let failure as AppFailure {
      #expect(failure.exitCode == 2)
      #expect(failure.message.hasPrefix("no location given and none saved"))
    }
  }
}
