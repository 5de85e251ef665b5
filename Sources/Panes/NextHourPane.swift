import FoundationEssentials
import Render
import WeatherCore

/// One line on precipitation in the coming hour: "Rain starting in 20 min ▁▁▂▃▅▅▃▂▁", or the
/// honest "Minute precipitation not available here".
public struct NextHourPane: Sendable {
  public var minutes: [MinuteWeather]
  /// Hourly forecast, to name what will fall (rain, sleet, snow).
  public var hourly: [HourWeather]
  public var now: Date
  public var style: PaneStyle

  public init(minutes: [MinuteWeather], hourly: [HourWeather], now: Date, style: PaneStyle) {
    self.minutes = minutes
    self.hourly = hourly
    self.now = now
    self.style = style
  }

  /// Sparkline slots: twelve of five minutes each.
  static let slots = 12
  static let slotLength: TimeInterval = 300

  /// The summary this pane shows.
  public var summary: NextHourSummary {
    NextHourSummary(minutes: minutes, now: now, kind: kind)
  }

  /// What falls, named from the forecast hour in which the first wet step lies.
  var kind: PrecipitationKind {
    let wet = minutes.first {
      ($0.precipitationIntensity ?? 0) >= NextHourSummary.wetThreshold && $0.date.addingTimeInterval($0.duration) > now
    }
    let instant = max(now, wet?.date ?? now)
    let hour = hourly.last { $0.date <= instant } ?? hourly.first
    return PrecipitationKind(condition: hour?.condition, temperature: hour?.temperature)
  }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.height > 0 else { return }
    buffer.put(spans(width: rect.width), in: rect.row(0), align: .left)
  }

  /// The line's content for a row `width` columns wide.
  public func spans(width: Int) -> [Span] {
    let summary = self.summary
    var spans: [Span]
    switch summary {
    case .unavailable:
      spans = [style.span(summary.text, .dim)]
    case .dry:
      spans = [style.span(summary.text, .good)]
    case .continuing, .starting, .stopping:
      spans = [style.span(summary.text, .rain, bold: true)]
      let chart = sparkline()
      if spans.width + 2 + chart.width <= width {
        spans += [Span("  ")] + chart
      }
    }
    return spans
  }

  /// The hour as twelve 5-minute slots, each as high as the strongest step overlapping it, on a
  /// scale up to at least light rain's limit so a drizzle does not look like a downpour; dry
  /// slots are drawn dim.
  func sparkline() -> [Span] {
    let values: [Double?] = (0..<Self.slots).map { slot in
      let start = now.addingTimeInterval(Double(slot) * Self.slotLength)
      let end = start.addingTimeInterval(Self.slotLength)
      let overlapping = minutes.filter { $0.date < end && $0.date.addingTimeInterval($0.duration) > start }
      guard !overlapping.isEmpty else { return nil }
      return overlapping.compactMap(\.precipitationIntensity).max() ?? 0
    }
    // Finite only: a NaN peak would make the range below invalid, and ranges trap.
    let peak = values.compactMap { $0 }.filter(\.isFinite).max() ?? 0
    let blocks = Sparkline(glyphs: style.glyphs).render(values, range: 0...max(peak, NextHourSummary.lightLimit))
    return zip(blocks, values).map { block, value in
      Span(String(block), CellStyle(role: (value ?? 0) >= NextHourSummary.wetThreshold ? .rain : .dim))
    }
  }
}
