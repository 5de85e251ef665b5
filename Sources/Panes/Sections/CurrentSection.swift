import FoundationEssentials
import Render
import WeatherCore

/// The conditions now, straight under the header: the current card (its text, or the
/// temperature, the place's name and the condition in big type a room can read where the screen
/// gives it their rows), then the next
/// hour's line with the context (the most significant change or comparison with normal) on its
/// right, or today's sun times where the card has no third line for them. A printed page puts
/// the context on a line of its own.
public struct CurrentSection: DashboardSection {
  public var card: CurrentCardPane
  public var nextHour: NextHourPane
  public var context: ContextLinePane
  /// The rows the card's big type would like (0 for text only), as tall as the room allows.
  public var figureRows = 0
  /// What sets big type, and the place's name it draws.
  var bigType: BigType?
  var placeName = ""
  /// Whether this is a printed page: three lines of card, the context under the next hour.
  public var isPage = false

  /// The conditions now at `content`'s place; on a screen with the air's index on the card and
  /// the figures a large screen (or `--big`) asks for.
  public init(_ content: DashboardContent, _ weather: Weather, on medium: SectionMedium) {
    let style = content.style
    card = CurrentCardPane(
      current: weather.currentWeather, today: content.today(weather), timeZone: weather.location.timeZone,
      style: style)
    card.feelsLikeMissing = weather.metadata.isMissing("apparent_temperature", in: "current")
    card.markComputed(in: weather)
    nextHour = NextHourPane(weather: weather, now: content.now, style: style)
    switch medium {
    case .page:
      context = ContextLinePane(weather: weather, climate: content.climate, now: content.now, style: style)
      isPage = true
    case .screen(let width, let height):
      context = ContextLinePane(
        weather: weather, climate: content.climate, now: content.now, style: style,
        coverage: content.climateCoverage)
      card.airQuality = content.airQuality?.hour(at: content.now)
      card.airQualityScale = content.airQualityScale
      card.showsColour = content.gradient != nil
      card.now = content.now
      figureRows = CurrentCardPane.preferredFigureRows(
        width: width, height: height, prefersBig: content.prefersBigFigures, isASCII: content.glyphs.isASCII)
      bigType = BigType(lettering: content.lettering, isASCII: content.glyphs.isASCII)
      placeName = weather.location.name
    }
  }

  public func rows(width: Int) -> SectionRows {
    if isPage { return .fixed(3 + 1 + (context.isEmpty ? 0 : 1), hasEdge: false) }
    // Two lines of card and the next hour's; a third line, or the figures, where there is room.
    var steps = [SectionRows.Step(4, .cardDetails)]
    if figureRows > 2 { steps.append(.init(figureRows + 1, .figures, whole: true)) }
    return SectionRows(hasEdge: false, minimum: 3, steps: steps)
  }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    let inner = rect.inset(dx: 1, dy: 0)
    if isPage {
      card.render(in: Rect(x: inner.x, y: inner.y, width: inner.width, height: 3), into: &buffer)
      nextHour.render(in: inner.row(3), into: &buffer)
      if !context.isEmpty { context.render(in: inner.row(4), into: &buffer) }
      return
    }
    let cardRows = max(0, rect.height - 1)
    var card = card
    if figureRows > 0, cardRows >= figureRows, let bigType {
      card.bigType = bigType
      card.placeName = placeName
    }
    card.render(in: Rect(x: inner.x, y: inner.y, width: inner.width, height: cardRows), into: &buffer)
    drawNextHourRow(showSunTimes: cardRows < 3, in: inner.row(cardRows), into: &buffer)
  }

  /// The next-hour sentence, with the context line on the right when the row has room, else
  /// today's sun times when the card has no third line to show them.
  private func drawNextHourRow(showSunTimes: Bool, in row: Rect, into buffer: inout CellBuffer) {
    let style = card.style
    let line = nextHour.spans(width: row.width)
    buffer.put(line, in: row, align: .left)
    let room = row.width - line.width - 3
    let context = context.spans(width: room)
    if !context.isEmpty && context.width <= room {
      buffer.put(context, in: row, align: .right)
      return
    }
    guard showSunTimes, let today = card.today else { return }
    if let state = today.sunAllDay {
      let line = [style.span(state.description, state == .polarNight ? .dim : .sun)]
      if line.width <= room { buffer.put(line, in: row, align: .right) }
      return
    }
    guard let sunrise = today.sunrise, let sunset = today.sunset else { return }
    let clock = style.clock(card.timeZone)
    let sun = [
      style.span("Sunrise ", .dim), style.span(clock.time(sunrise)), style.separator,
      style.span("Sunset ", .dim), style.span(clock.time(sunset)),
    ]
    if sun.width <= room { buffer.put(sun, in: row, align: .right) }
  }
}
