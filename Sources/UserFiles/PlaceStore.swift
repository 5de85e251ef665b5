import FoundationEssentials
import SystemFiles
import TOMLKit
import WeatherCore

#if canImport(Glibc)
  import Glibc
#endif

/// The places saved from the dashboard: `$XDG_STATE_HOME/weathertui/places.toml` (default
/// `~/.local/state/weathertui/places.toml`). Once it exists it holds the whole ordered list and
/// wins over the config's `[[places]]`; the config file itself is never written.
///
/// Two dashboards may share it (a desk and an SSH session): every change takes an exclusive
/// `flock` on `places.toml.lock` beside it (never renamed, so the lock outlives the atomic
/// rename of the file), re-reads the file, replays the one edit on what is there, writes it
/// atomically and unlocks; so neither loses the other's places.
///
/// A `places.toml` that is a symbolic link (a dotfiles checkout) stays one: the new list is
/// written to the link's target (`StateFileLink`). A link to nothing is an error naming its
/// target, never read as "nothing saved" (the next edit would replace the link with a file of
/// one place).
public struct PlaceStore: Sendable {
  public var path: String
  /// How long a change waits for another process's lock before giving up with a message;
  /// a dashboard holds it for milliseconds, so anything longer is a process that is stuck.
  public var lockWait: Duration

  public init(path: String, lockWait: Duration = .seconds(10)) {
    self.path = path
    self.lockWait = lockWait
  }

  /// The default path for `environment`.
  public static func defaultPath(environment: [String: String]) -> String {
    let base =
      environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? ((environment["HOME"] ?? PathText.homeDirectory()) + "/.local/state")
    return base + "/weathertui/places.toml"
  }

  /// The lock file beside the state file.
  public var lockPath: String { path + ".lock" }

  // MARK: - Loading

  /// The saved list; nil when nothing was ever saved. A file that cannot be read is an error
  /// naming it, never silently an empty list (that would lose the places on the next save).
  /// A zero-length file is an error too: the dashboard never writes one (even an empty list
  /// has its header), so something else emptied it, and the user should know.
  public func load() throws(UserFileError) -> [Location]? {
    guard let text = try UserFileReader.read(.places, path: path) else {
      if let target = StateFileLink(path: path).danglingTarget() {
        throw UserFileError(
          .places, path: path,
          message: "is a symbolic link to \(target), which does not exist; restore that file or remove the link")
      }
      return nil
    }
    guard !text.isEmpty else {
      throw UserFileError(
        .places, path: path,
        message: "is empty (0 bytes), not a list the dashboard saved; delete it to use the [[places]] of config.toml")
    }
    return try Self.parse(text, path: path)
  }

  /// Parses the state file's bytes (what `load` reads), for callers that have bytes.
  public static func parse(bytes: some Collection<UInt8>, path: String) throws(UserFileError) -> [Location] {
    try parse(UserFileReader.text(from: bytes, file: .places, path: path), path: path)
  }

  /// Parses the state file's text; every problem is a `UserFileError` naming `path`.
  public static func parse(_ text: String, path: String) throws(UserFileError) -> [Location] {
    func fail(_ line: Int?, _ message: String) -> UserFileError {
      UserFileError(.places, path: path, line: line, message: message)
    }
    let table: TOMLTable
    do {
      table = try TOMLReader.table(from: text)
    } catch {
      throw fail(error.line, "\(error.message); fix it or delete the file to start again")
    }
    guard let value = table["places"] else { return [] }
    guard let array = value.array else {
      throw fail(nil, "'places' must be an array of tables; fix it or delete the file to start again")
    }
    guard array.count <= PlaceEdit.maximumPlaces else {
      throw fail(
        nil,
        "lists \(array.count) places, more than the \(PlaceEdit.maximumPlaces) the dashboard can refresh; remove some (or delete the file to start again)"
      )
    }
    var places: [Location] = []
    for (index, element) in array.enumerated() {
      guard let place = element.table, let name = place["name"]?.string,
        let latitude = place["latitude"]?.double ?? place["latitude"]?.int.map(Double.init),
        let longitude = place["longitude"]?.double ?? place["longitude"]?.int.map(Double.init),
        (-90...90).contains(latitude), (-180...180).contains(longitude)
      else {
        throw fail(
          nil,
          "place \(index + 1) needs a name and valid latitude and longitude; fix it or delete the file to start again")
      }
      let zone = place["timezone"]?.string.flatMap { ZoneDatabase.zone($0) != nil ? $0 : nil }
      var area: String?
      if let raw = place["alert_area"] {
        guard let code = raw.string.flatMap(AlertAreaCode.normalized) else {
          throw fail(
            nil,
            "place \(index + 1) has an alert_area that is not an area code such as \"AT0301\"; fix it or remove the line"
          )
        }
        area = code
      }
      places.append(
        Location(
          name: name, region: place["region"]?.string ?? "", latitude: latitude, longitude: longitude,
          timeZoneIdentifier: zone, countryCode: place["country_code"]?.string, alertArea: area))
    }
    return places
  }

  // MARK: - Changing

  /// What a change left on disk: the list, and the file's identity right after the write.
  public struct Saved: Sendable, Equatable {
    public var places: [Location]
    public var identity: FileIdentity?
    /// Whether the file was written (an edit that changes nothing writes nothing).
    public var changed = true
  }

