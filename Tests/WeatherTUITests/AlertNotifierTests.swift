import Foundation
import Synchronization
import SystemFiles
import Testing
import UserFiles
import ViewModels
import WeatherCore

@testable import WeatherTUIApp

#if canImport(Glibc)
  import Glibc
#endif

/// The notifier people rely on: each alert announced once across restarts, a flood of alerts
/// in a bounded number of runs, every run ended at quit, a documented environment.
@Suite struct AlertNotifierTests {
  static let springfield = Location(
    name: "Springfield", region: "Illinois, United States", latitude: 39.8, longitude: -89.64,
    timeZoneIdentifier: "America/Chicago", countryCode: "US")
  static let now = Date(timeIntervalSince1970: 1_790_000_000)

  /// The places' zones come from the tz database, as in the program.
  init() { ZoneDatabase.install() }

  static func announcements(_ count: Int, tag: String = "a") -> [AlertAnnouncement] {
    (0..<count).map { index in
      AlertAnnouncement(
        placeName: "Springfield", location: springfield,
        alert: WeatherAlert(
          id: "\(tag)-\(index)", event: "Flood Warning \(index)", severity: index == 7 ? .extreme : .moderate,
          onset: now, ends: now.addingTimeInterval(5 * 3600), source: "NWS Lincoln IL"))
    }
  }

  static func notifier(command: String?, recordPath: String?) -> AlertNotifier {
    AlertNotifier(
      command: command, record: AnnouncedAlerts(), recordPath: recordPath,
      environment: [
        "PATH": "/usr/bin:/bin", "HOME": "/tmp", "TERM": "xterm", "WEATHERKIT_KEY_FILE": "/secret/key.p8",
        "WEATHERTUI_NWS_URL": "http://127.0.0.1:9", "LC_TIME": "en_GB.UTF-8", "https_proxy": "http://proxy:3128",
      ], hourCycle: .twentyFourHour
    ) { _ in }
  }

  /// The shells running hooks whose command line holds `marker`.
  static func hookShells(marker: String) -> Set<pid_t> {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return Set(
      entries.compactMap { entry -> pid_t? in
        guard let pid = pid_t(entry),
          let command = try? String(contentsOfFile: "/proc/\(entry)/cmdline", encoding: .utf8)
        else { return nil }
        return command.contains(marker) ? pid : nil
      })
  }

  /// Every process in one of `groups` (the hooks and whatever they started).
  static func members(of groups: Set<pid_t>) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry -> pid_t? in
      guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      // After "pid (comm)": state, ppid, pgrp.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      // A zombie has ended; its parent has yet to be told.
      guard fields.count > 2, fields[0] != "Z", let group = pid_t(fields[2]) else { return nil }
      return groups.contains(group) ? pid : nil
    }
  }

  static func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("notifier-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func aFloodOfHangingHooksRunsInBoundsAndAllEndAtQuit() throws {
    // A marker in the command line, so the count finds these processes and no others.
    let marker = "weathertui-flood-\(UUID().uuidString.prefix(8))"
    let folder = try Self.folder()
    let record = folder + "/announced-alerts.json"
    let notifier = Self.notifier(command: "sleep 1000; : \(marker)", recordPath: record)
    // One refresh bringing 2,000 new alerts, then five more refreshes with more.
    notifier.announce(Self.announcements(2_000), now: Self.now, ringBell: false) {}
    for refresh in 1...5 {
      notifier.announce(Self.announcements(10, tag: "r\(refresh)"), now: Self.now, ringBell: false) {}
    }
    var most = 0
    var groups: Set<pid_t> = []
    let deadline = Date().addingTimeInterval(3)
    while Date() < deadline {
      let shells = Self.hookShells(marker: marker)
      groups.formUnion(shells)
      most = max(most, shells.count)
      usleep(50_000)
    }
    #expect(most == AlertNotifier.maximumRuns, "two runs at once: one for the 2,000, one for what came after")
    #expect(Self.members(of: groups).count == 2 * AlertNotifier.maximumRuns, "a shell and its sleep each")
    let quitting = Date()
    notifier.stop()
    #expect(Date().timeIntervalSince(quitting) < 3, "q must not wait for the hooks")
    #expect(Self.members(of: groups).isEmpty, "every hook and what it started ended at quit")
    // Nothing was told: a hook ended by quit has not announced, so the next start does.
    #expect(notifier.announced.places.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: record))
  }

  @Test func alertsThatWaitedGoOutTogetherInOneRun() throws {
    let folder = try Self.folder()
    // Each run writes what it read to a file of its own, slowly, so the next batches wait.
    let notifier = Self.notifier(
      command: "cat > \"\(folder)/run-$$.json\"; sleep 0.5", recordPath: folder + "/announced-alerts.json")
    for batch in 0..<6 {
      notifier.announce(Self.announcements(3, tag: "b\(batch)"), now: Self.now, ringBell: false) {}
    }
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline, notifier.announced.places.values.map({ $0.count }).reduce(0, +) < 18 { usleep(20_000) }
    notifier.stop()
    let runs = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("run-") }
    #expect(runs.count == 3, "the first two batches at once, the four that waited in one run: \(runs)")
    var ids: [String] = []
    for run in runs {
      let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + run))
      let array = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
      ids += array.compactMap { ($0["alert"] as? [String: Any])?["id"] as? String }
    }
    #expect(ids.count == 18 && Set(ids).count == 18, "each alert in exactly one run")
    // And written down as told.
    let saved = AnnouncedAlerts.load(path: folder + "/announced-alerts.json")
    #expect(saved.warning == nil)
    #expect(saved.alerts.places[Self.springfield.roundedKey]?.count == 18)
  }

  @Test func theCommandSeesTheAlertAndALimitedEnvironment() throws {
    let folder = try Self.folder()
    let notifier = Self.notifier(command: "env > \"\(folder)/env.txt\"", recordPath: nil)
    notifier.announce(Self.announcements(9), now: Self.now, ringBell: false) {}
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline, notifier.announced.places.isEmpty { usleep(20_000) }
    notifier.stop()
    let text = try String(contentsOfFile: folder + "/env.txt", encoding: .utf8)
    var variables: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { variables[String(parts[0])] = String(parts[1]) }
    }
    #expect(variables["PATH"] == "/usr/bin:/bin")
    #expect(variables["https_proxy"] == "http://proxy:3128")
    #expect(variables["LC_TIME"] == "en_GB.UTF-8")
    #expect(variables["WEATHERKIT_KEY_FILE"] == nil, "no credentials")
    #expect(variables["TERM"] == nil, "no terminal")
    #expect(variables["WEATHERTUI_NWS_URL"] == nil, "not the program's own settings")
    // The most severe first: the extreme one.
    #expect(variables["WEATHERTUI_ALERT_COUNT"] == "9")
    #expect(variables["WEATHERTUI_ALERT_EVENT"] == "Flood Warning 7")
    #expect(variables["WEATHERTUI_ALERT_SEVERITY"] == "extreme")
    #expect(variables["WEATHERTUI_ALERT_PLACE"] == "Springfield")
    #expect(variables["WEATHERTUI_ALERT_PLACES"] == "Springfield")
    #expect(variables["WEATHERTUI_ALERT_ID"] == "a-7")
    #expect(variables["WEATHERTUI_ALERT_ONSET"] == "2026-09-21T14:13:20Z")
    #expect(variables["WEATHERTUI_ALERT_ENDS"] == "2026-09-21T19:13:20Z")
    #expect(variables["WEATHERTUI_ALERT_UPGRADED"] == "0")
    #expect(variables["WEATHERTUI_ALERT_SUMMARY"] == "EXTREME Flood Warning 7 at Springfield until 14:13 (and 8 more)")
  }

  @Test func withoutACommandTheBellRingsOnceAndTheAlertsAreToldAtOnce() throws {
    let folder = try Self.folder()
    let path = folder + "/announced-alerts.json"
    let notifier = Self.notifier(command: nil, recordPath: path)
    let rings = Mutex(0)
    notifier.announce(Self.announcements(3), now: Self.now, ringBell: true) { rings.withLock { $0 += 1 } }
    notifier.stop()
    #expect(rings.withLock { $0 } == 1)
    // The next start begins from the record: nothing announced twice.
    let saved = AnnouncedAlerts.load(path: path)
    var watch = AlertWatch(known: saved.alerts.severities)
    let again = watch.observe(
      placeKey: Self.springfield.roundedKey, alerts: Self.announcements(4).map(\.alert), now: Self.now)
    #expect(again.map(\.alert.id) == ["a-3"], "only the one not announced before")
  }
}

