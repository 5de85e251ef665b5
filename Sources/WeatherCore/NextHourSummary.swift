import FoundationEssentials

/// What the next hour's precipitation amounts to, in one sentence: "Rain starting in 20 min".
/// Read from a served summary (`init(periods:now:)`), or computed from minute (or 15-minute)
/// steps, where a step counts as wet at ≥ 0.1 mm/h and a step without a value ends what is known.
public enum NextHourSummary: Sendable, Hashable {
  /// No minute data covers the coming hour.
  case unavailable
  /// Dry for the covered `minutes` (60 when the whole hour is covered).
  case dry(minutes: Int)
  /// Wet throughout the covered minutes, with the heaviest intensity reached when computed
  /// (a served summary names none).
  case continuing(PrecipitationKind, WeatherCondition.Intensity?, minutes: Int)
  /// Dry now, wet from `inMinutes`; `lasting` is nil when it is still wet at the end.
  case starting(PrecipitationKind, inMinutes: Int, lasting: Int?)
  /// Wet now, dry from `inMinutes`.
  case stopping(PrecipitationKind, inMinutes: Int)

  /// Intensity at or above which a step counts as precipitation, mm/h.
  public static let wetThreshold = 0.1
  /// Upper bounds of light and moderate rain, mm/h (AMS glossary).
  public static let lightLimit = 2.5
  public static let moderateLimit = 7.6

  /// Summarises the steps overlapping `now ..< now + 1 h` up to the first without a value
  /// (`firstGap` says where that is). `kind` names the precipitation (derive it with
  /// `PrecipitationKind(condition:temperature:)` from the forecast hour).
  public init(minutes steps: [MinuteWeather], now: Date, kind: PrecipitationKind) {
    let horizon = now.addingTimeInterval(3600)
    var window = Self.window(steps, now: now)
    if let unknown = window.firstIndex(where: { !Self.isKnown($0) }) { window.removeSubrange(unknown...) }
    guard let first = window.first, let last = window.last else {
      self = .unavailable
      return
    }
    let coveredEnd = min(horizon, last.date.addingTimeInterval(last.duration))
    let covered = Self.minutes(from: max(now, first.date), to: coveredEnd)
    func isWet(_ step: MinuteWeather) -> Bool { (step.precipitationIntensity ?? 0) >= Self.wetThreshold }
    func offset(_ step: MinuteWeather) -> Int { Self.minutes(from: now, to: max(now, step.date)) }

    let wetNow = isWet(first)
    guard let change = window.firstIndex(where: { isWet($0) != wetNow }) else {
      if wetNow {
        let peak = window.compactMap(\.precipitationIntensity).max() ?? 0
        self = .continuing(kind, Self.intensity(peak), minutes: covered)
      } else {
        self = .dry(minutes: covered)
      }
      return
    }
    if wetNow {
      self = .stopping(kind, inMinutes: offset(window[change]))
      return
    }
    let start = offset(window[change])
    let end = window[change...].first(where: { !isWet($0) }).map(offset)
    self = .starting(kind, inMinutes: start, lasting: end.map { $0 - start })
  }

  /// The steps overlapping the coming hour, in time order.
  static func window(_ steps: [MinuteWeather], now: Date) -> [MinuteWeather] {
    let horizon = now.addingTimeInterval(3600)
    return steps.filter { $0.date.addingTimeInterval($0.duration) > now && $0.date < horizon }.sorted {
      $0.date < $1.date
    }
  }

  /// Whether a step has a value: a null (or absurd, dropped) intensity is unknown, never dry.
  public static func isKnown(_ step: MinuteWeather) -> Bool { step.precipitationIntensity?.isFinite == true }

  /// Where the coming hour's data first gives out: from the start of its first step without a
  /// value (no earlier than `now`) to the start of the next step with one (nil when none comes
  /// within the hour); nil when every step has a value.
  public static func firstGap(minutes steps: [MinuteWeather], now: Date) -> (from: Date, to: Date?)? {
    let window = window(steps, now: now)
    guard let first = window.firstIndex(where: { !isKnown($0) }) else { return nil }
    return (max(now, window[first].date), window[first...].first(where: isKnown)?.date)
  }

  // MARK: - A served summary

