import FoundationEssentials
import Render
import WeatherCore

/// One line putting today in context: the most significant of the coming changes ("Much colder
/// tomorrow: high −6°") and of today's comparisons with normal ("Today's high is 4° above
/// normal"), or where the climate stands ("loading climate…", "climate unavailable: …").
public struct ContextLinePane: Sendable {
  public var context: WeatherContext
  /// nil when no climate was asked for: only forecast changes then.
  public var climate: ClimateStatus?
  public var units: UnitSystem
  public var timeZone: ZoneRules
  public var style: PaneStyle
  /// How many saved places have normals, named beside a deferred place's message.
  public var coverage: ClimateCoverage?

  public init(weather: Weather, climate: ClimateStatus?, now: Date, style: PaneStyle, coverage: ClimateCoverage? = nil)
  {
    self.coverage = coverage
    self.context = WeatherContext(weather: weather, climate: climate?.record, now: now)
    self.climate = climate
    self.units = style.units
    self.timeZone = weather.location.timeZone
    self.style = style
  }

  /// Whether the line says something we computed (a change or a comparison with normal),
  /// which carries the computed mark.
  public var hasComputedItems: Bool {
    context.headline != nil || context.notableComparison != nil || !context.comparisons.isEmpty
  }

  /// Whether the line has anything to say.
  public var isEmpty: Bool { items.isEmpty }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.height > 0 else { return }
    buffer.put(spans(width: rect.width), in: rect.row(0), align: .left)
  }

  /// The line's content for `width` columns: the more significant item first; the other and the
  /// climate status dropped (or shortened) when there is no room.
  public func spans(width: Int) -> [Span] {
    LineFitter(separator: [style.separator]).fit(items, width: width)
  }

  var items: [LineFitter.Item] {
    var change: LineFitter.Item?
    if let headline = context.headline {
      let role: ThemeRole =
        switch headline.quantity {
        case .high, .low: headline.delta < 0 ? .tempCool : .tempWarm
        case .dayPrecipitation, .nightPrecipitation: headline.delta > 0 ? .rain : .text
        }
      change = LineFitter.Item([
        style.span(headline.text(units: units, timeZone: timeZone), role, bold: headline.isLarge)
      ])
    }
    var comparison: LineFitter.Item?
    if let notable = context.notableComparison ?? context.comparisons.first {
      let role: ThemeRole = notable.deviation == .normal ? .text : .accent
      comparison = LineFitter.Item([style.span(notable.text(units: units), role)])
    }
    // The headline leads when it is a "much" change or there is nothing unusual about today.
    let changeLeads = context.headline?.isLarge == true || context.notableComparison == nil
    var ordered = changeLeads ? [change, comparison] : [comparison, change]
    ordered = ordered.filter { $0 != nil }
    var result = ordered.enumerated().map { index, item -> LineFitter.Item in
      var item = item!
      item.priority = index == 0 ? 10 : 5
      // Both are ours, made from the forecast and the normals: one mark, on the line's first
      // item (the one kept longest), covers the line.
      if index == 0 {
        item.full = [style.computedMark, Span(" ")] + item.full
        item.shorter = item.shorter.map { [style.computedMark, Span(" ")] + $0 }
      }
      return item
    }
    switch climate {
    case .loading?:
      result.append(LineFitter.Item([style.span("loading climate\(style.glyphs.ellipsis)", .dim)], priority: 3))
    case .failed(let reason)?:
      result.append(
        LineFitter.Item(
          [style.span("climate unavailable: ", .dim), style.untrusted(reason, .warning)],
          short: [style.span("climate unavailable", .dim)], priority: 3))
    case .deferred(let deferral)?:
      // Waiting for request budget is not a failure: dim, never in the warning colour.
      result.append(
        LineFitter.Item(
          [style.span(deferral.message + (coverage.map { " (\($0.text))" } ?? ""), .dim)],
          short: [
            style.span(
              (deferral.isNextDay ? "normals on a later day" : "normals later today")
                + (coverage.map { " (\($0.text))" } ?? ""), .dim)
          ],
          priority: 3))
    case .loaded?, nil:
      break
    }
    return result
  }
}