/// The record of announced alerts in the state folder.
@Suite struct AnnouncedAlertsTests {
  static let now = Date(timeIntervalSince1970: 1_790_000_000)

  @Test func aRecordIsKeptUntilTwoDaysAfterItsAlertEnds() {
    var record = AnnouncedAlerts()
    let ended = WeatherAlert(
      id: "old", event: "Frost", severity: .minor, ends: Self.now.addingTimeInterval(-3 * 86_400), source: "S")
    let running = WeatherAlert(id: "new", event: "Storm", severity: .severe, source: "S")
    record.record(ended, placeKey: "p", now: Self.now.addingTimeInterval(-4 * 86_400))
    record.record(running, placeKey: "p", now: Self.now)
    #expect(record.pruned(now: Self.now).places["p"].map { Set($0.keys) } == ["new"])
  }

  /// As `places.toml`: a record the user made a link (a dotfiles checkout) stays one, read
  /// through and written to the file it names; a link to nothing is said; a forged file is
  /// refused.
  @Test func aLinkKeepsItsTargetAndAForgedFileIsRefused() throws {
    let folder = try AlertNotifierTests.folder()
    let path = folder + "/announced-alerts.json"
    try FileManager.default.createDirectory(atPath: folder + "/dotfiles", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: folder + "/dotfiles/announced.json")
    let dangling = AnnouncedAlerts.load(path: path)
    #expect(
      dangling.warning?.contains("is a symbolic link to \(folder)/dotfiles/announced.json, which does not exist")
        == true,
      "\(dangling.warning ?? "no warning")")
    var record = AnnouncedAlerts()
    record.record(WeatherAlert(id: "x", event: "E", severity: .minor, source: "S"), placeKey: "p", now: Self.now)
    #expect(throws: UserFileError.self) { try record.save(path: path) }
    // The file restored where the link points: saved there, the link kept.
    try "".write(toFile: folder + "/dotfiles/announced.json", atomically: true, encoding: .utf8)
    try record.save(path: path)
    let info = try FileManager.default.attributesOfItem(atPath: path)
    #expect(info[.type] as? FileAttributeType == .typeSymbolicLink, "the link stays")
    let loaded = AnnouncedAlerts.load(path: path)
    #expect(loaded.alerts == record && loaded.warning == nil)
    #expect(try String(contentsOfFile: folder + "/dotfiles/announced.json", encoding: .utf8).contains("\"x\""))
    try "{\"version\": 9}".write(toFile: folder + "/dotfiles/announced.json", atomically: true, encoding: .utf8)
    #expect(AnnouncedAlerts.load(path: path).warning?.contains("not a record of announced alerts") == true)
  }
}
