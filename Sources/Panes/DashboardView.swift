import FoundationEssentials
import Render
import WeatherCore

/// The whole screen: header edge, current card, next hour, hourly strip, daily bars, alerts,
/// footer edge; or the loading/error message, or the "too small" screen; help drawn on top.
public struct DashboardView: Sendable {
  public var content: DashboardContent

  public init(content: DashboardContent) { self.content = content }

  /// Draws into all of `buffer`.
  public func render(into buffer: inout CellBuffer) {
    render(in: buffer.area, into: &buffer)
  }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    buffer.fill(rect)
    let style = content.style
    if rect.width < DashboardLayout.minimumWidth || rect.height < DashboardLayout.minimumHeight {
      TooSmallPane(needed: (DashboardLayout.minimumWidth, DashboardLayout.minimumHeight), style: style)
        .render(in: rect, into: &buffer)
      return
    }
    if let cards = content.overview {
      overview(cards).render(in: rect, into: &buffer)
    } else if let weather = content.weather {
      drawDashboard(weather, in: rect, into: &buffer)
    } else {
      message.render(in: rect, into: &buffer)
    }
    switch content.overlay {
    case .none: break
    case .help(let bindings, let closing):
      HelpOverlayPane(bindings: bindings, closing: closing, style: style).render(in: rect, into: &buffer)
    case .search(let box): PlaceSearchPane(box: box, style: style).render(in: rect, into: &buffer)
    case .confirm(let question, let answers):
      ConfirmPane(question: question, answers: answers, style: style).render(in: rect, into: &buffer)
    }
  }

  /// The loading or error screen shown before any data exists.
  var message: MessagePane {
    let name = content.displayName
    if content.placeCount == 0 {
      return MessagePane(
        kind: .info, title: "WeatherTUI", headline: "No places saved yet",
        details: ["Press / to search for a place."], footer: "Esc or Ctrl-C quits", style: content.style)
    }
    let title = name.isEmpty ? "WeatherTUI" : name
    let place = name.isEmpty ? "" : " for \(name)"
    if let error = content.errorText, !content.isLoading {
      return MessagePane(
        kind: .error, title: title, headline: "Could not load the weather\(place)",
        details: [error, "Press r to try again."], style: content.style)
    }
    return MessagePane(
      kind: .loading, title: title, headline: "Loading weather\(place)\(content.glyphs.ellipsis)",
      details: content.waitNotice.map { [$0 + "."] } ?? [], style: content.style)
  }

  // MARK: - The overview

  /// Every place's card, with the room's clock and every shown service's credit.
  public func overview(_ cards: [PlaceCard]) -> OverviewPane {
    var pane = OverviewPane(
      cards: cards, selected: content.placeIndex, now: content.now, localTimeZone: content.localTimeZone,
      style: content.style)
    pane.isDemo = content.isDemo
    pane.prefersBigFigures = content.prefersBigFigures
    pane.lettering = content.lettering
    pane.showsColour = content.gradient != nil
    // The overview puts the credit of what it shows in.
    var footer = FooterPane(
      attribution: "", fetchedAt: content.fetchedAt, nextRefresh: content.nextRefresh, isStale: false,
      errorText: nil, activity: content.isLoading ? "updating\(content.glyphs.ellipsis)" : nil, now: content.now,
      timeZone: content.localTimeZone, style: content.style, notice: content.notice)
    footer.refreshFailedAt = content.isLoading ? nil : content.refreshFailedAt
    pane.footer = footer
    return pane
  }

  // MARK: - The dashboard

  private func drawDashboard(_ weather: Weather, in rect: Rect, into buffer: inout CellBuffer) {
    let style = content.style
    let zone = weather.location.timeZone
    let now = content.now
    var alerts = AlertsPane(
      status: weather.alerts, now: now, timeZone: zone, style: style,
      sourceName: weather.datasetMetadata[.weatherAlerts]?.providerName,
      retryAt: content.alertRetryAt ?? content.nextRefresh,
      retryZone: content.localTimeZone)
    alerts.newAlertIDs = content.newAlertIDs
    var daily = DailyBarsPane(
      daily: weather.dailyForecast, now: now, currentTemperature: weather.currentWeather?.temperature,
      timeZone: zone, gradient: content.gradient, style: style)
    daily.markComputed(in: weather)
    // Big type on a large screen, or wherever it fits with `--big`, as tall as the room allows.
    let figureRows = CurrentCardPane.preferredFigureRows(
      width: rect.width, height: rect.height, prefersBig: content.prefersBigFigures, isASCII: content.glyphs.isASCII)
    let airHour = content.airQuality?.hour(at: now)
    var air = airHour.map { AirQualityPane(hour: $0, scale: content.airQualityScale, style: style) }
    air?.showsColour = content.gradient != nil
    // Every alert's text is wanted before the days' details: safety first.
    var fullAlerts = alerts
    fullAlerts.fullText = true
    let alertText = max(0, fullAlerts.height(width: rect.width - 6) - alerts.preferredHeight)
    let layout = DashboardLayout(
      height: rect.height, dayCount: daily.upcoming.count, alertsWanted: alerts.preferredHeight,
      tabsWanted: content.placeTabs.count > 1, figureRows: figureRows,
      figuresFirst: content.prefersBigFigures,
      airWanted: air?.preferredHeight ?? 0, alertTextWanted: alertText)
    let frame = Frame(chars: content.glyphs.box)

    let withTabs = rect.rows([1, layout.tabRows, rect.height - 1 - layout.tabRows])
    if layout.tabRows > 0 {
      PlaceTabsPane(tabs: content.placeTabs, selected: content.placeIndex, style: style)
        .render(in: withTabs[1].inset(dx: 1, dy: 0), into: &buffer)
    }
    let airRows = layout.airRows > 0 ? [1, layout.airRows] : []
    var sections =
      [withTabs[0]]
      + withTabs[2].rows(
        [layout.currentRows, 1, 1, layout.hourlyRows, 1, max(1, layout.dayRows)] + airRows + [1, layout.alertRows, 1])
    // The air section sits between the days and the alerts when it has rows.
    var airSection: (edge: Rect, body: Rect)?
    if layout.airRows > 0 {
      airSection = (sections[7], sections[8])
      sections.removeSubrange(7...8)
    }
    for y in rect.y + 1..<rect.maxY - 1 { frame.drawSides(row: y, of: rect, into: &buffer) }
    func inner(_ r: Rect) -> Rect { r.inset(dx: 2, dy: 0) }

    header(weather).render(in: sections[0], into: &buffer)
    var card = CurrentCardPane(
      current: weather.currentWeather, today: today(weather), timeZone: zone, style: style)
    card.feelsLikeMissing = weather.metadata.isMissing("apparent_temperature", in: "current")
    card.markComputed(in: weather)
    card.airQuality = airHour
    card.airQualityScale = content.airQualityScale
    card.showsColour = content.gradient != nil
    if layout.showsFigures(figureRows) {
      card.bigType = BigType(lettering: content.lettering, isASCII: content.glyphs.isASCII)
      card.placeName = weather.location.name
      card.now = now
    }
    card.render(in: inner(sections[1]), into: &buffer)
    drawNextHourRow(weather, showSunTimes: layout.currentRows < 3, in: inner(sections[2]), into: &buffer)

    var hourly = HourlyStripPane(
      hourly: weather.hourlyForecast, now: now, scrollOffset: content.hourScroll, timeZone: zone, style: style)
    hourly.airQuality = content.airQuality
    hourly.airQualityScale = content.airQualityScale
    hourly.showsColour = content.gradient != nil
    let stripArea = sections[4].inset(dx: 1, dy: 0)
    let stripTitle = [style.span(hourly.title(width: stripArea.width), .title, bold: true)]
    // The legend goes on the title row where it fits beside the title, longest form first.
    let legend = hourly.legends(width: stripArea.width, height: stripArea.height).first {
      stripTitle.width + $0.width + 7 <= sections[3].width
    }
    frame.drawEdge(.separator, row: sections[3], into: &buffer, left: stripTitle, right: legend ?? [])
    hourly.render(in: stripArea, into: &buffer)

    var days = daily
    days.showsDetails = layout.dayDetails > 0
    days.detailedDays = layout.dayDetails
    let dayCount = min(daily.upcoming.count, layout.dayRows - layout.dayDetails)
    frame.drawEdge(
      .separator, row: sections[5], into: &buffer,
      left: [style.span(dayCount == 1 ? "Today" : "\(dayCount) days", .title, bold: true)])
    days.render(in: inner(sections[6]), into: &buffer)

    if let airSection, let air {
      frame.drawEdge(
        .separator, row: airSection.edge, into: &buffer, left: [style.span("Air quality", .title, bold: true)],
        right: [style.span(AirQualityPane.credit, .dim)])
      air.render(in: inner(airSection.body), into: &buffer)
    }

    frame.drawEdge(
      .separator, row: sections[7], into: &buffer, left: [style.span(alerts.title, .title, bold: true)],
      right: alerts.credit.map { [style.span($0, .dim)] } ?? [])
    // Room for every alert's text: each one's description and instruction under its line.
    if layout.alertRows > alerts.preferredHeight && fullAlerts.height(width: sections[8].width - 4) <= layout.alertRows
    {
      alerts = fullAlerts
    }
    alerts.render(in: inner(sections[8]), into: &buffer)

    footer(weather).render(in: sections[9], into: &buffer)
  }

  /// The next-hour sentence, with the context line (the most significant change or comparison
  /// with normal) on the right when the row has room, else today's sun times when the card has
  /// no third line to show them.
  private func drawNextHourRow(_ weather: Weather, showSunTimes: Bool, in row: Rect, into buffer: inout CellBuffer) {
    let style = content.style
    let line = NextHourPane(weather: weather, now: content.now, style: style).spans(width: row.width)
    buffer.put(line, in: row, align: .left)
    let room = row.width - line.width - 3
    let context = ContextLinePane(
      weather: weather, climate: content.climate, now: content.now, style: style, coverage: content.climateCoverage
    )
    .spans(width: room)
    if !context.isEmpty && context.width <= room {
      buffer.put(context, in: row, align: .right)
      return
    }
    guard showSunTimes, let today = today(weather) else { return }
    if let state = today.sunAllDay {
      let line = [style.span(state.description, state == .polarNight ? .dim : .sun)]
      if line.width <= room { buffer.put(line, in: row, align: .right) }
      return
    }
    guard let sunrise = today.sunrise, let sunset = today.sunset else { return }
    let clock = content.style.clock(weather.location.timeZone)
    let sun = [
      style.span("Sunrise ", .dim), style.span(clock.time(sunrise)), style.separator,
      style.span("Sunset ", .dim), style.span(clock.time(sunset)),
    ]
    if sun.width <= room { buffer.put(sun, in: row, align: .right) }
  }

  func header(_ weather: Weather?) -> HeaderPane {
    HeaderPane(
      placeName: content.displayName, placeIndex: content.placeIndex, placeCount: content.placeCount,
      timeZone: content.timeZone, now: content.now, isDemo: content.isDemo, style: content.style)
  }

  func footer(_ weather: Weather) -> FooterPane {
    let climateLoaded = content.climate?.record != nil
    var credit = Attribution.onScreen(weather, climateLoaded: climateLoaded)
    // The alerts' service is credited on the alerts pane's edge, and the air's beside its
    // index, at every width: where the footer cannot hold every credit and the data's age, it
    // keeps the forecast's credit whole (then short) rather than shorten it for the others'.
    let othersCreditedElsewhere = Attribution.alerts(of: weather) != nil || content.airQuality != nil
    if content.airQuality != nil {
      credit.text += " \u{00B7} " + (AirQuality.attribution.shortText ?? AirQuality.attribution.text)
    }
    var footer = FooterPane(
      attribution: credit.text, fetchedAt: content.fetchedAt ?? weather.metadata.readTime,
      nextRefresh: content.nextRefresh, isStale: content.isStale, errorText: content.errorText,
      activity: content.isLoading ? "updating\(content.glyphs.ellipsis)" : nil,
      now: content.now, timeZone: content.localTimeZone, style: content.style,
      attributionShort: credit.shortText, notice: content.notice)
    // The program's times are on the machine's clock; where the header shows another zone's,
    // the footer names its own so the two are not read as one.
    if content.localTimeZone.secondsFromGMT(for: content.now) != content.timeZone.secondsFromGMT(for: content.now) {
      footer.zoneLabel = content.localTimeZone.abbreviation(for: content.now)
    }
    footer.refreshFailedAt = content.isLoading ? nil : content.refreshFailedAt
    if othersCreditedElsewhere {
      var forecastOnly = weather
      forecastOnly.datasetMetadata[.weatherAlerts] = nil
      let forecast = Attribution.onScreen(forecastOnly, climateLoaded: climateLoaded)
      footer.attributionShort = forecast.text
      footer.attributionMinimal = forecast.shortText ?? forecast.text
    }
    return footer
  }

  /// Today's entry of the daily forecast in the place's zone.
  func today(_ weather: Weather) -> DayWeather? {
    let clock = content.style.clock(weather.location.timeZone)
    return weather.dailyForecast.first { clock.isSameDay($0.date, content.now) }
  }
}

extension DashboardView {
  /// From this size on, the dashboard draws the temperature, the clock and the words in big type.
  public static let largeScreen = (width: 140, height: 40)

  /// How many hour columns the strip shows in a terminal `width` columns wide; the view model
  /// can page the strip by this many hours.
  public static func hourColumns(forTerminalWidth width: Int) -> Int {
    HourlyStripPane.columns(forWidth: width - 2)
  }
}
