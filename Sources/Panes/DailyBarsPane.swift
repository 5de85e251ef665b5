import FoundationEssentials
import Render
import WeatherCore

/// The 10-day forecast as range bars: each day's low…high placed on the scale of the whole
/// period, painted cell by cell along the temperature gradient, with ● at the current
/// temperature on today's bar. Without colour the bar uses a distinct fill character. Bars
/// `barRows` tall are solid blocks, for a gradient seen across a room.
public struct DailyBarsPane: Sendable {
  public var daily: [DayWeather]
  public var now: Date
  public var currentTemperature: Double?
  public var timeZone: ZoneRules
  /// Colours for the bars; nil draws them without colour.
  public var gradient: TemperatureGradient?
  public var style: PaneStyle
  /// Whether each day gets a second line: condition, day and night parts, wind, UV, sun, moon.
  public var showsDetails: Bool
  /// With `showsDetails`, how many days from today get their details line; nil for all.
  public var detailedDays: Int?
  /// Rows each day's bar takes; the day's words are on the middle one.
  public var barRows = 1
  /// Whether WeatherTUI computed the day parts (from the hours) and moon phases (from the
  /// date): then the details line marks them as computed.
  public var dayPartsComputed = false
  public var moonPhaseComputed = false

  public init(
    daily: [DayWeather], now: Date, currentTemperature: Double?, timeZone: ZoneRules,
    gradient: TemperatureGradient?, style: PaneStyle, showsDetails: Bool = false
  ) {
    self.showsDetails = showsDetails
    self.daily = daily
    self.now = now
    self.currentTemperature = currentTemperature
    self.timeZone = timeZone
    self.gradient = gradient
    self.style = style
  }

  /// Days from today on; days already over (stale data) are not forecast any more.
  public var upcoming: [DayWeather] {
    let clock = style.clock(timeZone)
    let today = clock.startOfDay(now)
    return daily.filter { clock.startOfDay($0.date) >= today || clock.isSameDay($0.date, now) }
  }

  /// Which optional columns fit in a width.
  struct Columns {
    var label: Int
    var condition: Int
    var amount: Int
    var chance: Int

    init(width: Int) {
      label = width >= 100 ? 7 : 5
      condition = width >= 100 ? 16 : 0
      amount = width >= 60 ? 8 : 0
      chance = width >= 48 ? 5 : 0
    }

    /// Everything but the bar: label, glyph, low, high and the optional columns with gaps.
    var fixed: Int { label + 1 + 2 + (condition > 0 ? condition + 1 : 0) + 5 + 1 + 5 + amount + chance }
  }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    let detailed = showsDetails ? min(detailedDays ?? Int.max, upcoming.count) : 0
    let bar = max(1, barRows)
    // Each day takes its bar's rows, and one more when it has its details line.
    let shown = min(
      upcoming.count,
      detailed * (bar + 1) >= rect.height
        ? rect.height / (bar + 1) : detailed + (rect.height - detailed * (bar + 1)) / bar)
    let days = Array(upcoming.prefix(max(0, shown)))
    guard rect.height > 0 else { return }
    guard !days.isEmpty else {
      buffer.put([style.span("Daily forecast not available here", .dim)], in: rect.row(0), align: .left)
      return
    }
    let columns = Columns(width: rect.width)
    let barWidth = max(1, rect.width - columns.fixed)
    let scale = self.scale(for: days)
    let clock = style.clock(timeZone)

