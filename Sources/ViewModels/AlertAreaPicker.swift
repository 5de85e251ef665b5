import WeatherCore

/// One official warning area a place can take its alerts from: "Kvarner i Kvarneric region",
/// HR802.
public struct AlertAreaChoice: Sendable, Equatable {
  public var code: String
  public var name: String

  public init(code: String, name: String) {
    self.code = code
    self.name = name
  }
}

/// What asking for a country's warning areas came back with.
public enum AlertAreaOutcome: Sendable, Equatable {
  /// The areas of `country`'s feed, by name.
  case found(country: String, areas: [AlertAreaChoice])
  /// A one-line message naming the problem.
  case failed(String)
}

/// The warning-area box (`A`): the areas of the place's country feed, narrowed by what is
/// typed, one of which the user chooses for the place. Nothing is guessed from the place's
/// name; a code typed in full (from the service's own map) can be used as it is.
public struct AlertAreaPicker: Sendable, Equatable {
  public enum Status: Sendable, Equatable {
    case loading
    case ready
    case failed(String)
  }

  /// One line of the box.
  public enum Row: Sendable, Equatable {
    /// Take the place's alerts from this area.
    case area(AlertAreaChoice)
    /// Use the code as typed: it is in no entry of today's feed.
    case typedCode(String)
    /// Forget the area chosen before.
    case clear(String)
  }

  /// The place the area is chosen for.
  public var location: Location
  public var country: String = ""
  public var areas: [AlertAreaChoice] = []
  public var query: String = ""
  public var selection: Int = 0
  public var status: Status = .loading

  public init(location: Location) {
    self.location = location
  }

  /// The lines the box offers: the chosen area can be cleared; a typed code the feed lacks can
  /// be used as typed; then the areas whose name or code holds what is typed.
  public var rows: [Row] {
    var rows: [Row] = []
    let needle = query.trimmingWhitespace().lowercased()
    if needle.isEmpty, let chosen = location.alertArea { rows.append(.clear(chosen)) }
    guard status == .ready else { return rows }
    let matches =
      needle.isEmpty
      ? areas
      : areas.filter { $0.name.lowercased().contains(needle) || $0.code.lowercased().contains(needle) }
    // A code has a digit; a name typed to narrow the list ("split") is never taken for one.
    if let code = AlertAreaCode.normalized(query), code.contains(where: \.isNumber),
      !areas.contains(where: { $0.code == code })
    {
      rows.append(.typedCode(code))
    }
    return rows + matches.map(Row.area)
  }

  /// The line Enter would take.
  public var selectedRow: Row? {
    let rows = rows
    return rows.indices.contains(selection) ? rows[selection] : nil
  }
}
