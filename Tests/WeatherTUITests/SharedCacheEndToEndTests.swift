import Foundation
import TestSupport
import Testing

/// Many displays behind deploy/nginx/weathertui-cache.conf (a real nginx, Debian's nginx-light)
/// in front of the stand-in API: displays showing the same place share one upstream request per
/// 10 minutes, show the same values, and keep showing data when the upstream is gone.
extension TerminalSessions {
  @Suite(.serialized) struct SharedCacheEndToEndTests {
    static let script = StandInAPI.packageRoot.appendingPathComponent("scripts/nginx-cache").path
    static let hasNginx =
      ProcessRunner.which("nginx") != nil || FileManager.default.isExecutableFile(atPath: "/usr/sbin/nginx")
    static let canRun = EndToEndTests.canRun && hasNginx
    static let why: Comment =
      "needs nginx (scripts/bootstrap --test installs nginx-light), tmux, python3 and the release binary"

    /// Six places, each display shows three of them, overlapping.
    static let pool = ["Berlin", "Annapolis Royal", "Duluth", "Reykjavík", "Tucson", "Rijeka"]

    /// A cache in front of `api`; its base URL and folder.
    static func startCache(in folder: String, api: StandInAPI, forecastValid: String? = nil) throws -> String {
      let arguments = [script, "start", folder, api.baseURL]
      let port =
        forecastValid == nil
        ? try ProcessRunner.run("bash", arguments)
        : try ProcessRunner.run("env", ["NGINX_CACHE_FORECAST_VALID=\(forecastValid!)", "bash"] + arguments)
      return "http://127.0.0.1:" + port.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func stopCache(in folder: String) {
      _ = try? ProcessRunner.run("bash", [script, "stop", folder])
    }

    static func environment(upstream: String, home: String) -> [String: String] {
      [
        "WEATHERTUI_UPSTREAM": upstream, "XDG_CACHE_HOME": home + "/cache", "XDG_CONFIG_HOME": home + "/config",
        "XDG_STATE_HOME": home + "/state", "HOME": home, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
        "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      ]
    }

    /// Starts `--once --format json` displays for `places`, all at once, and returns each one's
    /// current temperature by place name.
    static func onceDisplays(_ places: [[String]], upstream: String, folder: String) throws -> [[String: Double]] {
      var children: [(ChildProcess, String)] = []
      for (index, names) in places.enumerated() {
        let home = folder + "/once-\(index)-\(UUID().uuidString.prefix(6))"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let output = home + "/out.json"
        let child = try ChildProcess(
          path: EndToEndTests.binary, arguments: ["--once", "--format", "json"] + names.flatMap { ["-l", $0] },
          environment: environment(upstream: upstream, home: home), standardOutput: output,
          standardError: home + "/err.txt")
        children.append((child, home))
      }
      return try children.map { child, home in
        let ended = child.wait()
        let error = (try? String(contentsOfFile: home + "/err.txt", encoding: .utf8)) ?? ""
        try #require(ended == .exited(0), "a --once display failed: \(error)")
        let data = try Data(contentsOf: URL(fileURLWithPath: home + "/out.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let places = try #require(document["places"] as? [[String: Any]])
        var temperatures: [String: Double] = [:]
        for place in places {
          let name = try #require((place["location"] as? [String: Any])?["name"] as? String)
          let current = try #require(place["currentWeather"] as? [String: Any])
          temperatures[name] = try #require(current["temperature"] as? Double)
        }
        return temperatures
      }
    }

    @Test(.enabled(if: canRun, why))
    func twentyOnceDisplaysAndFiveDashboardsShareOneRequestPerPlace() async throws {
      // Without the per-minute limit: the fleet's first archive requests all come from the cache's
      // one address, and past 600 weighted calls a minute Open-Meteo (and the stand-in) refuses
      // them until the next minute (README, Many displays), which would only make this test slow.
      let api = try StandInAPI(limits: "0,0,0")
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fleet-\(UUID().uuidString)").path
      let upstream = try Self.startCache(in: folder + "/nginx", api: api)
      defer { Self.stopCache(in: folder + "/nginx") }

      // 20 displays, each with three neighbouring places of the pool, in two waves of ten at once.
      let assignments = (0..<20).map { i in (0..<3).map { Self.pool[(i + $0) % Self.pool.count] } }
      var shown = try Self.onceDisplays(Array(assignments.prefix(10)), upstream: upstream, folder: folder)
      shown += try Self.onceDisplays(Array(assignments.suffix(10)), upstream: upstream, folder: folder)

      // 5 dashboards, Berlin first on each.
      var dashboards: [TmuxSession] = []
      defer { dashboards.forEach { $0.kill() } }
      for index in 0..<5 {
        let home = folder + "/dashboard-\(index)"
        let others = [Self.pool[1 + index % 5], Self.pool[1 + (index + 1) % 5]]
        let session = TmuxSession()
        try session.start(
          "\(EndToEndTests.binary) -l Berlin \(others.map { "-l '\($0)'" }.joined(separator: " "))", width: 100,
          height: 30, environment: Self.environment(upstream: upstream, home: home))
        dashboards.append(session)
      }
      var cards: [String] = []
      for session in dashboards {
        let screen = try await session.waitFor(timeout: 20) {
          $0.first?.contains("Berlin") == true && $0.joined().contains("Weather data by Open-Meteo.com")
        }
        cards.append(try #require(screen.first { $0.contains("feels") }, "no current card: \(screen)"))
      }

      // Upstream: one forecast request per place, whatever the number of displays.
      let forecasts = api.requests.filter { $0.hasPrefix("/v1/forecast") && $0.contains("current=") }
      let distinct = Set(forecasts)
      #expect(distinct.count == Self.pool.count, "one request per place: \(distinct.count) distinct")
      #expect(forecasts.count == distinct.count, "\(forecasts.count) forecast requests reached the upstream")
      let archives = api.requests.filter { $0.hasPrefix("/v1/archive") }
      #expect(archives.count == Set(archives).count, "each place's archive asked once: \(archives.count)")
      #expect(Set(archives).count == Self.pool.count)
      let log = (try? String(contentsOfFile: folder + "/nginx/access.log", encoding: .utf8)) ?? ""
      let asked = log.split(separator: "\n").filter {
        $0.contains("/open-meteo/v1/forecast") && $0.contains("current=")
      }
      #expect(asked.count >= 20 * 3 + 5 * 3, "every display asked the cache: \(asked.count)")

      // Every display shows the same values for a place.
      for place in Self.pool {
        let values = Set(shown.compactMap { $0[place] })
        #expect(values.count == 1, "\(place): \(values)")
      }
      #expect(Set(cards).count == 1, "the five dashboards' Berlin cards differ: \(cards)")
      let berlin = try #require(shown.compactMap { $0["Berlin"] }.first)
      #expect(cards[0].contains("\(Int(berlin.rounded()))°C"), "\(cards[0]) against \(berlin)")

      // The upstream goes away: a display started now, with nothing cached of its own, still shows
      // the places through the cache.
      api.stop()
      let late = try Self.onceDisplays([["Berlin", "Tucson"]], upstream: upstream, folder: folder)
      #expect(late.first?["Berlin"] == berlin)
    }

    @Test(.enabled(if: canRun, why))
    func anExpiredAnswerIsServedStaleWhenTheUpstreamIsGone() async throws {
      let api = try StandInAPI()
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stale-\(UUID().uuidString)").path
      let upstream = try Self.startCache(in: folder + "/nginx", api: api, forecastValid: "1s")
      defer { Self.stopCache(in: folder + "/nginx") }
      let first = try Self.onceDisplays([["Duluth"]], upstream: upstream, folder: folder)
      api.stop()
      try await Task.sleep(for: .seconds(2))
      let later = try Self.onceDisplays([["Duluth"]], upstream: upstream, folder: folder)
      #expect(later.first?["Duluth"] == first.first?["Duluth"])
      let log = (try? String(contentsOfFile: folder + "/nginx/access.log", encoding: .utf8)) ?? ""
      #expect(log.contains("200 STALE"), "the expired forecast was served stale: \(log.suffix(600))")
    }
  }
}
