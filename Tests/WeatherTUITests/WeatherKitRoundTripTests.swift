import Crypto
import Foundation
import TestSupport
import Testing
import WeatherProviders

@testable import WeatherTUIApp

/// WeatherKit in, WeatherKit out: each real answer recorded in `../shared/fixtures/go-weatherkit`
/// goes through the real provider (over HTTP from a stand-in on 127.0.0.1) to `--once --format
/// json`, and every field Apple served must come out with the same value.
@Suite(.serialized) struct WeatherKitRoundTripTests {
  static let folder = "fixtures/go-weatherkit"
  static let recordings = [
    "full_weather.json", "current_weather.json", "forecast_daily.json", "forecast_hourly.json",
    "next_hour_forecast.json",
  ]

  @Test(
    SharedFolder.needs((recordings + ["availability.json"]).map { folder + "/" + $0 }),
    arguments: recordings)
  func everyServedFieldComesOutUnchanged(_ name: String) async throws {
    let body = try SharedFolder.data(Self.folder + "/" + name)
    let availability = try SharedFolder.data(Self.folder + "/availability.json")
    let recorded = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
    let place = try await Self.onceJSON(
      serving: body, availability: availability, now: Self.earliestInstant(in: recorded))

    var differences: [String] = []
    var compared = 0
    for (dataset, value) in recorded {
      Self.compare(value, place[dataset], path: dataset, differences: &differences, compared: &compared)
    }
    #expect(compared > 20, "\(name): too few served values compared (\(compared))")
    #expect(
      differences.isEmpty, "\(name): \(differences.count) served values changed or lost, e.g. \(differences.prefix(8))")
  }

  /// No recorded WeatherKit alert is public, so this one is written from the field list of
  /// apis.md §4.4 (as seen in real answers): every field must survive, and the detail's text
  /// arrives as `messages`.
  @Test func everyAlertFieldComesOutUnchanged() async throws {
    let alert: [String: Any] = [
      "name": "WeatherAlertSummary", "id": "2f2b4a6e-0000-4000-8000-000000000001", "areaId": "NYZ072",
      "areaName": "New York (Manhattan)", "countryCode": "US", "description": "Heat Advisory",
      "effectiveTime": "2022-07-05T17:00:00Z", "expireTime": "2022-07-06T00:00:00Z",
      "issuedTime": "2022-07-05T16:55:00Z", "eventOnsetTime": "2022-07-05T18:00:00Z",
      "eventEndTime": "2022-07-06T00:00:00Z",
      "detailsUrl": "https://weatherkit.apple.com/alertDetails/index.html?ids=x&lang=en-US&timezone=America/New_York",
      "precedence": 0, "severity": "moderate", "source": "National Weather Service", "eventSource": "US",
      "urgency": "expected", "certainty": "likely", "importance": "normal", "responses": ["prepare", "monitor"],
    ]
    let body = try JSONSerialization.data(withJSONObject: [
      "weatherAlerts": [
        "name": "WeatherAlertCollection",
        "metadata": [
          "attributionURL": "https://developer.apple.com/weatherkit/data-source-attribution/",
          "expireTime": "2022-07-05T17:35:00Z", "readTime": "2022-07-05T17:30:00Z", "units": "m", "version": 1,
          "latitude": 40.713, "longitude": -74.006,
        ],
        "detailsUrl": "https://weatherkit.apple.com/alertDetails/index.html?ids=x&lang=en-US",
        "alerts": [alert],
      ]
    ])
    let detail = Data(#"{"messages":[{"language":"en-US","text":"* WHAT...Heat index values up to 100."}]}"#.utf8)
    let place = try await Self.onceJSON(
      serving: body, availability: Data(#"["weatherAlerts"]"#.utf8), alertDetail: detail,
      now: Date(timeIntervalSince1970: 1_657_042_200))
    let recorded = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
    var differences: [String] = []
    var compared = 0
    let collection = try #require(recorded["weatherAlerts"] as? [String: Any])
    Self.compare(
      collection, place["weatherAlerts"], path: "weatherAlerts", differences: &differences, compared: &compared)
    #expect(compared >= 25)
    #expect(differences.isEmpty, "\(differences)")
    let written = try #require(((place["weatherAlerts"] as? [String: Any])?["alerts"] as? [[String: Any]])?.first)
    #expect(written["headline"] == nil)  // WeatherKit serves none; nothing is copied into it
    #expect(
      (written["messages"] as? [[String: Any]])?.first?["text"] as? String == "* WHAT...Heat index values up to 100.")
  }

  // MARK: - Running --once against a stand-in WeatherKit

  /// The first place of `--once --format json` with the provider answering `body`.
  static func onceJSON(
    serving body: Data, availability: Data, alertDetail: Data = Data("{}".utf8), now: Date
  ) async throws -> [String: Any] {
    let server = try StandInServer { request in
      if request.path.hasPrefix("/api/v1/availability/") {
        return StandInResponse(headers: ["Content-Type": "application/json"], body: availability)
      }
      if request.path.hasPrefix("/api/v1/weatherAlert/") {
        return StandInResponse(headers: ["Content-Type": "application/json"], body: alertDetail)
      }
      if request.path.hasPrefix("/api/v1/weather/") {
        return StandInResponse(headers: ["Content-Type": "application/json"], body: body)
      }
      return StandInResponse(status: 404, text: "{}")
    }
    defer { server.stop() }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("roundtrip-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("config/weathertui"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let keyPath = folder.appendingPathComponent("AuthKey_TESTKEY123.p8").path
    try Data(P256.Signing.PrivateKey().pemRepresentation.utf8).write(to: URL(fileURLWithPath: keyPath))
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: keyPath)
    try Data(
      """
      [[places]]
      name = "New York"
      latitude = 40.713
      longitude = -74.006
      timezone = "America/New_York"
      country = "US"
      """.utf8
    ).write(to: folder.appendingPathComponent("config/weathertui/config.toml"))
    let environment = [
      "WEATHERTUI_WEATHERKIT_URL": server.baseURL.absoluteString, "WEATHERKIT_TEAM_ID": "TEAM123456",
      "WEATHERKIT_SERVICE_ID": "com.example.weathertui", "WEATHERKIT_KEY_ID": "TESTKEY123",
      "WEATHERKIT_KEY_FILE": keyPath, "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
      "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
      "XDG_STATE_HOME": folder.appendingPathComponent("state").path, "LANG": "en_US.UTF-8",
    ]
    // Keyless services the document also consults: nothing listens there.
    .merging(StandInAPI.endpointEnvironment("http://127.0.0.1:9")) { own, _ in own }
    let command = try WeatherTUICommand.parse(["--once", "--provider", "weatherkit", "--format", "json"])
    let settings = try Settings.resolve(options: command, environment: environment)
    final class Capture: @unchecked Sendable { var text = "" }
    let capture = Capture()
    var runner = OnceRunner(settings: settings, environment: environment, client: CurlHTTPClient())
    runner.output = { capture.text += $0 }
    runner.clock = { now }
    try await runner.run()
    let document = try #require(try JSONSerialization.jsonObject(with: Data(capture.text.utf8)) as? [String: Any])
    return try #require((document["places"] as? [[String: Any]])?.first)
  }

  /// The earliest forecast instant of the answer, so that nothing in it has passed yet.
  static func earliestInstant(in recorded: [String: Any]) -> Date {
    var earliest = Date.distantFuture
    func visit(_ value: Any, key: String) {
      if let object = value as? [String: Any] {
        for (key, child) in object where key != "metadata" { visit(child, key: key) }
      } else if let list = value as? [Any] {
        for child in list { visit(child, key: key) }
      } else if ["forecastStart", "startTime", "asOf"].contains(key), let text = value as? String,
        let date = try? Date(text, strategy: .iso8601)
      {
        earliest = min(earliest, date)
      }
    }
    visit(recorded, key: "")
    return earliest
  }

  // MARK: - Comparing

  /// Records every leaf of `served` that `written` lacks or holds with another value.
  static func compare(_ served: Any, _ written: Any?, path: String, differences: inout [String], compared: inout Int) {
    if let object = served as? [String: Any] {
      let out = written as? [String: Any]
      if out == nil { differences.append("\(path): missing") }
      for (key, value) in object {
        compare(value, out?[key], path: path + "." + key, differences: &differences, compared: &compared)
      }
    } else if let list = served as? [Any] {
      let out = written as? [Any] ?? []
      if out.count != list.count { differences.append("\(path): \(list.count) served, \(out.count) written") }
      for (index, value) in list.enumerated() {
        compare(
          value, index < out.count ? out[index] : nil, path: "\(path)[\(index)]", differences: &differences,
          compared: &compared)
      }
    } else {
      compared += 1
      if !sameLeaf(served, written) {
        differences.append("\(path): \(served) → \(written.map { "\($0)" } ?? "absent")")
      }
    }
  }

  static func sameLeaf(_ served: Any, _ written: Any?) -> Bool {
    guard let written else { return false }
    if let text = served as? String { return text == written as? String }
    if let number = served as? NSNumber, let other = written as? NSNumber {
      return number.doubleValue == other.doubleValue
    }
    return served is NSNull && written is NSNull
  }
}
