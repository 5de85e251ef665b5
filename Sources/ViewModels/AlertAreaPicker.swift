import WeatherCore

/// One official warning area a place can take its alerts from: "Kvarner i Kvarneric region",
/// HR802.
public struct AlertAreaChoice: Sendable, Equatable {
  public var code: String
  public var name: String
  /// Other names typing finds it by: the place's English name when the feed uses the local one
  /// ("Vienna" for "Wien").
  public var otherNames: [String]

  public init(code: String, name: String, otherNames: [String] = []) {
    self.code = code
    self.name = name
    self.otherNames = otherNames
  }
}

/// What asking for a country's warning areas came back with.
public enum AlertAreaOutcome: Sendable, Equatable {
  /// The areas of `country`'s feed, by name, and those the place's names point to (best first),
  /// or the areas its position lies in (`byPosition`, from MeteoAlarm's area shapes).
  case found(country: String, areas: [AlertAreaChoice], suggested: [String] = [], byPosition: Bool = false)
  /// A one-line message naming the problem.
  case failed(String)
}

/// The warning-area box (`A`): the areas of the place's country feed, narrowed by what is
/// typed (in any case, with or without accents, by the feed's name or the place's English one),
/// one of which the user chooses for the place. The areas the place's names point to come
/// first, the closest selected; an area unrelated to the names is never preselected. A code
/// typed in full (from the service's own map) can be used as it is.
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
  /// The codes of the areas the place's names point to, best first, or that its position lies in.
  public var suggested: [String] = []
  /// Whether `suggested` are the areas the place lies in (its alerts come from all of them).
  public var suggestedByPosition = false
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
    let needle = query.trimmingWhitespace().foldedForSearch
    if needle.isEmpty, let chosen = location.alertArea { rows.append(.clear(chosen)) }
    guard status == .ready else { return rows }
    let found =
      needle.isEmpty
      ? areas
      : areas.filter { area in
        ([area.name, area.code] + area.otherNames).contains { $0.foldedForSearch.contains(needle) }
      }
    // The suggested areas first, in their order; then the rest by name.
    let rank = { (area: AlertAreaChoice) in suggested.firstIndex(of: area.code) ?? suggested.count }
    let matches = found.enumerated().sorted { a, b in
      rank(a.element) != rank(b.element) ? rank(a.element) < rank(b.element) : a.offset < b.offset
    }.map(\.element)
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

extension AlertAreaPicker {
  /// The row of the area the place's names point to most, when there is one and nothing is
  /// typed; none (-1: Enter takes nothing until a key moves or types) when the names point
  /// nowhere, so no unrelated area is ever one key away; else the first row.
  public var suggestedSelection: Int {
    let rows = rows
    guard query.isEmpty, status == .ready else { return 0 }
    guard let best = suggested.first else {
      if case .area? = rows.first { return -1 }
      return 0
    }
    return rows.firstIndex { if case .area(let area) = $0 { area.code == best } else { false } } ?? 0
  }
}