  /// The sentence a served summary (WeatherKit's `forecastNextHour.summary`) says for the hour
  /// from `now`: its periods' conditions and times, nothing recomputed from the minutes. Nil
  /// when no served period covers `now` (a summary from an earlier answer run out).
  public init?(periods: [NextHourPeriod], now: Date) {
    let horizon = now.addingTimeInterval(3600)
    let sorted = periods.sorted { $0.startTime < $1.startTime }
    guard let index = sorted.lastIndex(where: { $0.startTime <= now }),
      sorted[index].endTime.map({ $0 > now }) ?? true
    else { return nil }
    let current = sorted[index]
    func offset(_ date: Date) -> Int { Self.minutes(from: now, to: date) }
    let later = sorted[(index + 1)...].filter { $0.startTime < horizon }
    guard let change = later.first(where: { $0.isWet != current.isWet }) else {
      let end = (later.last ?? current).endTime.map { min($0, horizon) } ?? horizon
      let covered = offset(end)
      self =
        current.isWet
        ? .continuing(PrecipitationKind(served: current.condition), nil, minutes: covered) : .dry(minutes: covered)
      return
    }
    let start = offset(change.startTime)
    if current.isWet {
      self = .stopping(PrecipitationKind(served: current.condition), inMinutes: start)
    } else {
      let lasting = change.endTime.flatMap { $0 < horizon ? offset($0) - start : nil }
      self = .starting(PrecipitationKind(served: change.condition), inMinutes: start, lasting: lasting)
    }
  }

  /// The intensity word for a rate in mm/h.
  public static func intensity(_ rate: Double) -> WeatherCondition.Intensity {
    rate < lightLimit ? .light : rate < moderateLimit ? .moderate : .heavy
  }

  static func minutes(from a: Date, to b: Date) -> Int {
    max(0, (b.timeIntervalSince(a) / 60).roundedInteger() ?? 0)
  }

  // MARK: - Text

  /// The sentence shown on the dashboard.
  public var text: String {
    switch self {
    case .unavailable:
      return "Minute precipitation not available here"
    case .dry(let minutes):
      return "No precipitation for the next \(Self.span(minutes))"
    case .continuing(let kind, let intensity?, let minutes):
      return "\(intensity.word) \(kind.noun) for the next \(Self.span(minutes))"
    case .continuing(let kind, nil, let minutes):
      return "\(kind.noun.capitalisedFirst) for the next \(Self.span(minutes))"
    case .starting(let kind, let start, let lasting):
      let head =
        start == 0
        ? "\(kind.noun.capitalisedFirst) starting now" : "\(kind.noun.capitalisedFirst) starting in \(start) min"
      return lasting.map { "\(head), stopping \($0) min later" } ?? head
    case .stopping(let kind, let minutes):
      return "\(kind.noun.capitalisedFirst) stopping in \(minutes) min"
    }
  }

  /// The sentence in fewer words, for a small card: "Rain in 25 min", "Dry next hour".
  public var shortText: String {
    switch self {
    case .unavailable: "No minute data"
    case .dry(let minutes): minutes >= 55 ? "Dry next hour" : "Dry for \(minutes) min"
    case .continuing(let kind, _, let minutes):
      minutes >= 55 ? "\(kind.noun.capitalisedFirst) all hour" : "\(kind.noun.capitalisedFirst) for \(minutes) min"
    case .starting(let kind, let start, _):
      start == 0 ? "\(kind.noun.capitalisedFirst) now" : "\(kind.noun.capitalisedFirst) in \(start) min"
    case .stopping(let kind, let minutes): "\(kind.noun.capitalisedFirst) ends in \(minutes) min"
    }
  }

  private static func span(_ minutes: Int) -> String {
    minutes >= 55 ? "hour" : "\(minutes) min"
  }
}

/// What falls: as a served summary names it, or named from the forecast condition, else
/// guessed from the temperature.
public enum PrecipitationKind: String, Sendable, Hashable, CaseIterable {
  case rain, sleet, snow, hail, mixed, precipitation

  /// A served summary's condition token ("rain", "snow", "sleet", "hail", "mixed"); any other
  /// is "precipitation", as served.
  public init(served token: String) {
    self = Self(rawValue: token.lowercased()) ?? .precipitation
  }

  /// The condition's family decides when it is a precipitation family; otherwise the air
  /// temperature (≤ 0 °C snow, < 2 °C sleet, else rain); with neither, "precipitation".
  public init(condition: WeatherCondition?, temperature: Double?) {
    switch condition?.family {
    case .rain?, .thunderstorm?: self = .rain
    case .sleet?: self = .sleet
    case .snow?: self = .snow
    default:
      guard let temperature, temperature.isFinite else {
        self = .precipitation
        return
      }
      self = temperature <= 0 ? .snow : temperature < 2 ? .sleet : .rain
    }
  }

  /// Lower-case noun: "rain", "mixed precipitation".
  public var noun: String { self == .mixed ? "mixed precipitation" : rawValue }

  /// The noun starting a sentence: "Rain", "Mixed precipitation".
  public var sentenceNoun: String { noun.capitalisedFirst }
}

extension WeatherCondition.Intensity {
  /// "Light", "Moderate", "Heavy".
  public var word: String {
    switch self {
    case .light: "Light"
    case .moderate: "Moderate"
    case .heavy: "Heavy"
    }
  }
}

extension String {
  fileprivate var capitalisedFirst: String { prefix(1).uppercased() + dropFirst() }
}

extension NextHourPeriod {
  /// Whether the period is any precipitation ("clear" is the only dry token WeatherKit serves).
  public var isWet: Bool { condition.lowercased() != "clear" }
}
