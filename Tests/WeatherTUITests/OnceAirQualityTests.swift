import Foundation
import TestSupport
import Testing
import WeatherCore
import WeatherProviders

@testable import WeatherTUIApp

/// `--once` with air quality, in-process against the stand-in (made-up values) on 127.0.0.1.
@Suite(.serialized) struct OnceAirQualityTests {
  final class Capture: @unchecked Sendable {
    var text = ""
  }

  private func environment(_ api: StandInAPI) -> [String: String] {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("once-aq-\(UUID().uuidString)").path
    return api.endpointEnvironment.merging([
      "XDG_CACHE_HOME": cache, "XDG_CONFIG_HOME": cache + "/config", "XDG_STATE_HOME": cache + "/state",
      "LANG": "en_GB.UTF-8",
    ]) { $1 }
  }

  private func run(_ arguments: [String], environment: [String: String]) async throws -> String {
    let command = try WeatherTUICommand.parse(arguments + ["--wire", "json"])
    let settings = try Settings.resolve(options: command, environment: environment)
    let capture = Capture()
    var runner = OnceRunner(settings: settings, environment: environment, client: CurlHTTPClient())
    runner.output = { capture.text += String(decoding: $0, as: UTF8.self) }
    try await runner.run()
    return capture.text
  }

  @Test func textHasTheAirLineAndTheCreditAfterTheForecast() async throws {
    let api = try StandInAPI()
    let text = try await run(["--once", "-l", "Berlin", "--width", "100"], environment: environment(api))
    let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("Air quality: ") && $0.contains("EAQI") })
    #expect(line.contains(", mostly "))
    #expect(text.contains("Pollen (MeteoSwiss classes): birch "), "\(line)")
    #expect(text.contains("Air quality: CAMS via Open-Meteo.com"))
    #expect(text.split(separator: "\n").allSatisfy { $0.count == 100 })
    let requests = api.requests
    let forecast = try #require(requests.firstIndex { $0.hasPrefix("/v1/forecast") })
    let air = try #require(requests.firstIndex { $0.hasPrefix("/v1/air-quality") })
    #expect(forecast < air, "weather comes before air")
  }

  @Test func jsonHasASeparateAirQualityBlockWithUnits() async throws {
    let api = try StandInAPI()
    let text = try await run(["--once", "-l", "Tucson", "--format", "json"], environment: environment(api))
    let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(document["places"] is [[String: Any]])
    let block = try #require(document["airQuality"] as? [String: Any])
    let derived = try #require(block["derived"] as? [[String: Any]])
    #expect(Set(derived.compactMap { $0["field"] as? String }) == ["category", "dominantPollutant", "level"])
    let place = try #require((block["places"] as? [[String: Any]])?.first)
    #expect(place["state"] as? String == "served")
    #expect(place["scale"] as? String == "us", "Tucson's index is the US one")
    let current = try #require(place["current"] as? [String: Any])
    let us = try #require(current["usAqi"] as? [String: Any])
    #expect(us["unit"] as? String == "USAQI" && us["category"] is String)
    let pm = try #require((current["concentrations"] as? [String: Any])?["pm2_5"] as? [String: Any])
    #expect(pm["unit"] as? String == "μg/m³")
    #expect((current["pollen"] as? [String: Any])?.isEmpty == true, "no pollen outside Europe")
    #expect((block["attribution"] as? [String: Any])?["text"] as? String == AirQuality.attribution.text)
  }

  @Test func aFailedAirRequestNeverFailsTheRun() async throws {
    let api = try StandInAPI()
    try api.failAirQuality(status: 503)
    let text = try await run(["--once", "-l", "Berlin", "--width", "100"], environment: environment(api))
    #expect(text.contains("Air quality: not available"))
    #expect(!text.contains("Air quality: CAMS"), "no credit for data not shown")
  }

  @Test func configuredScaleWins() async throws {
    let api = try StandInAPI()
    var env = environment(api)
    let config = env["XDG_CONFIG_HOME"]! + "/weathertui"
    try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
    try "aqi = \"us\"\n".write(toFile: config + "/config.toml", atomically: true, encoding: .utf8)
    env["XDG_CONFIG_HOME"] = env["XDG_CONFIG_HOME"]
    let text = try await run(["--once", "-l", "Berlin", "--width", "100"], environment: env)
    #expect(text.contains("(US AQI)"))
  }

  @Test func linesWrapAndFoldToASCII() {
    let hour = AirQualityHour(
      date: Date(timeIntervalSince1970: 0), europeanIndex: 32, europeanSubIndices: [.ozone: 32, .pm2_5: 20],
      pollen: [.birch: 43, .grass: 2, .alder: 0])
    let air = AirQuality(current: hour, hourly: [], fetchedAt: Date(timeIntervalSince1970: 0))
    let berlin = Location(name: "Berlin", latitude: 52.5, longitude: 13.4, timeZoneIdentifier: "Europe/Berlin")
    let wide = OnceAirQualityText.lines(
      .served(air, fetchedAt: air.fetchedAt), location: berlin, scale: nil, now: Date(timeIntervalSince1970: 60),
      width: 200, ascii: false)
    #expect(
      wide.first?.trimmingCharacters(in: .whitespaces)
        == "Air quality: 32 Fair (EAQI), mostly O3 · Pollen (MeteoSwiss classes): birch moderate (43 grains/m³), grass low (2 grains/m³)"
    )
    let narrow = OnceAirQualityText.lines(
      .served(air, fetchedAt: air.fetchedAt), location: berlin, scale: nil, now: Date(timeIntervalSince1970: 60),
      width: 60, ascii: true)
    #expect(narrow.allSatisfy { $0.count == 60 && $0.unicodeScalars.allSatisfy(\.isASCII) })
    #expect(narrow.first?.trimmingCharacters(in: .whitespaces) == "Air quality: 32 Fair (EAQI), mostly O3")
  }
}
