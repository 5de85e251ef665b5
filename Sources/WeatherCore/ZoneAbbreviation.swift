import FoundationEssentials

/// A time zone's own abbreviation ("CET", "CEST", "AEDT", "-03") from the system's tz database.
///
/// Foundation on Linux answers `TimeZone.abbreviation(for:)` with "GMT+1" for Berlin: its ICU
/// data has no English short names. The tz database has them, in the POSIX TZ rule that ends
/// every version 2+ TZif file ("CET-1CEST,M3.5.0,M10.5.0/3"); which of its two names applies at
/// an instant is Foundation's daylight-saving answer, which it does know.
public enum ZoneAbbreviation {
  /// The abbreviation in force at `date`, or Foundation's own where the tz database has none.
  public static func abbreviation(for zone: TimeZone, at date: Date) -> String? {
    guard let names = names(for: zone.identifier) else { return zone.abbreviation(for: date) }
    if zone.isDaylightSavingTime(for: date), let daylight = names.daylight { return daylight }
    return names.standard
  }

  /// The standard and daylight names of a zone's current rule; nil without tz data for it.
  public static func names(for identifier: String) -> Names? {
    cache.withLock { known in
      if let cached = known[identifier] { return cached }
      let found = load(identifier)
      known[identifier] = .some(found)
      return found
    }
  }

  /// The two names a POSIX TZ rule gives; `daylight` is nil for a zone without daylight time.
  public struct Names: Equatable, Sendable {
    public var standard: String
    public var daylight: String?

    public init(standard: String, daylight: String? = nil) {
      self.standard = standard
      self.daylight = daylight
    }
  }

  // MARK: - Reading the tz database

  private static let cache = LockedDictionary()

  /// Where zoneinfo lives: `TZDIR` as the C library honours it, else the usual place.
  static var directory: String {
    ProcessInfo.processInfo.environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
  }

  private static func load(_ identifier: String) -> Names? {
    // Identifiers are "Area/City"; nothing that could climb out of the directory.
    guard !identifier.isEmpty, !identifier.contains(".."), !identifier.hasPrefix("/"),
      let data = FileManager.default.contents(atPath: "\(directory)/\(identifier)")
    else { return nil }
    return names(inTZif: data)
  }

  /// The names from a TZif file's footer; nil for version 1 files (no footer) or anything else.
  public static func names(inTZif data: Data) -> Names? {
    let bytes = [UInt8](data)
    guard bytes.count > 44, bytes.starts(with: Array("TZif".utf8)), bytes[4] >= UInt8(ascii: "2"),
      bytes.last == UInt8(ascii: "\n")
    else { return nil }
    // The footer is the last line: "\n" TZ-rule "\n".
    let body = bytes.dropLast()
    guard let start = body.lastIndex(of: UInt8(ascii: "\n")) else { return nil }
    return names(inRule: String(decoding: body[(start + 1)...], as: UTF8.self))
  }

  /// Parses the names of a POSIX TZ rule: "CET-1CEST,M3.5.0,M10.5.0/3", "<-03>3", "UTC0".
  public static func names(inRule rule: String) -> Names? {
    var rest = Substring(rule)
    guard let standard = takeName(&rest) else { return nil }
    // The offset: sign, hours, optional minutes and seconds.
    rest = rest.drop { "+-:0123456789".contains($0) }
    let daylight = takeName(&rest)
    return Names(standard: standard, daylight: daylight)
  }

  /// A name is three or more letters, or anything between < and > (used for numeric names).
  private static func takeName(_ text: inout Substring) -> String? {
    if text.first == "<" {
      guard let end = text.firstIndex(of: ">") else { return nil }
      let name = text[text.index(after: text.startIndex)..<end]
      text = text[text.index(after: end)...]
      return name.isEmpty || !name.allSatisfy(isNameCharacter) ? nil : String(name)
    }
    let name = text.prefix { $0.isASCII && $0.isLetter }
    guard name.count >= 3 else { return nil }
    text = text.dropFirst(name.count)
    return String(name)
  }

  private static func isNameCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || character == "+" || character == "-")
  }
}

/// The per-identifier cache behind `ZoneAbbreviation`; a lookup reads a file once per process.
private final class LockedDictionary: @unchecked Sendable {
  private let lock = ThreadLock()
  private var storage: [String: ZoneAbbreviation.Names?] = [:]

  func withLock<T>(_ body: (inout [String: ZoneAbbreviation.Names?]) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(&storage)
  }
}
