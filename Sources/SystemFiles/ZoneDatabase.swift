import FoundationEssentials
import Synchronization
import WeatherCore

/// The system's tz database (`TZDIR`, else /usr/share/zoneinfo): zones by identifier, each file
/// read once per process, and the machine's own zone.
///
/// The program's edges (entry points, providers, the user's files) read zones here; pure code
/// reaches them through `ZoneCatalog`, which this installs into on first use.
public enum ZoneDatabase {
  /// Makes this database the `ZoneCatalog` every module looks zones up in. Idempotent and,
  /// after the first call, free: `zone(_:)` calls it on every lookup, which pure code makes on
  /// every frame it draws.
  public static func install() {
    _ = installed
  }

  private static let installed: Void = ZoneCatalog.install(Lookup())

  private struct Lookup: ZoneCatalog.Lookup {
    func zone(_ identifier: String) -> ZoneRules? { ZoneDatabase.zone(identifier) }
    var current: ZoneRules { ZoneDatabase.current }
  }

  /// Where zoneinfo lives: `TZDIR` as the C library honours it, else the usual place.
  public static var directory: String {
    ProcessInfo.processInfo.environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
  }

  /// The zone named `identifier` ("Europe/Berlin"); nil when the database has no such zone.
  /// UTC and GMT answer even without a database.
  public static func zone(_ identifier: String) -> ZoneRules? {
    install()
    if let known = cache.withLock({ $0[identifier] }) { return known }
    let found = load(identifier)
    cache.withLock { $0[identifier] = .some(found) }
    return found
  }

  /// The zone the machine's clock shows: `TZ` (a name or a POSIX rule), else /etc/localtime,
  /// else UTC. Read once per process, as Foundation's `TimeZone.current` was: the dashboard asks
  /// on every frame it draws.
  public static var current: ZoneRules { machineZone }

  private static let machineZone: ZoneRules = {
    let environment = ProcessInfo.processInfo.environment
    if var tz = environment["TZ"], !tz.isEmpty {
      if tz.hasPrefix(":") { tz.removeFirst() }
      if let zone = zone(tz) { return zone }
      if let rule = PosixZoneRule(tz) { return ZoneRules(identifier: tz, rule: rule) }
    }
    // /etc/localtime is usually a link into the database, which names the zone.
    if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/etc/localtime"),
      let range = target.firstRange(of: "zoneinfo/"), let zone = zone(String(target[range.upperBound...]))
    {
      return zone
    }
    if let data = FileManager.default.contents(atPath: "/etc/localtime"),
      let zone = ZoneRules(identifier: "localtime", tzif: [UInt8](data))
    {
      return zone
    }
    return .utc
  }()

  // MARK: - Reading

  private static let cache = Mutex<[String: ZoneRules?]>([:])

  private static func load(_ identifier: String) -> ZoneRules? {
    // Identifiers are "Area/City"; nothing that could climb out of the directory.
    guard !identifier.isEmpty, identifier.utf8.count < 256, !identifier.contains(".."), !identifier.hasPrefix("/"),
      identifier.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0.value < 0x7F })
    else { return nil }
    if let data = FileManager.default.contents(atPath: "\(directory)/\(identifier)"),
      let zone = ZoneRules(identifier: identifier, tzif: [UInt8](data))
    {
      return zone
    }
    return ZoneRules.fixedZone(identifier)
  }
}