  /// Replays `edit` on the list on disk, or on `base` when nothing is saved yet, under the
  /// lock; writes only when that changes the list. For a `--location` session: its edits
  /// change the user's saved places (the file, else the config's `[[places]]`), never turn the
  /// session's own list into saved places.
  public func apply(_ edit: PlaceEdit, onto base: [Location]) throws(UserFileError) -> Saved {
    try locked { () throws(UserFileError) -> Saved in
      let current = try load() ?? base
      let result = edit.applied(to: current)
      guard result != current else {
        return Saved(places: current, identity: FileIdentity(path: path), changed: false)
      }
      guard result.count <= PlaceEdit.maximumPlaces else {
        throw UserFileError(
          .places, path: path,
          message: "already lists the most places (\(PlaceEdit.maximumPlaces)); remove one before adding another")
      }
      try write(result)
      return Saved(places: result, identity: FileIdentity(path: path))
    }
  }

  /// Replays `edit` on the list on disk under the lock and writes the result atomically; when
  /// nothing is saved yet, writes `list` (this dashboard's list after the edit). A damaged file
  /// is an error and is left as it is, for the user to see.
  @discardableResult
  public func apply(_ edit: PlaceEdit, otherwise list: [Location]) throws(UserFileError) -> Saved {
    try locked { () throws(UserFileError) -> Saved in
      let current = try load()
      let result = current.map { edit.applied(to: $0) } ?? list
      guard result.count <= PlaceEdit.maximumPlaces else {
        throw UserFileError(
          .places, path: path,
          message: "already lists the most places (\(PlaceEdit.maximumPlaces)); remove one before adding another")
      }
      if result != current { try write(result) }
      return Saved(places: result, identity: FileIdentity(path: path))
    }
  }

  /// Replaces the whole list, under the lock, atomically.
  public func save(_ places: [Location]) throws(UserFileError) {
    try locked { () throws(UserFileError) in try write(places) }
  }

  private func write(_ places: [Location]) throws(UserFileError) {
    let file = AtomicFile(path: try writablePath(), mode: 0o600)
    file.removeAbandonedTemporaryFiles()
    do {
      try file.write(Array(Self.render(places).utf8))
    } catch {
      throw UserFileError(.places, path: path, message: "not saved: \(error); check the disk and its permissions")
    }
  }

  // MARK: - Symbolic links

  /// The file to replace: `path`, or the file its symbolic link names (so the link stays).
  private func writablePath() throws(UserFileError) -> String {
    do {
      return try StateFileLink(path: path).writablePath()
    } catch {
      throw UserFileError(
        .places, path: path,
        message: "not saved: \(error.reason)")
    }
  }

  // MARK: - Locking

  /// Runs `body` holding the exclusive lock; the folder is created first if need be (mode
  /// 0700, and it must be the user's own). A lock another process holds for longer than
  /// `lockWait` is an error, so a stuck process never freezes this one.
  func locked<T>(_ body: () throws(UserFileError) -> T) throws(UserFileError) -> T {
    let folder = PathText.deletingLastComponent(of: path)
    do {
      try PrivateFolder(path: folder.isEmpty ? "." : folder).make()
    } catch {
      throw UserFileError(.places, path: path, message: "not saved: the folder \(folder) \(error.reason)")
    }
    // O_NOFOLLOW: a link planted in the lock's place must not make us create its target.
    let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard fd >= 0 else {
      throw UserFileError(
        .places, path: path,
        message:
          "cannot open the lock file \(lockPath) (\(String(cString: strerror(errno)))); check the folder's permissions")
    }
    // Closing the descriptor releases the lock, also when the process dies.
    defer { close(fd) }
    try lock(fd)
    return try body()
  }

  /// Takes the exclusive lock on `fd`, trying every 20 ms until `lockWait` has passed.
  private func lock(_ fd: Int32) throws(UserFileError) {
    let clock = ContinuousClock()
    let deadline = clock.now + lockWait
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      if code == EINTR { continue }
      guard code == EWOULDBLOCK else {
        throw UserFileError(
          .places, path: path, message: "cannot lock \(lockPath) (\(String(cString: strerror(code)))); check the disk")
      }
      guard clock.now < deadline else {
        throw UserFileError(
          .places, path: path,
          message:
            "not saved: another process has held \(lockPath) for \(lockWait.components.seconds) s; make the change again once it lets go"
        )
      }
      usleep(20_000)
    }
  }

  // MARK: - Rendering

  /// The file's text: a header saying what it is, then one `[[places]]` table per place.
  public static func render(_ places: [Location]) -> String {
    var text = """
      # Places saved by the weathertui dashboard (/ adds, d removes, J/K reorder).
      # While this file exists it is the list of places, in order, and the [[places]] of
      # config.toml are not used; delete it to go back to those.

      """
    for place in places {
      text += "\n[[places]]\n"
      text += "name = \(quoted(place.name))\n"
      if !place.region.isEmpty { text += "region = \(quoted(place.region))\n" }
      text += "latitude = \(number(place.latitude))\n"
      text += "longitude = \(number(place.longitude))\n"
      if let zone = place.timeZoneIdentifier { text += "timezone = \(quoted(zone))\n" }
      if let code = place.countryCode { text += "country_code = \(quoted(code))\n" }
      if let area = place.alertArea { text += "alert_area = \(quoted(area))\n" }
    }
    return text
  }

  /// A TOML basic string: quotes, backslashes and control characters escaped.
  static func quoted(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += CFormat.string("\\u%04X", scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// A TOML float that always reads back as one ("13.0", not "13").
  static func number(_ value: Double) -> String {
    let text = String(value)
    return text.contains(".") || text.contains("e") ? text : text + ".0"
  }
}
