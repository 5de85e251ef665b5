import FoundationEssentials
import Glibc
import Panes
import ViewModels
import WeatherCore
import WeatherProviders

/// One run of the user's `on_alert` command for the alerts one answer brought: `/bin/sh -c
/// command` in a process group of its own, every alert as a JSON array on its standard input,
/// the first (most severe) described by `WEATHERTUI_ALERT_*` variables for shell one-liners, its
/// output discarded (curses owns the terminal), killed after `timeout`. `AlertNotifier` decides
/// when runs start and ends them at quit.
///
/// A one-line ntfy forwarder:
/// `on_alert = "curl -s -H \"Title: $WEATHERTUI_ALERT_EVENT\" -d \"$WEATHERTUI_ALERT_SUMMARY\" ntfy.sh/my-topic"`.
struct AlertHook: Sendable {
  var command: String
  /// Long enough for a slow network call, short enough that a hung command is not kept.
  var timeout: TimeInterval = 20

  // MARK: - What the command reads

  /// The JSON the command reads: an array with one `{"place", "alert", "upgraded"}` object per
  /// alert, most severe first, the alert as `--once --format json` writes it (WeatherKit's
  /// field names).
  static func payload(_ announcements: [AnnouncedAlert]) -> Data {
    struct Item: Encodable {
      struct Place: Encodable {
        var name: String
        var latitude: Double
        var longitude: Double
        var countryCode: String?
      }
      var place: Place
      var alert: WeatherKitREST.WeatherAlert
      var upgraded: Bool
    }
    let items = announcements.map { announcement in
      let location = announcement.location
      return Item(
        place: .init(
          name: announcement.placeName, latitude: location.latitude, longitude: location.longitude,
          countryCode: location.countryCode),
        alert: WeatherKitREST.WeatherAlert(announcement.alert), upgraded: announcement.upgraded)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return (try? encoder.encode(items)) ?? Data("[]".utf8)
  }

  /// What the command inherits of the program's environment, and nothing else: where to find
  /// programs and files (`PATH`, `HOME`, `USER`, `LOGNAME`, `SHELL`, `TMPDIR`, the XDG folders),
  /// the language and zone (`LANG`, `LANGUAGE`, `LC_*`, `TZ`), how to reach the network as the
  /// program does (the proxy variables, `CURL_CA_BUNDLE`, `SSL_CERT_FILE`, `SSL_CERT_DIR`) and the
  /// desktop (`DISPLAY`, `WAYLAND_DISPLAY`, `DBUS_SESSION_BUS_ADDRESS`, for notify-send). Not the
  /// WeatherKit credentials, not the program's own settings, and not the terminal (`TERM`,
  /// `COLUMNS`): the command has no terminal, and needs no key to announce an alert.
  static let inherited: Set<String> = [
    "PATH", "HOME", "USER", "LOGNAME", "SHELL", "TMPDIR", "XDG_RUNTIME_DIR", "XDG_CONFIG_HOME", "XDG_DATA_HOME",
    "XDG_STATE_HOME", "XDG_CACHE_HOME", "LANG", "LANGUAGE", "TZ", "DISPLAY", "WAYLAND_DISPLAY",
    "DBUS_SESSION_BUS_ADDRESS", "http_proxy", "https_proxy", "no_proxy", "all_proxy", "HTTP_PROXY", "HTTPS_PROXY",
    "NO_PROXY", "ALL_PROXY", "CURL_CA_BUNDLE", "SSL_CERT_FILE", "SSL_CERT_DIR",
  ]

  /// The command's environment: `inherited` (and `LC_*`) from `environment`, a `PATH` where
  /// there was none, and the `WEATHERTUI_ALERT_*` variables, which describe the first alert
  /// (the most severe; the array on standard input has them all):
  ///
  /// - `WEATHERTUI_ALERT_COUNT`: how many alerts this run carries;
  /// - `WEATHERTUI_ALERT_PLACES`: the places they are for, by name, ", " between them;
  /// - `WEATHERTUI_ALERT_EVENT`, `_SEVERITY` (extreme, severe, moderate, minor or unknown),
  ///   `_PLACE`, `_AREA`, `_HEADLINE`, `_SOURCE` (the issuer), `_ID`, `_URL` (a web page, or
  ///   empty), `_ONSET` and `_ENDS` (ISO 8601 in UTC, empty when the service gave none),
  ///   `_UPGRADED` (1 when announced before at a lower severity, else 0);
  /// - `WEATHERTUI_ALERT_SUMMARY`: one line for a person, "SEVERE Winter Storm Warning at
  ///   Springfield until Sun 14 Mar 05:00", with "(and 3 more)" when the run carries more.
  ///
  /// Values are the served texts as the program shows them (controls removed), cut short.
  static func environment(
    for announcements: [AnnouncedAlert], inheriting environment: [String: String], hourCycle: HourCycle
  ) -> [String: String] {
    var result = environment.filter { inherited.contains($0.key) || $0.key.hasPrefix("LC_") }
    if result["PATH"]?.isEmpty ?? true { result["PATH"] = "/usr/local/bin:/usr/bin:/bin" }
    guard let first = announcements.first else { return result }
    let alert = first.alert
    func clean(_ text: String?, _ limit: Int = 500) -> String {
      let clean = RemoteText.sanitize(text ?? "").trimmingWhitespace()
      return clean.count > limit ? String(clean.prefix(limit - 1)) + "…" : clean
    }
    func instant(_ date: Date?) -> String { date.map { $0.formatted(.iso8601) } ?? "" }
    var places: [String] = []
    for announcement in announcements where !places.contains(announcement.placeName) {
      places.append(announcement.placeName)
    }
    let ends = alert.hazardEnd
    let clock = PlaceClock(timeZone: first.location.timeZone, hourCycle: hourCycle)
    var summary =
      (alert.severity == .unknown ? "ALERT" : alert.severity.rawValue.uppercased()) + " "
      + clean(alert.event, 120) + " at " + clean(first.placeName, 80)
    if let ends { summary += " until " + clock.timeOrDayTime(ends, now: first.announcedAt) }
    if announcements.count > 1 { summary += " (and \(announcements.count - 1) more)" }
    let values: [String: String] = [
      "COUNT": String(announcements.count), "PLACES": clean(places.joined(separator: ", "), 1_000),
      "EVENT": clean(alert.event), "SEVERITY": alert.severity.rawValue, "PLACE": clean(first.placeName),
      "AREA": clean(alert.areaDescription), "HEADLINE": clean(alert.headline), "SOURCE": clean(alert.source),
      "ID": clean(alert.id), "URL": clean(alert.detailsURL, 1_000), "ONSET": instant(alert.onset),
      "ENDS": instant(ends), "UPGRADED": first.upgraded ? "1" : "0", "SUMMARY": summary,
    ]
    for (name, value) in values { result["WEATHERTUI_ALERT_" + name] = value }
    return result
  }

  // MARK: - The child process

  /// Runs the command to its end or the timeout; nil when it exited 0, else what happened.
  /// `started` is given the process (and group) id as soon as it exists, so it can be ended
  /// from outside.
  static func runBlocking(
    command: String, input: Data, environment: [String: String] = ["PATH": "/usr/bin:/bin"], timeout: TimeInterval,
    started: (pid_t) -> Void = { _ in }
  ) -> String? {
    // A socket pair, not a pipe: a command that exits without reading its input would make a
    // write to a pipe raise SIGPIPE, which ends the dashboard; `send(MSG_NOSIGNAL)` answers
    // EPIPE instead. Our end does not block, so a command that never reads cannot hold the
    // write past the timeout (an alert's texts may run to tens of KB).
    var ends: [Int32] = [0, 0]
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
      return "could not make a socket pair (errno \(errno))"
    }
    // Neither end leaks into other children; the dup2 onto the command's stdin clears the flag.
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // Its own process group, so a timeout or quit ends whatever the shell started too; default
    // signal handling, not the dashboard's.
    var defaults = sigset_t()
    sigfillset(&defaults)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    var pid: pid_t = 0
    let arguments = ["/bin/sh", "-c", command]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var envp: [UnsafeMutablePointer<CChar>?] =
      environment.sorted { $0.key < $1.key }.map { strdup("\($0)=\($1)") } + [nil]
    defer { for pointer in envp { free(pointer) } }
    let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, &argv, &envp)
    close(ends[0])
    guard spawned == 0 else {
      close(ends[1])
      // EAGAIN: the user's process limit is full; say which limit, as the program does at start.
      let limits =
        spawned == EAGAIN ? "; \(ProcessLimits.describeLimits(anyProcessLimit: true)) leave no room for it" : ""
      return "could not start /bin/sh (\(String(cString: strerror(spawned))))\(limits)"
    }
    started(pid)
    // The input goes in as the command takes it, between checks on whether it has ended; a
    // command that stops reading (EPIPE) or has read enough simply gets no more.
    var offset = 0
    var writing = true
    let deadline = Date().addingTimeInterval(timeout)
    var status: Int32 = 0
    while true {
      if writing {
        let sent = input.withUnsafeBytes { bytes in
          offset < bytes.count
            ? send(ends[1], bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) : 0
        }
        if sent > 0 { offset += sent }
        if offset >= input.count || (sent < 0 && errno != EAGAIN && errno != EINTR) {
          close(ends[1])
          writing = false
        }
      }
      let done = waitpid(pid, &status, WNOHANG)
      if done == pid { break }
      if done < 0 {
        if writing { close(ends[1]) }
        return "could not wait for the command (errno \(errno))"
      }
      if Date() >= deadline {
        if writing { close(ends[1]) }
        kill(-pid, SIGKILL)
        waitpid(pid, &status, 0)
        return "still running after \(Int(timeout)) s, stopped; make the command finish sooner"
      }
      usleep(writing ? 1_000 : 20_000)
    }
    if writing { close(ends[1]) }
    let exited = status & 0x7f == 0
    let code = (status >> 8) & 0xff
    if exited { return code == 0 ? nil : "the command exited with status \(code)" }
    return "the command was ended by signal \(status & 0x7f)"
  }
}

/// An alert to announce, with the place it is for and when it came.
struct AnnouncedAlert: Sendable {
  var placeName: String
  var location: Location
  var alert: WeatherAlert
  var upgraded: Bool
  var announcedAt: Date

  init(_ announcement: AlertAnnouncement, at now: Date) {
    placeName = announcement.placeName
    location = announcement.location
    alert = announcement.alert
    upgraded = announcement.upgraded
    announcedAt = now
  }
}
