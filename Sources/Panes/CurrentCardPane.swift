import FoundationEssentials
import Render
import WeatherCore

/// Conditions now: symbol, temperature, condition, feels-like, today's range and wind on the
/// first line; humidity, UV, pressure and trend, visibility and cloud layers on the second;
/// dew point, sun times and precipitation rate on a third when there is room.
public struct CurrentCardPane: Sendable {
  public var current: CurrentWeather?
  /// Today's forecast, for the high/low and sun times.
  public var today: DayWeather?
  public var timeZone: ZoneRules
  public var style: PaneStyle
  /// Whether the provider was asked for the feels-like temperature and sent no such series:
  /// then the card says so instead of leaving it out without a word.
  public var feelsLikeMissing = false
  /// Whether WeatherTUI computed the pressure trend and the precipitation rate (from the
  /// provider's pressure series and 15-minute amount): then they carry the computed mark.
  public var pressureTrendComputed = false
  public var precipitationRateComputed = false

  public init(current: CurrentWeather?, today: DayWeather?, timeZone: ZoneRules, style: PaneStyle) {
    self.current = current
    self.today = today
    self.timeZone = timeZone
    self.style = style
  }

  /// The air now, for an index item on the second line; nil for none.
  public var airQuality: AirQualityHour?
  public var airQualityScale: AirQualityScale = .european
  /// Whether the index takes its category's official colour.
  public var showsColour = true

