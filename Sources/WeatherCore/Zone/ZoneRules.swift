import FoundationEssentials

/// A time zone as the tz database defines it: its offsets from UTC, daylight time and
/// abbreviations at every instant, read from a TZif file (RFC 8536).
///
/// Foundation on Linux answers time-zone questions through ICU, which brings 34 MB of ICU data
/// into the program and pages part of it in for every date shown. The tz database the C library
/// uses is already on the machine; this reads it directly. Equality and hashing go by identifier.
public struct ZoneRules: Sendable, Hashable, CustomStringConvertible {
  /// "Europe/Berlin", or "UTC".
  public let identifier: String
  /// Transition instants, seconds since 1970 UTC, ascending.
  let transitions: [Int64]
  /// For each transition, the index into `types` in force from it on.
  let transitionTypes: [UInt8]
  let types: [LocalTimeType]
  /// How time is kept after the last transition (version 2+ files).
  let footer: PosixZoneRule?

  /// A kind of local time: offset from UTC in seconds (east positive), daylight or not, name.
  public struct LocalTimeType: Sendable, Hashable {
    public var offset: Int
    public var isDaylight: Bool
    public var abbreviation: String

    public init(offset: Int, isDaylight: Bool, abbreviation: String) {
      self.offset = offset
      self.isDaylight = isDaylight
      self.abbreviation = abbreviation
    }
  }

  /// The zone the machine's clock shows, from the installed `ZoneCatalog` (UTC before one is).
  public static var current: ZoneRules { ZoneCatalog.current }

  /// Coordinated Universal Time.
  public static let utc = ZoneRules(identifier: "UTC", fixed: .init(offset: 0, isDaylight: false, abbreviation: "UTC"))

  /// A zone that keeps one offset forever.
  public init(identifier: String, fixed type: LocalTimeType) {
    self.identifier = identifier
    transitions = []
    transitionTypes = []
    types = [type]
    footer = nil
  }

  /// A zone kept by a POSIX TZ rule alone ("CET-1CEST,M3.5.0,M10.5.0/3", as `TZ` may hold).
  public init(identifier: String, rule: PosixZoneRule) {
    self.identifier = identifier
    transitions = []
    transitionTypes = []
    types = [rule.standard]
    footer = rule
  }

  init(
    identifier: String, transitions: [Int64], transitionTypes: [UInt8], types: [LocalTimeType], footer: PosixZoneRule?
  ) {
    self.identifier = identifier
    self.transitions = transitions
    self.transitionTypes = transitionTypes
    self.types = types
    self.footer = footer
  }

  public static func == (a: ZoneRules, b: ZoneRules) -> Bool { a.identifier == b.identifier }
  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
  public var description: String { identifier }

  // MARK: - At an instant

  /// The local time type in force at `date`.
  public func type(at date: Date) -> LocalTimeType {
    let seconds = Self.seconds(date)
    guard let last = transitions.last else { return footer?.type(at: seconds) ?? types[0] }
    if seconds >= last, let footer { return footer.type(at: seconds) }
    // RFC 8536: before the first transition, type 0 applies.
    guard seconds >= transitions[0] else { return types[0] }
    var low = 0
    var high = transitions.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if transitions[middle] <= seconds { low = middle } else { high = middle - 1 }
    }
    return types[Int(transitionTypes[low])]
  }

  /// Offset from UTC in seconds at `date`, east positive.
  public func secondsFromGMT(for date: Date) -> Int { type(at: date).offset }

  /// Whether daylight-saving time is in force at `date`.
  public func isDaylightSavingTime(for date: Date) -> Bool { type(at: date).isDaylight }

  /// The zone's own abbreviation at `date` ("CET", "AEDT", "-03").
  public func abbreviation(for date: Date) -> String { type(at: date).abbreviation }

  /// Whole seconds since 1970, clamped so absurd dates cannot trap.
  static func seconds(_ date: Date) -> Int64 {
    let value = date.timeIntervalSince1970.rounded(.down)
    guard value.isFinite else { return value > 0 ? Int64.max / 2 : Int64.min / 2 }
    return Int64(max(-1e15, min(1e15, value)))
  }
}