    var y = 0
    for (index, day) in days.enumerated() {
      let top = y
      let row = rect.row(y + (bar - 1) / 2)
      let hasDetails = index < detailed
      y += bar + (hasDetails ? 1 : 0)
      if hasDetails {
        let details = LineFitter(separator: [style.separator]).fit(
          detailItems(day, clock: clock, conditionShown: columns.condition > 0), width: rect.width - columns.label - 3)
        buffer.put(details, x: rect.x + columns.label + 3, y: rect.y + top + bar, clip: rect)
      }
      let isToday = clock.isSameDay(day.date, now)
      var x = row.x
      let label = isToday ? "Today" : columns.label > 5 ? clock.weekdayAndDay(day.date) : clock.weekday(day.date)
      buffer.put(
        [style.span(label, isToday ? .accent : .text, bold: isToday)],
        in: Rect(x: x, y: row.y, width: columns.label, height: 1), align: .left)
      x += columns.label + 1
      let glyph = style.conditionGlyph(day.condition, servedCode: day.conditionCode)
      buffer.put(glyph.text, x: x, y: row.y, style: glyph.style)
      x += 2
      if columns.condition > 0 {
        buffer.put(
          [style.span(day.condition.text(servedCode: day.conditionCode), .dim)],
          in: Rect(x: x, y: row.y, width: columns.condition, height: 1),
          align: .left)
        x += columns.condition + 1
      }
      buffer.put([style.temperature(day.temperatureMin)], in: Rect(x: x, y: row.y, width: 4, height: 1), align: .right)
      x += 5
      drawBar(
        day, isToday: isToday, scale: scale, in: Rect(x: x, y: rect.y + top, width: barWidth, height: bar),
        into: &buffer)
      x += barWidth + 1
      buffer.put([style.temperature(day.temperatureMax)], in: Rect(x: x, y: row.y, width: 4, height: 1), align: .left)
      x += 5
      if columns.amount > 0, let amount = day.precipitationAmount, amount >= 0.1 {
        buffer.put(
          [style.span(style.format.precipitation(amount), .rain)],
          in: Rect(x: x, y: row.y, width: columns.amount - 1, height: 1), align: .right)
      }
      x += columns.amount
      if columns.chance > 0, let chance = day.precipitationChance, chance >= 0.1 {
        buffer.put(
          [style.span(style.format.percent(chance), chance >= 0.3 ? .rain : .dim)],
          in: Rect(x: x, y: row.y, width: columns.chance, height: 1), align: .right)
      }
    }
  }

  /// Marks what `weather`'s provider did not serve (`metadata.derived`).
  public mutating func markComputed(in weather: Weather) {
    dayPartsComputed = weather.isComputed(.forecastDaily, "days[].daytimeForecast")
    moonPhaseComputed = weather.isComputed(.forecastDaily, "days[].moonPhase")
  }

  // MARK: - Details line

  private func detailItems(_ day: DayWeather, clock: PlaceClock, conditionShown: Bool) -> [LineFitter.Item] {
    let f = style.format
    var items: [LineFitter.Item] = []
    if !conditionShown {
      items.append(.init([style.span(day.condition.text(servedCode: day.conditionCode), .dim)], priority: 6))
    }
    if let daytime = day.daytimeForecast, daytime.isComplete, let condition = daytime.condition {
      let code = daytime.conditionCode
      var spans =
        (dayPartsComputed ? [style.computedMark] : []) + [
          style.span(
            "day \(style.glyphs.glyph(for: condition, servedCode: code)) \(f.temperature(daytime.temperatureMax))", .dim
          )
        ]
      if let overnight = day.overnightForecast, overnight.isComplete, let night = overnight.condition {
        spans.append(
          style.span(
            " · night \(style.glyphs.glyph(for: night, isDaylight: false, servedCode: overnight.conditionCode)) "
              + f.temperature(overnight.temperatureMin),
            .dim))
      }
      items.append(.init(spans, priority: 5))
    }
    if let wind = day.windSpeedMax {
      var spans = [style.span("wind ", .dim), style.span(f.speed(wind), .dim)]
      if let direction = day.windDirectionDominant {
        spans.append(style.span(" \(WeatherFormat.compass(direction))", .dim))
      }
      if let gust = day.windGustMax, gust > wind { spans.append(style.span(", gusts \(f.speedValue(gust))", .dim)) }
      items.append(.init(spans, priority: 5))
    }
    if let uv = day.uvIndexMax { items.append(.init([style.span("UV \(f.uvIndex(uv))", .dim)], priority: 3)) }
    if let sunrise = day.sunrise, let sunset = day.sunset {
      items.append(.init([style.span("sun \(clock.time(sunrise))–\(clock.time(sunset))", .dim)], priority: 4))
    } else if let state = day.sunAllDay {
      items.append(.init([style.span(state.description.lowercased(), .dim)], priority: 4))
    }
    if let phase = day.moonPhase {
      let moon = phase.description.lowercased()
      let mark = moonPhaseComputed ? [style.computedMark] : []
      items.append(.init(mark + [style.span(moon.hasSuffix("moon") ? moon : "\(moon) moon", .dim)], priority: 2))
    }
    if let snow = day.snowfallAmount, snow >= 1 {
      items.append(.init([style.span("snow \(f.precipitation(snow))", .snow)], priority: 7))
    }
    return items
  }

  // MARK: - Bars

  /// The lowest and highest temperature shown: every day's range and the current temperature.
  func scale(for days: [DayWeather]) -> ClosedRange<Double>? {
    let values = days.flatMap { [$0.temperatureMin, $0.temperatureMax] } + [currentTemperature]
    let present = values.compactMap { $0 }.filter(\.isFinite)
    guard let low = present.min(), let high = present.max() else { return nil }
    return low...max(high, low + 1)
  }

  /// The cell covering `celsius` on a bar of `width` cells.
  static func cell(_ celsius: Double, scale: ClosedRange<Double>, width: Int) -> Int {
    let fraction = (celsius - scale.lowerBound) / (scale.upperBound - scale.lowerBound)
    // Beyond Int (a scale stretched by an absurd value) means beyond either end of the bar.
    let position = (fraction * Double(width)).roundedInteger(.down) ?? (fraction > 0 ? width - 1 : 0)
    return max(0, min(width - 1, position))
  }

  private func drawBar(
    _ day: DayWeather, isToday: Bool, scale: ClosedRange<Double>?, in bar: Rect, into buffer: inout CellBuffer
  ) {
    guard let scale, let low = day.temperatureMin, let high = day.temperatureMax, low.isFinite, high.isFinite else {
      return
    }
    let first = Self.cell(min(low, high), scale: scale, width: bar.width)
    let last = Self.cell(max(low, high), scale: scale, width: bar.width)
    let glyphs = style.glyphs
    // A thick bar is solid: a stack of lines would read as stripes.
    let fill =
      gradient == nil ? glyphs.barFillMono : bar.height > 1 && !glyphs.isASCII ? glyphs.sparkline.last! : glyphs.barFill
    let step = (scale.upperBound - scale.lowerBound) / Double(bar.width)
    for cell in first...last {
      let celsius = scale.lowerBound + (Double(cell) + 0.5) * step
      let cellStyle = CellStyle(role: .forTemperature(celsius), foreground: gradient?.colour(celsius: celsius))
      for y in bar.y..<bar.maxY { buffer.put(fill, x: bar.x + cell, y: y, style: cellStyle) }
    }
    if isToday, let current = currentTemperature, current.isFinite {
      let cell = Self.cell(current, scale: scale, width: bar.width)
      buffer.put(
        glyphs.marker, x: bar.x + cell, y: bar.y + (bar.height - 1) / 2, style: CellStyle(role: .nowMarker, bold: true))
    }
  }
}
