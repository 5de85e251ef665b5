import FoundationEssentials
import Glibc
import SystemFiles
import WeatherCore

/// The alerts the dashboard has announced (the bell, `on_alert`), by place, kept in
/// `$XDG_STATE_HOME/weathertui/announced-alerts.json` beside `places.toml`, so each alert is
/// announced once across restarts: one that arrived while the program was down is announced at
/// the next start, one announced before is not announced again.
///
/// An alert is written here once its announcement is done (the bell rung, or the `on_alert`
/// run that carried it ended), so one still queued or running when the program quits is
/// announced again at the next start rather than never. Entries go two days after the alert's
/// end, or 30 days after the announcement when the service gave no end, and the file keeps at
/// most `capacity` of them. Not precious: a damaged file is a warning, and is replaced.
public struct AnnouncedAlerts: Sendable, Equatable {
  /// One announced alert.
  public struct Entry: Codable, Sendable, Equatable {
    /// The severity it was announced at: a higher one is news again.
    public var severity: WeatherAlert.Severity
    /// When it was announced.
    public var told: Date
    /// When its hazard ends, as served, if it said.
    public var ends: Date?

    public init(severity: WeatherAlert.Severity, told: Date, ends: Date?) {
      self.severity = severity
      self.told = told
      self.ends = ends
    }
  }

  /// The entries by place (`Location.roundedKey`), then by alert id.
  public private(set) var places: [String: [String: Entry]] = [:]

  /// At most this many entries are kept (the oldest announcements go first): a flood of
  /// thousands of alerts stays well inside the size a state file may have.
  public static let capacity = 4_000
  /// How long an entry is kept after its alert's end, for a service that still lists it.
  public static let keptAfterEnd: TimeInterval = 2 * 86_400
  /// How long an entry without an end is kept after it was announced.
  public static let keptWithoutEnd: TimeInterval = 30 * 86_400

  public init() {}

  /// The default path for `environment`, beside `places.toml`.
  public static func defaultPath(environment: [String: String]) -> String {
    PathText.deletingLastComponent(of: PlaceStore.defaultPath(environment: environment)) + "/announced-alerts.json"
  }

  /// The severity each alert was announced at, by place and id: what `AlertWatch` starts from.
  public var severities: [String: [String: WeatherAlert.Severity]] {
    places.mapValues { $0.mapValues(\.severity) }
  }

  /// Notes `alert` as announced for the place `placeKey` at `now`.
  public mutating func record(_ alert: WeatherAlert, placeKey: String, now: Date) {
    let previous = places[placeKey]?[alert.id]?.severity
    places[placeKey, default: [:]][alert.id] = Entry(
      severity: max(previous ?? alert.severity, alert.severity), told: now, ends: alert.hazardEnd)
  }

  /// The entries still worth keeping at `now`, at most `capacity`, the newest announcements kept.
  public func pruned(now: Date) -> AnnouncedAlerts {
    var all: [(place: String, id: String, entry: Entry)] = []
    for (place, alerts) in places {
      for (id, entry) in alerts {
        let keptUntil = entry.ends.map { $0 + Self.keptAfterEnd } ?? entry.told + Self.keptWithoutEnd
        if keptUntil > now { all.append((place, id, entry)) }
      }
    }
    if all.count > Self.capacity {
      all.sort { $0.entry.told > $1.entry.told }
      all.removeLast(all.count - Self.capacity)
    }
    var kept = AnnouncedAlerts()
    for (place, id, entry) in all { kept.places[place, default: [:]][id] = entry }
    return kept
  }

  // MARK: - The file

  private struct Stored: Codable {
    var version: Int
    var places: [String: [String: Entry]]
  }

  static let version = 1

  /// The record in `path` (empty when there is no file), with a warning for a file that cannot
  /// be read. A link the user made is read through and written to what it names
  /// (`StateFileLink`); a link to nothing is said.
  public static func load(path: String) -> (alerts: AnnouncedAlerts, warning: String?) {
    let forgotten = "the alerts announced before are forgotten, so those in force are announced again"
    if let target = StateFileLink(path: path).danglingTarget() {
      return (
        AnnouncedAlerts(),
        "\(path) is a symbolic link to \(target), which does not exist; \(forgotten) (restore that file or remove the link)"
      )
    }
    let text: String?
    do {
      text = try UserFileReader.read(.places, path: path)
    } catch {
      return (AnnouncedAlerts(), "\(error); \(forgotten)")
    }
    guard let text else { return (AnnouncedAlerts(), nil) }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    guard let stored = try? decoder.decode(Stored.self, from: Data(text.utf8)), stored.version == version else {
      return (AnnouncedAlerts(), "\(path) is not a record of announced alerts this program wrote; \(forgotten)")
    }
    var alerts = AnnouncedAlerts()
    // The file is read as the network's answers are: whatever it holds is only ids and times.
    for (place, entries) in stored.places where place.count <= 40 {
      for (id, entry) in entries
      where id.count <= 1_000 && PlausibilityCheck.isPlausible(entry.told)
        && entry.ends.map(PlausibilityCheck.isPlausible) ?? true
      {
        alerts.places[place, default: [:]][id] = entry
      }
    }
    return (alerts, nil)
  }

  /// The file's bytes: JSON, keys sorted, times in ISO 8601.
  public func encoded() -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    let data = (try? encoder.encode(Stored(version: Self.version, places: places))) ?? Data()
    return Array(data)
  }

  /// Writes the file atomically (its folder made private first if need be); a file the user
  /// made a link is written to the file it names, and stays a link.
  public func save(path: String) throws(UserFileError) {
    try ViewChoices.write(encoded(), to: path)
  }
}
