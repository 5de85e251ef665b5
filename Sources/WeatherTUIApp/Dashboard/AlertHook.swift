import Dispatch
import FoundationEssentials
import Glibc
import ViewModels
import WeatherCore
import WeatherProviders

/// Runs the user's `on_alert` command for a new or upgraded alert: `/bin/sh -c command`, the
/// alert as JSON on its standard input, its output discarded (curses owns the terminal), killed
/// after `timeout`. Off the main queue, so the dashboard never waits for it; what went wrong
/// comes back as one line for the status view.
///
/// A one-line ntfy forwarder: `on_alert = "curl -s -H 'Title: Weather alert' -T - ntfy.sh/my-topic"`.
struct AlertHook: Sendable {
  var command: String
  /// Long enough for a slow network call, short enough that a hung command is not kept.
  var timeout: TimeInterval = 20

  /// The JSON the command reads: the place, and the alert as `--once --format json` writes it
  /// (WeatherKit's field names).
  static func payload(_ announcement: AlertAnnouncement) -> Data {
    struct Payload: Encodable {
      struct Place: Encodable {
        var name: String
        var latitude: Double
        var longitude: Double
        var countryCode: String?
      }
      var place: Place
      var alert: WeatherKitREST.WeatherAlert
    }
    let location = announcement.location
    let payload = Payload(
      place: .init(
        name: announcement.placeName, latitude: location.latitude, longitude: location.longitude,
        countryCode: location.countryCode),
      alert: WeatherKitREST.WeatherAlert(announcement.alert))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return (try? encoder.encode(payload)) ?? Data("{}".utf8)
  }

  /// Starts the command for `announcement` in the background; `failed` gets a one-line reason
  /// when it could not start, failed or timed out.
  func run(_ announcement: AlertAnnouncement, failed: @escaping @Sendable (String) -> Void) {
    let input = Self.payload(announcement)
    let command = command
    let timeout = timeout
    DispatchQueue.global(qos: .utility).async {
      if let problem = Self.runBlocking(command: command, input: input, timeout: timeout) {
        failed("on_alert for \(announcement.alert.event) at \(announcement.placeName): \(problem)")
      }
    }
  }

  // MARK: - The child process

  /// Runs the command to its end or the timeout; nil when it exited 0, else what happened.
  static func runBlocking(command: String, input: Data, timeout: TimeInterval) -> String? {
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
    // Its own process group, so a timeout ends whatever the shell started too; default
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
    let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, &argv, environ)
    close(ends[0])
    guard spawned == 0 else {
      close(ends[1])
      return "could not start /bin/sh (errno \(spawned))"
    }
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
      usleep(writing ? 1_000 : 50_000)
    }
    if writing { close(ends[1]) }
    let exited = status & 0x7f == 0
    let code = (status >> 8) & 0xff
    if exited { return code == 0 ? nil : "the command exited with status \(code)" }
    return "the command was ended by signal \(status & 0x7f)"
  }
}
