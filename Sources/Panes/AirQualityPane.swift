import FoundationEssentials
import Render
import WeatherCore

/// The air in detail, for screens with room: the index with its category and dominant
/// pollutant, each pollutant's concentration, and the pollen in the air in its service's words.
/// Pollen shows only where the model serves it (Europe): missing is never drawn as zero.
public struct AirQualityPane: Sendable {
  public var hour: AirQualityHour
  public var scale: AirQualityScale
  public var style: PaneStyle
  public var showsColour = true

  public init(hour: AirQualityHour, scale: AirQualityScale, style: PaneStyle) {
    self.hour = hour
    self.scale = scale
    self.style = style
  }

  /// Rows worth giving the pane: the index and pollutants, and a pollen row when pollen was served.
  public var preferredHeight: Int { hour.pollen.isEmpty ? 1 : 2 }

  /// The credit for the section's edge.
  public static let credit = "CAMS via Open-Meteo"

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.height > 0 else { return }
    let text = AirQualityText(hour: hour, scale: scale, style: style, showsColour: showsColour)
    var items: [LineFitter.Item] = []
    if let index = text.index(shortWords: false) {
      items.append(.init(index, short: text.index(shortWords: true), priority: 10))
    }
    if let dominant = hour.dominantPollutant(on: scale) {
      items.append(.init([style.span("mostly ", .dim), style.span(dominant.symbol)], priority: 8))
    }
    for (rank, pollutant) in Pollutant.allCases.enumerated() {
      guard let value = hour.concentrations[pollutant], let shown = value.roundedInteger() else { continue }
      let unit = rank == 0 ? " µg/m³" : ""
      items.append(
        .init([style.span("\(pollutant.symbol) ", .dim), style.span("\(shown)\(unit)")], priority: 6 - rank))
    }
    if items.isEmpty {
      items.append(.init([style.span("Air quality not served for this hour", .dim)], priority: 1))
    }
    buffer.put(LineFitter(separator: [style.separator]).fit(items, width: rect.width), in: rect.row(0), align: .left)
    if rect.height > 1, let pollen = pollenLine(width: rect.width) {
      buffer.put(pollen, in: rect.row(1), align: .left)
    }
  }

  /// "Pollen: birch moderate 43 · grass low 5 grains/m³", the highest first; "Pollen: none in
  /// the air" when every served kind is below its first class; nil when none was served.
  func pollenLine(width: Int) -> [Span]? {
    let served = PollenKind.allCases.compactMap { kind in
      hour.pollen[kind].flatMap { grains in kind.level(of: grains).map { (kind, grains, $0) } }
    }
    guard !served.isEmpty else { return nil }
    let present = served.filter { $0.2 > .none }.sorted { $0.2 > $1.2 || ($0.2 == $1.2 && $0.1 > $1.1) }
    // The words are ours (MeteoSwiss's classes on CAMS's hourly values), so they carry the mark.
    let label = [style.span("Pollen ", .dim), style.computedMark, Span(" ")]
    guard !present.isEmpty else { return label + [style.span("none in the air", .good)] }
    let items = present.enumerated().map { rank, entry in
      let (kind, grains, level) = entry
      let role: ThemeRole = level >= .high ? .alertSevere : level == .moderate ? .warning : .text
      let count = grains.roundedInteger().map { " \($0)" } ?? ""
      return LineFitter.Item(
        [
          style.span(kind.rawValue + " "), style.span(level.words, role, bold: level >= .high), style.span(count, .dim),
        ],
        short: [style.span(kind.rawValue + " "), style.span(level.words, role, bold: level >= .high)],
        priority: 10 - rank)
    }
    let unit = [style.span(" grains/m³", .dim)]
    let fitted = LineFitter(separator: [style.separator]).fit(items, width: width - label.width - unit.width)
    return label + fitted + (fitted.width + label.width + unit.width <= width ? unit : [])
  }
}
