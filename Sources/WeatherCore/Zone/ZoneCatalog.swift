import Synchronization

/// Where pure code finds a zone by name: a lookup the program installs at its edge (the system's
/// tz database, in `SystemFiles`), so WeatherCore itself never reads a file.
///
/// Until one is installed, only UTC and GMT are known and the machine's zone is UTC. Asking for
/// any other zone before then is a programming error and stops the program with a message: a
/// silent UTC once drew a place's hours in the wrong zone, depending on which test ran first.
public enum ZoneCatalog {
  /// Looks zones up by IANA identifier and knows the machine's own zone.
  public protocol Lookup: Sendable {
    /// The zone named `identifier` ("Europe/Berlin"), or nil when there is none.
    func zone(_ identifier: String) -> ZoneRules?
    /// The zone the machine's clock shows.
    var current: ZoneRules { get }
  }

  /// Makes `lookup` the answer to every later `zone(_:)` and `current`.
  public static func install(_ lookup: any Lookup) {
    installed.withLock { $0 = lookup }
  }

  /// The zone named `identifier`, from the installed lookup.
  public static func zone(_ identifier: String) -> ZoneRules? {
    if let lookup = installed.withLock({ $0 }) { return lookup.zone(identifier) }
    if let fixed = ZoneRules.fixedZone(identifier) { return fixed }
    preconditionFailure(
      "ZoneCatalog.zone(\"\(identifier)\") was asked before any zone database was installed; "
        + "call ZoneDatabase.install() (SystemFiles) where the program or test starts")
  }

  /// The machine's zone, from the installed lookup; UTC before one is installed.
  public static var current: ZoneRules {
    installed.withLock { $0 }?.current ?? .utc
  }

  private static let installed = Mutex<(any Lookup)?>(nil)
}

extension ZoneRules {
  /// UTC and GMT under their usual names, which need no database.
  public static func fixedZone(_ identifier: String) -> ZoneRules? {
    switch identifier {
    case "UTC", "Etc/UTC", "GMT", "Etc/GMT", "Universal", "Zulu":
      return ZoneRules(
        identifier: identifier,
        fixed: .init(
          offset: 0, isDaylight: false, abbreviation: identifier == "GMT" || identifier == "Etc/GMT" ? "GMT" : "UTC"))
    default:
      return nil
    }
  }
}
