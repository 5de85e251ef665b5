import FoundationEssentials
import Render
import WeatherCore

/// One place in the overview: a title row with its whole name and its most severe alert, then
/// as many lines as the card has rows, most important first: the temperature (in block
/// figures where the card is large), when stale data was fetched, the next hour, air quality,
/// the condition in words. A small card drops lines, never the name or the badge. Nothing on
/// it moves with the minute (the local hour, clock times), so an idle overview stays still.
public struct PlaceCardPane: Sendable {
  public var card: PlaceCard
  public var number: Int
  public var isSelected: Bool
  public var now: Date
  public var style: PaneStyle
  /// Whether official category colours may be used (the theme shows colour).
  public var showsColour = true
  /// What draws the temperature, the name and the condition in big type where the card has
  /// room (`--big`, or a large card); nil for text only.
  public var bigType: BigType?
  /// The zone of the room the display hangs in: a place whose day is another shows its weekday.
  public var roomTimeZone: ZoneRules?

  public init(card: PlaceCard, number: Int, isSelected: Bool, now: Date, style: PaneStyle) {
    self.card = card
    self.number = number
    self.isSelected = isSelected
    self.now = now
    self.style = style
  }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.height > 0, rect.width > 0 else { return }
    drawTitle(in: rect.row(0), into: &buffer)
    let body = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1)
    guard body.height > 0 else { return }
    guard let weather = card.weather else {
      let text =
        card.errorText.map { style.span(TerminalText.sanitize($0), .error) }
        ?? style.span(card.isLoading ? "Loading\(style.glyphs.ellipsis)" : "No data yet", .dim)
      buffer.put(Frame.clip([text], to: body.width, ellipsis: style.glyphs.ellipsis), in: body.row(0), align: .left)
      return
    }
    var y = 0
    let big = bigLayout(weather, room: body)
    if let big {
      drawBig(weather, big, in: body, into: &buffer)
      y = big.height
    }
    for line in lines(weather, rows: body.height - y, width: body.width, headline: big == nil) {
      buffer.put(Frame.clip(line, to: body.width, ellipsis: style.glyphs.ellipsis), in: body.row(y), align: .left)
      y += 1
    }
  }

  // MARK: - The title row

  /// "1 Berlin ─────────── ⚠ Severe": the name is never cut; the badge shortens to its glyph.
  private func drawTitle(in row: Rect, into buffer: inout CellBuffer) {
    let name = style.untrusted(card.name, isSelected ? .selection : .title, bold: true)
    let left = [style.span("\(number) ", isSelected ? .accent : .dim), isSelected ? name.reversed : name]
    let badges = badgeForms()
    let line = String(style.glyphs.box.horizontal)
    let lineStyle = CellStyle(role: isSelected ? .accent : .border)
    for badge in badges + [[]] where left.width + 2 + badge.width <= row.width || badge.isEmpty {
      let fill = max(0, row.width - left.width - badge.width - (badge.isEmpty ? 1 : 2))
      let spans =
        left + [Span(" "), Span(String(repeating: line, count: fill), lineStyle)]
        + (badge.isEmpty ? [] : [Span(" ")] + badge)
      buffer.put(Frame.clip(spans, to: row.width, ellipsis: style.glyphs.ellipsis), in: row, align: .left)
      return
    }
  }

  /// The alert badge, longest form first: "⚠ 2 Severe", "⚠ Severe", "⚠".
  private func badgeForms() -> [[Span]] {
    guard let alerts = card.weather?.alerts.active(at: now).alerts,
      let top = alerts.max(by: { $0.severity < $1.severity })
    else { return [] }
    let role = ThemeRole.forSeverity(top.severity)
    let glyph = style.span(style.glyphs.warning, role, bold: true)
    if card.hasNewAlert {
      // Reverse video and a word, as on the tabs: seen across a room, and without colour.
      return [[style.span("\(style.glyphs.warning) NEW", .warning, bold: true).reversed]]
    }
    let word = top.severity == .unknown ? "Alert" : top.severity.rawValue.capitalized
    let count = alerts.count > 1 ? "\(alerts.count) " : ""
    return [
      [glyph, style.span(" \(count)\(word)", role, bold: true)],
      [glyph, style.span(" \(word)", role, bold: true)],
      [glyph],
    ]
  }

  // MARK: - Lines

  /// The card's lines for `rows` rows, in reading order, chosen by importance.
  private func lines(_ weather: Weather, rows: Int, width: Int, headline showsHeadline: Bool) -> [[Span]] {
    guard rows > 0 else { return [] }
    // (importance, line); shown in the order listed, the least important left out first.
    var candidates: [(Int, [Span])] = []
    if showsHeadline, let line = headline(weather, width: width) { candidates.append((100, line)) }
    if let age = ageLine() { candidates.append((90, age)) }
    if let alert = alertLine(weather, width: width) { candidates.append((85, alert)) }
    var nextHour = NextHourPane(weather: weather, now: now, style: style)
    nextHour.usesClockTimes = true
    candidates.append((80, nextHour.spans(width: width)))
    if let air = airQualityLine(width: width) { candidates.append((70, air)) }
    if showsHeadline, let condition = conditionLine(weather) { candidates.append((60, condition)) }
    if let wind = windLine(weather, width: width) { candidates.append((50, wind)) }
    if let tomorrow = tomorrowLine(weather) { candidates.append((45, tomorrow)) }
    if let sun = sunLine(weather) { candidates.append((40, sun)) }
    let kept = Set(candidates.map(\.0).sorted(by: >).prefix(rows))
    return candidates.filter { kept.contains($0.0) }.map(\.1)
  }

  /// Whether a card with `rows` rows under its title names its alert and the alert's service
  /// (else the overview's footer credits the service).
  public func showsAlertLine(rows: Int) -> Bool {
    guard let weather = card.weather, alertLine(weather) != nil else { return false }
    if let big = bigLayout(weather, room: Rect(x: 0, y: 0, width: 10_000, height: rows)) {
      return rows - big.height >= (ageLine() == nil ? 1 : 2)
    }
    return rows >= (ageLine() == nil ? 2 : 3)
  }

  /// "☁ 1°C  H 11° L 1°" with the place's time at the right edge where it fits.
  private func headline(_ weather: Weather, width: Int) -> [Span]? {
    guard let current = weather.currentWeather else { return nil }
    var spans: [Span] = [
      style.conditionGlyph(current.condition, isDaylight: current.isDaylight, servedCode: current.conditionCode),
      Span(" "), style.temperature(current.temperature, bold: true, unit: true),
    ]
    spans += highLow(weather)
    if let time = localTime(weather), spans.width + 2 + time.width <= width {
      spans.append(Span(String(repeating: " ", count: width - spans.width - time.width)))
      spans += time
    }
    return spans
  }

  func highLow(_ weather: Weather) -> [Span] {
    guard let today = today(weather) else { return [] }
    return [
      style.span("  H ", .dim), style.temperature(today.temperatureMax), style.span(" L ", .dim),
      style.temperature(today.temperatureMin),
    ]
  }

  /// "06h", or "Sun 06h" where the place's day is not the room's: the local hour, not a clock
  /// to the minute. A dozen clocks ticking would make an idle overview write more than the one
  /// place's dashboard (the figure); the minutes are the room clock's on the top edge
  /// wherever the zones differ by whole hours, and the place's dashboard shows its own clock.
  func localTime(_ weather: Weather) -> [Span]? {
    let clock = style.clock(weather.location.timeZone)
    let otherDay = roomTimeZone.map { $0.day(of: now) != weather.location.timeZone.day(of: now) } ?? false
    return [style.span((otherDay ? clock.weekday(now) + " " : "") + clock.hourOfDay(now), .dim)]
  }

  /// "Partly cloudy · feels 19°".
  func conditionLine(_ weather: Weather, words: Bool = true) -> [Span]? {
    guard let current = weather.currentWeather else { return nil }
    var spans = words ? [style.span(current.condition.text(servedCode: current.conditionCode))] : []
    if let feels = current.apparentTemperature {
      spans += (spans.isEmpty ? [] : [style.separator]) + [style.span("feels ", .dim), style.temperature(feels)]
    }
    return spans.isEmpty ? nil : spans
  }

  /// "Yellow snow warning until Sun 14 Mar 00:00 · MeteoAlarm": the most severe alert, when it
  /// ends where that fits (the times' one rule: its date when not within the week), and who
  /// issued it, as its service's terms ask wherever its warnings show.
  private func alertLine(_ weather: Weather, width: Int = .max) -> [Span]? {
    let alerts = weather.alerts.active(at: now).alerts
    guard let top = alerts.max(by: { $0.severity < $1.severity }) else { return nil }
    let role = ThemeRole.forSeverity(top.severity)
    let clock = style.clock(weather.location.timeZone)
    var items = [LineFitter.Item([style.untrusted(top.event, role, bold: true)], priority: 3)]
    if let end = top.hazardEnd {
      let until = [style.span("until ", .dim), style.span(clock.timeOrDayTime(end, now: now))]
      items.append(.init(until, priority: 1))
    }
    guard let credit = Attribution.alerts(of: weather) else {
      return LineFitter(separator: [Span(" ")]).fit(items, width: width)
    }
    // The credit stays whole: the event gives way first.
    let creditSpans = [style.separator, style.untrusted(credit.serviceName, .dim)]
    let fitted = LineFitter(separator: [Span(" ")]).fit(items, width: max(0, width - creditSpans.width))
    return (fitted.isEmpty ? items[0].full : fitted) + creditSpans
  }

  /// "Wind 12 km/h NE · Humidity 80%".
  private func windLine(_ weather: Weather, width: Int) -> [Span]? {
    guard let current = weather.currentWeather else { return nil }
    let f = style.format
    var items: [LineFitter.Item] = []
    if let speed = current.windSpeed {
      let direction = current.windDirection.map { " \(WeatherFormat.compass($0))" } ?? ""
      items.append(.init([style.span("Wind ", .dim), style.span(f.speed(speed) + direction)], priority: 2))
    }
    if let humidity = current.humidity {
      items.append(.init([style.span("Humidity ", .dim), style.span(f.percent(humidity))], priority: 1))
    }
    let line = LineFitter(separator: [style.separator]).fit(items, width: width)
    return line.isEmpty ? nil : line
  }

  /// "Tomorrow ☀  H 14° L 6° · precip. 40%".
  private func tomorrowLine(_ weather: Weather) -> [Span]? {
    let clock = style.clock(weather.location.timeZone)
    guard let index = weather.dailyForecast.firstIndex(where: { clock.isSameDay($0.date, now) }),
      weather.dailyForecast.indices.contains(index + 1)
    else { return nil }
    let day = weather.dailyForecast[index + 1]
    var spans = [
      style.span("Tomorrow ", .dim), style.conditionGlyph(day.condition, servedCode: day.conditionCode),
      // "H … L …" as today's, not "/": in ASCII "/" is the rain glyph.
      style.span("  H ", .dim), style.temperature(day.temperatureMax), style.span(" L ", .dim),
      style.temperature(day.temperatureMin),
    ]
    if let chance = day.precipitationChance, chance >= 0.1 {
      spans += [style.separator, style.span("precip. \(style.format.percent(chance))", .rain)]
    }
    return spans
  }

  /// "Sunrise 07:43 · Sunset 16:01".
  private func sunLine(_ weather: Weather) -> [Span]? {
    guard let today = today(weather) else { return nil }
    if let state = today.sunAllDay { return [style.span(state.description, state == .polarNight ? .dim : .sun)] }
    guard let sunrise = today.sunrise, let sunset = today.sunset else { return nil }
    let clock = style.clock(weather.location.timeZone)
    return [
      style.span("Sunrise ", .dim), style.span(clock.time(sunrise)), style.separator, style.span("Sunset ", .dim),
      style.span(clock.time(sunset)),
    ]
  }

  /// "data from 11:02" (the room's clock, with the day when it was another), or why the last
  /// refresh failed, while either is news. A time, not an age: an age ticks every minute on
  /// every card at once when the network is down, and the room's clock is on the top edge.
  private func ageLine() -> [Span]? {
    if card.isStale, let fetchedAt = card.fetchedAt {
      let clock = style.clock(roomTimeZone ?? card.weather?.location.timeZone ?? .utc)
      return [style.span("data from \(clock.timeOrDayTime(fetchedAt, now: now))", .stale, bold: true)]
    }
    if card.isStale { return [style.span("STALE", .stale, bold: true)] }
    if let error = card.errorText { return [style.span("refresh failed: \(TerminalText.sanitize(error))", .error)] }
    return nil
  }

  /// "EAQI 32 Fair · mostly O3".
  private func airQualityLine(width: Int) -> [Span]? {
    guard let hour = card.airQuality else { return nil }
    return AirQualityText(hour: hour, scale: card.airQualityScale, style: style, showsColour: showsColour)
      .summary(width: width)
  }

  /// Today's entry of the daily forecast in the place's zone.
  private func today(_ weather: Weather) -> DayWeather? {
    let clock = style.clock(weather.location.timeZone)
    return weather.dailyForecast.first { clock.isSameDay($0.date, now) }
  }
}