  /// Big type for the temperature (left), the place's name and the condition (beside it) and
  /// the place's clock (right), when the card has the rows (`preferredFigureRows`); nil for text.
  public var bigType: BigType?
  /// The place's name in big type, above the condition.
  public var placeName = ""
  /// The instant the big clock shows.
  public var now: Date?

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.height > 0 else { return }
    if let bigType, rect.height >= Self.smallestFigureRows(isASCII: bigType.isASCII), let current,
      let text = renderBig(current, bigType, in: rect, into: &buffer)
    {
      renderText(current, in: text.rect, conditionInWords: !text.conditionIsBig, into: &buffer)
      return
    }
    guard let current else {
      buffer.put([style.span("Current conditions not available here", .dim)], in: rect.row(0), align: .left)
      return
    }
    renderText(current, in: rect, into: &buffer)
  }

  private func renderText(
    _ current: CurrentWeather, in rect: Rect, conditionInWords: Bool = true, into buffer: inout CellBuffer
  ) {
    guard rect.height > 0 else { return }
    drawFirstLine(current, conditionInWords: conditionInWords, in: rect.row(0), into: &buffer)
    if rect.height > 1 {
      buffer.put(
        LineFitter(separator: [style.separator]).fit(secondLine(current), width: rect.width), in: rect.row(1),
        align: .left)
    }
    if rect.height > 2 {
      buffer.put(
        LineFitter(separator: [style.separator]).fit(thirdLine(current), width: rect.width), in: rect.row(2),
        align: .left)
    }
  }

  /// Marks what `weather`'s provider did not serve (`metadata.derived`).
  public mutating func markComputed(in weather: Weather) {
    pressureTrendComputed = weather.isComputed(.currentWeather, "pressureTrend")
    precipitationRateComputed = weather.isComputed(.currentWeather, "precipitationIntensity")
  }

  /// Whether a line of the card carries the computed mark.
  public var showsComputedMark: Bool {
    guard let current else { return false }
    return pressureTrendComputed && current.pressure != nil && current.pressureTrend != .unknown
      || precipitationRateComputed && (current.precipitationIntensity ?? 0) > 0
  }

  // MARK: - Line 1: the headline

  /// The headline; without the condition's words when big type shows them.
  private func drawFirstLine(
    _ current: CurrentWeather, conditionInWords: Bool, in row: Rect, into buffer: inout CellBuffer
  ) {
    let f = style.format
    let condition = current.condition
    let head: [Span] = [
      style.conditionGlyph(condition, isDaylight: current.isDaylight, servedCode: current.conditionCode),
      Span(" "), style.temperature(current.temperature, bold: true, unit: true),
    ]
    let description = [style.span(condition.text(servedCode: current.conditionCode), .text)]
    let feels =
      current.apparentTemperature.map { [style.span("feels ", .dim), style.temperature($0)] }
      ?? (feelsLikeMissing ? [style.span("feels like not available", .dim)] : nil)
    var items = [LineFitter.Item(head, priority: 10)]
    if conditionInWords {
      items.append(
        LineFitter.Item(
          feels.map { description + [style.separator] + $0 } ?? description, short: description, priority: 8))
    } else if let feels {
      items.append(LineFitter.Item(feels, priority: 8))
    }
    if let today {
      items.append(
        LineFitter.Item(
          [
            style.span("H ", .dim), style.temperature(today.temperatureMax), style.span(" L ", .dim),
            style.temperature(today.temperatureMin),
          ],
          priority: 6))
    }

    var windForms: [[Span]] = []
    if let speed = current.windSpeed {
      let direction =
        current.windDirection.map { degrees -> [Span] in
          // Arrows point where the wind blows to, the name says where it comes from. ASCII has
          // no arrow of its own for a diagonal ("/" is rain there): the name alone says it.
          let arrow =
            style.glyphs.isASCII
            ? [] : [Span(" "), style.span(style.glyphs.arrow(pointing: degrees + 180), .accent)]
          return arrow + [style.span(" \(WeatherFormat.compass(degrees))")]
        } ?? []
      let base = [style.span("Wind ", .dim), style.span(f.speed(speed))] + direction
      if let gust = current.windGust, gust > speed {
        windForms.append(base + [style.span(", gusts ", .dim), style.span(f.speedValue(gust))])
      }
      windForms.append(base)
    }

    let fitter = LineFitter(separator: [Span("   ")])
    let minimumLeft = items.reduce(0) { $0 + ($1.short ?? $1.full).width } + 3 * (items.count - 1)
    for wind in windForms + [[]] {
      let budget = row.width - (wind.isEmpty ? 0 : wind.width + 3)
      if wind.isEmpty || minimumLeft <= budget {
        buffer.put(fitter.fit(items, width: budget), in: row, align: .left)
        if !wind.isEmpty { buffer.put(wind, in: row, align: .right) }
        return
      }
    }
  }

  // MARK: - Line 2: the atmosphere

  private func secondLine(_ current: CurrentWeather) -> [LineFitter.Item] {
    let f = style.format
    var items: [LineFitter.Item] = []
    if let airQuality {
      let text = AirQualityText(hour: airQuality, scale: airQualityScale, style: style, showsColour: showsColour)
      if let index = text.index(shortWords: false), let short = text.index(shortWords: true) {
        items.append(.init(index + text.sourceTag, short: short + text.sourceTag, priority: 6))
      }
    }
    if let humidity = current.humidity {
      items.append(
        .init(labelled("Humidity", f.percent(humidity)), short: labelled("RH", f.percent(humidity)), priority: 5))
    }
    if let uv = current.uvIndex {
      items.append(.init(labelled("UV", f.uvIndex(uv)), priority: 3))
    }
    if let pressure = current.pressure {
      items.append(.init([style.span(f.pressure(pressure))] + trendArrow(current.pressureTrend), priority: 4))
    }
    if let visibility = current.visibility {
      items.append(.init(labelled("Vis", f.distance(visibility)), priority: 2))
    }
    if let total = current.cloudCover {
      let layers = [("low", current.cloudCoverLow), ("mid", current.cloudCoverMid), ("high", current.cloudCoverHigh)]
      var full = [style.span("Clouds", .dim)]
      if layers.allSatisfy({ $0.1 != nil }) {
        for (name, value) in layers { full += [style.span(" \(name) ", .dim), style.span(f.percent(value))] }
      } else {
        full.append(style.span(" \(f.percent(total))"))
      }
      items.append(.init(full, short: labelled("Clouds", f.percent(total)), priority: 1))
    }
    return items
  }

  private func trendArrow(_ trend: PressureTrend) -> [Span] {
    let arrow: String
    // In ASCII a word: "/", "\\" and ">" are rain, nothing and "more to the right" there.
    let ascii = style.glyphs.isASCII
    switch trend {
    case .rising: arrow = ascii ? "rising" : style.glyphs.arrows[1]
    case .falling: arrow = ascii ? "falling" : style.glyphs.arrows[3]
    case .steady: arrow = ascii ? "steady" : style.glyphs.arrows[2]
    case .unknown: return []
    }
    return [Span(" ")] + (pressureTrendComputed ? [style.computedMark] : []) + [style.span(arrow, .accent)]
  }

  // MARK: - Line 3: details for taller screens

  private func thirdLine(_ current: CurrentWeather) -> [LineFitter.Item] {
    let f = style.format
    let clock = style.clock(timeZone)
    var items: [LineFitter.Item] = []
    if let dewPoint = current.dewPoint {
      items.append(.init([style.span("Dew point ", .dim), style.temperature(dewPoint)], priority: 3))
    }
    if let sunrise = today?.sunrise {
      items.append(.init(labelled("Sunrise", clock.time(sunrise)), priority: 5))
    }
    if let sunset = today?.sunset {
      items.append(.init(labelled("Sunset", clock.time(sunset)), priority: 5))
    }
    if today?.sunrise == nil && today?.sunset == nil, let state = today?.sunAllDay {
      items.append(.init([style.span(state.description, state == .polarNight ? .dim : .sun)], priority: 5))
    }
    if let sunrise = today?.sunrise, let sunset = today?.sunset, sunset > sunrise,
      let minutes = (sunset.timeIntervalSince(sunrise) / 60).roundedInteger(.towardZero), minutes <= 24 * 60
    {
      items.append(.init(labelled("Daylight", "\(minutes / 60) h \(minutes % 60) min"), priority: 2))
    }
    if let rate = current.precipitationIntensity, rate > 0 {
      let amount = f.precipitation(rate)
      let mark = precipitationRateComputed ? [style.computedMark] : []
      items.append(
        .init([style.span("Precip ", .dim)] + mark + [style.span("\(amount)/h", rate > 0 ? .rain : .text)], priority: 4)
      )
    }
    return items
  }

  private func labelled(_ label: String, _ value: String) -> [Span] {
    [style.span("\(label) ", .dim), style.span(value)]
  }
}
