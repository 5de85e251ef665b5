import FoundationEssentials
import Panes
import WeatherCore
import WeatherProviders

/// `--once --format text`'s air-quality lines under each place's page: the index with its
/// category and dominant pollutant, the strongest pollens with their level, and the credit.
///
/// `Air quality: 32 Fair (EAQI), mostly O3 · Pollen (MeteoSwiss classes): birch moderate (43 grains/m³)`
enum OnceAirQualityText {
  /// The lines for one place, each exactly `width` columns like the page above them (wrapped at
  /// " · " and spaces, padded with spaces; every character here is one column wide).
  static func lines(
    _ result: AirQualityResult, location: Location, scale configured: AirQualityScale?, now: Date, width: Int,
    ascii: Bool
  ) -> [String] {
    let scale = configured ?? AirQualityScale.default(for: location)
    var segments: [String]
    switch result {
    case .failed:
      segments = ["Air quality: not available"]
    case .served(let air, _):
      segments = summary(air, scale: scale, now: now)
    case .stale(let air, let fetchedAt, _):
      segments = summary(air, scale: scale, now: now)
      segments.append("from \(FooterPane.age(now.timeIntervalSince(fetchedAt))) ago")
    }
    func fold(_ text: String) -> String { ascii ? asciiFolded(text) : text }
    let ellipsis = ascii ? "..." : "…"
    var lines = wrap(segments.map { fold($0) }, separator: ascii ? " - " : " · ", width: width, ellipsis: ellipsis)
    if result.airQuality != nil {
      let words = AirQuality.attribution.text.split(separator: " ").map { fold(String($0)) }
      lines += wrap(words, separator: " ", width: width, ellipsis: ellipsis)
    }
    return lines.map { $0.count < width ? $0 + String(repeating: " ", count: width - $0.count) : $0 }
  }

  /// "32 Fair (EAQI), mostly O3" and the pollen, for the hour in force at `now`.
  static func summary(_ air: AirQuality, scale: AirQualityScale, now: Date) -> [String] {
    guard let hour = air.hour(at: now) else { return ["Air quality: no hour covers now"] }
    var index = "Air quality: "
    if let value = hour.index(on: scale), let category = scale.category(of: value) {
      index += "\(Int(value.rounded())) \(category.words) (\(scale.name))"
      if let pollutant = hour.dominantPollutant(on: scale) { index += ", mostly \(pollutant.symbol)" }
    } else {
      index += "no \(scale.name) served"
    }
    var segments = [index]
    if let pollen = pollenText(hour) { segments.append(pollen) }
    return segments
  }

  /// "Pollen (MeteoSwiss classes): birch moderate (43 grains/m³), grass low (3 grains/m³)": the
  /// two highest levels, the classes named as they are ours, not served; "Pollen: none" when
  /// nothing is in the air; nil where none is served (outside Europe).
  static func pollenText(_ hour: AirQualityHour) -> String? {
    guard !hour.pollen.isEmpty else { return nil }
    let ranked = PollenKind.allCases.compactMap { kind -> (PollenKind, Double, PollenLevel)? in
      guard let grains = hour.pollen[kind], let level = kind.level(of: grains), level > .none else { return nil }
      return (kind, grains, level)
    }
    .sorted { ($0.2, $0.1) > ($1.2, $1.1) }
    guard !ranked.isEmpty else { return "Pollen: none" }
    return "Pollen (MeteoSwiss classes): "
      + ranked.prefix(2).map { "\($0.0.rawValue) \($0.2.words) (\(Int($0.1.rounded())) grains/m³)" }
      .joined(separator: ", ")
  }

  // MARK: - Layout

  /// Greedy lines of `segments` joined by `separator`, none wider than `width`; a segment wider
  /// than a line is cut with "…".
  static func wrap(_ segments: [String], separator: String, width: Int, ellipsis: String = "…") -> [String] {
    let width = max(10, width)
    var lines: [String] = []
    var line = ""
    for segment in segments {
      let piece = segment.count > width ? String(segment.prefix(width - ellipsis.count)) + ellipsis : segment
      if line.isEmpty {
        line = piece
      } else if line.count + separator.count + piece.count <= width {
        line += separator + piece
      } else {
        lines.append(line)
        line = piece
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  private static func asciiFolded(_ line: String) -> String {
    String(line.flatMap { $0 == "³" ? "3" : $0 == "…" ? "..." : String($0) })
  }
}
