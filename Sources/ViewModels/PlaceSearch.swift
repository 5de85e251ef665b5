import WeatherCore

/// One match of a place search: the place and what tells it apart from its namesakes.
public struct PlaceSearchResult: Sendable, Equatable {
  public var location: Location
  /// First-level region, e.g. "Illinois"; nil when unknown.
  public var region: String?
  public var country: String?
  public var population: Int?

  public init(location: Location, region: String? = nil, country: String? = nil, population: Int? = nil) {
    self.location = location
    self.region = region
    self.country = country
    self.population = population
  }
}

/// What a search request came back with.
public enum PlaceSearchOutcome: Sendable, Equatable {
  case found([PlaceSearchResult])
  /// A one-line message naming the problem (network down, request refused, rate limited).
  case failed(String)
}

/// The search box (`/`): what was typed, where the search is, and what it found.
public struct PlaceSearch: Sendable, Equatable {
  /// Where the search stands.
  public enum Status: Sendable, Equatable {
    /// Nothing typed yet.
    case empty
    /// Typed; the search starts once typing pauses.
    case waiting
    case searching
    case found
    case noResults
    case failed(String)
  }

  /// The pause after the last key before a search is sent: one request per pause, not per key.
  public static let debounce: Double = 0.3
  /// The longest query accepted (the API's names are far shorter).
  public static let maximumLength = 80

  public var query: String = ""
  /// Bumped by every edit; answers for an older generation are dropped as stale.
  public var generation: Int = 0
  public var results: [PlaceSearchResult] = []
  public var selection: Int = 0
  public var status: Status = .empty

  public init() {}

  /// The result Enter would add.
  public var selectedResult: PlaceSearchResult? {
    results.indices.contains(selection) ? results[selection] : nil
  }
}
